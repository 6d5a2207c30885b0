import { readFile } from "node:fs/promises";
import { z } from "zod";
import { InputFileError } from "../errors.js";
import { closestName } from "../knowledge/closest-name.js";
import { questionTypes } from "../questions/question.js";
import { modelRequestSettingsSchema, type ModelRequestSettings } from "../models/request-settings.js";
import type { PriceTable } from "./prices.js";
import { checkPromptTemplate, type PromptSettings } from "./prompt-builder.js";

/** The version of the config file format. */
export const RUN_CONFIG_VERSION = 1;

const perType = <Schema extends z.ZodType>(schema: Schema) =>
  z.strictObject({ "yes-no": schema.optional(), "multiple-choice": schema.optional(), wh: schema.optional() });

const price = z.strictObject({
  input: z.number().nonnegative().describe("US dollars per million input tokens"),
  output: z.number().nonnegative().describe("US dollars per million output tokens"),
});

/** A model the config declares: its id, and request settings passed through to its adapter. */
const modelEntrySchema = z.union([
  z.string().min(1).describe("A model id, e.g. openai:gpt-4o-mini or llama-cpp:default"),
  z.strictObject({
    id: z.string().min(1).describe("A model id, e.g. openai:gpt-4o-mini or llama-cpp:default"),
    request: modelRequestSettingsSchema
      .optional()
      .describe(
        "Request settings for this model over its family's defaults (tokenParameter, temperature, reasoningEffort, reasoningTokens, extraBody); an id ending in * sets them for every model it starts",
      ),
    price: price.optional().describe("This model's price; the same as an entry in prices"),
  }),
]);

/**
 * The config file (`factprobe.config.json` or `.yaml`, found from the current directory upwards,
 * or passed with `--config`): which models and topics to check, how questions are made and asked,
 * what calls cost and the limits. Every field but `version` is optional; unknown fields are errors
 * (typos). Command-line flags win over the config.
 */
export const runConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe("The JSON Schema of this file, for editors"),
    version: z.literal(RUN_CONFIG_VERSION).describe("The config format version: 1"),
    models: z
      .array(modelEntrySchema)
      .min(1)
      .optional()
      .describe("Models to check when no --model is given: ids, or { id, request, price }"),
    topics: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe("Topics `check` runs when no --topic is given, each into its own run directory"),
    questions: z
      .strictObject({
        source: z
          .string()
          .min(1)
          .optional()
          .describe("Where facts come from: embedded, wikidata, a SPARQL endpoint URL or a triple file (--source)"),
        limit: z.number().int().positive().optional().describe("Topic entities to retrieve (--limit; default 200)"),
        types: z.array(z.enum(questionTypes)).min(1).optional().describe("Question types (--types; default all three)"),
        hops: z
          .array(z.union([z.literal(1), z.literal(2)], { error: "a hop is 1 or 2" }))
          .min(1)
          .optional()
          .describe("Hops: 1, 2 or both (--hops; default [1])"),
        perType: z.number().int().positive().optional().describe("Questions per type and hop (--per-type; default 50)"),
        seed: z.number().int().optional().describe("Seed of question generation (--seed; default 1)"),
        asOf: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/u, "a date written YYYY-MM-DD")
          .optional()
          .describe("The date you vouch for undated current values (--as-of)"),
      })
      .optional()
      .describe("How `check` makes questions"),
    /** A system prompt before everything else. */
    systemPrompt: z.string().optional().describe("A system prompt before everything else"),
    /** Prompt templates per question type, with {topic} and {question}. */
    prompts: perType(z.string().min(1))
      .optional()
      .describe("Prompt templates per question type, with {topic} and {question}"),
    /** Maximum generated tokens per question type. */
    maxTokens: perType(z.number().int().positive()).optional().describe("Maximum generated tokens per question type"),
    /** US dollars per million input and output tokens, by model id or `prefix*`. */
    prices: z
      .record(z.string(), price)
      .optional()
      .describe("US dollars per million input and output tokens, by model id or `prefix*`"),
    /** Stop asking when the estimated cost would pass this many US dollars (`--max-cost`). */
    maxCostUsd: z.number().nonnegative().optional().describe("Stop asking at this estimated cost in US dollars (--max-cost)"),
    /** Calls in flight at once per provider, e.g. { "openai": 8, "llama-cpp": 1 }. */
    concurrency: z
      .record(z.string(), z.number().int().positive())
      .optional()
      .describe('Calls in flight at once per provider, e.g. { "openai": 8, "llama-cpp": 1 }'),
    /** Per-call timeout in milliseconds. */
    timeoutMs: z.number().int().positive().optional().describe("Per-call timeout in milliseconds"),
    /** Extra attempts after a retryable failure. */
    retries: z.number().int().nonnegative().optional().describe("Extra attempts after a retryable failure"),
    /** The most bytes of a response body read; a longer answer is cut and marked truncated. Default 65536. */
    maxResponseBytes: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("The most bytes of a response body read (default 65536)"),
    /** The longest Retry-After honoured, in seconds; a longer one fails the call at once. Default 120. */
    maxRetryAfterSeconds: z
      .number()
      .nonnegative()
      .optional()
      .describe("The longest Retry-After honoured, in seconds (default 120)"),
  })
  .describe("factprobe config file (factprobe.config.json or factprobe.config.yaml)");
/** A validated config file. */
export type RunConfig = z.infer<typeof runConfigSchema>;

export { configFileNames } from "./config-file-names.js";

/**
 * Reads and validates a config file, JSON or (by its `.yaml`/`.yml` extension) YAML; a problem is
 * an `InputFileError` naming the file, the line and the field, and saying what to change.
 */
