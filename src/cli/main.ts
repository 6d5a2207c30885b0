#!/usr/bin/env node
import * as nodeModule from "node:module";
import { homedir } from "node:os";
import { runCli } from "./run-cli.js";

// Node 22.1+ keeps the compiled code of the modules loaded from here on (the commands, the SDKs) in
// its compile cache (the system's temporary folder unless NODE_COMPILE_CACHE says where;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a later start compiles less. Node 20 has none.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/**
 * The process entry point, and the only place that reads the environment and exits: Ctrl-C (or
 * SIGTERM) aborts the run cleanly the first time and exits at once the second time.
 */
async function runMain(): Promise<void> {
  const controller = new AbortController();
  let interrupts = 0;
  const onSignal = (): void => {
    interrupts += 1;
    if (interrupts > 1) process.exit(130);
    process.stderr.write("\nStopping after the calls in flight (Ctrl-C again to quit now)...\n");
    controller.abort(new Error("interrupted"));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const code = await runCli(process.argv.slice(2), {
    env: { ...process.env },
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    interactive: process.stderr.isTTY,
    signal: controller.signal,
    homeDirectory: homedir(),
    cwd: process.cwd(),
    terminalColumns: () => process.stderr.columns,
  });
  process.exit(code);
}

await runMain();
