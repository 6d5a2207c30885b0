import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TopicError } from "../errors.js";
import { openNTriplesFileSource } from "./embedded-source.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { listTopics, resolveTopic } from "./topics.js";

const SAMPLE = fileURLToPath(new URL("__fixtures__/sample-100.nt", import.meta.url));
const AMBIGUOUS = fileURLToPath(new URL("__fixtures__/ambiguous-labels.nt", import.meta.url));

async function topicErrorOf(promise: Promise<unknown>): Promise<TopicError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TopicError) return error;
    throw error;
  }
  throw new Error("expected a TopicError");
}

describe("listTopics", () => {
  it("lists the paper's 15 topics with constraints and examples", () => {
    const topics = listTopics();
    expect(topics).toHaveLength(15);
    expect(topics.map((topic) => topic.domain)).toEqual(
      ["People", "Place", "Event", "Medical", "Art"].flatMap((domain) => [domain, domain, domain]),
    );
    expect(topics[0]).toEqual({
      name: "politician",
      domain: "People",
      constraint: "P106=Q82955",
      constraintLabel: "occupation: politician",
      example: "Donald Trump",
    });
    expect(topics.find((topic) => topic.name === "painting")?.constraint).toBe("P31=Q3305213");
  });
});

describe("resolveTopic", () => {
  let sample: KnowledgeSource;
  let ambiguous: KnowledgeSource;
  beforeAll(async () => {
    [sample, ambiguous] = await Promise.all([
      openNTriplesFileSource(SAMPLE),
      openNTriplesFileSource(AMBIGUOUS),
    ]);
  });
  afterAll(async () => {
    await Promise.all([sample.close?.(), ambiguous.close?.()]);
  });

  it("resolves a catalogue name", async () => {
    expect(await resolveTopic("writer", sample)).toEqual({
      text: "writer",
      promptTopic: "writer",
      constraints: [{ property: "P106", propertyLabel: "occupation", value: "Q36180", valueLabel: "writer" }],
    });
  });

  it("resolves ids and looks up their labels in the source", async () => {
    expect(await resolveTopic("P31=Q5", sample)).toEqual({
      text: "P31=Q5",
      promptTopic: "human",
      constraints: [{ property: "P31", propertyLabel: "instance of", value: "Q5", valueLabel: "human" }],
    });
  });

  it("keeps ids as labels when the source does not know them", async () => {
    const topic = await resolveTopic("P106=Q39018", sample);
    expect(topic.constraints).toEqual([
      { property: "P106", propertyLabel: "occupation", value: "Q39018", valueLabel: "Q39018" },
    ]);
  });

  it("resolves the paper's label form through property and item labels", async () => {
    expect(await resolveTopic("occupation: politician", sample)).toMatchObject({
      promptTopic: "politician",
      constraints: [
        { property: "P106", propertyLabel: "occupation", value: "Q82955", valueLabel: "politician" },
      ],
    });
    expect((await resolveTopic("capital: Paris", sample)).constraints).toMatchObject([
      { property: "P36", value: "Q90" },
    ]);
  });

  it("resolves property aliases and several constraints", async () => {
    const topic = await resolveTopic("profession: Emperor & country of citizenship: France", ambiguous);
    expect(topic.constraints.map((constraint) => `${constraint.property}=${constraint.value}`)).toEqual([
      "P106=Q200",
      "P27=Q142",
    ]);
    expect(topic.promptTopic).toBe("Emperor and France");
  });

  it("picks, among items sharing a name, the one most entities point to", async () => {
    // Q100 "emperor" (1 member), Q200 "Emperor" (3 members), Q300 alias "emperor" (0 members).
    const topic = await resolveTopic("occupation: emperor", ambiguous);
    expect(topic.constraints).toEqual([
      { property: "P106", propertyLabel: "occupation", value: "Q200", valueLabel: "Emperor" },
    ]);
  });

  it("suggests the nearest property for a misspelt one", async () => {
    const error = await topicErrorOf(resolveTopic("ocupation: emperor", sample));
    expect(error.message).toContain(
      'Topic "ocupation: emperor" has no known property "ocupation". Did you mean "occupation" (P106)?',
    );
    expect(error.message).toContain("P106=Q39018");
    expect(error.message).toContain("Catalogue names: politician");
  });

  it("says when no item has the value's name", async () => {
    const error = await topicErrorOf(resolveTopic("occupation: dragon tamer", sample));
    expect(error.message).toContain(`no item in ${SAMPLE} is named "dragon tamer"`);
    expect(error.topic).toBe("occupation: dragon tamer");
  });

  it("treats quotes and braces in labels as text", async () => {
    const error = await topicErrorOf(resolveTopic('occupation: x"} ; DROP ALL ; {', sample));
    expect(error.message).toContain("is named");
  });
});
