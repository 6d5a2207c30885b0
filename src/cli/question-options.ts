import type { CommandOptions } from "./command-option.js";

/** The question-generation options `check` and `questions` share. */
export const questionOptions = {
  types: {
    type: "string",
    valueName: "types",
    description: "Question types, comma-separated: yes-no, multiple-choice, wh",
    defaultText: "all three",
  },
  hops: {
    type: "string",
    valueName: "hops",
    description: "Hops, comma-separated: 1 (one fact), 2 (two chained facts, asked with their sub-questions)",
    defaultText: "1",
  },
  "per-type": {
    type: "string",
    valueName: "N",
    description: "Questions per type (and hop)",
    defaultText: "50",
  },
  seed: { type: "string", valueName: "S", description: "Seed of question generation", defaultText: "1" },
  "as-of": {
    type: "string",
    valueName: "YYYY-MM-DD",
    description: "The date you vouch for the current values of a source without dated statements",
  },
} as const satisfies CommandOptions;
