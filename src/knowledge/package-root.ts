import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const packageJsonSchema = z.object({ name: z.string(), version: z.string() });

/**
 * The folder of factprobe's own package.json, found by walking up from this module. Works both from
 * `src/knowledge/` (tests) and from compiled `dist/knowledge/`.
 */
export function findPackageRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    const parent = path.dirname(folder);
    if (parent === folder)
      throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}; is factprobe installed?`);
    folder = parent;
  }
}

/** factprobe's version from its package.json, e.g. `0.1.0`. */
export function readPackageVersion(): string {
  const text = readFileSync(path.join(findPackageRoot(), "package.json"), "utf8");
  return packageJsonSchema.parse(JSON.parse(text)).version;
}
