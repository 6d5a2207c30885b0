import { TopicError, UsageError } from "../errors.js";
import type { Entity, Fact, FactSet } from "../knowledge/fact-set.js";
import { parseTopic, type TopicTerm } from "../knowledge/parse-topic.js";
import { didYouMeanProperty } from "../knowledge/closest-name.js";
import { topicGuidance } from "../knowledge/topic-guidance.js";
import type { ResolvedTopic, TopicConstraint } from "../knowledge/topics.js";
import { KnowledgeGraph } from "./knowledge-graph.js";
import { appendAll } from "../arrays/append-all.js";
import { relationSemantics } from "../questions/relation-semantics.js";
import { NAMESAKE_RATIO, ownLabels, pickNamesakes, type NamedEntity } from "../knowledge/namesakes.js";

const INSTANCE_OF = "P31";

/** Options of {@link selectTopicSubgraph}. */
export interface SelectTopicSubgraphOptions {
  /** The most topic entities to keep, the most linked first. Default 200. */
  limit?: number;
  /**
   * Also keep the statements of the seeds' objects (one more hop, for two-hop questions), except
   * from objects with more than this many statements (hubs such as countries). Default 1,000; 0 turns
   * the hop off.
   */
  maxExpansionDegree?: number;
  /**
   * Also keep the subjects' namesakes known well enough to be meant by their names (see
   * `NAMESAKE_RATIO`, the default); 0 turns this off.
   */
  namesakeRatio?: number;
  /** The clock for `provenance.retrievedAt`. Default `() => new Date()`. */
  now?: () => Date;
}

/**
 * Retrieval without SPARQL, for knowledge read from files: resolves the topic against the fact set
 * (property by relation label or alias, `instance of` as P31; value by entity label or alias, ties
 * going to the entity the most members point to), takes the entities that meet every constraint,
 * ranked by their statement count, the first `limit` as seeds, and returns the seeds' facts plus one
 * more hop from their objects, with the labels of the kept entities' classes. Throws `TopicError` when a label is unknown or nothing matches.
 */
export function selectTopicSubgraph(
  factSet: FactSet,
  topicText: string,
  options: SelectTopicSubgraphOptions = {},
): { topic: ResolvedTopic; factSet: FactSet } {
  const limit = options.limit ?? 200;
  if (!Number.isInteger(limit) || limit < 1)
    throw new UsageError(`The entity limit must be a positive whole number, not ${limit}.`);
  const graph = KnowledgeGraph.fromFactSet(factSet);
  const topic = resolveTopicInGraph(topicText, graph, factSet);
  const memberOf = (entity: Entity | undefined, constraint: TopicConstraint): boolean =>
    entity !== undefined &&
    (constraint.property === INSTANCE_OF
      ? entity.types.includes(constraint.value)
      : graph.hasFact(entity.id, constraint.property, constraint.value));
  const candidates = graph.entityIds().filter((id) => {
    if (graph.outDegree(id) === 0) return false;
    const entity = graph.entity(id);
    return topic.constraints.every((constraint) => memberOf(entity, constraint));
  });
  if (candidates.length === 0) {
    throw new TopicError(
      topicText,
      `Topic "${topicText}" matches no entity with statements in ${factSet.provenance.source}.`,
      {
        hint: topicGuidance(),
      },
    );
  }
  const seeds = candidates
    .map((id) => ({ id, degree: graph.outDegree(id) }))
    .sort(
      (left, right) => right.degree - left.degree || (left.id < right.id ? -1 : left.id > right.id ? 1 : 0),
    )
    .slice(0, limit)
    .map((candidate) => candidate.id);

  const maxExpansionDegree = options.maxExpansionDegree ?? 1_000;
  const namesakeRatio = options.namesakeRatio ?? NAMESAKE_RATIO;
  const facts: Fact[] = [];
  const expanded = new Set<string>(seeds);
  for (const seed of seeds) appendAll(facts, graph.outgoing(seed));
  if (maxExpansionDegree > 0) {
    for (const fact of facts.slice()) {
      const object = fact.object;
      if (expanded.has(object)) continue;
      expanded.add(object);
      if (graph.outDegree(object) <= maxExpansionDegree) appendAll(facts, graph.outgoing(object));
    }
  }
  const mentioned = new Set<string>(seeds);
  const usedRelations = new Set<string>();
  for (const fact of facts) {
    mentioned.add(fact.subject);
    mentioned.add(fact.object);
    usedRelations.add(fact.relation);
  }
  // Dated statements of the seeds for relations whose values change, as `retrieveFacts` keeps them.
  const seedSet = new Set(seeds);
  const statements = (factSet.statements ?? []).filter(
    (statement) =>
      seedSet.has(statement.subject) && relationSemantics[statement.relation]?.time === "changes",
  );
  for (const statement of statements) mentioned.add(statement.object);
  const entities = [...mentioned].flatMap((id) => {
    const entity = graph.entity(id);
    return entity === undefined ? [] : [entity];
  });
  // The subjects' well-known namesakes in the file, as `retrieveFacts` asks a SPARQL source for
  // them: entities without facts here, so that a shared name is seen as ambiguous.
  if (namesakeRatio > 0) appendAll(entities, namesakesOf(factSet, graph, entities, facts, namesakeRatio));
  // The labels of the kept entities' classes, as `retrieveFacts` fetches them.
  const types = new Set(entities.flatMap((entity) => entity.types));
  const classes = (factSet.classes ?? []).filter((entityClass) => types.has(entityClass.id));
  const relations = [...usedRelations].flatMap((id) => {
    const relation = graph.relation(id);
    return relation === undefined ? [] : [relation];
  });
  return {
    topic,
    factSet: {
      version: factSet.version,
      provenance: {
        ...factSet.provenance,
        topic: topicText,
        constraints: topic.constraints.map((constraint) => `${constraint.property}=${constraint.value}`),
        retrievedAt: (options.now ?? (() => new Date()))().toISOString(),
        limit,
      },
      seeds,
      entities,
      relations,
      facts,
      ...(statements.length === 0 ? {} : { statements }),
      ...(classes.length === 0 ? {} : { classes }),
    },
  };
}

