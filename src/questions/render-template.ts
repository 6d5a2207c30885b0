import { definiteNounPhrase, indefiniteNounPhrase, nameInSentence, type NamedEntity } from "./noun-phrase.js";

/** What fills a template's placeholders. */
export interface TemplateSlots {
  subject: NamedEntity;
  /** Needed by templates with `{object}` or `{object:a}`. */
  object?: NamedEntity;
  /** Needed by templates with `{wh}`: "Who", "Which country", "What". */
  interrogative?: string;
}

const placeholderPattern = /\{(subject|object)(:a|:the)?\}|\{(of-)?wh\}/gu;

/**
 * Fills a question template (see {@link RelationLexiconEntry} for the placeholders) in one pass, so
 * braces or dollar signs inside labels are never read as placeholders. Collapses whitespace and
 * capitalises the first letter ("the United States ..." at the start becomes "The United States ...").
 * Throws a `RangeError` when the template needs a slot that was not given.
 */
export function renderTemplate(template: string, slots: TemplateSlots): string {
  const text = template.replace(
    placeholderPattern,
    (placeholder: string, role?: string, article?: string, of?: string) => {
      if (role === undefined) {
        if (slots.interrogative === undefined)
          throw new RangeError(`Template "${template}" needs an interrogative.`);
        if (of === undefined) return slots.interrogative;
        // "Of which country is Paris the capital?", "Of whom is Ann the mother?"
        const lower = slots.interrogative.charAt(0).toLowerCase() + slots.interrogative.slice(1);
        return lower === "who" ? "Of whom" : `Of ${lower}`;
      }
      const entity = role === "subject" ? slots.subject : slots.object;
      if (entity === undefined) throw new RangeError(`Template "${template}" needs ${placeholder}.`);
      if (article === ":a") return indefiniteNounPhrase(entity);
      if (article === ":the") return definiteNounPhrase(entity);
      return nameInSentence(entity);
    },
  );
  const tidy = text.replace(/\s+/gu, " ").trim();
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}
