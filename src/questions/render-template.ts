import {
  commonNounPhrase,
  definiteNounPhrase,
  indefiniteArticle,
  indefiniteNounPhrase,
  isPluralName,
  modelInSentence,
  nameInSentence,
  teamInSentence,
  tidyLabel,
  titleInSentence,
  type NamedEntity,
} from "./noun-phrase.js";
import { voiceLabels } from "./relation-lexicon.js";

/** What fills a template's placeholders. */
export interface TemplateSlots {
  subject: NamedEntity;
  /** Needed by templates with `{object}` or `{object:a}`. */
  object?: NamedEntity;
  /** Needed by templates with `{wh}`: "Who", "Which country", "What". */
  interrogative?: string;
}

const placeholderPattern =
  /\{(subject|object)(:a|:the|:common|:bare|:sector|:title|:play|:model|:water|:team|:cause)?\}|\{(of-)?wh\}/gu;

/**
 * Fills a question template (see {@link RelationLexiconEntry} for the placeholders) in one pass, so
 * braces or dollar signs inside labels are never read as placeholders. Collapses whitespace and
 * capitalises the first letter ("the United States ..." at the start becomes "The United States ...").
 * The auxiliary before a plural subject agrees with it: "Do the Faroe Islands have ...?".
 * Throws a `RangeError` when the template needs a slot that was not given.
 */
export function renderTemplate(template: string, slots: TemplateSlots): string {
  let agreeing =
    template.includes("{subject}") && isPluralName(slots.subject) ? pluralTemplate(template) : template;
  // An object that opens the question agrees too: "Were the Shakers the religion of ...?"
  if (
    (agreeing.startsWith("Was {object}") || agreeing.startsWith("Is {object}")) &&
    slots.object !== undefined &&
    isPluralName(slots.object)
  )
    agreeing = (agreeing.startsWith("Was") ? "Were" : "Are") + agreeing.slice(agreeing.indexOf(" "));
  let text = "";
  for (const part of compiled(agreeing)) {
    text += typeof part === "string" ? part : fill(part, slots, template);
  }
  // Names and templates are tidy already; collapse only what is not.
  if (text.includes("  ") || text.startsWith(" ") || text.endsWith(" "))
    text = text.replace(/\s+/gu, " ").trim();
  return capitalise(text);
}

/** A placeholder of a template: `{role:form}`, `{wh}` or `{of-wh}`. */
interface Placeholder {
  text: string;
  role: "subject" | "object" | "wh" | "of-wh";
  form: string | undefined;
}

// Templates are few and used thousands of times: each is split into text and placeholders once.
const compiledTemplates = new Map<string, readonly (string | Placeholder)[]>();

function compiled(template: string): readonly (string | Placeholder)[] {
  let parts = compiledTemplates.get(template);
  if (parts !== undefined) return parts;
  const built: (string | Placeholder)[] = [];
  let last = 0;
  for (const match of template.matchAll(placeholderPattern)) {
    if (match.index > last) built.push(template.slice(last, match.index));
    const [text, role, form, of] = match;
    built.push(
      role === undefined
        ? { text, role: of === undefined ? "wh" : "of-wh", form: undefined }
        : { text, role: role as "subject" | "object", form },
    );
    last = match.index + text.length;
  }
  if (last < template.length) built.push(template.slice(last));
  parts = built;
  compiledTemplates.set(template, parts);
  return parts;
}

const pluralTemplates = new Map<string, string>();

/** The template with the auxiliaries before `{subject}` in the plural: "Does {subject}" → "Do {subject}". */
function pluralTemplate(template: string): string {
  let plural = pluralTemplates.get(template);
  if (plural === undefined) {
    plural = template.replace(pluralAuxiliaryPattern, (_match, auxiliary: string) => {
      const word = pluralAuxiliaries[auxiliary.toLowerCase()] ?? auxiliary;
      const cased = auxiliary.charAt(0) === auxiliary.charAt(0).toUpperCase() ? capitalise(word) : word;
      return `${cased} {subject}`;
    });
    pluralTemplates.set(template, plural);
  }
  return plural;
}

function fill(placeholder: Placeholder, slots: TemplateSlots, template: string): string {
  const { role, form } = placeholder;
  if (role === "wh" || role === "of-wh") {
    if (slots.interrogative === undefined)
      throw new RangeError(`Template "${template}" needs an interrogative.`);
    if (role === "wh") return slots.interrogative;
    // "Of which country is Paris the capital?", "Of whom is Ann the mother?"
    const lower = slots.interrogative.charAt(0).toLowerCase() + slots.interrogative.slice(1);
    return lower === "who" ? "Of whom" : `Of ${lower}`;
  }
  const entity = role === "subject" ? slots.subject : slots.object;
  if (entity === undefined) throw new RangeError(`Template "${template}" needs ${placeholder.text}.`);
  switch (form) {
    case ":a":
      return indefiniteNounPhrase(entity);
    case ":the":
      return definiteNounPhrase(entity);
    case ":common":
      return commonNounPhrase(entity);
    case ":bare":
      return tidyLabel(entity.label).replace(/^the /iu, "");
    case ":title":
      return titleInSentence(entity);
    case ":play":
      return voiceLabels.includes(tidyLabel(entity.label).toLowerCase())
        ? "sing"
        : `play ${definiteNounPhrase(entity)}`;
    case ":model":
      return modelInSentence(entity);
    case ":team":
      return teamInSentence(entity);
    case ":cause": {
      // "die of a stroke", but "die of pneumonia": the few causes that are counted take "a".
      const label = tidyLabel(entity.label);
      return countedCauses.has(label.toLowerCase())
        ? `${indefiniteArticle(label)} ${label}`
        : nameInSentence(entity);
    }
    case ":water": {
      // Rivers take "the" ("Does the Brenta flow into the Adriatic Sea?"); one-word names without
      // types are rivers here, lakes and bays have "Lake" or "Bay" in their names.
      const label = tidyLabel(entity.label);
      return entity.types.length === 0 && entity.verbatim !== true && /^\p{Lu}[\p{L}'-]+$/u.test(label)
        ? `the ${label}`
        : nameInSentence(entity);
    }
    case ":sector": {
      const label = tidyLabel(entity.label);
      return /^\p{Ll}.* (?:industry|sector|business|trade)$/u.test(label)
        ? `the ${label}`
        : nameInSentence(entity);
    }
    default:
      return nameInSentence(entity);
  }
}

/** Causes of death that are counted: "die of a stroke", "die of a heart attack". */
const countedCauses: ReadonlySet<string> = new Set([
  "stroke",
  "heart attack",
  "brain tumor",
  "brain tumour",
  "drug overdose",
  "aneurysm",
  "aortic aneurysm",
  "cerebral aneurysm",
  "seizure",
  "car crash",
  "traffic collision",
  "plane crash",
  "fall",
]);

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
