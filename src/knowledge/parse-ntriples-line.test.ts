import { describe, expect, it } from "vitest";
import { NTriplesSyntaxError, parseNTriplesLine } from "./parse-ntriples-line.js";

describe("parseNTriplesLine", () => {
  it("reads IRIs, language-tagged, typed and escaped literals, and blank nodes", () => {
    expect(parseNTriplesLine('<http://a/s> <http://a/p> "caf\\u00E9 \\"x\\"\\n"@EN-gb .')).toEqual({
      subject: { kind: "iri", value: "http://a/s" },
      predicate: { kind: "iri", value: "http://a/p" },
      object: { kind: "literal", value: 'café "x"\n', language: "en-gb", datatype: "" },
    });
    expect(
      parseNTriplesLine('_:b1 <http://a/p> "12"^^<http://www.w3.org/2001/XMLSchema#integer> . # note'),
    ).toMatchObject({
      subject: { kind: "bnode", value: "b1" },
      object: { kind: "literal", value: "12", datatype: "http://www.w3.org/2001/XMLSchema#integer" },
    });
    expect(parseNTriplesLine("<http://a/s>\t<http://a/p>\t_:o.")).toMatchObject({
      object: { kind: "bnode", value: "o" },
    });
    expect(parseNTriplesLine("<http://a/\\U0001F600> <http://a/p> <http://a/o> .")?.subject.value).toBe(
      "http://a/😀",
    );
  });

  it("skips blank and comment lines", () => {
    expect(parseNTriplesLine("")).toBeUndefined();
    expect(parseNTriplesLine("   # a comment")).toBeUndefined();
  });

  it.each([
    ['<http://a/s> <http://a/p> "open .', /no closing quote/],
    ["<http://a/s> <http://a/p> <http://a/o>", /expected "\." at column 39/],
    ['"lit" <http://a/p> <http://a/o> .', /subject cannot be a literal/],
    ["<http://a/s> _:p <http://a/o> .", /predicate must be an IRI/],
    ["<http://a/s> <http://a/p> <http://a b> .", /not allowed in IRIs/],
    ["<http://a/s> <http://a/p> <http://a/o> . extra", /unexpected text after/],
    ['<http://a/s> <http://a/p> "x"@ .', /empty language tag/],
    ['<http://a/s> <http://a/p> "bad \\q" .', /invalid escape/],
    ["<http://a/s> <http://a/p>", /line ends where the object should be/],
  ])("rejects %s with the reason", (line, reason) => {
    expect(() => parseNTriplesLine(line)).toThrow(NTriplesSyntaxError);
    expect(() => parseNTriplesLine(line)).toThrow(reason);
  });
});
