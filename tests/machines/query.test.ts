import { getAdjacencyMap, getShortestPaths } from "@xstate/graph";
import { afterAll, describe, expect, it } from "vitest";
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from "xstate";
import {
  doublingDelay,
  QUERY_DEFAULT_RETRY,
  QUERY_GC_MS,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
  QUERY_STALE_MS,
} from "../../src/machines/constants";
import type { DataFailure } from "../../src/machines/data/dataFailure";
import { queryCommands, queryViewOf } from "../../src/machines/query/query.connect";
import { type QueryMachine, queryMachine } from "../../src/machines/query/query.machine";
import type {
  FetchRequest,
  QueryContext,
  QueryEmitted,
  QueryEvent,
  QueryInput,
} from "../../src/machines/query/query.types";
import { CoverageRecorder, describePath, type MachinePath } from "./support/model";

/**
 * The query machine (SPEC §9 data queries): model-based paths from the
 * machine's graph replayed against the real actor with a scripted `fetch`
 * actor and a simulated clock, then the retry, staleness, focus and
 * collection timings one by one.
 */

const members = [{ name: "Ada" }, { name: "Grace" }];
const unavailable: DataFailure = { code: "unavailable", message: "Try again later", status: 503 };

// A scripted `fetch` actor and the clock ---------------------------------------------------------

interface FetchCall {
  readonly input: FetchRequest;
  readonly signal: AbortSignal;
  readonly at: number;
  settled: boolean;
  readonly resolve: (data: unknown) => void;
  readonly reject: (error: unknown) => void;
}

const flush = async () => {
  for (let round = 0; round < 5; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

function startQuery(input: QueryInput, inspect?: CoverageRecorder["inspect"]) {
  const calls: Array<FetchCall> = [];
  const clock = new SimulatedClock();
  const logic = queryMachine.provide({
    actors: {
      fetch: fromPromise<unknown, FetchRequest>(
        ({ input: request, signal }) =>
          new Promise((resolve, reject) => {
            const call: FetchCall = {
              input: request,
              signal,
              at: clock.now(),
              settled: false,
              resolve: (data) => {
                call.settled = true;
                resolve(data);
              },
              reject: (error) => {
                call.settled = true;
                reject(error);
              },
            };
            calls.push(call);
          }),
      ),
    },
  });
  const actor = createActor(logic, { input, clock, inspect });
  const emitted: Array<QueryEmitted> = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const inFlight = () => calls.filter((call) => !call.settled && !call.signal.aborted);
  const send = async (event: QueryEvent) => {
    actor.send(event);
    await flush();
  };
  // A millisecond at a time, so that a timer another timer starts begins when that one fired.
  const advance = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 1) clock.increment(1);
    await flush();
  };
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const answer = async (data: unknown = members) => {
    const call = inFlight()[0];
    if (call === undefined) throw new Error("No fetch in flight to answer");
    call.resolve(data);
    await flush();
  };
  const fail = async (error: unknown = unavailable) => {
    const call = inFlight()[0];
    if (call === undefined) throw new Error("No fetch in flight to fail");
    call.reject(error);
    await flush();
  };
  const view = () => queryViewOf<typeof members>(actor.getSnapshot());
  return { actor, clock, calls, emitted, inFlight, send, advance, tick, answer, fail, view };
}

type Harness = ReturnType<typeof startQuery>;

// Model-based paths ------------------------------------------------------------------------------

/**
 * The graph is walked with two retries and at most two readers, which reach
 * every state and transition. A delay is only taken when it is the only
 * timer running (the `data` and `readers` regions both have timers), so the
 * simulated clock fires it exactly as the model says; how concurrent timers
 * interleave is checked by the timing tests below.
 */
const modelInput: QueryInput = { key: "familyMembers", retry: 2 };

const commands: ReadonlyArray<QueryEvent> = [
  { type: "query.subscribe" },
  { type: "query.unsubscribe" },
  { type: "query.focus" },
  { type: "query.refetch" },
  { type: "query.invalidate" },
];

function runningDelays(snapshot: AnyMachineSnapshot): ReadonlyArray<string> {
  return __unsafe_getAllOwnEventDescriptors(snapshot).filter((type) =>
    type.startsWith("xstate.after."),
  );
}

