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
}

/**
 * One CLI command: parses its arguments, calls the library, prints. Returns the exit code. Its
 * one-line summary lives in `command-table.ts`, so that `factprobe --help` loads no command.
 */
export interface Command {
  name: string;
  usage: string;
  run(argv: string[], context: CliContext): Promise<number>;
}
