import { QUESTION_VERSION, type Judging, type NamedEntity, type Question } from "../../questions/question.js";
import { FACT_SET_VERSION, type Entity, type FactSet } from "../../knowledge/fact-set.js";
import type { AnswerRecord } from "../../runs/answer-record.js";

/**
 * The entities of a small `kg.json`, with real Wikidata ids, labels and `instance of` types (city
 * Q515, human Q5, country Q6256, language Q1288568, occupation Q28640).
 */
export const judgingEntities: Entity[] = [
  { id: "Q90", label: "Paris", aliases: ["City of Light"], types: ["Q515"] },
  { id: "Q142", label: "France", aliases: ["French Republic"], types: ["Q6256"] },
  { id: "Q30", label: "United States", aliases: ["USA", "United States of America"], types: ["Q6256"] },
  { id: "Q18094", label: "Honolulu", aliases: [], types: ["Q515"] },
  { id: "Q782", label: "Hawaii", aliases: ["Hawaiʻi"], types: [] },
  { id: "Q1297", label: "Chicago", aliases: ["Chi-Town"], types: ["Q515"] },
  { id: "Q150", label: "French", aliases: ["French language"], types: ["Q1288568"] },
  { id: "Q82955", label: "politician", aliases: [], types: ["Q28640"] },
  { id: "Q40348", label: "lawyer", aliases: ["attorney"], types: ["Q28640"] },
  { id: "Q36180", label: "writer", aliases: ["author"], types: ["Q28640"] },
  { id: "Q1930187", label: "journalist", aliases: [], types: ["Q28640"] },
  { id: "Q76", label: "Barack Obama", aliases: ["Obama"], types: ["Q5"] },
  { id: "Q42", label: "Douglas Adams", aliases: [], types: ["Q5"] },
  { id: "Q46248", label: "Terry Pratchett", aliases: ["Sir Terry Pratchett"], types: ["Q5"] },
  { id: "Q210059", label: "Neil Gaiman", aliases: [], types: ["Q5"] },
  // Places the source knows only in part (state of the United States Q35657).
  { id: "Q1345", label: "Philadelphia", aliases: [], types: ["Q515"] },
  { id: "Q1400", label: "Pennsylvania", aliases: [], types: ["Q35657"] },
  { id: "Q23556", label: "Atlanta", aliases: [], types: ["Q515"] },
  { id: "Q1428", label: "Georgia", aliases: [], types: ["Q35657"] },
  { id: "Q230", label: "Georgia", aliases: [], types: ["Q6256"] },
  { id: "Q234", label: "Decatur", aliases: [], types: ["Q515"] },
  { id: "Q41819", label: "Kansas City", aliases: ["Kansas City, Missouri"], types: ["Q515"] },
  { id: "Q1581", label: "Missouri", aliases: [], types: ["Q35657"] },
  { id: "Q16", label: "Canada", aliases: [], types: ["Q6256"] },
  { id: "Q1930", label: "Ottawa", aliases: [], types: ["Q515"] },
  { id: "Q1", label: "Someone", aliases: [], types: ["Q5"] },
  // Divisions: counties of California (Q13212489, a class the kinds table does not know), a state.
  { id: "Q39561", label: "Burbank", aliases: [], types: ["Q1549591"] },
  { id: "Q99", label: "California", aliases: [], types: ["Q35657"] },
  { id: "Q104994", label: "Los Angeles County", aliases: [], types: ["Q13212489"] },
  { id: "Q108143", label: "San Diego County", aliases: [], types: ["Q13212489"] },
  { id: "Q3139", label: "Seine-Saint-Denis", aliases: [], types: ["Q6465"] },
  // Provinces of Canada (Q11828004, unknown to the kinds table), a city in one; a mountain (Q8502).
  { id: "Q1904", label: "Ontario", aliases: [], types: ["Q11828004"] },
  { id: "Q176", label: "Quebec", aliases: [], types: ["Q11828004"] },
  { id: "Q340", label: "Montreal", aliases: [], types: ["Q515"] },
  { id: "Q1000001", label: "Hoverla", aliases: [], types: [] },
  { id: "Q1899", label: "Kyiv", aliases: [], types: ["Q515"] },
  // Towns of Los Angeles County, and one of San Diego County.
  { id: "Q47164", label: "Santa Monica", aliases: [], types: ["Q1093829"] },
  { id: "Q387047", label: "Malibu", aliases: [], types: ["Q1093829"] },
  { id: "Q462177", label: "Oceanside", aliases: [], types: ["Q1093829"] },
  // Cities of the United States, a state, and two boroughs of New York City (Q408804).
  { id: "Q43301", label: "Fresno", aliases: [], types: ["Q515"] },
  { id: "Q49225", label: "Reno", aliases: [], types: ["Q515"] },
  { id: "Q1227", label: "Nevada", aliases: [], types: ["Q35657"] },
  { id: "Q60", label: "New York City", aliases: [], types: ["Q515"] },
  { id: "Q61", label: "Washington, D.C.", aliases: ["District of Columbia"], types: ["Q515", "Q475050"] },
  { id: "Q1384", label: "New York", aliases: ["New York State"], types: ["Q35657"] },
  { id: "Q18419", label: "Brooklyn", aliases: [], types: ["Q408804", "Q515"] },
  // Two cities, one inside the other, which the source does not say.
  { id: "Q987", label: "New Delhi", aliases: [], types: ["Q515"] },
  { id: "Q1353", label: "Delhi", aliases: [], types: ["Q515"] },
  { id: "Q11299", label: "Manhattan", aliases: [], types: ["Q408804", "Q515"] },
  // Two German cities, each also typed a district (urban district of Berlin Q85636059, urban
  // district in Schleswig-Holstein Q61856863), and their country.
  { id: "Q64", label: "Berlin", aliases: [], types: ["Q515", "Q85636059"] },
  { id: "Q2843", label: "Lübeck", aliases: [], types: ["Q515", "Q61856863"] },
  { id: "Q183", label: "Germany", aliases: [], types: ["Q6256"] },
  // Mountain ranges (Q46831), which lie within one another, a mountain (Q8502), and the countries
  // that tell two ranges apart.
  { id: "Q1286", label: "Alps", aliases: [], types: ["Q46831"] },
  { id: "Q427415", label: "Bernina Range", aliases: [], types: ["Q46831"] },
  { id: "Q157728", label: "Fichtelgebirge", aliases: [], types: ["Q46831"] },
  { id: "Q16630", label: "Piz Varuna", aliases: [], types: ["Q8502"] },
  { id: "Q881254", label: "Ochsenkopf", aliases: [], types: ["Q8502"] },
  { id: "Q39", label: "Switzerland", aliases: [], types: ["Q6256"] },
  { id: "Q213", label: "Czech Republic", aliases: [], types: ["Q6256"] },
  // An office (public office Q294414), which a "who" answer may name instead of its holder.
  { id: "Q796897", label: "Prime Minister", aliases: [], types: ["Q294414"] },
];

