import {
  entityKindOf,
  expandKinds,
  hasClass,
  type EntityKind,
  type EntityKindSpec,
} from "../questions/entity-kind.js";
import { isCommonWord } from "../questions/common-words.js";
import { nameWords, namesOverlap } from "../questions/name-overlap.js";
import type { Judging, NamedEntity } from "../questions/question.js";
import { relationSemantics } from "../questions/relation-semantics.js";
import type { EntityLinker, LinkedEntity } from "./entity-linker.js";
import { createExactMatchMemo, matchExactly, type ExactMatchMemo } from "./match-exactly.js";
import type { MatchInput, MatchResult } from "./matcher.js";
import { normalizeAnswer } from "./normalize-answer.js";
import type { QuestionNames } from "./question-names.js";
import type { Judgement } from "./score-answer.js";

/** What {@link judgeWithEvidence} decides from. */
export interface EvidenceInput {
  judging: Judging;
  /** The question's names (accepted values with their title variants). */
  names: QuestionNames;
  /** The answer phrase as read from the response (before any rank was stripped). */
  parsed: string;
  /** What the matcher was given (the gold answer, every accepted value's names as aliases). */
  input: MatchInput;
  /** The matcher's result on it. */
  result: MatchResult;
  /** Links the answer to the knowledge graph's entities; without one, no answer is linked. */
  linker?: EntityLinker | undefined;
  /** Reused across answers: each value's names are normalised once. */
  memo?: ExactMatchMemo;
}

/**
 * Judges a WH answer to a question that carries `judging`, so that `incorrect` always has
 * evidence (docs/scoring.md):
 * 1. the matcher passes it against the gold answer and every accepted value → `correct`, naming
 *    the value;
 * 2. it names an entity that an accepted value lies in (`broader`) → `less-specific`;
 * 3. it links to an accepted value or a broader entity by id (another name the question lacks) →
 *    `correct` or `less-specific`; linked to nothing, it holds a broader name among common words
 *    only ("born in the USA") → `less-specific`; it links to an entity of the gold's kind, in a
 *    country that holds the gold, that the source also calls by the gold's label (Oslo, "Christiania")
 *    → `correct`;
 * 4. it links only to entities of a known kind the relation's objects cannot be → `incorrect`;
 *    but an office or an occupation given for a person names no one → `unverified`;
 * 5. linked to nothing, it holds every word of the gold person's name ("Amadou Oury Bah" for "Bah
 *    Oury") → `unverified`;
 * 6. the relation is single-valued, or a closed list → `incorrect`: the source's values are all;
 * 7. otherwise (an open multi-valued relation: occupations) → `unverified`: an answer the source
 *    does not list is not shown false. An answer that links to nothing is never `incorrect` here.
 */
