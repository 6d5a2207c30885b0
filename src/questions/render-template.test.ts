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

  it("fails loudly when a slot is missing", () => {
    expect(() => renderTemplate("Is {object} here?", { subject: { label: "X", types: [] } })).toThrow(
      /needs \{object\}/u,
    );
    expect(() => renderTemplate("{wh} is it?", { subject: { label: "X", types: [] } })).toThrow(
      /interrogative/u,
    );
  });
});
