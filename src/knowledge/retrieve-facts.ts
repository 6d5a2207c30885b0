import { redactURLCredentials } from "../models/url-credentials.js";
import { TopicError, UsageError } from "../errors.js";
import { compareIds, fetchEntityNames } from "./entity-names.js";
import { relationSemantics } from "../questions/relation-semantics.js";
import {
  FACT_SET_VERSION,
  asOfFields,
  type DatedStatement,
  type Entity,
  type Fact,
  type FactSet,
  type Relation,
} from "./fact-set.js";
import type { KnowledgeSource, SparqlRow } from "./knowledge-source.js";
import { WIKIDATA_ENDPOINT_URL } from "./open-knowledge-source.js";
import { directClaimTerm, entityTerm } from "./sparql-literal.js";
import { resolveTopic, type ResolvedTopic } from "./topics.js";
import {
  copyEndDates,
  DIRECT_CLAIM_NAMESPACE,
  ENTITY_NAMESPACE,
  shortIdOf,
  SPARQL_PREFIXES,
} from "./wikidata-vocabulary.js";
import { appendAll } from "../arrays/append-all.js";
import { fetchNamesakes, NAMESAKE_RATIO } from "./namesakes.js";
import { fetchClassLabels } from "./fetch-class-labels.js";

/** The stable order of statement pages. */
const STATEMENT_ORDER = "ORDER BY ?subject ?predicate ?object";

/** Options of `retrieveFacts`. */
export interface RetrieveFactsOptions {
  source: KnowledgeSource;
  /** The topic, resolved by `resolveTopic`, or topic text to resolve against `source` first. */
  topic: ResolvedTopic | string;
  /** The most topic entities (seeds) to take, the most linked first. Default 200. */
  limit?: number;
  /** Entities per query (`VALUES` block). Default 100. */
  batchSize?: number;
  /** Rows per page of a query whose result can be large (`LIMIT`/`OFFSET` with a stable `ORDER BY`). Default 10,000. */
  pageSize?: number;
  /**
   * Also fetch the statements of the seeds' objects (one more hop, for two-hop questions), except
   * from objects with more than this many statements (hubs such as countries or `human`, whose
   * statements say nothing about the topic and would dominate the graph). Default 1,000; 0 turns
   * the hop off.
   */
  maxExpansionDegree?: number;
  /**
   * How seeds are ranked: `statements` counts each candidate's statements (standard SPARQL, exact,
   * heavy on a large endpoint); `sitelinks` uses Wikidata's `wikibase:sitelinks` count (cheap, only on
   * the Wikidata Query Service). Default: `sitelinks` for the public Wikidata endpoint, else `statements`.
   */
  seedRanking?: "statements" | "sitelinks";
  /**
   * Relations whose dated statements (Wikidata's statement model: `p:`, `ps:`, `pq:P580`, `pq:P582`,
   * `wikibase:rank`) are fetched for the seeds, so that questions about values that change over time
   * can use current values and dates. Default: every relation the semantics table marks
   * `time: "changes"`. Sources without the statement model simply return none.
   */
  datedRelations?: readonly string[];
  /**
   * Also fetch the source's well-known namesakes of every subject (`fetchNamesakes`): entities with
   * the same English label and at least this share of its statements, kept with their names and
   * types but no facts, so that a name with two readings is not asked about by name alone. Default
   * {@link NAMESAKE_RATIO}; 0 turns the look-up off.
   */
  namesakeRatio?: number;
  signal?: AbortSignal;
  /** The clock for `provenance.retrievedAt`. Default `() => new Date()`. */
  now?: () => Date;
}