function queryEvents(snapshot: AnyMachineSnapshot): ReadonlyArray<AnyEventObject> {
  const handled = new Set(__unsafe_getAllOwnEventDescriptors(snapshot));
  const context = snapshot.context as QueryContext;
  const samples: ReadonlyArray<AnyEventObject> = [
    ...commands.filter((event) => event.type !== "query.subscribe" || context.readers < 2),
    { type: "xstate.done.actor.fetch", output: members },
    { type: "xstate.error.actor.fetch", error: unavailable },
  ];
  const delays = runningDelays(snapshot);
  return [
    ...samples.filter((event) => handled.has(event.type)),
    ...(delays.length === 1 ? delays.map((type) => ({ type })) : []),
  ];
}

function serializeQuery(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as QueryContext;
  return JSON.stringify([
    snapshot.value,
    context.data !== undefined,
    context.error !== null,
    context.failures,
    context.readers,
  ]);
}

const traversal = { events: queryEvents, serializeState: serializeQuery, input: modelInput };

/** What replaying a path's events on the machine (fetch inert, results sent as events) covers. */
function replayCoverage(path: MachinePath): ReadonlySet<string> {
  const recorder = new CoverageRecorder(queryMachine);
  const inert = queryMachine.provide({ actors: { fetch: fromCallback(() => () => {}) } as never });
  const actor = createActor(inert, { input: modelInput, inspect: recorder.inspect });
  actor.start();
  for (const step of path.steps.slice(1)) actor.send(step.event as never);
  actor.stop();
  return new Set([...recorder.transitions, ...[...recorder.states].map((id) => `state ${id}`)]);
}

/** The shortest paths to every state, each extended by every event it can take; kept when they cover something new. */
function queryPaths(): ReadonlyArray<MachinePath> {
  const machine: AnyStateMachine = queryMachine;
  const shortest = getShortestPaths(machine, traversal as never) as unknown as MachinePath[];
  const byState = new Map(shortest.map((path) => [serializeQuery(path.state), path]));
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }
  >;
  const candidates: Array<MachinePath> = [...shortest];
  for (const [serialized, { transitions }] of Object.entries(adjacency)) {
    const head = byState.get(serialized);
    if (head === undefined) continue;
    for (const { event, state } of Object.values(transitions)) {
      candidates.push({ state, steps: [...head.steps, { state, event }], weight: head.weight + 1 });
    }
  }
  candidates.sort((a, b) => a.steps.length - b.steps.length);
  // Every distinct state is visited, then every transition taken.
  const covered = new Set(shortest.flatMap((path) => [...replayCoverage(path)]));
  const extensions = candidates.filter((candidate) => {
    const gained = [...replayCoverage(candidate)].filter((key) => !covered.has(key));
    for (const key of gained) covered.add(key);
    return gained.length > 0;
  });
  return [...shortest, ...extensions];
}

describe("query machine: every reachable state", () => {
  const machine: AnyStateMachine = queryMachine;
  // Here every running timer may fire next, in any order.
  const reachable = Object.values(
    getAdjacencyMap(machine, {
      ...traversal,
      events: (snapshot: AnyMachineSnapshot) => [
        ...queryEvents(snapshot).filter((event) => !event.type.startsWith("xstate.after.")),
        ...runningDelays(snapshot).map((type) => ({ type })),
      ],
    } as never) as unknown as Record<string, { state: AnyMachineSnapshot }>,
  ).map(({ state }) => state as SnapshotFrom<QueryMachine>);

  it(`holds the query's invariants (${reachable.length} states)`, () => {
    for (const snapshot of reachable) {
      const { context } = snapshot;
      const label = serializeQuery(snapshot);
      if (snapshot.hasTag("loading")) expect(context.data, label).toBeUndefined();
      if (snapshot.hasTag("success")) expect(context.data, label).toEqual(members);
      if (snapshot.hasTag("failed")) {
        expect(context.data, label).toBeUndefined();
        expect(context.error, label).toEqual(unavailable);
      }
      expect(context.failures, label).toBeLessThanOrEqual(context.retry + 1);
      expect(snapshot.hasTag("observed"), label).toBe(context.readers > 0);
      // Collection stops everything: no fetch survives it.
      if (snapshot.hasTag("collected")) expect(snapshot.status, label).toBe("done");
    }
  });
});