export function judgeWithEvidence(evidence: EvidenceInput): Judgement {
  const { judging, result, parsed } = evidence;
  const score = result.score === undefined ? {} : { score: result.score };
  const judgement = (verdict: Judgement["verdict"], reason: string): Judgement => ({
    verdict,
    parsed,
    reason,
    ...score,
  });
  if (result.graderError !== undefined) return judgement("grader-error", result.graderError);
  const gold = judging.accepted[0] ?? { id: "", label: evidence.input.gold, aliases: [] };
  const exact = result.pass ? exactValue(evidence) : undefined;
  const sibling = result.pass && exact === undefined ? siblingNamed(evidence, gold) : undefined;
  if (result.pass && sibling === undefined) {
    const value = exact ?? quotedValue(evidence);
    if (value === undefined) return judgement("correct", `${result.reason}; a value the source holds`);
    const which = value === judging.accepted[0] ? "the gold answer" : "a value the source holds";
    return judgement("correct", `matches ${named(value)}, ${which} (${result.reason})`);
  }
  // A broader place the question itself names is no answer ("Canada" for "What is the capital of Canada?").
  const echo = echoOf(evidence);
  const broaderNamed = [
    evidence.names.broaderByForm.get(normalizeAnswer(parsed)),
    evidence.names.broaderByForm.get(normalizeAnswer(evidence.input.answer)),
  ].find((entity) => entity !== undefined && !echo(entity));
  if (broaderNamed !== undefined) {
    return judgement("less-specific", `names ${named(broaderNamed)}, which holds the gold ${named(gold)}`);
  }
  const linked = link(evidence);
  const acceptedIds = new Set(judging.accepted.map((entity) => entity.id));
  const linkedValue = linked.find((entity) => acceptedIds.has(entity.id));
  if (linkedValue !== undefined) {
    return judgement("correct", `linked to ${named(linkedValue)}, a value the source holds`);
  }
  const broaderIds = new Set(judging.broader.map((entity) => entity.id));
  const linkedBroader = linked.find((entity) => broaderIds.has(entity.id));
  if (linkedBroader !== undefined) {
    return judgement(
      "less-specific",
      `linked to ${named(linkedBroader)}, which holds the gold ${named(gold)}`,
    );
  }
  const isOtherNameOfGold = otherNameOfGold(evidence, gold);
  const renamed = linked.find(isOtherNameOfGold);
  if (renamed !== undefined) {
    return judgement("correct", `linked to ${renamedReason(renamed, gold)}`);
  }
  const linkedPlace = placeStanding(evidence, linked, gold);
  if (linkedPlace !== undefined) return judgement(linkedPlace.verdict, linkedPlace.reason);
  // An entity the source neither types nor places is, for a place, as good as unknown: it may be a
  // suburb of the gold that the source holds by name alone.
  const untyped = (entity: LinkedEntity): boolean =>
    entity.types.length === 0 && evidence.linker?.isPlaced?.(entity.id) === false;
  if (linked.length > 0 && asksForPlace(judging) && linked.every(untyped))
    return judgement(
      "unverified",
      `linked to ${named(linked[0] as LinkedEntity)}, which the source neither types nor places: it may lie within the gold ${named(gold)}`,
    );
  if (linked.length === 0) {
    const within = broaderWithinAnswer(evidence);
    if (within !== undefined) {
      return judgement("less-specific", `names ${named(within)}, which holds the gold ${named(gold)}`);
    }
  }
  const relation = judging.relationLabel;
  if (linked.length === 0) {
    // A longer answer ("He was born in 1948 in Würzburg, Germany"): the entities it names, a group
    // per name (a name may have several readings: "Georgia" the country and the state).
    const allowed =
      judging.objectKinds === undefined ? undefined : expandKinds(judging.objectKinds as EntityKindSpec[]);
    const groups = mentionGroups(evidence);
    const value = groups.flat().find((entity) => acceptedIds.has(entity.id));
    if (value !== undefined) return judgement("correct", `names ${named(value)}, a value the source holds`);
    // An answer that only repeats what the question names ("Canada is the capital of Canada") gives
    // no value: no evidence either way, since a place may share its name with the question's.
    const echoed = groups.length === 0 ? echoedEntity(evidence) : undefined;
    if (echoed !== undefined)
      return judgement(
        "unverified",
        `names only ${named(echoed)}, which the question itself names; ${relation} holds ${named(gold)}`,
      );
    // A name no reading of which is a broader place.
    const others = groups.filter((group) => !group.some((entity) => broaderIds.has(entity.id)));
    // A place the answer names that the source does not show apart from the gold (Pennsylvania for
    // Philadelphia, the state of Connecticut for the United States): no evidence, whatever its kind.
    // Names of another kind are incidental words ("The artist was a painter"), not the answer.
    const answerKind = (entity: LinkedEntity): boolean => {
      const kind = kindOf(evidence, entity);
      return allowed === undefined || kind === undefined || allowed.has(kind);
    };
    const standings = others.map((group) => placeStanding(evidence, group, gold));
    const answering = others.filter((group, at) => standings[at] !== undefined || group.some(answerKind));
    if (answering.length > 0 && answering.every((group) => standings[others.indexOf(group)] !== undefined)) {
      const standing = standings.find((each) => each?.verdict === "unverified") ?? standings.find(Boolean);
      if (standing !== undefined) return judgement(standing.verdict, standing.reason);
    }
    const mentioned = others
      .filter((_, at) => standings[at] === undefined)
      .flat()
      .filter(answerKind);
    const other = mentioned[0];
    // A sentence naming only a broader place among filler ("born in 1961 in the United States"),
    // not "Hilo, Hawaii" or "Northern Hawaii".
    const broaderInSentence =
      other === undefined && groups.length > 0 ? broaderWithinAnswer(evidence, true) : undefined;
    if (broaderInSentence !== undefined)
      return judgement(
        "less-specific",
        `names ${named(broaderInSentence)}, which holds the gold ${named(gold)}`,
      );
    if (other === undefined && groups.length > 0 && namesUnknownPlaceWithin(evidence, groups, broaderIds))
      return judgement(
        "unverified",
        `names a place the source does not know, in ${named(groups.flat().find((entity) => broaderIds.has(entity.id)) ?? gold)}, which holds the gold ${named(gold)}`,
      );
    const renamedInSentence = mentioned.find(isOtherNameOfGold);
    if (renamedInSentence !== undefined && mentioned.every((entity) => entity.id === renamedInSentence.id))
      return judgement("correct", `names ${renamedReason(renamedInSentence, gold)}`);
    if (other !== undefined) {
      if (judging.cardinality === "single")
        return judgement(
          "incorrect",
          `names ${named(other)}; single-valued ${relation} holds ${named(gold)}`,
        );
      if (judging.listing === "closed")
        return judgement(
          "incorrect",
          `names ${named(other)}; ${relation} is a closed list, and the source holds ${valueList(judging.accepted)}`,
        );
      return judgement(
        "unverified",
        `names ${named(other)}, not among the values the source holds for ${relation}`,
      );
    }
    // Nothing the source knows is named: a short name is another value; a sentence that names
    // nothing ("He died in 1964.") gives no evidence either way.
    if (!looksLikeName(evidence.parsed))
      return judgement("unverified", `names no entity the source knows; ${relation} holds ${named(gold)}`);
    // A place the source does not know may lie within the gold: a strong model names the suburb
    // or the hospital's town (Holmby Hills for Los Angeles, Bala Cynwyd for Philadelphia).
    if (groups.length === 0 && asksForPlace(judging))
      return judgement(
        "unverified",
        `names a place the source does not know, which may lie within the gold ${named(gold)}`,
      );
  }
  // An office or an occupation for "who" ("Prime Minister" for Andorra's head of government) says
  // what the holder is, not who: no answer, so no evidence of a wrong one.
  const role = linked.length > 0 && asksForPerson(judging) && linked.every(isRole) ? linked[0] : undefined;
  if (role !== undefined)
    return judgement(
      "unverified",
      `names ${named(role)}, a role, not who holds it; ${relation} holds ${named(gold)}`,
    );
  if (judging.objectKinds !== undefined && linked.length > 0) {
    const allowed = expandKinds(judging.objectKinds as EntityKindSpec[]);
    const kinds = linked.map((entity) => kindOf(evidence, entity));
    // Every entity the answer may mean is of another kind: no reading of it can be right.
    if (kinds.every((kind) => kind !== undefined && !allowed.has(kind))) {
      const first = linked[0] as LinkedEntity;
      return judgement(
        "incorrect",
        `linked to ${named(first)}, ${withArticle(kinds[0] ?? "")}; ${relation} takes ${kindList(judging.objectKinds)}`,
      );
    }
  }
  const linkText = linked.length === 0 ? "no entity linked" : `linked to ${named(linked[0] as LinkedEntity)}`;
  // A fuller or reordered name of the gold person ("Amadou Oury Bah" for "Bah Oury"): the same
  // person, or one the source does not know; no evidence of a wrong answer.
  if (linked.length === 0 && asksForPerson(judging) && holdsEveryNameWord(evidence.parsed, gold.label))
    return judgement(
      "unverified",
      `names no entity the source knows, but every word of the gold ${named(gold)}'s name: the same person by a fuller or reordered name, or one the source does not know`,
    );
  if (judging.cardinality === "single") {
    return judgement("incorrect", `${linkText}; single-valued ${relation} holds ${named(gold)}`);
  }
  // A closed list proves another entity wrong, but an answer linked to nothing is never wrong on a
  // multi-valued relation: it may be a value under a name the source does not hold.
  if (judging.listing === "closed" && linked.length > 0) {
    return judgement(
      "incorrect",
      `${linkText}; ${relation} is a closed list, and the source holds ${valueList(judging.accepted)}`,
    );
  }
  const count = judging.accepted.length;
  return judgement(
    "unverified",
    `${linkText}${linked.length === 0 ? ";" : ","} not among the ${count} value${count === 1 ? "" : "s"} the source holds for ${relation}`,
  );
}

