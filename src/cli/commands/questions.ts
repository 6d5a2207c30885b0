import { UsageError } from "../../errors.js";
import { KnowledgeGraph } from "../../graph/knowledge-graph.js";
import { writeJson, writeJsonl } from "../../io/write-jsonl.js";
import { readFactSet } from "../../knowledge/read-fact-set.js";
import { generateQuestions } from "../../questions/generate-questions.js";
import type { Command } from "../cli-context.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";
import { parseQuestionTypes } from "../parse-question-types.js";

const usage =
  "factprobe questions <kg.json> [--types yes-no,multiple-choice,wh] [--per-type N] [--seed S] [--topic <word>] --out <suite.jsonl>";

/** `factprobe questions`: generates a question suite from a knowledge-graph file. */
export const questionsCommand: Command = {
  name: "questions",
  summary: "Generate Yes-No, multiple-choice and WH questions from a knowledge graph",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        types: { type: "string" },
        "per-type": { type: "string" },
        seed: { type: "string" },
        topic: { type: "string" },
        hops: { type: "string" },
        out: { type: "string" },
      },
      usage,
    );
    const kgPath = positionals[0];
    if (kgPath === undefined || values.out === undefined) {
      throw new UsageError("questions needs a knowledge-graph file and --out.", { hint: `Usage: ${usage}` });
    }
    if (values.hops !== undefined && values.hops !== "1") {
      throw new UsageError(`--hops ${values.hops}: only one-hop questions are generated in this version.`);
    }
    const factSet = await readFactSet(kgPath);
    const { questions, report } = generateQuestions({
      graph: KnowledgeGraph.fromFactSet(factSet),
      topic: values.topic ?? topicWord(factSet.provenance.topic),
      types: parseQuestionTypes(values.types),
      perType: integerOption(values["per-type"], "per-type", 50),
      seed: values.seed ?? 1,
    });
    await writeJsonl(values.out, questions);
    await writeJson(`${values.out.replace(/\.jsonl$/, "")}.report.json`, report);
    const perType = Object.entries(report.types)
      .map(([type, typeReport]) => `${typeReport.generated} ${type}`)
      .join(", ");
    context.stdout(`Wrote ${values.out}: ${questions.length} questions (${perType}).\n`);
    return 0;
  },
};

/** The prompt topic of a graph built from a catalogue name is that name; otherwise the topic text. */
function topicWord(topic: string): string {
  const afterColon = topic.split(":").at(-1)?.trim();
  return afterColon === undefined || afterColon === "" || afterColon.includes("=") ? topic : afterColon;
}
