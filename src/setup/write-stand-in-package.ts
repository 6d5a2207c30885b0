import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Folder, under a runtime package folder, that holds the stand-ins `factprobe setup` writes. */
export const STAND_INS_FOLDER = "stand-ins";

/**
 * Writes a stand-in for a dependency that factprobe never loads, at `<folder>/stand-ins/<name>`,
 * for an npm `overrides` entry to put in the dependency's place (`file:./stand-ins/<name>`).
 * Loading the stand-in throws an error that names `reason`, so a library that does need the
 * package fails loudly instead of running on something else.
 */
export async function writeStandInPackage(settings: {
  folder: string;
  name: string;
  /** Why the package is left out, e.g. "transformers.js runs on onnxruntime-node in Node". */
  reason: string;
}): Promise<void> {
  const target = join(settings.folder, STAND_INS_FOLDER, settings.name);
  await mkdir(target, { recursive: true });
  await writeFile(
    join(target, "package.json"),
    `${JSON.stringify({ name: settings.name, version: "0.0.0-factprobe-stand-in", private: true, main: "index.cjs" }, null, 2)}\n`,
  );
  const message = `${settings.name} was left out by \`factprobe setup\` (${settings.reason}), yet something loaded it. Please report this to factprobe, and meanwhile install ${settings.name} beside factprobe.`;
  await writeFile(join(target, "index.cjs"), `throw new Error(${JSON.stringify(message)});\n`);
}
