import { UsageError } from "../../errors.js";
import type { Command } from "../cli-context.js";
import { commandTable } from "../command-table.js";
import { completionScript, completionShells, type CompletionShell } from "../completion-script.js";
import { describeCommands } from "../describe-commands.js";
import { parseCommandArguments } from "../parse-command-arguments.js";

const usage = "factprobe completion bash|zsh|fish";

/** `factprobe completion <shell>`: prints a shell completion script built from every command's options. */
export const completionCommand: Command = {
  name: "completion",
  usage,
  async run(argv, context) {
    const { positionals } = parseCommandArguments(
      argv,
      {},
      {
        usage,
        examples: [
          "source <(factprobe completion bash)                                       # bash, this shell",
          "factprobe completion bash > ~/.local/share/bash-completion/completions/factprobe",
          "factprobe completion zsh > ~/.zfunc/_factprobe                             # with fpath+=(~/.zfunc) in ~/.zshrc",
          "factprobe completion fish > ~/.config/fish/completions/factprobe.fish",
        ],
      },
    );
    const [shell, ...extra] = positionals;
    if (shell === undefined || extra.length > 0 || !(completionShells as readonly string[]).includes(shell)) {
      throw new UsageError(
        shell === undefined
          ? "completion needs a shell."
          : `No completion for "${[shell, ...extra].join(" ")}".`,
        { hint: `Usage: ${usage}` },
      );
    }
    const commands = commandTable.map(({ name, summary }) => ({ name, summary }));
    context.stdout(completionScript(shell as CompletionShell, commands, await describeCommands()));
    return 0;
  },
};
