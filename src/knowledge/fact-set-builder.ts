import {
  FACT_SET_VERSION,
  asOfFields,
  type DatedStatement,
  type Entity,
  type EntityClass,
  type Fact,
  type FactSet,
  type Relation,
} from "./fact-set.js";
import type { RdfTerm, RdfTriple } from "./rdf-term.js";
import { IdTable } from "../graph/id-table.js";
import { compareIds } from "./entity-names.js";
import { isEntityId, isPropertyId } from "./sparql-literal.js";
import {
  DIRECT_CLAIM_NAMESPACE,
  copyEndDates,
  endDateFields,
  endDateProperties,
  keptEndDate,
  ENTITY_NAMESPACE,
  shortIdOf,
  type EndDateField,
} from "./wikidata-vocabulary.js";

const RDFS_LABEL = "http://www.w3.org/2000/01/rdf-schema#label";
const RDFS_COMMENT = "http://www.w3.org/2000/01/rdf-schema#comment";
const SKOS_PREF_LABEL = "http://www.w3.org/2004/02/skos/core#prefLabel";
const SKOS_ALT_LABEL = "http://www.w3.org/2004/02/skos/core#altLabel";
const SCHEMA_DESCRIPTION = "http://schema.org/description";
const SCHEMA_NAME = "http://schema.org/name";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const INSTANCE_OF = "P31";
/** The `Entity` field of each end-date property's `wdt:` IRI (`endDateProperties`). */
const endDateFieldOfIri: ReadonlyMap<string, EndDateField> = new Map(
  endDateFields.map((field) => [`${DIRECT_CLAIM_NAMESPACE}${endDateProperties[field]}`, field]),
);
const WIKIBASE_NAMESPACE = "http://wikiba.se/ontology#";
const WIKIBASE_RANK = `${WIKIBASE_NAMESPACE}rank`;
/** `wikibase:Dump schema:dateModified`: the date a Wikidata dump or snapshot states for its data. */
const WIKIBASE_DUMP = `${WIKIBASE_NAMESPACE}Dump`;
const SCHEMA_DATE_MODIFIED = "http://schema.org/dateModified";
/** Wikidata's statement model: `p:P6` (subject to statement), `ps:P6` (statement to value), `pq:` qualifiers. */
const PROP_NAMESPACE = "http://www.wikidata.org/prop/";
const STATEMENT_VALUE_NAMESPACE = `${PROP_NAMESPACE}statement/`;
const QUALIFIER_NAMESPACE = `${PROP_NAMESPACE}qualifier/`;
const START_TIME = `${QUALIFIER_NAMESPACE}P580`;
const END_TIME = `${QUALIFIER_NAMESPACE}P582`;
const ranks: Readonly<Record<string, DatedStatement["rank"]>> = {
  [`${WIKIBASE_NAMESPACE}PreferredRank`]: "preferred",
  [`${WIKIBASE_NAMESPACE}NormalRank`]: "normal",
  [`${WIKIBASE_NAMESPACE}DeprecatedRank`]: "deprecated",
};

/** A statement node of Wikidata's statement model, as its triples arrive (in any order). */
interface StatementNode {
  subject?: string;
  relation?: string;
  object?: string;
  start?: string;
  end?: string;
  rank?: DatedStatement["rank"];
}

/** The rank of an English literal, the best. */
const ENGLISH = 3;

/** How well a literal's language fits: English 3, a regional English 2, untagged 1, any other 0. */
function languageRank(language: string): number {
  if (language === "en") return ENGLISH;
  if (language.startsWith("en-")) return 2;
  return language === "" ? 1 : 0;
}

/** What the caller says about where the triples came from, for `provenance`. */
export interface FactSetBuilderProvenance {
  /** The source: a file path or a name. */
  source: string;
  /** What to record as the topic. Default `"*"` (every subject of the file). */
  topic?: string;
  /** Lines skipped as invalid (with `skipInvalid`). */
  invalidLinesSkipped?: number;
  /** The clock for `retrievedAt`. Default `() => new Date()`. */
  now?: () => Date;
}