const paths = queryPaths();
const coverage = new CoverageRecorder(queryMachine);

function delayOf(snapshot: AnyMachineSnapshot, eventType: string): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? "";
  const delay = (queryMachine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === "number") return delay;
  if (typeof delay === "function")
    return delay({ context: snapshot.context, event: { type: eventType } });
  throw new Error(`No delay named ${name}`);
}

async function drive(h: Harness, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith("xstate.after.")) {
    const snapshot = h.actor.getSnapshot();
    expect(runningDelays(snapshot)).toEqual([event.type]);
    await h.tick(delayOf(snapshot, event.type) - 1);
    expect(h.actor.getSnapshot().value, "1 ms early").toEqual(snapshot.value);
    await h.tick(1);
  } else if (event.type === "xstate.done.actor.fetch") await h.answer(event.output);
  else if (event.type === "xstate.error.actor.fetch") await h.fail(event.error);
  else await h.send(event as QueryEvent);
}

function expectModel(h: Harness, expected: AnyMachineSnapshot, step: string): void {
  const actual: SnapshotFrom<QueryMachine> = h.actor.getSnapshot();
  expect(actual.value, step).toEqual(expected.value);
  expect(actual.context, step).toEqual(expected.context);
  expect([...actual.tags].sort(), step).toEqual([...expected.tags].sort());
  // Exactly one request while the fetch actor runs; none once it is done or the entry collected.
  const fetching = actual.children.fetch !== undefined;
  expect(h.inFlight().length, `${step}: requests in flight`).toBe(fetching ? 1 : 0);
  for (const call of h.calls)
    expect(call.input).toEqual({ key: "familyMembers", params: {}, validator: null });
  const view = queryViewOf(actual);
  expect(view.status === "ready", `${step}: ready with data`).toBe(view.data !== undefined);
  if (view.status === "failed") expect(view.error, `${step}: failure shown`).not.toBeNull();
  const collected = actual.matches("collected");
  expect(actual.status, step).toBe(collected ? "done" : "active");
  expect(h.emitted, step).toEqual(
    collected ? [{ type: "query.collected", key: "familyMembers" }] : [],
  );
}

let ran = 0;

describe(`query machine: ${paths.length} paths`, () => {
  it.each(paths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const))(
    "%s",
    async (_name, path: MachinePath) => {
      ran += 1;
      const h = startQuery(modelInput, coverage.inspect);
      try {
        expectModel(h, path.steps[0]?.state as AnyMachineSnapshot, "start");
        for (const [index, step] of path.steps.slice(1).entries()) {
          await drive(h, step.event);
          expectModel(h, step.state, `step ${index + 1}: ${step.event.type}`);
        }
      } finally {
        h.actor.stop();
      }
    },
  );
});

/** The behaviour SPEC §9 describes, as the machine names its transitions. */
const documented: Record<string, string> = {
  "a failed read waits before it is tried again":
    "query.active.data.loading.attempt --error fetch [mayRetry]--> query.active.data.loading.backoff",
  "then tries again":
    "query.active.data.loading.backoff --after retryDelay--> query.active.data.loading.attempt",
  "until its retries are spent":
    "query.active.data.loading.attempt --error fetch--> query.active.data.failed",
  "stale after 5 minutes":
    "query.active.data.success.fresh --after staleTime--> query.active.data.success.stale",
  "window focus refetches stale data":
    "query.active.data.success.stale --query.focus [isObserved]--> query.active.data.success.refetching",
  "a refetch keeps the data and takes the new":
    "query.active.data.success.refetching.attempt --done fetch--> query.active.data.success.fresh",
  "the last reader leaving starts collection":
    "query.active.readers.observed --query.unsubscribe [lastReader]--> query.active.readers.unobserved",
  "a returning reader stops it":
    "query.active.readers.unobserved --query.subscribe--> query.active.readers.observed",
  "collected 5 minutes after": "query.active.readers.unobserved --after gcTime--> query.collected",
};

afterAll(() => {
  console.log(coverage.report("query"));
  if (ran < paths.length) {
    console.log("Some query paths were filtered out: coverage is reported, not asserted.");
    return;
  }
  const known = new Set(coverage.allTransitions());
  for (const [what, key] of Object.entries(documented)) {
    expect(known.has(key), `"${what}" names no transition of the machine: ${key}`).toBe(true);
    expect(coverage.transitions.has(key), `"${what}" was never taken: ${key}`).toBe(true);
  }
  expect(coverage.missing(), "query: not covered").toEqual({ states: [], transitions: [] });
});

