import { describe, expect, it } from "vitest";
import { deferModel, isDeferredModel } from "./deferred-model.js";
import type { LanguageModel } from "./language-model.js";

function scripted(disposals: string[]): LanguageModel {
  return {
    id: "fake:model",
    provider: "fake",
    defaultConcurrency: 1,
    generate: (request) =>
      Promise.resolve({
        text: `echo ${request.messages.at(-1)?.content ?? ""}`,
        usage: undefined,
        latencyMs: 1,
      }),
    dispose: () => {
      disposals.push("disposed");
      return Promise.resolve();
    },
  };
}

const request = { messages: [{ role: "user" as const, content: "hi" }], temperature: 0, maxTokens: 8 };

describe("deferModel", () => {
  it("loads nothing until the first call, then loads once", async () => {
    let loads = 0;
    const disposals: string[] = [];
    const model = deferModel({
      id: "fake:model",
      provider: "fake",
      defaultConcurrency: 1,
      endpoint: "/models/m.gguf (10 bytes)",
      load: () => {
        loads += 1;
        return Promise.resolve(scripted(disposals));
      },
    });
    expect(isDeferredModel(model)).toBe(true);
    expect(model).toMatchObject({ loadStarted: false, endpoint: "/models/m.gguf (10 bytes)" });
    const answers = await Promise.all([model.generate(request), model.generate(request)]);
    expect(answers.map((answer) => answer.text)).toEqual(["echo hi", "echo hi"]);
    expect(loads).toBe(1);
    expect(model.loadMs).toBeGreaterThanOrEqual(0);
    await model.dispose();
    expect(disposals).toEqual(["disposed"]);
    await expect(model.generate(request)).rejects.toThrow(/disposed/);
  });

  it("never loads when disposed unused, and aborts a load in progress", async () => {
    let loads = 0;
    const unused = deferModel({
      id: "a",
      provider: "fake",
      defaultConcurrency: 1,
      load: () => Promise.reject(new Error("no")),
    });
    await unused.dispose();
    expect(unused.loadStarted).toBe(false);

    let aborted = false;
    const slow = deferModel({
      id: "b",
      provider: "fake",
      defaultConcurrency: 1,
      load: (signal) =>
        new Promise((_, reject) => {
          loads += 1;
          signal.addEventListener("abort", () => {
            aborted = true;
            reject(signal.reason as Error);
          });
        }),
    });
    void slow.load().catch(() => undefined);
    await slow.dispose();
    expect({ loads, aborted }).toEqual({ loads: 1, aborted: true });
  });

  it("fails every call with the load's error", async () => {
    const broken = deferModel({
      id: "c",
      provider: "fake",
      defaultConcurrency: 1,
      load: () => Promise.reject(new Error("not a GGUF file")),
    });
    await expect(broken.generate(request)).rejects.toThrow("not a GGUF file");
    await expect(broken.generate(request)).rejects.toThrow("not a GGUF file");
    expect((broken.loadError as Error).message).toBe("not a GGUF file");
  });
});
