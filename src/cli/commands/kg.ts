import { UsageError } from "../../errors.js";
import { writeJson } from "../../io/write-jsonl.js";
import { openKnowledgeSource } from "../../knowledge/open-knowledge-source.js";
import { retrieveFacts } from "../../knowledge/retrieve-facts.js";
import { resolveTopic } from "../../knowledge/topics.js";
import type { Command } from "../cli-context.js";
import { describeTopic } from "../describe-topic.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";

const buildUsage =
  "factprobe kg build --topic <topic> [--source embedded|wikidata|<endpoint URL>|<file.nt[.gz]>] [--limit N] --out <kg.json>";

/** `factprobe kg build`: retrieves a topic's fact triplets into a knowledge-graph file. */
export const kgCommand: Command = {
  name: "kg",
  summary: "Build a topic's knowledge graph from a SPARQL source (kg build)",
  usage: buildUsage,
  async run(argv, context) {
    const [subcommand, ...rest] = argv;
    if (subcommand !== "build") {
      throw new UsageError(`Unknown kg subcommand "${subcommand ?? ""}".`, { hint: `Usage: ${buildUsage}` });
    }
    const { values } = parseCommandArguments(
      rest,
      {
        topic: { type: "string" },
        source: { type: "string" },
        limit: { type: "string" },
        out: { type: "string" },
      },
      buildUsage,
    );
    if (values.topic === undefined || values.out === undefined) {
      throw new UsageError("kg build needs --topic and --out.", { hint: `Usage: ${buildUsage}` });
    }
    const source = await openKnowledgeSource(values.source ?? "embedded");
    try {
      const topic = await resolveTopic(values.topic, source, { signal: context.signal });
      context.stderr(`${describeTopic(topic)}\n`);
      const factSet = await retrieveFacts({
        source,
        topic,
        limit: integerOption(values.limit, "limit", 200),
        signal: context.signal,
      });
      await writeJson(values.out, factSet);
      context.stdout(
        `Wrote ${values.out}: ${factSet.seeds.length} topic entities, ${factSet.entities.length} entities, ${factSet.facts.length} facts, ${factSet.relations.length} relations (source: ${source.name}).\n`,
      );
      return 0;
    } finally {
      await source.close?.();
    }
  },
};
