import type { parseArgs } from "node:util";
import { Command as CommanderCommand, CommanderError, Option } from "commander";
import { UsageError } from "../errors.js";
import type { CommandOption, CommandOptions } from "./command-option.js";
import { HelpRequested } from "./help-requested.js";

/** What `--help` shows beyond the options: the usage line(s) and examples. */
export interface CommandHelp {
  usage: string;
  /** Command lines shown under "Examples:", each optionally followed by `  # what it does`. */
  examples?: readonly string[];
}

type Parsed<Options extends CommandOptions> = ReturnType<
  typeof parseArgs<{ args: string[]; options: Options; allowPositionals: true; strict: true }>
>;

const helpFlags = new Set(["--help", "-h"]);

/**
 * Parses a command's arguments with commander from the command's parseArgs-style options, returning
 * `{ values, positionals }` as `node:util` parseArgs would. An unknown option is a `UsageError` that
 * suggests the nearest valid one; `--help` throws {@link HelpRequested} with the rendered help.
 */
export function parseCommandArguments<Options extends CommandOptions>(
  argv: string[],
  options: Options,
  help: string | CommandHelp,
): Parsed<Options> {
  const { usage, examples = [] } = typeof help === "string" ? { usage: help } : help;
  const program = commanderProgram(options, usage);
  const end = argv.indexOf("--");
  if ((end === -1 ? argv : argv.slice(0, end)).some((argument) => helpFlags.has(argument))) {
    throw new HelpRequested(renderHelp(program, examples), options, usage);
  }
  try {
    program.parse(argv, { from: "user" });
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    throw new UsageError(usageMessage(error), {
      hint: `Usage: ${usage}\nRun it with --help for every option.`,
    });
  }
  const parsed = program.opts<Record<string, unknown>>();
  const values: Record<string, unknown> = {};
  for (const option of program.options) {
    const name = option.long?.replace(/^--/, "") ?? "";
    const declared = options[name];
    if (declared === undefined) continue;
    const raw = parsed[option.attributeName()];
    // commander reads `--no-cache` as `cache: false`; parseArgs (and the commands) as `no-cache: true`.
    // With both `--config <file>` and `--no-config`, `--no-config` sets `config` to false.
    const value =
      name.startsWith("no-") && declared.type === "boolean"
        ? raw === false
          ? true
          : undefined
        : declared.type === "string" && raw === false
          ? undefined
          : raw;
    if (value !== undefined) values[name] = value;
    else if (declared.default !== undefined) values[name] = declared.default;
  }
  return { values, positionals: [...program.args] } as unknown as Parsed<Options>;
}

/** commander's message, as a sentence: "Unknown option --limt. Did you mean --limit?" */
function usageMessage(error: CommanderError): string {
  const [first = "", ...rest] = error.message.replace(/^error: /, "").split("\n");
  const sentence = first
    .replace(/^unknown option '(.+)'$/, "Unknown option $1.")
    .replace(/^option '(.+)' argument missing$/, "Option $1 needs a value.")
    .replace(/^too many arguments.*$/, "Too many arguments.");
  const suggestion = rest.join(" ").replace(/^\(Did you mean (.+)\?\)$/, "Did you mean $1?");
  const capitalised = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
  const ended = /[.?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
  return suggestion === "" ? ended : `${ended} ${suggestion}`;
}

function commanderProgram(options: CommandOptions, usage: string): CommanderCommand {
  const program = new CommanderCommand()
    .exitOverride()
    .allowExcessArguments(true)
    .argument("[arguments...]")
    .showSuggestionAfterError(true)
    .helpOption("-h, --help", "Show this help")
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined, outputError: () => undefined })
    .configureHelp({ helpWidth: 100, commandUsage: () => usage, sortOptions: false });
  for (const [name, declared] of Object.entries(options)) {
    const value = declared.type === "string" ? ` <${declared.valueName ?? name}>` : "";
    const flags = `${declared.short === undefined ? "" : `-${declared.short}, `}--${name}${value}`;
    const option = new Option(flags, describeOption(declared));
    if (declared.multiple === true && declared.type === "string") {
      option.argParser((item: string, previous: unknown) => [
        ...((previous as string[] | undefined) ?? []),
        item,
      ]);
    }
    program.addOption(option);
  }
  return program;
}

function describeOption(option: CommandOption): string {
  const details = [
    ...(option.choices === undefined ? [] : [`one of: ${option.choices.join(", ")}`]),
    ...(option.multiple === true ? ["repeatable"] : []),
    ...(option.defaultText !== undefined
      ? [`default: ${option.defaultText}`]
      : option.default !== undefined
        ? [`default: ${String(option.default)}`]
        : []),
  ];
  const text = option.description ?? "";
  return details.length === 0 ? text : `${text} (${details.join("; ")})`;
}

function renderHelp(program: CommanderCommand, examples: readonly string[]): string {
  const text = program.helpInformation();
  if (examples.length === 0) return text;
  return `${text}\nExamples:\n${examples.map((example) => `  ${example}`).join("\n")}\n`;
}

/** Reads a whole-number option (at least `minimum`, default 0), or its default. */
export function integerOption(
  value: string | undefined,
  name: string,
  fallback: number,
  options: { minimum?: number } = {},
): number {
  if (value === undefined) return fallback;
  const { minimum = 0 } = options;
  const parsed = Number(value);
  if (value.trim() === "" || !Number.isInteger(parsed) || parsed < minimum) {
    throw new UsageError(
      `--${name} must be a whole number${minimum > 0 ? ` of at least ${minimum}` : ""}, got "${value}".`,
    );
  }
  return parsed;
}

/** Splits a comma-separated list option. */
export function listOption(value: string | undefined): string[] | undefined {
  return value
    ?.split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** Reads a number of seconds (fractions allowed, at least 0), or undefined when the option is absent. */
export function secondsOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === "" || !Number.isFinite(parsed) || parsed < 0) {
    throw new UsageError(`--${name} must be a number of seconds, got "${value}".`);
  }
  return parsed;
}
