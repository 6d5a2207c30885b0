import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { captureContext } from "../cli/__fixtures__/capture-context.js";
import { runCli } from "../cli/run-cli.js";
import { ModelIdError } from "../errors.js";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { createModel } from "./model-registry.js";

const KEY = "sk-url-secret-0123456789abcdef";

describe("credentials in a model id's URL", () => {
  it.each([
    [`openai-compatible:m@http://user:${KEY}@127.0.0.1:9/v1`, "a user name or password"],
    [`openai-compatible:m@http://127.0.0.1:9/v1?api_key=${KEY}`, 'the query parameter "api_key"'],
  ])("%s is refused with a clear message that does not repeat the key", async (id, what) => {
    const error = await createModel(id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelIdError);
    const message = (error as ModelIdError).message;
    expect(message).toContain(`carries credentials (${what})`);
    expect(message).toContain("OPENAI_API_KEY");
    expect(message).not.toContain(KEY);
    expect((error as ModelIdError).modelId).not.toContain(KEY);
  });

  it("a base URL from OPENAI_BASE_URL with credentials is refused too", async () => {
    const error = await createModel("openai:gpt-4o-mini", {
      apiKey: "sk-test-key",
      openaiBaseURL: `https://proxy.example/v1?token=${KEY}`,
    }).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain("OPENAI_BASE_URL carries credentials");
    expect((error as Error).message).not.toContain(KEY);
  });

  it("`factprobe ask` exits 1 before asking anything and writes the key nowhere", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-url-credentials-"));
    const suite = join(folder, "suite.jsonl");
    await writeFile(suite, `${JSON.stringify(makeQuestion({ id: "q1" }))}\n`);
    const context = captureContext({ env: { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") } });
    const out = join(folder, "run");
    const code = await runCli(
      ["ask", suite, "--model", `openai-compatible:m@http://user:${KEY}@127.0.0.1:9/v1`, "--out", out],
      context,
    );
    expect(code).toBe(1);
    expect(context.err()).toContain("carries credentials");
    expect(context.err() + context.out()).not.toContain(KEY);
    if (existsSync(join(out, "answers.jsonl"))) {
      expect(await readFile(join(out, "answers.jsonl"), "utf8")).not.toContain(KEY);
    }
  });
});
