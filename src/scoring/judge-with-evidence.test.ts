import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeJsonl } from "../io/write-jsonl.js";
import { answerOf, judgedQuestion, judgingEntities, judgingFactSet } from "./__fixtures__/judging-graph.js";
import type { Question } from "../questions/question.js";
import { createEntityLinker } from "./entity-linker.js";
import type { Verdict } from "./verdict.js";
import { createExactAliasMatcher } from "./exact-alias-matcher.js";
import { judgeWhAnswer, scoreAnswer } from "./score-answer.js";
import { questionNames } from "./question-names.js";
import { createTitleNames } from "./title-names.js";
import { scoreAnswers } from "./score-answers.js";
import { scoreRun } from "./score-run.js";

const linker = createEntityLinker(judgingEntities);

/** Single-valued, with hierarchy: Barack Obama was born in Honolulu, which is in Hawaii, in the US. */
const placeOfBirth = judgedQuestion({
  id: "obama-born",
  text: "Where was Barack Obama born?",
  subject: ["Q76", "Barack Obama"],
  relation: ["P19", "place of birth"],
  judging: { cardinality: "single", accepted: ["Q18094"], broader: ["Q782", "Q30"], objectKinds: ["place"] },
});

/** Multi-valued and open: Wikidata lists some of a person's occupations. */
const occupation = judgedQuestion({
  id: "obama-occupation",
  text: "What is the occupation of Barack Obama?",
  subject: ["Q76", "Barack Obama"],
  relation: ["P106", "occupation"],
  judging: {
    cardinality: "multi",
    listing: "open",
    accepted: ["Q82955", "Q40348", "Q36180"],
    objectKinds: ["concept"],
  },
});

/** Multi-valued and closed: a book's authors are all listed. */
const author = judgedQuestion({
  id: "good-omens-author",
  text: "Who is the author of Good Omens?",
  subject: ["Q1130488", "Good Omens"],
  relation: ["P50", "author"],
  judging: {
    cardinality: "multi",
    listing: "closed",
    accepted: ["Q46248", "Q210059"],
    objectKinds: ["person"],
  },
});

/** Where a person died, Paris, which is in France. */
const placeOfDeath = judgedQuestion({
  id: "died-in-paris",
  text: "Where did Oscar Wilde die?",
  subject: ["Q30875", "Oscar Wilde"],
  relation: ["P20", "place of death"],
  judging: { cardinality: "single", accepted: ["Q90"], broader: ["Q142"], objectKinds: ["place"] },
});

const officialLanguage = judgedQuestion({
  id: "france-language",
  text: "What is the official language of France?",
  subject: ["Q142", "France"],
  relation: ["P37", "official language"],
  judging: { cardinality: "multi", listing: "open", accepted: ["Q150"], objectKinds: ["language"] },
});

