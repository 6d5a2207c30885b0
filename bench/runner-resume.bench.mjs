// Resume: `factprobe ask` (the built CLI) is killed with SIGKILL at 5 random points, then rerun to
// the end; the answers must be exactly N, equal to an uninterrupted run's. The model is a loopback
// OpenAI-compatible server answering after 2 ms.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";

const COUNT = 2000;
const KILLS = 5;
const bin = join(dirname(fileURLToPath(import.meta.url)), "../dist/cli/main.js");
const folder = await mkdtemp(join(tmpdir(), "factprobe-bench-resume-"));
const server = await startFakeOpenAIServer({ delayMs: 2 });
const suite = join(folder, "suite.jsonl");
await writeFile(
  suite,
  syntheticQuestions(COUNT)
    .map((question) => `${JSON.stringify(question)}\n`)
    .join(""),
);
const env = { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") };
const argv = (out) => [
  "ask",
  suite,
  "--model",
  `openai-compatible:bench@${server.baseURL}`,
  "--out",
  out,
  "--concurrency",
  "8",
];
const lines = (path) =>
  existsSync(path)
    ? readFileSync(path, "utf8")
        .split("\n")
        .filter((line) => line !== "")
    : [];

function run(args, log, killAt) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: "ignore" });
    const poll = setInterval(() => {
      if (killAt !== undefined && lines(log).length >= killAt) child.kill("SIGKILL");
    }, 5);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearInterval(poll);
      resolve(signal ?? code);
    });
  });
}

const out = join(folder, "killed");
const log = join(out, "answers.jsonl");
const killedAt = [];
for (let kill = 0; kill < KILLS; kill += 1) {
  const before = lines(log).length;
  const target = before + 50 + Math.floor(Math.random() * ((COUNT - before) / (KILLS - kill + 1)));
  const ended = await run(argv(out), log, target);
  killedAt.push(`${lines(log).length} (${ended})`);
}
const finalCode = await run(argv(out), log);
const straightLog = join(folder, "straight", "answers.jsonl");
await run([...argv(join(folder, "straight")), "--no-cache"], straightLog);
await server.close();

const view = (path) =>
  lines(path)
    .map((line) => JSON.parse(line))
    .map((record) => `${record.questionId} ${record.response ?? `error ${record.error}`}`)
    .sort();
const resumed = view(log);
const straight = view(straightLog);
const equal = resumed.length === straight.length && resumed.every((line, index) => line === straight[index]);
const unique = new Set(resumed.map((line) => line.split(" ")[0])).size;
await rm(folder, { recursive: true, force: true });
console.log(
  `resume: ${COUNT} questions, killed with SIGKILL ${KILLS} times (log lines at each kill: ${killedAt.join(", ")}), final run exit ${finalCode}: ` +
    `${resumed.length} answers, ${unique} distinct questions, equal to an uninterrupted run: ${equal}`,
);
console.log(
  JSON.stringify({
    questions: COUNT,
    kills: KILLS,
    answers: resumed.length,
    distinct: unique,
    equalToUninterrupted: equal,
  }),
);
if (!equal || resumed.length !== COUNT) process.exitCode = 1;
