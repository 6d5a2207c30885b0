import { FactprobeError } from "../errors.js";

const ENTITY_ID_PATTERN = /^Q[1-9]\d*$/;
const PROPERTY_ID_PATTERN = /^P[1-9]\d*$/;
const LANGUAGE_TAG_PATTERN = /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/;

/** Whether `text` is a Wikidata item id such as `Q90` (no leading zeros, nothing around it). */
export function isEntityId(text: string): boolean {
  return ENTITY_ID_PATTERN.test(text);
}

/** Whether `text` is a Wikidata property id such as `P36`. */
export function isPropertyId(text: string): boolean {
  return PROPERTY_ID_PATTERN.test(text);
}

/**
 * Returns `id` as a `wd:` prefixed name for a query, after checking that it is an item id (`Q90`).
 * Throws `FactprobeError` (code `invalid-id`) otherwise, so that no text reaches a query unchecked.
 */
export function entityTerm(id: string): string {
  if (!isEntityId(id)) {
    throw new FactprobeError(
      "invalid-id",
      `"${id}" is not a Wikidata item id, so it cannot be put in a SPARQL query.`,
      {
        hint: "Item ids look like Q90: the letter Q followed by digits.",
      },
    );
  }
  return `wd:${id}`;
}

/**
 * Returns `id` as a `wdt:` prefixed name (the truthy statement predicate), after checking that it is
 * a property id (`P36`). Throws `FactprobeError` (code `invalid-id`) otherwise.
 */
export function directClaimTerm(id: string): string {
  return `wdt:${checkedPropertyId(id)}`;
}

/** Returns `id` as a `wd:` prefixed name of the property entity (for its labels). Same checks as `directClaimTerm`. */
export function propertyEntityTerm(id: string): string {
  return `wd:${checkedPropertyId(id)}`;
}

function checkedPropertyId(id: string): string {
  if (!isPropertyId(id)) {
    throw new FactprobeError(
      "invalid-id",
      `"${id}" is not a Wikidata property id, so it cannot be put in a SPARQL query.`,
      {
        hint: "Property ids look like P36: the letter P followed by digits.",
      },
    );
  }
  return id;
}

/**
 * Escapes user text into a SPARQL string literal: `"…"` with `\`, `"`, `'`, line breaks, tabs,
 * backspace and form feed escaped, so the text can never end the literal and add query syntax.
 * Other control characters are legal inside a SPARQL string and stay as they are; `\uXXXX` is never
 * emitted because SPARQL decodes such escapes before parsing the query.
 * With `language` (checked against BCP 47 syntax) the literal is language-tagged, e.g. `"Paris"@en`.
 */
export function sparqlStringLiteral(text: string, options: { language?: string } = {}): string {
  const escaped = text.replace(/[\\"'\n\r\t\b\f]/g, (character) => {
    switch (character) {
      case "\\":
        return "\\\\";
      case '"':
        return '\\"';
      case "'":
        return "\\'";
      case "\n":
        return "\\n";
      case "\r":
        return "\\r";
      case "\t":
        return "\\t";
      case "\b":
        return "\\b";
      default:
        return "\\f";
    }
  });
  if (options.language === undefined) return `"${escaped}"`;
  if (!LANGUAGE_TAG_PATTERN.test(options.language)) {
    throw new FactprobeError(
      "invalid-id",
      `"${options.language}" is not a language tag, so it cannot be put in a SPARQL query.`,
      {
        hint: "Use a BCP 47 tag such as en or pt-BR.",
      },
    );
  }
  return `"${escaped}"@${options.language}`;
}
