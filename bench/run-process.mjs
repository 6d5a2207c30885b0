// Runs a Node process for a bench: to its end, or, with `stopAt`, until its standard error matches
// it, then stops it with SIGINT as Ctrl-C would. Shared by check-startup and check-source-rss.
import { spawn } from "node:child_process";

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
