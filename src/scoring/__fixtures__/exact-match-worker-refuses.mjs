// A broken exact-matching worker for tests: it starts, then answers every request with an error.
import { parentPort } from "node:worker_threads";

parentPort.postMessage({ ready: true });
parentPort.on("message", (request) => parentPort.postMessage({ id: request.id, error: "scripted refusal" }));
