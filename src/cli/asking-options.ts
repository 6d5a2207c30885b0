import { UsageError } from "../errors.js";
import type { CommandOptions } from "./command-option.js";
import { secondsOption } from "./parse-command-arguments.js";

/** The options `ask` and `check` share: which models, how they are asked, what it may cost. */
export const askingOptions = {
  model: {
    type: "string",
    multiple: true,
    valueName: "id",
    description:
      "A model to ask: llama-cpp:default, llama-cpp:<file.gguf>, openai:<model>, anthropic:<model>, openai-compatible:<model>@<base URL>, or a name the config declares",
  },
  concurrency: {
    type: "string",
    valueName: "N",
    description: "Model calls in flight at once",
    defaultText: "the model's",
  },
  "dry-run": {
    type: "boolean",
    description: "Print what would be asked (calls, tokens, cost) and ask nothing; needs no API key",
  },
  "max-cost": {
    type: "string",
    valueName: "USD",
    description: "Stop asking once the estimated cost reaches this many US dollars (prices from the config)",
  },
  fresh: { type: "boolean", description: "Start the run directory over instead of resuming it" },
  config: {
    type: "string",
    valueName: "file",
    description: "The config file (JSON or YAML)",
    defaultText: "factprobe.config.{json,yaml,yml} in this directory or the nearest one above",
  },
  "no-config": { type: "boolean", description: "Read no config file, not even a discovered one" },
  "no-cache": { type: "boolean", description: "Neither read nor fill the response cache" },
  "max-retry-after": {
    type: "string",
    valueName: "seconds",
    description: "The longest Retry-After to wait for; a longer one fails the call at once",
    defaultText: "120",
  },
} as const satisfies CommandOptions;

/** `--matcher`, for `check` and `score`. */
export const matcherOption = {
  matcher: {
    type: "string",
    valueName: "id",
    description:
      "The WH answer matcher: default, exact, levenshtein, ngram, word-embedding, sentence-embedding or llm-judge:<model id> (see `factprobe matchers list`)",
    defaultText: "default",
  },
} as const satisfies CommandOptions;

/** `--poll-interval`, for the commands that take `--batch`. */
export const pollIntervalOption = {
  "poll-interval": {
    type: "string",
    valueName: "seconds",
    description: "Seconds between batch status polls (with --batch)",
    defaultText: "30",
  },
} as const satisfies CommandOptions;

/** `--batch` and `--poll-interval`, for `ask` and `check`. */
export const batchOptions = {
  batch: {
    type: "boolean",
    description:
      "Ask through the provider's batch API (openai:, anthropic:) at batch prices; a rerun resumes polling",
  },
  ...pollIntervalOption,
} as const satisfies CommandOptions;

/** The seconds `--poll-interval` gives, or undefined; a usage error without `--batch`. */
export function pollIntervalOf(
  values: { batch?: boolean | undefined; "poll-interval"?: string | undefined },
  usage: string,
): number | undefined {
  if (values.batch !== true && values["poll-interval"] !== undefined) {
    throw new UsageError("--poll-interval goes with --batch.", { hint: `Usage: ${usage}` });
  }
  return secondsOption(values["poll-interval"], "poll-interval");
}
