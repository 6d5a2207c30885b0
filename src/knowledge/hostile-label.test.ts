import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TopicError } from "../errors.js";
import { openNTriplesFileSource } from "./embedded-source.js";
import { retrieveFacts } from "./retrieve-facts.js";
import { resolveTopic } from "./topics.js";

const HOSTILE = fileURLToPath(new URL("__fixtures__/hostile-label.nt", import.meta.url));

// User text reaches queries only as escaped literals; a real SPARQL parser (Oxigraph) checks it.
describe("user text in queries", () => {
  it("resolves a value label with quotes, braces, a backslash and } ; DROP as plain text", async () => {
    const source = await openNTriplesFileSource(HOSTILE);
    try {
      const label = `hacker "x" } ; DROP ALL ; { \\ 'y'`;
      const topic = await resolveTopic(`occupation: ${label}`, source);
      expect(topic.constraints).toEqual([
        { property: "P106", propertyLabel: "occupation", value: "Q9", valueLabel: label },
      ]);
      const factSet = await retrieveFacts({ source, topic });
      expect(factSet.seeds).toEqual(["Q1"]);
      expect(factSet.entities.find((entity) => entity.id === "Q1")?.label).toBe("Robert'); DROP TABLE");
      await expect(resolveTopic('occupation: x" } ; DROP ALL ; { "', source)).rejects.toThrow(TopicError);
    } finally {
      await source.close?.();
    }
  });
});