/**
 * A test of whether an entity the answer names is the gold place under another name: the source
 * keeps a former city apart from the present one (Christiania, Oslo) and gives the present one the
 * gold's name as an alias. Both must be of one kind and the answer's place must lie in a country
 * that holds the gold, so that a namesake elsewhere ("Hull" for Kingston upon Hull against Hull,
 * Quebec) is no match. What depends on the gold alone (its name, the entities its label links to,
 * its kind) is worked out once, on the first entity that gets that far.
 */
function otherNameOfGold(evidence: EvidenceInput, gold: NamedEntity): (entity: LinkedEntity) => boolean {
  const linker = evidence.linker;
  if (linker?.liesWithin === undefined || gold.id === "" || !asksForPlace(evidence.judging))
    return () => false;
  let goldSide: { name: string; linkedIds: ReadonlySet<string>; kind: string | undefined } | undefined;
  return (entity) => {
    if (entity.id === gold.id) return false;
    goldSide ??= {
      name: normalizeAnswer(gold.label),
      linkedIds: new Set(linker.link(gold.label).map((named) => named.id)),
      kind: linker.kindOf?.(gold.id),
    };
    if (normalizeAnswer(entity.label) === goldSide.name || !goldSide.linkedIds.has(entity.id)) return false;
    const kind = kindOf(evidence, entity);
    if (kind === undefined || kind !== goldSide.kind) return false;
    return evidence.judging.broader.some(
      (place) => linker.kindOf?.(place.id) === "country" && linker.liesWithin?.(entity.id, place.id) === true,
    );
  };
}

