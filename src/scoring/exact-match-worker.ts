// One exact-matching worker thread, started by createExactMatchWorkers: answers each
// ExactMatchRequest with an ExactMatchReply, in order. It keeps the gold names and questions sent to
// it, and one memo, across requests, as the in-process matcher keeps its memo across batches.
import { parentPort, type MessagePort } from "node:worker_threads";
import { typedDecision, type ExactMatchReply, type ExactMatchRequest } from "./exact-match-message.js";
import { createExactMatchMemo, decideExactCode, type ExactMatchMemo } from "./match-exactly.js";
import type { MatchInput, MatchResult } from "./matcher.js";
import { appendAll } from "../arrays/append-all.js";

function serve(port: MessagePort): void {
  let memo = createExactMatchMemo();
  let golds: ExactMatchRequest["golds"] = [];
  let questions: string[] = [];
  port.on("message", (request: ExactMatchRequest) => {
    let reply: ExactMatchReply;
    try {
      if (request.reset) {
        memo = createExactMatchMemo();
        golds = [];
        questions = [];
      }
      // The arrays received are kept: the memo knows a question's gold names by its aliases array.
      appendAll(golds, request.golds);
      appendAll(questions, request.questions);
      reply = decideAll(request, golds, questions, memo);
    } catch (error) {
      reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
    }
    // The decisions' buffer moves to the main thread instead of being copied.
    port.postMessage(reply, "decisions" in reply ? [reply.decisions.buffer as ArrayBuffer] : []);
  });
  const ready: ExactMatchReply = { ready: true };
  port.postMessage(ready);
}

function decideAll(
  request: ExactMatchRequest,
  golds: ExactMatchRequest["golds"],
  questions: readonly string[],
  memo: ExactMatchMemo,
): ExactMatchReply {
  const started = performance.now();
  const { answers, layout } = request;
  const decisions = new Int32Array(answers.length);
  const typed: MatchResult[] = [];
  for (let position = 0; position < answers.length; position++) {
    const answer = answers[position] ?? "";
    const gold = golds[layout[2 * position] ?? -1];
    const questionNumber = layout[2 * position + 1] ?? -1;
    const question = questions[questionNumber];
    if (gold === undefined || (questionNumber >= 0 && question === undefined)) {
      throw new Error(`answer ${position} names a gold answer or question never sent`);
    }
    const input: MatchInput =
      question === undefined
        ? { answer, response: "", gold: gold.gold, aliases: gold.aliases }
        : { answer, response: "", gold: gold.gold, aliases: gold.aliases, question };
    const decision = decideExactCode(input, memo);
    if (typeof decision === "number") {
      decisions[position] = decision;
    } else {
      decisions[position] = typedDecision;
      typed.push(decision);
    }
  }
  return { id: request.id, decisions, typed, milliseconds: performance.now() - started };
}

if (parentPort !== null) serve(parentPort);
