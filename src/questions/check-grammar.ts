import type { Question } from "./question.js";

/** One problem the grammar check found in a question. */
export interface GrammarIssue {
  /** The rule: `retext-spell`, `retext-indefinite-article`, `retext-repeated-words`, `question-form`. */
  source: string;
  /** What is wrong, as the checker says it. */
  message: string;
  /** The words concerned. */
  actual: string;
}

/** A question the grammar check flagged, with why. */
export interface FlaggedQuestion {
  id: string;
  text: string;
  issues: GrammarIssue[];
}

/** The result of {@link checkGrammar}. */
export interface GrammarReport {
  checked: number;
  /** Flagged questions, in suite order. They stay in the suite: a person decides. */
  flagged: FlaggedQuestion[];
}

/**
 * Checks the grammar of questions offline (paper section 3.2.3, filtering) with the unified/retext
 * English parser and plugins: spelling against a Hunspell English dictionary (`dictionary-en`),
 * "a"/"an" before the next word, repeated words, and the shape of a question (a capital letter at
 * the start, one question mark at the end). Words of the entity labels a question mentions are not
 * spell-checked (names are not in any dictionary). Flagged questions are listed, never dropped.
 */
export async function checkGrammar(questions: readonly Question[]): Promise<GrammarReport> {
  // Imported on use: the retext chain and its dictionary cost about 0.1 s to import.
  const [
    { default: dictionaryEn },
    { default: retextEnglish },
    { default: retextIndefiniteArticle },
    { default: retextRepeatedWords },
    { default: retextSpell },
    { unified },
  ] = await Promise.all([
    import("dictionary-en"),
    import("retext-english"),
    import("retext-indefinite-article"),
    import("retext-repeated-words"),
    import("retext-spell"),
    import("unified"),
  ]);
  const processor = unified()
    .use(retextEnglish)
    .use(retextSpell, { dictionary: dictionaryEn, max: 0 })
    .use(retextIndefiniteArticle)
    .use(retextRepeatedWords);
  const flagged: FlaggedQuestion[] = [];
  for (const question of questions) {
    const known = labelWords(question);
    const messages = await new Promise<
      readonly { reason: string; actual?: string | null | undefined; source?: string | null | undefined }[]
    >((resolve, reject) => {
      // Parse and run the checks; there is nothing to compile back to text.
      processor.run(processor.parse(question.text), question.text, (error, _tree, file) => {
        if (error) reject(error);
        else resolve(file?.messages ?? []);
      });
    });
    const issues: GrammarIssue[] = [];
    for (const message of messages) {
      const actual = message.actual ?? "";
      const source = message.source ?? "";
      if (source === "retext-spell" && isKnownWord(actual, known)) continue;
      issues.push({ source, message: message.reason, actual });
    }
    if (!/^\p{Lu}/u.test(question.text) && !/^\P{L}/u.test(question.text))
      issues.push({
        source: "question-form",
        message: "Start with a capital letter",
        actual: question.text.slice(0, 1),
      });
    // A question, or a request to name one of several ("Name a team that took part in ...").
    const request = /^(?:As of [^,]+, )?[Nn]ame /u.test(question.text) && /[^.?]\.$/u.test(question.text);
    // A quoted title keeps its own question mark, and one at the end is the question's
    // ('Who wrote "What Is Man?"').
    const unquoted = question.text.replace(/"[^"]*\?"$/u, "?").replace(/"[^"]*"/gu, '""');
    const doubled = question.text.endsWith('?"?');
    if (!request && (doubled || !unquoted.endsWith("?") || unquoted.indexOf("?") !== unquoted.length - 1))
      issues.push({
        source: "question-form",
        message: "End with one question mark",
        actual: question.text.slice(-1),
      });
    if (issues.length > 0) flagged.push({ id: question.id, text: question.text, issues });
  }
  return { checked: questions.length, flagged };
}

/** The words of every label a question was made from (subject, object, bridge, options). */
function labelWords(question: Question): Set<string> {
  const words = new Set<string>();
  const add = (label: string): void => {
    for (const word of label.split(/[^\p{L}\p{N}'’-]+/u)) if (word !== "") words.add(word.toLowerCase());
  };
  for (const fact of question.facts) {
    add(fact.subjectLabel);
    add(fact.objectLabel);
  }
  for (const option of question.options ?? []) add(option);
  if (question.twoHop !== undefined) add(question.twoHop.bridgeLabel);
  return words;
}

function isKnownWord(actual: string, known: ReadonlySet<string>): boolean {
  const word = actual.toLowerCase().replace(/['’]s?$/u, "");
  return known.has(word) || known.has(actual.toLowerCase());
}
