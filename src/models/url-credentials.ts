/** Query parameters whose values are credentials: `api_key`, `key`, `token`, `access_token`, `sig`, ... */
const SECRET_PARAMETER = /key|token|secret|passw|pwd|auth|sig|credential/i;

/** Where a URL carries credentials: user info and secret query parameters, by name. */
export interface URLCredentials {
  /** Whether `user:password@` is present. */
  userInfo: boolean;
  /** Names of query parameters that look like credentials, e.g. `api_key`. */
  parameters: string[];
}

/**
 * The credentials a URL carries, or undefined when it carries none (or is not a URL). fetch refuses
 * URLs with user info, and either kind would be recorded verbatim wherever the URL is shown.
 */
export function findURLCredentials(url: string): URLCredentials | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const userInfo = parsed.username !== "" || parsed.password !== "";
  const parameters = [...parsed.searchParams.keys()].filter((name) => SECRET_PARAMETER.test(name));
  return userInfo || parameters.length > 0 ? { userInfo, parameters } : undefined;
}

/**
 * `text` with every URL's user info and secret query values replaced by `***`, for messages about
 * an id or a base URL that carries credentials.
 */
export function redactURLCredentials(text: string): string {
  return text
    .replace(/(https?:\/\/)[^/?#\s@]*@/g, "$1***@")
    .replace(/([?&][^=&#\s]*)=([^&#\s]*)/g, (whole, name: string) =>
      SECRET_PARAMETER.test(name) ? `${name}=***` : whole,
    );
}
