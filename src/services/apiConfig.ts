/**
 * Where the browser's API client sends its calls: the base URL from
 * `/config.json`, the function key and the current access token.
 */

export interface ApiConfig {
  /**
   * Where the contract's paths are appended: an origin (or origin and path
   * prefix) without the contract's own `/api`; see `apiConfigFromRuntime`.
   */
  readonly baseUrl: string;
  /** SPEC §7's fixed function key, from `/config.json`. */
  readonly functionsKey: string;
  /** The current access token, read at every call so refreshed tokens are used; null without a session. */
  readonly accessToken: () => string | null;
}

/** The contract's own prefix, which `/config.json`'s `apiBaseUrl` also ends with. */
const CONTRACT_PREFIX = "/api";

/**
 * The client's base URL from `/config.json`'s `apiBaseUrl` (a URL, or a
 * path such as "/api" resolved against the page's origin): the contract's
 * paths already start with `/api`, so that suffix is dropped.
 */
export function apiBaseUrlOf(apiBaseUrl: string, origin: string): string {
  const url = new URL(apiBaseUrl, origin);
  const path = url.pathname.replace(/\/+$/, "");
  const prefix = path.endsWith(CONTRACT_PREFIX) ? path.slice(0, -CONTRACT_PREFIX.length) : path;
  return `${url.origin}${prefix}`;
}

export function apiConfigFromRuntime(
  runtime: { readonly apiBaseUrl: string; readonly functionsKey: string },
  accessToken: () => string | null,
  origin: string = globalThis.location.origin,
): ApiConfig {
  return {
    baseUrl: apiBaseUrlOf(runtime.apiBaseUrl, origin),
    functionsKey: runtime.functionsKey,
    accessToken,
  };
}
