import type { DataFailure } from "../data/dataFailure";

/** One cache entry of the client store's reads. */
export interface QueryInput {
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
  /**
   * How many times a failed fetch is tried again (default 3, SPEC §9); 0 for
   * subscription and route-loader reads, which are not retried.
   */
  readonly retry?: number;
}

/** What the `fetch` actor is asked for. */
export interface FetchRequest {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
  /** The validator of the data held (send it as `If-None-Match`); null before the first fetch. */
  readonly validator: string | null;
}

export interface QueryContext {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
  readonly retry: number;
  /** The last data fetched, kept (and shown) while a refetch runs or after it fails. */
  readonly data: unknown;
  /** The server's validator (ETag) of `data`, when it sent one. */
  readonly validator: string | null;
  /** The failure of the last fetch, once its retries are spent; cleared by a success. */
  readonly error: DataFailure | null;
  /** Failed attempts of the fetch under way; the next retry waits 1 s doubled per failure. */
  readonly failures: number;
  /** Components reading the entry; when the last one leaves, collection is 5 minutes away. */
  readonly readers: number;
}

export type QueryEvent =
  | { readonly type: "query.subscribe" }
  | { readonly type: "query.unsubscribe" }
  /** The window regained focus: stale data is fetched again for its readers. */
  | { readonly type: "query.focus" }
  | { readonly type: "query.refetch" }
  /** The data changed on the server: stale now, and fetched again if anyone reads it. */
  | { readonly type: "query.invalidate" };

export type QueryEmitted = { readonly type: "query.collected"; readonly key: string };

export type QueryTag =
  /** No data yet, and a fetch (or the wait before a retry) under way. */
  | "loading"
  /** A fetch is under way, with or without data. */
  | "fetching"
  | "success"
  | "stale"
  /** No data, and the fetch failed after its retries. */
  | "failed"
  | "observed"
  | "collected";