// SPEC §9 timings --------------------------------------------------------------------------------

/** Fails every attempt, checking each retry starts exactly its delay after the failure. */
async function expectRetrySchedule(h: Harness, delays: ReadonlyArray<number>): Promise<void> {
  const before = h.calls.length;
  for (const [index, delay] of delays.entries()) {
    await h.fail();
    expect(h.view()).toMatchObject({ fetching: true, failures: index + 1 });
    await h.advance(delay - 1);
    expect(h.calls, `retry ${index + 1} not before ${delay} ms`).toHaveLength(before + index);
    await h.advance(1);
    expect(h.calls, `retry ${index + 1} at ${delay} ms`).toHaveLength(before + index + 1);
    expect(h.calls.at(-1)?.at, `retry ${index + 1} starts on time`).toBe(
      (h.calls.at(-2)?.at ?? 0) + delay,
    );
  }
}

describe("query: retries", () => {
  it("wait 1000, 2000, 4000 ms ... doubling up to 30000 ms", async () => {
    const schedule = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    expect(schedule).toEqual(
      schedule.map((_, index) => doublingDelay(QUERY_RETRY_BASE_MS, index + 1, QUERY_RETRY_MAX_MS)),
    );
    const h = startQuery({ key: "events", retry: schedule.length });
    await h.send({ type: "query.subscribe" });
    await expectRetrySchedule(h, schedule);
    expect(h.view().status).toBe("loading");
    await h.fail();
    expect(h.view()).toMatchObject({ status: "failed", error: unavailable, fetching: false });
    await h.advance(QUERY_RETRY_MAX_MS * 2);
    expect(h.calls).toHaveLength(schedule.length + 1);
    h.actor.stop();
  });

  it("are 3 unless the input says", async () => {
    expect(QUERY_DEFAULT_RETRY).toBe(3);
    const h = startQuery({ key: "events" });
    await h.send({ type: "query.subscribe" });
    await expectRetrySchedule(h, [1_000, 2_000, 4_000]);
    await h.fail();
    expect(h.view().status).toBe("failed");
    await h.advance(60_000);
    expect(h.calls).toHaveLength(4);
    h.actor.stop();
  });

  it("are not made when retry is 0 (subscription and route-loader reads)", async () => {
    const h = startQuery({ key: "subscription", retry: 0 });
    await h.send({ type: "query.subscribe" });
    await h.fail();
    expect(h.view()).toMatchObject({ status: "failed", error: unavailable, failures: 1 });
    await h.advance(60_000);
    expect(h.calls).toHaveLength(1);
    h.actor.stop();
  });

  it("start again from 1 s on the next fetch, and a success ends them", async () => {
    const h = startQuery({ key: "events", retry: 3 });
    await h.send({ type: "query.subscribe" });
    await expectRetrySchedule(h, [1_000, 2_000]);
    await h.answer();
    expect(h.view()).toMatchObject({ status: "ready", data: members, error: null, failures: 0 });
    await h.send({ type: "query.refetch" });
    await expectRetrySchedule(h, [1_000]);
    expect(h.view()).toMatchObject({ status: "ready", data: members, fetching: true });
    h.actor.stop();
  });
});

