import { readFile } from "node:fs/promises";
import { z } from "zod";
import { InputFileError } from "../errors.js";
import { questionTypes } from "../questions/question.js";
import { modelRequestSettingsSchema } from "../models/request-settings.js";
import { checkPromptTemplate, type PromptSettings } from "./prompt-builder.js";

/** The version of the config file format. */
export const RUN_CONFIG_VERSION = 1;

const perType = <Schema extends z.ZodType>(schema: Schema) =>
  z.strictObject({ "yes-no": schema.optional(), "multiple-choice": schema.optional(), wh: schema.optional() });

/**
 * The config file (`factprobe.config.json`, passed with `--config`): how questions are asked and
 * what calls cost. Every field but `version` is optional; unknown fields are errors (typos).
 */
export const runConfigSchema = z.strictObject({
  version: z.literal(RUN_CONFIG_VERSION),
  /** A system prompt before everything else. */
  systemPrompt: z.string().optional(),
  /** Prompt templates per question type, with {topic} and {question}. */
  prompts: perType(z.string().min(1)).optional(),
  /** Maximum generated tokens per question type. */
  maxTokens: perType(z.number().int().positive()).optional(),
  /** US dollars per million input and output tokens, by model id or `prefix*`. */
  prices: z
    .record(z.string(), z.strictObject({ input: z.number().nonnegative(), output: z.number().nonnegative() }))
    .optional(),
  /** Calls in flight at once per provider, e.g. { "openai": 8, "llama-cpp": 1 }. */
  concurrency: z.record(z.string(), z.number().int().positive()).optional(),
  /** Per-call timeout in milliseconds. */
  timeoutMs: z.number().int().positive().optional(),
  /** Extra attempts after a retryable failure. */
  retries: z.number().int().nonnegative().optional(),
  /** The most bytes of a response body read; a longer answer is cut and marked truncated. Default 65536. */
  maxResponseBytes: z.number().int().positive().optional(),
  /** The longest Retry-After honoured, in seconds; a longer one fails the call at once. Default 120. */
  maxRetryAfterSeconds: z.number().nonnegative().optional(),
  /**
   * Request settings per model id or `prefix*` (`tokenParameter`, `temperature`, `reasoningEffort`,
   * `reasoningTokens`, `extraBody`), over the built-in defaults of known model families.
   */
  models: z.record(z.string(), modelRequestSettingsSchema).optional(),
});
/** A validated config file. */
export type RunConfig = z.infer<typeof runConfigSchema>;

/** Reads and validates a config file; a problem is an `InputFileError` naming the file and field. */
export async function readRunConfig(path: string): Promise<RunConfig> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new InputFileError(path, undefined, `is not a readable JSON file (${(error as Error).message})`, {
      hint: 'Start from {"version": 1} and see docs/runs.md for the fields.',
      cause: error,
    });
  }
  const parsed = runConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined || issue.path.length === 0 ? "" : ` at "${issue.path.join(".")}"`;
    throw new InputFileError(path, undefined, `invalid config${where}: ${issue?.message ?? "unknown problem"}`, {
      hint: `Fields: ${Object.keys(runConfigSchema.shape).join(", ")}; see docs/runs.md.`,
    });
  }
  for (const type of questionTypes) {
    const template = parsed.data.prompts?.[type];
    if (template === undefined) continue;
    try {
      checkPromptTemplate(type, template);
    } catch (error) {
      const reason = (error as Error).message.split("\n")[0] ?? "invalid template";
      throw new InputFileError(path, undefined, reason, { hint: "Templates may use {topic} and {question} only." });
    }
  }
  return parsed.data;
}

/** The prompt settings of a config. */
export function promptSettingsOf(config: RunConfig): PromptSettings {
  return {
    ...(config.systemPrompt === undefined ? {} : { systemPrompt: config.systemPrompt }),
    ...(config.prompts === undefined ? {} : { templates: definedOnly(config.prompts) }),
    ...(config.maxTokens === undefined ? {} : { maxTokens: definedOnly(config.maxTokens) }),
  };
}

function definedOnly<Value>(record: Record<string, Value | undefined>): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, Value] => entry[1] !== undefined));
}
