/**
 * The timings and limits of SPEC.md §8 and §9, in one place. Machines turn
 * them into named delays; services into Effect schedules. Change a value
 * here and every machine, test and diagram follows.
 */

// Auth (SPEC §4, §8, §9; auth-js's own constants, see AUTH.md).

/** A session is refreshed when its access token expires within this margin (three ticks). */
export const AUTH_EXPIRY_MARGIN_MS = 90_000;
/** The auto-refresh tick, which only runs while the page is visible. */
export const AUTH_TICK_MS = 30_000;
/** The first delay before a refresh is retried; each later delay doubles. */
export const AUTH_REFRESH_RETRY_BASE_MS = 200;
/** Retries stop when the next one would start this long after the first attempt. */
export const AUTH_REFRESH_BUDGET_MS = 30_000;
/** Statuses that mean "try again" (with status 0, a network failure). */
export const AUTH_RETRYABLE_STATUSES: ReadonlyArray<number> = [502, 503, 504];
/** Answers to a sign-out that mean the session is already gone on the server. */
export const AUTH_SIGN_OUT_IGNORED_STATUSES: ReadonlyArray<number> = [401, 403, 404];
/** Where the session is kept, shared by every tab of the origin. */
export const AUTH_SESSION_STORAGE_KEY = "corkboard.auth.session";

// Router (SPEC §9).

/** Preload a route's data after this long of hover or focus intent. */
export const ROUTER_PRELOAD_DELAY_MS = 50;
/** Show the pending view only when a load takes longer than this. */
export const ROUTER_PENDING_DELAY_MS = 1_000;
/** Once shown, keep the pending view at least this long so it does not flash. */
export const ROUTER_PENDING_MIN_MS = 500;
/** Loaded route data is reused for this long. */
export const ROUTER_CACHE_MS = 5 * 60_000;
/** Preloaded route data counts as fresh for this long. */
export const ROUTER_PRELOAD_FRESH_MS = 30_000;

// Data queries (SPEC §9).

/** Retries of a failed read: SPEC §9's alternative reading (its other reading says 4). */
export const QUERY_DEFAULT_RETRY = 3;
/** The first delay before a failed read is retried; each later delay doubles... */
export const QUERY_RETRY_BASE_MS = 1_000;
/** ...up to this ceiling. */
export const QUERY_RETRY_MAX_MS = 30_000;
/** A read result is stale after this long. */
export const QUERY_STALE_MS = 5 * 60_000;
/** A read result is collected this long after its last reader leaves. */
export const QUERY_GC_MS = 5 * 60_000;

/** The delay before retry number `attempt` (1 for the first retry) of a doubling backoff. */
export function doublingDelay(baseMs: number, attempt: number, maxMs = Number.POSITIVE_INFINITY) {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

// Realtime (SPEC §9): the live connection to `GET /api/live`.

/** The server sends a `: ping` this often while nothing else happens. */
export const LIVE_HEARTBEAT_MS = 30_000;
/** How long an answer may take: to open the stream, or past a heartbeat that is due. */
export const LIVE_TIMEOUT_MS = 10_000;
/** The waits before reconnecting: 1, 2, 5, then 10 s for every later attempt. */
export const LIVE_RECONNECT_DELAYS_MS: ReadonlyArray<number> = [1_000, 2_000, 5_000, 10_000];

/** The wait before reconnect attempt number `attempt` (1 for the first). */
export function liveReconnectDelay(attempt: number): number {
  const delays = LIVE_RECONNECT_DELAYS_MS;
  return delays[Math.min(Math.max(attempt, 1), delays.length) - 1] ?? LIVE_TIMEOUT_MS;
}