/**
 * Retrieves the fact triplets of a topic (FactChecker §3.1.1), with standard SPARQL 1.1 only, so the
 * same queries run on Wikidata, Virtuoso and Oxigraph:
 * 1. the entities meeting every constraint, ranked by their number of outgoing statements (P31
 *    excepted; on the public Wikidata endpoint by sitelinks, see `seedRanking`), the first `limit`
 *    of them becoming the seeds;
 * 2. the seeds' item-valued `wdt:` statements, in batches, then the statements of their objects
 *    (one more hop, objects with more than `maxExpansionDegree` statements excepted); P31
 *    statements become entity `types`, never facts; results that can be large are paged;
 * 3. English labels, aliases, descriptions, P31 types and end dates (of death, P570, `died`; of
 *    dissolution, P576, `dissolved`) of every subject and object, and the labels
 *    of every relation, in batches;
 * 4. the subjects' well-known namesakes (`namesakeRatio`), as entities without facts;
 * 5. the English labels of every entity's P31 classes (`classes`), in batches.
 * Entities without an English label are dropped with their facts; how many is recorded in
 * `provenance.unlabelledEntitiesDropped`. Every query is recorded in `provenance.queries`.
 * Throws `TopicError` when no entity matches the topic, `UsageError` for a bad `limit`.
 */