export async function readRunConfig(path: string): Promise<RunConfig> {
  const text = await readFile(path, "utf8").catch((error: unknown) => {
    throw new InputFileError(path, undefined, `cannot be read (${(error as Error).message})`, {
      hint: "Check the path given to --config, or run `factprobe init` to write a starter config.",
      cause: error,
    });
  });
  // Imported here, not at start-up: a command run without a config file never needs it (about 65 ms).
  const { isMap, isNode, isScalar, LineCounter, parseDocument } = await import("yaml");
  const yaml = /\.ya?ml$/iu.test(path);
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  let json: unknown;
  if (yaml) {
    const [error] = document.errors;
    if (error !== undefined) {
      throw new InputFileError(path, error.linePos?.[0].line, `is not valid YAML (${(error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/u, "")})`, {
        hint: "Fix the YAML at that line (indentation and `key: value` pairs), or start again with `factprobe init`.",
      });
    }
    json = document.toJS();
  } else {
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new InputFileError(path, undefined, `is not a readable JSON file (${(error as Error).message})`, {
        hint: 'Fix the JSON, or start from {"version": 1} (`factprobe init --format json` writes a starter).',
        cause: error,
      });
    }
  }
  const lineOf = (fieldPath: readonly PropertyKey[]): number | undefined => {
    // JSON is YAML too, so the same document tells where a field is written.
    const node = document.errors.length === 0 ? document.getIn(fieldPath.map(String), true) : undefined;
    const offset = isNode(node) ? node.range?.[0] : undefined;
    return offset === undefined ? undefined : lines.linePos(offset).line;
  };
  const keyLineOf = (parentPath: readonly PropertyKey[], key: string): number | undefined => {
    if (document.errors.length > 0) return undefined;
    const parent = parentPath.length === 0 ? document.contents : document.getIn(parentPath.map(String), true);
    if (!isMap(parent)) return undefined;
    const pair = parent.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
    const offset = isNode(pair?.key) ? pair.key.range?.[0] : undefined;
    return offset === undefined ? undefined : lines.linePos(offset).line;
  };
  const parsed = runConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const fieldPath = issue?.path ?? [];
    if (issue?.code === "unrecognized_keys") {
      const key = issue.keys[0] ?? "";
      const known = Object.keys(knownKeysAt(fieldPath));
      const guess = closestName(key, known);
      throw new InputFileError(
        path,
        keyLineOf(fieldPath, key),
        `unknown field "${[...fieldPath, key].join(".")}".${guess === undefined ? "" : ` Did you mean "${guess}"?`}`,
        { hint: `Fields here: ${known.join(", ")}. Fix or remove it; see ${configDocs}.` },
      );
    }
    const where = fieldPath.length === 0 ? "" : ` at "${fieldPath.join(".")}"`;
    throw new InputFileError(
      path,
      fieldPath.length === 0 ? undefined : (lineOf(fieldPath) ?? lineOf(fieldPath.slice(0, -1))),
      `invalid config${where}: ${issue?.message ?? "unknown problem"}`,
      {
        hint:
          fieldPath.length === 0
            ? `A config is a mapping of fields: ${Object.keys(runConfigSchema.shape).join(", ")}; see ${configDocs}.`
            : `Change "${fieldPath.join(".")}" in ${path}; see ${configDocs}.`,
      },
    );
  }
  for (const type of questionTypes) {
    const template = parsed.data.prompts?.[type];
    if (template === undefined) continue;
    try {
      checkPromptTemplate(type, template);
    } catch (error) {
      const reason = (error as Error).message.split("\n")[0] ?? "invalid template";
      throw new InputFileError(path, lineOf(["prompts", type]), reason, {
        hint: `Change "prompts.${type}": templates may use {topic} and {question} only.`,
      });
    }
  }
  return parsed.data;
}

const configDocs = "docs/config.md and schema/factprobe.config.schema.json";

/** The fields allowed at a path of the config (for did-you-mean on an unknown one). */
function knownKeysAt(path: readonly PropertyKey[]): Record<string, unknown> {
  if (path.length === 0) return runConfigSchema.shape;
  if (path[0] === "questions" && path.length === 1) return runConfigSchema.shape.questions.unwrap().shape;
  if ((path[0] === "prompts" || path[0] === "maxTokens") && path.length === 1)
    return Object.fromEntries(questionTypes.map((type) => [type, true]));
  if (path[0] === "models" && path[2] === "request") return modelRequestSettingsSchema.shape;
  if (path[0] === "models") return { id: true, request: true, price: true };
  return { input: true, output: true };
}

/** The model ids a config declares, in order; an id ending in `*` only sets request settings. */
export function configModelIds(config: RunConfig): string[] {
  return (config.models ?? [])
    .map((entry) => (typeof entry === "string" ? entry : entry.id))
    .filter((id) => !id.endsWith("*"));
}

/** The request settings the config declares, by model id or `prefix*`. */
export function configModelRequests(config: RunConfig): Record<string, ModelRequestSettings> {
  return Object.fromEntries(
    (config.models ?? []).flatMap((entry) =>
      typeof entry === "string" || entry.request === undefined ? [] : [[entry.id, entry.request]],
    ),
  );
}

/** The config's prices, with the prices declared on its models (a model's own price wins). */
export function configPrices(config: RunConfig): PriceTable | undefined {
  const own = Object.fromEntries(
    (config.models ?? []).flatMap((entry) =>
      typeof entry === "string" || entry.price === undefined ? [] : [[entry.id, entry.price]],
    ),
  );
  if (config.prices === undefined && Object.keys(own).length === 0) return undefined;
  return { ...config.prices, ...own };
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
