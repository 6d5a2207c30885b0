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
