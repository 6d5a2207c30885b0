/**
 * Objects a relation's wording would call what they are not, by the kind of object, with how to
 * tell one: its Wikidata classes, or its English label where the source leaves it untyped or types
 * it otherwise (Canada's Sports Hall of Fame is typed a "sports hall of fame"; the Poker Hall of Fame
 * a business). A relation words such objects its own way (`RelationLexiconEntry.forObjects`). Data.
 */
export const objectWordings = {
  /** A hall of fame, into which one is inducted: no award one receives. */
  "hall-of-fame": {
    classes: ["Q1046088", "Q42245028"], // hall of fame, sports hall of fame
    label: /\bHall of Fame$/u,
  },
  /** A walk of fame, into which one is inducted too: Canada's Walk of Fame (read as no award, 2026-11-28). */
  "walk-of-fame": {
    classes: [],
    label: /\bWalk of Fame$/u,
  },
} as const satisfies Record<string, { classes: readonly string[]; label: RegExp }>;

/** A kind of object with wording of its own (see {@link objectWordings}). */
export type ObjectWording = keyof typeof objectWordings;

/** The {@link ObjectWording} an entity is of, if any. */
export function objectWordingOf(entity: {
  readonly types: readonly string[];
  readonly label: string;
}): ObjectWording | undefined {
  for (const [kind, { classes, label }] of Object.entries(objectWordings))
    if (
      label.test(entity.label.trim()) ||
      entity.types.some((type) => (classes as readonly string[]).includes(type))
    )
      return kind as ObjectWording;
  return undefined;
}
