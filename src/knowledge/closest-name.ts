/**
 * The candidate nearest to `input` by edit distance (case-insensitive), if it is near enough to be a
 * plausible misspelling: at most `maxDistance` edits, by default a third of the input's length and
 * at least 2. Ties go to the earlier candidate.
 */
export function closestName(
  input: string,
  candidates: Iterable<string>,
  options: { maxDistance?: number } = {},
): string | undefined {
  const needle = input.trim().toLowerCase();
  const maxDistance = options.maxDistance ?? Math.max(2, Math.floor(needle.length / 3));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(needle, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= maxDistance ? best : undefined;
}

/** Levenshtein distance: insertions, deletions and substitutions, each costing 1. */
export function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= right.length; column += 1) {
      const substitution = (previous[column - 1] ?? 0) + (left[row - 1] === right[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[column] ?? 0) + 1, (current[column - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/**
 * " Did you mean "occupation" (P106)?" for the property whose label is closest to `label`
 * ({@link closestName}), or "" when none is close: what an unknown property in a topic gets, from a
 * SPARQL source's property names or a file's relations alike.
 */
export function didYouMeanProperty(
  label: string,
  properties: readonly { readonly id: string; readonly label?: string | undefined }[],
): string {
  const labelled = properties.filter((property) => property.label !== undefined && property.label !== "");
  const suggestion = closestName(
    label,
    labelled.map((property) => property.label as string),
  );
  const suggested = labelled.find((property) => property.label === suggestion);
  return suggested === undefined ? "" : ` Did you mean "${suggested.label as string}" (${suggested.id})?`;
}
