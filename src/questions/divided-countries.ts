/**
 * Countries that were divided into two states for a span of years, whose Wikidata item files one
 * state's offices under the whole: in those years "the head of state of Germany" names two people
 * (the Federal Republic's and the German Democratic Republic's), and a question dated then has a
 * second right answer the source does not list. Dated questions are not asked for these years
 * (`collectDatedCandidates`). Data, one line of reason each; extend freely.
 */
export interface DividedCountry {
  /** The Wikidata id of the country as the source names it today. */
  readonly id: string;
  /** The first and last year of the division (both divided). */
  readonly from: number;
  readonly to: number;
  readonly reason: string;
}

export const dividedCountries: readonly DividedCountry[] = [
  {
    id: "Q183",
    from: 1949,
    to: 1990,
    reason:
      "Germany: the Federal Republic (West) and the German Democratic Republic (East), until October 1990",
  },
  {
    id: "Q881",
    from: 1954,
    to: 1976,
    reason: "Vietnam: North and South Vietnam, from the Geneva Accords to reunification in July 1976",
  },
  {
    id: "Q805",
    from: 1967,
    to: 1990,
    reason: "Yemen: North Yemen and South Yemen, until unification in May 1990",
  },
];

const byId = new Map(dividedCountries.map((country) => [country.id, country]));

/** Whether the country with this Wikidata id was divided in `year` (see {@link dividedCountries}). */
export function isDividedIn(countryId: string, year: number): boolean {
  const divided = byId.get(countryId);
  return divided !== undefined && year >= divided.from && year <= divided.to;
}
