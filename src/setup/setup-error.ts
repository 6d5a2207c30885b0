import { FactprobeError } from "../errors.js";

/** `factprobe setup` could not download, verify or install something; `what` names it. */
export class SetupError extends FactprobeError {
  readonly what: string;
  constructor(what: string, message: string, options: { hint?: string; cause?: unknown } = {}) {
    super("setup", message, options);
    this.what = what;
  }
}
