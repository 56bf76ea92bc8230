import type { LiveChange } from "../../../api/Intake";
import type { DataFailure } from "../data/dataFailure";

/** The live connection to `GET /api/live` (SPEC §9 realtime). */
export interface LiveContext {
  /** Reconnect attempts since the connection was last open; the wait grows with it. */
  readonly attempt: number;
  /** How many times the stream opened: after the first, changes may have been missed. */
  readonly opened: number;
  /** Why the last connection ended, shown as "reconnecting" with a reason. */
  readonly error: DataFailure | null;
}

/** What the `connection` actor reports, and the commands of the runtime. */
export type LiveEvent =
  /** The server answered 200 with an event stream. */
  | { readonly type: "live.opened" }
  /** An `event: change` block. */
  | { readonly type: "live.change"; readonly change: LiveChange }
  /** Anything else heard on the stream (a `: ping`, `retry:`): the connection is alive. */
  | { readonly type: "live.ping" }
  /** The stream ended, or could not be opened. */
  | { readonly type: "live.closed"; readonly error: DataFailure }
  /** Reconnect now rather than after the wait (the browser came back online or visible). */
  | { readonly type: "live.reconnect" }
  /** The user signed out: stop for good. */
  | { readonly type: "live.stop" };

export type LiveEmitted =
  /** A row of the user's data changed on the server. */
  | { readonly type: "live.changed"; readonly change: LiveChange }
  /** The stream is open; `resync` when it opened before, so changes may have been missed. */
  | { readonly type: "live.connected"; readonly resync: boolean };

export type LiveTag = "connecting" | "open" | "reconnecting" | "stopped";
