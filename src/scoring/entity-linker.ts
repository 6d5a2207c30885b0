import { isCommonWord } from "../questions/common-words.js";
import { relationSemantics } from "../questions/relation-semantics.js";
import { normalizeAnswer } from "./normalize-answer.js";

/** The relations along which one entity lies within another (the semantics table's `hierarchy`). */
const hierarchyRelations: ReadonlySet<string> = new Set(
  Object.entries(relationSemantics)
    .filter(([, semantics]) => semantics.hierarchy === true)
    .map(([id]) => id),
);

/** The longest name, in words, looked for inside an answer. */
const longestMention = 8;

/** An entity an answer was linked to. */
export interface LinkedEntity {
  id: string;
  label: string;
  /** Its `instance of` (P31) classes, for its kind (`entityKindOf`); empty when unknown. */
  types: readonly string[];
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
}

/** What {@link createEntityLinker} may also read: the facts, for {@link EntityLinker.liesWithin}. */
export interface EntityLinkerOptions {
  facts?: Iterable<{ subject: string; relation: string; object: string }>;
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
  for (const fact of options.facts ?? []) {
    if (!hierarchyRelations.has(fact.relation) || fact.subject === fact.object) continue;
    const list = up.get(fact.subject);
    if (list === undefined) up.set(fact.subject, [fact.object]);
    else list.push(fact.object);
  }
  const index = new Map<string, LinkedEntity[]>();
  for (const entity of entities) {
    const linked: LinkedEntity = { id: entity.id, label: entity.label, types: entity.types ?? [] };
    const forms = new Set([entity.label, ...(entity.aliases ?? [])].map((name) => normalizeAnswer(name)));
    for (const form of forms) {
      if (form.length < 2) continue;
      const list = index.get(form);
      if (list === undefined) index.set(form, [linked]);
      else list.push(linked);
    }
  }
  return {
    liesWithin(inner, outer) {
      if (inner === outer) return false;
      let level = [inner];
      const seen = new Set(level);
      for (let depth = 0; depth < withinDepth && level.length > 0; depth += 1) {
        const next: string[] = [];
        for (const entity of level)
          for (const parent of up.get(entity) ?? []) {
            if (parent === outer) return true;
            if (!seen.has(parent)) {
              seen.add(parent);
              next.push(parent);
            }
          }
        level = next;
      }
      return false;
    },
    link(answer) {
      const found = index.get(normalizeAnswer(answer));
      if (found !== undefined) return found;
      const comma = answer.indexOf(",");
      if (comma > 0) return index.get(normalizeAnswer(answer.slice(0, comma))) ?? [];
      return [];
    },
    mentions(answer) {
      const words = normalizeAnswer(answer)
        .split(" ")
        .filter((word) => word !== "");
      const found: LinkedEntity[] = [];
      const seen = new Set<string>();
      for (let start = 0; start < words.length;) {
        let matched = 0;
        for (let length = Math.min(longestMention, words.length - start); length >= 1; length -= 1) {
          const form = words.slice(start, start + length).join(" ");
          if (length === 1 && (isCommonWord(form) || /^\d+$/u.test(form))) continue;
          const entities = index.get(form);
          if (entities === undefined) continue;
          for (const entity of entities)
            if (!seen.has(entity.id)) {
              seen.add(entity.id);
              found.push(entity);
            }
          matched = length;
          break;
        }
        start += matched === 0 ? 1 : matched;
      }
      return found;
    },
  };
}
