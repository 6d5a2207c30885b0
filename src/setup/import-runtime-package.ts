import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { FactprobeError } from "../errors.js";

/** The packages a default install leaves out and `factprobe setup` installs into the runtime folder. */
export type RuntimePackageName = "node-llama-cpp" | "@huggingface/transformers";

/** File `factprobe setup` writes in the runtime folder; importing from it resolves there. */
export const RUNTIME_LOADER_FILE = "load-runtime-package.mjs";

/** The folder under the runtime folder that holds one runtime package and its loader. */
export function runtimePackageFolder(runtimeDir: string, packageName: RuntimePackageName): string {
  return join(runtimeDir, packageName === "node-llama-cpp" ? "node-llama-cpp" : "transformers");
}

/** A runtime package (node-llama-cpp, transformers) that is installed neither beside factprobe nor by setup. */
export class RuntimePackageMissingError extends FactprobeError {
  readonly packageName: string;
  constructor(packageName: string, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super("runtime-package-missing", message, options);
    this.packageName = packageName;
  }
}

/**
 * Imports a heavy optional package: first as a normal dependency (a repository checkout, or a user
 * who installed it beside factprobe), else from the runtime folder `factprobe setup` fills (a global
 * install carries neither node-llama-cpp's GPU binaries nor ONNX Runtime). Throws
 * `RuntimePackageMissingError` naming `factprobe setup` when it is in neither place.
 */
export async function importRuntimePackage<Module>(
  packageName: RuntimePackageName,
  options: { runtimeDir?: string | undefined; importBeside: () => Promise<Module> },
): Promise<Module> {
  try {
    return await options.importBeside();
  } catch (error) {
    if (!isMissing(error, packageName)) throw error;
    const loader =
      options.runtimeDir === undefined
        ? undefined
        : join(runtimePackageFolder(options.runtimeDir, packageName), RUNTIME_LOADER_FILE);
    if (loader === undefined || !existsSync(loader)) {
      throw new RuntimePackageMissingError(
        packageName,
        `${packageName} is not installed${options.runtimeDir === undefined ? "" : ` (looked beside factprobe and in ${options.runtimeDir})`}.`,
        {
          hint: "Run `factprobe setup` to install the local runtime and download the default models.",
          cause: error,
        },
      );
    }
    const { load } = (await import(pathToFileURL(loader).href)) as {
      load: (name: string) => Promise<Module>;
    };
    try {
      return await load(packageName);
    } catch (loadError) {
      if (!isMissing(loadError, packageName)) throw loadError;
      throw new RuntimePackageMissingError(
        packageName,
        `${packageName} is missing from ${options.runtimeDir}.`,
        {
          hint: "Run `factprobe setup` again to reinstall the local runtime.",
          cause: loadError,
        },
      );
    }
  }
}

/**
 * Throws `RuntimePackageMissingError` naming `factprobe setup` unless the package can be imported,
 * beside factprobe or from the runtime folder. Resolves without importing (cheap): commands call it
 * before they ask any question.
 */
export function assertRuntimePackage(packageName: RuntimePackageName, runtimeDir: string | undefined): void {
  try {
    import.meta.resolve(packageName);
    return;
  } catch {
    // not beside factprobe; try the runtime folder
  }
  const folder = runtimeDir === undefined ? undefined : runtimePackageFolder(runtimeDir, packageName);
  if (
    folder !== undefined &&
    existsSync(join(folder, RUNTIME_LOADER_FILE)) &&
    existsSync(join(folder, "node_modules", packageName, "package.json"))
  ) {
    return;
  }
  throw new RuntimePackageMissingError(
    packageName,
    `${packageName} is not installed${runtimeDir === undefined ? "" : ` (looked beside factprobe and in ${runtimeDir})`}.`,
    { hint: "Run `factprobe setup` to install the local runtime and download the default models." },
  );
}

function isMissing(error: unknown, packageName: string): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") &&
    error instanceof Error &&
    error.message.includes(`'${packageName}'`)
  );
}
