import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { Entity } from "../knowledge/fact-set.js";
import { deathsShown } from "./death-relations.js";
import { untypedPeopleShown } from "./people-shown.js";
import { artOf, artworksShown, type ArtShown } from "./artworks-shown.js";
import { dissolutionsShown } from "./dissolutions-shown.js";
import { interrogativeFor } from "./interrogative.js";
import { entityKindOf, isPerson, type LabelledClasses } from "./entity-kind.js";
import { createLabelledClasses } from "./class-label-kind.js";
import { tidyLabel } from "./noun-phrase.js";
import { nameKey, sameNameKey } from "./relation-index.js";
import { looksLikeId } from "./relation-templates.js";

/**
 * What question generation asks of an entity again and again (each candidate distractor is judged
 * against every question it could serve), by entity number (see `KnowledgeGraph.entityNumber`),
 * worked out on first use and then kept for the generation.
 */
export interface EntityProfiles {
  /** The entity, as `KnowledgeGraph.entityAt` gives it. */
  entity: (entity: number) => Entity | undefined;
  /**
   * The interrogative its types give ("Who", "Which country", "Which county" for a class named
   * "county of California"), or "" when they give none.
   */
  kind: (entity: number) => string;
  /** The graph's classes the entity-kinds table lacks, named by their labels (`createLabelledClasses`). */
  labelledClasses: LabelledClasses;
  /** Whether its tidy label starts with a lower-case letter: a common noun ("comune of Italy"). */
  startsLowerCase: (entity: number) => boolean;
  /**
   * What `isCompatible` asks of an entity, packed in one small integer (see {@link signatureBits}):
   * lower-case and digit starts, whether it has types, whether its kind is "Who", and its kind's
   * index plus one (0: no kind) from bit 4 up.
   */
  signature: (entity: number) => number;
  /** Whether two entities have a P31 type in common (false when either has none). */
  sharesType: (left: number, right: number) => boolean;
  /** Whether its tidy label starts with a digit: a year ("2012"), a decade, an asteroid ("1414 Jérôme"). */
  startsWithDigit: (entity: number) => boolean;
  /** Whether its label is usable: not empty, not an id or an IRI (`isUsableLabel`), of any length. */
  hasUsableLabel: (entity: number) => boolean;
  /** Whether its label can name it in a question: usable and at most `maxLabelLength` long. */
  nameable: (entity: number) => boolean;
  /** Its label and aliases as loose names ({@link nameKey}), without empty ones. */
  names: (entity: number) => readonly string[];
  /** Its label as a loose name ({@link nameKey}); "" without a label. */
  labelKey: (entity: number) => string;
  /** Its aliases as a question lists them ({@link aliasesOf}); copy before handing them out. */
  aliases: (entity: number) => readonly string[];
  /**
   * Every entity whose label has the same {@link sameNameKey} as this one's (itself included), in
   * number order, when at least two share it; `undefined` for a name of its own or no label.
   * Indexed for all entities on first use.
   */
  namesakes: (entity: number) => readonly number[] | undefined;
  /**
   * Whether the graph shows the entity's death (a date of death, a place or cause of death, a place
   * of burial: see `deathsShown`), so a question about the person is asked in the past tense.
   * Indexed for all entities on first use.
   */
  died: (entity: number) => boolean;
  /**
   * Whether the entity, which has no types, is a person by its relations (a birthplace, an
   * occupation: see `untypedPeopleShown`), so its attributes are worded as a person's. Indexed for
   * all entities on first use.
   */
  untypedPerson: (entity: number) => boolean;
  /**
   * What the entity, a creator's (P170) work, is as a work of art, as its types or its creators show
   * it (see `artworksShown`): a painting, another work of art, or not known. Indexed for all
   * entities on first use.
   */
  art: (entity: number) => ArtShown | undefined;
  /**
   * Whether the graph shows that the entity no longer exists: a date of dissolution, abolition or
   * demolition, or, for a state, only dead or historical official languages (see
   * `dissolutionsShown`), so it is spoken of in the past tense like an entity its types call
   * historical, and present-tense statements about it are not asked. Indexed for all entities on
   * first use.
   */
  dissolved: (entity: number) => boolean;
}

/** Options of {@link createEntityProfiles}. */
export interface EntityProfilesOptions {
  /** Longest label, in characters, of a nameable entity. */
  maxLabelLength: number;
}

const labelJudged = 1;
const lowerCaseStart = 2;
const usableLabel = 4;
const usableName = 8;
const digitStart = 16;

