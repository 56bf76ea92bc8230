import { afterAll, describe, expect, it } from "vitest";
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  fromCallback,
  SimulatedClock,
  type SnapshotFrom,
} from "xstate";
import type { LiveChange } from "../../api/Intake";
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RECONNECT_DELAYS_MS,
  LIVE_TIMEOUT_MS,
  liveReconnectDelay,
} from "../../src/machines/constants";
import type { DataFailure } from "../../src/machines/data/dataFailure";
import { liveViewOf } from "../../src/machines/live/live.connect";
import { type LiveMachine, liveMachine } from "../../src/machines/live/live.machine";
import type { LiveContext, LiveEmitted, LiveEvent } from "../../src/machines/live/live.types";
import { CoverageRecorder, coveringPaths, describePath, type MachinePath } from "./support/model";

/**
 * The live connection (SPEC §9 realtime): model-based paths from the
 * machine's graph replayed against the real actor with a scripted
 * `connection` actor and a simulated clock, then the timings one by one:
 * the 10 s timeout, the heartbeat watch, the reconnect delays 1, 2, 5, 10 s.
 */

const change: LiveChange = { kind: "email", id: "email-1", action: "created" };
const dropped: DataFailure = { code: "closed", message: "The live connection ended.", status: 0 };

// A scripted `connection` actor and the clock ----------------------------------------------------

interface Connection {
  readonly sendBack: (event: LiveEvent) => void;
  readonly at: number;
  closed: boolean;
}

const flush = async () => {
  for (let round = 0; round < 3; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

function startLive(inspect?: CoverageRecorder["inspect"]) {
  const clock = new SimulatedClock();
  const connections: Array<Connection> = [];
  const logic = liveMachine.provide({
    actors: {
      connection: fromCallback<LiveEvent>(({ sendBack }) => {
        const connection: Connection = { sendBack, at: clock.now(), closed: false };
        connections.push(connection);
        return () => {
          connection.closed = true;
        };
      }),
    },
  });
  const actor = createActor(logic, { clock, inspect });
  const emitted: Array<LiveEmitted> = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const current = () => {
    const open = connections.filter((connection) => !connection.closed);
    expect(open.length, "one connection at a time").toBeLessThanOrEqual(1);
    const connection = open[0];
    if (connection === undefined) throw new Error("No connection is open");
    return connection;
  };
  /** What the connection hears from the server. */
  const hear = async (event: LiveEvent) => {
    current().sendBack(event);
    await flush();
  };
  const send = async (event: LiveEvent) => {
    actor.send(event);
    await flush();
  };
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const view = () => liveViewOf(actor.getSnapshot());
  return { actor, clock, connections, emitted, current, hear, send, tick, view };
}

type Harness = ReturnType<typeof startLive>;

// Model-based paths ------------------------------------------------------------------------------

const coverage = new CoverageRecorder(liveMachine);

/** What the connection can report, and what the runtime can say. */
const samples: ReadonlyArray<AnyEventObject> = [
  { type: "live.opened" },
  { type: "live.change", change },
  { type: "live.ping" },
  { type: "live.closed", error: dropped },
  { type: "live.reconnect" },
  { type: "live.stop" },
];

/**
 * Counts are capped so the graph stays finite: the 5th attempt waits as the
 * 4th, and every opening after the first asks for a resync. The graph keeps
 * one snapshot per capped state, so the actor is compared capped too.
 */
function capped(context: LiveContext): LiveContext {
  return {
    ...context,
    attempt: Math.min(context.attempt, LIVE_RECONNECT_DELAYS_MS.length),
    opened: Math.min(context.opened, 2),
  };
}

const serializeLive = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.value, capped(snapshot.context as LiveContext)]);

const livePaths = coveringPaths(liveMachine, {
  everyState: true,
  // A stopped actor hears nothing more.
  events: (snapshot) => (snapshot.status === "done" ? [] : samples),
  serializeState: serializeLive,
});

function runningDelay(snapshot: AnyMachineSnapshot): string | undefined {
  return __unsafe_getAllOwnEventDescriptors(snapshot).find((type) =>
    type.startsWith("xstate.after."),
  );
}