describe("judging WH answers with evidence", () => {
  const cases: readonly (readonly [Question, string, Verdict, string])[] = [
    // Single-valued: the gold answer, a broader place, another place, an unknown place.
    [placeOfBirth, "Honolulu", "correct", "matches Q18094 Honolulu, the gold answer (exact match)"],
    [placeOfBirth, "Hawaii", "less-specific", "names Q782 Hawaii, which holds the gold Q18094 Honolulu"],
    [placeOfBirth, "USA.", "less-specific", "names Q30 United States, which holds the gold Q18094 Honolulu"],
    [
      placeOfBirth,
      "Chicago",
      "incorrect",
      "linked to Q1297 Chicago; single-valued place of birth holds Q18094 Honolulu",
    ],
    // A place the source does not know may lie within the gold (a suburb): no evidence.
    [
      placeOfBirth,
      "Mombasa",
      "unverified",
      "names a place the source does not know, which may lie within the gold Q18094 Honolulu",
    ],
    // A broader name among common words, and not around another name or a qualifying word.
    [
      placeOfBirth,
      "He was born in the USA.",
      "less-specific",
      "names Q30 United States, which holds the gold Q18094 Honolulu",
    ],
    [
      placeOfBirth,
      "somewhere in Hawaii",
      "less-specific",
      "names Q782 Hawaii, which holds the gold Q18094 Honolulu",
    ],
    // A name the source does not know, in a place that holds the gold: perhaps a suburb the source
    // lacks ("Bala Cynwyd, Pennsylvania" for Philadelphia), so no evidence either way.
    [
      placeOfBirth,
      "Hilo, Hawaii",
      "unverified",
      "names a place the source does not know, in Q782 Hawaii, which holds the gold Q18094 Honolulu",
    ],
    [
      placeOfBirth,
      "Northern Hawaii",
      "incorrect",
      "no entity linked; single-valued place of birth holds Q18094 Honolulu",
    ],
    [
      placeOfBirth,
      "not in Hawaii",
      "incorrect",
      "no entity linked; single-valued place of birth holds Q18094 Honolulu",
    ],
    // A broader place named with a qualifier links by id ("Hawaii, USA" is not "Hawaii").
    [
      placeOfBirth,
      "Hawaii, USA",
      "less-specific",
      "linked to Q782 Hawaii, which holds the gold Q18094 Honolulu",
    ],
    // Multi-valued and open: another accepted value, an occupation the source lacks, no link, a city.
    [
      occupation,
      "Lawyer",
      "correct",
      'matches Q40348 lawyer, a value the source holds (alias match ("lawyer"))',
    ],
    [
      occupation,
      "He is an attorney.",
      "correct",
      'matches Q40348 lawyer, a value the source holds (alias match ("attorney"))',
    ],
    [
      occupation,
      "journalist",
      "unverified",
      "linked to Q1930187 journalist, not among the 3 values the source holds for occupation",
    ],
    [
      occupation,
      "community organizer",
      "unverified",
      "no entity linked; not among the 3 values the source holds for occupation",
    ],
    [occupation, "Paris", "incorrect", "linked to Q90 Paris, a settlement; occupation takes a concept"],
    // Closed list: another co-author is right; any other author is wrong.
    [
      author,
      "Neil Gaiman",
      "correct",
      'matches Q210059 Neil Gaiman, a value the source holds (alias match ("Neil Gaiman"))',
    ],
    [
      author,
      "Douglas Adams",
      "incorrect",
      "linked to Q42 Douglas Adams; author is a closed list, and the source holds Q46248 Terry Pratchett, Q210059 Neil Gaiman",
    ],
    // Hierarchy: the country of the gold city.
    [placeOfDeath, "France", "less-specific", "names Q142 France, which holds the gold Q90 Paris"],
    // Another name of an accepted value that the question does not carry, found through the graph.
    [
      placeOfDeath,
      "The City of Light",
      "correct",
      'matches Q90 Paris, the gold answer (alias match ("City of Light"))',
    ],
    // An answer of a kind the relation cannot take.
    [
      officialLanguage,
      "Paris",
      "incorrect",
      "linked to Q90 Paris, a settlement; official language takes a language",
    ],
  ];
  it.each(
    cases.map(
      ([question, response, verdict, reason]) => [question.id, response, verdict, question, reason] as const,
    ),
  )("%s: %j → %s", (_id, response, verdict, question, reason) => {
    expect(scoreAnswer(question, answerOf(response), { linker })).toMatchObject({ verdict, reason });
  });

  it("does not let a similarity pass stand for another entity that the source shows apart", () => {
    /** Judges `answer` as the sentence embeddings pass it ("Osaka" for Tokyo: cosine 0.81). */
    const judgeSimilar = (question: Question, gold: string, answer: string, using = linker) =>
      judgeWhAnswer(
        { answer, response: answer, gold, aliases: [], question: question.text },
        { pass: true, score: 0.81, reason: `similar to "${gold}" (cosine 0.81 ≥ 0.8)` },
        { question, names: questionNames(question, createTitleNames()), parsed: answer, linker: using },
      );
    expect(judgeSimilar(placeOfBirth, "Honolulu", "Chicago")).toMatchObject({
      verdict: "incorrect",
      reason: "linked to Q1297 Chicago; single-valued place of birth holds Q18094 Honolulu",
    });
    // The pass stands for a name the source does not know, a broader place and the gold itself.
    for (const answer of ["Honolulu City", "Hawaii", "honolulu"])
      expect(judgeSimilar(placeOfBirth, "Honolulu", answer), answer).toMatchObject({ verdict: "correct" });
    // And for a name that nests in the gold's: the source shows Delhi apart from New Delhi, which
    // lies in it.
    const bornInNewDelhi = judgedQuestion({
      id: "born-new-delhi",
      text: "Where was Indira Gandhi born?",
      subject: ["Q1149", "Indira Gandhi"],
      relation: ["P19", "place of birth"],
      judging: { cardinality: "single", accepted: ["Q987"], broader: [], objectKinds: ["place"] },
    });
    expect(judgeSimilar(bornInNewDelhi, "New Delhi", "Delhi")).toMatchObject({ verdict: "correct" });
    // And for a place the gold may lie within, though the source shows it apart one way: Brooklyn,
    // a "borough of New York City".
    const boroughs = createEntityLinker(judgingEntities, {
      classes: [{ id: "Q408804", label: "borough of New York City" }],
    });
    const diedInBrooklyn = judgedQuestion({
      id: "died-brooklyn",
      text: "Where did Jackie Gleason die?",
      subject: ["Q302817", "Jackie Gleason"],
      relation: ["P20", "place of death"],
      judging: { cardinality: "single", accepted: ["Q18419"], broader: [], objectKinds: ["place"] },
    });
    expect(judgeSimilar(diedInBrooklyn, "Brooklyn", "New York City", boroughs)).toMatchObject({
      verdict: "correct",
    });
  });

  it("takes no evidence against an answer from a reading its qualifier may not mean", () => {
    // The source has one Fresno, placed in no state: "Fresno, Nevada" may name a Fresno it does not
    // know (as "Portland, Tennessee" is not Portland, Oregon).
    expect(scoreAnswer(placeOfBirth, answerOf("Fresno, Nevada"), { linker })).toMatchObject({
      verdict: "unverified",
    });
    expect(scoreAnswer(placeOfBirth, answerOf("Fresno"), { linker })).toMatchObject({
      verdict: "incorrect",
      reason: "linked to Q43301 Fresno; single-valued place of birth holds Q18094 Honolulu",
    });
  });

  it("links by id when the question lacks the name the answer uses", () => {
    const withoutAlias = judgedQuestion({
      id: "died-in-paris-bare",
      text: "Where did Oscar Wilde die?",
      subject: ["Q30875", "Oscar Wilde"],
      relation: ["P20", "place of death"],
      judging: {
        cardinality: "single",
        accepted: [{ id: "Q90", label: "Paris", aliases: [] }],
        broader: [],
        objectKinds: ["place"],
      },
    });
    expect(scoreAnswer(withoutAlias, answerOf("City of Light"), { linker })).toMatchObject({
      verdict: "correct",
      reason: "linked to Q90 Paris, a value the source holds",
    });
    // Without a graph the same answer has no evidence either way: a place the source does not
    // know may lie within the gold.
    expect(scoreAnswer(withoutAlias, answerOf("City of Light"))).toMatchObject({
      verdict: "unverified",
      reason: "names a place the source does not know, which may lie within the gold Q90 Paris",
    });
  });

  it("never calls a place within the gold one incorrect: England for the United Kingdom is finer than the source", () => {
    const country = judgedQuestion({
      id: "liverpool-country",
      text: "Which country is Liverpool in?",
      subject: ["Q24826", "Liverpool"],
      relation: ["P17", "country"],
      judging: {
        cardinality: "single",
        accepted: [{ id: "Q145", label: "United Kingdom", aliases: ["UK"] }],
        broader: [],
        objectKinds: ["country"],
      },
    });
    const entities = [
      ...judgingEntities,
      { id: "Q145", label: "United Kingdom", aliases: ["UK"], types: ["Q6256"] },
      { id: "Q21", label: "England", aliases: [], types: ["Q6256"] },
      { id: "Q22", label: "Scotland", aliases: [], types: ["Q6256"] },
    ];
    const facts = [
      { subject: "Q21", relation: "P17", object: "Q145" },
      { subject: "Q22", relation: "P131", object: "Q145" },
      { subject: "Q18094", relation: "P131", object: "Q782" },
      { subject: "Q782", relation: "P17", object: "Q30" },
    ];
    const withFacts = createEntityLinker(entities, { facts });
    expect(scoreAnswer(country, answerOf("England"), { linker: withFacts })).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q21 England, which lies within the gold Q145 United Kingdom: more specific than the source, which holds nothing finer",
    });
    // Scotland lies within the United Kingdom too: no evidence against it either; France does not.
    expect(scoreAnswer(country, answerOf("Scotland"), { linker: withFacts }).verdict).toBe("unverified");
    expect(scoreAnswer(country, answerOf("France"), { linker: withFacts }).verdict).toBe("incorrect");
    // Without the facts the linker knows no hierarchy, and a different country is wrong.
    expect(scoreAnswer(country, answerOf("England"), { linker: createEntityLinker(entities) }).verdict).toBe(
      "incorrect",
    );
    expect(withFacts.liesWithin?.("Q18094", "Q30")).toBe(true);
    expect(withFacts.liesWithin?.("Q30", "Q18094")).toBe(false);
  });

  it("takes no broader place the question itself names for an answer", () => {
    const capital = judgedQuestion({
      id: "canada-capital",
      text: "What is the capital of Canada?",
      subject: ["Q16", "Canada"],
      relation: ["P36", "capital"],
      judging: { cardinality: "single", accepted: ["Q1930"], broader: ["Q16"], objectKinds: ["place"] },
    });
    for (const answer of ["Canada", "Canada is the capital of Canada.", "The capital is Canada"]) {
      expect(scoreAnswer(capital, answerOf(answer), { linker }), answer).toMatchObject({
        verdict: "unverified",
      });
    }
    expect(scoreAnswer(capital, answerOf("Canada"), { linker })).toMatchObject({
      reason: "names only Q16 Canada, which the question itself names; capital holds Q1930 Ottawa",
    });
    expect(scoreAnswer(capital, answerOf("Ottawa"), { linker })).toMatchObject({ verdict: "correct" });
  });

  it("calls a place wrong only when the source shows it apart from the gold", () => {
    const bornIn = (gold: string, text: string) =>
      judgedQuestion({
        id: `born-${gold}`,
        text,
        subject: ["Q1", "Someone"],
        relation: ["P19", "place of birth"],
        judging: { cardinality: "single", accepted: [gold], broader: [], objectKinds: ["place"] },
      });
    const countryOf = judgedQuestion({
      id: "kansas-city-country",
      text: "Which country is Kansas City in?",
      subject: ["Q41819", "Kansas City"],
      relation: ["P17", "country"],
      judging: { cardinality: "single", accepted: ["Q30"], broader: [], objectKinds: ["country"] },
    });
    // The source places the states and the cities in the United States, but neither city in its state.
    const facts = [
      { subject: "Q1345", relation: "P17", object: "Q30" },
      { subject: "Q23556", relation: "P17", object: "Q30" },
      { subject: "Q1400", relation: "P17", object: "Q30" },
      { subject: "Q1428", relation: "P17", object: "Q30" },
      { subject: "Q1581", relation: "P17", object: "Q30" },
      { subject: "Q234", relation: "P47", object: "Q23556" },
      { subject: "Q1297", relation: "P17", object: "Q30" },
    ];
    const placed = createEntityLinker(judgingEntities, { facts });
    const philadelphia = bornIn("Q1345", "Where was Alexander Haig born?");
    const atlanta = bornIn("Q23556", "Where was China Anne McClain born?");
    const cases: [Question, string, Verdict, string][] = [
      [
        philadelphia,
        "Pennsylvania",
        "unverified",
        "names Q1400 Pennsylvania, a larger place that the source puts in no other country than the gold Q1345 Philadelphia: the source does not say whether it holds the gold",
      ],
      [
        philadelphia,
        "Bala Cynwyd, Pennsylvania",
        "unverified",
        "names Q1400 Pennsylvania, a larger place that the source puts in no other country than the gold Q1345 Philadelphia: the source does not say whether it holds the gold",
      ],
      // "Georgia" is the country and the state: the state may hold Atlanta.
      [
        atlanta,
        "Decatur, Georgia",
        "unverified",
        "names Q234 Decatur, which borders the gold Q23556 Atlanta: a neighbour is not shown wrong",
      ],
      [
        atlanta,
        "Macon, Georgia",
        "unverified",
        "names Q1428 Georgia, a larger place that the source puts in no other country than the gold Q23556 Atlanta: the source does not say whether it holds the gold",
      ],
      // Another city of the same kind, or a country the gold is not in, is shown apart.
      [
        philadelphia,
        "Chicago",
        "incorrect",
        "linked to Q1297 Chicago; single-valued place of birth holds Q1345 Philadelphia",
      ],
      [
        philadelphia,
        "Canada",
        "incorrect",
        "linked to Q16 Canada; single-valued place of birth holds Q1345 Philadelphia",
      ],
      [
        philadelphia,
        "Chicago, Illinois",
        "incorrect",
        "linked to Q1297 Chicago; single-valued place of birth holds Q1345 Philadelphia",
      ],
      // An echo of the question's subject is not the answer; the state it adds lies within the gold.
      [
        countryOf,
        "Kansas City, Missouri",
        "unverified",
        "names Q1581 Missouri, which lies within the gold Q30 United States: more specific than the source, which holds nothing finer",
      ],
      [
        countryOf,
        "the state of Missouri",
        "unverified",
        "names Q1581 Missouri, which lies within the gold Q30 United States: more specific than the source, which holds nothing finer",
      ],
    ];
    for (const [question, response, verdict, reason] of cases)
      expect(scoreAnswer(question, answerOf(response), { linker: placed }), response).toMatchObject({
        verdict,
        reason,
      });
    // A state the source puts in no country may lie within the gold country; a city there is finer
    // still, but one in another country is shown apart.
    const unplaced = createEntityLinker(judgingEntities, {
      facts: [{ subject: "Q1297", relation: "P17", object: "Q16" }],
    });
    expect(scoreAnswer(countryOf, answerOf("Missouri"), { linker: unplaced })).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q1581 Missouri, a smaller place that the source does not place outside the gold Q30 United States: the source does not say whether it lies within the gold",
    });
    expect(scoreAnswer(countryOf, answerOf("Chicago"), { linker: unplaced }).verdict).toBe("incorrect");
    expect(placed.placeRelation?.("Q30", "Q1345")).toBe("holds");
    expect(placed.placeRelation?.("Q16", "Q1345")).toBe("apart");
    // Along a hierarchy a neighbour is another place: Canada, which borders the United States, is no
    // country of a birthplace in the United States.
    const neighbours = createEntityLinker(judgingEntities, {
      facts: [...facts, { subject: "Q16", relation: "P47", object: "Q30" }],
    });
    expect(neighbours.placeRelation?.("Q16", "Q30")).toBe("borders");
    expect(scoreAnswer(countryOf, answerOf("Canada"), { linker: neighbours })).toMatchObject({
      verdict: "incorrect",
      reason: "linked to Q16 Canada; single-valued country holds Q30 United States",
    });
  });

  it("calls a town in the gold's county no evidence on a birth or death place, but wrong along a hierarchy", () => {
    const facts = [
      { subject: "Q47164", relation: "P131", object: "Q104994" },
      { subject: "Q387047", relation: "P131", object: "Q104994" },
      { subject: "Q462177", relation: "P131", object: "Q108143" },
      // Two towns directly in one state are not near: the state is no county.
      { subject: "Q1345", relation: "P131", object: "Q1400" },
      { subject: "Q234", relation: "P131", object: "Q1400" },
    ];
    const classes = [
      { id: "Q13212489", label: "county of California" },
      { id: "Q35657", label: "state of the United States" },
    ];
    const linker = createEntityLinker(judgingEntities, { facts, classes });
    const diedIn = judgedQuestion({
      id: "browning-died",
      text: "Where did Tod Browning die?",
      subject: ["Q1", "Someone"],
      relation: ["P20", "place of death"],
      judging: { cardinality: "single", accepted: ["Q47164"], broader: [], objectKinds: ["place"] },
    });
    expect(scoreAnswer(diedIn, answerOf("Malibu"), { linker })).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q387047 Malibu, which lies in the same county, district or borough as the gold Q47164 Santa Monica: a birth, a death or a seat is often recorded at the nearest town",
    });
    expect(scoreAnswer(diedIn, answerOf("Oceanside"), { linker }).verdict).toBe("incorrect");
    expect(linker.placeRelation?.("Q234", "Q1345")).toBe("apart");
    // Without the class labels the county is not known to be one.
    expect(createEntityLinker(judgingEntities, { facts }).placeRelation?.("Q387047", "Q47164")).toBe("apart");
    // Located in places the subject itself: the town next door is wrong.
    const locatedIn = judgedQuestion({
      id: "pier-in",
      text: "Which city is the pier in?",
      subject: ["Q1", "Someone"],
      relation: ["P131", "located in the administrative territorial entity"],
      judging: { cardinality: "single", accepted: ["Q47164"], broader: [], objectKinds: ["place"] },
    });
    expect(scoreAnswer(locatedIn, answerOf("Malibu"), { linker }).verdict).toBe("incorrect");
  });

  it("calls a finer place the source does not place outside the gold no evidence of a wrong answer", () => {
    const facts = [
      // Of Fresno and Brooklyn the source says only that they are in the United States.
      { subject: "Q43301", relation: "P17", object: "Q30" },
      { subject: "Q18419", relation: "P17", object: "Q30" },
      { subject: "Q49225", relation: "P131", object: "Q1227" },
      { subject: "Q1227", relation: "P17", object: "Q30" },
      { subject: "Q99", relation: "P17", object: "Q30" },
      { subject: "Q60", relation: "P17", object: "Q30" },
      { subject: "Q11299", relation: "P131", object: "Q60" },
      { subject: "Q1297", relation: "P17", object: "Q30" },
      { subject: "Q64", relation: "P17", object: "Q183" },
      { subject: "Q2843", relation: "P17", object: "Q183" },
    ];
    const classes = [
      { id: "Q408804", label: "borough of New York City" },
      { id: "Q35657", label: "state of the United States" },
      { id: "Q85636059", label: "urban district of Berlin" },
      { id: "Q61856863", label: "urban district in Schleswig-Holstein" },
    ];
    const linker = createEntityLinker(judgingEntities, { facts, classes });
    const placeOfDeath = (gold: string) =>
      judgedQuestion({
        id: `died-in-${gold}`,
        text: "Where did Gourgen Yanikian die?",
        subject: ["Q1", "Someone"],
        relation: ["P20", "place of death"],
        judging: { cardinality: "single", accepted: [gold], broader: [], objectKinds: ["place"] },
      });
    expect(scoreAnswer(placeOfDeath("Q99"), answerOf("Fresno"), { linker })).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q43301 Fresno, a smaller place that the source does not place outside the gold Q99 California: the source does not say whether it lies within the gold",
    });
    // A city the source puts within another state is shown apart.
    expect(scoreAnswer(placeOfDeath("Q99"), answerOf("Reno"), { linker }).verdict).toBe("incorrect");
    // A borough (of a class the gold is not of) that the source puts within no other settlement.
    expect(scoreAnswer(placeOfDeath("Q60"), answerOf("Brooklyn"), { linker })).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q18419 Brooklyn, a smaller place that the source does not place outside the gold Q60 New York City: the source does not say whether it lies within the gold",
    });
    // Two boroughs, or two cities, are apart; without the class labels a borough is not known to be one.
    expect(linker.placeRelation?.("Q18419", "Q11299")).toBe("apart");
    expect(scoreAnswer(placeOfDeath("Q60"), answerOf("Chicago"), { linker }).verdict).toBe("incorrect");
    expect(createEntityLinker(judgingEntities, { facts }).placeRelation?.("Q18419", "Q60")).toBe("apart");
    // A district's class must name the gold: Berlin, an "urban district of Berlin", is not in Lübeck.
    expect(scoreAnswer(placeOfDeath("Q2843"), answerOf("Berlin"), { linker }).verdict).toBe("incorrect");
  });

  it("shows a first-level division that is a city apart from a state, though the source places it nowhere", () => {
    // Of Washington, D.C. the source says only that it is in the United States; it is a federal district.
    const facts = [
      { subject: "Q61", relation: "P17", object: "Q30" },
      { subject: "Q1384", relation: "P17", object: "Q30" },
      { subject: "Q43301", relation: "P17", object: "Q30" },
    ];
    const linker = createEntityLinker(judgingEntities, { facts });
    const bornInState = judgedQuestion({
      id: "born-in-state",
      text: "Which state was Gian Alberto Blanc born in?",
      subject: ["Q1", "Someone"],
      relation: ["P19", "place of birth"],
      judging: { cardinality: "single", accepted: ["Q1384"], broader: [], objectKinds: ["place"] },
    });
    expect(scoreAnswer(bornInState, answerOf("District of Columbia"), { linker }).verdict).toBe("incorrect");
    expect(linker.placeRelation?.("Q61", "Q1384")).toBe("apart");
    // A city of no first-level class may still lie within the state.
    expect(linker.placeRelation?.("Q43301", "Q1384")).toBe("may-lie-within");
  });

  it("calls an office or an occupation given for who holds it no evidence of a wrong answer", () => {
    // held-out-6: "Prime Minister" for Andorra's head of government.
    const headOf = judgedQuestion({
      id: "head-of-government",
      text: "Who is the head of government of the United States?",
      subject: ["Q30", "United States"],
      relation: ["P6", "head of government"],
      judging: { cardinality: "single", accepted: ["Q76"], broader: [], objectKinds: ["person"] },
    });
    expect(scoreAnswer(headOf, answerOf("Prime Minister"), { linker })).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q796897 Prime Minister, a role, not who holds it; head of government holds Q76 Barack Obama",
    });
    expect(scoreAnswer(headOf, answerOf("lawyer"), { linker }).verdict).toBe("unverified");
    // A country is no one either, but it names a thing: wrong.
    expect(scoreAnswer(headOf, answerOf("France"), { linker }).verdict).toBe("incorrect");
    expect(scoreAnswer(headOf, answerOf("Douglas Adams"), { linker }).verdict).toBe("incorrect");
  });

  it("calls the gold place under a name the source gives another entity of its kind in its country correct", () => {
    // held-out-9: Jens Evensen was born in Christiania, which the source keeps apart from Oslo (Q585),
    // whose aliases hold "Christiania".
    const renamed = [
      ...judgingEntities,
      { id: "Q585", label: "Oslo", aliases: ["Christiania", "Kristiania"], types: ["Q515"] },
      { id: "Q21711493", label: "Christiania", aliases: [], types: ["Q515"] },
      { id: "Q20", label: "Norway", aliases: [], types: ["Q6256"] },
    ];
    const bornIn = judgedQuestion({
      id: "evensen-born",
      text: "Where was Jens Evensen born?",
      subject: ["Q167345", "Jens Evensen"],
      relation: ["P19", "place of birth"],
      judging: {
        cardinality: "single",
        accepted: [{ id: "Q21711493", label: "Christiania", aliases: [] }],
        broader: [{ id: "Q20", label: "Norway", aliases: [] }],
        objectKinds: ["place"],
      },
    });
    const placed = createEntityLinker(renamed, {
      facts: [
        { subject: "Q585", relation: "P17", object: "Q20" },
        { subject: "Q21711493", relation: "P131", object: "Q20" },
      ],
    });
    expect(scoreAnswer(bornIn, answerOf("Oslo"), { linker: placed })).toMatchObject({
      verdict: "correct",
      reason:
        'linked to Q585 Oslo, which the source also calls "Christiania", in the same country as the gold Q21711493 Christiania: one place under two names',
    });
    // Inside a longer answer too (probe 2: "Kristiania (Oslo)" for Lars Onsager's birthplace).
    expect(scoreAnswer(bornIn, answerOf("Kristiania (Oslo)"), { linker: placed })).toMatchObject({
      verdict: "correct",
      reason:
        'names Q585 Oslo, which the source also calls "Christiania", in the same country as the gold Q21711493 Christiania: one place under two names',
    });
    // Another city of the country is still wrong, and so is Oslo where the source does not put it in
    // the gold's country: a namesake elsewhere is no other name of the gold.
    expect(scoreAnswer(bornIn, answerOf("Paris"), { linker: placed }).verdict).toBe("incorrect");
    const unplaced = createEntityLinker(renamed, {
      facts: [{ subject: "Q21711493", relation: "P131", object: "Q20" }],
    });
    expect(scoreAnswer(bornIn, answerOf("Oslo"), { linker: unplaced }).verdict).toBe("incorrect");
  });

  it("calls a fuller or reordered name of the gold person, linked to nothing, no evidence of a wrong answer", () => {
    // held-out-9: "Amadou Oury Bah" for Guinea's head of government, whom the source calls "Bah Oury".
    const headOf = judgedQuestion({
      id: "guinea-head-of-government",
      text: "Who is the head of government of Guinea?",
      subject: ["Q1006", "Guinea"],
      relation: ["P6", "head of government"],
      judging: {
        cardinality: "single",
        accepted: [{ id: "Q22209348", label: "Bah Oury", aliases: [] }],
        broader: [],
        objectKinds: ["person"],
      },
    });
    expect(scoreAnswer(headOf, answerOf("Amadou Oury Bah"), { linker })).toMatchObject({
      verdict: "unverified",
      reason:
        "names no entity the source knows, but every word of the gold Q22209348 Bah Oury's name: the same person by a fuller or reordered name, or one the source does not know",
    });
    // Half the name, another name, or a person the source knows is still wrong.
    expect(scoreAnswer(headOf, answerOf("Amadou Bah"), { linker }).verdict).toBe("incorrect");
    expect(scoreAnswer(headOf, answerOf("Mamadi Doumbouya"), { linker }).verdict).toBe("incorrect");
    expect(scoreAnswer(headOf, answerOf("Douglas Adams"), { linker }).verdict).toBe("incorrect");
  });

  it("calls a range the source neither puts the gold range in nor apart from no evidence of a wrong answer", () => {
    // held-out-6: "Alps" for Piz Varuna, whose range the source gives as the Bernina Range without
    // saying that the Alps hold it; the Fichtelgebirge lies partly in the Czech Republic, which the
    // Alps do not reach.
    const ranges = createEntityLinker(judgingEntities, {
      facts: [
        { subject: "Q16630", relation: "P4552", object: "Q427415" },
        { subject: "Q1286", relation: "P17", object: "Q39" },
        { subject: "Q1286", relation: "P17", object: "Q183" },
        { subject: "Q157728", relation: "P17", object: "Q183" },
        { subject: "Q157728", relation: "P17", object: "Q213" },
      ],
    });
    const rangeOf = (subject: [string, string], gold: string) =>
      judgedQuestion({
        id: `range-of-${subject[0]}`,
        text: `Which mountain range is ${subject[1]} in?`,
        subject,
        relation: ["P4552", "mountain range"],
        judging: { cardinality: "single", accepted: [gold], broader: [], objectKinds: ["place"] },
      });
    expect(
      scoreAnswer(rangeOf(["Q16630", "Piz Varuna"], "Q427415"), answerOf("Alps"), { linker: ranges }),
    ).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q1286 Alps, of a kind whose members lie within one another, as is the gold Q427415 Bernina Range: the source does not say whether one holds the other",
    });
    expect(ranges.placeRelation?.("Q1286", "Q157728")).toBe("apart");
    expect(
      scoreAnswer(rangeOf(["Q881254", "Ochsenkopf"], "Q157728"), answerOf("Alps"), { linker: ranges })
        .verdict,
    ).toBe("incorrect");
  });

  it("calls a division of another level, or against a gold of unknown level, no evidence of a wrong answer", () => {
    const counties = judgingEntities;
    const facts = [
      { subject: "Q39561", relation: "P131", object: "Q104994" },
      { subject: "Q99", relation: "P17", object: "Q30" },
      { subject: "Q1400", relation: "P17", object: "Q30" },
      { subject: "Q3139", relation: "P17", object: "Q142" },
      { subject: "Q1428", relation: "P17", object: "Q30" },
    ];
    const placed = createEntityLinker(counties, { facts });
    const burbank = judgedQuestion({
      id: "burbank-in",
      text: "Which county is Burbank in?",
      subject: ["Q39561", "Burbank"],
      relation: ["P131", "located in the administrative territorial entity"],
      judging: { cardinality: "single", accepted: ["Q104994"], broader: [], objectKinds: ["place"] },
    });
    const judge = (response: string) => scoreAnswer(burbank, answerOf(response), { linker: placed });
    expect(judge("California")).toMatchObject({
      verdict: "unverified",
      reason:
        "names Q99 California, a place of another level that the source puts in no other country than the gold Q104994 Los Angeles County: the source does not say whether one holds the other",
    });
    // Another county of the same class is of the same level: shown apart.
    expect(judge("San Diego County").verdict).toBe("incorrect");
    // A country the source does not put the gold in is no evidence, nor is a place in another country.
    expect(placed.placeRelation?.("Q16", "Q104994")).toBe("may-nest");
    expect(placed.placeRelation?.("Q3139", "Q1400")).toBe("apart");
    // Two regions of different classes the table knows (a state, a district), in one country: they
    // may nest; two states (one class) are apart.
    const regions = createEntityLinker(
      [...counties, { id: "Q1000", label: "Some District", aliases: [], types: ["Q1149652"] }],
      { facts: [...facts, { subject: "Q1000", relation: "P17", object: "Q30" }] },
    );
    expect(regions.placeRelation?.("Q99", "Q1000")).toBe("may-nest");
    // A place within another place of the gold's class is shown apart (Montreal, in Quebec, against
    // Ontario), whatever the gold's level.
    const provinces = createEntityLinker(judgingEntities, {
      facts: [{ subject: "Q340", relation: "P131", object: "Q176" }],
    });
    const capitalIn = judgedQuestion({
      id: "ottawa-in",
      text: "Which province is Canada's capital in?",
      subject: ["Q1930", "Ottawa"],
      relation: ["P131", "located in the administrative territorial entity"],
      judging: { cardinality: "single", accepted: ["Q1904"], broader: [], objectKinds: ["place"] },
    });
    expect(scoreAnswer(capitalIn, answerOf("Montreal"), { linker: provinces }).verdict).toBe("incorrect");
    expect(scoreAnswer(capitalIn, answerOf("Quebec"), { linker: provinces }).verdict).toBe("incorrect");
    // A place of a kind the relation cannot take is judged by its kind, not by where it lies.
    const highestPoint = judgedQuestion({
      id: "ukraine-highest",
      text: "What is the highest point of Ukraine?",
      subject: ["Q30", "United States"],
      relation: ["P610", "highest point"],
      judging: {
        cardinality: "single",
        accepted: ["Q1000001"],
        broader: [],
        objectKinds: ["geographic-feature"],
      },
    });
    expect(scoreAnswer(highestPoint, answerOf("Kyiv"), { linker: provinces })).toMatchObject({
      verdict: "incorrect",
    });
    expect(regions.placeRelation?.("Q1400", "Q1428")).toBe("apart");
  });

  it("reads the entities a sentence names: another value is wrong, a broader one less specific, none no evidence", () => {
    const cases: [Question, string, Verdict, string][] = [
      [
        placeOfBirth,
        "He was born in 1961 in Chicago, Illinois.",
        "incorrect",
        "names Q1297 Chicago; single-valued place of birth holds Q18094 Honolulu",
      ],
      [
        placeOfBirth,
        "He was born in 1961 in the United States.",
        "less-specific",
        "names Q30 United States, which holds the gold Q18094 Honolulu",
      ],
      [
        placeOfBirth,
        "He was born in 1961.",
        "unverified",
        "names no entity the source knows; place of birth holds Q18094 Honolulu",
      ],
      // A name of another kind is an incidental word, not the answer.
      [
        author,
        "The book was written by a journalist.",
        "unverified",
        "names no entity the source knows; author holds Q46248 Terry Pratchett",
      ],
    ];
    for (const [question, response, verdict, reason] of cases)
      expect(scoreAnswer(question, answerOf(response), { linker }), response).toMatchObject({
        verdict,
        reason,
      });
    // A short name the source does not know is another value of a single-valued relation, except a
    // place, which may lie within the gold.
    const father = judgedQuestion({
      id: "father",
      text: "Who is the father of Someone?",
      subject: ["Q1", "Someone"],
      relation: ["P22", "father"],
      judging: { cardinality: "single", accepted: ["Q76"], broader: [], objectKinds: ["person"] },
    });
    expect(scoreAnswer(father, answerOf("John Springfield"), { linker })).toMatchObject({
      verdict: "incorrect",
      reason: "no entity linked; single-valued father holds Q76 Barack Obama",
    });
    expect(scoreAnswer(placeOfBirth, answerOf("Springfield"), { linker }).verdict).toBe("unverified");
  });

  it("never calls an answer linked to no entity incorrect on a multi-valued relation, even a closed list", () => {
    expect(scoreAnswer(author, answerOf("Stephen Baxter"), { linker })).toMatchObject({
      verdict: "unverified",
      reason: "no entity linked; not among the 2 values the source holds for author",
    });
    // Linked to another person, a closed list proves it wrong.
    expect(scoreAnswer(author, answerOf("Douglas Adams"), { linker }).verdict).toBe("incorrect");
  });

  it("never calls an unlinked answer to an open relation incorrect, with or without a graph", () => {
    for (const response of ["community organizer", "professor of constitutional law", "Nobel laureate"]) {
      expect(scoreAnswer(occupation, answerOf(response)).verdict).toBe("unverified");
      expect(scoreAnswer(occupation, answerOf(response), { linker }).verdict).toBe("unverified");
    }
  });

  it("calls an answer wrong by kind only when every entity it may name is of another kind", () => {
    const ambiguous = createEntityLinker([
      ...judgingEntities,
      { id: "Q167646", label: "Paris", aliases: ["Alexander"], types: ["Q5"] },
      { id: "Q999", label: "Paris", aliases: [], types: [] },
    ]);
    // "Paris" may be the city, the Trojan prince or an untyped entity: no kind evidence.
    expect(scoreAnswer(officialLanguage, answerOf("Paris"), { linker: ambiguous })).toMatchObject({
      verdict: "unverified",
      reason: "linked to Q90 Paris, not among the 1 value the source holds for official language",
    });
  });

  it("judges questions without judging (older suites) as before", () => {
    const oldQuestion: Question = { ...placeOfBirth, version: 1 };
    delete oldQuestion.judging;
    expect(scoreAnswer(oldQuestion, answerOf("Hawaii"), { linker })).toMatchObject({
      verdict: "incorrect",
      reason: 'expected "Honolulu"',
    });
    expect(scoreAnswer(oldQuestion, answerOf("Honolulu")).verdict).toBe("correct");
  });

  it("scoreAnswers takes the linker; scoreRun builds one from the run's kg.json", async () => {
    const questions = [placeOfBirth, occupation, officialLanguage];
    const answers = [
      answerOf("Hawaii, USA", placeOfBirth.id),
      answerOf("journalist", occupation.id),
      answerOf("Paris", officialLanguage.id),
    ];
    const matcher = createExactAliasMatcher();
    const withLinker = await scoreAnswers(questions, answers, { matcher, linker });
    expect(withLinker.map((score) => score.verdict)).toEqual(["less-specific", "unverified", "incorrect"]);
    const withoutLinker = await scoreAnswers(questions, answers, { matcher });
    expect(withoutLinker.map((score) => score.verdict)).toEqual(["unverified", "unverified", "unverified"]);

    const directory = await mkdtemp(join(tmpdir(), "factprobe-judging-"));
    try {
      await writeFile(join(directory, "kg.json"), JSON.stringify(judgingFactSet()));
      await writeJsonl(join(directory, "questions.jsonl"), questions);
      await writeJsonl(join(directory, "answers.jsonl"), answers);
      const scores = await scoreRun(directory, { matcher });
      expect(scores.map((score) => [score.verdict, score.reason])).toEqual([
        ["less-specific", "linked to Q782 Hawaii, which holds the gold Q18094 Honolulu"],
        [
          "unverified",
          "linked to Q1930187 journalist, not among the 3 values the source holds for occupation",
        ],
        ["incorrect", "linked to Q90 Paris, a settlement; official language takes a language"],
      ]);
      expect(scores[0]).toMatchObject({ version: 3, parsed: "Hawaii, USA" });
    } finally {
      await rm(directory, { recursive: true, force: true });
      await matcher.dispose?.();
    }
  });
});
