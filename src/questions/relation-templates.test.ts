import { describe, expect, it } from "vitest";
import type { Entity } from "../knowledge/fact-set.js";
import { relationLexicon } from "./relation-lexicon.js";
import {
  fitsSubject,
  isUnwordableObject,
  isYesNoOnlyObject,
  looksLikeId,
  relationTemplatesFor,
  templatesForSubject,
} from "./relation-templates.js";
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
      yesNo: "Is Washington, D.C., the capital of the United States of America?",
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
      yesNo: "Is Washington, D.C., the capital of the United States of America?",
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
      questionsOf(
        { id: "P9003", label: "owned by" },
        { ...entity("Mona Lisa"), id: "Q12418" },
        entity("France"),
        "Which country",
      ),
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
    expect(looksLikeId("acetyl-CoA + H2O => acetate + CoASH")).toBe(true);
    expect(looksLikeId("p-Y762;807;822-CD22:Antigen:p-BCR")).toBe(true);
    expect(looksLikeId("SCAPIN-1633: Apprehension Of Suspected War Criminals")).toBe(false);
  });
});

describe("relationLexicon", () => {
  const placeholders = (template: string): string[] => template.match(/\{[^}]*\}/gu) ?? [];

  it.each(Object.entries(relationLexicon))("%s has well-formed templates", (_id, entry) => {
    expect(placeholders(entry.yesNo).some((placeholder) => placeholder.startsWith("{subject"))).toBe(true);
    expect(placeholders(entry.yesNo).some((placeholder) => placeholder.startsWith("{object"))).toBe(true);
    for (const template of [entry.wh, entry.choice].filter((text) => text !== undefined)) {
      expect(placeholders(template).some((placeholder) => placeholder.startsWith("{subject"))).toBe(true);
      expect(placeholders(template).some((placeholder) => placeholder.startsWith("{object"))).toBe(false);
    }
    if (entry.subjectWh !== undefined) {
      expect(placeholders(entry.subjectWh).some((placeholder) => placeholder.startsWith("{object"))).toBe(
        true,
      );
      expect(placeholders(entry.subjectWh).some((placeholder) => placeholder.startsWith("{subject"))).toBe(
        false,
      );
    }
    for (const template of [entry.yesNo, entry.wh, entry.choice, entry.subjectWh].filter(
      (text) => text !== undefined,
    )) {
      expect(template).toMatch(/^(?:[A-Z]|\{wh\})[^?]*\?$/u);
      for (const placeholder of placeholders(template))
        // Kinds are declared on the entry, never written as name forms in the text.
        expect(["{subject}", "{object}", "{object:play}", "{wh}"]).toContain(placeholder);
    }
  });

  it("covers the 80 most frequent relations of the snapshot and every relation of the paper's examples", () => {
    const frequent =
      "P106 P17 P463 P47 P108 P190 P264 P101 P937 P527 P103 P131 P361 P276 P176 P279 P449 P27 P138 P36 P1001 P1412 P136 P69 P1303 P530 P19 P20 P39 P140 P495 P30 P413 P364 P178 P127 P166 P159 P102 P1376 P740 P407 P37 P1923 P54 P509 P551 P737 P135 P641 P61 P162 P179 P6886 P57 P945 P7937 P291 P183 P81 P58 P59 P65 P86 P97 P105 P141 P175 P206 P272 P403 P412 P669 P676 P1532 P3018 P7959 P2632 P50 P170";
    const paper = "P103 P26 P69 P36 P40";
    expect(frequent.split(" ")).toHaveLength(80);
    expect(`${frequent} ${paper}`.split(" ").filter((id) => relationLexicon[id] === undefined)).toEqual([]);
  });

  it("covers the frequent relations of the demo topics", () => {
    const wanted =
      "P27 P19 P20 P106 P69 P36 P37 P30 P17 P131 P47 P463 P102 P39 P103 P1412 P108 P140 P26 P22 P25 P40 P800 P166 P136 P361 P1376 P38 P35 P6 P530 P190";
    expect(wanted.split(" ").filter((id) => relationLexicon[id] === undefined)).toEqual([]);
  });
});

