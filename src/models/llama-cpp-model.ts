import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { ChatHistoryItem, Llama, LlamaContext, LlamaLogLevel, LlamaModel } from "node-llama-cpp";
import { ModelCallError, ModelLoadError } from "../errors.js";
import type { ChatMessage, GenerateRequest, GenerateResult, LanguageModel } from "./language-model.js";
import { renderCompletionPrompt } from "./render-completion-prompt.js";
import { importRuntimePackage } from "../setup/import-runtime-package.js";

/** Settings of {@link createLlamaCppModel}. */
export interface LlamaCppModelSettings {
  /** Path of a GGUF weights file. */
  modelPath: string;
  /** CPU threads for inference. Default 2. Set it: llama.cpp's own default can be far slower on small machines. */
  threads?: number;
  /** Context window in tokens, capped at the model's training context. Default 2048. */
  contextSize?: number;
  /**
   * Whether llama.cpp maps the weights file into memory. Default false: with a map, the file's pages
   * stay resident beside the copy llama.cpp repacks for the CPU, and the process's peak RSS nearly
   * doubles (the default 1.5B model: 2,323 MB against 1,428 MB on the 2-core machine); without,
   * loading reads the file, about 0.4 s slower there.
   */
  mmap?: boolean;
  /** The model's id in results. Default `llama-cpp:<modelPath>`. */
  id?: string;
  /**
   * How messages reach the model. `auto` (default): through the GGUF's chat template when it has
   * one, else as a completion transcript (`Question: ...\nAnswer:`), which suits base models.
   */
  promptFormat?: "auto" | "chat" | "completion";
  /** Aborts loading (the weights and the context), e.g. when a deferred model is disposed early. */
  signal?: AbortSignal;
  /**
   * Where `factprobe setup` installed node-llama-cpp when it is not installed beside factprobe
   * (the CLI passes `runtimeDir({ env, homedir })`).
   */
  runtimeDir?: string;
}

const FETCH_HINT =
  "Run `factprobe setup` to download the default model (Qwen2.5-Coder 1.5B Instruct, about 1.1 GB) and use `llama-cpp:default`, " +
  "or pass the path of any GGUF file, e.g. `--model llama-cpp:./models/my-model.gguf`.";

/**
 * A {@link LanguageModel} that runs a local GGUF file on the CPU with node-llama-cpp (prebuilt
 * binaries only; it never compiles llama.cpp at run time). Calls are answered one at a time on one
 * context sequence (`defaultConcurrency` 1), cleared before each call, so an answer never depends
 * on the questions asked before it in the same process. Usage counts the tokenized prompt and the generated
 * tokens. Call `dispose()` to free the native memory.
 *
 * Throws `ModelLoadError` when the file is missing, is not a valid GGUF, or cannot be loaded;
 * `generate` throws `ModelCallError` (retryable when the request's signal timed out).
 */
