import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { FactprobeError, UsageError } from "../../errors.js";
import { writeFileAtomic } from "../../io/write-file-atomic.js";
import { configFileNames } from "../../runs/run-config.js";
import type { Command } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";
import { starterConfigJson, starterConfigYaml } from "../starter-config.js";

const usage = "factprobe init [--format yaml|json] [--dir <directory>] [--force]";

/** `factprobe init`: writes a commented starter config where factprobe will find it. */
export const initCommand: Command = {
  name: "init",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        format: {
          type: "string",
          choices: ["yaml", "json"],
          description: "YAML (with comments on every field) or JSON (with a $schema for editors)",
          defaultText: "yaml",
        },
        dir: {
          type: "string",
          valueName: "directory",
          description: "Where to write it",
          defaultText: "the current directory",
        },
        force: { type: "boolean", description: "Replace a config that is already there" },
      },
      { usage, examples: ["factprobe init", "factprobe init --format json --dir my-project"] },
    );
    if (positionals.length > 0)
      throw new UsageError(`init takes no arguments, got "${positionals.join(" ")}".`, {
        hint: `Usage: ${usage}`,
      });
    const format = values.format ?? "yaml";
    if (format !== "yaml" && format !== "json") {
      throw new UsageError(`--format must be yaml or json, got "${format}".`);
    }
    const directory = resolve(context.cwd ?? ".", values.dir ?? ".");
    const path = join(directory, format === "yaml" ? "factprobe.config.yaml" : "factprobe.config.json");
    const existing = configFileNames.map((name) => join(directory, name)).filter((file) => existsSync(file));
    if (existing.length > 0 && values.force !== true) {
      throw new FactprobeError("config-exists", `${existing.join(" and ")} already exists.`, {
        hint: "Edit it, or run `factprobe init --force` to replace it with the starter.",
      });
    }
    // --force replaces the config of the other format too, so that one config is left to find.
    for (const file of existing) if (file !== path) await rm(file);
    await writeFileAtomic(path, format === "yaml" ? starterConfigYaml : starterConfigJson);
    context.stdout(
      `Wrote ${path}. factprobe reads it in this directory and below; check it with \`factprobe check --dry-run\`.\n`,
    );
    return 0;
  },
};
