import { describe, expect, it } from "vitest";
import { addCommonNTriplesLine, byteBlock } from "./add-common-ntriples-line.js";
import { FactSetBuilder } from "./fact-set-builder.js";
import { parseNTriplesLine } from "./parse-ntriples-line.js";

const E = "http://www.wikidata.org/entity/";
const lines = [
  `<${E}Q42> <http://www.wikidata.org/prop/direct/P31> <${E}Q5> .`,
  `<${E}Q42> <http://www.wikidata.org/prop/direct/P19> <${E}Q350> .`,
  `<${E}Q42> <http://www.wikidata.org/prop/direct/P19> <${E}Q350> .`,
  `<${E}Q42> <http://www.w3.org/2000/01/rdf-schema#label> "Douglas Adams"@en .`,
  `<${E}Q42> <http://www.w3.org/2000/01/rdf-schema#label> "Douglas Adams (de)"@de .`,
  `<${E}Q42> <http://www.w3.org/2004/02/skos/core#altLabel> "Douglas Noel Adams"@en .`,
  `<${E}Q42> <http://www.w3.org/2004/02/skos/core#altLabel> "D. \\"Bop\\" Adams"@en .`,
  `<${E}Q350> <http://www.w3.org/2000/01/rdf-schema#label> "Cambridge"@en-gb .`,
  `<${E}Q72> <http://www.w3.org/2000/01/rdf-schema#label> "Zürich"@en .`,
  `<${E}Q72> <http://www.w3.org/2004/02/skos/core#altLabel> "蘇黎世 🏔"@en .`,
  `<${E}Q350>  <http://www.w3.org/2000/01/rdf-schema#label> "Cambridge"@en .`,
  `<${E}Q5> <http://www.w3.org/2000/01/rdf-schema#label> "human"@en . # a comment`,
  `<${E}P19> <http://www.w3.org/2000/01/rdf-schema#label> "place of birth"@en .`,
  `<${E}Q0123> <http://www.wikidata.org/prop/direct/P19> <${E}Q350> .`,
  `<${E}Q1234567890> <http://www.wikidata.org/prop/direct/P19> <${E}Q350> .`,
  `<${E}Q42> <http://www.wikidata.org/prop/direct/P569> "1952-03-11"^^<http://www.w3.org/2001/XMLSchema#date> .`,
];

describe("addCommonNTriplesLine", () => {
  it("builds the same fact set as the full parser, line by line, and leaves unusual lines to it", () => {
    const reference = new FactSetBuilder();
    for (const line of lines) {
      const triple = parseNTriplesLine(line);
      if (triple !== undefined) reference.addTriple(triple);
    }
    const fast = new FactSetBuilder();
    const text = Buffer.from(`${lines.join("\n")}\n`);
    let taken = 0;
    for (let start = 0; start < text.length;) {
      const end = text.indexOf(10, start);
      if (addCommonNTriplesLine(byteBlock(text), start, end, fast)) taken += 1;
      else {
        const triple = parseNTriplesLine(text.toString("utf8", start, end));
        if (triple !== undefined) fast.addTriple(triple);
      }
      start = end + 1;
    }
    const now = (): Date => new Date("2024-01-01T00:00:00Z");
    expect(fast.build({ source: "x", now })).toEqual(reference.build({ source: "x", now }));
    // The plain statements and English labels and aliases (multi-byte characters too); not the escape, the other tags, the extra space,
    // the comment, the property, the leading zero, the ten digits or the literal value.
    expect(taken).toBe(7);
  });
});
