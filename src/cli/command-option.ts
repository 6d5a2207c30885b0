/**
 * One option of a command, in `node:util` parseArgs' shape plus what help needs. Each command
 * declares its options as one object of these, the single source of parsing, `--help`, did-you-mean
 * and shell completion. An option without `description` still parses (a test lists it).
 */
export interface CommandOption {
  type: "string" | "boolean";
  /** May be given several times; the value is then an array. */
  multiple?: boolean;
  /** A one-letter alias, e.g. `o` for `-o`. */
  short?: string;
  /** The value when the option is absent (parseArgs' `default`). */
  default?: string | boolean | string[] | boolean[];
  /** One sentence for `--help`. */
  description?: string;
  /** The placeholder in `--help`, e.g. `N` for `--limit <N>`. Default: the option's name. */
  valueName?: string;
  /** The default as `--help` shows it, when the command applies it in code (e.g. `200`). */
  defaultText?: string;
  /** The values the option accepts, shown in `--help` and offered by shell completion. */
  choices?: readonly string[];
}

/** A command's options, by long name without the dashes. */
export type CommandOptions = Record<string, CommandOption>;
