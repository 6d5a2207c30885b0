import type { ModelCallError } from "../errors.js";
import { networkMessage, parseRetryAfter } from "./http-failure.js";
import type { LimitedFetch } from "./limited-fetch.js";
import type { LimitedBody } from "./read-limited-body.js";

type ErrorClass<Instance> = abstract new (...args: never[]) => Instance;

/** The error classes a provider SDK exports (`openai` and `@anthropic-ai/sdk` both do, by these names). */
export interface ProviderSdkErrors {
  APIError: ErrorClass<
    Error & { readonly status: number | undefined; readonly headers: Headers | undefined }
  >;
  APIUserAbortError: ErrorClass<Error>;
  APIConnectionTimeoutError: ErrorClass<Error>;
}

/** An HTTP error response, as {@link callProviderSdk} hands it to the adapter to describe. */
export interface HttpErrorResponse {
  status: number;
  /** The body as read (to the size limit, secrets scrubbed). */
  body: string;
  retryAfterSeconds: number | undefined;
}

/** Who is called and how to describe failures; see {@link callProviderSdk}. */
export interface ProviderSdkCallOptions {
  /** The model id, for messages. */
  id: string;
  /** The endpoint without credentials, for messages. */
  shownURL: string;
  timeoutMs: number;
  errors: ProviderSdkErrors;
  /** The client's fetch, which kept the bodies it read. */
  limitedFetch: LimitedFetch;
  /** Builds an error of the adapter (which scrubs its secret). */
  fail: (message: string, options?: ConstructorParameters<typeof ModelCallError>[2]) => ModelCallError;
  /** Appended to the message of an unreachable endpoint, e.g. "Check the network and the base URL." */
  unreachableHint: string;
  /** The adapter's error for an HTTP error response. */
  httpError: (response: HttpErrorResponse) => ModelCallError;
}

/**
 * Runs one SDK call (`send`, which returns the raw response) and returns the body its fetch read,
 * or throws the `ModelCallError` for its failure: the caller's abort (final), a timeout and a
 * network fault (retryable), an HTTP error response (as the adapter describes it). The SDK's client
 * must not retry (`maxRetries: 0`): the runner decides.
 */
export async function callProviderSdk(
  send: () => Promise<Response>,
  options: ProviderSdkCallOptions,
): Promise<LimitedBody & { status: number }> {
  const { id, shownURL, errors, fail } = options;
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    if (error instanceof errors.APIUserAbortError)
      throw fail(`The call to ${id} was aborted.`, { cause: error });
    if (error instanceof errors.APIConnectionTimeoutError)
      throw fail(`${id} did not answer within ${options.timeoutMs} ms (POST ${shownURL}).`, {
        retryable: true,
        cause: error,
      });
    // Anything else (a header the key makes invalid, say) goes through `fail`, which scrubs the key.
    if (!(error instanceof errors.APIError))
      throw fail(`The call to ${id} failed: ${networkMessage(error)}`, { cause: error });
    const { status, headers } = error;
    if (status === undefined) {
      throw fail(
        `Could not reach ${shownURL} for ${id}: ${networkMessage(error.cause ?? error)}. ${options.unreachableHint}`,
        { retryable: true, cause: error },
      );
    }
    throw options.httpError({
      status,
      body: options.limitedFetch.bodyOf(headers)?.text ?? error.message,
      retryAfterSeconds: parseRetryAfter(headers?.get("retry-after") ?? null),
    });
  }
  const body = options.limitedFetch.bodyOf(response.headers);
  // Every response comes through the client's limited fetch: a miss is a bug, not a server fault.
  if (body === undefined) throw new Error(`The limited fetch of ${id} kept no body for its response.`);
  return { ...body, status: response.status };
}