/** Why an entity the answer names is the gold under another name (see {@link otherNameOfGold}). */
function renamedReason(entity: LinkedEntity, gold: NamedEntity): string {
  return `${named(entity)}, which the source also calls "${gold.label}", in the same country as the gold ${named(gold)}: one place under two names`;
}

/**
 * Whether an answer holds every word of a name of two words or more, in any order, with others
 * ("Amadou Oury Bah" holds "Bah Oury").
 */
function holdsEveryNameWord(answer: string, name: string): boolean {
  const wanted = nameWords(normalizeAnswer(name));
  if (wanted.length < 2) return false;
  const words = new Set(nameWords(normalizeAnswer(answer)));
  return wanted.every((word) => words.has(word));
}

/** Whether the relation's objects are people only (a head of government, an author). */
function asksForPerson(judging: Judging): boolean {
  const kinds = judging.objectKinds;
  return kinds !== undefined && kinds.length > 0 && kinds.every((kind) => kind === "person");
}

/** Whether an entity is a role people hold: its class says so (`ClassRecord.role`). */
function isRole(entity: LinkedEntity): boolean {
  return hasClass(entity, (record) => record.role === true);
}

/** Whether every kind the relation's objects may be is a place (place of birth, located in). */
function asksForPlace(judging: Judging): boolean {
  const kinds = judging.objectKinds;
  if (kinds === undefined || kinds.length === 0) return false;
  const places = expandKinds(["place"]);
  return [...expandKinds(kinds as EntityKindSpec[])].every((kind) => places.has(kind));
}

/** How a place that is no evidence of a wrong answer stands to the gold, and why it is none. */
const placeWording = {
  within: ["which lies within the gold", "more specific than the source, which holds nothing finer"],
  borders: ["which borders the gold", "a neighbour is not shown wrong"],
  near: [
    "which lies in the same county, district or borough as the gold",
    "a birth, a death or a seat is often recorded at the nearest town",
  ],
  "may-hold": [
    "a larger place that the source puts in no other country than the gold",
    "the source does not say whether it holds the gold",
  ],
  "may-lie-within": [
    "a smaller place that the source does not place outside the gold",
    "the source does not say whether it lies within the gold",
  ],
  "may-nest": [
    "a place of another level that the source puts in no other country than the gold",
    "the source does not say whether one holds the other",
  ],
  "may-nest-in-kind": [
    "of a kind whose members lie within one another, as is the gold",
    "the source does not say whether one holds the other",
  ],
} as const;

/** A verdict with its reason. */
interface Standing {
  verdict: "less-specific" | "unverified";
  reason: string;
}

/**
 * What the source shows of a place the answer names, in any of its readings, against the gold place
 * (`EntityLinker.placeRelation`), when that is no evidence of a wrong answer: it holds the gold
 * (`less-specific`); it lies within the gold, borders it or lies near it (in its county; both on a
 * relation that is no hierarchy), or is a coarser place the source puts in
 * no other country (`unverified`). `undefined` when every reading is shown apart from the gold, or
 * is no place.
 */
