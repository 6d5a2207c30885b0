import { FactprobeError, UsageError } from "../errors.js";
import type { CliContext } from "./cli-context.js";
import { commandTable, type CommandEntry } from "./command-table.js";

/** Every command, by name (loaded only when run: see {@link commandTable}). */
export const commands: Record<string, CommandEntry> = Object.fromEntries(
  commandTable.map((command) => [command.name, command]),
);

function helpText(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    "factprobe: find factual errors in large language models (FactChecker, ICSE 2024)",
    "",
    "Usage: factprobe <command> [options]",
    "",
    ...Object.values(commands).map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    "",
    "Run `factprobe <command> --help` for a command's options. Quick start:",
    "  factprobe check --topic politician --model llama-cpp:default",
    "",
  ].join("\n");
}

/**
 * Runs one CLI invocation and returns its exit code (see `exitCodes`): 0 success, 1 a factprobe
 * error (the message says how to fix it), 2 usage errors, 3 some model calls failed, 4 asking
 * stopped early on a repeated non-retryable error, 70 an unexpected failure, 130 interrupted.
 */
export async function runCli(argv: string[], context: CliContext): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    context.stdout(helpText());
    return name === undefined ? 2 : 0;
  }
  if (name === "--version") {
    const { readPackageVersion } = await import("../knowledge/package-root.js");
    context.stdout(`factprobe ${readPackageVersion()}\n`);
    return 0;
  }
  const command = commands[name];
  try {
    if (command === undefined) {
      throw new UsageError(`Unknown command "${name}". Commands: ${Object.keys(commands).join(", ")}.`, {
        hint: "Run `factprobe --help`.",
      });
    }
    const loaded = await command.load();
    if (rest.includes("--help") || rest.includes("-h")) {
      context.stdout(`${command.summary}\n\nUsage: ${loaded.usage}\n`);
      return 0;
    }
    return await loaded.run(rest, context);
  } catch (error) {
    if (error instanceof UsageError) {
      context.stderr(`factprobe: ${error.message}\n`);
      return 2;
    }
    if (error instanceof FactprobeError) {
      context.stderr(`factprobe: ${error.message}\n`);
      return 1;
    }
    context.stderr(
      `factprobe: unexpected failure, please report it:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 70;
  }
}
