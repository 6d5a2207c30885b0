/**
 * What a relation declares its subject or object to be, where that changes how the name reads in
 * the relation's questions (see `RelationLexiconEntry.subject` and `.object`). The entity's own
 * types still come first through the name rules; a declared kind decides where they say nothing (a
 * team, a river or a product without types in the snapshot) or where the sentence needs a form of
 * its own (a common noun that classifies takes "a": "Was X a lawyer?"). Each kind's rules are in
 * `name-rules.ts`, with examples that are tests.
 */
export const wordingKinds = {
  work: "a book, film, song or painting: its name is a title, quoted when its kind is unknown ('Who wrote \"Department of Youth\"?')",
  creation:
    "a made thing of any sort (a painting, a fictional character, a vehicle): its name is a title, never quoted, since it may be a character's ('Who created Ron Weasley?')",
  class: "what the subject is (occupation, taxon rank, legal form): a common noun takes a/an ('a lawyer')",
  instrument: "a musical instrument: always 'the' ('play the piano')",
  "religious-order": "a religious order: always 'the' ('the Benedictines')",
  species: "a species: a common name takes 'the' ('the ivory gull', but 'Pudu puda')",
  position: "a position, after 'the position of': never 'the' ('Member of Parliament')",
  "ethnic-group": "an ethnic group, after 'the ethnic group': never 'the'",
  "record-label": "a record label, before 'label': never 'the' ('on the Parlophone label')",
  team: "a sports team: an untyped plural name takes 'the' ('the Washington Wizards')",
  "body-of-water": "a river, lake or sea: an untyped one-word name takes 'the' ('the Brenta')",
  "product-model": "a product model: an untyped name with a number takes 'the' ('the Nokia 6011i')",
  cause: "a cause of death: a counted one takes 'a' ('a stroke', but 'pneumonia')",
  sector: "an industry: '... industry' takes 'the' ('the music industry', but 'journalism')",
} as const;

/** A kind a relation declares for its subject or object (see {@link wordingKinds}). */
export type WordingKind = keyof typeof wordingKinds;

/** Whether a string names a {@link WordingKind}. */
export function isWordingKind(name: string): name is WordingKind {
  return Object.hasOwn(wordingKinds, name);
}
