import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { setImmediate } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { FactprobeError } from "../errors.js";
import { findPackageRoot } from "../knowledge/package-root.js";
import { typedDecision, type ExactMatchReply, type ExactMatchRequest } from "./exact-match-message.js";
import {
  createExactMatchMemo,
  exactJudgement,
  matchExactly,
  type ExactMatchMemo,
  type GoldIndex,
} from "./match-exactly.js";
import type { MatchInput, MatchOptions, MatchResult } from "./matcher.js";

/** Settings of {@link createExactMatchWorkers}. */
export interface ExactMatchWorkersSettings {
  /** Threads that match a batch, the calling one included. Default: the cores, at most 4. */
  threads?: number;
  /** The worker script (default: the compiled `exact-match-worker.js`); tests pass a broken one. */
  script?: string;
}

/** `matchExactly` over a batch of answers, shared out to worker threads and the calling thread. */
export interface ExactMatchWorkers {
  /** The threads that match a batch, the calling one included. */
  readonly threads: number;
  /**
   * One result per input, in order, the same as `matchExactly`'s. Rejects when a worker fails or
   * is stopped by `dispose()`.
   */
  match(inputs: readonly MatchInput[], options?: MatchOptions): Promise<MatchResult[]>;
  /** Stops the worker threads; a batch still being matched is rejected. */
  dispose(): Promise<void>;
}

/**
 * Answers per chunk: a share of those left, so that the threads finish together, within bounds
 * small enough to share work out and large enough to pay for a message. A worker's chunks take
 * about `milliseconds` at the speed of its last one (a new worker's first chunks go at a tenth of
 * its later speed, while its code compiles), and the calling thread's take `min` answers, as a
 * worker's next chunk is sent only between them.
 */
const chunkAnswers = { min: 1024, max: 8192, milliseconds: 10 };

/** Gold answers or questions numbered before the numbering starts again (between batches). */
const numberingLimit = 1 << 18;

/**
 * `matchExactly` on every core, for large batches: answers are cut into chunks that go to whichever
 * thread is free, the calling thread included (its chunks need no sending, and it would wait
 * anyway). A worker gets chunks once it has started, so a batch never waits on a cold worker
 * thread for more than its start; each worker has two chunks at a time, so that it matches one
 * while the next waits in its queue, and keeps a memo of its own across batches. Returns undefined
 * when there would be no worker (one thread) or the compiled worker script is not found (e.g.
 * before a build): then match in-process. Worker threads start on the first batch; idle, they keep
 * no process alive.
 */