export async function retrieveFacts(options: RetrieveFactsOptions): Promise<FactSet> {
  const { source, signal } = options;
  const topic =
    typeof options.topic === "string"
      ? await resolveTopic(options.topic, source, signal === undefined ? {} : { signal })
      : options.topic;
  const limit = options.limit ?? 200;
  const batchSize = options.batchSize ?? 100;
  const pageSize = options.pageSize ?? 10_000;
  const maxExpansionDegree = options.maxExpansionDegree ?? 1_000;
  const seedRanking =
    options.seedRanking ?? (source.name === WIKIDATA_ENDPOINT_URL ? "sitelinks" : "statements");
  if (!Number.isInteger(limit) || limit < 1)
    throw new UsageError(`The entity limit must be a positive whole number, not ${limit}.`, {
      hint: "Use e.g. --limit 200.",
    });
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new UsageError(`The batch size must be a positive whole number, not ${batchSize}.`);
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new UsageError(`The page size must be a positive whole number, not ${pageSize}.`);
  if (topic.constraints.length === 0)
    throw new TopicError(topic.text, `Topic "${topic.text}" has no constraints.`);

  const queries: string[] = [];
  const select = async (query: string): Promise<Awaited<ReturnType<KnowledgeSource["select"]>>> => {
    queries.push(query);
    return source.select(query, signal === undefined ? {} : { signal });
  };
  const constraintText = topic.constraints.map((constraint) => `${constraint.property}=${constraint.value}`);

  // 1. Seeds, the most linked first.
  const patterns = topic.constraints.map(
    (constraint) => `  ?entity ${directClaimTerm(constraint.property)} ${entityTerm(constraint.value)} .`,
  );
  const seedRows = await selectPaged(
    select,
    seedRanking === "sitelinks"
      ? `${SPARQL_PREFIXES}
SELECT ?entity ?links WHERE {
${patterns.join("\n")}
  ?entity wikibase:sitelinks ?links .
}
ORDER BY DESC(?links) ?entity`
      : `${SPARQL_PREFIXES}
SELECT ?entity (COUNT(?object) AS ?statements) WHERE {
${patterns.join("\n")}
  ?entity ?predicate ?object .
  FILTER(STRSTARTS(STR(?predicate), "${DIRECT_CLAIM_NAMESPACE}P") && ?predicate != wdt:P31)
}
GROUP BY ?entity
ORDER BY DESC(?statements) ?entity`,
    { pageSize, limit },
  );
  const rankedSeeds = seedRows
    .map((row) => shortIdOf(row["entity"]?.value ?? ""))
    .filter((id) => /^Q\d+$/.test(id));
  if (rankedSeeds.length === 0) {
    throw new TopicError(
      topic.text,
      `Topic "${topic.text}" (${constraintText.join(" & ")}) matches no entity with statements in ${source.name}.`,
      {
        hint: "Try a broader topic or another knowledge source; see factprobe topics for topics that work on the embedded slice.",
      },
    );
  }

  // 2. The seeds' item-valued statements, then one more hop from their objects (hubs excepted).
  const statementFilter = `FILTER(STRSTARTS(STR(?predicate), "${DIRECT_CLAIM_NAMESPACE}P") && ?predicate != wdt:P31)
  FILTER(isIRI(?object) && STRSTARTS(STR(?object), "${ENTITY_NAMESPACE}Q"))`;
  const statements: Fact[] = [];
  const collect = (rows: SparqlRow[]): void => {
    for (const row of rows) {
      const subject = shortIdOf(row["subject"]?.value ?? "");
      const relation = shortIdOf(row["predicate"]?.value ?? "");
      const object = shortIdOf(row["object"]?.value ?? "");
      if (/^Q\d+$/.test(subject) && /^P\d+$/.test(relation) && /^Q\d+$/.test(object))
        statements.push({ subject, relation, object });
    }
  };
  // Every item statement of a batch of subjects, paged.
  const statementsOf = (batch: readonly string[]): Promise<SparqlRow[]> =>
    selectPaged(
      select,
      `${SPARQL_PREFIXES}
SELECT ?subject ?predicate ?object WHERE {
  VALUES ?subject { ${batch.map((id) => entityTerm(id)).join(" ")} }
  ?subject ?predicate ?object .
  ${statementFilter}
}`,
      { pageSize, orderBy: STATEMENT_ORDER },
    );
  for (const batch of batches(rankedSeeds, batchSize)) collect(await statementsOf(batch));
  const seedSet = new Set(rankedSeeds);
  const bridges = [...new Set(statements.map((statement) => statement.object))].filter(
    (id) => !seedSet.has(id),
  );
  if (maxExpansionDegree > 0) {
    // Count first, then fetch: two small queries per batch that every engine plans well.
    const expandable: string[] = [];
    for (const batch of batches(bridges, batchSize)) {
      const counts = await select(`${SPARQL_PREFIXES}
SELECT ?subject (COUNT(?object) AS ?statements) WHERE {
  VALUES ?subject { ${batch.map((id) => entityTerm(id)).join(" ")} }
  ?subject ?predicate ?object .
  ${statementFilter}
}
GROUP BY ?subject`);
      for (const row of counts) {
        const id = shortIdOf(row["subject"]?.value ?? "");
        if (/^Q\d+$/.test(id) && Number(row["statements"]?.value ?? 0) <= maxExpansionDegree)
          expandable.push(id);
      }
    }
    for (const batch of batches(expandable, batchSize)) collect(await statementsOf(batch));
  }

  // 2b. Dated statements of the seeds for relations whose values change, where the source has them.
  const datedRelations = new Set(
    options.datedRelations ??
      Object.entries(relationSemantics)
        .filter(([, semantics]) => semantics.time === "changes")
        .map(([id]) => id),
  );
  const wanted = [...datedRelations].filter((relation) => /^P\d+$/.test(relation)).sort(compareIds);
  const dated: DatedStatement[] = [];
  if (wanted.length > 0) {
    for (const batch of batches(rankedSeeds, batchSize)) {
      const rows = await selectPaged(select, datedStatementQuery(batch, wanted), {
        pageSize,
        orderBy: "ORDER BY ?subject ?statement",
      });
      for (const row of rows) {
        const statement = datedStatementOf(row);
        if (statement !== undefined) dated.push(statement);
      }
    }
  }
  const asOf = await snapshotDate(select);

  // 3. Names and types of every entity mentioned, then relation labels.
  const mentioned = [
    ...new Set([
      ...rankedSeeds,
      ...statements.flatMap((statement) => [statement.subject, statement.object]),
      ...dated.map((statement) => statement.object),
    ]),
  ];
  const signalOption = signal === undefined ? {} : { signal };
  const entityNames = await fetchEntityNames({
    source,
    ids: mentioned,
    batchSize,
    ...signalOption,
    onQuery: (query) => queries.push(query),
  });
  const labelled = (id: string): boolean => entityNames.get(id)?.label !== undefined;
  const seeds = rankedSeeds.filter(labelled);
  const facts = uniqueFacts(statements.filter((fact) => labelled(fact.subject) && labelled(fact.object)));
  const unlabelledEntitiesDropped = mentioned.filter((id) => !labelled(id)).length;

  const relationIds = [...new Set(facts.map((fact) => fact.relation))].sort(compareIds);
  const relationNames = await fetchEntityNames({
    source,
    ids: relationIds,
    batchSize,
    ...signalOption,
    onQuery: (query) => queries.push(query),
  });
  const relations: Relation[] = relationIds.map((id) => {
    const names = relationNames.get(id);
    return { id, label: names?.label ?? id, aliases: names?.aliases ?? [] };
  });

  const statementsKept = uniqueStatements(
    // Holders without a label stay (see FactSetBuilder): they still held the office.
    dated.filter((statement) => labelled(statement.subject)),
  );
  const entityIds = [
    ...new Set([
      ...seeds,
      ...facts.flatMap((fact) => [fact.subject, fact.object]),
      ...statementsKept.map((statement) => statement.object).filter(labelled),
    ]),
  ].sort(compareIds);
  const entities: Entity[] = entityIds.map((id) => {
    const names = entityNames.get(id);
    const entity: Entity = {
      id,
      label: names?.label ?? id,
      aliases: names?.aliases ?? [],
      types: names?.types ?? [],
    };
    if (names?.description !== undefined) entity.description = names.description;
    copyEndDates(names, entity);
    return entity;
  });

  // 4. Namesakes of the subjects, so that a shared name is seen as ambiguous.
  const namesakeRatio = options.namesakeRatio ?? NAMESAKE_RATIO;
  if (namesakeRatio > 0) {
    const subjects = new Set(facts.map((fact) => fact.subject));
    const known = new Set(entityIds);
    const namesakes = await fetchNamesakes({
      source,
      entities: entities.filter((entity) => subjects.has(entity.id)),
      batchSize,
      ratio: namesakeRatio,
      ...signalOption,
      onQuery: (query) => queries.push(query),
    });
    appendAll(
      entities,
      namesakes.filter((entity) => !known.has(entity.id)),
    );
    entities.sort((left, right) => compareIds(left.id, right.id));
  }

  // 5. What the source calls the entities' classes ("county of California").
  const classes = await fetchClassLabels({
    source,
    entities,
    batchSize,
    ...signalOption,
    onQuery: (query) => queries.push(query),
  });

  const retrievedAt = (options.now ?? (() => new Date()))().toISOString();
  const factSet: FactSet = {
    version: FACT_SET_VERSION,
    provenance: {
      // An endpoint's URL may carry credentials: kg.json records it without them.
      source: redactURLCredentials(source.name),
      topic: topic.text,
      constraints: constraintText,
      queries,
      retrievedAt,
      limit,
      unlabelledEntitiesDropped,
      // Undated by the source: its statements' latest date.
      ...asOfFields(asOf, statementsKept, retrievedAt),
    },
    seeds,
    entities,
    relations,
    facts,
  };
  if (statementsKept.length > 0) factSet.statements = statementsKept;
  if (classes.length > 0) factSet.classes = classes;
  return factSet;
}

