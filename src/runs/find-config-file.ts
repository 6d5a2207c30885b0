import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { FactprobeError } from "../errors.js";
import { configFileNames } from "./config-file-names.js";

/**
 * The config file that applies in `directory`: `factprobe.config.json`, `.yaml` or `.yml` there or
 * in the nearest directory above that has one; undefined when none does. Two in the same directory
 * are an error, since either could be meant.
 */
export function findConfigFile(directory: string): string | undefined {
  let current = resolve(directory);
  for (;;) {
    const found = configFileNames.map((name) => join(current, name)).filter((path) => existsSync(path));
    if (found.length > 1) {
      throw new FactprobeError("ambiguous-config", `${current} has ${found.length} config files: ${found.join(", ")}.`, {
        hint: "Keep one of them (delete or rename the others), or pick one with --config.",
      });
    }
    if (found[0] !== undefined) return found[0];
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}
