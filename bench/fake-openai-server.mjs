// A real loopback HTTP server that speaks OpenAI's chat completions and answers every request after
// a fixed delay, with a deterministic reply: a stand-in for a model server whose speed we control.
import { createServer } from "node:http";

/** Starts the server; returns { baseURL, requests(), close() }. */
export async function startFakeOpenAIServer({ delayMs = 20 } = {}) {
  let requests = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      requests += 1;
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const question = body.messages.at(-1)?.content ?? "";
      const json = JSON.stringify({
        id: `chatcmpl-${requests}`,
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: `answer to ${question}` },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: Math.ceil(question.length / 4) + 30, completion_tokens: 3 },
      });
      const send = () => {
        response.writeHead(200, {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(json),
        });
        response.end(json);
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseURL: `http://127.0.0.1:${server.address().port}/v1`,
    requests: () => requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** `count` synthetic WH questions in the suite format. */
export function syntheticQuestions(count, version = 1) {
  return Array.from({ length: count }, (_, index) => ({
    version,
    id: `bench-${index}`,
    type: index % 3 === 0 ? "yes-no" : "wh",
    hops: 1,
    topic: "country",
    text:
      index % 3 === 0
        ? `Is city ${index} the capital of country ${index}?`
        : `What is the capital of country ${index}?`,
    answer: index % 3 === 0 ? "Yes" : `City ${index}`,
    answerLabel: `City ${index}`,
    aliases: [],
    facts: [],
    templateId: "bench",
    generator: "bench@1",
  }));
}
