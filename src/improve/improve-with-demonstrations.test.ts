import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeRunData } from "../reports/__fixtures__/sample-run.js";
import { createScriptedModel } from "../runs/__fixtures__/scripted-model.js";
import { createExactAliasMatcher } from "../scoring/exact-alias-matcher.js";
import { goldReply, twelveFactsRun } from "./__fixtures__/twelve-facts-run.js";
import { questionEntities } from "./question-entities.js";
import { improveWithDemonstrations } from "./improve-with-demonstrations.js";
import { renderImprovement } from "./render-improvement.js";

describe("improveWithDemonstrations", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-icl-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("asks again with failed questions as demonstrations, on entity-disjoint questions, and compares paired", async () => {
    const data = twelveFactsRun(directory);
    await writeRunData(directory, data);
    const byText = new Map(
      data.questions.map((question) => [`${question.type === "multiple-choice"}|${question.text}`, question]),
    );
    // A model that answers right only when it was shown demonstrations.
    const model = createScriptedModel({
      id: "model:a",
      reply: (user) => {
        const question = byText.get(`${user.includes("\nA. ")}|${user.split("\n")[0] ?? ""}`);
        return question === undefined ? "?" : goldReply(question);
      },
    });
    const result = await improveWithDemonstrations({
      runDirectory: directory,
      model,
      k: 1,
      matcher: createExactAliasMatcher(),
    });

    const demonstrations = Object.values(result.demonstrations).flat();
    expect(demonstrations.map((question) => question.type)).toEqual(["yes-no", "multiple-choice", "wh"]);
    const demonstrationEntities = new Set(
      demonstrations.flatMap((question) => [...questionEntities(question)]),
    );
    for (const question of result.evaluation)
      for (const entity of questionEntities(question)) expect(demonstrationEntities.has(entity)).toBe(false);
    expect(result.evaluation).toHaveLength(27);
    expect(result.excluded).toBe(6);

    // Each request: instruction, one solved demonstration of the same type, then the question.
    const request = model.requests.find((entry) => entry.messages.at(-1)?.content.startsWith("Is ") === true);
    expect(request?.messages.map((message) => message.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(request?.messages[2]?.content).toBe("Yes");
    expect(model.requests).toHaveLength(27);

    const all = result.table.rows.at(-1)?.comparison;
    expect(all).toMatchObject({ shared: 27, onlyFirst: 0, onlySecond: 9 });
    expect(all?.firstAccuracy).toBeCloseTo(18 / 27, 6);
    expect(all?.secondAccuracy).toBe(1);
    expect(all?.pValue).toBeCloseTo(2 / 512, 6);
    expect(renderImprovement(result.table)).toContain("| **All** | 27 | 66.7 | 100.0 | +33.3 |");
    const written = JSON.parse(
      await readFile(join(directory, "improve-icl", "improvement.json"), "utf8"),
    ) as { version: number };
    expect(written.version).toBe(1);
  });
});
