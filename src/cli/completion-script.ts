import type { CommandOption } from "./command-option.js";
import type { CommandDescription } from "./describe-commands.js";

/** The shells `factprobe completion` writes a script for. */
export const completionShells = ["bash", "zsh", "fish"] as const;
/** One of {@link completionShells}. */
export type CompletionShell = (typeof completionShells)[number];

/** A top-level command: its name and one-line summary. */
export interface CompletionCommand {
  name: string;
  summary: string;
}

/**
 * A completion script for `shell`, generated from every command's options (see `describeCommands`):
 * commands, subcommands, options with their descriptions, and the values of options with choices.
 * Static: completing never starts factprobe.
 */
export function completionScript(
  shell: CompletionShell,
  commands: readonly CompletionCommand[],
  descriptions: readonly CommandDescription[],
): string {
  switch (shell) {
    case "bash":
      return bashScript(commands, descriptions);
    case "zsh":
      return zshScript(commands, descriptions);
    case "fish":
      return fishScript(commands, descriptions);
  }
}

const optionNames = (description: CommandDescription): string[] => [
  ...Object.entries(description.options).flatMap(([name, option]) => [
    `--${name}`,
    ...(option.short === undefined ? [] : [`-${option.short}`]),
  ]),
  "--help",
];

const takesPath = (option: CommandOption): boolean =>
  option.type === "string" && /file|dir|\.|path/iu.test(option.valueName ?? "");

function subcommandsOf(descriptions: readonly CommandDescription[], command: string): CommandDescription[] {
  return descriptions.filter(
    (description) => description.path[0] === command && description.path.length === 2,
  );
}

function bashScript(
  commands: readonly CompletionCommand[],
  descriptions: readonly CommandDescription[],
): string {
  const branch = (description: CommandDescription, indent: string): string => {
    const choices = Object.entries(description.options)
      .filter(([, option]) => option.choices !== undefined)
      .map(
        ([name, option]) =>
          `${indent}  --${name}) COMPREPLY=($(compgen -W "${(option.choices ?? []).join(" ")}" -- "$cur")); return ;;`,
      );
    const valued = Object.entries(description.options)
      .filter(([, option]) => option.type === "string" && option.choices === undefined && !takesPath(option))
      .map(([name]) => `--${name}`);
    return [
      `${indent}case "$prev" in`,
      ...choices,
      ...(valued.length === 0 ? [] : [`${indent}  ${valued.join("|")}) return ;;`]),
      `${indent}esac`,
      `${indent}opts="${optionNames(description).join(" ")}"`,
    ].join("\n");
  };
  const cases = commands.map((command) => {
    const subcommands = subcommandsOf(descriptions, command.name);
    if (subcommands.length === 0) {
      const description = descriptions.find(
        (item) => item.path.length === 1 && item.path[0] === command.name,
      );
      return description === undefined
        ? ""
        : `    ${command.name})\n${branch(description, "      ")}\n      ;;`;
    }
    const names = subcommands.map((description) => description.path[1]).join(" ");
    return [
      `    ${command.name})`,
      `      if [[ $COMP_CWORD -eq 2 ]]; then COMPREPLY=($(compgen -W "${names}" -- "$cur")); return; fi`,
      `      case "\${COMP_WORDS[2]}" in`,
      ...subcommands.map(
        (description) =>
          `        ${description.path[1]})\n${branch(description, "          ")}\n          ;;`,
      ),
      "      esac",
      "      ;;",
    ].join("\n");
  });
  return `# factprobe completion for bash. Load it with:  source <(factprobe completion bash)
# or save it:  factprobe completion bash > ~/.local/share/bash-completion/completions/factprobe
_factprobe() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" opts=""
  COMPREPLY=()
  if [[ $COMP_CWORD -eq 1 ]]; then
    COMPREPLY=($(compgen -W "${commands.map((command) => command.name).join(" ")} help" -- "$cur"))
    return
  fi
  case "\${COMP_WORDS[1]}" in
${cases.filter((text) => text !== "").join("\n")}
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -o bashdefault -F _factprobe factprobe
`;
}

