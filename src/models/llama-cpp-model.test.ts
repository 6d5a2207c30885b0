import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModelLoadError } from "../errors.js";
import { createLlamaCppModel } from "./llama-cpp-model.js";

describe("createLlamaCppModel load errors", () => {
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "factprobe-llama-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("says how to get a model when the file is missing", async () => {
    const modelPath = join(folder, "missing.gguf");
    const error = await createLlamaCppModel({ modelPath }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelLoadError);
    expect((error as ModelLoadError).modelId).toBe(`llama-cpp:${modelPath}`);
    expect((error as Error).message).toContain(`Model file ${modelPath} does not exist.`);
    expect((error as Error).message).toContain("factprobe setup");
    expect((error as Error).message).toContain("llama-cpp:./models/my-model.gguf");
  });

  it("says a junk file is not a valid GGUF and how to fetch it again", async () => {
    const modelPath = join(folder, "junk.gguf");
    await writeFile(modelPath, "this is not a model, just some text pretending to be one\n".repeat(100));
    const error = await createLlamaCppModel({ modelPath, id: "llama-cpp:junk" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ModelLoadError);
    expect((error as Error).message).toContain(`${modelPath} is not a valid GGUF model file`);
    expect((error as Error).message).toContain("factprobe setup");
  });

  it("says a truncated GGUF is not valid either", async () => {
    const modelPath = join(folder, "truncated.gguf");
    // A GGUF v3 header that promises more metadata than the file holds.
    const header = Buffer.alloc(24);
    header.write("GGUF", 0, "latin1");
    header.writeUInt32LE(3, 4);
    header.writeBigUInt64LE(10n, 8);
    header.writeBigUInt64LE(5n, 16);
    await writeFile(modelPath, header);
    const error = await createLlamaCppModel({ modelPath }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelLoadError);
    expect((error as Error).message).toContain("is not a valid GGUF model file");
  });

  it("rejects a folder and nonsense settings before loading anything", async () => {
    await expect(createLlamaCppModel({ modelPath: folder })).rejects.toThrow(/is not a file/);
    await expect(createLlamaCppModel({ modelPath: join(folder, "x.gguf"), threads: 0 })).rejects.toThrow(
      /Invalid thread count 0/,
    );
  });
});