export async function createLlamaCppModel(settings: LlamaCppModelSettings): Promise<LanguageModel> {
  const { modelPath, threads = 2, contextSize = 2048, promptFormat = "auto" } = settings;
  const id = settings.id ?? `llama-cpp:${modelPath}`;
  if (!Number.isInteger(threads) || threads < 1) {
    throw new ModelLoadError(id, `Invalid thread count ${threads} for ${modelPath}.`, {
      hint: "Use a whole number of at least 1.",
    });
  }
  if (!Number.isInteger(contextSize) || contextSize < 64) {
    throw new ModelLoadError(id, `Invalid context size ${contextSize} for ${modelPath}.`, {
      hint: "Use a whole number of at least 64 tokens.",
    });
  }
  const endpoint = await llamaCppModelEndpoint(modelPath, id);
  // Imported here, not at the top: node-llama-cpp takes about half a second to import, which every
  // command that never runs a local model would pay.
  const {
    getLlama,
    LlamaChatSession,
    LlamaCompletion,
    LlamaLogLevel: logLevels,
  } = await importRuntimePackage("node-llama-cpp", {
    runtimeDir: settings.runtimeDir,
    importBeside: () => import("node-llama-cpp"),
  });

  // llama.cpp logs through this closure; errors are kept to explain a failed load or call.
  const recentErrors: string[] = [];
  const logger = (level: LlamaLogLevel, message: string): void => {
    if (level === logLevels.error || level === logLevels.fatal) {
      recentErrors.push(message.trim());
      if (recentErrors.length > 5) recentErrors.shift();
    }
  };

  let llama: Llama;
  try {
    llama = await getLlama({
      build: "never",
      gpu: false,
      logLevel: logLevels.error,
      logger,
      progressLogs: false,
    });
  } catch (error) {
    throw new ModelLoadError(id, `node-llama-cpp could not start for ${modelPath}: ${messageOf(error)}`, {
      hint: "factprobe uses node-llama-cpp's prebuilt CPU binaries; run `factprobe setup` again (in a checkout: `npm ci`) on a supported platform (Linux, macOS or Windows; x64 or arm64).",
      cause: error,
    });
  }

  let model: LlamaModel;
  let context: LlamaContext;
  try {
    model = await llama.loadModel({
      modelPath,
      useMmap: settings.mmap ?? false,
      ...(settings.signal === undefined ? {} : { loadSignal: settings.signal }),
    });
  } catch (error) {
    // llama.cpp's own log lines say what is wrong, and they arrive just after the rejection.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await llama.dispose();
    const details = [messageOf(error), ...recentErrors].join("; ");
    throw new ModelLoadError(id, `${modelPath} is not a valid GGUF model file (${details}).`, {
      hint: "The file may be truncated or not a GGUF at all. For the default model, run `factprobe setup` to fetch and verify it again; otherwise download the GGUF again.",
      cause: error,
    });
  }
  try {
    context = await model.createContext({
      contextSize: Math.min(contextSize, model.trainContextSize),
      threads,
      ...(settings.signal === undefined ? {} : { createSignal: settings.signal }),
    });
  } catch (error) {
    await model.dispose();
    await llama.dispose();
    throw new ModelLoadError(
      id,
      `Could not create a ${contextSize}-token context for ${modelPath}: ${messageOf(error)}`,
      {
        hint: "Free some memory or use a smaller context size.",
        cause: error,
      },
    );
  }

  const sequence = context.getSequence();
  const hasChatTemplate = typeof model.fileInfo.metadata.tokenizer.chat_template === "string";
  const useChat = promptFormat === "chat" || (promptFormat === "auto" && hasChatTemplate);
  const completion = useChat
    ? undefined
    : new LlamaCompletion({ contextSequence: sequence, autoDisposeSequence: false });
  const session = useChat
    ? new LlamaChatSession({ contextSequence: sequence, autoDisposeSequence: false })
    : undefined;
  const beginningTokens = model.tokens.bos === null ? 0 : 1;

  // One sequence, so one call at a time: each call waits for the previous one.
  let tail: Promise<unknown> = Promise.resolve();
  let disposed = false;

  async function answer(request: GenerateRequest): Promise<GenerateResult> {
    const started = performance.now();
    // Each question starts from an empty sequence: reusing the KV cache of the previous prompt's
    // shared prefix evaluates the rest in other batches, which can change a greedy answer, so a
    // resumed run would differ from an uninterrupted one. The prompts are short; re-evaluating
    // the prefix costs little next to generating.
    await sequence.clearHistory();
    let outputTokens = 0;
    const common = {
      temperature: request.temperature,
      maxTokens: request.maxTokens,
      onToken: (tokens: readonly unknown[]) => {
        outputTokens += tokens.length;
      },
      ...(request.signal === undefined ? {} : { signal: request.signal }),
    };
    let text: string;
    let inputTokens: number;
    if (session !== undefined) {
      const { history, question } = toChatHistory(id, request.messages);
      session.setChatHistory(history);
      inputTokens = session.chatWrapper
        .generateContextState({
          chatHistory: [...history, { type: "user", text: question }, { type: "model", response: [] }],
        })
        .contextText.tokenize(model.tokenizer).length;
      text = await session.prompt(question, common);
    } else if (completion !== undefined) {
      const prompt = renderCompletionPrompt(request.messages);
      inputTokens = model.tokenize(prompt).length + beginningTokens;
      text = await completion.generateCompletion(prompt, { ...common, customStopTriggers: ["\n"] });
    } else {
      throw new Error("unreachable: neither chat nor completion");
    }
    return {
      text: text.trim(),
      usage: { inputTokens, outputTokens },
      finishReason: outputTokens >= request.maxTokens ? "length" : "stop",
      latencyMs: performance.now() - started,
    };
  }

  async function generate(request: GenerateRequest): Promise<GenerateResult> {
    const { signal } = request;
    if (disposed) throw new ModelCallError(id, `${id} was disposed; it cannot answer any more.`);
    throwIfAborted(id, signal);
    const run = async (): Promise<GenerateResult> => {
      throwIfAborted(id, signal);
      try {
        return await answer(request);
      } catch (error) {
        throwIfAborted(id, signal);
        if (error instanceof ModelCallError) throw error;
        const details = [messageOf(error), ...recentErrors.splice(0)].join("; ");
        throw new ModelCallError(id, `The local model ${modelPath} failed to answer: ${details}`, {
          cause: error,
        });
      }
    };
    const result = tail.then(run, run);
    tail = result.catch(() => undefined);
    if (signal === undefined) return result;
    // Reject at once when aborted while waiting behind other calls.
    return await new Promise<GenerateResult>((resolve, reject) => {
      const onAbort = (): void => {
        reject(abortError(id, signal));
      };
      signal.addEventListener("abort", onAbort, { once: true });
      result.then(resolve, reject).finally(() => {
        signal.removeEventListener("abort", onAbort);
      });
    });
  }

  return {
    id,
    provider: "llama-cpp",
    defaultConcurrency: 1,
    endpoint,
    generate,
    async dispose(): Promise<void> {
      if (disposed) return;
      disposed = true;
      await tail;
      session?.dispose({ disposeSequence: false });
      completion?.dispose({ disposeSequence: false });
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}

/**
 * The `endpoint` of a local GGUF model, its resolved path and size, e.g. `/models/m.gguf (253 MB)`,
 * without loading it. The file's size stands in for its content: a replaced GGUF at the same path
 * gets a new response cache key. Throws `ModelLoadError` when the file is missing or not a file.
 */
export async function llamaCppModelEndpoint(
  modelPath: string,
  id = `llama-cpp:${modelPath}`,
): Promise<string> {
  const fileBytes = await checkModelFile(id, modelPath);
  return `${resolve(modelPath)} (${fileBytes} bytes)`;
}

/** Checks that the GGUF file exists; returns its size in bytes. */
async function checkModelFile(id: string, modelPath: string): Promise<number> {
  try {
    const info = await stat(modelPath);
    if (!info.isFile()) {
      throw new ModelLoadError(id, `Model path ${modelPath} is not a file.`, { hint: FETCH_HINT });
    }
    return info.size;
  } catch (error) {
    if (error instanceof ModelLoadError) throw error;
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new ModelLoadError(
      id,
      missing
        ? `Model file ${modelPath} does not exist.`
        : `Cannot read model file ${modelPath}: ${messageOf(error)}`,
      { hint: FETCH_HINT, cause: error },
    );
  }
}

/** Splits messages into the history before the question and the question (the last user message). */
function toChatHistory(
  id: string,
  messages: readonly ChatMessage[],
): { history: ChatHistoryItem[]; question: string } {
  const last = messages.at(-1);
  if (last?.role !== "user") {
    throw new ModelCallError(
      id,
      `The last message sent to ${id} must be the user's question, not ${last?.role ?? "nothing"}.`,
    );
  }
  const history = messages.slice(0, -1).map((message): ChatHistoryItem => {
    if (message.role === "system") return { type: "system", text: message.content };
    if (message.role === "user") return { type: "user", text: message.content };
    return { type: "model", response: [message.content] };
  });
  return { history, question: last.content };
}

/** Throws the call's abort error when the signal has fired (a function, so it can be asked again after awaits). */
function throwIfAborted(id: string, signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw abortError(id, signal);
}

function abortError(id: string, signal: AbortSignal): ModelCallError {
  const timedOut = signal.reason instanceof Error && signal.reason.name === "TimeoutError";
  return new ModelCallError(
    id,
    timedOut ? `The call to ${id} timed out.` : `The call to ${id} was aborted.`,
    {
      retryable: timedOut,
      cause: signal.reason,
    },
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
