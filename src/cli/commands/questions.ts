import { UsageError } from "../../errors.js";
import { KnowledgeGraph } from "../../graph/knowledge-graph.js";
import { writeJson, writeJsonl } from "../../io/write-jsonl.js";
import { readFactSet } from "../../knowledge/read-fact-set.js";
import { createModel } from "../../models/model-registry.js";
import { checkGrammar } from "../../questions/check-grammar.js";
import { generateQuestions } from "../../questions/generate-questions.js";
import { rewriteQuestions } from "../../questions/rewrite-questions.js";
import { prepareOutputFile } from "../prepare-output-path.js";
import type { Command } from "../cli-context.js";
import { modelSettingsFromContext } from "../model-settings.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";
import { parseHops } from "../parse-hops.js";
import { parseQuestionTypes } from "../parse-question-types.js";
import { questionOptions } from "../question-options.js";
import { describeGeneration } from "../../questions/describe-generation.js";

const usage =
  "factprobe questions <kg.json> [--types yes-no,multiple-choice,wh] [--hops 1,2] [--per-type N] [--seed S] [--topic <word>] [--as-of YYYY-MM-DD] [--rewrite-model <id>] [--no-grammar-check] --out <suite.jsonl>";

/**
 * `factprobe questions`: generates a question suite from a knowledge-graph file, checks its grammar
 * offline (flagged questions are listed in the report, not dropped), and optionally rewrites it
 * with a model behind a guard. Writes `<suite>.jsonl` and `<suite>.report.json`.
 */
export const questionsCommand: Command = {
  name: "questions",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        ...questionOptions,
        topic: {
          type: "string",
          valueName: "word",
          description: "The topic word used in prompts",
          defaultText: "the graph's topic",
        },
        "rewrite-model": {
          type: "string",
          valueName: "id",
          description:
            "Rewrite questions for fluency with this model, behind a guard that keeps their meaning",
        },
        "no-grammar-check": { type: "boolean", description: "Skip the offline grammar check" },
        out: {
          type: "string",
          valueName: "suite.jsonl",
          description: "The question suite to write (and <suite>.report.json beside it)",
        },
      },
      {
        usage,
        examples: [
          "factprobe questions runs/politician/kg.json --out suite.jsonl",
          "factprobe questions kg.json --types wh --hops 1,2 --per-type 100 --out suite.jsonl",
        ],
      },
    );
    const kgPath = positionals[0];
    if (kgPath === undefined || values.out === undefined) {
      throw new UsageError("questions needs a knowledge-graph file and --out.", { hint: `Usage: ${usage}` });
    }
    await prepareOutputFile(values.out, { suggestedName: "suite.jsonl" });
    const hops = parseHops(values.hops);
    const factSet = await readFactSet(kgPath);
    const generated = generateQuestions({
      graph: KnowledgeGraph.fromFactSet(factSet),
      topic: values.topic ?? topicWord(factSet.provenance.topic),
      types: parseQuestionTypes(values.types),
      perType: integerOption(values["per-type"], "per-type", 50),
      seed: values.seed ?? 1,
      hops,
      ...(values["as-of"] === undefined ? {} : { asOf: values["as-of"] }),
    });
    for (const warning of generated.report.warnings) context.stderr(`Warning: ${warning}\n`);
    let questions = generated.questions;
    const report: Record<string, unknown> = { ...generated.report };

    const rewriteModelId = values["rewrite-model"];
    if (rewriteModelId !== undefined) {
      const model = await createModel(rewriteModelId, modelSettingsFromContext(context));
      try {
        const rewritten = await rewriteQuestions({ questions, model });
        questions = rewritten.questions;
        report.rewrite = {
          model: model.id,
          accepted: rewritten.accepted,
          rejected: rewritten.rejected,
          rejectionRate: rewritten.rejectionRate,
          reasons: rewritten.reasons,
        };
      } finally {
        await model.dispose?.();
      }
    }
    let flaggedNote = "";
    if (values["no-grammar-check"] !== true) {
      const grammar = await checkGrammar(questions);
      report.grammar = grammar;
      flaggedNote = `; grammar check flagged ${grammar.flagged.length} (listed in the report)`;
    }

    await writeJsonl(values.out, questions);
    const reportPath = `${values.out.replace(/\.jsonl$/u, "")}.report.json`;
    await writeJson(reportPath, report);
    const generatedLine = describeGeneration(generated.report, questions.length).replace(/\.$/, "");
    context.stdout(`Wrote ${values.out}. ${generatedLine}${flaggedNote}. Report: ${reportPath}\n`);
    return 0;
  },
};

/** The prompt topic of a graph built from a catalogue name is that name; otherwise the topic text. */
function topicWord(topic: string): string {
  const afterColon = topic.split(":").at(-1)?.trim();
  return afterColon === undefined || afterColon === "" || afterColon.includes("=") ? topic : afterColon;
}
