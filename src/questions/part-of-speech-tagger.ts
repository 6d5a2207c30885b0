import { createRequire } from "node:module";

/** One word of a tagged phrase: the word, its universal part of speech (`NOUN`, `VERB`, `ADP`, ...) and lemma. */
export interface TaggedWord {
  word: string;
  /** Universal dependencies tag: `NOUN`, `PROPN`, `VERB`, `AUX`, `ADJ`, `ADP`, `DET`, `CCONJ`, `PUNCT`, ... */
  pos: string;
  /** The dictionary form: "shares" gives "share". */
  lemma: string;
}

/** Tags the words of a short English phrase (a relation label) with their parts of speech. */
export interface PartOfSpeechTagger {
  tag(phrase: string): TaggedWord[];
}

/**
 * The English tagger of `wink-nlp` with its small offline model (`wink-eng-lite-web-model`, about
 * 3 MB, loaded in about 0.1 s). Loaded synchronously when called, so create it only when a relation
 * lacks a lexicon entry.
 */
export function createWinkTagger(): PartOfSpeechTagger {
  const require = createRequire(import.meta.url);
  const winkNlp = require("wink-nlp") as WinkNlpFactory;
  const model = require("wink-eng-lite-web-model") as unknown;
  const nlp = winkNlp(model, ["sbd", "pos"]);
  return {
    tag(phrase) {
      const document = nlp.readDoc(phrase);
      const tokens = document.tokens();
      const words = tokens.out();
      const tags = tokens.out(nlp.its.pos);
      const lemmas = tokens.out(nlp.its.lemma);
      return words.map((word, index) => ({
        word,
        pos: tags[index] ?? "X",
        lemma: lemmas[index] ?? word,
      }));
    },
  };
}

/** The part of wink-nlp's API used here (its own types need `esModuleInterop` tricks under NodeNext). */
type WinkNlpFactory = (
  model: unknown,
  pipe: string[],
) => {
  readDoc(text: string): { tokens(): { out(accessor?: unknown): string[] } };
  its: { pos: unknown; lemma: unknown };
};
