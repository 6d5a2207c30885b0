import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { readRunConfig } from "../runs/run-config.js";
import { captureContext } from "./__fixtures__/capture-context.js";
import { commandTable } from "./command-table.js";
import { completionScript } from "./completion-script.js";
import { describeCommands } from "./describe-commands.js";
import { runCli } from "./run-cli.js";

/** The environment without API keys: a dry run must not need them. */
const keyless = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== "OPENAI_API_KEY" && name !== "ANTHROPIC_API_KEY"),
);

const run = async (argv: string[], overrides: { cwd?: string } = {}) => {
  const context = captureContext({
    env: keyless,
    cwd: overrides.cwd ?? (await mkdtemp(join(tmpdir(), "factprobe-cwd-"))),
  });
  const code = await runCli(argv, context);
  return { code, out: context.out(), err: context.err() };
};

const commands = await describeCommands();

describe("factprobe help", () => {
  it("describes every option of every command and subcommand (an option without a description fails here)", () => {
    const undescribed = commands.flatMap((command) =>
      Object.entries(command.options)
        .filter(([, option]) => (option.description ?? "").trim() === "")
        .map(([name]) => `factprobe ${command.path.join(" ")} --${name}`),
    );
    expect(undescribed).toEqual([]);
    expect(commands.map((command) => command.path.join(" "))).toEqual(
      expect.arrayContaining([
        "check",
        "ask",
        "kg build",
        "kg view",
        "review sample",
        "improve icl",
        "completion",
        "init",
      ]),
    );
  });

  it.each(["check", "ask", "questions", "score", "kg build", "init"])(
    "`%s --help` lists every option with its description and default, and examples",
    async (path) => {
      const { code, out } = await run([...path.split(" "), "--help"]);
      expect(code).toBe(0);
      const command = commands.find((candidate) => candidate.path.join(" ") === path);
      for (const [name, option] of Object.entries(command?.options ?? {})) {
        expect(out).toContain(`--${name}`);
        expect(out.replace(/\s+/g, " ")).toContain(
          (option.description ?? "").split(" ").slice(0, 4).join(" "),
        );
        if (option.defaultText !== undefined) {
          expect(out.replace(/\s+/g, " ")).toContain(`default: ${option.defaultText}`.replace(/\s+/g, " "));
        }
      }
      expect(out).toMatch(/\nExamples:\n {2}factprobe /);
    },
  );

  it("`factprobe help check` is `factprobe check --help`", async () => {
    expect((await run(["help", "check"])).out).toBe((await run(["check", "--help"])).out);
  });

  it("suggests the nearest flag, command and subcommand, with exit code 2", async () => {
    const flag = await run(["check", "--dryrun"]);
    expect(flag.code).toBe(2);
    expect(flag.err).toContain("Unknown option --dryrun. Did you mean --dry-run?");
    const perType = await run(["questions", "kg.json", "--per-typ", "3"]);
    expect(perType.err).toContain("Did you mean --per-type?");
    const command = await run(["chekc"]);
    expect(command.code).toBe(2);
    expect(command.err).toContain('Unknown command "chekc". Did you mean "check"?');
    const subcommand = await run(["review", "sampel"]);
    expect(subcommand.err).toContain('Did you mean "review sample"?');
    const missing = await run(["report", "runs/x", "--format"]);
    expect(missing.err).toContain("Option --format <format> needs a value.");
  });
});

