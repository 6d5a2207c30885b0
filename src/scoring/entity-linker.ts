import {
  classRecordFromLabel,
  createLabelledClasses,
  isLocalDivisionLabel,
  localDivisionPlaceOf,
} from "../questions/class-label-kind.js";
import { isCommonWord } from "../questions/common-words.js";
import { entityKindOf, hasClass, type EntityKind } from "../questions/entity-kind.js";
import { hierarchyRelationIds } from "../questions/relation-semantics.js";
import { normalizeAnswer } from "./normalize-answer.js";

/** The relations along which one entity lies within another (the semantics table's `hierarchy`). */
const hierarchyRelations: ReadonlySet<string> = new Set(hierarchyRelationIds);

/** Places that share a border (P47): a birthplace given as the city next door is not shown false. */
const sharesBorderWith = "P47";

/**
 * How coarse each kind of place is: a place of a coarser kind may hold one of a finer kind (a state
 * its cities), never the reverse. Kinds that are not places have no rank.
 */
const placeRank: Partial<Record<EntityKind, number>> = {
  facility: 0,
  "geographic-feature": 0,
  settlement: 1,
  region: 2,
  country: 3,
  continent: 4,
};

/**
 * How an answer's place stands to the gold place, as far as the source shows (see
 * {@link EntityLinker.placeRelation}):
 * - `holds`: the gold lies within it (England for London): true, less specific;
 * - `within`: it lies within the gold (Westminster for London): more specific, not shown false;
 * - `borders`: it shares a border with the gold (Decatur for Atlanta): a birthplace is often given
 *   as the city next door, so not shown false;
 * - `near`: it lies directly within the same county, district or borough as the gold (Malibu for
 *   Santa Monica, both in Los Angeles County): a birth or death is often recorded at the nearest
 *   town, so not shown false where the relation is no hierarchy;
 * - `may-hold`: a coarser place that the source puts in no other country than the gold's (Pennsylvania
 *   for Philadelphia when the source does not say where Philadelphia lies): it may hold the gold;
 * - `may-lie-within`: a finer place the source does not place outside the gold: one it puts in no
 *   country (Missouri for the United States when the source does not say where Missouri lies), or
 *   one in the gold's country that it puts within no other place of the gold's class (Fresno for
 *   California when the source says only that Fresno is in the United States), unless it is of the
 *   gold's class itself (Berlin, a state of Germany, for Bavaria); and a borough or district of the
 *   gold by its class's label, a settlement too, that the source puts within no other settlement
 *   (Brooklyn, typed "borough of New York City", for New York City): it may lie within the gold;
 * - `may-nest`: a place of another level, or against a gold of unknown level, that the source puts
 *   in no other country (California for Los Angeles County, a state against a county, when the
 *   source does not say where the county lies): one may hold the other;
 * - `may-nest-in-kind`: both are of a class whose members lie within one another (mountain ranges:
 *   `ClassRecord.nests`), and the countries the source gives them do not rule that out, as the
 *   Fichtelgebirge's Czech Republic, no country of the Alps, would: the Alps for the Bernina Range,
 *   when the source does not say that the Alps hold it;
 * - `apart`: another place of the gold's kind or class, or one in another country: shown different.
 */
export type PlaceRelation =
  | "holds"
  | "within"
  | "borders"
  | "near"
  | "may-hold"
  | "may-lie-within"
  | "may-nest"
  | "may-nest-in-kind"
  | "apart";

/** The longest name, in words, looked for inside an answer. */
const longestMention = 8;

/** An entity an answer was linked to. */
export interface LinkedEntity {
  id: string;
  label: string;
  /** Its `instance of` (P31) classes, for its kind (`entityKindOf`); empty when unknown. */
  types: readonly string[];
  /**
   * A reading of a qualified name ("Portland, Tennessee") that the source does not place within the
   * qualifier, only not outside it: Portland, Oregon, placed in no state. It may be the place meant,
   * or the source may not know that one.
   */
  doubtful?: true;
}

