/**
 * The one error base class of factprobe. Every message names the operation and the input and says
 * how to fix it; `code` is stable for programs, `hint` is the fix in one sentence.
 */
export class FactprobeError extends Error {
  /** A stable machine-readable code, e.g. `unknown-topic`. */
  readonly code: string;
  /** How to fix it, in one sentence (also part of `message`). */
  readonly hint: string | undefined;

  constructor(code: string, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super(options.hint === undefined ? message : `${message}\n${options.hint}`, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.hint = options.hint;
  }
}

/** A topic that cannot be parsed or resolved against the knowledge source. */
export class TopicError extends FactprobeError {
  readonly topic: string;
  constructor(topic: string, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super("topic", message, options);
    this.topic = topic;
  }
}

/** A model id whose provider is unknown, or whose form is wrong. */
export class ModelIdError extends FactprobeError {
  readonly modelId: string;
  constructor(modelId: string, message: string, options: { hint?: string } = {}) {
    super("model-id", message, options);
    this.modelId = modelId;
  }
}

/** A model that cannot be loaded: a missing or corrupt weights file, or a missing API key. */
export class ModelLoadError extends FactprobeError {
  readonly modelId: string;
  constructor(modelId: string, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super("model-load", message, options);
    this.modelId = modelId;
  }
}

/** A call to a model that failed (network, HTTP status, timeout). Inside a run this becomes data. */
export class ModelCallError extends FactprobeError {
  readonly modelId: string;
  /** HTTP status, when there was one. */
  readonly status: number | undefined;
  /** Whether trying again may succeed (429, 5xx, network faults, timeouts). */
  readonly retryable: boolean;
  /** Seconds the server asked us to wait (Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    modelId: string,
    message: string,
    options: { status?: number; retryable?: boolean; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super("model-call", message, { cause: options.cause });
    this.modelId = modelId;
    this.status = options.status;
    this.retryable = options.retryable ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A SPARQL query that failed at an endpoint or an embedded store. */
export class SparqlError extends FactprobeError {
  readonly endpoint: string;
  constructor(endpoint: string, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super("sparql", message, options);
    this.endpoint = endpoint;
  }
}

/** A malformed line or record in a file a user handed us. */
export class InputFileError extends FactprobeError {
  readonly file: string;
  /** 1-based line number, when the problem is on one line. */
  readonly line: number | undefined;
  constructor(
    file: string,
    line: number | undefined,
    reason: string,
    options: { hint?: string; cause?: unknown } = {},
  ) {
    super("input-file", `${file}${line === undefined ? "" : `:${line}`}: ${reason}`, options);
    this.file = file;
    this.line = line;
  }
}

/** Wrong command-line usage or configuration. */
export class UsageError extends FactprobeError {
  constructor(message: string, options: { hint?: string } = {}) {
    super("usage", message, options);
  }
}

/** A run directory another process is writing to (it holds the run's lock file). */
export class RunLockedError extends FactprobeError {
  readonly runDirectory: string;
  /** The process that holds the lock. */
  readonly pid: number;
  constructor(runDirectory: string, pid: number, options: { hint?: string } = {}) {
    super("run-locked", `${runDirectory} is in use by another factprobe process (pid ${pid}).`, options);
    this.runDirectory = runDirectory;
    this.pid = pid;
  }
}

/** A run directory that holds another question suite's answers. */
export class RunSuiteMismatchError extends FactprobeError {
  readonly runDirectory: string;
  constructor(runDirectory: string, message: string, options: { hint?: string } = {}) {
    super("run-suite-mismatch", message, options);
    this.runDirectory = runDirectory;
  }
}