export function createExactMatchWorkers(
  settings: ExactMatchWorkersSettings = {},
): ExactMatchWorkers | undefined {
  const threads = settings.threads ?? Math.min(availableParallelism(), 4);
  const script = settings.script ?? workerScript();
  if (threads <= 1 || script === undefined) return undefined;
  // The calling thread's memo: it matches chunks, and makes the workers' results from its gold-name
  // index, as `matchExactly` makes them.
  const memo = createExactMatchMemo();
  let numbering = createNumbering();
  let slots: Slot[] | undefined;
  let nextId = 0;

  const start = (): Slot[] =>
    Array.from({ length: threads - 1 }, () => {
      // A worker inherits the process's Node options, but `--input-type` (of `node -e`) makes it
      // refuse a script file; given explicitly, options such as --max-old-space-size are refused.
      const worker = new Worker(
        script,
        process.execArgv.some((option) => option.startsWith("--input-type")) ? { execArgv: [] } : {},
      );
      let started: (() => void) | undefined;
      let failed: ((error: Error) => void) | undefined;
      const slot: Slot = {
        worker,
        ready: new Promise<void>((resolve, reject) => {
          started = resolve;
          failed = reject;
        }),
        pending: new Map(),
        numbering: undefined,
        goldsSent: 0,
        questionsSent: 0,
        failure: undefined,
        batches: 0,
        chunkLimit: chunkAnswers.min,
      };
      // A failure while no batch waits for the worker rejects nothing: the next batch starts new ones.
      slot.ready.catch(() => undefined);
      worker.on("message", (reply: ExactMatchReply) => {
        if ("ready" in reply) {
          started?.();
          return;
        }
        const waiter = slot.pending.get(reply.id);
        slot.pending.delete(reply.id);
        if ("error" in reply) waiter?.reject(workerError(reply.error));
        else waiter?.resolve(reply);
      });
      const fail = (error: Error): void => {
        slot.failure ??= error;
        failed?.(error);
        for (const waiter of slot.pending.values()) waiter.reject(error);
        slot.pending.clear();
        // The other workers are healthy, but the next batch starts new ones, all alike.
        if (slots?.includes(slot) === true) {
          const stopped = slots;
          slots = undefined;
          for (const other of stopped) if (other !== slot) void other.worker.terminate();
        }
      };
      worker.on("error", (error) => {
        fail(workerError(error.message, error));
      });
      worker.on("messageerror", (error) => {
        fail(workerError(error.message, error));
      });
      worker.on("exit", (code) => {
        fail(workerError(`it stopped (exit code ${code})`));
      });
      // Idle workers keep no process alive (batches ref them while they run). After the listeners:
      // a "message" listener refs the worker's port again.
      worker.unref();
      return slot;
    });

  const ask = (slot: Slot, request: ExactMatchRequest): Promise<Decided> =>
    new Promise((resolve, reject) => {
      if (slot.failure !== undefined) {
        reject(slot.failure);
        return;
      }
      slot.pending.set(request.id, { resolve, reject });
      slot.worker.postMessage(request);
    });

  /** The request for inputs[start, end) to `slot`, with the gold names and questions it lacks. */
  const encode = (
    slot: Slot,
    numbering: Numbering,
    inputs: readonly MatchInput[],
    start: number,
    end: number,
  ): ExactMatchRequest => {
    const answers = new Array<string>(end - start);
    const layout = new Int32Array(2 * (end - start));
    for (let position = start, at = 0; position < end; position++, at += 2) {
      const input = inputs[position] as MatchInput;
      answers[position - start] = input.answer;
      layout[at] = goldNumber(numbering, memo, input);
      layout[at + 1] = input.question === undefined ? -1 : questionNumber(numbering, input.question);
    }
    const reset = slot.numbering !== numbering;
    if (reset) {
      slot.numbering = numbering;
      slot.goldsSent = 0;
      slot.questionsSent = 0;
    }
    const request: ExactMatchRequest = {
      id: nextId++,
      reset,
      golds: numbering.golds.slice(slot.goldsSent),
      questions: numbering.questions.slice(slot.questionsSent),
      answers,
      layout,
    };
    slot.goldsSent = numbering.golds.length;
    slot.questionsSent = numbering.questions.length;
    return request;
  };

  return {
    threads,
    async match(inputs, options = {}) {
      if (inputs.length === 0) return [];
      if (numbering.golds.length > numberingLimit || numbering.questions.length > numberingLimit) {
        numbering = createNumbering(); // the workers forget the old numbers with their next request
      }
      slots ??= start();
      const pool = slots;
      // This batch's numbering, even if a batch that starts meanwhile renews it.
      const current = numbering;
      const results = new Array<MatchResult>(inputs.length);
      let next = 0;
      const take = (most: number): { start: number; end: number } => {
        options.signal?.throwIfAborted();
        const start = next;
        const share = Math.ceil((inputs.length - start) / (2 * threads));
        const size = Math.max(chunkAnswers.min, Math.min(chunkAnswers.max, most, share));
        next = Math.min(inputs.length, start + size);
        return { start, end: next };
      };
      const sendChunks = async (slot: Slot): Promise<void> => {
        await slot.ready;
        while (next < inputs.length) {
          const { start, end } = take(slot.chunkLimit);
          const request = encode(slot, current, inputs, start, end);
          const decided = await ask(slot, request);
          decode(decided, request.layout, current, results, start);
          const perMillisecond = (end - start) / Math.max(decided.milliseconds, 0.1);
          slot.chunkLimit = Math.round(perMillisecond * chunkAnswers.milliseconds);
        }
      };
      const matchChunks = async (): Promise<void> => {
        while (next < inputs.length) {
          const { start, end } = take(chunkAnswers.min);
          for (let position = start; position < end; position++) {
            results[position] = matchExactly(inputs[position] as MatchInput, memo);
          }
          // Lets the workers' replies be read, and their next chunks sent, between chunks.
          await setImmediate();
        }
      };
      // A batch that waits for a worker keeps the process alive, as any pending work does.
      for (const slot of pool) if (slot.batches++ === 0) slot.worker.ref();
      try {
        // Two senders per worker, so that its next chunk waits in its queue while it matches one.
        const lanes = [...pool.flatMap((slot) => [sendChunks(slot), sendChunks(slot)]), matchChunks()];
        await Promise.all(
          lanes.map((lane) =>
            lane.catch((error: unknown) => {
              next = inputs.length; // the other lanes take no more chunks of a failed batch
              throw error;
            }),
          ),
        );
        return results;
      } finally {
        for (const slot of pool) if (--slot.batches === 0) slot.worker.unref();
      }
    },
    async dispose() {
      const stopped = slots ?? [];
      slots = undefined;
      await Promise.all(stopped.map((slot) => slot.worker.terminate()));
    },
  };
}