describe("query: staleness and window focus", () => {
  it("is stale after 5 minutes, and focus refetches only then, keeping the data visible", async () => {
    const h = startQuery({ key: "familyMembers" });
    await h.send({ type: "query.subscribe" });
    await h.answer();
    await h.advance(QUERY_STALE_MS - 1);
    await h.send({ type: "query.focus" });
    expect(h.calls).toHaveLength(1);
    expect(h.view()).toMatchObject({ stale: false });
    await h.advance(1);
    expect(h.view()).toMatchObject({ stale: true, status: "ready" });
    await h.send({ type: "query.focus" });
    expect(h.calls).toHaveLength(2);
    expect(h.view()).toMatchObject({ status: "ready", data: members, fetching: true });
    expect(h.actor.getSnapshot().hasTag("loading")).toBe(false);
    const newer = [...members, { name: "Linus" }];
    await h.answer(newer);
    expect(h.view()).toMatchObject({ status: "ready", data: newer, fetching: false, stale: false });
    h.actor.stop();
  });

  it("focus is ignored while nobody reads the entry", async () => {
    const h = startQuery({ key: "familyMembers" });
    await h.send({ type: "query.subscribe" });
    await h.answer();
    await h.advance(10_000);
    await h.send({ type: "query.unsubscribe" });
    await h.advance(QUERY_STALE_MS - 10_000);
    expect(h.view()).toMatchObject({ stale: true, readers: 0, collected: false });
    await h.send({ type: "query.focus" });
    expect(h.calls).toHaveLength(1);
    // A reader arriving at stale data fetches it again.
    await h.send({ type: "query.subscribe" });
    expect(h.calls).toHaveLength(2);
    h.actor.stop();
  });

  it("a failed refetch keeps the data and shows the error", async () => {
    const h = startQuery({ key: "familyMembers", retry: 0 });
    await h.send({ type: "query.subscribe" });
    await h.answer();
    await h.send({ type: "query.refetch" });
    await h.fail();
    expect(h.view()).toMatchObject({
      status: "ready",
      data: members,
      error: unavailable,
      stale: true,
    });
    h.actor.stop();
  });

  it("invalidation refetches what is read, and only marks the rest stale", async () => {
    const h = startQuery({ key: "familyMembers" });
    await h.answer();
    await h.send({ type: "query.invalidate" });
    expect(h.view()).toMatchObject({ stale: true, fetching: false });
    expect(h.calls).toHaveLength(1);
    await h.send({ type: "query.subscribe" });
    await h.answer();
    await h.send({ type: "query.invalidate" });
    expect(h.view()).toMatchObject({ fetching: true, data: members });
    expect(h.calls).toHaveLength(3);
    h.actor.stop();
  });
});

describe("query: collection", () => {
  it("happens 5 minutes after the last reader leaves", async () => {
    const h = startQuery({ key: "familyMembers" });
    await h.send({ type: "query.subscribe" });
    await h.send({ type: "query.subscribe" });
    await h.answer();
    await h.advance(10_000);
    await h.send({ type: "query.unsubscribe" });
    await h.advance(QUERY_GC_MS);
    expect(h.view()).toMatchObject({ collected: false, readers: 1 });
    await h.send({ type: "query.unsubscribe" });
    await h.advance(QUERY_GC_MS - 1);
    expect(h.view().collected).toBe(false);
    expect(h.emitted).toEqual([]);
    await h.advance(1);
    expect(h.view().collected).toBe(true);
    expect(h.emitted).toEqual([{ type: "query.collected", key: "familyMembers" }]);
    expect(h.actor.getSnapshot().status).toBe("done");
  });

  it("does not happen when a reader comes back", async () => {
    const h = startQuery({ key: "familyMembers" });
    await h.send({ type: "query.subscribe" });
    await h.answer();
    await h.send({ type: "query.unsubscribe" });
    await h.advance(QUERY_GC_MS - 1);
    await h.send({ type: "query.subscribe" });
    await h.advance(QUERY_GC_MS * 2);
    expect(h.view()).toMatchObject({ collected: false, readers: 1 });
    // The clock starts again from the next departure.
    await h.send({ type: "query.unsubscribe" });
    await h.advance(QUERY_GC_MS - 1);
    expect(h.view().collected).toBe(false);
    await h.advance(1);
    expect(h.view().collected).toBe(true);
  });

  it("interrupts a fetch nobody waits for", async () => {
    const h = startQuery({ key: "familyMembers" });
    await h.advance(QUERY_GC_MS);
    expect(h.view().collected).toBe(true);
    expect(h.calls[0]?.signal.aborted).toBe(true);
  });
});

describe("query: connect", () => {
  it("turns commands into the query's events", () => {
    const sent: Array<QueryEvent> = [];
    const commands = queryCommands((event) => sent.push(event));
    commands.subscribe();
    commands.unsubscribe();
    commands.focus();
    commands.refetch();
    commands.invalidate();
    expect(sent.map((event) => event.type)).toEqual([
      "query.subscribe",
      "query.unsubscribe",
      "query.focus",
      "query.refetch",
      "query.invalidate",
    ]);
  });
});
