import {
  commonNounPhrase,
  definiteNounPhrase,
  indefiniteNounPhrase,
  isPluralName,
  nameInSentence,
  tidyLabel,
  type NamedEntity,
} from "./noun-phrase.js";

/** What fills a template's placeholders. */
export interface TemplateSlots {
  subject: NamedEntity;
  /** Needed by templates with `{object}` or `{object:a}`. */
  object?: NamedEntity;
  /** Needed by templates with `{wh}`: "Who", "Which country", "What". */
  interrogative?: string;
}

const placeholderPattern = /\{(subject|object)(:a|:the|:common|:bare|:sector|:title|:play)?\}|\{(of-)?wh\}/gu;

/**
 * Fills a question template (see {@link RelationLexiconEntry} for the placeholders) in one pass, so
 * braces or dollar signs inside labels are never read as placeholders. Collapses whitespace and
 * capitalises the first letter ("the United States ..." at the start becomes "The United States ...").
 * The auxiliary before a plural subject agrees with it: "Do the Faroe Islands have ...?".
 * Throws a `RangeError` when the template needs a slot that was not given.
 */
export function renderTemplate(template: string, slots: TemplateSlots): string {
  const agreeing =
    template.includes("{subject}") && isPluralName(slots.subject)
      ? template.replace(pluralAuxiliaryPattern, (_match, auxiliary: string) => {
          const plural = pluralAuxiliaries[auxiliary.toLowerCase()] ?? auxiliary;
          const cased =
            auxiliary.charAt(0) === auxiliary.charAt(0).toUpperCase() ? capitalise(plural) : plural;
          return `${cased} {subject}`;
        })
      : template;
  const text = agreeing.replace(
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
      if (article === ":common") return commonNounPhrase(entity);
      if (article === ":bare") return tidyLabel(entity.label).replace(/^the /iu, "");
      if (article === ":title") return nameInSentence({ ...entity, title: true });
      if (article === ":play")
        return /^(?:voice|vocals|human voice|singing)$/iu.test(tidyLabel(entity.label))
          ? "sing"
          : `play ${definiteNounPhrase(entity)}`;
      if (article === ":sector") {
        const label = tidyLabel(entity.label);
        return /^\p{Ll}.* (?:industry|sector|business|trade)$/u.test(label)
          ? `the ${label}`
          : nameInSentence(entity);
      }
      return nameInSentence(entity);
    },
  );
  return capitalise(text.replace(/\s+/gu, " ").trim());
}

const pluralAuxiliaryPattern = /\b(Is|is|Was|was|Does|does|Has|has) \{subject\}/gu;
const pluralAuxiliaries: Readonly<Record<string, string>> = {
  is: "are",
  was: "were",
  does: "do",
  has: "have",
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
