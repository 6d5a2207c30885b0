import { describe, expect, it } from "vitest";
import { renderTemplate } from "./render-template.js";

describe("renderTemplate", () => {
  it("fills every placeholder once, never reading braces or $ inside labels", () => {
    const text = renderTemplate("Is {object} the capital of {subject}?", {
      subject: { label: "Weird {object} $& $1 Land", types: [] },
      object: { label: "{subject}", types: [] },
    });
    expect(text).toBe("Is {subject} the capital of Weird {object} $& $1 Land?");
  });

  it("capitalises the first letter and tidies whitespace", () => {
    expect(renderTemplate("{subject}  is   here?", { subject: { label: "United Kingdom", types: [] } })).toBe(
      "The United Kingdom is here?",
    );
    expect(
      renderTemplate("{wh} is {subject} part of?", {
        subject: { label: "Paris", types: [] },
        interrogative: "Which country",
      }),
    ).toBe("Which country is Paris part of?");
  });

  it("ends a question on a quoted title's own question mark, and keeps it inside", () => {
    const essay = { label: "What Is Man?", types: ["Q7725634"] };
    expect(renderTemplate("Who wrote {subject}?", { subject: essay })).toBe('Who wrote "What Is Man?"');
    expect(
      renderTemplate("Was {subject} written by {object}?", {
        subject: essay,
        object: { label: "Mark Twain", types: ["Q5"] },
      }),
    ).toBe('Was "What Is Man?" written by Mark Twain?');
  });

  it("leaves a title's own comma alone", () => {
    const game = { label: "Win, Lose or Draw", types: ["Q5398426"] };
    expect(renderTemplate("On which network was {subject} originally broadcast?", { subject: game })).toBe(
      "On which network was the television series Win, Lose or Draw originally broadcast?",
    );
    const untyped = { label: "Love, Actually Sad", types: [] };
    expect(renderTemplate("Who directed {subject:work} first?", { subject: untyped })).toBe(
      'Who directed "Love, Actually Sad" first?',
    );
  });

  it("fronts a preposition before the question word with {in-wh}", () => {
    expect(
      renderTemplate("{in-wh} is {subject} located?", {
        subject: { label: "the birthplace of Lutz Graf Schwerin von Krosigk", types: [], verbatim: true },
        interrogative: "Which state",
      }),
    ).toBe("In which state is the birthplace of Lutz Graf Schwerin von Krosigk located?");
  });

  it("closes an appositive name with a comma when the sentence goes on, but not a list name", () => {
    const gary = { label: "Gary, Indiana", types: [] };
    expect(renderTemplate("{wh} is {subject} in?", { subject: gary, interrogative: "Which country" })).toBe(
      "Which country is Gary, Indiana, in?",
    );
    expect(renderTemplate("Where was {subject}?", { subject: gary })).toBe("Where was Gary, Indiana?");
    // The comma is inside a parenthesis, which closes the name.
    expect(
      renderTemplate("Is {subject} located in {object}?", {
        subject: { label: "St. James Church (Charlottesville, Virginia)", types: [] },
        object: { label: "Illinois", types: [] },
      }),
    ).toBe("Is St. James Church (Charlottesville, Virginia) located in Illinois?");
    expect(
      renderTemplate("Was {subject} the head of state of {object}?", {
        subject: { label: "Albert II, Prince of Monaco", types: ["Q5"] },
        object: { label: "Monaco", types: [] },
      }),
    ).toBe("Was Albert II, Prince of Monaco, the head of state of Monaco?");
    expect(
      renderTemplate("Were {subject} formed in {object}?", {
        subject: { label: "Blood, Sweat & Tears", types: [] },
        object: { label: "New York City", types: [] },
      }),
    ).toBe("Were Blood, Sweat & Tears formed in New York City?");
  });

  it("says a place two names share once, in the second name", () => {
    const seat = (town: string, county: string) =>
      renderTemplate("Is {object} the seat of {subject}?", {
        subject: { label: county, types: [] },
        object: { label: town, types: [] },
      });
    expect(seat("Bryan, Ohio", "Williams County, Ohio")).toBe("Is Bryan the seat of Williams County, Ohio?");
    expect(seat("Dublin, Georgia", "Laurens County, Georgia")).toBe(
      "Is Dublin the seat of Laurens County, Georgia?",
    );
    // Different places, one name with a place, or a place with a digit: as they are.
    expect(seat("Bryan, Texas", "Williams County, Ohio")).toBe(
      "Is Bryan, Texas, the seat of Williams County, Ohio?",
    );
    expect(seat("Bryan", "Williams County, Ohio")).toBe("Is Bryan the seat of Williams County, Ohio?");
    expect(seat("Bryan, Ohio", "Williams County")).toBe("Is Bryan, Ohio, the seat of Williams County?");
    expect(
      renderTemplate("Did {subject} replace {object}?", {
        subject: { label: "Constitution Act, 1867", types: [] },
        object: { label: "British North America Act, 1867", types: [] },
      }),
    ).toBe("Did Constitution Act, 1867, replace British North America Act, 1867?");
  });

  it("makes the auxiliary agree with a plural subject", () => {
    const faroes = { label: "Faroe Islands", types: ["Q66724388"] };
    expect(
      renderTemplate("{wh} does {subject} have diplomatic relations with?", {
        subject: faroes,
        interrogative: "What",
      }),
    ).toBe("What do the Faroe Islands have diplomatic relations with?");
    expect(
      renderTemplate("Is {subject} in {object}?", {
        subject: faroes,
        object: { label: "Europe", types: [] },
      }),
    ).toBe("Are the Faroe Islands in Europe?");
    expect(
      renderTemplate("Is {subject} in {object}?", {
        subject: { label: "Iceland", types: [] },
        object: { label: "Europe", types: [] },
      }),
    ).toBe("Is Iceland in Europe?");
  });

  it("writes a record label without 'the' and a species' common name with it", () => {
    expect(
      renderTemplate("Was {subject} on the {object:record-label} label?", {
        subject: { label: "Help!", types: [] },
        object: { label: "Parlophone", types: [] },
      }),
    ).toBe('Was "Help!" on the Parlophone label?');
    expect(
      renderTemplate("What is the status of {subject:species}?", {
        subject: { label: "ivory gull", types: [] },
      }),
    ).toBe("What is the status of the ivory gull?");
  });

  it("writes {object:play} as 'play the X', and 'sing' for the voice", () => {
    const mozart = { label: "Wolfgang Amadeus Mozart", types: ["Q5"] };
    expect(
      renderTemplate("Did {subject} {object:play}?", {
        subject: mozart,
        object: { label: "piano", types: [] },
      }),
    ).toBe("Did Wolfgang Amadeus Mozart play the piano?");
    expect(
      renderTemplate("Did {subject} {object:play}?", {
        subject: mozart,
        object: { label: "voice", types: [] },
      }),
    ).toBe("Did Wolfgang Amadeus Mozart sing?");
  });

  it("writes a product model with 'the' when numbered, not a ship or a material", () => {
    const maker = (label: string, types: string[] = []): string =>
      renderTemplate("Who manufactured {subject:product-model}?", { subject: { label, types } });
    expect(maker("Nokia 6011i")).toBe("Who manufactured the Nokia 6011i?");
    expect(maker("Mitsubishi Model A")).toBe("Who manufactured the Mitsubishi Model A?");
    expect(maker("HMS E46")).toBe("Who manufactured HMS E46?");
    expect(maker("Orlon")).toBe("Who manufactured Orlon?");
    expect(maker("Fiat 500", ["Q3231690"])).toBe("Who manufactured the Fiat 500?");
    expect(maker("Game Boy", ["Q56682555"])).toBe("Who manufactured the Game Boy?");
  });

  it("writes a body of water with 'the' for a one-word river without types", () => {
    const flows = (label: string, types: string[] = []): string =>
      renderTemplate("Does {subject:body-of-water} flow into {object}?", {
        subject: { label, types },
        object: { label: "Adriatic Sea", types: ["Q165"] },
      });
    expect(flows("Brenta")).toBe("Does the Brenta flow into the Adriatic Sea?");
    expect(flows("Lake Ohrid")).toBe("Does Lake Ohrid flow into the Adriatic Sea?");
  });

  it("writes a team with 'the' for an untyped plural name", () => {
    const venue = (label: string, types: string[] = []): string =>
      renderTemplate("What is the home venue of {subject:team}?", { subject: { label, types } });
    expect(venue("Washington Wizards")).toBe("What is the home venue of the Washington Wizards?");
    expect(venue("Real Madrid Castilla")).toBe("What is the home venue of Real Madrid Castilla?");
    expect(venue("Chelsea F.C.", ["Q476028"])).toBe("What is the home venue of Chelsea F.C.?");
  });

  it("writes a cause with 'a' when counted, and agrees with a plural object in front", () => {
    const subject = { label: "John A. Macdonald", types: ["Q5"] };
    expect(
      renderTemplate("Did {subject} die of {object:cause}?", {
        subject,
        object: { label: "stroke", types: [] },
      }),
    ).toBe("Did John A. Macdonald die of a stroke?");
    expect(
      renderTemplate("Did {subject} die of {object:cause}?", {
        subject,
        object: { label: "pneumonia", types: [] },
      }),
    ).toBe("Did John A. Macdonald die of pneumonia?");
    // A band's own "The" is the article, in lower case inside the sentence.
    expect(
      renderTemplate("Was {object} the religion of {subject}?", {
        subject,
        object: { label: "The Beatles", types: ["Q5741069"] },
      }),
    ).toBe("Were the Beatles the religion of John A. Macdonald?");
  });

  it("fails loudly when a slot is missing", () => {
    expect(() => renderTemplate("Is {object} here?", { subject: { label: "X", types: [] } })).toThrow(
      /needs \{object\}/u,
    );
    expect(() => renderTemplate("{wh} is it?", { subject: { label: "X", types: [] } })).toThrow(
      /interrogative/u,
    );
    expect(() => renderTemplate("Is {subject:planet} here?", { subject: { label: "X", types: [] } })).toThrow(
      /unknown kind in \{subject:planet\}/u,
    );
  });
});
