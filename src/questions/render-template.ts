import { hasClass } from "./entity-kind.js";
import { isPluralName, nameInSentence, type NamedEntity } from "./noun-phrase.js";
import { voiceLabels } from "./relation-lexicon.js";
import { isWordingKind, type WordingKind } from "./wording-kind.js";

/** What fills a template's placeholders. */
export interface TemplateSlots {
  subject: NamedEntity;
  /** Needed by templates with `{object}`. */
  object?: NamedEntity;
  /** Needed by templates with `{wh}`: "Who", "Which country", "What". */
  interrogative?: string;
}

const placeholderPattern = /\{(subject|object)(?::([a-z-]+))?\}|\{(of-|in-)?wh\}/gu;

/**
 * Fills a question template (see {@link RelationLexiconEntry} for the placeholders) in one pass, so
 * braces or dollar signs inside labels are never read as placeholders. `{subject:KIND}` and
 * `{object:KIND}` name the entity as the declared {@link WordingKind} reads (`relationTemplatesFor`
 * writes the lexicon's declared kinds into its templates so); `{object:play}` is the one verb
 * phrase: "play the piano", or "sing" for the voice. Collapses whitespace and
 * capitalises the first letter ("the United States ..." at the start becomes "The United States ...").
 * The auxiliary before a plural subject agrees with it: "Do the Faroe Islands have ...?".
 * Throws a `RangeError` when the template needs a slot that was not given, or names an unknown kind.
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
  const parts = compiled(agreeing);
  const fills = parts.map((part) => (typeof part === "string" ? part : fill(part, slots, template)));
  // The first of two names that end with the same place says it once, in the second: "Is Bryan
  // the seat of Williams County, Ohio?", not "Is Bryan, Ohio, the seat of Williams County, Ohio?".
  const shared = sharedQualifier(parts, fills, slots);
  if (shared !== undefined) fills[shared.at] = shared.name;
  for (let at = 0; at < parts.length; at += 1) {
    const part = parts[at] as string | Placeholder;
    if (typeof part === "string") {
      text += part;
      continue;
    }
    const filled = fills[at] as string;
    text += filled;
    // An appositive name closes with a comma when the sentence goes on: "Is Gary, Indiana, in ...?",
    // "Was Albert II, Prince of Monaco, the head of state ...?"; not a list ("Blood, Sweat & Tears").
    // Not a work's title, whose comma is its own ("On which network was Win, Lose or Draw originally
    // broadcast?").
    const next = parts[at + 1];
    if (
      typeof next === "string" &&
      /^ \p{L}/u.test(next) &&
      isAppositive(filled) &&
      !isTitleSlot(part, slots)
    )
      text += ",";
  }
  // Names and templates are tidy already; collapse only what is not.
  if (text.includes("  ") || text.startsWith(" ") || text.endsWith(" "))
    text = text.replace(/\s+/gu, " ").trim();
  // A question that ends with a quoted title ending in its own question mark takes no second one:
  // 'Who wrote "What Is Man?"', not '"What Is Man?"?' (fresh sample 54).
  if (text.endsWith('?"?')) text = text.slice(0, -1);
  return capitalise(text);
}

/**
 * A placeholder of a template: `{role}`, `{role:kind}`, `{object:play}`, `{wh}`, or `{of-wh}` and
 * `{in-wh}` ("Of which country", "In which country").
 */
interface Placeholder {
  text: string;
  role: "subject" | "object" | "wh" | "of-wh" | "in-wh";
  kind: WordingKind | "play" | undefined;
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
    const [text, role, kind, preposition] = match;
    if (kind !== undefined && kind !== "play" && !isWordingKind(kind))
      throw new RangeError(`Template "${template}" names an unknown kind in ${text}.`);
    built.push(
      role === undefined
        ? {
            text,
            role: preposition === undefined ? "wh" : preposition === "of-" ? "of-wh" : "in-wh",
            kind: undefined,
          }
        : { text, role: role as "subject" | "object", kind },
    );
    last = match.index + text.length;
  }
  if (last < template.length) built.push(template.slice(last));
  parts = built;
  compiledTemplates.set(template, parts);
  return parts;
}

const pluralTemplates = new Map<string, string>();

/**
 * The template with the auxiliaries around `{subject}` in the plural: "Does {subject}" → "Do
 * {subject}", "{subject} is known for" → "{subject} are known for".
 */
