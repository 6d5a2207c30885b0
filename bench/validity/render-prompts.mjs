#!/usr/bin/env node
// Renders a question suite into the exact prompts factprobe's runner sends with the default config
// (the paper's prompts, built by the library's own prompt builder), one JSON line per question:
//   {"version":1,"promptId":"p3f9c0a12d4","type":"wh","system":"...","prompt":"...","maxTokens":24}
// `system` is the system message (absent when there is none), `prompt` the user message. This is
// the only file a closed-book responder reads: it has no answers, facts or labels. Question ids are
// left out on purpose: they name the answer (`yn-...-no`, `wh-1-Q535-P103-Q150`); `promptId` is an
// opaque key, the first 10 hex digits of the SHA-256 of the question id (see promptIdOf), and lines
// come in prompt-id order, not suite order.
//
// Usage: node bench/validity/render-prompts.mjs [suite.jsonl (default bench/validity/suites/all.jsonl)]
//          [--config factprobe.config.json] [--out FILE (default bench/validity/prompts.jsonl)]
// Needs `npm run build`.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const { createPromptBuilder, promptSettingsOf, readQuestionSuite, readRunConfig } = await import(
  join(here, "../../dist/index.js")
);

/** The on-disk format version of a rendered prompt line. */
export const RENDERED_PROMPT_VERSION = 1;

/** The opaque key of a question in a rendered prompt file: `p` and 10 hex digits of SHA-256(question id). */
export function promptIdOf(questionId) {
  return `p${createHash("sha256").update(questionId).digest("hex").slice(0, 10)}`;
}

/**
 * The rendered prompt of every question, ordered by prompt id: a pseudo-random but fixed order, so
 * that the Yes and No questions made from one fact, which a suite keeps side by side, are apart.
 */
export function renderPrompts(questions, buildPrompt) {
  const lines = questions.map((question) => {
    const { messages, maxTokens } = buildPrompt(question);
    const system = messages.filter((message) => message.role === "system").map((message) => message.content);
    const user = messages.filter((message) => message.role === "user").at(-1)?.content ?? "";
    return {
      version: RENDERED_PROMPT_VERSION,
      promptId: promptIdOf(question.id),
      type: question.type,
      ...(system.length === 0 ? {} : { system: system.join("\n\n") }),
      prompt: user,
      maxTokens,
    };
  });
  return lines.sort((left, right) =>
    left.promptId < right.promptId ? -1 : left.promptId > right.promptId ? 1 : 0,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      config: { type: "string" },
      out: { type: "string", default: join(here, "prompts.jsonl") },
    },
  });
  const suitePath = positionals[0] ?? join(here, "suites/all.jsonl");
  const settings = values.config === undefined ? {} : promptSettingsOf(await readRunConfig(values.config));
  const questions = await readQuestionSuite(suitePath);
  const lines = renderPrompts(questions, createPromptBuilder(settings));
  const ids = new Set(lines.map((line) => line.promptId));
  if (ids.size !== lines.length)
    throw new Error("Two question ids share a prompt id; lengthen promptIdOf's digest.");
  await writeFile(values.out, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
  console.log(`Wrote ${values.out}: ${lines.length} prompts from ${suitePath}.`);
}
