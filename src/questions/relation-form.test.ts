import { describe, expect, it } from "vitest";
import { relationFormOf } from "./relation-form.js";

describe("relationFormOf", () => {
  it.each([
    ["capital", { kind: "noun", noun: "capital", preposition: undefined }],
    ["native language", { kind: "noun", noun: "native language", preposition: undefined }],
    ["country of citizenship", { kind: "noun", noun: "country of citizenship", preposition: undefined }],
    [
      "twinned administrative body",
      { kind: "noun", noun: "twinned administrative body", preposition: undefined },
    ],
    ["capital of", { kind: "noun", noun: "capital", preposition: "of" }],
    [
      "member of political party",
      { kind: "noun", noun: "member of political party", preposition: undefined },
    ],
    ["shares border with", { kind: "active", basePhrase: "share border with" }],
    ["follows", { kind: "active", basePhrase: "follow" }],
  ] as const)("reads %j as a noun or an active verb", (label, form) => {
    expect(relationFormOf(label)).toEqual(form);
  });

  it.each([
    ["educated at", "educated", "was", true],
    ["located in the administrative territorial entity", "located", "is", false],
    ["named after", "named", "is", false],
    ["owned by", "owned", "is", false],
    ["born in", "born", "was", true],
    ["written by", "written", "was", false],
    ["also known as", "known", "is", false],
    ["followed by", "followed", "was", false],
  ] as const)("reads %j as passive", (label, participle, auxiliary, asksWhere) => {
    expect(relationFormOf(label)).toEqual({
      kind: "passive",
      phrase: label,
      participle,
      auxiliary,
      asksWhere,
    });
  });

  it("does not take -ed nouns for participles, and tidies the label", () => {
    expect(relationFormOf("seed of")).toEqual({ kind: "noun", noun: "seed", preposition: "of" });
    expect(relationFormOf("  Educated   at ")).toMatchObject({ kind: "passive", phrase: "Educated at" });
  });
});
