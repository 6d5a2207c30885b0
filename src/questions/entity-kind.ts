import { interrogativeFor } from "./interrogative.js";

/**
 * The coarse kinds of entity that relation semantics speak of (see `relation-semantics.ts`): what a
 * relation's subjects and objects may be, so that a fact contradicting its own types ("a city with an
 * occupation", "a country as a twin city") is skipped, and an answer of an excluded kind is wrong.
 */
export const entityKinds = [
  "person",
  "country",
  "settlement",
  "region",
  "geographic-feature",
  "continent",
  "facility",
  "organisation",
  "work",
  "language",
  "event",
  "taxon",
  "disease",
  "concept",
] as const;
/** A coarse entity kind. */
export type EntityKind = (typeof entityKinds)[number];

/** Kind groups a relation may name instead of listing kinds: `place` is any geographic kind. */
export const entityKindGroups = {
  place: ["country", "settlement", "region", "geographic-feature", "continent", "facility"],
  "administrative-place": ["country", "settlement", "region"],
} as const satisfies Record<string, readonly EntityKind[]>;
/** A kind or a kind group. */
export type EntityKindSpec = EntityKind | keyof typeof entityKindGroups;

/** The kinds a list of kinds and groups stands for. */
export function expandKinds(specs: readonly EntityKindSpec[]): ReadonlySet<EntityKind> {
  const kinds = new Set<EntityKind>();
  for (const spec of specs) {
    if (spec in entityKindGroups)
      for (const kind of entityKindGroups[spec as keyof typeof entityKindGroups]) kinds.add(kind);
    else kinds.add(spec as EntityKind);
  }
  return kinds;
}

/**
 * The kind each interrogative of `interrogativesByClass` names. An interrogative missing here gives no
 * kind (no evidence either way).
 */
const kindByInterrogative: Readonly<Record<string, EntityKind>> = {
  Who: "person",
  "Which country": "country",
  "Which city": "settlement",
  "Which town": "settlement",
  "Which village": "settlement",
  "Which municipality": "settlement",
  "Which state": "region",
  "Which department": "region",
  "Which district": "region",
  "Which continent": "continent",
  "Which island": "geographic-feature",
  "Which river": "geographic-feature",
  "Which mountain": "geographic-feature",
  "Which mountain range": "geographic-feature",
  "Which peninsula": "geographic-feature",
  "Which bay": "geographic-feature",
  "Which sea": "geographic-feature",
  "Which ocean": "geographic-feature",
  "Which lake": "geographic-feature",
  "Which street": "facility",
  "Which station": "facility",
  "Which stadium": "facility",
  "Which airport": "facility",
  "Which church": "facility",
  "Which university": "organisation",
  "Which institution": "organisation",
  "Which political party": "organisation",
  "Which record label": "organisation",
  "Which band": "organisation",
  "Which company": "organisation",
  "Which airline": "organisation",
  "Which club": "organisation",
  "Which team": "organisation",
  "Which organization": "organisation",
  "Which television station": "organisation",
  "Which television channel": "organisation",
  "Which newspaper": "work",
  "Which film": "work",
  "Which album": "work",
  "Which television series": "work",
  "Which television program": "work",
  "Which miniseries": "work",
  "Which work": "work",
  "Which song": "work",
  "Which single": "work",
  "Which painting": "work",
  "Which opera": "work",
  "Which magazine": "work",
  "Which book": "work",
  "Which video game": "work",
  "Which language": "language",
  "Which language family": "language",
  "Which battle": "event",
  "Which taxon": "taxon",
  "Which disease": "disease",
  "Which occupation": "concept",
  "Which sport": "concept",
  "Which religion": "concept",
  "Which genre": "concept",
  "Which instrument": "concept",
  "Which discipline": "concept",
  "Which position": "concept",
  "Which office": "concept",
  "Which award": "concept",
  "Which ethnic group": "concept",
};

/**
 * The kind of an entity from its `instance of` types, through the interrogative they give
 * (`interrogativeFor`), or `undefined` when its types say nothing (untyped entities are never
 * judged by kind: a missing type is no evidence).
 */
export function entityKindOf(
  entity: { readonly types: readonly string[] } | undefined,
): EntityKind | undefined {
  if (entity === undefined || entity.types.length === 0) return undefined;
  const kind = kindOfInterrogative(interrogativeFor(entity, { fallback: "" }));
  if (kind !== undefined) return kind;
  for (const type of entity.types) {
    const classKind = kindByClass[type];
    if (classKind !== undefined) return classKind;
  }
  return undefined;
}

/**
 * Kinds of classes the interrogatives do not name, read when an entity's types give no
 * interrogative: bodies of states are organisations, not countries or places (the Commonwealth of
 * Nations is no country Malta is in; the European Union no neighbour Moldova borders).
 */
const kindByClass: Readonly<Record<string, EntityKind>> = {
  Q245065: "organisation", // intergovernmental organization
  Q1335818: "organisation", // supranational union
  Q4120211: "organisation", // regional organization
  Q170156: "organisation", // confederation
  Q484652: "organisation", // international organization
  Q43229: "organisation", // organization
};

/** The kind an interrogative ("Who", "Which city") names, if any. */
export function kindOfInterrogative(interrogative: string): EntityKind | undefined {
  return kindByInterrogative[interrogative];
}

/**
 * Classes of entities that no longer exist as such (a dissolved state, a former division, an
 * empire): a present-tense statement about one ("Is Zamość in the Kingdom of Poland?", "What is the
 * capital of the Kingdom of Yugoslavia?") is stale, whatever the source says.
 */
const formerEntityClasses: ReadonlySet<string> = new Set([
  "Q3024240", // historical country
  "Q19953632", // former administrative territorial entity
  "Q1790360", // colonial empire
  "Q1211369", // colonial power
  "Q48349", // empire
  "Q236036", // union republic of the Soviet Union
  "Q15893266", // former entity
  "Q28171280", // ancient civilisation
  "Q1371849", // historical region
  "Q11514315", // historical period
  "Q1351282", // crown colony
  "Q133156", // colony
]);

/** Whether an entity's types say it no longer exists as such (see {@link formerEntityClasses}). */
export function isFormerEntity(entity: { readonly types: readonly string[] } | undefined): boolean {
  return entity !== undefined && entity.types.some((type) => formerEntityClasses.has(type));
}
