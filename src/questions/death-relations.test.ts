import { describe, expect, it } from "vitest";
import { deathsShown } from "./death-relations.js";
import { testGraph } from "./__fixtures__/test-graph.js";
import { createEntityProfiles } from "./entity-profiles.js";
import { collectCandidateFacts } from "./question-candidates.js";
import { renderTemplate } from "./render-template.js";

// Dalida: her place of death is in the graph. Moby: only his birthplace and occupation.
const graph = testGraph({
  seeds: ["Q539171", "Q208128", "Q7200"],
  entities: [
    { id: "Q539171", label: "Dalida", types: ["Q5"] },
    { id: "Q208128", label: "Moby", types: ["Q5"] },
    { id: "Q7200", label: "Alexander Pushkin", types: ["Q5"] },
    { id: "Q90", label: "Paris", types: ["Q515"] },
    { id: "Q60", label: "New York City", types: ["Q515"] },
    { id: "Q150", label: "French", types: ["Q34770"] },
    { id: "Q639669", label: "musician", types: ["Q28640"] },
    { id: "Q177220", label: "singer", types: ["Q28640"] },
    { id: "Q1129", label: "duel" },
    { id: "Q36908", label: "poetry" },
  ],
  relations: [
    { id: "P19", label: "place of birth" },
    { id: "P20", label: "place of death" },
    { id: "P103", label: "native language" },
    { id: "P106", label: "occupation" },
    { id: "P136", label: "genre" },
    { id: "P1196", label: "manner of death" },
  ],
  facts: [
    { subject: "Q539171", relation: "P20", object: "Q90" },
    { subject: "Q539171", relation: "P103", object: "Q150" },
    { subject: "Q539171", relation: "P106", object: "Q177220" },
    { subject: "Q208128", relation: "P19", object: "Q60" },
    { subject: "Q208128", relation: "P106", object: "Q639669" },
    { subject: "Q7200", relation: "P1196", object: "Q1129" },
    { subject: "Q7200", relation: "P136", object: "Q36908" },
  ],
});
const profiles = createEntityProfiles(graph, { maxLabelLength: 150 });

describe("EntityProfiles.died", () => {
  it("shows a death from a place or manner of death, never from a birthplace or an occupation", () => {
    expect(profiles.died(graph.entityNumber("Q539171"))).toBe(true);
    expect(profiles.died(graph.entityNumber("Q7200"))).toBe(true);
    expect(profiles.died(graph.entityNumber("Q208128"))).toBe(false);
    expect(profiles.died(graph.entityNumber("Q90"))).toBe(false);
  });
});

describe("deathsShown", () => {
  // Ivan Krylov: only a citizenship of the Russian Empire (ended 1917). Leonid Kuravlyov: of the
  // Soviet Union (ended 1991), which living people have held too.
  const citizens = testGraph({
    seeds: ["Q207485", "Q1382079"],
    entities: [
      { id: "Q207485", label: "Ivan Krylov", types: ["Q5"] },
      { id: "Q1382079", label: "Leonid Kuravlyov", types: ["Q5"] },
      { id: "Q34266", label: "Russian Empire", types: ["Q3024240"] },
      { id: "Q15180", label: "Soviet Union", types: ["Q3024240"] },
    ],
    relations: [{ id: "P27", label: "country of citizenship" }],
    facts: [
      { subject: "Q207485", relation: "P27", object: "Q34266" },
      { subject: "Q1382079", relation: "P27", object: "Q15180" },
    ],
  });

  it("counts a citizen of a state that ended a century before as dead, and no other", () => {
    const died = deathsShown(citizens, new Date("2026-11-27"));
    expect(died[citizens.entityNumber("Q207485")]).toBe(1);
    expect(died[citizens.entityNumber("Q1382079")]).toBe(0);
    // In 1990 the Russian Empire had ended 73 years before: its citizens may have lived.
    expect(deathsShown(citizens, new Date("1990-01-01"))[citizens.entityNumber("Q207485")]).toBe(0);
  });
});

