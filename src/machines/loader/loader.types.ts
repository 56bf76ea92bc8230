import type { DataFailure } from "../data/dataFailure";

/** Which route's data a loader holds: its key, and the route's parameters (an e-mail's id). */
export interface LoaderInput {
  readonly key: string;
  readonly params?: Readonly<Record<string, string>>;
}

/** What the `load` actor is asked for. */
export interface LoadRequest {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
  /** The validator of the data held (send it as `If-None-Match`); null before the first load. */
  readonly validator: string | null;
}

export interface LoaderContext {
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
  /** The last data loaded, kept (stale) until a load replaces it. */
  readonly data: unknown;
  /** The server's validator (ETag) of `data`, when it sent one. */
  readonly validator: string | null;
  /** Why the last navigation's load failed; shown only while the view has failed. */
  readonly error: DataFailure | null;
}

/** What the app sends: link intent, navigation, the error view's button, a mutation's invalidation. */
export type LoaderCommandEvent =
  /** A link to the route is hovered or focused: preload after 50 ms unless the intent ends. */
  | { readonly type: "loader.preload" }
  | { readonly type: "loader.intentEnd" }
  /** The route is navigated to: fresh data is shown at once, anything else is loaded. */
  | { readonly type: "loader.load" }
  /** The failed view's "try again". */
  | { readonly type: "loader.retry" }
  /** The data changed on the server: the next navigation loads it again. */
  | { readonly type: "loader.invalidate" };

/**
 * What the request region tells the view region; raised by the machine
 * itself, never sent from outside.
 */
export type LoaderResultEvent =
  | { readonly type: "loader.fetched" }
  | { readonly type: "loader.fetchFailed"; readonly error: DataFailure };

export type LoaderEvent = LoaderCommandEvent | LoaderResultEvent;

export type LoaderTag =
  /** A navigation waits for data (the first second shows nothing new). */
  | "loading"
  /** The pending view (spinner) is shown. */
  | "pending"
  | "ready"
  /** Ready and fresh: a navigation shows it without loading. */
  | "fresh"
  | "failed"
  /** A request is in flight, for a navigation or a preload. */
  | "fetching";
