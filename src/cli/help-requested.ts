import type { CommandOptions } from "./command-option.js";

/**
 * Thrown by `parseCommandArguments` when the arguments ask for `--help` (or `-h`): carries
 * the rendered help and the options, so that `runCli` prints it and shell completion reads the
 * options of every command without running one.
 */
export class HelpRequested extends Error {
  readonly text: string;
  readonly options: CommandOptions;
  readonly usage: string;
  constructor(text: string, options: CommandOptions, usage: string) {
    super("help requested");
    this.name = "HelpRequested";
    this.text = text;
    this.options = options;
    this.usage = usage;
  }
}
