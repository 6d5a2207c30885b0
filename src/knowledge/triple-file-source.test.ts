import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { InputFileError, TopicError } from "../errors.js";
import { selectTopicSubgraph } from "../graph/select-topic-subgraph.js";
import type { InvalidLine } from "./invalid-line.js";
import { readTripleFileFactSet } from "./read-triple-file-fact-set.js";
import { openTripleFileSource } from "./triple-file-source.js";

const fixture = (name: string): string => fileURLToPath(new URL(`./__fixtures__/${name}`, import.meta.url));

// selectTopic runs in a worker thread (the compiled select-topic-worker.js, built before the tests):
// what callers see must be what they would see in this thread.
describe("openTripleFileSource's topic selection in a worker thread", () => {
  it("gives what reading and selecting in this thread gives", async () => {
    const now = () => new Date("2026-11-23T00:00:00Z");
    const source = openTripleFileSource(fixture("sample-100.nt"), { now });
    const inWorker = await source.selectTopic?.("instance of: human", { limit: 5 });
    const here = selectTopicSubgraph(
      await readTripleFileFactSet(fixture("sample-100.nt")),
      "instance of: human",
      {
        limit: 5,
        now,
      },
    );
    expect(inWorker).toEqual(here);
    expect(inWorker?.factSet.seeds).toHaveLength(5);
  });

  it("rebuilds a malformed line's error as an InputFileError with its file and line, thrown in the worker", async () => {
    const source = openTripleFileSource(fixture("malformed-line-3.nt"));
    const error = await source
      .selectTopic?.("instance of: human", { limit: 5 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputFileError);
    expect(error).toMatchObject({ code: "input-file", file: fixture("malformed-line-3.nt"), line: 3 });
    expect((error as Error).message).toContain("malformed-line-3.nt:3:");
    // The stack is the worker's: the selection did not run in this thread.
    expect((error as Error).stack).toContain("select-topic-worker.js");
  });

  it("reports each skipped line as it is found, and rebuilds a topic error as a TopicError", async () => {
    const problems: InvalidLine[] = [];
    const source = openTripleFileSource(fixture("malformed-line-3.nt"), {
      skipInvalid: true,
      onInvalid: (problem) => problems.push(problem),
    });
    const error = await source
      .selectTopic?.("occupation: emperor", { limit: 5 })
      .catch((caught: unknown) => caught);
    expect(problems.map((problem) => problem.line)).toEqual([3]);
    expect(error).toBeInstanceOf(TopicError);
    expect((error as TopicError).code).toBe("topic");
  });

  it("stops the worker when the signal aborts, rejecting with its reason", async () => {
    const controller = new AbortController();
    const source = openTripleFileSource(fixture("sample-100.nt"));
    const selection = source.selectTopic?.("instance of: human", { limit: 5, signal: controller.signal });
    controller.abort(new Error("stopped by the user"));
    await expect(selection).rejects.toThrow("stopped by the user");
  });
});
