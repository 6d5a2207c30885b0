import { FactprobeError, UsageError } from "../errors.js";
import type { CliContext } from "./cli-context.js";
import { closestName } from "../knowledge/closest-name.js";
import { commandTable, type CommandEntry } from "./command-table.js";
import { HelpRequested } from "./help-requested.js";

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
    "Run `factprobe <command> --help` for a command's options, defaults and examples. Quick start:",
    "  factprobe init                                                # a commented factprobe.config.yaml",
    "  factprobe check --topic politician --model llama-cpp:default",
    "",
    "Shell completion: `factprobe completion bash|zsh|fish` (see `factprobe completion --help`).",
    "",
  ].join("\n");
}

function subcommandHelp(
  command: CommandEntry,
  usage: string,
  subcommands: Readonly<Record<string, string>>,
): string {
  const width = Math.max(...Object.keys(subcommands).map((name) => name.length));
  return [
    command.summary,
    "",
    `Usage: ${usage}`,
    "",
    "Subcommands:",
    ...Object.entries(subcommands).map(([name, summary]) => `  ${name.padEnd(width)}  ${summary}`),
    "",
    `Run \`factprobe ${command.name} <subcommand> --help\` for its options and examples.`,
    "",
  ].join("\n");
}

/**
 * Runs one CLI invocation and returns its exit code (see `exitCodes`): 0 success, 1 a factprobe
 * error (the message says how to fix it), 2 usage errors, 3 some model calls failed, 4 asking
 * stopped early on a repeated non-retryable error, 70 an unexpected failure, 130 interrupted.
 */
export async function runCli(argv: string[], context: CliContext): Promise<number> {
  // `factprobe help check` is `factprobe check --help`.
  if (argv[0] === "help" && argv.length > 1) return runCli([...argv.slice(1), "--help"], context);
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
      const guess = closestName(name, Object.keys(commands));
      throw new UsageError(
        `Unknown command "${name}".${guess === undefined ? "" : ` Did you mean "${guess}"?`} Commands: ${Object.keys(commands).join(", ")}.`,
        { hint: "Run `factprobe --help`." },
      );
    }
    const loaded = await command.load();
    const [first] = rest;
    const subcommands = loaded.subcommands;
    if (subcommands !== undefined && (first === undefined || first.startsWith("-"))) {
      if (first === "--help" || first === "-h") {
        context.stdout(subcommandHelp(command, loaded.usage, subcommands));
        return 0;
      }
      throw new UsageError(`${name} needs a subcommand: ${Object.keys(subcommands).join(", ")}.`, {
        hint: `Usage: ${loaded.usage}\nRun \`factprobe ${name} --help\`.`,
      });
    }
    if (subcommands !== undefined && first !== undefined && !Object.hasOwn(subcommands, first)) {
      const guess = closestName(first, Object.keys(subcommands));
      throw new UsageError(
        `Unknown ${name} subcommand "${first}".${guess === undefined ? "" : ` Did you mean "${name} ${guess}"?`}`,
        { hint: `Usage: ${loaded.usage}` },
      );
    }
    try {
      return await loaded.run(rest, context);
    } catch (error) {
      if (!(error instanceof HelpRequested)) throw error;
      const summary = subcommands !== undefined && first !== undefined ? subcommands[first] : command.summary;
      context.stdout(`${summary ?? command.summary}\n\n${error.text}`);
      return 0;
    }
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