/**
 * Collects statements, names and types (from RDF triples or from tabular rows) and turns them into a
 * `FactSet`: every item-valued statement is a fact except `instance of` (P31, or `rdf:type`), which
 * becomes the subject's `types`, and its dates of death (P570) and dissolution (P576), which become
 * its `died` and `dissolved`; English labels (`rdfs:label`, `skos:prefLabel`, `schema:name`),
 * aliases (`skos:altLabel`) and descriptions (`schema:description`, `rdfs:comment`) name entities and
 * relations (an English tag wins over an untagged literal; other languages are ignored), and the
 * labelled classes of the entities' types are listed in `classes`. Wikidata
 * IRIs become short ids (`Q90`, `P36`); other IRIs stay whole and, if unlabelled, are named after
 * their local part. Facts touching an unlabelled Wikidata item are dropped and counted. The seeds
 * are every subject of a kept fact, in order of first sight. Built for a million triples: strings
 * and maps only, no per-triple validation beyond the ids.
 */
export class FactSetBuilder {
  /** Entities and relations share one numbering; names live in arrays indexed by number. */
  readonly #ids = new IdTable();
  readonly #labels: (string | undefined)[] = [];
  #labelRanks = new Uint8Array(1024);
  readonly #aliases: (string[] | undefined)[] = [];
  readonly #descriptions: (string | undefined)[] = [];
  #descriptionRanks = new Uint8Array(1024);
  readonly #types: (string[] | undefined)[] = [];
  /** `Entity.died` and `Entity.dissolved`, by number. */
  readonly #endDates: Record<EndDateField, (string | undefined)[]> = { died: [], dissolved: [] };
  #subjects = new Int32Array(1024);
  #relations = new Int32Array(1024);
  #objects = new Int32Array(1024);
  #statementCount = 0;
  #literalStatementsIgnored = 0;
  /** Interned `P<n>` relation numbers and `Q<n>` type ids, for the by-number methods. */
  readonly #propertyNumbers = new Map<number, number>();
  readonly #typeIds = new Map<number, string>();
  /** Statement nodes (`p:`/`ps:`/`pq:`/`wikibase:rank`), by node IRI; few, so a plain map. */
  readonly #statementNodes = new Map<string, StatementNode>();
  /** The last item numbered by `#itemNumber`, and its number. */
  #lastItem = -1;
  #lastItemNumber = -1;
  /** The date the triples state for their data (`wikibase:Dump schema:dateModified`), if any. */
  #asOf: string | undefined;