/** Text inside a zsh `_arguments` description: no brackets or colons, quotes escaped. */
const zshText = (text: string): string =>
  text
    .replace(/\[/gu, "(")
    .replace(/\]/gu, ")")
    .replace(/:/gu, "\\:")
    .replace(/'/gu, "'\\''")
    .replace(/`/gu, "");

function zshScript(
  commands: readonly CompletionCommand[],
  descriptions: readonly CommandDescription[],
): string {
  const argumentsOf = (description: CommandDescription): string => {
    const specs = Object.entries(description.options).map(([name, option]) => {
      const repeat = option.multiple === true ? "*" : "";
      const text = zshText(option.description ?? "");
      const value =
        option.type === "boolean"
          ? ""
          : option.choices !== undefined
            ? `:${zshText(option.valueName ?? name)}:(${option.choices.join(" ")})`
            : takesPath(option)
              ? `:${zshText(option.valueName ?? name)}:_files`
              : `:${zshText(option.valueName ?? name)}: `;
      return `'${repeat}--${name}[${text}]${value}'`;
    });
    return `_arguments -s ${[...specs, "'(- *)--help[Show this help]'", "'*:file:_files'"].join(" \\\n        ")}`;
  };
  const describeList = (items: readonly { name: string; summary: string }[]): string =>
    items.map((item) => `'${item.name}:${zshText(item.summary)}'`).join(" ");
  const cases = commands.map((command) => {
    const subcommands = subcommandsOf(descriptions, command.name);
    if (subcommands.length === 0) {
      const description = descriptions.find(
        (item) => item.path.length === 1 && item.path[0] === command.name,
      );
      return description === undefined
        ? ""
        : `    ${command.name})\n      shift words; (( CURRENT-- ))\n      ${argumentsOf(description)}\n      ;;`;
    }
    return [
      `    ${command.name})`,
      "      if (( CURRENT == 3 )); then",
      `        local -a subcommands=(${describeList(subcommands.map((item) => ({ name: item.path[1] ?? "", summary: item.summary })))})`,
      "        _describe -t subcommands 'subcommand' subcommands",
      "        return",
      "      fi",
      "      shift 2 words; (( CURRENT -= 2 ))",
      "      case $words[1] in",
      ...subcommands.map(
        (description) =>
          `        ${description.path[1]})\n          ${argumentsOf(description)}\n          ;;`,
      ),
      "      esac",
      "      ;;",
    ].join("\n");
  });
  return `#compdef factprobe
# factprobe completion for zsh. Load it with:  source <(factprobe completion zsh)
# or save it as _factprobe in a folder of your $fpath:  factprobe completion zsh > ~/.zfunc/_factprobe
_factprobe() {
  if (( CURRENT == 2 )); then
    local -a commands=(${describeList(commands)})
    _describe -t commands 'command' commands
    return
  fi
  case $words[2] in
${cases.filter((text) => text !== "").join("\n")}
  esac
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _factprobe "$@"
else
  compdef _factprobe factprobe
fi
`;
}

/** Text inside a single-quoted fish string. */
const fishText = (text: string): string => text.replace(/\\/gu, "\\\\").replace(/'/gu, "\\'");

function fishScript(
  commands: readonly CompletionCommand[],
  descriptions: readonly CommandDescription[],
): string {
  const names = commands.map((command) => command.name).join(" ");
  const lines = [
    "# factprobe completion for fish. Load it with:  factprobe completion fish | source",
    "# or save it:  factprobe completion fish > ~/.config/fish/completions/factprobe.fish",
    "complete -c factprobe -n '__fish_use_subcommand' -f",
    ...commands.map(
      (command) =>
        `complete -c factprobe -n '__fish_use_subcommand' -a ${command.name} -d '${fishText(command.summary)}'`,
    ),
  ];
  for (const description of descriptions) {
    const [command = "", subcommand] = description.path;
    const siblings = subcommandsOf(descriptions, command).map((item) => item.path[1] ?? "");
    if (subcommand !== undefined) {
      lines.push(
        `complete -c factprobe -n '__fish_seen_subcommand_from ${command}; and not __fish_seen_subcommand_from ${siblings.join(" ")}' -f -a ${subcommand} -d '${fishText(description.summary)}'`,
      );
    }
    const condition =
      subcommand === undefined
        ? `__fish_seen_subcommand_from ${command}`
        : `__fish_seen_subcommand_from ${command}; and __fish_seen_subcommand_from ${subcommand}`;
    for (const [name, option] of Object.entries(description.options)) {
      const value =
        option.type === "boolean"
          ? ""
          : option.choices !== undefined
            ? ` -x -a '${option.choices.join(" ")}'`
            : takesPath(option)
              ? " -r -F"
              : " -x";
      const short = option.short === undefined ? "" : ` -s ${option.short}`;
      lines.push(
        `complete -c factprobe -n '${condition}' -l ${name}${short}${value} -d '${fishText(option.description ?? "")}'`,
      );
    }
  }
  // Files are offered as positional arguments once a command is given.
  lines.push(
    `complete -c factprobe -n 'not __fish_use_subcommand; and __fish_seen_subcommand_from ${names}' -F`,
  );
  return `${lines.join("\n")}\n`;
}
