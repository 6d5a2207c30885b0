/**
 * The Wilson score interval for a proportion `successes / total` at 95% confidence (z = 1.96 by
 * default). Returns [0, 1] when total is 0. Better than the normal approximation for small n and
 * for proportions near 0 or 1.
 */
export function wilsonInterval(successes: number, total: number, z = 1.959964): [number, number] {
  if (total <= 0) return [0, 1];
  const proportion = successes / total;
  const zSquared = z * z;
  const denominator = 1 + zSquared / total;
  const centre = (proportion + zSquared / (2 * total)) / denominator;
  const halfWidth =
    (z * Math.sqrt((proportion * (1 - proportion)) / total + zSquared / (4 * total * total))) / denominator;
  return [Math.max(0, centre - halfWidth), Math.min(1, centre + halfWidth)];
}
