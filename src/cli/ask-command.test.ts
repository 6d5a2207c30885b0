import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import {
  startScriptedOpenAIServer,
  type ScriptedOpenAIServer,
} from "../runs/__fixtures__/scripted-openai-server.js";
import { captureContext } from "./__fixtures__/capture-context.js";
import { runCli } from "./run-cli.js";

const SECRET = "sk-proj-secret-never-appears-1234567890";
const servers: ScriptedOpenAIServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function setUp(count = 12) {
  const folder = await mkdtemp(join(tmpdir(), "factprobe-ask-"));
  const suite = join(folder, "suite.jsonl");
  const questions = Array.from({ length: count }, (_, index) =>
    makeQuestion({ id: `q${index}`, text: `Question number ${index}?` }),
  );
  await writeFile(suite, questions.map((question) => `${JSON.stringify(question)}\n`).join(""));
  const server = await startScriptedOpenAIServer({ reply: (question) => `${question} -> answered` });
  servers.push(server);
  const env = { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache"), OPENAI_API_KEY: SECRET };
  const run = async (argv: string[]) => {
    const context = captureContext({ env });
    const code = await runCli(argv, context);
    return { code, out: context.out(), err: context.err() };
  };
  const requests = () => server.server.requests.length;
  return {
    folder,
    suite,
    server,
    run,
    requests,
    model: (name: string) => `openai-compatible:${name}@${server.baseURL}`,
  };
}

async function readTree(directory: string): Promise<string> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return (await Promise.all(files.map((file) => readFile(file, "utf8")))).join("\n");
}

