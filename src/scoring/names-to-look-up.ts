import { isCommonWord } from "../questions/common-words.js";
import { expandKinds } from "../questions/entity-kind.js";
import type { EntityLinker } from "./entity-linker.js";

/** The kinds of places (settlements, regions, countries, …): what a hierarchy of places can place. */
const placeKinds = expandKinds(["place"]);

/** The most names one answer asks the source about. */
const mostNames = 6;

/** A run of capitalised words, with the small words that join the parts of a place's name. */
const capitalisedRun =
  /\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+(?:(?:of|de|del|della|da|di|do|du|la|le|les|upon|on|am|an|im|der|den|van|von|y|sur|en)[ \t]+)?\p{Lu}[\p{L}\p{M}'’.-]*)*/gu;

/**
 * The names in a WH answer that the linker does not know, to look up in the knowledge source
 * (`lookUpEntities`): the answer itself when it reads as a short name ("Wernigerode"), the parts
 * between its commas ("Wernigerode, Saxony-Anhalt"), and the runs of capitalised words of a
 * sentence ("He was born in Wernigerode in 1930."), less single common words ("He", "The"). Each
 * name as written, and in title case when written in lower case. Empty when the linker links the
 * answer as a whole; at most six names.
 */
export function namesToLookUp(answer: string, linker?: EntityLinker): string[] {
  const text = answer
    .trim()
    .replace(/^["'“‘(]+|["'”’).!?;:]+$/gu, "")
    .trim();
  if (text === "" || (linker !== undefined && linker.link(text).length > 0)) return [];
  const candidates: string[] = [];
  const words = text.split(/\s+/u);
  if (words.length <= 5) {
    candidates.push(text);
    for (const part of text.split(",")) candidates.push(part.trim());
  }
  for (const match of text.matchAll(capitalisedRun)) {
    const run = match[0].replace(/[.'’-]+$/u, "");
    if (!run.includes(" ") && isCommonWord(run)) continue;
    candidates.push(run);
  }
  const names: string[] = [];
  for (const candidate of candidates) {
    if (candidate.length < 2 || !/\p{L}/u.test(candidate)) continue;
    const forms = candidate === candidate.toLowerCase() ? [candidate, titleCase(candidate)] : [candidate];
    for (const form of forms) {
      if (names.includes(form)) continue;
      if (linker !== undefined && linker.link(form).length > 0) continue;
      names.push(form);
    }
  }
  return names.slice(0, mostNames);
}

function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/**
 * The entities a WH answer links to that the linker knows but cannot place (the graph holds the
 * District of Columbia, not what it lies in), to fetch what places them: places, or entities of no
 * known kind. Only with a linker that tells kinds and placing.
 */
export function idsToPlace(answer: string, linker: EntityLinker | undefined): string[] {
  if (linker?.isPlaced === undefined || linker.kindOf === undefined) return [];
  const linked = [...linker.link(answer), ...(linker.mentions?.(answer) ?? [])];
  const ids: string[] = [];
  for (const entity of linked) {
    const kind = linker.kindOf(entity.id);
    if (kind !== undefined && !placeKinds.has(kind)) continue;
    if (!linker.isPlaced(entity.id) && !ids.includes(entity.id)) ids.push(entity.id);
  }
  return ids.slice(0, mostNames);
}