/** The bits of {@link EntityProfiles.signature} below the kind. */
export const signatureBits = { lowerCase: 1, digit: 2, typed: 4, who: 8, kindShift: 4 } as const;

/** Empty {@link EntityProfiles} for one graph, filled as entities are asked about. */
export function createEntityProfiles(graph: KnowledgeGraph, options: EntityProfilesOptions): EntityProfiles {
  const { maxLabelLength } = options;
  const count = graph.entityCount;
  // Kinds are few ("Who", "Which city", ...): kept as an index into `kindNames`, -1 until known.
  const kindIndexes = new Int16Array(count).fill(-1);
  const kindNames: string[] = [];
  const flags = new Uint8Array(count);
  const names = slots<readonly string[]>(count);
  const labelKeys = slots<string>(count);
  const aliases = slots<readonly string[]>(count);

  const labelOf = (entity: number): string => graph.entityAt(entity)?.label ?? "";
  const labelledClasses = createLabelledClasses((classId) => graph.classLabel(classId));
  const signatures = new Int32Array(count).fill(-1);
  const labelKeyOf = (entity: number): string => (labelKeys[entity] ??= nameKey(labelOf(entity)));
  let namesakeGroups: { ofEntity: Int32Array; groups: (readonly number[])[] } | undefined;
  let deaths: Uint8Array | undefined;
  let untypedPeople: Uint8Array | undefined;
  let artworks: Uint8Array | undefined;
  let dissolutions: Uint8Array | undefined;
  const judgeLabel = (entity: number): number => {
    let flag = flags[entity] as number;
    if ((flag & labelJudged) !== 0) return flag;
    flag = labelJudged;
    const label = labelOf(entity);
    const tidy = tidyLabel(label);
    const first = tidy.charAt(0);
    if (first !== first.toUpperCase()) flag |= lowerCaseStart;
    if (first >= "0" && first <= "9") flag |= digitStart;
    // isUsableLabel(label), on the tidy label already at hand.
    if (graph.entityAt(entity) !== undefined && tidy !== "" && !looksLikeId(tidy)) {
      flag |= usableLabel;
      if (tidy.length <= maxLabelLength) flag |= usableName;
    }
    flags[entity] = flag;
    return flag;
  };

  const kindIndexOf = (entity: number): number => {
    let index = kindIndexes[entity] as number;
    if (index < 0) {
      const kind = interrogativeFor(graph.entityAt(entity), { fallback: "", labelled: labelledClasses });
      index = kindNames.indexOf(kind);
      if (index < 0) index = kindNames.push(kind) - 1;
      kindIndexes[entity] = index;
    }
    return index;
  };

  return {
    entity: (entity) => graph.entityAt(entity),
    kind: (entity) => kindNames[kindIndexOf(entity)] as string,
    labelledClasses,
    signature: (entity) => {
      let signature = signatures[entity] as number;
      if (signature < 0) {
        const flag = judgeLabel(entity);
        const kind = kindNames[kindIndexOf(entity)] as string;
        signature =
          ((flag & lowerCaseStart) !== 0 ? signatureBits.lowerCase : 0) |
          ((flag & digitStart) !== 0 ? signatureBits.digit : 0) |
          ((graph.entityAt(entity)?.types.length ?? 0) > 0 ? signatureBits.typed : 0) |
          (isPerson(graph.entityAt(entity)) ? signatureBits.who : 0) |
          ((kind === "" ? 0 : kindIndexOf(entity) + 1) << signatureBits.kindShift);
        signatures[entity] = signature;
      }
      return signature;
    },
    sharesType: (left, right) => {
      // Type lists are short (one to three types): compared directly.
      const leftTypes = graph.entityAt(left)?.types ?? [];
      const rightTypes = graph.entityAt(right)?.types ?? [];
      for (const type of leftTypes) if (rightTypes.includes(type)) return true;
      return false;
    },
    startsLowerCase: (entity) => (judgeLabel(entity) & lowerCaseStart) !== 0,
    startsWithDigit: (entity) => (judgeLabel(entity) & digitStart) !== 0,
    hasUsableLabel: (entity) => (judgeLabel(entity) & usableLabel) !== 0,
    nameable: (entity) => (judgeLabel(entity) & usableName) !== 0,
    names: (entity) => {
      let entityNames = names[entity];
      if (entityNames === undefined) {
        // The label's loose name (the string labelKey keeps), then the aliases'.
        const described = graph.entityAt(entity);
        const list: string[] = [];
        if (described !== undefined) {
          const key = labelKeyOf(entity);
          if (key !== "") list.push(key);
          for (const alias of described.aliases) {
            const aliasKey = nameKey(alias);
            if (aliasKey !== "") list.push(aliasKey);
          }
        }
        entityNames = names[entity] = list;
      }
      return entityNames;
    },
    labelKey: labelKeyOf,
    aliases: (entity) => {
      const described = graph.entityAt(entity);
      return described === undefined ? [] : (aliases[entity] ??= aliasesOf(described));
    },
    namesakes: (entity) => {
      namesakeGroups ??= groupNamesakes(count, labelOf);
      const group = namesakeGroups.ofEntity[entity] as number;
      return group < 0 ? undefined : namesakeGroups.groups[group];
    },
    died: (entity) => (deaths ??= deathsShown(graph))[entity] === 1,
    untypedPerson: (entity) => (untypedPeople ??= untypedPeopleShown(graph))[entity] === 1,
    art: (entity) => artOf((artworks ??= artworksShown(graph)), entity),
    dissolved: (entity) =>
      (dissolutions ??= dissolutionsShown(
        graph,
        (state) => entityKindOf(graph.entityAt(state), labelledClasses) === "country",
      ))[entity] === 1,
  };
}

