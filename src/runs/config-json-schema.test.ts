import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { configJsonSchema } from "./config-json-schema.js";

describe("the published config JSON Schema", () => {
  it("is the one generated from the zod schema (else: npm run build && node scripts/write-config-schema.mjs)", () => {
    const published: unknown = JSON.parse(
      readFileSync(new URL("../../schema/factprobe.config.schema.json", import.meta.url), "utf8"),
    );
    expect(published).toEqual(configJsonSchema());
  });

  it("describes every top-level field and allows no others", () => {
    const schema = configJsonSchema() as {
      properties: Record<string, { description?: string }>;
      additionalProperties: boolean;
      required: string[];
    };
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toEqual(["version"]);
    for (const [name, property] of Object.entries(schema.properties)) {
      expect(property.description, name).toMatch(/\w/);
    }
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["models", "topics", "questions", "prompts", "prices", "maxCostUsd", "concurrency"]),
    );
  });
});
