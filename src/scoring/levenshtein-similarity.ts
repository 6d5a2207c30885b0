/**
 * Normalised Levenshtein similarity: 1 − edit distance / length of the longer string, in [0, 1]
 * ("anna komnene" against "anna comnena": 0.83). Linear memory, O(m·n) time.
 */
export function levenshteinSimilarity(left: string, right: string): number {
  if (left === right) return 1;
  const longer = Math.max(left.length, right.length);
  if (longer === 0) return 1;
  return 1 - levenshteinDistance(left, right) / longer;
}

/**
 * Like {@link levenshteinSimilarity}, but two swapped neighbouring letters count as one edit
 * (optimal string alignment), the commonest typing slip: "Whitteir" against "Whittier" is 0.88.
 */
export function spellingSimilarity(left: string, right: string): number {
  if (left === right) return 1;
  const longer = Math.max(left.length, right.length);
  if (longer === 0) return 1;
  return 1 - optimalStringAlignmentDistance(left, right) / longer;
}

function optimalStringAlignmentDistance(left: string, right: string): number {
  const width = right.length + 1;
  const table = new Uint32Array((left.length + 1) * width);
  for (let row = 0; row <= left.length; row++) table[row * width] = row;
  for (let column = 0; column <= right.length; column++) table[column] = column;
  for (let row = 1; row <= left.length; row++) {
    for (let column = 1; column <= right.length; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let best = Math.min(
        (table[(row - 1) * width + column] ?? 0) + 1,
        (table[row * width + column - 1] ?? 0) + 1,
        (table[(row - 1) * width + column - 1] ?? 0) + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        left[row - 1] === right[column - 2] &&
        left[row - 2] === right[column - 1]
      ) {
        best = Math.min(best, (table[(row - 2) * width + column - 2] ?? 0) + 1);
      }
      table[row * width + column] = best;
    }
  }
  return table[left.length * width + right.length] ?? 0;
}

/** The number of single-character insertions, deletions and substitutions from one string to the other. */
export function levenshteinDistance(left: string, right: string): number {
  if (left.length < right.length) [left, right] = [right, left];
  let previous = new Uint32Array(right.length + 1);
  let current = new Uint32Array(right.length + 1);
  for (let column = 0; column <= right.length; column++) previous[column] = column;
  for (let row = 1; row <= left.length; row++) {
    current[0] = row;
    const character = left.charCodeAt(row - 1);
    for (let column = 1; column <= right.length; column++) {
      const substitution = (previous[column - 1] ?? 0) + (character === right.charCodeAt(column - 1) ? 0 : 1);
      current[column] = Math.min((previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1, substitution);
    }
    [previous, current] = [current, previous];
  }
  return previous[right.length] ?? 0;
}
