import { homedir } from "node:os";
import type { CliContext } from "../cli-context.js";

/** A CLI context that records what a command printed, with the real environment. */
export function captureContext(
  overrides: Partial<CliContext> = {},
): CliContext & { out: () => string; err: () => string } {
  let stdout = "";
  let stderr = "";
  return {
    env: { ...process.env },
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    interactive: false,
    signal: new AbortController().signal,
    homeDirectory: homedir(),
    ...overrides,
    out: () => stdout,
    err: () => stderr,
  };
}