/**
 * The query for the dated statements of a batch of subjects and relations: one branch per relation
 * with its predicates written out. (A `VALUES (?p ?ps)` block with variable predicates gave the same
 * rows, but Oxigraph took 300–700 ms for it on the embedded slice, where the branches take 10–300.)
 */
function datedStatementQuery(subjects: readonly string[], relations: readonly string[]): string {
  const branches = relations
    .map(
      (relation) =>
        `{ ?subject p:${relation} ?statement . ?statement ps:${relation} ?object . BIND(p:${relation} AS ?p) }`,
    )
    .join("\n  UNION ");
  return `${SPARQL_PREFIXES}
PREFIX p: <http://www.wikidata.org/prop/>
PREFIX ps: <http://www.wikidata.org/prop/statement/>
PREFIX pq: <http://www.wikidata.org/prop/qualifier/>
SELECT ?subject ?statement ?p ?object ?start ?end ?rank WHERE {
  VALUES ?subject { ${subjects.map((id) => entityTerm(id)).join(" ")} }
  ${branches}
  ?statement wikibase:rank ?rank .
  OPTIONAL { ?statement pq:P580 ?start }
  OPTIONAL { ?statement pq:P582 ?end }
  FILTER(isIRI(?object) && STRSTARTS(STR(?object), "${ENTITY_NAMESPACE}Q"))
}`;
}

const rankNames: Readonly<Record<string, DatedStatement["rank"]>> = {
  "http://wikiba.se/ontology#PreferredRank": "preferred",
  "http://wikiba.se/ontology#NormalRank": "normal",
  "http://wikiba.se/ontology#DeprecatedRank": "deprecated",
};

