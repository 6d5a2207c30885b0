import {
  activeVerbHeads,
  irregularParticiples,
  notParticiples,
  pastEventParticiples,
  placeParticiples,
  prepositions,
} from "./relation-form-words.js";
import type { PartOfSpeechTagger } from "./part-of-speech-tagger.js";

/**
 * The grammatical form of a relation label, which decides the shape of its questions (paper section
 * 3.2.1: NN gives "Is OBJECT the relation of SUBJECT?", VBN gives "AUX SUBJECT relation OBJECT?",
 * VB/VBZ gives "AUX SUBJECT relation OBJECT?").
 */
export type RelationForm = NounRelationForm | PassiveRelationForm | ActiveRelationForm;

/** A noun relation: "capital", "native language"; or a noun linking subject to object: "part of". */
export interface NounRelationForm {
  kind: "noun";
  /** The noun phrase without a trailing preposition: "capital", "country of citizenship", "part". */
  noun: string;
  /**
   * A trailing preposition ("capital of", "member of"): then the subject is the noun of the object,
   * not the other way round.
   */
  preposition: string | undefined;
}

/** A passive relation: "educated at", "named after", "located in the administrative territorial entity". */
export interface PassiveRelationForm {
  kind: "passive";
  /** The whole label: "educated at". */
  phrase: string;
  /** The participle: "educated". */
  participle: string;
  /** "was" for finished events ("born", "educated"), otherwise "is" ("located", "owned"). */
  auxiliary: "is" | "was";
  /** Whether a WH question may ask "Where" and drop the final "in"/"at" ("Where was X educated?"). */
  asksWhere: boolean;
}

/** An active relation: "shares border with", "follows". */
export interface ActiveRelationForm {
  kind: "active";
  /** The label with its verb in the base form, for "Does X ...?": "share border with". */
  basePhrase: string;
}

/**
 * Decides the form of a relation from its label: first with word lists (precise for the words they
 * know), then, when those see a noun and a `tagger` is given, with the part-of-speech tagger.
 * The word lists:
 * a participle (`-ed` or an irregular one such as "born", "written", "known") followed by a
 * preposition, as the first word or just before the final preposition, makes a passive relation; a
 * third-person verb from a small list ("shares", "follows") as the first word makes an active one;
 * anything else is a noun. Case is ignored; the label is trimmed and its spaces collapsed.
 */
export function relationFormOf(label: string, tagger?: PartOfSpeechTagger): RelationForm {
  const byRules = relationFormByRules(label);
  if (tagger === undefined || byRules.kind !== "noun") return byRules;
  return relationFormByTagger(label, tagger) ?? byRules;
}

/**
 * The tagger's reading of a label the word lists took for a noun (paper section 3.2.1: VB/VBZ is
 * active, VBN before a preposition is passive): a third-person verb first ("influences", "has
 * part") makes an active relation with the verb's lemma; a verb or adjective ending like a
 * participle ("-ed", "-en", "-wn") just before a preposition, first or next to last, makes a
 * passive one. `undefined` when the tagger also sees a noun.
 */
function relationFormByTagger(label: string, tagger: PartOfSpeechTagger): RelationForm | undefined {
  const phrase = label.trim().replace(/\s+/gu, " ");
  const tagged = tagger.tag(phrase);
  const words = phrase.split(" ");
  if (tagged.length !== words.length) return undefined;
  const first = tagged[0];
  if (
    first !== undefined &&
    (first.pos === "VERB" || first.pos === "AUX") &&
    /s$/u.test(first.word.toLowerCase()) &&
    first.lemma.toLowerCase() !== first.word.toLowerCase()
  ) {
    return { kind: "active", basePhrase: [first.lemma.toLowerCase(), ...words.slice(1)].join(" ") };
  }
  for (const index of [0, tagged.length - 2]) {
    const word = tagged[index];
    const next = tagged[index + 1];
    if (
      word !== undefined &&
      next?.pos === "ADP" &&
      (word.pos === "VERB" || word.pos === "ADJ") &&
      /(?:ed|en|wn)$/u.test(word.word.toLowerCase())
    ) {
      const last = next.word.toLowerCase();
      return {
        kind: "passive",
        phrase,
        participle: word.word.toLowerCase(),
        auxiliary: pastEventParticiples.has(word.word.toLowerCase()) ? "was" : "is",
        asksWhere:
          placeParticiples.has(word.word.toLowerCase()) &&
          (last === "in" || last === "at") &&
          index === tagged.length - 2,
      };
    }
  }
  return undefined;
}

function relationFormByRules(label: string): RelationForm {
  const phrase = label.trim().replace(/\s+/gu, " ");
  const words = phrase.toLowerCase().split(" ");
  const first = words[0] ?? "";
  const last = words.at(-1) ?? "";

  const participleIndex = findParticiple(words);
  if (participleIndex !== undefined) {
    const participle = words[participleIndex] as string;
    return {
      kind: "passive",
      phrase,
      participle,
      auxiliary: pastEventParticiples.has(participle) ? "was" : "is",
      asksWhere:
        placeParticiples.has(participle) &&
        (last === "in" || last === "at") &&
        participleIndex === words.length - 2,
    };
  }

  const base = activeVerbHeads[first];
  if (base !== undefined && words.length > 0) {
    return { kind: "active", basePhrase: [base, ...phrase.split(" ").slice(1)].join(" ") };
  }

  if (words.length > 1 && prepositions.has(last)) {
    return { kind: "noun", noun: phrase.split(" ").slice(0, -1).join(" "), preposition: last };
  }
  return { kind: "noun", noun: phrase, preposition: undefined };
}

/** The position of the participle of a passive label, if it has one. */
function findParticiple(words: readonly string[]): number | undefined {
  const candidates = [0, words.length - 2];
  for (const index of candidates) {
    const word = words[index];
    const next = words[index + 1];
    if (word !== undefined && next !== undefined && isParticiple(word) && prepositions.has(next))
      return index;
  }
  return undefined;
}

function isParticiple(word: string): boolean {
  if (irregularParticiples.has(word)) return true;
  return word.length > 4 && word.endsWith("ed") && !notParticiples.has(word);
}
