import { describe, expect, it } from "vitest";
import { createExactMatchMemo, decideExactly, matchExactly } from "./match-exactly.js";
import type { MatchInput } from "./matcher.js";

const input = (answer: string, overrides: Partial<MatchInput> = {}): MatchInput => ({
  answer,
  response: answer,
  gold: "United Kingdom",
  aliases: ["UK", "U.K.", "Britain"],
  question: "Which country was Isaac Newton a citizen of?",
  ...overrides,
});

describe("decideExactly", () => {
  it("matches the gold answer and its aliases after normalisation", () => {
    expect(decideExactly(input("the United Kingdom."))).toEqual({
      pass: true,
      score: 1,
      reason: "exact match",
    });
    expect(decideExactly(input("U. K."))?.reason).toBe('alias match ("UK")');
    expect(decideExactly(input("BRITAIN"))?.reason).toBe('alias match ("Britain")');
  });

  it("passes an answer that contains a gold name as whole words, unless it hedges or echoes the question", () => {
    expect(decideExactly(input("Britain, in Europe"))?.reason).toBe('contains an alias "Britain"');
    expect(decideExactly(input("the United Kingdom of Great Britain"))?.reason).toBe(
      'contains the answer "United Kingdom"',
    );
    expect(decideExactly(input("Britannia"))).toBeUndefined();
    expect(decideExactly(input("Britain or France"))).toBeUndefined();
    expect(decideExactly(input("not Britain"))).toBeUndefined();
    expect(decideExactly(input("Neither Britain"))).toBeUndefined();
    // "or" and "no" inside words are no hedge.
    expect(decideExactly(input("Britain, Normandy and Orkney"))?.pass).toBe(true);
    const echo = input("Isaac Newton", { gold: "Newton", aliases: [] });
    expect(decideExactly(echo)).toBeUndefined();
  });

  it("compares dates and numbers by value, against any gold name", () => {
    const date = { gold: "9 November 1989", aliases: ["1989-11-09"] };
    expect(decideExactly(input("November 9, 1989", date))?.reason).toBe('same date as "9 November 1989"');
    expect(decideExactly(input("10 November 1989", date))).toMatchObject({ pass: false });
    const count = { gold: "1,200", aliases: [] };
    expect(decideExactly(input("1200", count))?.pass).toBe(true);
    expect(decideExactly(input("1300", count))?.pass).toBe(false);
    expect(decideExactly(input("1200", { gold: "Paris", aliases: [] }))).toBeUndefined();
  });

  it("gives the same decisions with one memo for many answers as with none", () => {
    const memo = createExactMatchMemo();
    const aliases = ["UK", "Britain"];
    const answers = ["UK", "Britain or France", "France", "the UK", "Britain, in Europe", "United Kingdom"];
    for (const answer of answers) {
      const one = input(answer, { aliases });
      expect(matchExactly(one, memo)).toEqual(matchExactly(one));
    }
    // The same aliases array with another gold answer is another question.
    expect(matchExactly(input("France", { gold: "France", aliases }), memo).pass).toBe(true);
    expect(matchExactly(input("France", { aliases }), memo)).toEqual({
      pass: false,
      score: 0,
      reason: 'expected "United Kingdom"',
    });
  });
});
