/**
 * Hand-written question templates for one relation, used instead of the generic ones built from
 * its form. Placeholders: `{subject}` and `{object}` (names, with "the" where a name takes it),
 * `{subject:a}` and `{object:a}` (common nouns with "a"/"an": "a lawyer"), and `{wh}` (the
 * interrogative chosen from the answer's types: "Who", "Which country", "What").
 */
export interface RelationLexiconEntry {
  /** Yes-no question stating the fact: "Was {subject} born in {object}?". */
  yesNo: string;
  /** WH question asking for the object, used when the answer is unique: "Where was {subject} born?". */
  wh: string;
  /**
   * Multiple-choice stem when the subject has several objects for the relation ("Which of the
   * following ..."); without it multiple choice uses `wh`.
   */
  choice?: string;
}

/**
 * Templates for the most frequent relations of the demo topics (people, countries, cities, works),
 * keyed by Wikidata property id. Tense: "was" for finished events and for attributes of people that
 * stay true in the past ("Was X a citizen of Y?" is right for the living and the dead alike),
 * "is" for geography.
 */
export const relationLexicon: Readonly<Record<string, RelationLexiconEntry>> = {
  P6: {
    yesNo: "Is {object} the head of government of {subject}?",
    wh: "Who is the head of government of {subject}?",
  },
  P17: { yesNo: "Is {subject} in {object}?", wh: "Which country is {subject} in?" },
  P19: { yesNo: "Was {subject} born in {object}?", wh: "Where was {subject} born?" },
  P20: { yesNo: "Did {subject} die in {object}?", wh: "Where did {subject} die?" },
  P22: { yesNo: "Is {object} the father of {subject}?", wh: "Who is the father of {subject}?" },
  P25: { yesNo: "Is {object} the mother of {subject}?", wh: "Who is the mother of {subject}?" },
  P26: {
    yesNo: "Was {subject} married to {object}?",
    wh: "Who is the spouse of {subject}?",
    choice: "Who was {subject} married to?",
  },
  P27: {
    yesNo: "Was {subject} a citizen of {object}?",
    wh: "Which country was {subject} a citizen of?",
  },
  P30: { yesNo: "Is {subject} located in {object}?", wh: "On which continent is {subject} located?" },
  P35: { yesNo: "Is {object} the head of state of {subject}?", wh: "Who is the head of state of {subject}?" },
  P36: { yesNo: "Is {object} the capital of {subject}?", wh: "What is the capital of {subject}?" },
  P37: {
    yesNo: "Is {object} an official language of {subject}?",
    wh: "What is the official language of {subject}?",
    choice: "Which of the following is an official language of {subject}?",
  },
  P38: { yesNo: "Is {object} the currency of {subject}?", wh: "What is the currency of {subject}?" },
  P39: {
    yesNo: "Was {subject} {object:a}?",
    wh: "What position did {subject} hold?",
    choice: "Which of the following positions did {subject} hold?",
  },
  P40: {
    yesNo: "Is {object} a child of {subject}?",
    wh: "Who is the child of {subject}?",
    choice: "Which of the following is a child of {subject}?",
  },
  P47: {
    yesNo: "Does {subject} share a border with {object}?",
    wh: "{wh} does {subject} share a border with?",
    choice: "Which of the following does {subject} share a border with?",
  },
  P69: { yesNo: "Was {subject} educated at {object}?", wh: "Where was {subject} educated?" },
  P102: {
    yesNo: "Was {subject} a member of {object}?",
    wh: "Which political party was {subject} a member of?",
  },
  P103: {
    yesNo: "Is {object} the native language of {subject}?",
    wh: "What is the native language of {subject}?",
  },
  P106: {
    yesNo: "Was {subject} {object:a}?",
    wh: "What was the occupation of {subject}?",
    choice: "Which of the following was an occupation of {subject}?",
  },
  P108: {
    yesNo: "Was {subject} employed by {object}?",
    wh: "Which organization employed {subject}?",
    choice: "Which of the following employed {subject}?",
  },
  P159: { yesNo: "Is {subject} headquartered in {object}?", wh: "Where is {subject} headquartered?" },
  P131: { yesNo: "Is {subject} located in {object}?", wh: "{wh} is {subject} located in?" },
  P136: {
    yesNo: "Is {object} a genre of {subject}?",
    wh: "What is the genre of {subject}?",
    choice: "Which of the following is a genre of {subject}?",
  },
  P140: { yesNo: "Was {object} the religion of {subject}?", wh: "What was the religion of {subject}?" },
  P166: {
    yesNo: "Did {subject} receive {object}?",
    wh: "Which award did {subject} receive?",
    choice: "Which of the following awards did {subject} receive?",
  },
  P190: {
    yesNo: "Is {subject} twinned with {object}?",
    wh: "{wh} is {subject} twinned with?",
    choice: "Which of the following is {subject} twinned with?",
  },
  P361: { yesNo: "Is {subject} part of {object}?", wh: "{wh} is {subject} part of?" },
  P463: {
    yesNo: "Is {subject} a member of {object}?",
    wh: "{wh} is {subject} a member of?",
    choice: "Which of the following is {subject} a member of?",
  },
  P527: {
    yesNo: "Is {object} part of {subject}?",
    wh: "{wh} is part of {subject}?",
    choice: "Which of the following is part of {subject}?",
  },
  P530: {
    yesNo: "Does {subject} have diplomatic relations with {object}?",
    wh: "{wh} does {subject} have diplomatic relations with?",
    choice: "Which of the following does {subject} have diplomatic relations with?",
  },
  P551: { yesNo: "Did {subject} live in {object}?", wh: "Where did {subject} live?" },
  P800: {
    yesNo: "Is {object} a notable work of {subject}?",
    wh: "What is the notable work of {subject}?",
    choice: "Which of the following is a notable work of {subject}?",
  },
  P937: { yesNo: "Did {subject} work in {object}?", wh: "Where did {subject} work?" },
  P1001: {
    yesNo: "Is {object} the jurisdiction of {subject}?",
    wh: "{wh} is the jurisdiction of {subject}?",
  },
  P1376: { yesNo: "Is {subject} the capital of {object}?", wh: "{wh} is {subject} the capital of?" },
  P1412: {
    yesNo: "Did {subject} speak {object}?",
    wh: "Which language did {subject} speak?",
    choice: "Which of the following languages did {subject} speak?",
  },
  P3373: {
    yesNo: "Is {object} a sibling of {subject}?",
    wh: "Who is the sibling of {subject}?",
    choice: "Which of the following is a sibling of {subject}?",
  },
};