/**
 * The entities of the whole file named like a subject of `facts` and known well enough to be meant
 * by that name (`pickNamesakes`, by their counts of statements), other than the kept `entities`.
 */
function namesakesOf(
  factSet: FactSet,
  graph: KnowledgeGraph,
  entities: readonly Entity[],
  facts: readonly Fact[],
  ratio: number,
): Entity[] {
  const subjects = new Set(facts.map((fact) => fact.subject));
  const own = ownLabels(entities.filter((entity) => subjects.has(entity.id)));
  const named: NamedEntity[] = [];
  for (const entity of factSet.entities)
    if (own.has(entity.label))
      named.push({ id: entity.id, label: entity.label, statements: graph.outDegree(entity.id) });
  const kept = new Set(entities.map((entity) => entity.id));
  return [...pickNamesakes(own, named, ratio)].flatMap((id) => {
    const entity = kept.has(id) ? undefined : graph.entity(id);
    return entity === undefined ? [] : [entity];
  });
}

function resolveTopicInGraph(text: string, graph: KnowledgeGraph, factSet: FactSet): ResolvedTopic {
  const parsed = parseTopic(text);
  const written: { property: TopicTerm; value: TopicTerm }[] =
    parsed.kind === "catalogue"
      ? [{ property: { id: parsed.definition.property }, value: { id: parsed.definition.value } }]
      : parsed.constraints;
  const constraints = written.map((constraint) => {
    const property = resolveProperty(text, constraint.property, graph, factSet);
    const value = resolveValue(text, constraint.value, property, graph, factSet);
    return {
      property,
      propertyLabel: property === INSTANCE_OF ? "instance of" : (graph.relation(property)?.label ?? property),
      value,
      valueLabel: graph.entity(value)?.label || value,
    };
  });
  return {
    text,
    promptTopic:
      parsed.kind === "catalogue"
        ? parsed.definition.promptTopic
        : constraints.map((constraint) => constraint.valueLabel).join(" and "),
    constraints,
  };
}

function resolveProperty(topic: string, term: TopicTerm, graph: KnowledgeGraph, factSet: FactSet): string {
  if ("id" in term) return term.id;
  const wanted = term.label.toLowerCase();
  if (wanted === "instance of" || wanted === "type" || wanted === "is a") return INSTANCE_OF;
  const relation =
    factSet.relations.find((candidate) => candidate.label.toLowerCase() === wanted) ??
    factSet.relations.find((candidate) => candidate.aliases.some((alias) => alias.toLowerCase() === wanted));
  if (relation !== undefined) return relation.id;
  const known = graph
    .relationsByFrequency()
    .slice(0, 12)
    .map(({ relation: candidate }) => `${candidate.label || candidate.id} (${candidate.id})`);
  const didYouMean = didYouMeanProperty(term.label, factSet.relations);
  throw new TopicError(
    topic,
    `Topic "${topic}" has no known property "${term.label}" in ${factSet.provenance.source}.${didYouMean}`,
    {
      hint: `Relations there include: ${known.join(", ")}.\n${topicGuidance()}`,
    },
  );
}

function resolveValue(
  topic: string,
  term: TopicTerm,
  property: string,
  graph: KnowledgeGraph,
  factSet: FactSet,
): string {
  if ("id" in term) return term.id;
  const wanted = term.label.toLowerCase();
  const byLabel = factSet.entities.filter((entity) => entity.label.toLowerCase() === wanted);
  const matches =
    byLabel.length > 0
      ? byLabel
      : factSet.entities.filter((entity) => entity.aliases.some((alias) => alias.toLowerCase() === wanted));
  if (matches.length === 0) {
    throw new TopicError(
      topic,
      `Topic "${topic}": no entity in ${factSet.provenance.source} is named "${term.label}".`,
      {
        hint: `Check the spelling, or write the value as an id.\n${topicGuidance()}`,
      },
    );
  }
  // Ties: the entity that the most members point to with this property (for P31: that most have as a type).
  const typeCounts = new Map<string, number>();
  if (property === INSTANCE_OF) {
    const wantedIds = new Set(matches.map((entity) => entity.id));
    for (const entity of factSet.entities)
      for (const type of entity.types)
        if (wantedIds.has(type)) typeCounts.set(type, (typeCounts.get(type) ?? 0) + 1);
  }
  const membersOf = (id: string): number =>
    property === INSTANCE_OF ? (typeCounts.get(id) ?? 0) : graph.inDegree(id, property);
  return matches
    .map((entity) => ({ id: entity.id, members: membersOf(entity.id), degree: graph.inDegree(entity.id) }))
    .sort((left, right) => right.members - left.members || right.degree - left.degree)[0]?.id as string;
}
