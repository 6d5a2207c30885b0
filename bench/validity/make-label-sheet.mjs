#!/usr/bin/env node
// Writes what the labeller session reads: one JSON line per item with the question as asked, the
// gold answer and the facts it was made from, and every responder's response, but no verdict (the
// labeller must not see factprobe's judgement). The labeller answers with labels.jsonl (README.md).
//
// Usage: node bench/validity/make-label-sheet.mjs [--suite FILE (default bench/validity/suites/all.jsonl)]
//          [--responses DIR (default bench/validity/responses)] [--out FILE (default bench/validity/label-sheet.jsonl)]
// Needs `npm run build`.
import { existsSync } from "node:fs";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { matchResponses } from "./read-responses.mjs";
import { promptIdOf } from "./render-prompts.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const { createPromptBuilder, readQuestionSuite } = await import(join(here, "../../dist/index.js"));

const { values } = parseArgs({
  options: {
    suite: { type: "string", default: join(here, "suites/all.jsonl") },
    responses: { type: "string", default: join(here, "responses") },
    out: { type: "string", default: join(here, "label-sheet.jsonl") },
  },
});

const questions = await readQuestionSuite(values.suite);
const buildPrompt = createPromptBuilder();
const rendered = questions.map((question) => {
  const { messages } = buildPrompt(question);
  const system = messages.filter((message) => message.role === "system").map((message) => message.content);
  return {
    questionId: question.id,
    promptId: promptIdOf(question.id),
    ...(system.length === 0 ? {} : { system: system.join("\n\n") }),
    prompt: messages.filter((message) => message.role === "user").at(-1)?.content ?? "",
  };
});
const responders = {};
const files = existsSync(values.responses)
  ? (await readdir(values.responses)).filter((file) => file.endsWith(".jsonl")).sort()
  : [];
for (const file of files) {
  const path = join(values.responses, file);
  const { records } = matchResponses(await readFile(path, "utf8"), rendered, path);
  responders[basename(file, ".jsonl")] = new Map(
    records.map((record) => [record.questionId, record.response]),
  );
}

/**
 * Relations whose objects are places and that are no hierarchy: there factprobe scores a place within
 * the gold, next to it, in its county, or one the source does not know as `unverified`, not wrong
 * (docs/scoring.md, rule 5), so such an answer does not make the item unfair.
 */
const nearbyPlacesNotWrong = new Set(["P19", "P20", "P159", "P740", "P551", "P937"]);

const lines = questions.map((question, index) => ({
  version: 1,
  questionId: question.id,
  topic: question.topic,
  type: question.type,
  hops: question.hops,
  prompt: rendered[index].prompt,
  gold: question.answer,
  goldLabel: question.answerLabel,
  aliases: question.aliases,
  ...(question.judging === undefined
    ? {}
    : {
        alsoAccepted: question.judging.accepted.slice(1).map((entity) => entity.label),
        // The relation may hold several true values: any true one is a right answer.
        ...(question.judging.cardinality === "multi" ? { severalTrueAnswers: true } : {}),
        // A place of birth, death or seat: a nearby or finer place is not scored wrong.
        ...(question.type === "wh" && nearbyPlacesNotWrong.has(question.judging.relation)
          ? { nearbyPlacesNotWrong: true }
          : {}),
        // An answer that holds the gold (the United Kingdom for Scotland, Hawaii for Honolulu) is
        // scored `less-specific`, not wrong (docs/scoring.md); held-out-6's labellers, not told,
        // marked two such items unfair.
        ...(question.type === "wh" ? { broaderAnswersNotWrong: true } : {}),
      }),
  // A No question starts with its true facts (one per hop); the swapped statement it asks about follows.
  facts: question.facts.map(
    (fact, factIndex) =>
      `${fact.negated === true || (question.type === "yes-no" && question.answer === "No" && factIndex >= question.hops) ? "FALSE (the statement asked): " : ""}${fact.subjectLabel} (${fact.subject}) — ${fact.relationLabel} (${fact.relation}) — ${fact.objectLabel} (${fact.object})`,
  ),
  ...(question.time === undefined ? {} : { time: question.time }),
  responses: Object.fromEntries(
    Object.entries(responders).map(([name, byQuestion]) => [name, byQuestion.get(question.id) ?? null]),
  ),
}));
await writeFile(values.out, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
console.log(
  `Wrote ${values.out}: ${lines.length} items, responses of ${Object.keys(responders).join(", ") || "no responder"}.`,
);
