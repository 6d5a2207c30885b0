/**
 * Offices a body or several people hold together by law, so that "the head of state" or "the head
 * of government" of the country names no one person. `heldJointly` finds such offices in the
 * record (two live holders and terms that overlapped); these are the ones whose record does not
 * show it, because the source files one member at a time (Switzerland's President of the
 * Confederation, a member of the Federal Council for a year), and the best-known ones, so that a
 * thinner source does not ask them either. Neither the present holder nor a year's is asked about
 * (`jointlyHeld`). Data, one line of reason each; extend freely.
 */
export interface CollectiveOffice {
  /** The country's Wikidata id. */
  readonly country: string;
  /** The relations that name the office: head of state (P35), head of government (P6). */
  readonly relations: readonly string[];
  readonly reason: string;
}

export const collectiveOffices: readonly CollectiveOffice[] = [
  {
    country: "Q39",
    relations: ["P35", "P6"],
    reason: "Switzerland: the seven-member Federal Council is head of state and government together",
  },
  {
    country: "Q228",
    relations: ["P35"],
    reason: "Andorra: two co-princes, the Bishop of Urgell and France's president",
  },
  {
    country: "Q238",
    relations: ["P35"],
    reason: "San Marino: two captains regent, elected every six months",
  },
  { country: "Q225", relations: ["P35"], reason: "Bosnia and Herzegovina: a three-member presidency" },
];

const offices = new Set(
  collectiveOffices.flatMap((office) => office.relations.map((relation) => `${office.country} ${relation}`)),
);

/** Whether (country, relation) names an office held collectively (see {@link collectiveOffices}). */
export function isCollectiveOffice(country: string, relation: string): boolean {
  return offices.has(`${country} ${relation}`);
}
