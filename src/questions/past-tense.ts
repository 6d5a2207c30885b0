/**
 * A present-tense question template in the past tense: its first auxiliary ("Is {subject} a member
 * of {object}?" → "Was ...", "Does" → "Did", "has" → "had") or, when it has none, the verb after
 * the interrogative ("{wh} owns {subject}?" → "{wh} owned {subject}?"). A template in the past
 * tense already is returned unchanged. Used where the tense comes from data (see
 * `relationTemplatesFor`): dated questions, people's careers, former entities.
 */
export function pastTense(template: string): string {
  const words = template.split(" ");
  if (words.some((word) => pastAuxiliaryWords.has(word))) return template;
  const auxiliary = words.findIndex((word) => Object.hasOwn(pastAuxiliaries, word));
  if (auxiliary >= 0) {
    words[auxiliary] = pastAuxiliaries[words[auxiliary] as string] as string;
    return words.join(" ");
  }
  // The verb right after the interrogative: "{wh} owns", "Who uses", "Which of the following owns".
  const verb = template.startsWith("Which of the following ") ? 4 : 1;
  if (!/^[a-z]+s$/u.test(words[verb] ?? "")) return template;
  words[verb] = pastOfRegularVerb(words[verb] as string);
  return words.join(" ");
}

/** Whether a Yes-No template asks in the past tense: "Was ...", "Were ...", "Did ...", "Had ...". */
export function isPastTense(template: string): boolean {
  return /^(?:Was|Were|Did|Had) /u.test(template);
}

const pastAuxiliaryWords: ReadonlySet<string> = new Set("Was was Were were Did did Had had".split(" "));

const pastAuxiliaries: Readonly<Record<string, string>> = {
  Is: "Was",
  is: "was",
  Are: "Were",
  are: "were",
  Does: "Did",
  does: "did",
  Do: "Did",
  do: "did",
  Has: "Had",
  has: "had",
};

/** "owns" → "owned", "includes" → "included", "crosses" → "crossed". */
function pastOfRegularVerb(verb: string): string {
  const base = /(?:ss|sh|ch|x|z)es$/u.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1);
  return base.endsWith("e") ? `${base}d` : `${base}ed`;
}

/** A template asking about one year: in the past tense, "in {year}" before its question mark. */
export function datedTemplate(template: string): string {
  return pastTense(template).replace(/\?$/u, " in {year}?");
}
