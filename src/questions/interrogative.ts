import type { Entity } from "../knowledge/fact-set.js";

/**
 * Interrogatives by Wikidata class (the answer's P31 types), in priority order: the paper's
 * named-entity step (section 3.2.1) done with the knowledge graph's own types instead of a tagger.
 * There is no subclass closure, so the common subclasses of the bundled snapshot are listed too.
 * Data, not code; extend freely.
 */
export const interrogativesByClass: readonly (readonly [classId: string, interrogative: string])[] = [
  ["Q5", "Who"],
  ["Q6256", "Which country"],
  ["Q3624078", "Which country"],
  ["Q3024240", "Which country"],
  ["Q7275", "Which country"],
  ["Q515", "Which city"],
  ["Q1549591", "Which city"],
  ["Q5119", "Which city"],
  ["Q1637706", "Which city"],
  ["Q1093829", "Which city"],
  ["Q7930989", "Which city"],
  ["Q54935504", "Which city"],
  ["Q748149", "Which city"],
  ["Q707813", "Which city"],
  ["Q22865", "Which city"],
  ["Q3957", "Which town"],
  ["Q15127012", "Which town"],
  ["Q532", "Which village"],
  ["Q747074", "Which municipality"],
  ["Q484170", "Which municipality"],
  ["Q70208", "Which municipality"],
  ["Q42744322", "Which municipality"],
  ["Q2074737", "Which municipality"],
  ["Q2039348", "Which municipality"],
  ["Q856076", "Which municipality"],
  ["Q262166", "Which municipality"],
  ["Q755707", "Which municipality"],
  ["Q493522", "Which municipality"],
  ["Q127448", "Which municipality"],
  ["Q3184121", "Which municipality"],
  ["Q5107", "Which continent"],
  ["Q35657", "Which state"],
  ["Q6465", "Which department"],
  ["Q1149652", "Which district"],
  ["Q23442", "Which island"],
  ["Q4022", "Which river"],
  ["Q8502", "Which mountain"],
  ["Q46831", "Which mountain range"],
  ["Q34763", "Which peninsula"],
  ["Q39594", "Which bay"],
  ["Q165", "Which sea"],
  ["Q9430", "Which ocean"],
  ["Q23397", "Which lake"],
  ["Q34770", "Which language"],
  ["Q1288568", "Which language"],
  ["Q33742", "Which language"],
  ["Q25295", "Which language family"],
  ["Q3918", "Which university"],
  ["Q902104", "Which university"],
  ["Q15936437", "Which university"],
  ["Q875538", "Which university"],
  ["Q62078547", "Which university"],
  ["Q23002054", "Which institution"],
  ["Q23002039", "Which institution"],
  ["Q7278", "Which political party"],
  ["Q18127", "Which record label"],
  ["Q215380", "Which band"],
  ["Q5741069", "Which band"],
  ["Q4830453", "Which company"],
  ["Q6881511", "Which company"],
  ["Q783794", "Which company"],
  ["Q891723", "Which company"],
  ["Q210167", "Which company"],
  ["Q936518", "Which company"],
  ["Q46970", "Which airline"],
  ["Q476028", "Which club"],
  ["Q6979593", "Which team"],
  ["Q12973014", "Which team"],
  ["Q847017", "Which club"],
  ["Q11424", "Which film"],
  ["Q506240", "Which film"],
  ["Q5398426", "Which television series"],
  ["Q581714", "Which television series"],
  ["Q21188110", "Which television series"],
  ["Q1259759", "Which miniseries"],
  ["Q15416", "Which television program"],
  ["Q482994", "Which album"],
  ["Q208569", "Which album"],
  ["Q222910", "Which album"],
  ["Q209939", "Which album"],
  ["Q134556", "Which single"],
  ["Q7366", "Which song"],
  ["Q7889", "Which video game"],
  ["Q7725634", "Which work"],
  ["Q47461344", "Which work"],
  ["Q571", "Which book"],
  ["Q1344", "Which opera"],
  ["Q3305213", "Which painting"],
  ["Q11032", "Which newspaper"],
  ["Q1110794", "Which newspaper"],
  ["Q41298", "Which magazine"],
  ["Q1616075", "Which television station"],
  ["Q2001305", "Which television channel"],
  ["Q4164871", "Which position"],
  ["Q294414", "Which office"],
  ["Q28640", "Which occupation"],
  ["Q12737077", "Which occupation"],
  ["Q188451", "Which genre"],
  ["Q618779", "Which award"],
  ["Q12136", "Which disease"],
  ["Q11862829", "Which discipline"],
  ["Q1248784", "Which airport"],
  ["Q644371", "Which airport"],
  ["Q55488", "Which station"],
  ["Q928830", "Which station"],
  ["Q483110", "Which stadium"],
  ["Q1154710", "Which stadium"],
  ["Q79007", "Which street"],
  ["Q16970", "Which church"],
  ["Q178561", "Which battle"],
  ["Q41710", "Which ethnic group"],
  ["Q16521", "Which taxon"],
  ["Q349", "Which sport"],
  ["Q31629", "Which sport"],
  ["Q212434", "Which sport"],
  ["Q34379", "Which instrument"],
  ["Q9174", "Which religion"],
  ["Q43229", "Which organization"],
  ["Q163740", "Which organization"],
  ["Q484652", "Which organization"],
];

/** Each class's interrogative and its priority (earlier in the list wins). */
const classRanks: ReadonlyMap<string, number> = new Map(
  interrogativesByClass.map(([classId], rank) => [classId, rank] as const).reverse(),
);

/** Types that mean a place, for relations that ask "Where": used when no class above matches. */
const placeClasses: ReadonlySet<string> = new Set(["Q486972", "Q56061", "Q82794", "Q2221906", "Q17334923"]);

/** Options of {@link interrogativeFor}. */
export interface InterrogativeOptions {
  /** What to ask when the answer's types say nothing. Default "What". */
  fallback?: string;
}

/**
 * The interrogative for a question whose answer is `answer`: "Who" for people, "Which country",
 * "Which city", "Which company", ... from its P31 types, "Which place" for other places, and
 * `fallback` ("What") when the types say nothing (or the answer is unknown).
 */
export function interrogativeFor(
  answer: { readonly types: readonly string[] } | undefined,
  options: InterrogativeOptions = {},
): string {
  const { fallback = "What" } = options;
  if (answer === undefined) return fallback;
  let best = Infinity;
  for (const type of answer.types) {
    const rank = classRanks.get(type);
    if (rank !== undefined && rank < best) best = rank;
  }
  if (best !== Infinity) return (interrogativesByClass[best] as readonly [string, string])[1];
  if (answer.types.some((type) => placeClasses.has(type))) return "Which place";
  return fallback;
}

/** Whether the answer has a type that {@link interrogativeFor} knows. */
export function hasKnownInterrogative(answer: Pick<Entity, "types">): boolean {
  return interrogativeFor(answer, { fallback: "" }) !== "";
}
