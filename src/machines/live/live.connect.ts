import type { SnapshotFrom } from "xstate";
import type { DataFailure } from "../data/dataFailure";
import type { LiveMachine } from "./live.machine";

export type LiveStatus = "connecting" | "open" | "reconnecting" | "stopped";

/** What a status line shows about the live connection. */
export interface LiveView {
  readonly status: LiveStatus;
  /** Why the last connection ended, while reconnecting. */
  readonly error: DataFailure | null;
  readonly attempt: number;
}

export function liveViewOf(snapshot: SnapshotFrom<LiveMachine>): LiveView {
  const status: LiveStatus = snapshot.hasTag("open")
    ? "open"
    : snapshot.hasTag("reconnecting")
      ? "reconnecting"
      : snapshot.hasTag("stopped")
        ? "stopped"
        : "connecting";
  return {
    status,
    error: status === "reconnecting" ? snapshot.context.error : null,
    attempt: snapshot.context.attempt,
  };
}