describe("check and ask without API keys", () => {
  it("check --dry-run plans several --model flags on the embedded source, needing no key and writing nothing", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "factprobe-dry-"));
    const { code, out, err } = await run(
      [
        "check",
        "--topic",
        "country",
        "--limit",
        "20",
        "--per-type",
        "2",
        "--model",
        "openai:gpt-4o-mini",
        "--model",
        "anthropic:claude-3-5-haiku-latest",
        "--dry-run",
        "--max-cost",
        "5",
        "--out",
        join(cwd, "run"),
      ],
      { cwd },
    );
    expect(err).not.toMatch(/API_KEY/);
    expect(code).toBe(0);
    expect(err).toMatch(/^Generated 6 questions \(2 yes-no, 2 multiple-choice, 2 wh\)\.$/m);
    expect(out).toMatch(/openai:gpt-4o-mini: 6 calls \(6 questions/);
    expect(out).toMatch(/anthropic:claude-3-5-haiku-latest: 6 calls \(6 questions/);
    expect(out).toContain("Total: 12 calls");
    await expect(readFile(join(cwd, "run", "questions.jsonl"))).rejects.toThrow(/ENOENT/);
  }, 300_000);

  it("ask --dry-run needs no key either", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "factprobe-dry-"));
    const suite = join(cwd, "suite.jsonl");
    const { makeQuestion } = await import("../runs/__fixtures__/make-question.js");
    await writeFile(
      suite,
      [makeQuestion({ id: "q1" }), makeQuestion({ id: "q2", text: "Another?" })]
        .map((question) => `${JSON.stringify(question)}\n`)
        .join(""),
    );
    const { code, out } = await run(
      ["ask", suite, "--model", "openai:gpt-4o-mini", "--out", join(cwd, "run"), "--dry-run"],
      { cwd },
    );
    expect(code).toBe(0);
    expect(out).toMatch(/openai:gpt-4o-mini: 2 calls/);
    const real = await run(["ask", suite, "--model", "openai:gpt-4o-mini", "--out", join(cwd, "run")], {
      cwd,
    });
    expect(real.code).toBe(1);
    expect(real.err).toContain("OPENAI_API_KEY");
  });
});

describe("the config file", () => {
  it("is found from the current directory upwards, declares topics, models and questions, and flags win", async () => {
    const root = await mkdtemp(join(tmpdir(), "factprobe-config-"));
    const nested = join(root, "a", "b");
    await mkdir(nested, { recursive: true });
    await writeFile(
      join(root, "factprobe.config.yaml"),
      [
        "version: 1",
        "models:",
        "  - openai:gpt-4o-mini",
        "  - id: anthropic:claude-3-5-haiku-latest",
        "    request: { reasoningTokens: 64 }",
        "topics: [country]",
        "questions: { limit: 20, perType: 2, types: [wh] }",
        "",
      ].join("\n"),
    );
    const declared = await run(["check", "--dry-run", "--out", join(root, "run")], { cwd: nested });
    expect(declared.err).toContain(`Config: ${join(root, "factprobe.config.yaml")}`);
    expect(declared.code).toBe(0);
    expect(declared.err).toMatch(/^Generated 2 questions \(2 wh\)\.$/m);
    expect(declared.out).toMatch(/openai:gpt-4o-mini: 2 calls/);
    expect(declared.out).toMatch(/anthropic:claude-3-5-haiku-latest: 2 calls/);
    const flags = await run(
      ["check", "--dry-run", "--types", "yes-no", "--model", "openai:gpt-4o", "--out", join(root, "run")],
      { cwd: nested },
    );
    expect(flags.err).toMatch(/^Generated 2 questions \(2 yes-no\)\.$/m);
    expect(flags.out).not.toContain("anthropic:");
    const ignored = await run(["check", "--dry-run", "--no-config"], { cwd: nested });
    expect(ignored.code).toBe(2);
    expect(ignored.err).toContain("check needs --topic and --model");
  }, 300_000);

  it("an invalid config is an error naming file, line and field, with what to change; never ignored", async () => {
    const root = await mkdtemp(join(tmpdir(), "factprobe-config-"));
    const path = join(root, "factprobe.config.yaml");
    await writeFile(
      path,
      ["version: 1", "topics: [country]", "modles:", "  - openai:gpt-4o-mini", ""].join("\n"),
    );
    const typo = await run(["check", "--dry-run"], { cwd: root });
    expect(typo.code).toBe(1);
    expect(typo.err).toContain(`${path}:3: unknown field "modles". Did you mean "models"?`);
    await writeFile(path, ["version: 1", "questions:", "  hops: [3]", ""].join("\n"));
    const value = await run(["ask", "suite.jsonl", "--out", "run"], { cwd: root });
    expect(value.code).toBe(1);
    expect(value.err).toMatch(new RegExp(`${path}:3: invalid config at "questions.hops.0"`));
    expect(value.err).toContain('Change "questions.hops.0"');
    await writeFile(path, "version: 1\ntopics: [country\n");
    const syntax = await run(["check", "--dry-run"], { cwd: root });
    expect(syntax.code).toBe(1);
    expect(syntax.err).toMatch(/factprobe\.config\.yaml:\d+: is not valid YAML/);
    await writeFile(join(root, "factprobe.config.json"), '{"version": 1}');
    const both = await run(["check", "--dry-run"], { cwd: root });
    expect(both.err).toContain("has 2 config files");
  });

  it("`factprobe init` writes a commented starter that is itself a valid config, and will not overwrite one", async () => {
    const cwd = await mkdtemp(join(tmpdir(), "factprobe-init-"));
    const first = await run(["init"], { cwd });
    expect(first.code).toBe(0);
    const path = join(cwd, "factprobe.config.yaml");
    const text = await readFile(path, "utf8");
    expect(text.split("\n").filter((line) => line.trimStart().startsWith("#")).length).toBeGreaterThan(20);
    const config = await readRunConfig(path);
    expect(config).toMatchObject({
      version: 1,
      models: ["llama-cpp:default"],
      topics: ["politician"],
      questions: { hops: [1], perType: 50 },
    });
    const again = await run(["init"], { cwd });
    expect(again.code).toBe(1);
    expect(again.err).toContain("factprobe init --force");
    const json = await run(["init", "--format", "json", "--force"], { cwd });
    expect(json.code).toBe(0);
    expect(await readRunConfig(join(cwd, "factprobe.config.json"))).toMatchObject({
      version: 1,
      topics: ["politician"],
    });
    await expect(readFile(path)).rejects.toThrow(/ENOENT/);
  });
});

