import { isCommonWord } from "../questions/common-words.js";
import { rankTitles, titleEquivalentGroups, type TitleEquivalentGroup } from "./title-equivalents.js";

/** The title tables {@link createTitleNames} reads. */
export interface TitleTables {
  /** Default {@link titleEquivalentGroups}. */
  groups?: readonly TitleEquivalentGroup[];
  /** Default {@link rankTitles}. */
  ranks?: readonly string[];
}

/** A name's leading rank: its canonical title ("tsar" → "emperor") and the name after it. */
export interface LeadingRank {
  rank: string;
  rest: string;
}

/** Title equivalents and rank stripping, compiled once per scoring run. */
export interface TitleNames {
  /**
   * The name with each equivalent title in place of one it contains (whole words, any case):
   * "Emperor of Russia" → "tsar of Russia", "czar of Russia", ...; "St. Petersburg" → "saint
   * Petersburg", "sankt Petersburg". Empty when it contains none. At most 24.
   */
  equivalents(name: string): readonly string[];
  /**
   * The rank a name starts with, when it is a rank before a name ("King Charles III" → king,
   * "Charles III"): not alone ("King"), not a title itself ("King of France"), and only when what
   * follows has a word that is no common English word ("Lady Bird": "Bird" is common).
   */
  leadingRank(name: string): LeadingRank | undefined;
}

const maxVariants = 24;
const letterOrDigit = /[\p{L}\p{N}]/u;

/** Compiles the title tables (see `title-equivalents.ts`). */
export function createTitleNames(tables: TitleTables = {}): TitleNames {
  const groups = tables.groups ?? titleEquivalentGroups;
  const ranks = tables.ranks ?? rankTitles;
  // Each member's alternatives: the other members of every group it is in.
  const alternatives = new Map<string, Set<string>>();
  const canonical = new Map<string, string>();
  for (const group of groups) {
    for (const member of group.names) {
      const others = alternatives.get(member) ?? new Set<string>();
      for (const other of group.names) if (other !== member) others.add(other);
      alternatives.set(member, others);
      if (!canonical.has(member)) canonical.set(member, group.names[0] ?? member);
    }
  }
  // Longest first, so "grand prince" is found before "prince".
  const members = [...alternatives.keys()].sort((left, right) => right.length - left.length);
  const memberPattern =
    members.length === 0
      ? undefined
      : new RegExp(`(?<![\\p{L}\\p{N}])(?:${members.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "giu");
  const rankList = [...ranks].sort((left, right) => right.split(" ").length - left.split(" ").length);
  // Most names hold no title: one test of an ASCII pattern (no Unicode flag, no lookbehind) spares
  // them the exact patterns. It may find more than they do, never less.
  const mayHoldMember =
    members.length === 0 ? undefined : new RegExp(`\\b(?:${members.map(escapeRegExp).join("|")})\\b`, "i");
  const mayStartWithRank =
    rankList.length === 0
      ? undefined
      : new RegExp(`^\\s*(?:the\\s+)?(?:${rankList.map(escapeRegExp).join("|")})\\b`, "i");

  // Names recur across questions (the same country, the same occupation): each is looked at once.
  const known = new Map<string, { equivalents: string[]; rank: LeadingRank | undefined }>();
  const lookUp = (name: string): { equivalents: string[]; rank: LeadingRank | undefined } => {
    let entry = known.get(name);
    if (entry === undefined) {
      if (known.size >= 50_000) known.clear();
      entry = { equivalents: equivalentsOf(name), rank: leadingRankOf(name) };
      known.set(name, entry);
    }
    return entry;
  };
  function equivalentsOf(name: string): string[] {
    if (memberPattern === undefined || mayHoldMember?.test(name) !== true) return [];
    const variants = new Set<string>();
    for (const match of name.matchAll(memberPattern)) {
      const found = match[0].toLowerCase();
      for (const other of alternatives.get(found) ?? []) {
        const at = match.index;
        variants.add(`${name.slice(0, at)}${other}${name.slice(at + match[0].length)}`);
        if (variants.size >= maxVariants) return [...variants];
      }
    }
    return [...variants];
  }
  function leadingRankOf(name: string): LeadingRank | undefined {
    if (mayStartWithRank?.test(name) !== true) return undefined;
    const words = name
      .trim()
      .split(/\s+/)
      .filter((word) => letterOrDigit.test(word));
    if (words[0]?.toLowerCase() === "the") words.shift();
    const lower = words.map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ""));
    for (const rank of rankList) {
      const rankWords = rank.split(" ");
      if (!rankWords.every((word, index) => lower[index] === word)) continue;
      const rest = words.slice(rankWords.length);
      const restLower = lower.slice(rankWords.length);
      if (rest.length === 0 || restLower[0] === "of") return undefined;
      // Roman numerals and numbers say nothing of whether the name is a proper one.
      const proper = restLower.some(
        (word) => word !== "" && !/^(?:[ivxlcdm]+|\d+)$/.test(word) && !isCommonWord(word),
      );
      if (!proper) return undefined;
      return { rank: canonical.get(rank) ?? rank, rest: rest.join(" ") };
    }
    return undefined;
  }
  const none: readonly string[] = [];
  return {
    // The quick tests first: a name without a title costs one pattern test and nothing in memory.
    equivalents: (name) => (mayHoldMember?.test(name) === true ? lookUp(name).equivalents : none),
    leadingRank: (name) => (mayStartWithRank?.test(name) === true ? lookUp(name).rank : undefined),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}
