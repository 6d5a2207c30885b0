import type { EntityKindSpec } from "./entity-kind.js";

/** The version of {@link relationSemantics}; raise it when an entry's meaning changes. */
export const RELATION_SEMANTICS_VERSION = 1;

/**
 * What a relation means for fair questions and evidence-based verdicts. Wikidata is neither complete
 * nor timeless, so every rule that calls a statement false, or an answer wrong, reads this table and
 * never the number of values an incomplete slice happens to hold.
 */
export interface RelationSemantics {
  /**
   * `single`: a subject has one value at a time (Wikidata's single-value constraint Q19474404 or
   * single-best-value constraint Q52060874, or the property's meaning): another value is false.
   * `multi`: a subject may have several values.
   */
  cardinality: "single" | "multi";
  /**
   * Multi-valued relations only: `closed` when Wikidata, where it lists any value of a subject, in
   * practice lists them all (a work's authors, a film's directors, a compound's parts), so another
   * subject's value may serve as a false statement; `open` (default) when a missing edge says nothing
   * (occupations, memberships, diplomatic relations, twin towns).
   */
  listing?: "closed" | "open";
  /**
   * `changes`: the true value changes over time (heads of government, positions, teams, employers,
   * owners, headquarters, spouses, memberships): a present-tense question needs the current value,
   * from ranks and qualifiers, or a date the user vouches for (`--as-of`). `fixed`: once true,
   * always true (place of birth, author, parent taxon). `rarely`: changes seldom enough that a
   * snapshot's value stands when it is the subject's only one (a city's country, a country's capital
   * or official language); several values of a single-valued `rarely` relation are conflicting and
   * skipped.
   */
  time: "fixed" | "rarely" | "changes";
  /** What the subjects may be; a typed subject of another kind is skipped. Absent: any. */
  subjectKinds?: readonly EntityKindSpec[];
  /** What the objects may be; a typed object of another kind is skipped, and an answer of another kind is wrong. Absent: any. */
  objectKinds?: readonly EntityKindSpec[];
  /**
   * Following this relation from an answer gives a broader answer (located in, country, part of,
   * subclass of, parent taxon, continent): an answer that the gold answer reaches through such
   * relations is `less-specific`, not wrong; a No statement must not name a place that holds or is
   * held by the true one.
   */
  hierarchy?: true;
  /**
   * `skip`: no question is fair (the relation is too vague to ask about); `yes-no-only`: only the Yes
   * statement of a true fact is fair ("Did X work in Paris?"), a WH question or a choice is not
   * ("Where did X work?" has as many fair answers as X had employers).
   */
  vague?: "skip" | "yes-no-only";
  /** One line: why the entry is what it is (the constraint, or the meaning). */
  reason: string;
}

/**
 * The semantics of every item-valued property of the bundled snapshots and of the paper's topics, by
 * Wikidata property id.
 */
export const relationSemantics: Readonly<Record<string, RelationSemantics>> = {
  P6: {
    cardinality: "single",
    time: "changes",
    subjectKinds: ["administrative-place", "organisation"],
    objectKinds: ["person"],
    reason: "Single-best-value constraint; one head of government at a time, who changes.",
  },
  P19: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["place"],
    reason: "Single-value constraint: a person is born in one place.",
  },
  P106: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["concept"],
    reason: "People have many occupations and Wikidata lists some of them.",
  },
  P131: {
    cardinality: "single",
    time: "rarely",
    objectKinds: ["administrative-place"],
    hierarchy: true,
    reason: "Single-best-value constraint; administrative divisions are redrawn now and then.",
  },
};

/** The semantics of a relation, or `undefined` when the table has no entry for it. */
export function relationSemanticsOf(
  relation: string,
  extra: Readonly<Record<string, RelationSemantics>> = {},
): RelationSemantics | undefined {
  return extra[relation] ?? relationSemantics[relation];
}