  #statementNode(node: string): StatementNode {
    let statement = this.#statementNodes.get(node);
    if (statement === undefined) {
      statement = {};
      this.#statementNodes.set(node, statement);
    }
    return statement;
  }

  /**
   * Reads one triple of Wikidata's statement model into its statement node; false when the
   * triple is not one.
   */
  #addStatementModelTriple(subjectId: string, predicateIri: string, object: RdfTerm): boolean {
    if (predicateIri === WIKIBASE_RANK) {
      const rank = ranks[object.value];
      if (rank !== undefined) this.#statementNode(subjectId).rank = rank;
      return true;
    }
    if (!predicateIri.startsWith(PROP_NAMESPACE) || predicateIri.startsWith(DIRECT_CLAIM_NAMESPACE))
      return false;
    if (predicateIri === START_TIME || predicateIri === END_TIME) {
      const date = /^-?\d{4,}-\d\d-\d\d/.exec(object.value)?.[0];
      if (date !== undefined && object.kind === "literal") {
        const node = this.#statementNode(subjectId);
        if (predicateIri === START_TIME) node.start = date;
        else node.end = date;
      }
      return true;
    }
    const local = predicateIri.slice(PROP_NAMESPACE.length);
    if (/^P[1-9]\d*$/.test(local)) {
      if (object.kind === "iri") {
        const node = this.#statementNode(termId(object));
        node.subject = shortIdOf(subjectId);
        node.relation = local;
      }
      return true;
    }
    if (predicateIri.startsWith(STATEMENT_VALUE_NAMESPACE)) {
      const relation = predicateIri.slice(STATEMENT_VALUE_NAMESPACE.length);
      if (/^P[1-9]\d*$/.test(relation) && object.kind === "iri") {
        const node = this.#statementNode(subjectId);
        node.object = termId(object);
        node.relation ??= relation;
      }
      return true;
    }
    // References, other qualifiers, normalised values: not facts.
    return true;
  }

  /** Statements whose object is a literal other than a name (dates, numbers): not facts, counted. */
  get literalStatementsIgnored(): number {
    return this.#literalStatementsIgnored;
  }

  /** Number of statements added so far (P31 excluded, duplicates included). */
  get statementCount(): number {
    return this.#statementCount;
  }

  /** Adds one RDF triple, read as described on the class. */
  addTriple(triple: RdfTriple): void {
    const { subject, predicate, object } = triple;
    const predicateIri = predicate.value;
    const subjectId = termId(subject);
    if (
      (predicateIri.startsWith(PROP_NAMESPACE) || predicateIri === WIKIBASE_RANK) &&
      this.#addStatementModelTriple(subjectId, predicateIri, object)
    )
      return;
    const endDateField = endDateFieldOfIri.get(predicateIri);
    if (endDateField !== undefined) {
      this.addEndDate(subjectId, endDateField, object.kind === "literal" ? object.value : undefined);
      return;
    }
    if (object.kind === "literal") {
      if (subjectId === WIKIBASE_DUMP && predicateIri === SCHEMA_DATE_MODIFIED) {
        this.#asOf = /^\d{4}-\d\d-\d\d/.exec(object.value)?.[0] ?? this.#asOf;
        return;
      }
      switch (predicateIri) {
        case RDFS_LABEL:
        case SKOS_PREF_LABEL:
        case SCHEMA_NAME:
          this.addLabel(subjectId, object.value, object.language);
          return;
        case SKOS_ALT_LABEL:
          this.addAlias(subjectId, object.value, object.language);
          return;
        case SCHEMA_DESCRIPTION:
        case RDFS_COMMENT:
          this.addDescription(subjectId, object.value, object.language);
          return;
        default:
          this.#literalStatementsIgnored += 1;
          return;
      }
    }
    if (predicateIri.startsWith(WIKIBASE_NAMESPACE)) return;
    const objectId = termId(object);
    if (predicateIri === RDF_TYPE) {
      // Property metadata (`wd:P36 rdf:type wikibase:Property`) is not a type of an entity.
      if (isPropertyId(subjectId) || object.value.startsWith(WIKIBASE_NAMESPACE)) return;
      this.addType(subjectId, objectId);
      return;
    }
    this.addStatement(subjectId, shortIdOf(predicateIri), objectId);
  }

  /** Adds the statement (subject, relation, object) by ids; relation `P31` adds a type instead. */
  addStatement(subject: string, relation: string, object: string): void {
    if (relation === INSTANCE_OF) {
      this.addType(subject, object);
      return;
    }
    const subjectNumber = this.#ids.add(subject);
    const relationNumber = this.#ids.add(relation);
    this.#pushStatement(subjectNumber, relationNumber, this.#ids.add(object));
  }

  /**
   * Adds `wd:Q<subject> wdt:P<property> wd:Q<object>` by numbers, making no strings for ids seen
   * before: the same as `addStatement("Q" + subject, "P" + property, "Q" + object)`. For readers'
   * hot loops.
   */
  addItemStatement(subject: number, property: number, object: number): void {
    if (property === 31) {
      const entity = this.#itemNumber(subject);
      let type = this.#typeIds.get(object);
      if (type === undefined) {
        type = `Q${object}`;
        this.#typeIds.set(object, type);
      }
      this.#addTypeTo(entity, type);
      return;
    }
    const subjectNumber = this.#itemNumber(subject);
    let relationNumber = this.#propertyNumbers.get(property);
    if (relationNumber === undefined) {
      relationNumber = this.#ids.add(`P${property}`);
      this.#propertyNumbers.set(property, relationNumber);
    }
    this.#pushStatement(subjectNumber, relationNumber, this.#ids.addItem(object));
  }

  #pushStatement(subject: number, relation: number, object: number): void {
    const count = this.#statementCount;
    if (count === this.#subjects.length) {
      this.#subjects = grown(this.#subjects);
      this.#relations = grown(this.#relations);
      this.#objects = grown(this.#objects);
    }
    this.#subjects[count] = subject;
    this.#relations[count] = relation;
    this.#objects[count] = object;
    this.#statementCount = count + 1;
  }

  /** Adds `type` to the entity's P31 types (once). */
  addType(entity: string, type: string): void {
    this.#addTypeTo(this.#ids.add(entity), type);
  }

  #addTypeTo(number: number, type: string): void {
    const types = this.#types[number];
    if (types === undefined) setAt(this.#types, number, [type]);
    else if (!types.includes(type)) types.push(type);
  }

  /** Offers a label in `language` (`""` for untagged); the best-fitting language wins, then the first. */
  addLabel(id: string, text: string, language = ""): void {
    const rank = languageRank(language);
    if (rank === 0 || text === "") return;
    this.#offerLabel(this.#ids.add(id), flat(text), rank);
  }

  /** `addLabel("Q" + item, text, language)`, making no id string for an item seen before. */
  addItemLabel(item: number, text: string, language = ""): void {
    const rank = languageRank(language);
    if (rank === 0 || text === "") return;
    this.#offerLabel(this.#itemNumber(item), flat(text), rank);
  }

  /** Offers `text` (already flat) as the label of `number`, in a language of `rank`. */
  #offerLabel(number: number, text: string, rank: number): void {
    if (number >= this.#labelRanks.length) this.#labelRanks = grown(this.#labelRanks, number);
    if (rank > (this.#labelRanks[number] as number)) {
      setAt(this.#labels, number, text);
      this.#labelRanks[number] = rank;
    }
  }

  /** Adds an alias in `language` (`""` for untagged); non-English aliases are ignored. */
  addAlias(id: string, text: string, language = ""): void {
    if (languageRank(language) === 0 || text === "") return;
    this.#addAliasTo(this.#ids.add(id), flat(text));
  }

  /** `addAlias("Q" + item, text, language)`, making no id string for an item seen before. */
  addItemAlias(item: number, text: string, language = ""): void {
    if (languageRank(language) === 0 || text === "") return;
    this.#addAliasTo(this.#itemNumber(item), flat(text));
  }

  /**
   * `addItemLabel(item, text, "en")` with the text as the UTF-8 bytes of `bytes` from `start` to
   * `end` (exclusive), decoded only when the label is kept. For readers' hot loops.
   */
  addItemLabelBytes(item: number, bytes: Buffer, start: number, end: number): void {
    if (start >= end) return;
    const number = this.#itemNumber(item);
    if (number < this.#labelRanks.length && this.#labelRanks[number] === ENGLISH) return;
    // A fresh string of its own: nothing to flatten.
    this.#offerLabel(number, bytes.toString("utf8", start, end), ENGLISH);
  }

  /** `addItemAlias(item, text, "en")` with the text as UTF-8 bytes, as in `addItemLabelBytes`. */
  addItemAliasBytes(item: number, bytes: Buffer, start: number, end: number): void {
    if (start >= end) return;
    this.#addAliasTo(this.#itemNumber(item), bytes.toString("utf8", start, end));
  }

  /** `#ids.addItem(item)`, remembering the last item: a dump's lines come grouped by subject. */
  #itemNumber(item: number): number {
    if (item === this.#lastItem) return this.#lastItemNumber;
    const number = this.#ids.addItem(item);
    this.#lastItem = item;
    this.#lastItemNumber = number;
    return number;
  }

  /** Adds `text` (already flat) to the entity's aliases, once. */
  #addAliasTo(number: number, text: string): void {
    const aliases = this.#aliases[number];
    if (aliases === undefined) setAt(this.#aliases, number, [text]);
    else if (!aliases.includes(text)) aliases.push(text);
  }

  /** Offers a description in `language`; the best-fitting language wins, then the first. */
  addDescription(id: string, text: string, language = ""): void {
    const rank = languageRank(language);
    if (rank === 0 || text === "") return;
    const number = this.#ids.add(id);
    if (number >= this.#descriptionRanks.length)
      this.#descriptionRanks = grown(this.#descriptionRanks, number);
    if (rank > (this.#descriptionRanks[number] as number)) {
      setAt(this.#descriptions, number, flat(text));
      this.#descriptionRanks[number] = rank;
    }
  }

  /**
   * Records that the entity ended (`died`: a date of death, P570; `dissolved`: of dissolution, P576)
   * on the date `value` gives (an `xsd:dateTime`), or on a date unknown (no value: Wikidata's
   * "unknown value"). The first date given wins.
   */
  addEndDate(id: string, field: EndDateField, value?: string): void {
    const number = this.#ids.add(id);
    const dates = this.#endDates[field];
    setAt(dates, number, keptEndDate(dates[number], value));
  }

  /** The fact set of everything added so far. */
  build(provenance: FactSetBuilderProvenance): FactSet {
    const ids = this.#ids;
    const idOf = (number: number): string => ids.idOf(number) ?? "";
    const labelOf = (number: number): string | undefined =>
      this.#labels[number] ?? fallbackLabel(idOf(number));
    const isRelation = new Uint8Array(ids.size);
    const isDescribed = new Uint8Array(ids.size);
    const isSeed = new Uint8Array(ids.size);
    const isUnlabelled = new Uint8Array(ids.size);
    // For duplicates: the last subject that reached each object, by which relation.
    const lastSubjectOf = new Int32Array(ids.size).fill(-1);
    const lastRelationOf = new Int32Array(ids.size);

    const facts: Fact[] = [];
    const seeds: string[] = [];
    const entities: Entity[] = [];
    const describe = (number: number): void => {
      if (isDescribed[number] === 1) return;
      isDescribed[number] = 1;
      const id = idOf(number);
      const entity: Entity = {
        id,
        label: labelOf(number) ?? id,
        aliases: this.#aliases[number] ?? [],
        types: this.#types[number] ?? [],
      };
      const description = this.#descriptions[number];
      if (description !== undefined) entity.description = description;
      copyEndDates(
        { died: this.#endDates.died[number], dissolved: this.#endDates.dissolved[number] },
        entity,
      );
      entities.push(entity);
    };

    // Group statements by subject (a stable counting sort), so duplicates meet and seeds keep the
    // order of first sight.
    const order = statementsBySubject(this.#subjects, this.#statementCount, ids.size);
    let currentSubject = -1;
    let subjectFacts = 0;
    let subjectLabelled = false;
    for (const statement of order) {
      const subject = this.#subjects[statement] as number;
      const relation = this.#relations[statement] as number;
      const object = this.#objects[statement] as number;
      if (subject !== currentSubject) {
        currentSubject = subject;
        subjectFacts = facts.length;
        subjectLabelled = labelOf(subject) !== undefined;
        if (!subjectLabelled) isUnlabelled[subject] = 1;
      }
      const objectLabelled = labelOf(object) !== undefined;
      if (!objectLabelled) isUnlabelled[object] = 1;
      if (!subjectLabelled || !objectLabelled) continue;
      if (lastSubjectOf[object] === subject) {
        // The subject reached this object before: a duplicate if by the same relation. Rarely by
        // another; then its facts so far tell.
        if (lastRelationOf[object] === relation) continue;
        const relationId = idOf(relation);
        const objectId = idOf(object);
        let seen = false;
        for (let index = subjectFacts; index < facts.length && !seen; index += 1) {
          const fact = facts[index] as Fact;
          seen = fact.relation === relationId && fact.object === objectId;
        }
        if (seen) continue;
      }
      lastSubjectOf[object] = subject;
      lastRelationOf[object] = relation;
      facts.push({ subject: idOf(subject), relation: idOf(relation), object: idOf(object) });
      isRelation[relation] = 1;
      if (isSeed[subject] === 0) {
        isSeed[subject] = 1;
        seeds.push(idOf(subject));
      }
      describe(subject);
      describe(object);
    }
    // Named things that are no fact's end (type classes, say) are entities too; properties are not.
    for (let number = 0; number < ids.size; number += 1) {
      if (isDescribed[number] === 1 || isRelation[number] === 1) continue;
      if (this.#labels[number] === undefined || isPropertyId(idOf(number))) continue;
      describe(number);
    }

    const relations: Relation[] = [];
    let unlabelledEntitiesDropped = 0;
    for (let number = 0; number < ids.size; number += 1) {
      if (isUnlabelled[number] === 1) unlabelledEntitiesDropped += 1;
      if (isRelation[number] === 0) continue;
      const id = idOf(number);
      relations.push({ id, label: labelOf(number) ?? id, aliases: this.#aliases[number] ?? [] });
    }

    const recorded: FactSet["provenance"] = {
      source: provenance.source,
      topic: provenance.topic ?? "*",
      constraints: [],
      queries: [],
      retrievedAt: (provenance.now ?? (() => new Date()))().toISOString(),
      limit: Math.max(1, seeds.length),
      unlabelledEntitiesDropped,
    };
    if (provenance.invalidLinesSkipped !== undefined)
      recorded.invalidLinesSkipped = provenance.invalidLinesSkipped;
    if (this.#asOf !== undefined) recorded.asOf = this.#asOf;
    const factSet: FactSet = {
      version: FACT_SET_VERSION,
      provenance: recorded,
      seeds,
      entities,
      relations,
      facts,
    };
    const classes = this.#classesOf(entities);
    if (classes.length > 0) factSet.classes = classes;
    const statements = this.#datedStatements((id) => {
      const number = ids.numberOf(id);
      return number !== undefined && labelOf(number) !== undefined;
    });
    if (statements.length > 0) factSet.statements = statements;
    Object.assign(recorded, asOfFields(recorded.asOf, statements, recorded.retrievedAt));
    return factSet;
  }

  /** The entities' types that have a label of their own (not one made from an IRI), ordered by id. */
  #classesOf(entities: readonly Entity[]): EntityClass[] {
    const seen = new Set<string>();
    const classes: EntityClass[] = [];
    for (const entity of entities)
      for (const type of entity.types) {
        if (seen.has(type)) continue;
        seen.add(type);
        const number = this.#ids.numberOf(type);
        const label = number === undefined ? undefined : this.#labels[number];
        if (label !== undefined) classes.push({ id: type, label });
      }
    return classes.sort((left, right) => compareIds(left.id, right.id));
  }

  /** The complete statement nodes whose subject is labelled, ordered by subject, relation, start. */
  #datedStatements(isLabelled: (id: string) => boolean): DatedStatement[] {
    const statements: DatedStatement[] = [];
    for (const node of this.#statementNodes.values()) {
      const { subject, relation, object } = node;
      if (subject === undefined || relation === undefined || object === undefined) continue;
      // Holders without a label stay: no question names them, but they still held the office, so a
      // year they shared is not a year another held it alone.
      if (!isLabelled(subject)) continue;
      const statement: DatedStatement = { subject, relation, object, rank: node.rank ?? "normal" };
      if (node.start !== undefined) statement.start = node.start;
      if (node.end !== undefined) statement.end = node.end;
      statements.push(statement);
    }
    return statements.sort(
      (left, right) =>
        compareText(left.subject, right.subject) ||
        compareText(left.relation, right.relation) ||
        compareText(left.start ?? "", right.start ?? "") ||
        compareText(left.object, right.object),
    );
  }
}

/**
 * Sets `array[index]`, first filling any gap with `undefined`: an assignment far past the end
 * would turn the array into a slow dictionary of elements.
 */
function setAt<T>(array: (T | undefined)[], index: number, value: T): void {
  while (array.length < index) array.push(undefined);
  array[index] = value;
}

function compareText(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Statement numbers ordered by subject, subjects in order of first sight, statements stable. */
function statementsBySubject(subjects: Int32Array, count: number, idCount: number): Int32Array {
  const firstSight = new Int32Array(idCount).fill(-1);
  let rank = 0;
  const rankOf = new Int32Array(count);
  for (let statement = 0; statement < count; statement += 1) {
    const subject = subjects[statement] as number;
    if (firstSight[subject] === -1) firstSight[subject] = rank++;
    rankOf[statement] = firstSight[subject] as number;
  }
  const offsets = new Int32Array(rank + 1);
  for (let statement = 0; statement < count; statement += 1) {
    const slot = (rankOf[statement] as number) + 1;
    offsets[slot] = (offsets[slot] as number) + 1;
  }
  for (let slot = 0; slot < rank; slot += 1)
    offsets[slot + 1] = (offsets[slot + 1] as number) + (offsets[slot] as number);
  const order = new Int32Array(count);
  for (let statement = 0; statement < count; statement += 1) {
    const slot = rankOf[statement] as number;
    order[(offsets[slot] as number)++] = statement;
  }
  return order;
}

function grown<T extends Int32Array | Uint8Array>(array: T, atLeast = 0): T {
  const bigger = new (array.constructor as new (length: number) => T)(
    Math.max(array.length * 2, atLeast + 1),
  );
  bigger.set(array);
  return bigger;
}

/**
 * A copy of `text` that does not keep the line it was cut from alive (V8 slices share their parent
 * string; a million labels would otherwise pin every chunk of the file in memory).
 */
function flat(text: string): string {
  return (" " + text).slice(1);
}

/** The id of a subject or object term: a short Wikidata id, the whole IRI, or `_:label`. */
function termId(term: RdfTerm): string {
  if (term.kind === "bnode") return `_:${term.value}`;
  return shortIdOf(term.value);
}

/**
 * A name for an unlabelled id: none for Wikidata items and blank nodes (they are dropped), the
 * local part of any other IRI (`http://example.org/kb/Ada_Lovelace` → `Ada Lovelace`).
 */
function fallbackLabel(id: string): string | undefined {
  if (isEntityId(id) || isPropertyId(id) || id.startsWith("_:") || id.startsWith(ENTITY_NAMESPACE))
    return undefined;
  const local = /[^/#:]+$/.exec(id)?.[0];
  if (local === undefined) return undefined;
  let decoded = local;
  try {
    decoded = decodeURIComponent(local);
  } catch {
    // Keep the raw local part when it is not valid percent-encoding.
  }
  const label = decoded.replace(/_/g, " ").trim();
  return label === "" ? undefined : label;
}
