import { writeFileAtomic } from "../../io/write-file-atomic.js";
import path from "node:path";
import { UsageError } from "../../errors.js";
import { exportNeo4j } from "../../graph/export-neo4j.js";
import { formatGraphStats, graphStats } from "../../graph/graph-stats.js";
import { KnowledgeGraph } from "../../graph/knowledge-graph.js";
import { renderGraphHtml } from "../../graph/render-graph-html.js";
import { writeJson } from "../../io/write-jsonl.js";
import { createCachedSource } from "../../knowledge/cached-source.js";
import type { FactSet } from "../../knowledge/fact-set.js";
import type { InvalidLine } from "../../knowledge/invalid-line.js";
import { openKnowledgeSource } from "../../knowledge/open-knowledge-source.js";
import { readFactSet } from "../../knowledge/read-fact-set.js";
import { readTripleFileFactSet, tripleFileFormatOf } from "../../knowledge/read-triple-file-fact-set.js";
import { retrieveTopic } from "../../knowledge/retrieve-topic.js";
import { modelCacheDir } from "../../models/default-model-path.js";
import { prepareOutputDirectory, prepareOutputFile } from "../prepare-output-path.js";
import type { CliContext, Command } from "../cli-context.js";
import { describeTopic } from "../../knowledge/describe-topic.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";
import { kgConstraints, kgConstraintsUsage } from "./kg-constraints.js";

const usages = {
  build:
    "factprobe kg build --topic <topic> [--source embedded|wikidata|<endpoint URL>|<file .nt .ttl .csv .tsv .jsonl [.gz]>] [--limit N] [--skip-invalid] [--no-cache] --out <kg.json>",
  stats: "factprobe kg stats <kg.json | triple file> [--skip-invalid]",
  view: "factprobe kg view <kg.json | triple file> --out <graph.html> [--skip-invalid]",
  export: "factprobe kg export <kg.json | triple file> --format neo4j --out <directory> [--skip-invalid]",
  constraints: kgConstraintsUsage,
};
const allUsages = Object.values(usages).join("\n       ");

/** `factprobe kg build | stats | view | export | constraints`: build, inspect, look at and export knowledge graphs; compare the relation table with a source's constraints. */
export const kgCommand: Command = {
  name: "kg",
  usage: allUsages,
  subcommands: {
    build: "Retrieve a topic's facts from a source and write them as a knowledge-graph file",
    stats: "Print a knowledge graph's size, degrees, components and two-hop paths",
    view: "Write an interactive one-file HTML view of a knowledge graph",
    export: "Export a knowledge graph for Neo4j (CSV files and a Cypher import script)",
    constraints:
      "Compare the relation semantics table's cardinalities with a SPARQL source's property constraints (P2302)",
  },
  async run(argv, context) {
    const [subcommand, ...rest] = argv;
    switch (subcommand) {
      case "build":
        return build(rest, context);
      case "stats":
        return stats(rest, context);
      case "view":
        return view(rest, context);
      case "export":
        return exportGraph(rest, context);
      case "constraints":
        return kgConstraints(rest, context);
      default:
        throw new UsageError(`Unknown kg subcommand "${subcommand ?? ""}".`, { hint: `Usage: ${allUsages}` });
    }
  },
};

async function build(argv: string[], context: CliContext): Promise<number> {
  const { values } = parseCommandArguments(
    argv,
    {
      topic: {
        type: "string",
        description:
          "A built-in topic (see `factprobe topics`), `property: value`, `P106=Q82955` or a class id",
      },
      source: {
        type: "string",
        valueName: "source",
        description:
          "Where facts come from: embedded (offline snapshot), wikidata, a SPARQL endpoint URL, or a triple file",
        defaultText: "embedded",
      },
      limit: {
        type: "string",
        valueName: "N",
        description: "Topic entities to retrieve, most linked first",
        defaultText: "200",
      },
      out: { type: "string", valueName: "kg.json", description: "The knowledge-graph file to write" },
      "skip-invalid": {
        type: "boolean",
        description:
          "Skip unreadable lines of a triple file (listed on standard error) instead of stopping at the first",
      },
      "no-cache": { type: "boolean", description: "Do not use or fill the SPARQL response cache" },
    },
    {
      usage: usages.build,
      examples: [
        "factprobe kg build --topic politician --out kg.json",
        'factprobe kg build --topic "occupation: emperor" --source wikidata --limit 50 --out emperors.json',
        "factprobe kg build --topic painting --source facts.nt.gz --skip-invalid --out kg.json",
      ],
    },
  );
  if (values.topic === undefined || values.out === undefined) {
    throw new UsageError("kg build needs --topic and --out.", { hint: `Usage: ${usages.build}` });
  }
  await prepareOutputFile(values.out, { suggestedName: "kg.json" });
  const limit = integerOption(values.limit, "limit", 200);
  const sourceSpec = (values.source ?? "embedded").trim();
  // Files are read as streams into memory and the topic is matched there, so any vocabulary works;
  // SPARQL sources are queried. The same path as `check` and the library's `retrieveTopic`.
  let source = await openKnowledgeSource(sourceSpec, invalidLineOptions(values["skip-invalid"], context));
  if (/^https?:\/\//i.test(source.name) && values["no-cache"] !== true) {
    const directory = path.join(
      path.dirname(modelCacheDir({ env: context.env, homedir: context.homeDirectory })),
      "sparql",
    );
    source = createCachedSource(source, { directory });
  }
  let factSet: FactSet;
  try {
    ({ factSet } = await retrieveTopic({
      source,
      topic: values.topic,
      limit,
      signal: context.signal,
      onTopic: (topic) => {
        context.stderr(`${describeTopic(topic)}\n`);
      },
    }));
  } finally {
    await source.close?.();
  }
  reportSkipped(factSet, sourceSpec, context);
  await writeJson(values.out, factSet);
  context.stdout(
    `Wrote ${values.out}: ${factSet.seeds.length} topic entities, ${factSet.entities.length} entities, ${factSet.facts.length} facts, ${factSet.relations.length} relations (source: ${factSet.provenance.source}).\n`,
  );
  return 0;
}