describe("deathsShown from an ended body or office", () => {
  // Max Simon: a member of the Schutzstaffel (ended 1945). Ramesses II: a pharaoh. Mikhail
  // Gorbachev, here only a member of the CPSU (ended 1991), which living people have been.
  const members = testGraph({
    seeds: ["Q63952", "Q1523", "Q30487"],
    entities: [
      { id: "Q63952", label: "Max Simon", types: ["Q5"] },
      { id: "Q1523", label: "Ramesses II", types: ["Q5"] },
      { id: "Q30487", label: "Mikhail Gorbachev", types: ["Q5"] },
      { id: "Q44687", label: "Schutzstaffel", types: ["Q43229"] },
      { id: "Q37110", label: "pharaoh", types: ["Q4164871"] },
      { id: "Q79854", label: "CPSU", types: ["Q7278"] },
    ],
    relations: [
      { id: "P463", label: "member of" },
      { id: "P39", label: "position held" },
      { id: "P102", label: "member of political party" },
    ],
    facts: [
      { subject: "Q63952", relation: "P463", object: "Q44687" },
      { subject: "Q1523", relation: "P39", object: "Q37110" },
      { subject: "Q30487", relation: "P102", object: "Q79854" },
    ],
  });

  it("counts a member or holder of one that ended 75 years before as dead, and no other", () => {
    const died = deathsShown(members, new Date("2026-11-28"));
    expect(died[members.entityNumber("Q63952")]).toBe(1);
    expect(died[members.entityNumber("Q1523")]).toBe(1);
    expect(died[members.entityNumber("Q30487")]).toBe(0);
    // In 1990 the Schutzstaffel had ended 45 years before: its members may have lived.
    expect(deathsShown(members, new Date("1990-01-01"))[members.entityNumber("Q63952")]).toBe(0);
  });
});

describe("deathsShown from a date of death", () => {
  // Jean-Luc Godard died on 13 September 2022; the graph holds nothing else of his death. A
  // death the source states without a date (Wikidata's "unknown value") is a death too.
  const dated = testGraph({
    seeds: ["Q53001", "Q208128", "Q1001"],
    entities: [
      { id: "Q53001", label: "Jean-Luc Godard", types: ["Q5"], died: "2022-09-13" },
      { id: "Q208128", label: "Moby", types: ["Q5"] },
      { id: "Q1001", label: "Mahatma Gandhi", types: ["Q5"], died: "unknown" },
      { id: "Q150", label: "French", types: ["Q34770"] },
    ],
    relations: [{ id: "P1412", label: "languages spoken, written or signed" }],
    facts: [
      { subject: "Q53001", relation: "P1412", object: "Q150" },
      { subject: "Q208128", relation: "P1412", object: "Q150" },
      { subject: "Q1001", relation: "P1412", object: "Q150" },
    ],
  });

  it("counts a death on or before the graph's date, or without a date, and no later one", () => {
    const died = deathsShown(dated, new Date("2026-11-27"));
    expect(died[dated.entityNumber("Q53001")]).toBe(1);
    expect(died[dated.entityNumber("Q1001")]).toBe(1);
    expect(died[dated.entityNumber("Q208128")]).toBe(0);
    // Asked as of 2020, Godard was alive.
    expect(deathsShown(dated, new Date("2020-01-01"))[dated.entityNumber("Q53001")]).toBe(0);
  });

  it("asks about the person in the past tense", () => {
    const { candidates } = collectCandidateFacts(dated, {
      profiles: createEntityProfiles(dated, { maxLabelLength: 150 }),
    });
    const wh = (subject: string): string => {
      const candidate = candidates.find((fact) => fact.subject.id === subject);
      if (candidate === undefined) throw new Error(`${subject} is a candidate`);
      return renderTemplate(candidate.templates.wh, { subject: candidate.subject, interrogative: "What" });
    };
    expect(wh("Q53001")).toBe("Which language did Jean-Luc Godard speak?");
    expect(wh("Q208128")).toBe("Which language does Moby speak?");
  });
});

describe("the tense of a person's attributes", () => {
  const { candidates } = collectCandidateFacts(graph, { profiles });
  const wh = (subject: string, relation: string): string => {
    const candidate = candidates.find((fact) => fact.subject.id === subject && fact.relation.id === relation);
    if (candidate === undefined) throw new Error(`${subject} ${relation} is a candidate`);
    return renderTemplate(candidate.templates.wh, { subject: candidate.subject, interrogative: "What" });
  };

  it("follows the subject's life as the graph shows it: past where it shows the death", () => {
    expect(wh("Q539171", "P103")).toBe("What was the native language of Dalida?");
    expect(wh("Q539171", "P106")).toBe("What was one of the occupations of Dalida?");
    expect(wh("Q7200", "P136")).toBe("Which genre was Alexander Pushkin known for?");
  });

  it("asks in a tense-neutral wording where the graph does not show the death", () => {
    expect(wh("Q208128", "P106")).toBe("Name one of the occupations of Moby.");
  });
});
