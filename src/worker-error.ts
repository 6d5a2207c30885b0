import { FactprobeError, InputFileError, SparqlError, TopicError, UsageError } from "./errors.js";

/** An error as a worker thread sends it: its class's name, message, stack and own fields. */
export interface SentError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

/** The classes an error sent from a worker is rebuilt as, by name; others become a plain `Error`. */
const errorClasses: Readonly<Record<string, { prototype: Error }>> = {
  FactprobeError,
  InputFileError,
  SparqlError,
  TopicError,
  UsageError,
};

/** An error (or anything thrown) as a worker posts it: only cloneable own fields are kept. */
export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === undefined || value === null || ["string", "number", "boolean"].includes(typeof value))
      fields[key] = value;
  return {
    name: error.constructor.name,
    message: error.message,
    ...(error.stack === undefined ? {} : { stack: error.stack }),
    fields,
  };
}

/**
 * The error a worker sent, rebuilt in this thread as an instance of its class (`InputFileError` with
 * its file and line, `TopicError`, ...), with the same message, so callers see what they would have
 * seen without the worker.
 */
export function receiveError(sent: SentError): Error {
  const errorClass = errorClasses[sent.name];
  const error = Object.create((errorClass ?? Error).prototype) as Error;
  Object.assign(error, sent.fields);
  Object.defineProperty(error, "message", { value: sent.message, writable: true, configurable: true });
  if (sent.stack !== undefined)
    Object.defineProperty(error, "stack", { value: sent.stack, writable: true, configurable: true });
  return error;
}
