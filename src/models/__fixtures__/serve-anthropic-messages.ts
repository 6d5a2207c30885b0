import type { ServerResponse } from "node:http";
import type { ChatMessage, LanguageModel } from "../language-model.js";
import { startLoopbackHttpServer, type LoopbackHttpServer } from "./loopback-http-server.js";

interface MessagesRequest {
  model: string;
  max_tokens: number;
  temperature?: number;
  system?: string;
  messages: { role: "user" | "assistant"; content: string }[];
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * A loopback server that speaks Anthropic's Messages API (`POST /v1/messages`, as documented: an
 * `x-api-key` and `anthropic-version` header, `system` on top, text content blocks, `stop_reason`,
 * `usage`) in front of a real {@link LanguageModel}, so the Anthropic adapter can run the contract
 * suite against a model that knows things.
 */
export async function serveAnthropicMessages(
  model: LanguageModel,
  apiKey: string,
): Promise<LoopbackHttpServer> {
  return await startLoopbackHttpServer(async (request, response) => {
    if (request.method !== "POST" || request.url !== "/v1/messages") {
      send(response, 404, {
        type: "error",
        error: { type: "not_found_error", message: `Not found: ${request.url}` },
      });
      return;
    }
    if (request.headers["x-api-key"] !== apiKey || request.headers["anthropic-version"] === undefined) {
      send(response, 401, {
        type: "error",
        error: { type: "authentication_error", message: "invalid x-api-key" },
      });
      return;
    }
    const body = JSON.parse(request.body) as MessagesRequest;
    const messages: ChatMessage[] = [
      ...(body.system === undefined ? [] : [{ role: "system" as const, content: body.system }]),
      ...body.messages,
    ];
    const result = await model.generate({
      messages,
      temperature: body.temperature ?? 1,
      maxTokens: body.max_tokens,
    });
    send(response, 200, {
      id: "msg_loopback",
      type: "message",
      role: "assistant",
      model: body.model,
      content: [{ type: "text", text: result.text }],
      stop_reason: result.finishReason === "length" ? "max_tokens" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: result.usage?.inputTokens ?? 0, output_tokens: result.usage?.outputTokens ?? 0 },
    });
  });
}
