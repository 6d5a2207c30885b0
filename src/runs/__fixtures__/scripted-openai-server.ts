import { startLoopbackHttpServer, type LoopbackHttpServer } from "../../models/__fixtures__/loopback-http-server.js";

/** A scripted fault: what the server does instead of answering. */
export type ServerFault = "429" | "500" | "hang" | "reset-mid-body" | "malformed-json";

/** Options of {@link startScriptedOpenAIServer}. */
export interface ScriptedOpenAIServerOptions {
  /** The answer to a question (the last user message). Default `A:<question>`. */
  reply?: (question: string) => string;
  /** A fault for the n-th request (0-based) about this question, or undefined to answer. */
  fault?: (question: string, attempt: number) => ServerFault | undefined;
  /** Milliseconds before each answer. Default 0. */
  delayMs?: number;
  /** Retry-After seconds sent with 429. Default 1. */
  retryAfterSeconds?: number;
}

/** A running scripted server. */
export interface ScriptedOpenAIServer {
  /** Base URL ending in /v1. */
  baseURL: string;
  server: LoopbackHttpServer;
  /** Chat completion requests received per question. */
  attempts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real loopback HTTP server that speaks OpenAI's chat completions and scripts faults per request:
 * 429 with Retry-After, 500, a hang, a connection reset in the middle of the body, malformed JSON.
 */
export async function startScriptedOpenAIServer(options: ScriptedOpenAIServerOptions = {}): Promise<ScriptedOpenAIServer> {
  const { reply = (question) => `A:${question}`, fault = () => undefined, delayMs = 0, retryAfterSeconds = 1 } = options;
  const attempts = new Map<string, number>();
  const server = await startLoopbackHttpServer(async (request, response) => {
    const body = JSON.parse(request.body) as { messages: { role: string; content: string }[] };
    const question = body.messages.filter((message) => message.role === "user").at(-1)?.content ?? "";
    const attempt = attempts.get(question) ?? 0;
    attempts.set(question, attempt + 1);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const scripted = fault(question, attempt);
    if (scripted === "hang") return;
    if (scripted === "429") {
      response.writeHead(429, { "content-type": "application/json", "retry-after": String(retryAfterSeconds) });
      response.end(JSON.stringify({ error: { message: "Rate limit reached", type: "requests" } }));
      return;
    }
    if (scripted === "500") {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }));
      return;
    }
    const text = reply(question);
    const json = JSON.stringify({
      id: `chatcmpl-${attempt}`,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      usage: { prompt_tokens: Math.ceil(question.length / 4) + 10, completion_tokens: 2 },
    });
    if (scripted === "malformed-json") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(json.slice(0, json.length / 2));
      return;
    }
    if (scripted === "reset-mid-body") {
      response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
      response.write(json.slice(0, 20));
      setTimeout(() => response.socket?.destroy(), 5);
      return;
    }
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(json) });
    response.end(json);
  });
  return { baseURL: `${server.origin}/v1`, server, attempts, close: () => server.close() };
}
