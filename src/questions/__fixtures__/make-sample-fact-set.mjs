#!/usr/bin/env node
// One-off: converts the shared Wikidata sample (N-Triples) into the FactSet JSON fixture used by the
// question tests. Run from the repository root:
//   node src/questions/__fixtures__/make-sample-fact-set.mjs [input.nt] [output.json]
// Seeds are the typed instances: every subject with a P31 statement that is not itself used as a
// class (the object of some P31). P31 statements become entity `types`, never `facts`.
import { readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const inputPath = process.argv[2] ?? "/work/shared/data/wikidata-subset/sample-100.nt";
const outputPath = process.argv[3] ?? join(here, "sample-100.fact-set.json");

const ENTITY = "http://www.wikidata.org/entity/";
const DIRECT = "http://www.wikidata.org/prop/direct/";
const LABEL = "http://www.w3.org/2000/01/rdf-schema#label";
const ALT_LABEL = "http://www.w3.org/2004/02/skos/core#altLabel";
const DESCRIPTION = "http://schema.org/description";

const triplePattern = /^<([^>]*)> <([^>]*)> (?:<([^>]*)>|"((?:[^"\\]|\\.)*)"(?:@([A-Za-z-]+))?) \.$/u;

/** Undoes N-Triples string escapes. */
function unescapeLiteral(text) {
  return text.replace(/\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))/gu, (_match, short, long, single) => {
    if (short !== undefined) return String.fromCodePoint(Number.parseInt(short, 16));
    if (long !== undefined) return String.fromCodePoint(Number.parseInt(long, 16));
    return { t: "\t", n: "\n", r: "\r", b: "\b", f: "\f", '"': '"', "'": "'", "\\": "\\" }[single] ?? single;
  });
}

/** `http://www.wikidata.org/entity/Q30` becomes `Q30`; other IRIs stay whole. */
function shortId(iri) {
  if (iri.startsWith(ENTITY)) return iri.slice(ENTITY.length);
  if (iri.startsWith(DIRECT)) return iri.slice(DIRECT.length);
  return iri;
}

const names = new Map(); // id -> { label, aliases: [], description }
const statements = [];
const typesOf = new Map(); // id -> class ids
const classes = new Set();

function namesOf(id) {
  let entry = names.get(id);
  if (entry === undefined) {
    entry = { label: "", aliases: [], description: undefined };
    names.set(id, entry);
  }
  return entry;
}

const lines = readFileSync(inputPath, "utf8").split("\n");
lines.forEach((line, index) => {
  if (line.trim() === "") return;
  const match = triplePattern.exec(line);
  if (match === null) throw new Error(`${inputPath}:${index + 1}: not an N-Triples line`);
  const [, subjectIri, predicate, objectIri, literal, language] = match;
  const subject = shortId(subjectIri);
  if (literal !== undefined) {
    if (language !== undefined && language !== "en") return;
    const text = unescapeLiteral(literal);
    if (predicate === LABEL) namesOf(subject).label = text;
    else if (predicate === ALT_LABEL) namesOf(subject).aliases.push(text);
    else if (predicate === DESCRIPTION) namesOf(subject).description = text;
    return;
  }
  if (!predicate.startsWith(DIRECT)) return; // property metadata (rdf:type, directClaim, propertyType)
  const relation = shortId(predicate);
  const object = shortId(objectIri);
  if (relation === "P31") {
    typesOf.set(subject, [...(typesOf.get(subject) ?? []), object]);
    classes.add(object);
    return;
  }
  statements.push({ subject, relation, object });
});

const byNumericId = (left, right) =>
  Number(left.slice(1)) - Number(right.slice(1)) || (left < right ? -1 : left > right ? 1 : 0);

const entityIds = new Set();
for (const id of names.keys()) if (id.startsWith("Q")) entityIds.add(id);
for (const statement of statements) {
  entityIds.add(statement.subject);
  entityIds.add(statement.object);
}
for (const [id, types] of typesOf) {
  entityIds.add(id);
  for (const type of types) entityIds.add(type);
}

const entities = [...entityIds].sort(byNumericId).map((id) => {
  const entry = names.get(id);
  const entity = {
    id,
    label: entry?.label ?? "",
    aliases: entry?.aliases ?? [],
    types: typesOf.get(id) ?? [],
  };
  if (entry?.description !== undefined) entity.description = entry.description;
  return entity;
});

const relationIds = [...new Set(statements.map((statement) => statement.relation))].sort(byNumericId);
const relations = relationIds.map((id) => ({
  id,
  label: names.get(id)?.label ?? "",
  aliases: names.get(id)?.aliases ?? [],
}));

const seeds = [...typesOf.keys()].filter((id) => !classes.has(id)).sort(byNumericId);

const factSet = {
  version: 1,
  provenance: {
    source: basename(inputPath),
    topic: "sample-100",
    constraints: [],
    queries: [],
    retrievedAt: "2024-01-01T00:00:00.000Z",
    limit: seeds.length,
  },
  seeds,
  entities,
  relations,
  facts: statements,
};

writeFileSync(outputPath, `${JSON.stringify(factSet, null, 1)}\n`);
console.log(
  `${outputPath}: ${seeds.length} seeds, ${entities.length} entities, ${relations.length} relations, ${statements.length} facts`,
);
