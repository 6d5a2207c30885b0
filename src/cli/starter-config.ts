/**
 * The commented starter config `factprobe init` writes: every section, with the defaults as they
 * are, so that removing a line changes nothing and each line says what changing it does.
 */
export const starterConfigYaml = `# factprobe config: found by factprobe in this directory or the nearest one above.
# Command-line flags win over it; \`--no-config\` ignores it. Every field but \`version\` is optional.
# Fields: docs/config.md; JSON Schema: schema/factprobe.config.schema.json in the factprobe package.
# yaml-language-server: $schema=./node_modules/factprobe/schema/factprobe.config.schema.json
version: 1

# Models checked when no --model is given: an id, or { id, request, price }.
models:
  - llama-cpp:default                  # the local model (factprobe serve / llama.cpp); free
  # - openai:gpt-4o-mini               # needs OPENAI_API_KEY
  # - id: anthropic:claude-3-5-haiku-latest   # needs ANTHROPIC_API_KEY
  #   request:                         # request settings over the model family's defaults (docs/models.md)
  #     reasoningTokens: 2048          # thinking room: turns Claude's extended thinking on
  #   price: { input: 0.8, output: 4 } # US dollars per million tokens

# Topics \`factprobe check\` runs when no --topic is given (see \`factprobe topics\`), each into runs/<topic>.
topics:
  - politician
  # - "occupation: emperor"

# How \`check\` makes questions (the same as its flags).
questions:
  source: embedded                     # embedded (offline), wikidata, a SPARQL URL, or a triple file
  limit: 200                           # topic entities to retrieve, most linked first
  types: [yes-no, multiple-choice, wh]
  hops: [1]                            # [1, 2] adds two-hop questions and their one-hop sub-questions
  perType: 50                          # questions per type (and hop)
  seed: 1

# Prompts: the paper's by default. Templates may use {topic} and {question}.
# systemPrompt: You are taking a general-knowledge quiz.
# prompts:
#   wh: "Topic: {topic}\\n{question}\\nAnswer with a word or a short phrase."
# maxTokens: { yes-no: 8, multiple-choice: 8, wh: 24 }     # the defaults

# Prices in US dollars per million tokens, by model id or prefix*, over the built-in list prices.
# prices:
#   "openai:gpt-4o-mini": { input: 0.15, output: 0.6 }
# maxCostUsd: 1.00                     # stop asking at this estimated cost (--max-cost)

# Limits.
# concurrency: { openai: 8, anthropic: 4, llama-cpp: 1 }   # calls in flight per provider
# timeoutMs: 60000                     # per call
# retries: 3                           # after a retryable failure
# maxRetryAfterSeconds: 120            # a longer Retry-After fails the call at once
# maxResponseBytes: 65536              # a longer answer is cut and marked truncated
`;

/** The same starter as JSON, for `factprobe init --format json` (JSON has no comments). */
export const starterConfigJson = `${JSON.stringify(
  {
    $schema: "./node_modules/factprobe/schema/factprobe.config.schema.json",
    version: 1,
    models: ["llama-cpp:default"],
    topics: ["politician"],
    questions: {
      source: "embedded",
      limit: 200,
      types: ["yes-no", "multiple-choice", "wh"],
      hops: [1],
      perType: 50,
      seed: 1,
    },
  },
  null,
  2,
)}\n`;
