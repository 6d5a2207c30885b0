import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { entityKindGroups, entityKinds, expandKinds } from "./entity-kind.js";
import { datedTemplate } from "./past-tense.js";
import { relationLexicon } from "./relation-lexicon.js";
import { relationSemantics, relationSemanticsOf } from "./relation-semantics.js";
import { relationTemplatesFor } from "./relation-templates.js";
import { renderTemplate } from "./render-template.js";

/** The bundled snapshot's property list (../shared beside the clone). */
const propertiesUrl = new URL("../../../shared/data/wikidata-subset/properties.json", import.meta.url);
const snapshotProperties = z
  .array(z.object({ id: z.string() }))
  .parse(JSON.parse(readFileSync(propertiesUrl, "utf8")));

const entries = Object.entries(relationSemantics);
const validKinds: ReadonlySet<string> = new Set([...entityKinds, ...Object.keys(entityKindGroups)]);
const idsWhere = (test: (semantics: (typeof entries)[number][1]) => boolean): string[] =>
  entries.filter(([, semantics]) => test(semantics)).map(([id]) => id);

describe("relationSemantics coverage", () => {
  it("has an entry for every property of the bundled snapshot", () => {
    expect(snapshotProperties).toHaveLength(121);
    const missing = snapshotProperties
      .map(({ id }) => id)
      .filter((id) => relationSemantics[id] === undefined);
    expect(missing).toEqual([]);
  });

  it("has an entry for every relation of the lexicon", () => {
    const missing = Object.keys(relationLexicon).filter((id) => relationSemantics[id] === undefined);
    expect(missing).toEqual([]);
  });

  it("has an entry for the paper's topic and example relations", () => {
    // Topics select by occupation and instance of; examples ask capital, place of birth, father, spouse, educated at.
    for (const id of ["P106", "P31", "P36", "P19", "P22", "P26", "P69"])
      expect(relationSemantics[id]).toBeDefined();
  });
});

describe("relationSemantics entries", () => {
  it("give a non-empty one-line reason each", () => {
    const bad = idsWhere(
      ({ reason }) => reason.trim() === "" || reason.includes("\n") || reason !== reason.trim(),
    );
    expect(bad).toEqual([]);
  });

  it("give a listing only to multi-valued relations", () => {
    expect(idsWhere(({ cardinality, listing }) => cardinality === "single" && listing !== undefined)).toEqual(
      [],
    );
  });

  it("name only known kinds and kind groups", () => {
    const unknown = entries.flatMap(([id, semantics]) =>
      [...(semantics.subjectKinds ?? []), ...(semantics.objectKinds ?? [])]
        .filter((kind) => !validKinds.has(kind))
        .map((kind) => `${id}: ${kind}`),
    );
    expect(unknown).toEqual([]);
  });

  it("never restrict kinds to nothing", () => {
    expect(
      idsWhere(({ subjectKinds, objectKinds }) => subjectKinds?.length === 0 || objectKinds?.length === 0),
    ).toEqual([]);
  });
});

describe("relationSemantics spot checks", () => {
  it("makes the single-value and single-best-value relations single", () => {
    for (const id of ["P19", "P20", "P22", "P25", "P105", "P171", "P403", "P610", "P740", "P59"])
      expect(relationSemantics[id]?.cardinality, id).toBe("single");
    for (const id of ["P17", "P131", "P6", "P35", "P36"])
      expect(relationSemantics[id]?.cardinality, id).toBe("single");
    expect(relationSemantics.P19?.reason).toContain("Q19474404");
    expect(relationSemantics.P131?.reason).toContain("Q52060874");
  });

  it("keeps open-ended relations multi-valued and open", () => {
    for (const id of ["P106", "P463", "P108", "P136", "P1412", "P530", "P190", "P47", "P166", "P27", "P101"])
      expect(relationSemantics[id], id).toMatchObject({ cardinality: "multi", listing: "open" });
  });

  it("closes only the credit lists Wikidata keeps whole", () => {
    expect(idsWhere(({ listing }) => listing === "closed")).toEqual(["P50", "P57", "P87", "P170"]);
  });

  it("dates the relations whose values change, and not birth, authorship or taxa", () => {
    for (const id of ["P6", "P35", "P39", "P54", "P108", "P127", "P159", "P26", "P451", "P463", "P102"])
      expect(relationSemantics[id]?.time, id).toBe("changes");
    for (const id of ["P488", "P551", "P264", "P137", "P195", "P276"])
      expect(relationSemantics[id]?.time, id).toBe("changes");
    for (const id of ["P19", "P20", "P22", "P25", "P50", "P136", "P171", "P103"])
      expect(relationSemantics[id]?.time, id).toBe("fixed");
    for (const id of ["P17", "P131", "P36", "P37", "P38", "P30"])
      expect(relationSemantics[id]?.time, id).toBe("rarely");
  });

  it("marks the containment relations as hierarchies", () => {
    const hierarchies = idsWhere(({ hierarchy }) => hierarchy === true);
    expect(hierarchies).toEqual(expect.arrayContaining(["P131", "P17", "P361", "P279", "P171", "P30"]));
    expect(hierarchies).not.toContain("P19");
    expect(hierarchies).not.toContain("P527");
  });

  it("never asks instance of, and asks vague relations only as Yes statements", () => {
    expect(relationSemantics.P31?.vague).toBe("skip");
    expect(idsWhere(({ vague }) => vague === "skip")).toEqual(["P31"]);
    for (const id of ["P937", "P361", "P527", "P1001"])
      expect(relationSemantics[id]?.vague, id).toBe("yes-no-only");
  });

  it("restricts kinds where the relation does", () => {
    const occupation = relationSemantics.P106;
    expect(expandKinds(occupation?.subjectKinds ?? [])).toEqual(new Set(["person"]));
    expect(expandKinds(relationSemantics.P19?.objectKinds ?? []).has("settlement")).toBe(true);
    // Twin towns are towns and regions, never countries.
    for (const kinds of [relationSemantics.P190?.subjectKinds, relationSemantics.P190?.objectKinds]) {
      expect(kinds).toBeDefined();
      const expanded = expandKinds(kinds ?? []);
      expect(expanded.has("settlement")).toBe(true);
      expect(expanded.has("country")).toBe(false);
    }
    // Country: never of a person.
    expect(expandKinds(relationSemantics.P17?.subjectKinds ?? []).has("person")).toBe(false);
  });
});

