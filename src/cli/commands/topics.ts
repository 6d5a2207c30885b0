import { listTopics } from "../../knowledge/topics.js";
import type { Command } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";

const usage = "factprobe topics";

/** `factprobe topics`: lists the topic catalogue and how topics are written. */
export const topicsCommand: Command = {
  name: "topics",
  usage,
  run(argv, context) {
    parseCommandArguments(argv, {}, { usage, examples: ["factprobe topics"] });
    const topics = listTopics();
    const width = Math.max(...topics.map((topic) => topic.name.length));
    const lines = ["Built-in topics (name, domain, Wikidata constraint, example):", ""];
    for (const topic of topics) {
      lines.push(
        `  ${topic.name.padEnd(width)}  ${topic.domain.padEnd(7)}  ${topic.constraint.padEnd(14)} ${topic.constraintLabel}  (e.g. ${topic.example})`,
      );
    }
    lines.push(
      "",
      "Or write a topic as a property and value, by label or by id, or a class id for its instances:",
      '  --topic "occupation: emperor"     --topic P106=Q39018     --topic "instance of: painting"     --topic Q3305213',
      '  several constraints joined with &: --topic "occupation: politician & P27=Q142"',
      "",
    );
    context.stdout(lines.join("\n"));
    return Promise.resolve(0);
  },
};
