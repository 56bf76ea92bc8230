import type { SnapshotFrom } from "xstate";
import type { DataFailure } from "../data/dataFailure";
import type { LoaderMachine } from "./loader.machine";
import type { LoaderCommandEvent } from "./loader.types";

/**
 * What a route renders from its loader: `blank` while nothing is loaded and
 * during the first second of a load, `pending` while the pending view shows,
 * then `ready` or `failed`. The data type is the one the route's `load` actor
 * answers with.
 */
export type LoaderDisplay = "blank" | "pending" | "ready" | "failed";

export interface LoaderView<TData = unknown> {
  readonly view: LoaderDisplay;
  /** A navigation waits for data (blank, then pending). */
  readonly loading: boolean;
  readonly pending: boolean;
  readonly ready: boolean;
  readonly failed: boolean;
  /** The data can be shown without loading again. */
  readonly fresh: boolean;
  /** A request is in flight, for a navigation or a preload. */
  readonly fetching: boolean;
  /** The last data loaded, kept while a later load runs or fails. */
  readonly data: TData | undefined;
  /** The failure the failed view shows; null in every other view. */
  readonly error: DataFailure | null;
}

export function loaderViewOf<TData = unknown>(
  snapshot: SnapshotFrom<LoaderMachine>,
): LoaderView<TData> {
  const failed = snapshot.hasTag("failed");
  const pending = snapshot.hasTag("pending");
  const ready = snapshot.hasTag("ready");
  return {
    view: failed ? "failed" : pending ? "pending" : ready ? "ready" : "blank",
    loading: snapshot.hasTag("loading"),
    pending,
    ready,
    failed,
    fresh: snapshot.hasTag("fresh"),
    fetching: snapshot.hasTag("fetching"),
    data: snapshot.context.data as TData | undefined,
    error: failed ? snapshot.context.error : null,
  };
}

export interface LoaderCommands {
  readonly preload: () => void;
  readonly intentEnd: () => void;
  readonly load: () => void;
  readonly retry: () => void;
  readonly invalidate: () => void;
}

export function loaderCommands(send: (event: LoaderCommandEvent) => void): LoaderCommands {
  return {
    preload: () => send({ type: "loader.preload" }),
    intentEnd: () => send({ type: "loader.intentEnd" }),
    load: () => send({ type: "loader.load" }),
    retry: () => send({ type: "loader.retry" }),
    invalidate: () => send({ type: "loader.invalidate" }),
  };
}

/** Props for a link to the route: hover or focus is intent, leaving or blurring ends it. */
export interface PreloadLinkProps {
  readonly onMouseEnter: () => void;
  readonly onMouseLeave: () => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
}

export function preloadLinkProps(send: (event: LoaderCommandEvent) => void): PreloadLinkProps {
  const preload = () => send({ type: "loader.preload" });
  const intentEnd = () => send({ type: "loader.intentEnd" });
  return { onMouseEnter: preload, onMouseLeave: intentEnd, onFocus: preload, onBlur: intentEnd };
}
