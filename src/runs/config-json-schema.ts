import { z } from "zod";
import { runConfigSchema } from "./run-config.js";

/**
 * The JSON Schema of the config file, generated from {@link runConfigSchema} (published as
 * `schema/factprobe.config.schema.json`, for editors and other tools). Draft 2020-12.
 */
export function configJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(runConfigSchema, { target: "draft-2020-12", io: "input" }),
    title: "factprobe config",
  };
}
