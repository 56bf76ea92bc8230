import { assign, emit, fromCallback, setup } from "xstate";
import { LIVE_HEARTBEAT_MS, LIVE_TIMEOUT_MS, liveReconnectDelay } from "../constants";
import type { DataFailure } from "../data/dataFailure";
import type { LiveContext, LiveEmitted, LiveEvent, LiveTag } from "./live.types";

/**
 * The live connection (SPEC §9 realtime: heartbeat 30 s, reconnect delays
 * 1, 2, 5, 10 s, timeout 10 s), started by the dashboard's data runtime
 * while a user is signed in.
 *
 * `connection` runs the provided `connection` actor, which opens
 * `GET /api/live` and reports what it hears. It is `connecting` until the
 * stream opens, and gives up after the 10 s timeout. While `open`, every
 * message re-arms the heartbeat watch: the server pings every 30 s, so 30 s
 * plus the 10 s timeout of silence means the connection is dead even if no
 * error says so. Any end goes to `reconnecting`, which waits 1 s, then 2 s,
 * 5 s and 10 s for every later attempt, counted from the last time the
 * stream was open. Each change is emitted as `live.changed`; each opening
 * as `live.connected`, with `resync` once it opened before (what changed
 * while it was down was not heard). `live.stop` (sign-out) ends it.
 */

const timedOut: DataFailure = {
  code: "timeout",
  message: "Corkboard did not answer in time.",
  status: 0,
};

export const liveMachine = setup({
  types: {
    context: {} as LiveContext,
    events: {} as LiveEvent,
    emitted: {} as LiveEmitted,
    tags: {} as LiveTag,
  },
  actors: {
    connection: fromCallback<LiveEvent>(() => {
      throw new Error('The live machine has no "connection" actor: provide one with .provide().');
    }),
  },
  actions: {
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    assignOpened: assign({
      attempt: 0,
      opened: ({ context }) => context.opened + 1,
      error: null,
    }),
    assignError: assign({
      error: ({ event }) => (event.type === "live.closed" ? event.error : null),
    }),
    assignTimeout: assign({ error: timedOut }),
    emitConnected: emit(({ context }) => ({
      type: "live.connected" as const,
      resync: context.opened > 1,
    })),
    // Only `live.change` runs it (see the config).
    emitChanged: emit(({ event }) => ({
      type: "live.changed" as const,
      change: (event as Extract<LiveEvent, { type: "live.change" }>).change,
    })),
  },
  delays: {
    connectTimeout: LIVE_TIMEOUT_MS,
    heartbeatTimeout: LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS,
    reconnectDelay: ({ context }) => liveReconnectDelay(context.attempt),
  },
}).createMachine({
  id: "live",
  context: { attempt: 0, opened: 0, error: null },
  initial: "connection",
  on: { "live.stop": ".stopped" },
  states: {
    connection: {
      invoke: { id: "connection", src: "connection" },
      initial: "connecting",
      on: { "live.closed": { target: "reconnecting", actions: "assignError" } },
      states: {
        connecting: {
          tags: ["connecting"],
          after: { connectTimeout: { target: "#live.reconnecting", actions: "assignTimeout" } },
          on: { "live.opened": { target: "open", actions: ["assignOpened", "emitConnected"] } },
        },
        open: {
          tags: ["open"],
          after: { heartbeatTimeout: { target: "#live.reconnecting", actions: "assignTimeout" } },
          on: {
            // Re-entering restarts the heartbeat watch; the connection actor stays.
            "live.ping": { target: "open", reenter: true },
            "live.change": { target: "open", reenter: true, actions: "emitChanged" },
          },
        },
      },
    },
    reconnecting: {
      tags: ["reconnecting"],
      entry: "countAttempt",
      after: { reconnectDelay: "connection" },
      on: { "live.reconnect": "connection" },
    },
    stopped: { tags: ["stopped"], type: "final" },
  },
});

export type LiveMachine = typeof liveMachine;
