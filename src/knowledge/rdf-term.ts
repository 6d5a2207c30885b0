/** One RDF term as read from a file: an IRI, a blank node or a literal. */
export type RdfTerm =
  | { kind: "iri"; value: string }
  | { kind: "bnode"; value: string }
  | {
      kind: "literal";
      /** The lexical form, unescaped. */
      value: string;
      /** The language tag, lower-cased, or `""` when there is none. */
      language: string;
      /** The datatype IRI, or `""` for a plain or language-tagged literal. */
      datatype: string;
    };

/** One triple as read from a file. */
export interface RdfTriple {
  subject: RdfTerm;
  predicate: RdfTerm;
  object: RdfTerm;
}