/** A worker thread, its requests in flight, and what it was sent of the numbering. */
interface Slot {
  worker: Worker;
  /** Settles when the worker has loaded its script, or has failed. */
  ready: Promise<void>;
  pending: Map<number, { resolve: (decided: Decided) => void; reject: (error: Error) => void }>;
  numbering: Numbering | undefined;
  goldsSent: number;
  questionsSent: number;
  /** Why the worker stopped, once it has: requests to it fail at once. */
  failure: Error | undefined;
  /** Batches running on the worker: it is `ref`ed while there are any. */
  batches: number;
  /** The largest chunk to send it, from the speed of its last one. */
  chunkLimit: number;
}

type Decided = Extract<ExactMatchReply, { decisions: Int32Array }>;

/**
 * The numbers of gold answers (with their aliases) and questions. The same `aliases` array object
 * is passed for every answer to a question, so a gold answer is found by it, as the memo finds it.
 */
interface Numbering {
  byAliases: WeakMap<readonly string[], GoldNumber>;
  golds: ExactMatchRequest["golds"];
  /** The gold-name index of each gold number, for making results. */
  indexes: GoldIndex[];
  questionNumbers: Map<string, number>;
  questions: string[];
}

/** A gold answer's number, and those of other gold answers with the same aliases array (e.g. a shared `[]`). */
interface GoldNumber {
  gold: string;
  number: number;
  others: Map<string, number> | undefined;
}

function createNumbering(): Numbering {
  return { byAliases: new WeakMap(), golds: [], indexes: [], questionNumbers: new Map(), questions: [] };
}

function goldNumber(numbering: Numbering, memo: ExactMatchMemo, input: MatchInput): number {
  const known = numbering.byAliases.get(input.aliases);
  if (known?.gold === input.gold) return known.number;
  const other = known?.others?.get(input.gold);
  if (other !== undefined) return other;
  const number = numbering.golds.length;
  numbering.golds.push({ gold: input.gold, aliases: input.aliases });
  numbering.indexes.push(memo.goldIndex(input));
  if (known === undefined)
    numbering.byAliases.set(input.aliases, { gold: input.gold, number, others: undefined });
  else (known.others ??= new Map()).set(input.gold, number);
  return number;
}

function questionNumber(numbering: Numbering, question: string): number {
  let number = numbering.questionNumbers.get(question);
  if (number === undefined) {
    number = numbering.questions.length;
    numbering.questions.push(question);
    numbering.questionNumbers.set(question, number);
  }
  return number;
}

/** Writes the results of a worker's decisions on inputs from `start` on. */
function decode(
  decided: Decided,
  layout: Int32Array,
  numbering: Numbering,
  results: MatchResult[],
  start: number,
): void {
  const { decisions, typed } = decided;
  let nextTyped = 0;
  for (let position = 0; position < decisions.length; position++) {
    const decision = decisions[position] ?? 0;
    if (decision === typedDecision) {
      results[start + position] = typed[nextTyped++] as MatchResult;
    } else {
      const gold = numbering.indexes[layout[2 * position] ?? 0] as GoldIndex;
      results[start + position] = exactJudgement(decision, gold);
    }
  }
}

function workerError(reason: string, cause?: unknown): FactprobeError {
  return new FactprobeError("exact-worker-failed", `Exact matching failed in a worker thread: ${reason}.`, {
    hint: "To match in the calling thread alone, create the exact matcher with threads: 1 (exactThreads: 1 in the matcher settings).",
    cause,
  });
}

/** The compiled worker beside this module, or in the package's dist/ when running from sources. */
function workerScript(): string | undefined {
  const beside = join(dirname(fileURLToPath(import.meta.url)), "exact-match-worker.js");
  if (existsSync(beside)) return beside;
  const built = join(findPackageRoot(), "dist", "scoring", "exact-match-worker.js");
  return existsSync(built) ? built : undefined;
}
