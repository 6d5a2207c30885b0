import { describe, expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { answerOf } from "./__fixtures__/judging-graph.js";
import { scoreAnswer } from "./score-answer.js";
import { createTitleNames } from "./title-names.js";

const titles = createTitleNames();

const wh = (text: string, answer: string, aliases: string[] = []) =>
  makeQuestion({ id: "q", text, answer, answerLabel: answer, aliases });

describe("createTitleNames", () => {
  it("gives a name with each equivalent title, as whole words", () => {
    expect(titles.equivalents("Emperor of Russia")).toEqual(
      expect.arrayContaining(["tsar of Russia", "czar of Russia", "kaiser of Russia"]),
    );
    expect(titles.equivalents("St. Petersburg")).toEqual(
      expect.arrayContaining(["saint. Petersburg", "sankt. Petersburg"]),
    );
    expect(titles.equivalents("Grand Prince of Kiev")).toContain("veliky knyaz of Kiev");
    // Not inside words: "Kingston" has no "king"; "Princeton" no "prince".
    expect(titles.equivalents("Kingston")).toEqual([]);
    expect(titles.equivalents("Princeton University")).toEqual([]);
  });

  it("finds a leading rank before a name, but not a rank alone, a title, or a common-word name", () => {
    expect(titles.leadingRank("King Charles III")).toEqual({ rank: "king", rest: "Charles III" });
    expect(titles.leadingRank("President Lincoln")).toEqual({ rank: "president", rest: "Lincoln" });
    expect(titles.leadingRank("Tsar Nicholas II")).toEqual({ rank: "emperor", rest: "Nicholas II" });
    expect(titles.leadingRank("King")).toBeUndefined();
    expect(titles.leadingRank("King of France")).toBeUndefined();
    expect(titles.leadingRank("President of the United States")).toBeUndefined();
    expect(titles.leadingRank("Lady Bird")).toBeUndefined();
  });
});

describe("title equivalents and ranks in WH judging", () => {
  it.each([
    // Real answers that name the gold answer with another title or a translation.
    ["What was the noble title of Alexander Nevsky?", "prince", [], "Knyaz"],
    ["What title did Peter the Great hold?", "emperor", [], "tsar"],
    ["What title did Peter the Great hold?", "emperor", [], "Czar"],
    ["What title did Wilhelm II hold?", "German Emperor", [], "German Kaiser"],
    ["What position did Nicholas II hold?", "Emperor of Russia", [], "Tsar of Russia"],
    ["What title did Mohammad Reza Pahlavi hold?", "king", [], "Shah"],
    ["Who led Britain in 1940?", "Winston Churchill", [], "Sir Winston Churchill"],
    ["Where was Vladimir Putin born?", "Saint Petersburg", [], "St. Petersburg"],
    ["Where was Vladimir Putin born?", "Saint Petersburg", [], "St Petersburg"],
    ["Who signed the Emancipation Proclamation?", "Abraham Lincoln", ["Lincoln"], "President Lincoln"],
    ["Who succeeded Elizabeth II?", "Charles III", [], "King Charles III"],
    ["Who succeeded Elizabeth II?", "King Charles III", [], "Charles III"],
    ["Who is Charles III's elder son?", "Prince William", [], "Prince William of Wales"],
    // A monarch by regnal name, without the realm.
    ["Who was the head of state of Denmark in 1885?", "Christian IX of Denmark", [], "Christian IX"],
    [
      "Who was the head of state of the United Kingdom in 2023?",
      "Charles III of the United Kingdom",
      [],
      "Charles III",
    ],
    ["Who built Versailles?", "Louis XIV of France", [], "King Louis XIV"],
  ])("%s gold %j, aliases %j: %j is correct", (text, gold, aliases, response) => {
    expect(scoreAnswer(wh(text, gold, aliases), answerOf(response)).verdict).toBe("correct");
  });

  it.each([
    // A different rank is not a translation.
    ["What was the noble title of Alexander Nevsky?", "prince", "King"],
    ["What title did Peter the Great hold?", "emperor", "King"],
    ["What title did Mohammad Reza Pahlavi hold?", "king", "Emperor"],
    ["What was the noble title of Alexander Nevsky?", "prince", "Duke"],
    // Another monarch of the realm.
    ["Who was the head of state of Denmark in 1885?", "Christian IX of Denmark", "Christian X"],
    ["Who was the head of state of Denmark in 1885?", "Christian IX of Denmark", "Christian"],
    // Another person with another rank.
    ["Who is Charles III's elder son?", "Prince William", "King William"],
    ["Who was the last King of France?", "King Louis Philippe", "Prince Louis Philippe"],
    // A rank dropped from a gold name leaves no one-word name to be found in other answers.
    ["Who is Charles III's elder son?", "Prince William", "William Shakespeare"],
    ["Who was Queen Victoria's husband?", "Prince Albert", "Albert Einstein"],
    ["Which film did Merian C. Cooper make in 1933?", "King Kong", "Hong Kong"],
    // A rank followed by "of" is the title itself.
    ["Who held the office?", "President of the United States", "Vice President"],
    ["Which title did she hold?", "King of France", "Queen of France"],
    // Saint is not dropped: Helena, Montana is not Saint Helena.
    ["Where did Napoleon die?", "Saint Helena", "Helena"],
    ["Where was Chuck Berry born?", "St. Louis", "Louis"],
    // A rank before a common word stays: "Bird" is another film than "Lady Bird".
    ["Which film did Greta Gerwig direct in 2017?", "Lady Bird", "Bird"],
    // Latin and French words for king and queen are names of places too.
    ["Where was Joni Mitchell's first husband born?", "Regina", "Queen"],
    // "Han" is a dynasty, not a spelling of khan.
    ["What title did Genghis hold?", "khan", "Han"],
  ])("%s gold %j: %j is not correct", (text, gold, response) => {
    expect(scoreAnswer(wh(text, gold), answerOf(response)).verdict).toBe("incorrect");
  });

  it("keeps the answer as read in `parsed`, whatever was stripped to match it", () => {
    expect(
      scoreAnswer(wh("Who?", "Abraham Lincoln", ["Lincoln"]), answerOf("President Lincoln")),
    ).toMatchObject({
      verdict: "correct",
      parsed: "President Lincoln",
    });
  });
});
