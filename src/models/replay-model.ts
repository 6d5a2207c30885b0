import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { InputFileError, ModelCallError } from "../errors.js";
import type { GenerateRequest, GenerateResult, LanguageModel } from "./language-model.js";
import { readReplayFile, type NumberedReplayRecord } from "./replay-record.js";

/** Settings of {@link createReplayModel}. */
export interface ReplayModelSettings {
  /** The responses file (JSON Lines, see `replayRecordSchema`), relative to the working directory. */
  path: string;
  /** The model's id in results. Default `replay:<path as given>`. */
  id?: string;
}

/** What a request is matched on: its last user message and its system message(s). */
interface RequestKey {
  prompt: string;
  system: string | undefined;
}

/** Characters of a prompt shown in an error message. */
const SHOWN_PROMPT_CHARACTERS = 160;

/**
 * A {@link LanguageModel} that answers with recorded responses, for responses obtained elsewhere (a
 * person, another tool, a model this machine cannot reach). A request is matched on the exact text
 * of its last user message against each record's `prompt`; records that give `system` match only a
 * request whose system message (several are joined by a blank line) is exactly that text, and win
 * over records without `system`. The response is returned as recorded: no truncation to
 * `maxTokens`, no token usage (nothing was counted), finish reason `stop`.
 *
 * The file is read once, here: a malformed line is an `InputFileError` with its line number, and so
 * is a record without `prompt` (the model never sees question ids). A request with no recorded
 * response, or with several different ones, fails with a non-retryable `ModelCallError`, which
 * the runner records as an `error` answer on that question. `endpoint` carries the file's SHA-256,
 * so cached responses never outlive an edit of the file.
 */
export async function createReplayModel(settings: ReplayModelSettings): Promise<LanguageModel> {
  const { path } = settings;
  const id = settings.id ?? `replay:${path}`;
  const { records, content } = await readReplayFile(path);
  const byPrompt = new Map<string, NumberedReplayRecord[]>();
  for (const numbered of records) {
    const { prompt, questionId } = numbered.record;
    if (prompt === undefined) {
      throw new InputFileError(
        path,
        numbered.line,
        `the record of question "${questionId ?? ""}" has no \`prompt\`; the replay model matches on the prompt text, not on question ids.`,
        { hint: "Add the user message factprobe sends for that question as `prompt` (see docs/models.md)." },
      );
    }
    const same = byPrompt.get(prompt);
    if (same === undefined) byPrompt.set(prompt, [numbered]);
    else same.push(numbered);
  }
  const digest = createHash("sha256").update(content).digest("hex");
  const endpoint = `${resolve(path)}#sha256=${digest}`;

  function lookup(key: RequestKey): string {
    const candidates = byPrompt.get(key.prompt) ?? [];
    const bySystem = candidates.filter((numbered) => numbered.record.system === key.system);
    const chosen =
      bySystem.length > 0 ? bySystem : candidates.filter((numbered) => numbered.record.system === undefined);
    const first = chosen[0];
    const shown = JSON.stringify(truncated(key.prompt));
    if (first === undefined) {
      const note =
        candidates.length > 0
          ? ` (lines ${lineList(candidates)} record this prompt, but for another system message)`
          : "";
      throw new ModelCallError(
        id,
        `${id} has no recorded response for the prompt ${shown}${note}. Add a line {"version": 1, "prompt": ..., "response": ...} for it to ${path}.`,
      );
    }
    if (chosen.some((numbered) => numbered.record.response !== first.record.response)) {
      throw new ModelCallError(
        id,
        `${id} has different recorded responses for the prompt ${shown} (lines ${lineList(chosen)}). Keep one, or give each its \`system\` message to tell them apart.`,
      );
    }
    return first.record.response;
  }

  async function generate(request: GenerateRequest): Promise<GenerateResult> {
    const started = performance.now();
    if (request.signal?.aborted === true) {
      throw new ModelCallError(id, `The call to ${id} was aborted.`, { cause: request.signal.reason });
    }
    const text = lookup(requestKey(request));
    // Replies asynchronously, like every other adapter, so callers never see a synchronous answer.
    await Promise.resolve();
    return { text, usage: undefined, finishReason: "stop", latencyMs: performance.now() - started };
  }

  return { id, provider: "replay", defaultConcurrency: 8, endpoint, generate };
}

function requestKey(request: GenerateRequest): RequestKey {
  const users = request.messages.filter((message) => message.role === "user");
  const systems = request.messages.filter((message) => message.role === "system");
  return {
    prompt: users.at(-1)?.content ?? "",
    system: systems.length === 0 ? undefined : systems.map((message) => message.content).join("\n\n"),
  };
}

function truncated(text: string): string {
  return text.length <= SHOWN_PROMPT_CHARACTERS ? text : `${text.slice(0, SHOWN_PROMPT_CHARACTERS)}…`;
}

function lineList(records: readonly NumberedReplayRecord[]): string {
  return records.map((numbered) => numbered.line).join(", ");
}