/** The entities as a `kg.json` fact set. */
export function judgingFactSet(): FactSet {
  return {
    version: FACT_SET_VERSION,
    provenance: {
      source: "test",
      topic: "politician",
      constraints: [],
      queries: [],
      retrievedAt: "2026-11-23T00:00:00.000Z",
      limit: 10,
    },
    seeds: ["Q76"],
    entities: judgingEntities,
    relations: [],
    facts: [],
  };
}

function named(id: string): NamedEntity {
  const entity = judgingEntities.find((candidate) => candidate.id === id);
  if (entity === undefined) throw new Error(`no fixture entity ${id}`);
  return { id: entity.id, label: entity.label, aliases: [...entity.aliases] };
}

/** A version-2 WH question with `judging`. */
export function judgedQuestion(options: {
  id: string;
  text: string;
  subject: [string, string];
  relation: [string, string];
  judging: Omit<Judging, "relation" | "relationLabel" | "semanticsVersion" | "accepted" | "broader"> & {
    accepted: readonly (string | NamedEntity)[];
    broader?: readonly (string | NamedEntity)[];
  };
}): Question {
  const accepted = options.judging.accepted.map((value) =>
    typeof value === "string" ? named(value) : value,
  );
  const broader = (options.judging.broader ?? []).map((value) =>
    typeof value === "string" ? named(value) : value,
  );
  const gold = accepted[0] as NamedEntity;
  const [relation, relationLabel] = options.relation;
  return {
    version: QUESTION_VERSION,
    id: options.id,
    type: "wh",
    hops: 1,
    topic: "politician",
    text: options.text,
    answer: gold.label,
    answerLabel: gold.label,
    aliases: gold.aliases,
    facts: [
      {
        subject: options.subject[0],
        subjectLabel: options.subject[1],
        relation,
        relationLabel,
        object: gold.id,
        objectLabel: gold.label,
      },
    ],
    judging: {
      ...options.judging,
      relation,
      relationLabel,
      accepted,
      broader,
      semanticsVersion: 1,
    },
    templateId: "test",
    generator: "test@1",
  };
}

/** An answer record with this response. */
export function answerOf(response: string, questionId = "q"): AnswerRecord {
  return {
    version: 1,
    questionId,
    modelId: "m",
    response,
    attempts: 1,
    latencyMs: 1,
    answeredAt: "2026-01-01T00:00:00.000Z",
  };
}