describe("shell completion", () => {
  const names = commandTable.map(({ name, summary }) => ({ name, summary }));

  /** What bash offers for a command line ending at the cursor (the last word). */
  async function bashComplete(words: string[]): Promise<string[]> {
    const script = completionScript("bash", names, commands);
    const program = `${script}\nCOMP_WORDS=(${words.map((word) => `'${word}'`).join(" ")}); COMP_CWORD=${words.length - 1}; _factprobe; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const { stdout } = await promisify(execFile)("bash", ["-c", program], { cwd: tmpdir() });
    return stdout.split("\n").filter((line) => line !== "");
  }

  it("bash completes commands, subcommands, options and option values", async () => {
    expect(await bashComplete(["factprobe", "ch"])).toEqual(["check"]);
    expect(await bashComplete(["factprobe", "kg", "b"])).toEqual(["build"]);
    expect(await bashComplete(["factprobe", "check", "--dr"])).toEqual(["--dry-run"]);
    expect(await bashComplete(["factprobe", "kg", "build", "--sk"])).toEqual(["--skip-invalid"]);
    expect(await bashComplete(["factprobe", "report", "runs/x", "--format", ""])).toEqual([
      "markdown",
      "json",
      "csv",
      "html",
    ]);
    expect(await bashComplete(["factprobe", "check", "--ma"])).toEqual([
      "--max-cost",
      "--max-retry-after",
      "--matcher",
    ]);
  });

  it("zsh and fish scripts carry every option of every command with its description", () => {
    const zsh = completionScript("zsh", names, commands);
    const fish = completionScript("fish", names, commands);
    expect(zsh.startsWith("#compdef factprobe")).toBe(true);
    for (const command of commands) {
      for (const [name, option] of Object.entries(command.options)) {
        expect(zsh).toContain(`--${name}[`);
        expect(fish).toContain(`-l ${name}`);
        expect(fish).toContain((option.description ?? "").slice(0, 20).replace(/'/g, "\\'"));
      }
    }
    expect(zsh).toContain("'*--model[");
    expect(fish).toContain("__fish_seen_subcommand_from kg; and __fish_seen_subcommand_from build' -l topic");
  });

  it("factprobe completion prints the script, and refuses an unknown shell", async () => {
    const bash = await run(["completion", "bash"]);
    expect(bash.code).toBe(0);
    expect(bash.out).toContain("complete -o filenames -o bashdefault -F _factprobe factprobe");
    const unknown = await run(["completion", "powershell"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("factprobe completion bash|zsh|fish");
  });
});