/** One row of {@link datedStatementQuery} as a statement, or undefined when it is not usable. */
function datedStatementOf(row: SparqlRow): DatedStatement | undefined {
  const subject = shortIdOf(row["subject"]?.value ?? "");
  const relation = (row["p"]?.value ?? "").replace("http://www.wikidata.org/prop/", "");
  const object = shortIdOf(row["object"]?.value ?? "");
  const rank = rankNames[row["rank"]?.value ?? ""];
  if (!/^Q\d+$/.test(subject) || !/^P\d+$/.test(relation) || !/^Q\d+$/.test(object) || rank === undefined)
    return undefined;
  const statement: DatedStatement = { subject, relation, object, rank };
  const start = isoDate(row["start"]?.value);
  const end = isoDate(row["end"]?.value);
  if (start !== undefined) statement.start = start;
  if (end !== undefined) statement.end = end;
  return statement;
}

/** The date part (YYYY-MM-DD) of an xsd:dateTime or xsd:date lexical form. */
function isoDate(value: string | undefined): string | undefined {
  return value === undefined ? undefined : /^-?\d{4,}-\d\d-\d\d/.exec(value)?.[0];
}

/**
 * The date the source states for its data (`wikibase:Dump schema:dateModified`, as the Wikidata
 * Query Service and the embedded slice give it), or undefined.
 */
async function snapshotDate(select: (query: string) => Promise<SparqlRow[]>): Promise<string | undefined> {
  const rows = await select(`${SPARQL_PREFIXES}
SELECT ?date WHERE { wikibase:Dump schema:dateModified ?date } LIMIT 1`);
  return isoDate(rows[0]?.["date"]?.value);
}

/** Drops duplicate statements (a statement may come twice with two start times) and orders them. */
function uniqueStatements(statements: DatedStatement[]): DatedStatement[] {
  const seen = new Map<string, DatedStatement>();
  for (const statement of statements)
    seen.set(
      `${statement.subject} ${statement.relation} ${statement.object} ${statement.start ?? ""} ${statement.end ?? ""} ${statement.rank}`,
      statement,
    );
  return [...seen.values()].sort(
    (left, right) =>
      compareIds(left.subject, right.subject) ||
      compareIds(left.relation, right.relation) ||
      (left.start ?? "").localeCompare(right.start ?? "") ||
      compareIds(left.object, right.object),
  );
}

/**
 * Runs a query whose result may be large. With `limit` (ranked results), page by page in the
 * query's own `ORDER BY` (`LIMIT pageSize OFFSET n`) up to `limit` rows. Without it, first unordered
 * with `LIMIT pageSize + 1`: a result that fits is complete and skips the sort (about five times
 * cheaper on Oxigraph); a larger one is fetched again in pages ordered by `orderBy`, which keeps the
 * pages stable.
 */
async function selectPaged(
  select: (query: string) => Promise<SparqlRow[]>,
  query: string,
  options: { pageSize: number; limit?: number; orderBy?: string },
): Promise<SparqlRow[]> {
  const { pageSize, orderBy } = options;
  if (options.limit === undefined && orderBy !== undefined) {
    const whole = await select(`${query}\nLIMIT ${pageSize + 1}`);
    if (whole.length <= pageSize) return whole;
  }
  const ordered = orderBy === undefined ? query : `${query}\n${orderBy}`;
  const rows: SparqlRow[] = [];
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  for (let offset = 0; offset < limit; offset += pageSize) {
    const pageLimit = Math.min(pageSize, limit - offset);
    const page = await select(`${ordered}\nLIMIT ${pageLimit}${offset === 0 ? "" : `\nOFFSET ${offset}`}`);
    appendAll(rows, page);
    if (page.length < pageLimit) break;
  }
  return rows;
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Drops duplicate triplets (a source may return a statement twice) and orders them by ids. */
function uniqueFacts(facts: Fact[]): Fact[] {
  const seen = new Map<string, Fact>();
  for (const fact of facts) seen.set(`${fact.subject} ${fact.relation} ${fact.object}`, fact);
  return [...seen.values()].sort(
    (left, right) =>
      compareIds(left.subject, right.subject) ||
      compareIds(left.relation, right.relation) ||
      compareIds(left.object, right.object),
  );
}
