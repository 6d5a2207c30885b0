import { describe, expect, it } from "vitest";
import { indefiniteArticle, indefiniteNounPhrase, nameInSentence } from "./noun-phrase.js";

const named = (label: string, types: string[] = []) => ({ label, types });

describe("nameInSentence", () => {
  it.each([
    ["United States of America", "the United States of America"],
    ["Netherlands", "the Netherlands"],
    ["University of Chicago", "the University of Chicago"],
    ["Republic of Florence", "the Republic of Florence"],
    ["Ivy League", "the Ivy League"],
    ["United States Democratic Party", "the United States Democratic Party"],
    ["President of the United States", "the President of the United States"],
    ["Mona Lisa", "the Mona Lisa"],
    ["France", "France"],
    ["Harvard University", "Harvard University"],
    ["Washington, D.C.", "Washington, D.C."],
    ["The Hague", "The Hague"],
    ["politician", "politician"],
    ["  New\n York   City ", "New York City"],
  ])("writes %j as %j", (label, expected) => {
    expect(nameInSentence(named(label))).toBe(expected);
  });

  it("never puts an article before a person's name", () => {
    expect(nameInSentence(named("Joan of Arc", ["Q5"]))).toBe("Joan of Arc");
    expect(nameInSentence(named("Kingdom of Heaven Party", ["Q5"]))).toBe("Kingdom of Heaven Party");
  });
});

describe("indefiniteNounPhrase", () => {
  it("classifies with a/an for common nouns and keeps proper names", () => {
    expect(indefiniteNounPhrase(named("lawyer"))).toBe("a lawyer");
    expect(indefiniteNounPhrase(named("engineer"))).toBe("an engineer");
    expect(indefiniteNounPhrase(named("university professor"))).toBe("a university professor");
    expect(indefiniteNounPhrase(named("honorary citizen"))).toBe("an honorary citizen");
    expect(indefiniteNounPhrase(named("President of the United States"))).toBe(
      "the President of the United States",
    );
  });

  it("picks the article by sound as far as spelling tells", () => {
    expect(["apple", "hour", "European", "one-man band", "uncle"].map(indefiniteArticle)).toEqual([
      "an",
      "an",
      "a",
      "a",
      "an",
    ]);
  });
});