function pluralTemplate(template: string): string {
  let plural = pluralTemplates.get(template);
  if (plural === undefined) {
    plural = template
      .replace(pluralAuxiliaryPattern, (_match, auxiliary: string) => {
        const word = pluralAuxiliaries[auxiliary.toLowerCase()] ?? auxiliary;
        const cased = auxiliary.charAt(0) === auxiliary.charAt(0).toUpperCase() ? capitalise(word) : word;
        return `${cased} {subject}`;
      })
      .replace(
        verbAfterSubjectPattern,
        (_match, auxiliary: string) => `{subject} ${pluralAuxiliaries[auxiliary] ?? auxiliary}`,
      );
    pluralTemplates.set(template, plural);
  }
  return plural;
}

function fill(placeholder: Placeholder, slots: TemplateSlots, template: string): string {
  const { role, kind } = placeholder;
  if (role === "wh" || role === "of-wh" || role === "in-wh") {
    if (slots.interrogative === undefined)
      throw new RangeError(`Template "${template}" needs an interrogative.`);
    if (role === "wh") return slots.interrogative;
    // "Of which country is Paris the capital?", "Of whom is Ann the mother?"
    const lower = slots.interrogative.charAt(0).toLowerCase() + slots.interrogative.slice(1);
    // "In which country is Hu Shih's place of death?"
    if (role === "in-wh") return `In ${lower}`;
    return lower === "who" ? "Of whom" : `Of ${lower}`;
  }
  const entity = role === "subject" ? slots.subject : slots.object;
  if (entity === undefined) throw new RangeError(`Template "${template}" needs ${placeholder.text}.`);
  // The voice, which Wikidata lists as an instrument, is sung, not played.
  if (kind === "play")
    return voiceLabels.includes(entity.label.trim().toLowerCase())
      ? "sing"
      : `play ${nameInSentence(entity, "instrument")}`;
  return nameInSentence(entity, kind);
}

const pluralAuxiliaryPattern = /\b(Is|is|Was|was|Does|does|Has|has) \{subject\}/gu;
const verbAfterSubjectPattern = /\{subject\} (is|was|does|has)\b/gu;
const pluralAuxiliaries: Readonly<Record<string, string>> = {
  is: "are",
  was: "were",
  does: "do",
  has: "have",
};

/**
 * Where two names of a template end with the same appositive place ("Bryan, Ohio" and "Williams
 * County, Ohio"): the part index of the first, and its name without the place. `undefined` when no
 * two do, or either is a work's title, or the place has a digit ("Act, 1870").
 */
function sharedQualifier(
  parts: readonly (string | Placeholder)[],
  fills: readonly string[],
  slots: TemplateSlots,
): { at: number; name: string } | undefined {
  if (slots.object === undefined) return undefined;
  let first: { at: number; name: string; place: string } | undefined;
  for (let at = 0; at < parts.length; at += 1) {
    const part = parts[at] as string | Placeholder;
    if (
      typeof part === "string" ||
      (part.role !== "subject" && part.role !== "object") ||
      part.kind === "play"
    )
      continue;
    const filled = fills[at] as string;
    if (!isAppositive(filled) || isTitleSlot(part, slots)) return undefined;
    const comma = filled.indexOf(", ");
    const place = filled.slice(comma + 2);
    if (!/^\p{Lu}[^\d]*$/u.test(place)) return undefined;
    if (first === undefined) first = { at, name: filled.slice(0, comma), place };
    else return first.place === place ? { at: first.at, name: first.name } : undefined;
  }
  return undefined;
}

/**
 * A name with one comma that sets off a place or a title: "Gary, Indiana", "Albert II, Prince of
 * Monaco". Not a comma inside a parenthesis, which closes it: "St. James Church (Charlottesville,
 * Virginia)".
 */
function isAppositive(name: string): boolean {
  const comma = name.indexOf(", ");
  return (
    comma > 0 &&
    name.lastIndexOf("(", comma) <= name.lastIndexOf(")", comma) &&
    name.indexOf(",", comma + 1) < 0 &&
    // A list ("Blood, Sweat & Tears", "Win, Lose or Draw") is one name.
    !/ (?:&|and|or|\+) /u.test(name.slice(comma)) &&
    !name.startsWith('"')
  );
}

/**
 * Whether a placeholder names a work by its title, whose comma is the title's own ("Win, Lose or
 * Draw"): no comma closes it.
 */
function isTitleSlot(placeholder: Placeholder, slots: TemplateSlots): boolean {
  if (placeholder.kind === "work" || placeholder.kind === "creation") return true;
  const entity =
    placeholder.role === "subject" ? slots.subject : placeholder.role === "object" ? slots.object : undefined;
  return (
    entity !== undefined &&
    entity.verbatim !== true &&
    (entity.title === true || hasClass(entity, (record) => record.isWork === true || record.kind === "work"))
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