/**
 * Groups of entities whose labels share a {@link sameNameKey}. Entities are sorted by a hash of
 * that key, so only runs with equal hashes need their keys compared; no key is kept.
 */
function groupNamesakes(
  count: number,
  labelOf: (entity: number) => string,
): { ofEntity: Int32Array; groups: (readonly number[])[] } {
  const hashes = new Uint32Array(count);
  const named: number[] = [];
  for (let entity = 0; entity < count; entity += 1) {
    const label = labelOf(entity);
    if (label === "") continue;
    hashes[entity] = fnv1a(sameNameKey(label));
    named.push(entity);
  }
  const order = sortByHash(named, hashes);
  const ofEntity = new Int32Array(count).fill(-1);
  const groups: (readonly number[])[] = [];
  for (let start = 0; start < order.length;) {
    const hash = hashes[order[start] as number];
    let end = start + 1;
    while (end < order.length && hashes[order[end] as number] === hash) end += 1;
    if (end - start > 1) {
      const byKey = new Map<string, number[]>();
      for (let position = start; position < end; position += 1) {
        const entity = order[position] as number;
        const key = sameNameKey(labelOf(entity));
        const members = byKey.get(key);
        if (members === undefined) byKey.set(key, [entity]);
        else members.push(entity);
      }
      for (const members of byKey.values()) {
        if (members.length < 2) continue;
        for (const member of members) ofEntity[member] = groups.length;
        groups.push(members);
      }
    }
    start = end;
  }
  return { ofEntity, groups };
}

/** Entities below this number pack with a 32-bit hash into one exact double (2^21 * 2^32 = 2^53). */
const packedEntityLimit = 2 ** 21;

/**
 * The entities ordered by hash, then by number. Packed as `hash * 2^21 + entity` into doubles and
 * sorted natively, which is several times faster than a sort with a comparator; graphs of more
 * entities than that packing holds use the comparator.
 */
function sortByHash(entities: readonly number[], hashes: Uint32Array): Int32Array {
  if (hashes.length > packedEntityLimit)
    return Int32Array.from(entities).sort(
      (left, right) => (hashes[left] as number) - (hashes[right] as number) || left - right,
    );
  const packed = new Float64Array(entities.length);
  for (let index = 0; index < entities.length; index += 1) {
    const entity = entities[index] as number;
    packed[index] = (hashes[entity] as number) * packedEntityLimit + entity;
  }
  packed.sort();
  const order = new Int32Array(entities.length);
  for (let index = 0; index < packed.length; index += 1)
    order[index] = (packed[index] as number) % packedEntityLimit;
  return order;
}

/** 32-bit FNV-1a of a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The entity's aliases that differ from its label and from each other, ignoring case. */
export function aliasesOf(entity: Entity): string[] {
  const label = nameKey(entity.label);
  const seen = new Set<string>([label]);
  const aliases: string[] = [];
  for (const alias of entity.aliases) {
    const key = nameKey(alias);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    aliases.push(tidyLabel(alias));
  }
  return aliases;
}

/**
 * `count` empty slots in a packed array (`new Array(count)` of a large count gives a slow
 * dictionary-backed array).
 */
function slots<Value>(count: number): (Value | undefined)[] {
  const array: (Value | undefined)[] = [];
  for (let index = 0; index < count; index += 1) array.push(undefined);
  return array;
}
