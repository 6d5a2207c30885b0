/**
 * What a relation declares its subject or object to be, where that changes how the name reads in
 * the relation's questions (see `RelationLexiconEntry.subject` and `.object`). The entity's own
 * types still come first through the name rules; a declared kind decides where they say nothing (a
 * team, a river or a product without types in the snapshot) or where the sentence needs a form of
 * its own (a common noun that classifies takes "a": "Was X a lawyer?"). Each kind's rules are in
 * `name-rules.ts`, with examples that are tests.
 */
export const wordingKinds = {
  work: "a work (book, film, song, painting): its name is a title",
  class: "a class the subject belongs to (occupation, taxon rank, legal form): a common noun takes a/an",
  instrument: "a musical instrument: always the",
  "religious-order": "a religious order: always the",
  species: "a species: a common name takes the",
  position: "a position held, named after 'the position of'",
  "ethnic-group": "an ethnic group, named after 'the ethnic group'",
  "record-label": "a record label, named before 'label' ('on the Parlophone label')",
  team: "a sports team: an untyped plural name takes the",
  "body-of-water": "a river, lake or sea: an untyped one-word name takes the",
  "product-model": "a product model: an untyped name with a number takes the",
  cause: "a cause of death: counted ones take a",
  sector: "an industry: 'the ... industry'",
} as const;

/** A kind a relation declares for its subject or object (see {@link wordingKinds}). */
export type WordingKind = keyof typeof wordingKinds;

/** Whether a string names a {@link WordingKind}. */
export function isWordingKind(name: string): name is WordingKind {
  return Object.hasOwn(wordingKinds, name);
}