/**
 * Finds the knowledge-graph entities a WH answer names, so that a verdict can rest on evidence: an
 * answer that names another accepted value by one of its other names is right; one that names an
 * entity of a kind the relation cannot take ("Paris" for a language) is wrong.
 */
export interface EntityLinker {
  /** The entities whose label or alias has the answer's normal form; empty when none. */
  link(answer: string): readonly LinkedEntity[];
  /**
   * The entities named inside a longer answer ("He was born in 1948 in Würzburg, Germany" names
   * Würzburg and Germany): whole-word runs of the answer's normal form that are an entity's name,
   * longest first, not overlapping; one-word names that are common English words are not read as
   * names. Optional: linkers without it find nothing inside answers.
   */
  mentions?(answer: string): readonly LinkedEntity[];
  /**
   * Whether entity `inner` lies within entity `outer` along the hierarchy relations (located in,
   * country, part of: those the semantics table marks `hierarchy`), within four steps: Westminster
   * within London, England within the United Kingdom. Optional: linkers without facts know none.
   */
  liesWithin?(inner: string, outer: string): boolean;
  /**
   * How place `answer` stands to place `gold` ({@link PlaceRelation}); `undefined` when either is
   * not a known place. Optional: linkers without facts know none.
   */
  placeRelation?(answer: string, gold: string): PlaceRelation | undefined;
  /**
   * The entities named inside a longer answer, one group per name found (the readings of that name:
   * "Georgia" the country and the state), with the count of the answer's other words that are
   * neither common words nor numbers (the "Bala Cynwyd" of "Bala Cynwyd, Pennsylvania").
   */
  mentionGroups?(answer: string): { groups: readonly (readonly LinkedEntity[])[]; unnamedWords: number };
  /**
   * The kind of a known entity, by the kinds table or else by its classes' labels ("borough of New
   * York City" is a region): `entityKindOf` with the graph's class labels. Optional: without it, a
   * kind comes from the table alone.
   */
  kindOf?(id: string): EntityKind | undefined;
  /** Whether the source places a known entity: it lies within something along the hierarchy relations. */
  isPlaced?(id: string): boolean;
}

/**
 * What {@link createEntityLinker} may also read: the facts, for {@link EntityLinker.liesWithin}, and
 * the labels of the entities' classes (a fact set's `classes`), for the divisions that make two places
 * `near`.
 */
export interface EntityLinkerOptions {
  facts?: Iterable<{ subject: string; relation: string; object: string }>;
  classes?: Iterable<{ id: string; label: string }>;
}

/** How many hierarchy steps {@link EntityLinker.liesWithin} follows. */
const withinDepth = 4;

/** An entity as {@link createEntityLinker} reads it: a `kg.json` entity fits. */
export interface LinkableEntity {
  id: string;
  label: string;
  aliases?: readonly string[];
  types?: readonly string[];
}

/**
 * An {@link EntityLinker} over a list of entities (a run's `kg.json` entities), indexed once by
 * the normal form (`normalizeAnswer`) of every label and alias. An answer links to every entity
 * with a name of its normal form (several when names are shared: "Paris" the city and the
 * mythological prince); when none has it, the answer's part before its first comma is tried
 * ("Lyon, France"). Names whose normal form is one character are not indexed.
 */
