import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request as the loopback server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A running loopback server. */
export interface LoopbackHttpServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** Every request received, in order. */
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (random port) for tests: `handle` answers each request once its
 * body has arrived. Handlers may destroy the socket or never answer, to script network faults.
 */
export async function startLoopbackHttpServer(
  handle: (request: SeenRequest, response: ServerResponse, index: number) => void | Promise<void>,
): Promise<LoopbackHttpServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: SeenRequest = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const index = requests.push(request) - 1;
      void Promise.resolve(handle(request, response, index)).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
      }),
  };
}

/** A recorded HTTP response: status, headers and a JSON body. */
export interface RecordedResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Sends a recorded response. */
export function replay(response: ServerResponse, recorded: RecordedResponse): void {
  const body = JSON.stringify(recorded.body);
  response.writeHead(recorded.status, { ...recorded.headers, "content-length": Buffer.byteLength(body) });
  response.end(body);
}