describe("factprobe ask", () => {
  it("asks several models, and a second run of the suite makes zero model calls (cache); secrets appear nowhere", async () => {
    const { folder, suite, run, requests, model, server } = await setUp();
    const first = await run([
      "ask",
      suite,
      "--model",
      model("a"),
      "--model",
      model("b"),
      "--out",
      join(folder, "run1"),
    ]);
    expect(first.code).toBe(0);
    expect(requests()).toBe(24);
    expect(
      server.server.requests.every((request) => request.headers.authorization === `Bearer ${SECRET}`),
    ).toBe(true);
    expect(first.out).toContain(
      `${model("a")}: 12/12 answered (12 now, of which 0 from cache and 0 failed; 0 from before)`,
    );

    const second = await run([
      "ask",
      suite,
      "--model",
      model("a"),
      "--model",
      model("b"),
      "--out",
      join(folder, "run2"),
    ]);
    expect(second.code).toBe(0);
    expect(requests()).toBe(24);
    expect(second.out).toContain("12 now, of which 12 from cache");
    const records = (await readFile(join(folder, "run2", "answers.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { cached?: boolean; response: string });
    expect(records).toHaveLength(24);
    expect(records.every((record) => record.cached === true && record.response.endsWith("-> answered"))).toBe(
      true,
    );

    const bypass = await run([
      "ask",
      suite,
      "--model",
      model("a"),
      "--out",
      join(folder, "run3"),
      "--no-cache",
    ]);
    expect(bypass.code).toBe(0);
    expect(requests()).toBe(36);

    const everything =
      [first, second, bypass].map((result) => result.out + result.err).join("\n") + (await readTree(folder));
    expect(everything).toContain("-> answered"); // the tree was read
    expect(everything).not.toContain(SECRET);
  });

  it("--dry-run prints planned calls, tokens and cost from the config's prices, and calls nothing", async () => {
    const { folder, suite, run, requests, model } = await setUp();
    const config = join(folder, "factprobe.config.json");
    await writeFile(
      config,
      JSON.stringify({ version: 1, prices: { "openai-compatible:*": { input: 100, output: 1000 } } }),
    );
    await run(["ask", suite, "--model", model("a"), "--out", join(folder, "warm")]);
    expect(requests()).toBe(12);
    const dry = await run([
      "ask",
      suite,
      "--model",
      model("a"),
      "--model",
      model("b"),
      "--out",
      join(folder, "run"),
      "--dry-run",
      "--config",
      config,
      "--max-cost",
      "0.01",
    ]);
    expect(dry.code).toBe(0);
    expect(requests()).toBe(12);
    expect(dry.out).toMatch(
      new RegExp(
        `${model("a").replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: 0 calls \\(12 questions: 0 already answered, 12 from cache\\)`,
      ),
    );
    // 12 calls, each (28 chars / 4 + 4 + 4 per message for the system prompt) input tokens and 24 output tokens at most.
    expect(dry.out).toMatch(
      /openai-compatible:b@\S+: 12 calls \(12 questions: 0 already answered, 0 from cache\), about \d+ input tokens, at most 288 output tokens, at most \$0\.\d{4}/,
    );
    expect(dry.out).toMatch(/Total: 12 calls, at most \$0\.\d{4}\.\nOver --max-cost \$0\.01/);
  });

  it("--max-cost stops cleanly at the budget, and a rerun with more continues", async () => {
    const { folder, suite, run, requests, model } = await setUp();
    const config = join(folder, "factprobe.config.json");
    // A call costs about $0.018 (16 + 2 tokens) and reserves about $0.076 (estimated input, 24 output tokens): 2 calls fit in $0.10.
    await writeFile(
      config,
      JSON.stringify({
        version: 1,
        prices: { "openai-compatible:*": { input: 1000, output: 1000 } },
        concurrency: { "openai-compatible": 1 },
      }),
    );
    const out = join(folder, "run");
    const stopped = await run([
      "ask",
      suite,
      "--model",
      model("a"),
      "--out",
      out,
      "--config",
      config,
      "--max-cost",
      "0.1",
      "--no-cache",
    ]);
    expect(stopped.code).toBe(0);
    expect(stopped.err).toMatch(/Stopped at the budget \(--max-cost 0\.1\): \d+ questions were not asked/);
    const asked = requests();
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(12);
    const spent = (await readFile(join(out, "answers.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((line) => (JSON.parse(line) as { costUsd: number }).costUsd);
    expect(spent.reduce((sum, cost) => sum + cost, 0)).toBeLessThanOrEqual(0.1);
    const rest = await run([
      "ask",
      suite,
      "--model",
      model("a"),
      "--out",
      out,
      "--config",
      config,
      "--max-cost",
      "5",
      "--no-cache",
    ]);
    expect(rest.out).toContain(`12/12 answered (${12 - asked} now`);
  });

  it("names the variable to set when an API key is missing", async () => {
    const { folder, suite } = await setUp(1);
    const context = captureContext({ env: { FACTPROBE_CACHE_DIR: join(folder, "cache") } });
    expect(
      await runCli(
        ["ask", suite, "--model", "anthropic:claude-3-5-haiku-latest", "--out", join(folder, "run")],
        context,
      ),
    ).toBe(1);
    expect(context.err()).toContain("Set the ANTHROPIC_API_KEY environment variable");
    const openai = captureContext({ env: { FACTPROBE_CACHE_DIR: join(folder, "cache") } });
    expect(
      await runCli(["ask", suite, "--model", "openai:gpt-4o-mini", "--out", join(folder, "run")], openai),
    ).toBe(1);
    expect(openai.err()).toContain("Set the OPENAI_API_KEY environment variable");
  });
});

describe("factprobe serve", () => {
  it("serves a model over the OpenAI-compatible API until stopped, and `ask` can use it", async () => {
    const { folder, suite, run, requests, model } = await setUp(3);
    const controller = new AbortController();
    const context = captureContext({
      env: { ...process.env, OPENAI_API_KEY: SECRET },
      signal: controller.signal,
    });
    const serving = runCli(["serve", model("upstream"), "--port", "0"], context);
    let url: string | undefined;
    for (let wait = 0; wait < 200 && url === undefined; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      url = /Ask it with: --model (\S+)/.exec(context.out())?.[1];
    }
    expect(url).toMatch(/^openai-compatible:served@http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const asked = await run(["ask", suite, "--model", url ?? "", "--out", join(folder, "run"), "--no-cache"]);
    expect(asked.code).toBe(0);
    expect(requests()).toBe(3); // every question went through the served model to the upstream server
    const answers = await readFile(join(folder, "run", "answers.jsonl"), "utf8");
    expect(answers).toContain('"response":"Question number 0? -> answered"');
    controller.abort();
    expect(await serving).toBe(0);
  });
});
