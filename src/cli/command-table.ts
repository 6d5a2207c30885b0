import type { Command } from "./cli-context.js";

/**
 * One CLI command as the entry point knows it before loading it: its name and one-line summary (for
 * `factprobe --help`), and how to load its module. Commands are loaded only when run, so that
 * `factprobe --help` and light commands never pay for node-llama-cpp, Oxigraph or the NLP models.
 */
export interface CommandEntry {
  name: string;
  summary: string;
  load(): Promise<Command>;
}

/** Every command, in the order `factprobe --help` lists them. */
export const commandTable: readonly CommandEntry[] = [
  {
    name: "setup",
    summary:
      "Install the local runtime (CPU) and download the default local model and the embedding model, checked",
    load: async () => (await import("./commands/setup.js")).setupCommand,
  },
  {
    name: "check",
    summary: "Run the whole pipeline: topic → facts → questions → answers → verdicts → report",
    load: async () => (await import("./commands/check.js")).checkCommand,
  },
  {
    name: "topics",
    summary: "List the built-in topics (the paper's 15) and how to write your own",
    load: async () => (await import("./commands/topics.js")).topicsCommand,
  },
  {
    name: "kg",
    summary:
      "Build, inspect, view and export knowledge graphs, and check relation constraints (kg build | stats | view | export | constraints)",
    load: async () => (await import("./commands/kg.js")).kgCommand,
  },
  {
    name: "questions",
    summary: "Generate Yes-No, multiple-choice and WH questions (one and two hops) from a knowledge graph",
    load: async () => (await import("./commands/questions.js")).questionsCommand,
  },
  {
    name: "ask",
    summary: "Ask models a question suite (cached, resumable; answers go to <run-dir>/answers.jsonl)",
    load: async () => (await import("./commands/ask.js")).askCommand,
  },
  {
    name: "score",
    summary:
      "Score a run's recorded answers again (no model calls), with any WH matcher, and write its report",
    load: async () => (await import("./commands/score.js")).scoreCommand,
  },
  {
    name: "report",
    summary: "Write a scored run's reports (summary.json, summary.csv, report.md, report.html) and print one",
    load: async () => (await import("./commands/report.js")).reportCommand,
  },
  {
    name: "export",
    summary: "Export scored runs, one row per question × model, as CSV, JSON Lines or Parquet",
    load: async () => (await import("./commands/export.js")).exportCommand,
  },
  {
    name: "compare",
    summary:
      "Compare runs and models: leaderboard with Wilson intervals per type and hop, McNemar tests (Markdown, HTML)",
    load: async () => (await import("./commands/compare.js")).compareCommand,
  },
  {
    name: "review",
    summary:
      "Review flagged failures by hand: sample them, report the validity rate, export labels for matchers",
    load: async () => (await import("./commands/review.js")).reviewCommand,
  },
  {
    name: "improve",
    summary:
      "Use a run's failures to improve a model: in-context demonstrations, fine-tuning data, before/after",
    load: async () => (await import("./commands/improve.js")).improveCommand,
  },
  {
    name: "serve",
    summary: "Serve a model (a local GGUF by default) over an OpenAI-compatible HTTP API",
    load: async () => (await import("./commands/serve.js")).serveCommand,
  },
  {
    name: "matchers",
    summary: "List the WH answer matchers, or measure them on a labelled set (precision, recall, F1)",
    load: async () => (await import("./commands/matchers.js")).matchersCommand,
  },
  {
    name: "init",
    summary: "Write a commented starter config (factprobe.config.yaml) into the current directory",
    load: async () => (await import("./commands/init.js")).initCommand,
  },
  {
    name: "completion",
    summary: "Print a shell completion script for bash, zsh or fish",
    load: async () => (await import("./commands/completion.js")).completionCommand,
  },
];