function placeStanding(
  evidence: EvidenceInput,
  readings: readonly LinkedEntity[],
  gold: NamedEntity,
): Standing | undefined {
  const linker = evidence.linker;
  if (linker?.placeRelation === undefined || gold.id === "") return undefined;
  // A place the relation cannot take (a city for a highest point) stands nowhere: its kind decides.
  // Along a hierarchy (located in, country) a place of another kind is another level, not a wrong kind.
  const kinds = evidence.judging.objectKinds;
  const hierarchy = relationSemantics[evidence.judging.relation]?.hierarchy === true;
  const allowed = kinds === undefined || hierarchy ? undefined : expandKinds(kinds as EntityKindSpec[]);
  let found: Standing | undefined;
  for (const entity of readings) {
    const kind = kindOf(evidence, entity);
    if (allowed !== undefined && kind !== undefined && !allowed.has(kind)) continue;
    const relation = linker.placeRelation(entity.id, gold.id);
    if (relation === "holds")
      return {
        verdict: "less-specific",
        reason: `names ${named(entity)}, which holds the gold ${named(gold)}`,
      };
    if (found !== undefined || relation === undefined || relation === "apart") continue;
    // Along a hierarchy (located in, country) the source places the subject itself: a town nearby is
    // wrong, and so is a neighbour (Canada for a birthplace's country, the United States: held-out-8).
    if ((relation === "near" || relation === "borders") && hierarchy) continue;
    const [how, why] = placeWording[relation];
    found = { verdict: "unverified", reason: `names ${named(entity)}, ${how} ${named(gold)}: ${why}` };
  }
  return found;
}

/**
 * Whether an answer that names only broader places also holds a name the source does not know
 * ("Bala Cynwyd, Pennsylvania" where Pennsylvania holds the gold): a place within it the source
 * cannot place, so no evidence either way.
 */
function namesUnknownPlaceWithin(
  evidence: EvidenceInput,
  groups: readonly (readonly LinkedEntity[])[],
  broaderIds: ReadonlySet<string>,
): boolean {
  const unnamed = evidence.linker?.mentionGroups?.(evidence.parsed).unnamedWords ?? 0;
  return unnamed > 0 && groups.every((group) => group.some((entity) => broaderIds.has(entity.id)));
}

/** Words of a sentence rather than a name: an answer holding one reads as a statement. */
const sentenceWords: ReadonlySet<string> = new Set(
  "he she it they i we you was were is are be been born died die lived worked played wrote his her their its who which that know unknown sure".split(
    " ",
  ),
);

/** A word around a broader name that names nothing: a common word, a sentence's word, a number. */
function isFiller(word: string): boolean {
  return isCommonWord(word) || sentenceWords.has(word) || /^\d+$/u.test(word);
}

/** Whether an answer phrase reads as a name (at most five words, none of a sentence's). */
function looksLikeName(answer: string): boolean {
  const words = normalizeAnswer(answer)
    .split(" ")
    .filter((word) => word !== "");
  return words.length > 0 && words.length <= 5 && words.every((word) => !sentenceWords.has(word));
}

/**
 * Words that make a place another place ("Northern Ireland" is not Ireland, "New Mexico" not
 * Mexico): an answer with one of them around a broader name does not name it.
 */
const qualifyingWords: ReadonlySet<string> = new Set(
  "north south east west northern southern eastern western central upper lower new old greater little great saint st san santa not no or nor neither former".split(
    " ",
  ),
);

/**
 * A broader entity named inside an answer that links to nothing, with only common words around it
 * ("born in the USA", "a city in France"), or undefined. Not when another word could name
 * something else ("Lyon, France": the answer names Lyon) or qualify the place ("Northern Ireland").
 * `lenient` also takes the words of a sentence and numbers as filler ("born in 1961 in the USA").
 */
