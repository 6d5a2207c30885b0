import { existsSync } from "node:fs";
import { lstat, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { SetupError } from "./setup-error.js";

/** Settings of {@link pruneOnnxRuntimeNode}. */
export interface PruneOnnxRuntimeNodeSettings {
  /** The folder whose `node_modules/onnxruntime-node` is pruned (a runtime package folder). */
  folder: string;
  /** `process.platform` and `process.arch`: the one binary kept. */
  platform: string;
  arch: string;
}

/**
 * The folder of onnxruntime-node's native binding for a platform and architecture, as
 * onnxruntime-node's `dist/binding.js` loads it: `bin/napi-v6/<platform>/<arch>`.
 */
export function onnxRuntimeBindingFolder(folder: string, platform: string, arch: string): string {
  return join(folder, "node_modules", "onnxruntime-node", "bin", "napi-v6", platform, arch);
}

/**
 * Deletes the native ONNX Runtime builds for other platforms from an installed onnxruntime-node:
 * its one npm package carries Linux, macOS and Windows binaries for x64 and arm64 (about 290 MB),
 * of which a machine loads one (45 MB on linux-x64). Returns the bytes freed. Safe to run again.
 * Throws `SetupError` when onnxruntime-node has no binary for this platform, before deleting anything.
 */
export async function pruneOnnxRuntimeNode(settings: PruneOnnxRuntimeNodeSettings): Promise<number> {
  const kept = onnxRuntimeBindingFolder(settings.folder, settings.platform, settings.arch);
  if (!existsSync(join(kept, "onnxruntime_binding.node"))) {
    throw new SetupError(
      "onnxruntime-node",
      `onnxruntime-node has no prebuilt binary for ${settings.platform}-${settings.arch} (no ${join(kept, "onnxruntime_binding.node")}).`,
      {
        hint: "Use a matcher without the embedding model, e.g. --matcher exact or --matcher llm-judge:<model id>, and run `factprobe setup` again to retry the install.",
      },
    );
  }
  const napi = join(settings.folder, "node_modules", "onnxruntime-node", "bin", "napi-v6");
  let freed = 0;
  for (const platform of await readdir(napi)) {
    for (const arch of await readdir(join(napi, platform))) {
      if (platform === settings.platform && arch === settings.arch) continue;
      const path = join(napi, platform, arch);
      freed += await sizeOf(path);
      await rm(path, { recursive: true, force: true });
    }
    if ((await readdir(join(napi, platform))).length === 0)
      await rm(join(napi, platform), { recursive: true });
  }
  return freed;
}

async function sizeOf(path: string): Promise<number> {
  const info = await lstat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}
