import { TopicError } from "../errors.js";
import { didYouMeanProperty } from "./closest-name.js";
import { compareIds, fetchEntityNames } from "./entity-names.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { parseTopic } from "./parse-topic.js";
import { fetchPropertyNames, type PropertyName } from "./property-names.js";
import { directClaimTerm, sparqlStringLiteral } from "./sparql-literal.js";
import { TOPIC_CATALOGUE } from "./topic-catalogue.js";
import { topicGuidance } from "./topic-guidance.js";
import { shortIdOf, SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

/** One resolved constraint: the topic's entities have `property` pointing to `value`. */
export interface TopicConstraint {
  /** Property id, e.g. `P106`. */
  property: string;
  propertyLabel: string;
  /** Item id, e.g. `Q82955`. */
  value: string;
  valueLabel: string;
}

/** A topic resolved to Wikidata ids. */
export interface ResolvedTopic {
  /** The topic as the user wrote it. */
  text: string;
  /** The noun for prompts and reports, e.g. `politician`, `emperor`. */
  promptTopic: string;
  /** All must hold for an entity to belong to the topic. */
  constraints: TopicConstraint[];
}

/** A catalogue entry as shown by `factprobe topics`. */
export interface TopicSummary {
  name: string;
  domain: string;
  /** The constraint by ids, e.g. `P106=Q82955`. */
  constraint: string;
  /** The constraint by labels, e.g. `occupation: politician`. */
  constraintLabel: string;
  example: string;
  note?: string;
}

/** The topic catalogue (the FactChecker paper's 15 topics), in catalogue order. */
export function listTopics(): TopicSummary[] {
  return Object.values(TOPIC_CATALOGUE).map((definition) => {
    const summary: TopicSummary = {
      name: definition.name,
      domain: definition.domain,
      constraint: `${definition.property}=${definition.value}`,
      constraintLabel: `${definition.propertyLabel}: ${definition.valueLabel}`,
      example: definition.example,
    };
    if ("note" in definition) summary.note = definition.note;
    return summary;
  });
}

/**
 * Resolves topic text to constraints. Catalogue names resolve without queries. `P106=Q39018` takes
 * the ids as given and looks up their labels. `occupation: emperor` resolves the property through
 * the source's property labels and aliases, and the value through `rdfs:label`/`skos:altLabel`
 * (English, case-insensitive on the first letter); when several items share the name, the one that
 * most entities point to with that property wins. Throws `TopicError` with the accepted forms, the
 * catalogue names and, for a misspelt property, the nearest property.
 */
export async function resolveTopic(
  text: string,
  source: KnowledgeSource,
  options: { signal?: AbortSignal } = {},
): Promise<ResolvedTopic> {
  const parsed = parseTopic(text);
  if (parsed.kind === "catalogue") {
    const { definition } = parsed;
    return {
      text,
      promptTopic: definition.promptTopic,
      constraints: [
        {
          property: definition.property,
          propertyLabel: definition.propertyLabel,
          value: definition.value,
          valueLabel: definition.valueLabel,
        },
      ],
    };
  }
  const signalOptions = options.signal === undefined ? {} : { signal: options.signal };
  // Loaded only when a property is written as a label.
  let propertyNames: PropertyName[] | undefined;
  const constraints: TopicConstraint[] = [];
  for (const written of parsed.constraints) {
    let property: { id: string; label: string | undefined };
    if ("id" in written.property) {
      property = { id: written.property.id, label: undefined };
    } else {
      propertyNames ??= await fetchPropertyNames({ source, ...signalOptions });
      property = findProperty(text, written.property.label, propertyNames, source.name);
    }
    const value =
      "id" in written.value
        ? { id: written.value.id, label: undefined }
        : await findValue(text, written.value.label, property.id, source, options.signal);
    constraints.push({
      property: property.id,
      propertyLabel: property.label ?? "",
      value: value.id,
      valueLabel: value.label ?? "",
    });
  }
  const missingLabels = constraints.flatMap((constraint) => [
    ...(constraint.propertyLabel === "" ? [constraint.property] : []),
    ...(constraint.valueLabel === "" ? [constraint.value] : []),
  ]);
  if (missingLabels.length > 0) {
    const names = await fetchEntityNames({ source, ids: missingLabels, ...signalOptions });
    for (const constraint of constraints) {
      if (constraint.propertyLabel === "")
        constraint.propertyLabel = names.get(constraint.property)?.label ?? constraint.property;
      if (constraint.valueLabel === "")
        constraint.valueLabel = names.get(constraint.value)?.label ?? constraint.value;
    }
  }
  return {
    text,
    promptTopic: constraints.map((constraint) => constraint.valueLabel).join(" and "),
    constraints,
  };
}

function findProperty(
  topic: string,
  label: string,
  propertyNames: PropertyName[],
  sourceName: string,
): { id: string; label: string | undefined } {
  const wanted = label.toLowerCase();
  const byLabel = propertyNames.find((property) => property.label?.toLowerCase() === wanted);
  const byAlias = propertyNames.find((property) =>
    property.aliases.some((alias) => alias.toLowerCase() === wanted),
  );
  const found = byLabel ?? byAlias;
  if (found !== undefined) return { id: found.id, label: found.label };
  if (propertyNames.length === 0) {
    throw new TopicError(
      topic,
      `Topic "${topic}": the source ${sourceName} declares no property labels, so "${label}" cannot be resolved.`,
      {
        hint: `Write the property as an id instead (e.g. P106=Q39018).\n${topicGuidance()}`,
      },
    );
  }
  const didYouMean = didYouMeanProperty(label, propertyNames);
  throw new TopicError(topic, `Topic "${topic}" has no known property "${label}".${didYouMean}`, {
    hint: topicGuidance(),
  });
}

async function findValue(
  topic: string,
  label: string,
  property: string,
  source: KnowledgeSource,
  signal: AbortSignal | undefined,
): Promise<{ id: string; label: string | undefined }> {
  const spellings = new Set([label, label.toLowerCase(), label.charAt(0).toUpperCase() + label.slice(1)]);
  const names = [...spellings].map((spelling) => sparqlStringLiteral(spelling, { language: "en" }));
  const query = `${SPARQL_PREFIXES}
SELECT ?value (MAX(?matchedBy) AS ?match) (SAMPLE(?valueLabel) AS ?label) (COUNT(DISTINCT ?member) AS ?members) WHERE {
  VALUES ?name { ${names.join(" ")} }
  { ?value rdfs:label ?name . BIND("label" AS ?matchedBy) }
  UNION { ?value skos:altLabel ?name . BIND("alias" AS ?matchedBy) }
  FILTER(STRSTARTS(STR(?value), "http://www.wikidata.org/entity/Q"))
  OPTIONAL { ?value rdfs:label ?valueLabel . FILTER(LANG(?valueLabel) = "en") }
  OPTIONAL { ?member ${directClaimTerm(property)} ?value . }
}
GROUP BY ?value`;
  const rows = await source.select(query, signal === undefined ? {} : { signal });
  const candidates = rows
    .map((row) => ({
      id: shortIdOf(row["value"]?.value ?? ""),
      label: row["label"]?.value,
      byLabel: row["match"]?.value === "label",
      members: Number(row["members"]?.value ?? 0),
    }))
    .filter((candidate) => /^Q\d+$/.test(candidate.id))
    .sort(
      (left, right) =>
        right.members - left.members ||
        Number(right.byLabel) - Number(left.byLabel) ||
        compareIds(left.id, right.id),
    );
  const best = candidates[0];
  if (best === undefined) {
    throw new TopicError(
      topic,
      `Topic "${topic}": no item in ${source.name} is named "${label}" (English label or alias).`,
      {
        hint: `Check the spelling, or write the value as an id (e.g. ${property}=Q39018).\n${topicGuidance()}`,
      },
    );
  }
  return { id: best.id, label: best.label };
}
