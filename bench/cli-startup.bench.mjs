// Start-up of the CLI: `factprobe --help` (loads no command), `factprobe check --help` (loads the
// check command and commander) and `factprobe completion bash` (loads every command), against a bare
// `node -e ""` in the same rounds. Rounds alternate; the figures are medians and ratios to bare node.
// FACTPROBE_BENCH_ROOT=<checkout> measures another build (its dist/) with the same bench.
import { spawnSync } from "node:child_process";
import { childrenCpuMs } from "./run-process.mjs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(process.env.FACTPROBE_BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const bin = join(root, "dist", "cli", "main.js");
const ROUNDS = Number(process.env.FACTPROBE_BENCH_ROUNDS ?? 9);
const cases = {
  "node -e ''": ["-e", ""],
  "factprobe --help": [bin, "--help"],
  "factprobe check --help": [bin, "check", "--help"],
  "factprobe completion bash": [bin, "completion", "bash"],
};

const times = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
const cpuTimes = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, args] of Object.entries(cases)) {
    const cpuBefore = childrenCpuMs();
    const started = performance.now();
    const result = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
    if (result.status !== 0) throw new Error(`${name} exited with ${result.status}: ${result.stderr}`);
    times[name].push(performance.now() - started);
    cpuTimes[name].push(childrenCpuMs() - cpuBefore);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const bare = median(times["node -e ''"]);
console.log(
  `CLI start-up, median of ${ROUNDS} rounds (ratio to bare node in the same rounds; CPU time, user + system, beside):`,
);
for (const name of Object.keys(cases)) {
  const value = median(times[name]);
  console.log(
    `  ${name.padEnd(28)} ${value.toFixed(0).padStart(6)} ms  ×${(value / bare).toFixed(2)}   CPU ${median(cpuTimes[name]).toFixed(0).padStart(5)} ms`,
  );
}
