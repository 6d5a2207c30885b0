import { describe, expect, it } from "vitest";
import { createSeededRandom } from "../questions/seeded-random.js";
import { digestNormalForm, hashNormalForm, wordBits } from "./digest-normal-form.js";
import { normalizeAnswer } from "./normalize-answer.js";

/** What the digest of `text` must be, from its normal form. */
function expectedDigest(text: string) {
  const normal = normalizeAnswer(text);
  const words = normal === "" ? [] : normal.split(" ").map((word) => wordBits(hashNormalForm(word)));
  return {
    length: normal.length,
    hash: hashNormalForm(normal),
    wordsLow: words.reduce((bits, word) => bits | word.low, 0),
    wordsHigh: words.reduce((bits, word) => bits | word.high, 0),
    hedges: /\b(?:or|not|nor|neither)\b/.test(normal),
  };
}

describe("digestNormalForm", () => {
  it.each([
    "Paris",
    "the United Kingdom.",
    "U. K.",
    "Washington, D.C.",
    "Sir Isaac Newton",
    "Mr's Smith",
    "The Dr",
    "the",
    "AT&T",
    "O'Neill or Joan d`Arc",
    "Neither",
    "Siméon Denis Poisson",
    "",
    "...",
  ])("%j: the length, hash and words of its normal form", (text) => {
    const digest = digestNormalForm(text);
    const expected = expectedDigest(text);
    expect(digest).toMatchObject({
      length: expected.length,
      hash: expected.hash,
      wordsLow: expected.wordsLow,
      wordsHigh: expected.wordsHigh,
    });
    if (expected.hedges) expect(digest?.mayHedge).toBe(true);
  });

  it("reads an answer with Latin diacritics through its ASCII fold, and leaves other scripts alone", () => {
    expect(digestNormalForm("Gdańsk")?.text).toBe("Gdansk");
    expect(digestNormalForm("Straße")).toBeUndefined();
    expect(digestNormalForm("東京")).toBeUndefined();
    // The Kelvin sign lower-cases to "k" but has no fold: normalizeAnswer reads it.
    expect(digestNormalForm("\u212Aelvin")).toBeUndefined();
  });

  it("agrees with normalizeAnswer on random texts of the characters that matter", () => {
    const pieces = [
      ...Array.from("aAbKuxZ10 .,&-!?\t'`’"),
      "  ",
      "the ",
      "The ",
      "a ",
      "Mr. ",
      "mr's ",
      "dr ",
      "sir ",
      "Honourable ",
      "D.C.",
      "U. K.",
      "o'",
      "'s",
      "or ",
      "Not ",
      "n o r",
      ...Array.from("éÉÆøİǅ½²…Ａ\u0301\u00a0\u2013\u212a"),
    ];
    const random = createSeededRandom("digest-normal-form");
    let read = 0;
    for (let attempt = 0; attempt < 20_000; attempt++) {
      const text = Array.from({ length: random.int(8) }, () => random.pick(pieces)).join("");
      const digest = digestNormalForm(text);
      if (digest === undefined) continue;
      read++;
      const expected = expectedDigest(text);
      expect(
        [digest.length, digest.hash, digest.wordsLow, digest.wordsHigh, expected.hedges && !digest.mayHedge],
        JSON.stringify(text),
      ).toEqual([expected.length, expected.hash, expected.wordsLow, expected.wordsHigh, false]);
    }
    expect(read).toBeGreaterThan(10_000);
  });
});
