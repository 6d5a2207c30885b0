import { UsageError } from "../../errors.js";
import { createModel, modelProviders } from "../../models/model-registry.js";
import { serveOpenAICompatible } from "../../models/serve-openai-compatible.js";
import type { Command } from "../cli-context.js";
import { modelSettingsFromContext } from "../model-settings.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";

const usage =
  "factprobe serve <model.gguf | default | model-id> [--host 127.0.0.1] [--port 8080] [--threads N]";

/**
 * `factprobe serve`: serves a model (a local GGUF by default) over an OpenAI-compatible HTTP API
 * until Ctrl-C, so other processes and `openai-compatible:` ids can use it. Prints the base URL and
 * a ready-to-use model id on standard output.
 */
export const serveCommand: Command = {
  name: "serve",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        host: {
          type: "string",
          valueName: "address",
          description: "The address to listen on",
          defaultText: "127.0.0.1",
        },
        port: {
          type: "string",
          valueName: "port",
          description: "The port to listen on (0: any free port)",
          defaultText: "8080",
        },
        threads: {
          type: "string",
          valueName: "N",
          description: "CPU threads of a local model",
          defaultText: "every core",
        },
      },
      {
        usage,
        examples: ["factprobe serve default --port 8080", "factprobe serve ./models/qwen.gguf --threads 4"],
      },
    );
    const target = positionals[0];
    if (target === undefined || positionals.length > 1) {
      throw new UsageError("serve needs one model: a GGUF path, `default`, or a model id.", {
        hint: `Usage: ${usage}`,
      });
    }
    const prefix = target.split(":")[0] ?? "";
    const modelId =
      Object.hasOwn(modelProviders, prefix) && target.includes(":") ? target : `llama-cpp:${target}`;
    const threads = values.threads === undefined ? undefined : integerOption(values.threads, "threads", 2);
    const model = await createModel(
      modelId,
      modelSettingsFromContext(context, threads === undefined ? {} : { threads }),
    );
    try {
      const server = await serveOpenAICompatible({
        model,
        host: values.host ?? "127.0.0.1",
        port: integerOption(values.port, "port", 8080),
      });
      context.stdout(
        `Serving ${model.id} at ${server.url} (OpenAI-compatible: POST /chat/completions, GET /models).\n` +
          `Ask it with: --model openai-compatible:served@${server.url}\n`,
      );
      context.stderr("Ctrl-C stops the server.\n");
      await new Promise<void>((resolve) => {
        if (context.signal.aborted) resolve();
        else
          context.signal.addEventListener(
            "abort",
            () => {
              resolve();
            },
            { once: true },
          );
      });
      await server.close();
      return 0;
    } finally {
      await model.dispose?.();
    }
  },
};