function delayOf(snapshot: AnyMachineSnapshot, eventType: string): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? "";
  const delay = (liveMachine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === "number") return delay;
  if (typeof delay === "function")
    return delay({ context: snapshot.context, event: { type: eventType } });
  throw new Error(`No delay named ${name}`);
}

async function drive(h: Harness, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith("xstate.after.")) {
    const snapshot = h.actor.getSnapshot();
    expect(runningDelay(snapshot)).toBe(event.type);
    await h.tick(delayOf(snapshot, event.type) - 1);
    expect(h.actor.getSnapshot().value, "1 ms early").toEqual(snapshot.value);
    await h.tick(1);
  } else if (event.type === "live.reconnect" || event.type === "live.stop") {
    await h.send(event as LiveEvent);
  } else {
    await h.hear(event as LiveEvent);
  }
}

/** What the runtime must have heard once the model took `event` from `before`. */
function heard(event: AnyEventObject, before: AnyMachineSnapshot): ReadonlyArray<LiveEmitted> {
  const context = before.context as LiveContext;
  if (event.type === "live.change" && before.hasTag("open"))
    return [{ type: "live.changed", change }];
  if (event.type === "live.opened" && before.hasTag("connecting")) {
    return [{ type: "live.connected", resync: context.opened + 1 > 1 }];
  }
  return [];
}

let ran = 0;

describe(`live machine: ${livePaths.length} paths`, () => {
  it.each(livePaths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const))(
    "%s",
    async (_name, path: MachinePath) => {
      ran += 1;
      const h = startLive(coverage.inspect);
      const expected: Array<LiveEmitted> = [];
      try {
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) {
            const before = h.actor.getSnapshot();
            await drive(h, step.event);
            expected.push(...heard(step.event, before));
          }
          const actual: SnapshotFrom<LiveMachine> = h.actor.getSnapshot();
          const label = `step ${index}: ${step.event.type}`;
          expect(actual.value, label).toEqual(step.state.value);
          expect(capped(actual.context), label).toEqual(capped(step.state.context as LiveContext));
          expect([...actual.tags].sort(), label).toEqual([...step.state.tags].sort());
          expect(h.emitted, `${label}: what the runtime heard`).toEqual(expected);
          // A connection runs exactly while the machine is in `connection`.
          const running = h.connections.filter((connection) => !connection.closed);
          expect(running.length, `${label}: connections open`).toBe(
            actual.matches("connection") ? 1 : 0,
          );
          expect(actual.status, label).toBe(actual.matches("stopped") ? "done" : "active");
          expect(h.view().status, label).toBe(
            actual.matches("stopped")
              ? "stopped"
              : actual.matches("reconnecting")
                ? "reconnecting"
                : actual.matches({ connection: "open" })
                  ? "open"
                  : "connecting",
          );
        }
      } finally {
        h.actor.stop();
      }
    },
  );
});

/** SPEC §9 realtime, as the machine names its transitions. */
const documented: Record<string, string> = {
  "the stream opens": "live.connection.connecting --live.opened--> live.connection.open",
  "no answer within the 10 s timeout":
    "live.connection.connecting --after connectTimeout--> live.reconnecting",
  "every message re-arms the heartbeat watch":
    "live.connection.open --live.ping--> live.connection.open",
  "a change is passed on": "live.connection.open --live.change--> live.connection.open",
  "silence past the heartbeat and the timeout":
    "live.connection.open --after heartbeatTimeout--> live.reconnecting",
  "the stream ends": "live.connection --live.closed--> live.reconnecting",
  "waits, then reconnects": "live.reconnecting --after reconnectDelay--> live.connection",
  "or reconnects at once when asked": "live.reconnecting --live.reconnect--> live.connection",
  "sign-out stops it": "live --live.stop--> live.stopped",
};

afterAll(() => {
  console.log(coverage.report("live"));
  if (ran < livePaths.length) {
    console.log("Some live paths were filtered out: coverage is reported, not asserted.");
    return;
  }
  const known = new Set(coverage.allTransitions());
  for (const [what, key] of Object.entries(documented)) {
    expect(known.has(key), `"${what}" names no transition of the machine: ${key}`).toBe(true);
    expect(coverage.transitions.has(key), `"${what}" was never taken: ${key}`).toBe(true);
  }
  expect(coverage.missing(), "live: not covered").toEqual({ states: [], transitions: [] });
});

