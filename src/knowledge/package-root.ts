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

/**
 * A compiled worker script: the one beside the module at `moduleUrl` (when that module runs from
 * dist/), else the package's `dist/<distPath>` (when it runs from the TypeScript sources, as in the
 * tests); `undefined` when neither exists, before a build, and the caller works in its own thread.
 */
export function compiledWorkerScript(moduleUrl: string, distPath: string): string | undefined {
  const beside = path.join(path.dirname(fileURLToPath(moduleUrl)), path.basename(distPath));
  if (existsSync(beside)) return beside;
  const built = path.join(findPackageRoot(), "dist", distPath);
  return existsSync(built) ? built : undefined;
}
