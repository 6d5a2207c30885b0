import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startNpmRegistry, type NpmRegistry } from "./__fixtures__/npm-registry.js";
import { npmEnvironment, runtimePackages } from "./__fixtures__/runtime-packages.js";
import { installRuntime } from "./install-runtime.js";

// Real npm, from a loopback registry that serves small packages shaped like the real runtime.
let registry: NpmRegistry;
let folder: string;
beforeEach(async () => {
  registry = await startNpmRegistry(runtimePackages);
  folder = await mkdtemp(join(tmpdir(), "factprobe-runtime-"));
});
afterEach(async () => {
  await registry.close();
  await rm(folder, { recursive: true, force: true });
});

const versions = { "node-llama-cpp": "3.22.1", "@huggingface/transformers": "4.3.1" };
const install = (platform = "linux", arch = "x64") =>
  installRuntime({
    runtimeDir: join(folder, "runtime"),
    versions,
    platform,
    arch,
    env: npmEnvironment(registry.url, folder),
  });
const transformersModules = () => join(folder, "runtime", "transformers", "node_modules");

describe("installRuntime", () => {
  it("installs transformers on onnxruntime-node for this platform only, without onnxruntime-web or ONNX Runtime's CUDA download", async () => {
    expect(await install("linux", "arm64")).toEqual(["node-llama-cpp", "@huggingface/transformers"]);
    const napi = join(transformersModules(), "onnxruntime-node", "bin", "napi-v6");
    expect(await readdir(napi)).toEqual(["linux"]);
    expect(await readdir(join(napi, "linux"))).toEqual(["arm64"]);
    expect(await readFile(join(transformersModules(), "onnxruntime-node", "install-env.txt"), "utf8")).toBe(
      "skip",
    );
    // transformers loads onnxruntime-node; onnxruntime-web is a stand-in that fails loudly if loaded.
    const fromTransformers = createRequire(
      join(transformersModules(), "@huggingface", "transformers", "x.js"),
    );
    expect(fromTransformers("@huggingface/transformers")).toEqual({ backend: "onnxruntime-node" });
    expect((): unknown => fromTransformers("onnxruntime-web")).toThrow(
      /^onnxruntime-web was left out by `factprobe setup` \(transformers\.js runs on onnxruntime-node in Node\), yet something loaded it\./,
    );
    expect(registry.requests.some((path) => path.startsWith("/onnxruntime-web"))).toBe(false);
  });

  it("installs node-llama-cpp with its CPU binary and without the CUDA one", async () => {
    await install();
    const modules = join(folder, "runtime", "node-llama-cpp", "node_modules");
    expect(await readdir(join(modules, "@node-llama-cpp"))).toEqual(["linux-x64"]);
    expect(existsSync(join(modules, "node-llama-cpp", "package.json"))).toBe(true);
  });

  it("leaves a complete runtime alone, and reinstalls one laid out otherwise", async () => {
    await install();
    registry.requests.length = 0;
    expect(await install()).toEqual([]);
    expect(registry.requests).toEqual([]);

    // A runtime folder from before: onnxruntime-web installed, every platform's binary in place.
    const transformersFolder = join(folder, "runtime", "transformers");
    await writeFile(
      join(transformersFolder, "package.json"),
      JSON.stringify({
        name: "factprobe-runtime",
        private: true,
        type: "module",
        dependencies: { "@huggingface/transformers": "4.3.1" },
      }),
    );
    await rm(join(transformersModules(), "onnxruntime-web"));
    await mkdir(join(transformersModules(), "onnxruntime-web"));
    await writeFile(join(transformersModules(), "onnxruntime-web", "package.json"), "{}");
    expect(await install()).toEqual(["@huggingface/transformers"]);
    const fromTransformers = createRequire(join(transformersFolder, "x.js"));
    expect((): unknown => fromTransformers("onnxruntime-web")).toThrow(/left out by `factprobe setup`/);

    // The same folder on a machine of another architecture: its binaries were pruned, so both reinstall.
    expect(await install("linux", "arm64")).toEqual(["node-llama-cpp", "@huggingface/transformers"]);
    expect(
      existsSync(join(transformersModules(), "onnxruntime-node", "bin", "napi-v6", "linux", "arm64")),
    ).toBe(true);
  });
});
