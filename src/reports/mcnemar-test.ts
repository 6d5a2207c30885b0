/** The outcome of McNemar's test on paired binary outcomes. */
export interface McNemarResult {
  /** Pairs where the first is correct and the second is not. */
  onlyFirst: number;
  /** Pairs where the second is correct and the first is not. */
  onlySecond: number;
  /** Two-sided p-value of the exact (binomial) McNemar test; 1 when there are no discordant pairs. */
  pValue: number;
}

/**
 * McNemar's exact test: under the null hypothesis that both are equally often right, each discordant
 * pair is a fair coin, so `onlyFirst` follows Binomial(onlyFirst + onlySecond, 1/2). Exact at every
 * sample size (computed in log space, fine for hundreds of thousands of pairs).
 */
export function mcnemarTest(onlyFirst: number, onlySecond: number): McNemarResult {
  const discordant = onlyFirst + onlySecond;
  if (discordant === 0) return { onlyFirst, onlySecond, pValue: 1 };
  const smaller = Math.min(onlyFirst, onlySecond);
  const logHalfPower = discordant * Math.log(0.5);
  let logTerm = logHalfPower; // log C(n, 0) * 0.5^n
  let tail = Math.exp(logTerm);
  for (let index = 1; index <= smaller; index += 1) {
    logTerm += Math.log(discordant - index + 1) - Math.log(index);
    tail += Math.exp(logTerm);
  }
  return { onlyFirst, onlySecond, pValue: Math.min(1, 2 * tail) };
}