describe("templatesForSubject", () => {
  it("asks about people's memberships in the past tense and about countries' in the present", () => {
    const templates = relationTemplatesFor({ id: "P463", label: "member of", aliases: [] });
    if (templates === undefined) throw new Error("P463 has templates");
    const nato = entity("NATO", ["Q484652"]);
    const ask = (subject: Entity) =>
      renderTemplate(templatesForSubject(templates, subject).yesNo, { subject, object: nato });
    expect(ask(napoleon)).toBe("Was Napoleon a member of NATO?");
    expect(ask(usa)).toBe("Is the United States of America a member of NATO?");
    // From the semantics (a value that changes, several at once), not from a template for people.
    expect(relationLexicon.P463?.forPeople).toBeUndefined();
    expect(templatesForSubject(templates, napoleon).past).toBe(true);
    expect(templates.past).toBe(false);
  });

  it("asks about a former entity's lasting facts in the past tense, but not the subject question", () => {
    const templates = relationTemplatesFor({
      id: "P206",
      label: "located in or next to body of water",
      aliases: [],
    });
    if (templates === undefined) throw new Error("P206 has templates");
    const venice = entity("Republic of Venice", ["Q3024240"]);
    const adriatic = entity("Adriatic Sea", ["Q165"]);
    const former = templatesForSubject(templates, venice);
    expect(renderTemplate(former.yesNo, { subject: venice, object: adriatic })).toBe(
      "Was the Republic of Venice located on the Adriatic Sea?",
    );
    expect(renderTemplate(former.wh, { subject: venice, interrogative: "Which sea" })).toBe(
      "Which body of water was the Republic of Venice located on?",
    );
    expect(former.subjectWh).toBe(templates.subjectWh);
    expect(templatesForSubject(templates, usa)).toBe(templates);
  });

  it("names subjects and objects as the entry declares them", () => {
    const ask = (id: string, subject: Entity, object: Entity) => {
      const templates = relationTemplatesFor({ id, label: id, aliases: [] });
      if (templates === undefined) throw new Error(`${id} has templates`);
      return renderTemplate(templates.yesNo, { subject, object });
    };
    expect(ask("P106", obama, entity("lawyer"))).toBe("Was Barack Obama a lawyer?");
    expect(ask("P54", entity("Michael Jordan", ["Q5"]), entity("Chicago Bulls"))).toBe(
      "Did Michael Jordan play for the Chicago Bulls?",
    );
    expect(ask("P403", entity("Brenta"), entity("Adriatic Sea", ["Q165"]))).toBe(
      "Does the Brenta flow into the Adriatic Sea?",
    );
    expect(ask("P176", entity("Nokia 6011i"), entity("Nokia", ["Q4830453"]))).toBe(
      "Was the Nokia 6011i manufactured by Nokia?",
    );
    expect(ask("P509", obama, entity("stroke"))).toBe("Did Barack Obama die of a stroke?");
    expect(ask("P39", obama, entity("President of the United States"))).toBe(
      "Did Barack Obama hold the position of President of the United States?",
    );
    expect(ask("P1303", obama, entity("piano"))).toBe("Did Barack Obama play the piano?");
  });
});

describe("fitsSubject and isYesNoOnlyObject", () => {
  const religion = relationTemplatesFor({ id: "P140", label: "religion", aliases: [] });
  const capital = relationTemplatesFor({ id: "P36", label: "capital", aliases: [] });
  const instrument = relationTemplatesFor({ id: "P1303", label: "instrument", aliases: [] });

  it("keeps relations to the kind of subject they are about", () => {
    if (religion === undefined || capital === undefined) throw new Error("lexicon entries missing");
    expect(fitsSubject(religion, napoleon)).toBe(true);
    expect(fitsSubject(religion, usa)).toBe(false);
    expect(fitsSubject(religion, entity("Tiantai"))).toBe(true);
    expect(fitsSubject(religion, entity("Auferstehungskirche"))).toBe(false);
    expect(fitsSubject(capital, usa)).toBe(true);
    expect(fitsSubject(capital, napoleon)).toBe(false);
  });

  it("asks the voice as an instrument in Yes-No questions only", () => {
    if (instrument === undefined) throw new Error("lexicon entry missing");
    expect(isYesNoOnlyObject(instrument, entity("voice"))).toBe(true);
    expect(isYesNoOnlyObject(instrument, entity("piano"))).toBe(false);
  });

  it("does not put a cause of death the wording cannot name into the question", () => {
    const death = relationTemplatesFor({ id: "P509", label: "cause of death", aliases: [] });
    if (death === undefined) throw new Error("lexicon entry missing");
    expect(isUnwordableObject(death, entity("killed in action"))).toBe(true);
    expect(isUnwordableObject(death, entity("stroke"))).toBe(false);
  });
});
