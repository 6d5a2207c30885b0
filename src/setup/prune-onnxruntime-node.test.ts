import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { onnxPlatforms } from "./__fixtures__/runtime-packages.js";
import { pruneOnnxRuntimeNode } from "./prune-onnxruntime-node.js";
import { SetupError } from "./setup-error.js";

let folder: string;
const napi = () => join(folder, "node_modules", "onnxruntime-node", "bin", "napi-v6");
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "factprobe-prune-"));
  for (const platform of onnxPlatforms) {
    await mkdir(join(napi(), platform), { recursive: true });
    await writeFile(join(napi(), platform, "onnxruntime_binding.node"), Buffer.alloc(1000));
    await writeFile(join(napi(), platform, "libonnxruntime.so.1"), Buffer.alloc(500));
  }
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("pruneOnnxRuntimeNode", () => {
  it("keeps this platform's binary, deletes the others and counts their bytes; again, deletes nothing", async () => {
    expect(await pruneOnnxRuntimeNode({ folder, platform: "darwin", arch: "arm64" })).toBe(3 * 1500);
    expect(await readdir(napi())).toEqual(["darwin"]);
    expect((await readdir(join(napi(), "darwin", "arm64"))).sort()).toEqual([
      "libonnxruntime.so.1",
      "onnxruntime_binding.node",
    ]);
    expect(await pruneOnnxRuntimeNode({ folder, platform: "darwin", arch: "arm64" })).toBe(0);
  });

  it("names a platform onnxruntime-node has no binary for, and deletes nothing", async () => {
    const error = await pruneOnnxRuntimeNode({ folder, platform: "linux", arch: "riscv64" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toBe(
      `onnxruntime-node has no prebuilt binary for linux-riscv64 (no ${join(napi(), "linux", "riscv64", "onnxruntime_binding.node")}).\nUse a matcher without the embedding model, e.g. --matcher exact or --matcher llm-judge:<model id>, and run \`factprobe setup\` again to retry the install.`,
    );
    expect((await readdir(napi())).sort()).toEqual(["darwin", "linux", "win32"]);
    expect((await readdir(join(napi(), "linux"))).sort()).toEqual(["arm64", "x64"]);
  });
});
