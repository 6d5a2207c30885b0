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
  equivalents(name: string): string[];
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

  return {
    equivalents(name) {
      if (memberPattern === undefined) return [];
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
    },
    leadingRank(name) {
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
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}
