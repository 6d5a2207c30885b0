import { describe, expect, it } from "vitest";
import { TopicError } from "../errors.js";
import { parseTopic } from "./parse-topic.js";

describe("parseTopic", () => {
  it("reads catalogue names, forgiving case, spaces and underscores", () => {
    expect(parseTopic("politician")).toMatchObject({
      kind: "catalogue",
      definition: { property: "P106", value: "Q82955" },
    });
    expect(parseTopic("  Historical Event ")).toMatchObject({
      kind: "catalogue",
      definition: { name: "historical-event" },
    });
    expect(parseTopic("literary_work")).toMatchObject({
      kind: "catalogue",
      definition: { name: "literary-work" },
    });
  });

  it("reads id constraints", () => {
    expect(parseTopic("P106=Q39018")).toEqual({
      kind: "constraints",
      constraints: [{ property: { id: "P106" }, value: { id: "Q39018" } }],
    });
    expect(parseTopic("p31 = q5")).toEqual({
      kind: "constraints",
      constraints: [{ property: { id: "P31" }, value: { id: "Q5" } }],
    });
  });

  it("reads a bare class id as its instances (P31), alone or with other constraints", () => {
    expect(parseTopic("Q3305213")).toEqual({
      kind: "constraints",
      constraints: [{ property: { id: "P31" }, value: { id: "Q3305213" } }],
    });
    expect(parseTopic("q5 & P106=Q82955")).toEqual({
      kind: "constraints",
      constraints: [
        { property: { id: "P31" }, value: { id: "Q5" } },
        { property: { id: "P106" }, value: { id: "Q82955" } },
      ],
    });
  });

  it("reads label constraints, and mixes of labels and ids joined with &", () => {
    expect(parseTopic("occupation: emperor")).toEqual({
      kind: "constraints",
      constraints: [{ property: { label: "occupation" }, value: { label: "emperor" } }],
    });
    expect(parseTopic("occupation: politician & P27: Q142")).toEqual({
      kind: "constraints",
      constraints: [
        { property: { label: "occupation" }, value: { label: "politician" } },
        { property: { id: "P27" }, value: { id: "Q142" } },
      ],
    });
    expect(parseTopic("named after: Star Wars: A New Hope")).toMatchObject({
      constraints: [{ property: { label: "named after" }, value: { label: "Star Wars: A New Hope" } }],
    });
  });

  it("rejects anything else with the three forms, the catalogue and a suggestion", () => {
    let caught: unknown;
    try {
      parseTopic("politican");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(TopicError);
    const error = caught as TopicError;
    expect(error.topic).toBe("politican");
    expect(error.message).toContain('Did you mean "politician"?');
    expect(error.message).toContain("P106=Q39018");
    expect(error.message).toContain("occupation: emperor");
    expect(error.message).toMatch(
      /Catalogue names: politician, writer, actor, country, city, landmark, historical-event, .*literary-work/,
    );
  });

  it("rejects half-written constraints", () => {
    for (const text of ["", "P106=", "=Q5", "occupation:", ": emperor", "P106=Q5 &", "P106=emperor"]) {
      expect(() => parseTopic(text), text).toThrow(TopicError);
    }
  });
});
