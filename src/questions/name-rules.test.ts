import { describe, expect, it } from "vitest";
import { parseEntityNameOverrides } from "./entity-name-overrides.js";
import { exampleFacts, nameRuleFor, nameRules, type NameExample } from "./name-rules.js";
import { wordingKinds } from "./wording-kind.js";

const shown = (example: NameExample): string =>
  typeof example === "string" ? example : JSON.stringify(example);

describe("name rules", () => {
  it("have unique ids", () => {
    expect(new Set(nameRules.map((rule) => rule.id)).size).toBe(nameRules.length);
  });

  it("read every declared kind but a work's and a creation's (titles), each shown by an example", () => {
    const shownKinds = new Set<string | undefined>(
      nameRules.flatMap((rule) =>
        rule.examples.flatMap((example) => (typeof example === "string" ? [] : [example.kind])),
      ),
    );
    const titles = new Set(["work", "creation"]);
    expect(Object.keys(wordingKinds).filter((kind) => !titles.has(kind) && !shownKinds.has(kind))).toEqual(
      [],
    );
  });

  // Every example is decided by its own rule (so the order lets it through), with its article;
  // no counterexample is.
  for (const rule of nameRules) {
    describe(rule.id, () => {
      for (const example of rule.examples)
        it(`decides ${shown(example)} (${rule.article})`, () => {
          expect(nameRuleFor(exampleFacts(example))?.id).toBe(rule.id);
        });
      for (const counterexample of rule.counterexamples)
        it(`does not decide ${shown(counterexample)}`, () => {
          expect(nameRuleFor(exampleFacts(counterexample))?.id).not.toBe(rule.id);
        });
    });
  }
});

describe("parseEntityNameOverrides", () => {
  it("reads id, article, label and display name, skipping comments", () => {
    const overrides = parseEntityNameOverrides(
      "# comment\nQ55\tthe\tNetherlands\nQ90\tbare\tParis\nQ29999\tthe\tKingdom of the Netherlands\tNetherlands\nQ6109517\t-\tLeão XIV\tLeo XIV\n",
      "x.tsv",
    );
    expect([...overrides.articles]).toEqual([
      ["Q55", "the"],
      ["Q90", "bare"],
      ["Q29999", "the"],
    ]);
    expect([...overrides.displayNames]).toEqual([
      ["Q29999", "Netherlands"],
      ["Q6109517", "Leo XIV"],
    ]);
  });

  it("names the file and line of a bad entry", () => {
    expect(() => parseEntityNameOverrides("Q55\tthe\tNetherlands\nNetherlands\tthe\n", "x.tsv")).toThrow(
      /x\.tsv:2: expected/u,
    );
    expect(() => parseEntityNameOverrides("Q55\tthe\tA\nQ55\tbare\tB\n", "x.tsv")).toThrow(
      /x\.tsv:2: Q55 is listed twice/u,
    );
    // "-" leaves the article to the rules, so it needs a display name to say anything.
    expect(() => parseEntityNameOverrides("Q6109517\t-\tLeão XIV\n", "x.tsv")).toThrow(/x\.tsv:1: expected/u);
  });
});
