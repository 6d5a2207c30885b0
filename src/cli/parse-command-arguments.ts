import { parseArgs, type ParseArgsConfig } from "node:util";
import { UsageError } from "../errors.js";

/**
 * Parses a command's arguments with `node:util` parseArgs, turning its errors into a `UsageError`
 * that shows the command's usage.
 */
export function parseCommandArguments<Options extends NonNullable<ParseArgsConfig["options"]>>(
  argv: string[],
  options: Options,
  usage: string,
): ReturnType<typeof parseArgs<{ args: string[]; options: Options; allowPositionals: true; strict: true }>> {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message, { hint: `Usage: ${usage}` });
  }
}

/** Reads a positive integer option, or its default. */
export function integerOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new UsageError(`--${name} must be a whole number, got "${value}".`);
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
