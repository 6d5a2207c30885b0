import { TopicError } from "../errors.js";
import { closestName } from "./closest-name.js";
import { isEntityId, isPropertyId } from "./sparql-literal.js";
import { TOPIC_CATALOGUE, type TopicDefinition } from "./topic-catalogue.js";
import { topicGuidance } from "./topic-guidance.js";

/** One side of a constraint as written: an id (`P106`, `Q39018`) or a label (`occupation`). */
export type TopicTerm = { id: string } | { label: string };

/** A topic as written, before its labels are looked up in a source. */
export type ParsedTopic =
  | { kind: "catalogue"; definition: TopicDefinition }
  | { kind: "constraints"; constraints: { property: TopicTerm; value: TopicTerm }[] };

/**
 * Parses topic text without a source: a catalogue name (`politician`, `historical event`), id
 * constraints (`P106=Q39018`), a bare class id (`Q3305213`, read as `P31=Q3305213`), or label constraints (`occupation: emperor`), several joined with `&`.
 * Throws `TopicError` with the accepted forms (and the nearest catalogue name) otherwise.
 */
export function parseTopic(text: string): ParsedTopic {
  const trimmed = text.trim();
  const catalogueKey = trimmed.toLowerCase().replace(/[\s_]+/g, "-");
  if (Object.hasOwn(TOPIC_CATALOGUE, catalogueKey)) {
    return { kind: "catalogue", definition: TOPIC_CATALOGUE[catalogueKey as keyof typeof TOPIC_CATALOGUE] };
  }
  const parts = trimmed.split("&").map((part) => part.trim());
  const constraints = parts.map((part) => parseConstraint(part));
  if (trimmed === "" || constraints.some((constraint) => constraint === undefined)) {
    const suggestion = closestName(catalogueKey, Object.keys(TOPIC_CATALOGUE));
    const didYouMean = suggestion === undefined ? "" : ` Did you mean "${suggestion}"?`;
    throw new TopicError(
      text,
      `Topic "${text}" is not a catalogue name nor a property-value constraint.${didYouMean}`,
      {
        hint: topicGuidance(),
      },
    );
  }
  return { kind: "constraints", constraints: constraints.filter((constraint) => constraint !== undefined) };
}

function parseConstraint(part: string): { property: TopicTerm; value: TopicTerm } | undefined {
  // A bare class id (`Q3305213`) means its instances: P31 (instance of) = the class.
  const bareClass = part.toUpperCase();
  if (isEntityId(bareClass)) return { property: { id: "P31" }, value: { id: bareClass } };
  const idMatch = /^(P\d+)\s*=\s*(Q\d+)$/i.exec(part);
  if (idMatch !== null) {
    const property = (idMatch[1] ?? "").toUpperCase();
    const value = (idMatch[2] ?? "").toUpperCase();
    if (!isPropertyId(property) || !isEntityId(value)) return undefined;
    return { property: { id: property }, value: { id: value } };
  }
  const colon = part.indexOf(":");
  if (colon <= 0) return undefined;
  const property = part.slice(0, colon).trim();
  const value = part.slice(colon + 1).trim();
  if (property === "" || value === "") return undefined;
  return { property: toTerm(property, isPropertyId), value: toTerm(value, isEntityId) };
}

function toTerm(text: string, isId: (text: string) => boolean): TopicTerm {
  const upper = text.toUpperCase();
  return isId(upper) ? { id: upper } : { label: text };
}