describe("dated templates", () => {
  const placeholders = (template: string): string[] => template.match(/\{[^}]*\}/gu) ?? [];
  const has = (template: string, role: string): boolean =>
    placeholders(template).some(
      (placeholder) => placeholder === `{${role}}` || placeholder.startsWith(`{${role}:`),
    );
  const templatesOf = (id: string) => {
    const templates = relationTemplatesFor({ id, label: id, aliases: [] });
    if (templates === undefined) throw new Error(`${id} has templates`);
    return templates;
  };
  const changing = Object.keys(relationLexicon).filter((id) => relationSemantics[id]?.time === "changes");

  it("come from every lexicon relation whose values change, in the past tense", () => {
    expect(changing.length).toBeGreaterThan(20);
  });

  it.each(changing)("%s asks about one year, with the entry's own placeholders", (id) => {
    const templates = templatesOf(id);
    const yesNo = datedTemplate(templates.yesNo);
    const wh = datedTemplate(templates.wh);
    expect(has(yesNo, "year") && has(yesNo, "subject") && has(yesNo, "object")).toBe(true);
    expect(yesNo).toMatch(/^(?:Was|Were|Did|Had) /u);
    expect(has(wh, "year") && has(wh, "subject")).toBe(true);
    expect(has(wh, "object")).toBe(false);
    expect(wh).toMatch(/\b(?:was|were|did|had|[a-z]+ed)\b/u);
    const known = new Set(["{year}", ...placeholders(templates.yesNo), ...placeholders(templates.wh)]);
    for (const template of [yesNo, wh]) {
      expect(template).toMatch(/^(?:[A-Z]|\{wh\})[^?]*\?$/u);
      expect(placeholders(template).filter((placeholder) => !known.has(placeholder))).toEqual([]);
    }
  });

  it("render with renderTemplate once the year is filled in", () => {
    const person = (label: string) => ({ id: "Q1", label, aliases: [], types: ["Q5"] });
    const render = (template: string, slots: Parameters<typeof renderTemplate>[1]) =>
      renderTemplate(datedTemplate(template).replaceAll("{year}", "1995"), slots);
    const jordan = person("Michael Jordan");
    const bulls = { id: "Q128109", label: "Chicago Bulls", aliases: [], types: [] };
    expect(render(templatesOf("P54").yesNo, { subject: jordan, object: bulls })).toBe(
      "Did Michael Jordan play for the Chicago Bulls in 1995?",
    );
    expect(render(templatesOf("P54").wh, { subject: jordan })).toBe(
      "Which team did Michael Jordan play for in 1995?",
    );
  });

  it("reads as the lead's example for heads of government", () => {
    const templates = templatesOf("P6");
    expect([templates.yesNo, templates.wh, templates.subjectWh ?? ""].map(datedTemplate)).toEqual([
      "Was {object} the head of government of {subject} in {year}?",
      "Who was the head of government of {subject} in {year}?",
      "{wh} had {object} as its head of government in {year}?",
    ]);
  });
});

describe("relationSemanticsOf", () => {
  it("returns the table's entry, an extra entry first, and undefined for unknown relations", () => {
    expect(relationSemanticsOf("P19")).toBe(relationSemantics.P19);
    const extra = { P19: { cardinality: "multi", time: "fixed", reason: "Test." } } as const;
    expect(relationSemanticsOf("P19", extra)).toBe(extra.P19);
    expect(relationSemanticsOf("P99999")).toBeUndefined();
  });
});