async function stats(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      "skip-invalid": {
        type: "boolean",
        description:
          "Skip unreadable lines of a triple file (listed on standard error) instead of stopping at the first",
      },
    },
    {
      usage: usages.stats,
      examples: ["factprobe kg stats runs/politician/kg.json", "factprobe kg stats facts.ttl"],
    },
  );
  const factSet = await loadGraphFile(onlyFile(positionals, usages.stats), values["skip-invalid"], context);
  const graph = KnowledgeGraph.fromFactSet(factSet);
  context.stdout(formatGraphStats(graphStats(graph)));
  return 0;
}

async function view(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      out: { type: "string", valueName: "graph.html", description: "The HTML file to write (opens offline)" },
      "skip-invalid": {
        type: "boolean",
        description:
          "Skip unreadable lines of a triple file (listed on standard error) instead of stopping at the first",
      },
    },
    { usage: usages.view, examples: ["factprobe kg view runs/politician/kg.json --out graph.html"] },
  );
  const file = onlyFile(positionals, usages.view);
  if (values.out === undefined)
    throw new UsageError("kg view needs --out.", { hint: `Usage: ${usages.view}` });
  await prepareOutputFile(values.out, { suggestedName: "graph.html" });
  const factSet = await loadGraphFile(file, values["skip-invalid"], context);
  await writeFileAtomic(values.out, renderGraphHtml(factSet));
  context.stdout(`Wrote ${values.out}: open it in a browser (works offline).\n`);
  return 0;
}

async function exportGraph(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      out: { type: "string", valueName: "directory", description: "The directory to write the export into" },
      format: { type: "string", choices: ["neo4j"], description: "The export format" },
      "skip-invalid": {
        type: "boolean",
        description:
          "Skip unreadable lines of a triple file (listed on standard error) instead of stopping at the first",
      },
    },
    { usage: usages.export, examples: ["factprobe kg export kg.json --format neo4j --out neo4j/"] },
  );
  const file = onlyFile(positionals, usages.export);
  if (values.format !== "neo4j")
    throw new UsageError(`kg export supports --format neo4j, not "${values.format ?? ""}".`, {
      hint: `Usage: ${usages.export}`,
    });
  if (values.out === undefined)
    throw new UsageError("kg export needs --out.", { hint: `Usage: ${usages.export}` });
  await prepareOutputDirectory(values.out);
  const factSet = await loadGraphFile(file, values["skip-invalid"], context);
  const written = await exportNeo4j(factSet, values.out);
  context.stdout(
    `Wrote ${written.join(", ")}; see ${path.join(values.out, "README.txt")} for the import command.\n`,
  );
  return 0;
}

function onlyFile(positionals: string[], usage: string): string {
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0)
    throw new UsageError("Give exactly one knowledge-graph file.", { hint: `Usage: ${usage}` });
  return file;
}

/** A `kg build` output (`.json`) or any triple file. */
async function loadGraphFile(
  file: string,
  skipInvalid: boolean | undefined,
  context: CliContext,
): Promise<FactSet> {
  if (tripleFileFormatOf(file) === undefined) return readFactSet(file);
  const factSet = await readTripleFileFactSet(file, invalidLineOptions(skipInvalid, context));
  reportSkipped(factSet, file, context);
  return factSet;
}

function invalidLineOptions(
  skipInvalid: boolean | undefined,
  context: CliContext,
): { skipInvalid: boolean; onInvalid: (problem: InvalidLine) => void } {
  let reported = 0;
  return {
    skipInvalid: skipInvalid === true,
    onInvalid(problem) {
      reported += 1;
      if (reported <= 10) context.stderr(`Skipped ${problem.file}:${problem.line}: ${problem.reason}\n`);
      else if (reported === 11) context.stderr("(further skipped lines are counted, not shown)\n");
    },
  };
}

function reportSkipped(factSet: FactSet, file: string, context: CliContext): void {
  const skipped = factSet.provenance.invalidLinesSkipped;
  if (skipped !== undefined && skipped > 0)
    context.stderr(`Skipped ${skipped} invalid line${skipped === 1 ? "" : "s"} of ${file}.\n`);
}
