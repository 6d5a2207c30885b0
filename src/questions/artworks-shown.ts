import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { entityKindsByClass } from "./entity-kind.js";

/**
 * What a creator (P170) made, as far as the graph shows it: its questions say "painted" of a
 * painting and quote a work of art's title ('Who painted "The Triumph of Death"?'), where the same
 * relation also holds fictional characters, which read as people ("Who created Ron Weasley?").
 */
export type ArtShown = "painting" | "artwork";

/**
 * What the occupations (P106) and fields of work (P101) of a creator say about what the creator
 * makes, by the occupation's English label. Data: a creator who draws characters, or who writes and
 * neither paints nor sculpts, may have made a character; one who paints, and does not sculpt, made
 * paintings.
 */
export const creatorOccupations = {
  /** Makers of characters and stories: their creations may be characters, unless they paint or sculpt too. */
  writer:
    /\b(?:writer|novelist|poet|playwright|dramatist|author|librettist|lyricist|designer|storyteller|essayist|screenwriter)\b/iu,
  /** Makers of drawn characters: their creations may be characters, whatever else they do. */
  cartoonist: /\b(?:cartoonist|comics|animator|mangaka|illustrator of comics)\b/iu,
  /** Painters, and painting as a field of work. */
  painter: /\bpainter\b|^(?:art of )?painting$/iu,
  /** Sculptors, and sculpture as a field of work, whose works are not painted. */
  sculptor: /\bsculpt|^(?:art of )?sculpture$/iu,
} as const;

const occupationRelations = ["P106", "P101"] as const;

const writerBit = 1;
const painterBit = 2;
const sculptorBit = 4;
const cartoonistBit = 8;

/**
 * By entity number (`KnowledgeGraph.entityNumber`), what each subject of a creator statement (P170)
 * is: 1 a painting, 2 another work of art, 0 anything else or not known.
 * - A typed subject is what its types say (`ClassRecord.artwork`: painting, triptych; sculpture).
 * - An untyped one (most of the bundled snapshot's paintings) is told by its creators, as the graph
 *   shows them ({@link creatorOccupations}): none draws characters, and one paints or sculpts or
 *   none writes, so it is no character; a painting when every one paints and none sculpts, another
 *   work of art otherwise, including when the graph says nothing of them (the snapshot's Brueghel
 *   and Rodin alike).
 */
export function artworksShown(graph: KnowledgeGraph): Uint8Array {
  const shown = new Uint8Array(graph.entityCount);
  const creations = graph.edgeNumbersOfRelation("P170");
  if (creations.subjects.length === 0) return shown;
  const creators = new Set(creations.objects);
  const makes = new Map<number, number>();
  for (const relation of occupationRelations) {
    const { subjects, objects } = graph.edgeNumbersOfRelation(relation);
    for (let at = 0; at < subjects.length; at += 1) {
      const creator = subjects[at] as number;
      if (!creators.has(creator)) continue;
      const label = graph.entityAt(objects[at] as number)?.label ?? "";
      let bits = 0;
      if (creatorOccupations.writer.test(label)) bits |= writerBit;
      if (creatorOccupations.cartoonist.test(label)) bits |= cartoonistBit;
      if (creatorOccupations.painter.test(label)) bits |= painterBit;
      if (creatorOccupations.sculptor.test(label)) bits |= sculptorBit;
      if (bits !== 0) makes.set(creator, (makes.get(creator) ?? 0) | bits);
    }
  }
  // Per subject: the union of its creators' bits, and whether every creator paints.
  const union = new Map<number, number>();
  const allPaint = new Map<number, boolean>();
  for (let at = 0; at < creations.subjects.length; at += 1) {
    const subject = creations.subjects[at] as number;
    const bits = makes.get(creations.objects[at] as number) ?? 0;
    union.set(subject, (union.get(subject) ?? 0) | bits);
    allPaint.set(subject, (allPaint.get(subject) ?? true) && (bits & painterBit) !== 0);
  }
  for (const [subject, bits] of union) {
    const types = graph.entityAt(subject)?.types ?? [];
    if (types.length > 0) {
      let art: 0 | 1 | 2 = 0;
      for (const type of types) {
        const record = Object.hasOwn(entityKindsByClass, type) ? entityKindsByClass[type] : undefined;
        if (record?.artwork === "painting") art = 1;
        else if (record?.artwork === "other" && art === 0) art = 2;
      }
      shown[subject] = art;
    } else if ((bits & cartoonistBit) === 0) {
      const visual = (bits & (painterBit | sculptorBit)) !== 0;
      // A poet who paints (Michelangelo, Shevchenko) made works of art; a writer who does neither
      // may have made a character.
      if (visual || (bits & writerBit) === 0)
        shown[subject] = allPaint.get(subject) === true && (bits & sculptorBit) === 0 ? 1 : 2;
    }
  }
  return shown;
}

/** What a {@link artworksShown} entry says: a painting, another work of art, or not known. */
export function artOf(shown: Uint8Array, entity: number): ArtShown | undefined {
  const value = shown[entity];
  return value === 1 ? "painting" : value === 2 ? "artwork" : undefined;
}
