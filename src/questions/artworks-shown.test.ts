import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { artOf, artworksShown, creatorOccupations } from "./artworks-shown.js";
import { createEntityProfiles } from "./entity-profiles.js";
import { collectCandidateFacts } from "./question-candidates.js";
import { renderTemplate } from "./render-template.js";

// Untyped works of a painter (Titian), of a sculptor (Rodin), of a creator the graph says nothing
// of (Brueghel), of a painter who writes (Dalí), of a novelist (Rowling) and of a cartoonist who
// paints (Hergé); a typed painting and a typed sculpture of the same nobody.
const graph = testGraph({
  seeds: ["Q1", "Q2", "Q3", "Q4", "Q5x", "Q6", "Q7", "Q8"],
  entities: [
    { id: "Q1", label: "The Bravo", types: [] },
    { id: "Q2", label: "The Kiss", types: [] },
    { id: "Q3", label: "The Triumph of Death", types: [] },
    { id: "Q4", label: "Galatea of the Spheres", types: [] },
    { id: "Q5x", label: "Ron Weasley", types: [] },
    { id: "Q6", label: "Titus as a Monk", types: ["Q3305213"] },
    { id: "Q7", label: "The Thinker", types: ["Q860861"] },
    { id: "Q8", label: "Captain Haddock", types: [] },
    { id: "Q5673", label: "Hergé", types: ["Q5"] },
    { id: "Q1114448", label: "cartoonist", types: ["Q28640"] },
    { id: "Q47551", label: "Titian", types: ["Q5"] },
    { id: "Q30755", label: "Auguste Rodin", types: ["Q5"] },
    { id: "Q43270", label: "Pieter Brueghel the Elder", types: [] },
    { id: "Q5577", label: "Salvador Dalí", types: ["Q5"] },
    { id: "Q34660", label: "J. K. Rowling", types: ["Q5"] },
    { id: "Q11629", label: "art of painting", types: [] },
    { id: "Q1028181", label: "painter", types: ["Q28640"] },
    { id: "Q1281618", label: "sculptor", types: ["Q28640"] },
    { id: "Q6625963", label: "novelist", types: ["Q28640"] },
  ],
  relations: [
    { id: "P170", label: "creator" },
    { id: "P106", label: "occupation" },
    { id: "P101", label: "field of work" },
  ],
  facts: [
    { subject: "Q1", relation: "P170", object: "Q47551" },
    { subject: "Q2", relation: "P170", object: "Q30755" },
    { subject: "Q3", relation: "P170", object: "Q43270" },
    { subject: "Q4", relation: "P170", object: "Q5577" },
    { subject: "Q5x", relation: "P170", object: "Q34660" },
    { subject: "Q6", relation: "P170", object: "Q43270" },
    { subject: "Q7", relation: "P170", object: "Q43270" },
    { subject: "Q8", relation: "P170", object: "Q5673" },
    { subject: "Q5673", relation: "P106", object: "Q1114448" },
    { subject: "Q5673", relation: "P106", object: "Q1028181" },
    { subject: "Q47551", relation: "P101", object: "Q11629" },
    { subject: "Q30755", relation: "P106", object: "Q1281618" },
    { subject: "Q5577", relation: "P106", object: "Q1028181" },
    { subject: "Q5577", relation: "P106", object: "Q6625963" },
    { subject: "Q34660", relation: "P106", object: "Q6625963" },
  ],
});

describe("artworksShown", () => {
  const shown = artworksShown(graph);
  const art = (id: string) => artOf(shown, graph.entityNumber(id));

  it("tells a painting by its types, or by creators who all paint and none sculpts or draws characters", () => {
    expect(art("Q1")).toBe("painting");
    expect(art("Q6")).toBe("painting");
    // A painter who writes too made works of art.
    expect(art("Q4")).toBe("painting");
  });

  it("calls the work of a sculptor, or of a creator the graph says nothing of, another work of art", () => {
    expect(art("Q2")).toBe("artwork");
    expect(art("Q3")).toBe("artwork");
    expect(art("Q7")).toBe("artwork");
  });

  it("does not tell what a writer or a cartoonist made: it may be a character", () => {
    expect(art("Q5x")).toBeUndefined();
    expect(art("Q8")).toBeUndefined();
    expect(art("Q47551")).toBeUndefined();
  });

  it("reads occupations by their labels", () => {
    expect(creatorOccupations.painter.test("landscape painter")).toBe(true);
    expect(creatorOccupations.painter.test("art of painting")).toBe(true);
    expect(creatorOccupations.writer.test("science fiction writer")).toBe(true);
    expect(creatorOccupations.writer.test("painter")).toBe(false);
    expect(creatorOccupations.cartoonist.test("comics artist")).toBe(true);
    expect(creatorOccupations.sculptor.test("sculptor")).toBe(true);
  });

  it("words a painting as painted and a work of art's title in quotation marks", () => {
    const { candidates } = collectCandidateFacts(graph, {
      profiles: createEntityProfiles(graph, { maxLabelLength: 150 }),
    });
    const wh = (subject: string): string => {
      const candidate = candidates.find((fact) => fact.subject.id === subject && fact.relation.id === "P170");
      if (candidate === undefined) throw new Error(`${subject} is a candidate`);
      return renderTemplate(candidate.templates.wh, { subject: candidate.subject, interrogative: "Who" });
    };
    expect(wh("Q1")).toBe('Who painted "The Bravo"?');
    expect(wh("Q6")).toBe('Who painted "Titus as a Monk"?');
    expect(wh("Q2")).toBe('Who created "The Kiss"?');
    expect(wh("Q7")).toBe('Who created "The Thinker"?');
    expect(wh("Q5x")).toBe("Who created Ron Weasley?");
    expect(wh("Q4")).toBe('Who painted "Galatea of the Spheres"?');
    expect(wh("Q8")).toBe("Who created Captain Haddock?");
  });
});
