/**
 * The exit codes of the factprobe CLI (README "Exit codes"): CI can tell a clean run from one whose
 * model calls failed, and both from a mistake in the command.
 */
export const exitCodes = {
  /** Everything asked was answered (or the command had nothing to ask). */
  success: 0,
  /** A factprobe error: the message says how to fix it (bad input file, missing key, run in use). */
  error: 1,
  /** Wrong usage: unknown option, missing argument, invalid output path. */
  usage: 2,
  /** The run finished, but some model calls failed after their retries (recorded as errors). */
  callsFailed: 3,
  /** Asking stopped early: the first calls all failed with the same non-retryable error. */
  stoppedEarly: 4,
  /** A bug: an unexpected failure with a stack trace. */
  unexpected: 70,
  /** Interrupted (Ctrl-C or SIGTERM); run the same command again to continue. */
  interrupted: 130,
} as const;