function broaderWithinAnswer(evidence: EvidenceInput, lenient = false): NamedEntity | undefined {
  const answer = normalizeAnswer(evidence.parsed);
  const words = answer.split(" ");
  if (words.length < 2) return undefined;
  const echo = echoOf(evidence);
  for (const [form, entity] of evidence.names.broaderByForm) {
    if (echo(entity)) continue;
    const at = ` ${answer} `.indexOf(` ${form} `);
    if (at < 0) continue;
    const rest = `${answer.slice(0, at)} ${answer.slice(at + form.length)}`
      .split(" ")
      .filter((word) => word !== "");
    const filler = lenient ? isFiller : isCommonWord;
    if (rest.every((word) => !qualifyingWords.has(word) && filler(word))) return entity;
  }
  return undefined;
}

/** The accepted value the answer names by an exact rule (normalised, or an alias of it). */
function exactValue(evidence: EvidenceInput): NamedEntity | undefined {
  const memo = evidence.memo ?? createExactMatchMemo();
  return evidence.names.values.find(
    (value) => matchExactly({ ...evidence.input, gold: value.gold, aliases: value.aliases }, memo).pass,
  )?.entity;
}

/** The accepted value a similarity pass names in quotes ("similar to \"Lyon\" ..."). */
function quotedValue(evidence: EvidenceInput): NamedEntity | undefined {
  const quoted = [...evidence.result.reason.matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? "");
  return evidence.names.values.find(
    (value) => quoted.includes(value.gold) || value.aliases.some((name) => quoted.includes(name)),
  )?.entity;
}

/** The ids of the values and the broader entities the source holds for the question. */
function shownIdsOf(judging: Judging): ReadonlySet<string> {
  return new Set([...judging.accepted, ...judging.broader].map((entity) => entity.id));
}

/**
 * For an answer the matcher passed by similarity alone (no name of a value matches it: see
 * `exactValue`), another entity the answer names that the source shows apart from every accepted
 * value: "Osaka" for Tokyo passes at cosine 0.81, but names another city (or the prefecture). The
 * link is the better evidence, so the answer is judged as if it had not passed. Against a place,
 * every reading must be a place the source shows apart from every value both ways; against anything
 * else, of the gold's kind. `undefined` when the pass stands: an exact or alias match, an answer
 * that links to nothing, to a value or a broader entity, to one whose name nests in the gold's or
 * holds it ("Delhi" for New Delhi), or to an entity not shown apart.
 */
function siblingNamed(evidence: EvidenceInput, gold: NamedEntity): LinkedEntity | undefined {
  if (gold.id === "") return undefined;
  const linked = link(evidence);
  if (linked.length === 0) return undefined;
  const shownIds = shownIdsOf(evidence.judging);
  if (linked.some((entity) => shownIds.has(entity.id))) return undefined;
  // A name inside the gold's, or the gold's inside it ("Delhi" for New Delhi), may be the same place
  // or the one around it, which an incomplete source shows apart.
  const goldNames = [gold.label, ...gold.aliases].map((name) => new Set(nameWords(normalizeAnswer(name))));
  const nests = (entity: LinkedEntity): boolean =>
    goldNames.some((names) => namesOverlap(names, normalizeAnswer(entity.label)));
  if (linked.some(nests)) return undefined;
  const goldKind = kindOf(evidence, { id: gold.id, label: gold.label, types: [] });
  if (goldKind === undefined) return undefined;
  const places = expandKinds(["place"]);
  if (!places.has(goldKind))
    return linked.every((entity) => kindOf(evidence, entity) === goldKind) ? linked[0] : undefined;
  // A place: every reading a place the source shows apart from every value, both ways ("Osaka" the
  // city and the prefecture, for Tokyo). Not Brooklyn, a "borough of New York City", which may lie
  // within New York City, though the source shows New York City apart from it.
  const linker = evidence.linker;
  if (linker?.placeRelation === undefined) return undefined;
  const placeRelation = (answer: string, place: string) => linker.placeRelation?.(answer, place);
  const apart = linked.every((entity) => {
    const kind = kindOf(evidence, entity);
    return (
      kind !== undefined &&
      places.has(kind) &&
      evidence.judging.accepted.every(
        (value) =>
          placeRelation(entity.id, value.id) === "apart" && placeRelation(value.id, entity.id) === "apart",
      )
    );
  });
  if (!apart) return undefined;
  return linked[0];
}

/**
 * The entities the answer as a whole links to, less the echo of what the question names ("Kansas
 * City, Missouri" for "Which country is Kansas City in?" does not answer "Kansas City").
 */
