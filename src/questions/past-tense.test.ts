import { describe, expect, it } from "vitest";
import { datedTemplate, pastTense } from "./past-tense.js";

describe("pastTense", () => {
  it("puts the first auxiliary in the past", () => {
    expect(pastTense("Is {subject} a member of {object}?")).toBe("Was {subject} a member of {object}?");
    expect(pastTense("Which of the following countries is {subject} from?")).toBe(
      "Which of the following countries was {subject} from?",
    );
    expect(pastTense("Does {subject} share a border with {object}?")).toBe(
      "Did {subject} share a border with {object}?",
    );
    expect(pastTense("{wh} has {object} as its capital?")).toBe("{wh} had {object} as its capital?");
  });

  it("puts the verb after the interrogative in the past when there is no auxiliary", () => {
    expect(pastTense("{wh} owns {subject}?")).toBe("{wh} owned {subject}?");
    expect(pastTense("Which of the following owns {subject}?")).toBe(
      "Which of the following owned {subject}?",
    );
    expect(pastTense("Who uses {subject}?")).toBe("Who used {subject}?");
    expect(pastTense("{wh} includes {object}?")).toBe("{wh} included {object}?");
    expect(pastTense("{wh} crosses {object}?")).toBe("{wh} crossed {object}?");
  });

  it("leaves a template in the past tense, and words that are no verb, alone", () => {
    expect(pastTense("Was {subject} born in {object}?")).toBe("Was {subject} born in {object}?");
    expect(pastTense("Which record label was {subject} on?")).toBe("Which record label was {subject} on?");
    expect(pastTense("Which of the following record labels {subject}?")).toBe(
      "Which of the following record labels {subject}?",
    );
  });
});

describe("datedTemplate", () => {
  it("asks in the past tense about one year", () => {
    expect(datedTemplate("Who is the head of government of {subject}?")).toBe(
      "Who was the head of government of {subject} in {year}?",
    );
    expect(datedTemplate("Did {subject} play for {object}?")).toBe(
      "Did {subject} play for {object} in {year}?",
    );
  });
});
