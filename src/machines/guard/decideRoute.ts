import type { GuardAuth, RouteDecision } from "./guard.types";

/**
 * The route guards of SPEC §2 as one pure function: `/dashboard...` needs a
 * session, `/login` and `/signup` are for visitors, and nothing is decided
 * while auth is still loading.
 */

export const DEFAULT_SIGNED_IN_PATH = "/dashboard";
export const LOGIN_PATH = "/login";
export const SIGNUP_PATH = "/signup";
/** Where a sign-up that just completed lands (issue 4): the setup, with its welcome. */
export const SIGNUP_LANDING_PATH = "/dashboard/setup?welcome=true";
/** Any origin will do: it only tells a same-origin path from anything else. */
const PROBE_ORIGIN = "https://corkboard.invalid";

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function isDashboardPath(path: string): boolean {
  return path === DEFAULT_SIGNED_IN_PATH || path.startsWith(`${DEFAULT_SIGNED_IN_PATH}/`);
}

function isAuthPage(path: string): boolean {
  const trimmed = trimSlash(path);
  return trimmed === LOGIN_PATH || trimmed === SIGNUP_PATH;
}

function withQuestionMark(search: string): string {
  return search === "" || search.startsWith("?") ? search : `?${search}`;
}

/** The first `redirect` parameter when several are given (SPEC §2), else null. */
export function redirectParam(search: string): string | null {
  return new URLSearchParams(search).getAll("redirect")[0] ?? null;
}

/**
 * A redirect target that stays on this site, normalised; null for anything
 * else: absolute URLs, `//host`, `/\host` (which browsers read as `//host`),
 * other schemes, relative paths.
 */
export function sameOriginPath(target: string | null): string | null {
  if (target === null || !target.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where `/login` sends a signed-in user: its `redirect` when safe, else `/dashboard`. */
export function afterLoginPath(search: string): string {
  const target = sameOriginPath(redirectParam(search));
  if (target === null) return DEFAULT_SIGNED_IN_PATH;
  // Never back to a visitors' page, which would only bounce again.
  const targetPath = new URL(target, PROBE_ORIGIN).pathname;
  return isAuthPage(targetPath) ? DEFAULT_SIGNED_IN_PATH : target;
}

/** `/login?redirect=<path with search>`, keeping slashes readable (`/login?redirect=/dashboard/x`). */
export function loginPathFor(path: string, search: string): string {
  const target = `${path || DEFAULT_SIGNED_IN_PATH}${withQuestionMark(search)}`;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target).replace(/%2F/gi, "/")}`;
}

export function decideRoute(path: string, search: string, auth: GuardAuth): RouteDecision {
  if (auth.loading) return { kind: "wait" };
  if (isDashboardPath(path) && !auth.signedIn)
    return { kind: "redirect", to: loginPathFor(path, search) };
  if (auth.signedIn && isAuthPage(path)) {
    const to = trimSlash(path) === LOGIN_PATH ? afterLoginPath(search) : DEFAULT_SIGNED_IN_PATH;
    return { kind: "redirect", to };
  }
  return { kind: "allow" };
}
