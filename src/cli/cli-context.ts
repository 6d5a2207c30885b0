/** What a command gets from the process: read once in `runMain`, passed down (no env reads below). */
export interface CliContext {
  /** The environment, as read once at start. */
  env: Readonly<Record<string, string | undefined>>;
  /** Writes to standard output (results). */
  stdout: (text: string) => void;
  /** Writes to standard error (progress, warnings). */
  stderr: (text: string) => void;
  /** Whether standard error is a terminal (progress bar) or not (plain lines). */
  interactive: boolean;
  /** Aborted on Ctrl-C or SIGTERM: commands stop cleanly, keeping what is recorded. */
  signal: AbortSignal;
  /** The user's home directory (for the default cache folder). */
  homeDirectory: string;
  /** The terminal's width in columns now (it may change), for the progress line; undefined off a terminal. */
  terminalColumns?: () => number | undefined;
  /** The working directory, where the config file is looked for (and above). Default: the process's. */
  cwd?: string;
}

/**
 * One CLI command: parses its arguments, calls the library, prints. Returns the exit code. Its
 * one-line summary lives in `command-table.ts`, so that `factprobe --help` loads no command.
 */
export interface Command {
  name: string;
  usage: string;
  /**
   * Subcommands (`kg build`, `review sample`, ...) with a one-line summary each, for `--help`,
   * did-you-mean and shell completion. Each parses its own options.
   */
  subcommands?: Readonly<Record<string, string>>;
  run(argv: string[], context: CliContext): Promise<number>;
}
