import type { SnapshotFrom } from "xstate";
import type { DataFailure } from "../data/dataFailure";
import type { QueryMachine } from "./query.machine";
import type { QueryEvent } from "./query.types";

/**
 * What a component renders from a query: `loading` until there is data or a
 * failure, `ready` whenever there is data (even stale, even while a refetch
 * runs or after one failed), `failed` when there is no data and the fetch
 * failed. The data type is the one the `fetch` actor answers with.
 */
export type QueryStatus = "loading" | "ready" | "failed";

export interface QueryView<TData = unknown> {
  readonly status: QueryStatus;
  readonly data: TData | undefined;
  readonly error: DataFailure | null;
  /** A fetch is under way (with data shown: a background refetch). */
  readonly fetching: boolean;
  readonly stale: boolean;
  /** Failed attempts of the fetch under way, or of the last one. */
  readonly failures: number;
  readonly readers: number;
  readonly collected: boolean;
}

export function queryViewOf<TData = unknown>(
  snapshot: SnapshotFrom<QueryMachine>,
): QueryView<TData> {
  const { context } = snapshot;
  return {
    status: context.data !== undefined ? "ready" : snapshot.hasTag("failed") ? "failed" : "loading",
    data: context.data as TData | undefined,
    error: context.error,
    fetching: snapshot.hasTag("fetching"),
    stale: snapshot.hasTag("stale"),
    failures: context.failures,
    readers: context.readers,
    collected: snapshot.hasTag("collected"),
  };
}

export interface QueryCommands {
  readonly subscribe: () => void;
  readonly unsubscribe: () => void;
  readonly focus: () => void;
  readonly refetch: () => void;
  readonly invalidate: () => void;
}

export function queryCommands(send: (event: QueryEvent) => void): QueryCommands {
  return {
    subscribe: () => send({ type: "query.subscribe" }),
    unsubscribe: () => send({ type: "query.unsubscribe" }),
    focus: () => send({ type: "query.focus" }),
    refetch: () => send({ type: "query.refetch" }),
    invalidate: () => send({ type: "query.invalidate" }),
  };
}
