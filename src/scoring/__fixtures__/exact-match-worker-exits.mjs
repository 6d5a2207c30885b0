// A broken exact-matching worker for tests: it starts, then its thread stops on the first request.
import { parentPort } from "node:worker_threads";

parentPort.postMessage({ ready: true });
parentPort.on("message", () => process.exit(3));