function link(evidence: EvidenceInput): readonly LinkedEntity[] {
  if (evidence.linker === undefined) return [];
  const echo = echoOf(evidence);
  let linked = evidence.linker.link(evidence.parsed).filter((entity) => !echo(entity));
  if (linked.length === 0 && evidence.input.answer !== evidence.parsed)
    linked = evidence.linker.link(evidence.input.answer).filter((entity) => !echo(entity));
  // Readings the source only does not place outside the answer's qualifier ("Portland, Tennessee"
  // read as Portland, Oregon, which it places in no state) are evidence for a value or a broader
  // place, never against the answer: the place meant may be one the source does not know.
  if (linked.length > 0 && linked.every(doubtfulAgainst(evidence))) return [];
  return linked;
}

/**
 * Whether a reading is only doubtful evidence against the answer: read from a qualified name that the
 * source does not place within its qualifier (see `LinkedEntity.doubtful`), and neither a value, a
 * broader place nor a place the source puts by the gold (within it, next to it, near it).
 */
function doubtfulAgainst(evidence: EvidenceInput): (entity: LinkedEntity) => boolean {
  const { judging, linker } = evidence;
  const shownIds = shownIdsOf(judging);
  const gold = judging.accepted[0];
  return (entity) => {
    if (entity.doubtful !== true || shownIds.has(entity.id)) return false;
    const relation = gold === undefined ? undefined : linker?.placeRelation?.(entity.id, gold.id);
    return relation === undefined || relation === "apart";
  };
}

/** The names inside the answer, a group of readings per name, less the question's echoes. */
function mentionGroups(evidence: EvidenceInput): (readonly LinkedEntity[])[] {
  const linker = evidence.linker;
  if (linker === undefined) return [];
  const echo = echoOf(evidence);
  // The names the answer repeats from the question are no answer, and no part of one: "Kansas City,
  // Missouri" (the subject's alias) for "Which country is Kansas City in?" names Missouri.
  let text = normalizeAnswer(evidence.parsed);
  const echoed = [...linker.link(evidence.parsed), ...(linker.mentions?.(evidence.parsed) ?? [])].filter(
    echo,
  );
  for (const entity of echoed)
    text = ` ${text} `.replaceAll(` ${normalizeAnswer(entity.label)} `, " ").trim();
  const groups =
    linker.mentionGroups?.(text).groups ?? (linker.mentions?.(text) ?? []).map((entity) => [entity]);
  // A name read only doubtfully is no evidence against the answer (see `doubtfulAgainst`).
  const against = doubtfulAgainst(evidence);
  return groups
    .map((group) => group.filter((entity) => !echo(entity)))
    .filter((group) => group.length > 0 && !group.every(against));
}

/** An entity the answer names that the question names too, if any. */
function echoedEntity(evidence: EvidenceInput): LinkedEntity | undefined {
  const linker = evidence.linker;
  if (linker === undefined) return undefined;
  const echo = echoOf(evidence);
  return [...linker.link(evidence.parsed), ...(linker.mentions?.(evidence.parsed) ?? [])].find(echo);
}

/** Whether an entity's name is one the question itself holds ("St Paul's Cathedral in St Paul's Cathedral"). */
function echoOf(evidence: EvidenceInput): (entity: { label: string }) => boolean {
  const question = ` ${normalizeAnswer(evidence.input.question ?? "")} `;
  return (entity) => question.trim() !== "" && question.includes(` ${normalizeAnswer(entity.label)} `);
}

/** A linked entity's kind: the linker's (class labels too), else the kinds table's. */
function kindOf(evidence: EvidenceInput, entity: LinkedEntity): EntityKind | undefined {
  return evidence.linker?.kindOf?.(entity.id) ?? entityKindOf(entity);
}

function named(entity: { id: string; label: string }): string {
  return entity.id === "" ? entity.label : `${entity.id} ${entity.label}`;
}

function withArticle(kind: string): string {
  return `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}`;
}

function kindList(kinds: readonly string[]): string {
  const named = kinds.map(withArticle);
  return named.length <= 1 ? (named[0] ?? "") : `${named.slice(0, -1).join(", ")} or ${named.at(-1) ?? ""}`;
}

function valueList(values: readonly NamedEntity[]): string {
  const shown = values.slice(0, 5).map(named).join(", ");
  return values.length > 5 ? `${shown} and ${values.length - 5} more` : shown;
}