// SPEC §9 timings --------------------------------------------------------------------------------

describe("live: timings", () => {
  it("gives up connecting after the 10 s timeout", async () => {
    const h = startLive();
    expect(h.view().status).toBe("connecting");
    await h.tick(LIVE_TIMEOUT_MS - 1);
    expect(h.view().status).toBe("connecting");
    await h.tick(1);
    expect(h.view()).toMatchObject({ status: "reconnecting", attempt: 1 });
    expect(h.view().error?.code).toBe("timeout");
    expect(h.connections[0]?.closed, "the attempt is abandoned").toBe(true);
    h.actor.stop();
  });

  it("reconnects after 1, 2, 5 and then every 10 s, counted from the last time it was open", async () => {
    expect(LIVE_RECONNECT_DELAYS_MS).toEqual([1_000, 2_000, 5_000, 10_000]);
    const h = startLive();
    const schedule = [1_000, 2_000, 5_000, 10_000, 10_000, 10_000];
    expect(schedule.map((_, index) => liveReconnectDelay(index + 1))).toEqual(schedule);
    for (const [index, delay] of schedule.entries()) {
      await h.hear({ type: "live.closed", error: dropped });
      expect(h.view()).toMatchObject({
        status: "reconnecting",
        attempt: index + 1,
        error: dropped,
      });
      await h.tick(delay - 1);
      expect(h.connections, `attempt ${index + 1} not before ${delay} ms`).toHaveLength(index + 1);
      await h.tick(1);
      expect(h.connections, `attempt ${index + 1} at ${delay} ms`).toHaveLength(index + 2);
      expect(h.view().status).toBe("connecting");
    }
    // Once open, the next drop waits 1 s again.
    await h.hear({ type: "live.opened" });
    expect(h.view()).toMatchObject({ status: "open", attempt: 0, error: null });
    await h.hear({ type: "live.closed", error: dropped });
    await h.tick(999);
    expect(h.view().status).toBe("reconnecting");
    await h.tick(1);
    expect(h.view().status).toBe("connecting");
    h.actor.stop();
  });

  it("stays open while pings arrive, and reconnects after 40 s of silence", async () => {
    const silence = LIVE_HEARTBEAT_MS + LIVE_TIMEOUT_MS;
    expect(silence).toBe(40_000);
    const h = startLive();
    await h.hear({ type: "live.opened" });
    // A ping every 30 s, as the server sends them, for five minutes.
    for (let minute = 0; minute < 10; minute += 1) {
      await h.tick(LIVE_HEARTBEAT_MS);
      await h.hear({ type: "live.ping" });
      expect(h.view().status).toBe("open");
    }
    // A change counts as a sign of life too.
    await h.tick(silence - 1);
    await h.hear({ type: "live.change", change });
    await h.tick(silence - 1);
    expect(h.view().status).toBe("open");
    expect(h.connections).toHaveLength(1);
    await h.tick(1);
    expect(h.view()).toMatchObject({ status: "reconnecting", attempt: 1 });
    expect(h.connections[0]?.closed).toBe(true);
    h.actor.stop();
  });

  it("asks for a resync on every opening after the first", async () => {
    const h = startLive();
    await h.hear({ type: "live.opened" });
    await h.hear({ type: "live.change", change });
    await h.hear({ type: "live.closed", error: dropped });
    await h.send({ type: "live.reconnect" });
    await h.hear({ type: "live.opened" });
    expect(h.emitted).toEqual([
      { type: "live.connected", resync: false },
      { type: "live.changed", change },
      { type: "live.connected", resync: true },
    ]);
    h.actor.stop();
  });

  it("ignores a reconnect request while connected, and stops for good on sign-out", async () => {
    const h = startLive();
    await h.hear({ type: "live.opened" });
    await h.send({ type: "live.reconnect" });
    expect(h.connections).toHaveLength(1);
    expect(h.view().status).toBe("open");
    await h.send({ type: "live.stop" });
    expect(h.view().status).toBe("stopped");
    expect(h.actor.getSnapshot().status).toBe("done");
    expect(h.connections[0]?.closed).toBe(true);
    await h.tick(60_000);
    expect(h.connections).toHaveLength(1);
  });
});
