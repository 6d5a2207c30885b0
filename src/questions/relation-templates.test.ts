import { describe, expect, it } from "vitest";
import type { Entity } from "../knowledge/fact-set.js";
import { relationLexicon } from "./relation-lexicon.js";
import { looksLikeId, relationTemplatesFor } from "./relation-templates.js";
import { renderTemplate } from "./render-template.js";

const entity = (label: string, types: string[] = []): Entity => ({ id: "Q1", label, aliases: [], types });
const napoleon = entity("Napoleon", ["Q5"]);
const obama = entity("Barack Obama", ["Q5"]);
const usa = entity("United States of America", ["Q6256"]);

function questionsOf(
  relation: { id: string; label: string },
  subject: Entity,
  object: Entity,
  interrogative = "What",
) {
  const templates = relationTemplatesFor({ ...relation, aliases: [] });
  if (templates === undefined) return undefined;
  return {
    source: templates.source,
    yesNo: renderTemplate(templates.yesNo, { subject, object }),
    wh: renderTemplate(templates.wh, { subject, interrogative }),
    choice:
      templates.choice === undefined
        ? undefined
        : renderTemplate(templates.choice, { subject, interrogative }),
  };
}

describe("relationTemplatesFor", () => {
  it("reproduces the paper's examples (Table 2, section 3.2.1)", () => {
    expect(questionsOf({ id: "P103", label: "native language" }, napoleon, entity("Corsican"))).toMatchObject(
      {
        yesNo: "Is Corsican the native language of Napoleon?",
        wh: "What is the native language of Napoleon?",
      },
    );
    expect(questionsOf({ id: "P36", label: "capital" }, usa, entity("Washington, D.C."))).toMatchObject({
      yesNo: "Is Washington, D.C. the capital of the United States of America?",
      wh: "What is the capital of the United States of America?",
    });
    expect(questionsOf({ id: "P19", label: "place of birth" }, obama, entity("Honolulu"))).toMatchObject({
      yesNo: "Was Barack Obama born in Honolulu?",
      wh: "Where was Barack Obama born?",
    });
  });

  it("builds generic templates from the relation's form when there is no lexicon entry", () => {
    expect(
      questionsOf({ id: "P9001", label: "capital" }, usa, entity("Washington, D.C."), "Which city"),
    ).toEqual({
      source: "noun",
      yesNo: "Is Washington, D.C. the capital of the United States of America?",
      wh: "Which city is the capital of the United States of America?",
      choice: "Which of the following is a capital of the United States of America?",
    });
    expect(
      questionsOf({ id: "P9002", label: "educated at" }, obama, entity("Harvard Law School")),
    ).toMatchObject({
      source: "passive",
      yesNo: "Was Barack Obama educated at Harvard Law School?",
      wh: "Where was Barack Obama educated?",
    });
    expect(
      questionsOf({ id: "P9003", label: "owned by" }, entity("Mona Lisa"), entity("France"), "Which country"),
    ).toMatchObject({
      yesNo: "Is the Mona Lisa owned by France?",
      wh: "Which country is the Mona Lisa owned by?",
    });
    expect(
      questionsOf(
        { id: "P9004", label: "follows" },
        entity("Louis XVI", ["Q5"]),
        entity("Louis XV", ["Q5"]),
        "Who",
      ),
    ).toMatchObject({
      source: "active",
      yesNo: "Does Louis XVI follow Louis XV?",
      wh: "Who does Louis XVI follow?",
    });
    expect(
      questionsOf({ id: "P9005", label: "member of" }, entity("Harvard University"), entity("Ivy League")),
    ).toMatchObject({
      source: "noun-of",
      yesNo: "Is Harvard University a member of the Ivy League?",
      wh: "What is Harvard University a member of?",
    });
    expect(questionsOf({ id: "P9006", label: "part of" }, usa, entity("North America"))).toMatchObject({
      yesNo: "Is the United States of America part of North America?",
    });
  });

  it("has no templates for empty, id-like, braced or long labels", () => {
    for (const label of ["", "P9", "http://example.org/p", "odd {object} label", "one two three four five"]) {
      expect(relationTemplatesFor({ id: "P9999", label, aliases: [] }), label).toBeUndefined();
    }
    expect(looksLikeId("Q42")).toBe(true);
    expect(looksLikeId("Q-tip")).toBe(false);
  });
});

describe("relationLexicon", () => {
  const placeholders = (template: string): string[] => template.match(/\{[^}]*\}/gu) ?? [];

  it.each(Object.entries(relationLexicon))("%s has well-formed templates", (_id, entry) => {
    expect(placeholders(entry.yesNo).sort()).toEqual(expect.arrayContaining(["{subject}"]));
    expect(placeholders(entry.yesNo).some((placeholder) => placeholder.startsWith("{object"))).toBe(true);
    for (const template of [entry.wh, entry.choice].filter((text) => text !== undefined)) {
      expect(placeholders(template)).toContain("{subject}");
      expect(placeholders(template).some((placeholder) => placeholder.startsWith("{object"))).toBe(false);
    }
    for (const template of [entry.yesNo, entry.wh, entry.choice].filter((text) => text !== undefined)) {
      expect(template).toMatch(/^(?:[A-Z]|\{wh\})[^?]*\?$/u);
      for (const placeholder of placeholders(template))
        expect(["{subject}", "{object}", "{object:a}", "{wh}"]).toContain(placeholder);
    }
  });

  it("covers the frequent relations of the demo topics", () => {
    const wanted =
      "P27 P19 P20 P106 P69 P36 P37 P30 P17 P131 P47 P463 P102 P39 P103 P1412 P108 P140 P26 P22 P25 P40 P800 P166 P136 P361 P1376 P38 P35 P6 P530 P190";
    expect(wanted.split(" ").filter((id) => relationLexicon[id] === undefined)).toEqual([]);
  });
});
