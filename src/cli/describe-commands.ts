import type { CliContext } from "./cli-context.js";
import type { CommandOptions } from "./command-option.js";
import { commandTable } from "./command-table.js";
import { HelpRequested } from "./help-requested.js";

/** One command or subcommand as help and shell completion see it. */
export interface CommandDescription {
  /** `["check"]`, or `["kg", "build"]` for a subcommand. */
  path: string[];
  summary: string;
  usage: string;
  options: CommandOptions;
}

/** A context for asking a command for its help: it writes nowhere and is never aborted. */
const silentContext: CliContext = {
  env: {},
  stdout: () => undefined,
  stderr: () => undefined,
  interactive: false,
  signal: new AbortController().signal,
  homeDirectory: "",
};

/**
 * Every command and subcommand with its options, read from the options object each command hands
 * to `parseCommandArguments` (asked with `--help`, which returns before any work). Loads every
 * command module, so it is for `factprobe completion` and tests, not for start-up.
 */
export async function describeCommands(): Promise<CommandDescription[]> {
  const descriptions: CommandDescription[] = [];
  for (const entry of commandTable) {
    const command = await entry.load();
    const targets =
      command.subcommands === undefined
        ? [{ path: [entry.name], summary: entry.summary }]
        : Object.entries(command.subcommands).map(([name, summary]) => ({
            path: [entry.name, name],
            summary,
          }));
    for (const target of targets) {
      const help = await helpOf(() => command.run([...target.path.slice(1), "--help"], silentContext));
      if (help === undefined)
        throw new Error(`factprobe ${target.path.join(" ")} --help did not reach parseCommandArguments.`);
      descriptions.push({ ...target, usage: help.usage, options: help.options });
    }
  }
  return descriptions;
}

async function helpOf(run: () => Promise<number>): Promise<HelpRequested | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof HelpRequested) return error;
    throw error;
  }
}
