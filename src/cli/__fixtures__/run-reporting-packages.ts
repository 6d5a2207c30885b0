import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** What {@link runReportingPackages} saw of a run. */
export interface PackagesRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The node_modules packages its modules were resolved from. */
  packages: Set<string>;
}

/**
 * Runs `script` with `argv` in `cwd` (cache in `cwd/cache`) under a module hook that reports every
 * package a module is resolved from. Synchronous hooks (Node 22.15 and later) see require() too,
 * which loads ESM packages without the asynchronous hooks on Node 24; older Node versions get the
 * asynchronous ones.
 */
export async function runReportingPackages(
  cwd: string,
  script: string,
  argv: string[],
): Promise<PackagesRun> {
  const hooks = join(cwd, "hooks.mjs");
  await writeFile(
    hooks,
    `const report = (url) => {
  const match = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
  if (match !== null) process.stderr.write("package " + match[1] + "\\n");
};
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  report(result.url);
  return result;
}
export function resolveSync(specifier, context, next) {
  const result = next(specifier, context);
  report(result.url);
  return result;
}\n`,
  );
  const register = join(cwd, "register.mjs");
  await writeFile(
    register,
    `import * as module from "node:module";
import { resolveSync } from ${JSON.stringify(`file://${hooks}`)};
if (typeof module.registerHooks === "function") module.registerHooks({ resolve: resolveSync });
else module.register(${JSON.stringify(`file://${hooks}`)});\n`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", register, script, ...argv], {
      cwd,
      env: { ...process.env, FACTPROBE_CACHE_DIR: join(cwd, "cache") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      resolve({
        code,
        stdout,
        stderr,
        packages: new Set([...stderr.matchAll(/^package (\S+)$/gmu)].map((match) => match[1] ?? "")),
      });
    });
  });
}
