// The local model on its own: load time, its answer to "What is the capital of France?", and
// generation speed (tokens per second) for 128-token continuations, median of 3.
import { homedir } from "node:os";
import { createLlamaCppModel, defaultModelPath } from "../dist/index.js";

const threads = Number(process.env.FACTPROBE_THREADS ?? 2);
const started = performance.now();
const model = await createLlamaCppModel({
  modelPath: defaultModelPath({ env: process.env, homedir: homedir() }),
  threads,
});
const loadSeconds = (performance.now() - started) / 1000;
const france = await model.generate({
  messages: [{ role: "user", content: "What is the capital of France?" }],
  temperature: 0,
  maxTokens: 16,
});
// Completion prompts stop at the first newline; a chat-format model generates freely, so speed is
// measured on that (same weights, same threads).
const free = await createLlamaCppModel({
  modelPath: defaultModelPath({ env: process.env, homedir: homedir() }),
  threads,
  promptFormat: "chat",
});
const speeds = [];
for (let round = 0; round < 3; round += 1) {
  const result = await free.generate({
    messages: [
      { role: "system", content: "Write a long encyclopedia article." },
      { role: "user", content: `History of Europe, part ${round + 1}` },
    ],
    temperature: 0,
    maxTokens: 128,
  });
  speeds.push((result.usage?.outputTokens ?? 0) / (result.latencyMs / 1000));
}
await model.dispose();
await free.dispose();
speeds.sort((left, right) => left - right);
console.log(
  `model ${model.id}, ${threads} threads: load ${loadSeconds.toFixed(1)} s; "What is the capital of France?" → ${JSON.stringify(france.text)} (${france.latencyMs.toFixed(0)} ms); generation ${speeds[1].toFixed(1)} tokens/s (median of 3, 128-token limit; runs ${speeds.map((speed) => speed.toFixed(1)).join(", ")})`,
);
