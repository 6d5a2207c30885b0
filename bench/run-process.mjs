// Runs a Node process for a bench: to its end, or, with `stopAt`, until its standard error matches
// it, then stops it with SIGINT as Ctrl-C would. Shared by check-startup and check-source-rss; and
// the CPU time of a bench's finished children, shared by the start-up and overhead benches.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * CPU time (user + system, ms) of this process's waited-for children so far, from /proc (Linux;
 * else NaN). Children run one at a time, so the difference across one is its own CPU time: on a
 * shared, busy machine it moves less than wall time.
 */
export function childrenCpuMs() {
  try {
    // After the command name: the 14th and 15th fields are cutime and cstime, in clock ticks (100/s).
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs `node <args>` with `env` added to this process's; resolves with its wall time in ms and its
 * standard error, rejects when it fails before `stopAt` showed.
 */
export function runProcess(args, env = {}, stopAt = undefined) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...env },
    });
    let stderr = "";
    let stopped = false;
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
      if (stopAt !== undefined && !stopped && stopAt.test(stderr)) {
        stopped = true;
        child.kill("SIGINT");
      }
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0 || stopped) resolvePromise({ milliseconds: performance.now() - started, stderr });
      else reject(new Error(`${args.join(" ")} exited with ${code}: ${stderr}`));
    });
  });
}