export function createEntityLinker(
  entities: Iterable<LinkableEntity>,
  options: EntityLinkerOptions = {},
): EntityLinker {
  const up = new Map<string, string[]>();
  // Direct "located in the administrative territorial entity" (P131) parents: a region directly in a
  // country is one of its first-level divisions (a state, a federal district).
  const locatedIn = new Map<string, string[]>();
  const borders = new Set<string>();
  for (const fact of options.facts ?? []) {
    if (fact.subject === fact.object) continue;
    if (fact.relation === sharesBorderWith) {
      borders.add(`${fact.subject} ${fact.object}`);
      borders.add(`${fact.object} ${fact.subject}`);
    }
    if (!hierarchyRelations.has(fact.relation)) continue;
    if (fact.relation === "P131") {
      const parents = locatedIn.get(fact.subject);
      if (parents === undefined) locatedIn.set(fact.subject, [fact.object]);
      else parents.push(fact.object);
    }
    const list = up.get(fact.subject);
    if (list === undefined) up.set(fact.subject, [fact.object]);
    else list.push(fact.object);
  }
  const index = new Map<string, LinkedEntity[]>();
  const byId = new Map<string, LinkedEntity>();
  for (const entity of entities) {
    const linked: LinkedEntity = { id: entity.id, label: entity.label, types: entity.types ?? [] };
    byId.set(entity.id, linked);
    const forms = new Set([entity.label, ...(entity.aliases ?? [])].map((name) => normalizeAnswer(name)));
    for (const form of forms) {
      if (form.length < 2) continue;
      const list = index.get(form);
      if (list === undefined) index.set(form, [linked]);
      else list.push(linked);
    }
  }
  /** The entity and the places it lies within, up to {@link withinDepth} steps. */
  const upward = (start: string): Set<string> => {
    let level = [start];
    const seen = new Set(level);
    for (let depth = 0; depth < withinDepth && level.length > 0; depth += 1) {
      const next: string[] = [];
      for (const entity of level)
        for (const parent of up.get(entity) ?? [])
          if (!seen.has(parent)) {
            seen.add(parent);
            next.push(parent);
          }
      level = next;
    }
    return seen;
  };
  const classLabels = new Map<string, string>();
  for (const entityClass of options.classes ?? []) classLabels.set(entityClass.id, entityClass.label);
  const labelled = createLabelledClasses((id) => classLabels.get(id));
  const kinds = new Map<string, EntityKind | undefined>();
  const kindOf = (id: string): EntityKind | undefined => {
    if (kinds.has(id)) return kinds.get(id);
    const entity = byId.get(id);
    const kind = entity === undefined ? undefined : entityKindOf(entity, labelled);
    kinds.set(id, kind);
    return kind;
  };
  const countriesOf = (places: Set<string>): Set<string> =>
    new Set([...places].filter((place) => kindOf(place) === "country"));
  const localClasses = new Set<string>();
  // The place a local division's class names, by class: "borough of New York City", "new york city".
  const localClassPlaces = new Map<string, string>();
  // Classes whose labels name a division ("state of the United States", "county of Texas").
  const divisionClasses = new Set<string>();
  for (const [id, label] of classLabels) {
    if (classRecordFromLabel(label)?.kind === "region") divisionClasses.add(id);
    if (!isLocalDivisionLabel(label)) continue;
    localClasses.add(id);
    const place = localDivisionPlaceOf(label);
    if (place !== undefined) localClassPlaces.set(id, place);
  }
  /**
   * Whether `place` is a first-level division (`ClassRecord.firstLevel`: Washington, D.C.) and
   * `other` a division (a state, a county, by the kinds table or its class's label): then neither
   * lies within the other.
   */
  const firstLevelAgainstDivision = (place: string, other: string): boolean => {
    const otherTyped = { types: byId.get(other)?.types ?? [] };
    return (
      hasClass({ types: byId.get(place)?.types ?? [] }, (record) => record.firstLevel === true) &&
      (otherTyped.types.some((type) => divisionClasses.has(type)) ||
        hasClass(otherTyped, (record) => record.kind === "region"))
    );
  };
  /** Whether the two places lie directly within one county, district or borough. */
  const sharesLocalDivision = (one: string, other: string): boolean => {
    const parents = up.get(other) ?? [];
    for (const parent of up.get(one) ?? [])
      if (parents.includes(parent) && (byId.get(parent)?.types ?? []).some((type) => localClasses.has(type)))
        return true;
    return false;
  };
  const sharesClass = (one: string, other: string): boolean => {
    const types = byId.get(other)?.types ?? [];
    return (byId.get(one)?.types ?? []).some((type) => types.includes(type));
  };
  /**
   * Whether `place` lies within another place of `other`'s class (Montreal in Quebec, against
   * Ontario; Los Angeles County in another state, against California): then neither holds the other.
   */
  const inSiblingOf = (place: string, other: string): boolean => {
    for (const parent of upward(place))
      if (parent !== place && parent !== other && sharesClass(parent, other)) return true;
    return false;
  };
  const liesWithin = (inner: string, outer: string): boolean => inner !== outer && upward(inner).has(outer);
  const nests = (id: string): boolean =>
    hasClass({ types: byId.get(id)?.types ?? [] }, (record) => record.nests === true, labelled);
  /**
   * Whether one range may hold the other, as far as their countries show: a range that holds
   * another spans all its countries, so each one's countries hold the other's, or one has none.
   */
  const mayNest = (one: string, other: string): boolean => {
    const ones = countriesOf(upward(one));
    const others = countriesOf(upward(other));
    const holds = (outer: Set<string>, inner: Set<string>): boolean =>
      [...inner].every((country) => outer.has(country));
    return ones.size === 0 || others.size === 0 || holds(ones, others) || holds(others, ones);
  };
  /**
   * Whether two regions both lie directly in (P131) one country: two of its first-level divisions
   * (New York and the District of Columbia), of which neither holds the other.
   */
  const firstLevelSiblings = (one: string, other: string): boolean => {
    if (kindOf(one) !== "region" || kindOf(other) !== "region") return false;
    const countries = (locatedIn.get(other) ?? []).filter((parent) => kindOf(parent) === "country");
    return (locatedIn.get(one) ?? []).some((parent) => countries.includes(parent));
  };
  /**
   * Whether the source shows `place` outside `region`: within another place of its class (Middletown
   * in Connecticut, against Rhode Island), or, against a country, in other countries only.
   */
  const shownOutside = (place: string, region: string): boolean => {
    if (inSiblingOf(place, region)) return true;
    if (kindOf(region) !== "country") return false;
    const countries = countriesOf(upward(place));
    return countries.size > 0 && !countries.has(region);
  };
  /**
   * The readings of a name that the region or country named right after it allows ("Middletown,
   * Rhode Island"): those the source puts within it, else those it does not show outside it (a
   * Hawaii it places nowhere may be the one meant); none when it shows every reading elsewhere, so
   * the name is a place it does not know. All of them when no region or country follows.
   */
  const qualified = (readings: readonly LinkedEntity[], next: readonly LinkedEntity[]): LinkedEntity[] => {
    const regions = next
      .filter((entity) => (placeRank[kindOf(entity.id) ?? "concept"] ?? 0) >= (placeRank.region ?? 2))
      .map((entity) => entity.id);
    if (regions.length === 0) return [...readings];
    const within = readings.filter((reading) =>
      regions.some((region) => region === reading.id || liesWithin(reading.id, region)),
    );
    if (within.length > 0) return within;
    return readings
      .filter((reading) => !regions.every((region) => shownOutside(reading.id, region)))
      .map((reading) => ({ ...reading, doubtful: true as const }));
  };
  /**
   * Whether `place` is of a local division's class named after `other`: Brooklyn, a "borough of New
   * York City", for New York City. Not Berlin, an "urban district of Berlin", for Lübeck.
   */
  const isLocalDivisionOf = (place: string, other: string): boolean => {
    const name = byId.get(other)?.label.trim().toLowerCase();
    if (name === undefined || name === "") return false;
    return (byId.get(place)?.types ?? []).some((type) => localClassPlaces.get(type) === name);
  };

  const mentionGroups = (answer: string) => {
    const words = normalizeAnswer(answer)
      .split(" ")
      .filter((word) => word !== "");
    const groups: LinkedEntity[][] = [];
    const seen = new Set<string>();
    let unnamedWords = 0;
    for (let start = 0; start < words.length;) {
      let matched = 0;
      for (let length = Math.min(longestMention, words.length - start); length >= 1; length -= 1) {
        const form = words.slice(start, start + length).join(" ");
        if (length === 1 && (isCommonWord(form) || /^\d+$/u.test(form))) continue;
        const entities = index.get(form);
        if (entities === undefined) continue;
        const group = entities.filter((entity) => !seen.has(entity.id));
        for (const entity of group) seen.add(entity.id);
        if (group.length > 0) groups.push(group);
        matched = length;
        break;
      }
      if (matched === 0) {
        const word = words[start] as string;
        if (!isCommonWord(word) && !/^\d+$/u.test(word)) unnamedWords += 1;
      }
      start += matched === 0 ? 1 : matched;
    }
    // A name followed by a region or country ("Middletown, Rhode Island") means a reading there; a
    // name whose every reading the source shows elsewhere is a place it does not know.
    const kept: LinkedEntity[][] = [];
    groups.forEach((group, at) => {
      const allowed = qualified(group, groups[at + 1] ?? []);
      if (allowed.length > 0) kept.push(allowed);
      else unnamedWords += 1;
    });
    return { groups: kept, unnamedWords };
  };
  return {
    liesWithin,
    placeRelation(answer, gold) {
      const answerRank = placeRank[kindOf(answer) ?? "concept"];
      const goldKind = kindOf(gold);
      // A gold of no known kind (most of the source is untyped, and many classes of division are
      // not in the kinds table) may be a place of any level.
      const goldRank = goldKind === undefined ? undefined : placeRank[goldKind];
      if (answerRank === undefined || answer === gold) return undefined;
      if (goldRank === undefined && goldKind !== undefined) return undefined;
      if (liesWithin(answer, gold)) return "within";
      if (liesWithin(gold, answer)) return "holds";
      if (nests(answer) && nests(gold)) return mayNest(answer, gold) ? "may-nest-in-kind" : "apart";
      if (borders.has(`${answer} ${gold}`)) return "borders";
      if (sharesLocalDivision(answer, gold)) return "near";
      const answerCountries = countriesOf(upward(answer));
      const goldCountries = countriesOf(upward(gold));
      const sharesCountry =
        answerCountries.size === 0 ||
        goldCountries.size === 0 ||
        [...answerCountries].some((country) => goldCountries.has(country));
      // Places of one class (two counties of California) are of one level: neither holds the other.
      // A region of another class (a state, against a county) may hold the gold or lie within it,
      // and so may any place against a gold of unknown level.
      const levelUnknown =
        goldRank === undefined || (answerRank === placeRank.region && goldRank === answerRank);
      if (levelUnknown) {
        if (
          !sharesCountry ||
          sharesClass(answer, gold) ||
          firstLevelSiblings(answer, gold) ||
          inSiblingOf(answer, gold) ||
          inSiblingOf(gold, answer)
        )
          return "apart";
        return "may-nest";
      }
      if (answerRank > goldRank) return sharesCountry ? "may-hold" : "apart";
      // A finer place is shown apart only where the source puts it in another country or within
      // another place of the gold's class; a missing "located in" is no evidence.
      if (
        answerRank < goldRank &&
        (answerCountries.size === 0 ||
          (sharesCountry &&
            !sharesClass(answer, gold) &&
            !inSiblingOf(answer, gold) &&
            // Washington, D.C. against New York (the state): a federal district is in no state.
            !firstLevelAgainstDivision(answer, gold)))
      )
        return "may-lie-within";
      // Two settlements are apart, unless the answer is a borough or district of the gold by its
      // class's label, that the source puts within no other settlement.
      if (
        answerRank === goldRank &&
        sharesCountry &&
        isLocalDivisionOf(answer, gold) &&
        !inSiblingOf(answer, gold)
      )
        return "may-lie-within";
      return "apart";
    },
    mentionGroups,
    kindOf,
    isPlaced: (id) => up.has(id),
    link(answer) {
      const found = index.get(normalizeAnswer(answer));
      if (found !== undefined) return found;
      const comma = answer.indexOf(",");
      if (comma <= 0) return [];
      const readings = index.get(normalizeAnswer(answer.slice(0, comma))) ?? [];
      // "Middletown, Rhode Island": where the rest names places the source knows, the readings meant
      // are those it puts within one of them, not Middletown, Connecticut.
      const rest = answer.slice(comma + 1);
      const next = rest.indexOf(",");
      return qualified(readings, index.get(normalizeAnswer(next < 0 ? rest : rest.slice(0, next))) ?? []);
    },
    mentions(answer) {
      return mentionGroups(answer).groups.flat();
    },
  };
}
