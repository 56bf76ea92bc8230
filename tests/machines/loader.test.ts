import { getAdjacencyMap } from "@xstate/graph";
import { afterAll, describe, expect, it } from "vitest";
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from "xstate";
import {
  ROUTER_CACHE_MS,
  ROUTER_PENDING_DELAY_MS,
  ROUTER_PENDING_MIN_MS,
  ROUTER_PRELOAD_DELAY_MS,
  ROUTER_PRELOAD_FRESH_MS,
} from "../../src/machines/constants";
import { type DataFailure, describeDataFailure } from "../../src/machines/data/dataFailure";
import {
  loaderCommands,
  loaderViewOf,
  preloadLinkProps,
} from "../../src/machines/loader/loader.connect";
import { type LoaderMachine, loaderMachine } from "../../src/machines/loader/loader.machine";
import type {
  LoaderCommandEvent,
  LoaderContext,
  LoaderInput,
  LoadRequest,
} from "../../src/machines/loader/loader.types";
import { CoverageRecorder, coveringPaths, describePath, type MachinePath } from "./support/model";

/**
 * The generic route loader (SPEC §9 router): model-based paths from the
 * machine's graph replayed against the real actor with a scripted `load`
 * actor and a simulated clock, then the timings of SPEC §9 one by one.
 */

const input: LoaderInput = { key: "email", params: { id: "42" } };
const emailData = { subject: "School trip on Friday", sender: "office@school.example" };
const notFound: DataFailure = { code: "not_found", message: "No such e-mail", status: 404 };

// A scripted `load` actor and the clock --------------------------------------------------------

interface LoadCall {
  readonly input: LoadRequest;
  readonly signal: AbortSignal;
  settled: boolean;
  readonly resolve: (data: unknown) => void;
  readonly reject: (error: unknown) => void;
}

const flush = async () => {
  for (let round = 0; round < 5; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

function startLoader(options: { inspect?: CoverageRecorder["inspect"] } = {}) {
  const calls: Array<LoadCall> = [];
  const logic = loaderMachine.provide({
    actors: {
      load: fromPromise<unknown, LoadRequest>(
        ({ input: request, signal }) =>
          new Promise((resolve, reject) => {
            const call: LoadCall = {
              input: request,
              signal,
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
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input, clock, inspect: options.inspect });
  const tagHistory: Array<ReadonlyArray<string>> = [];
  actor.subscribe((snapshot) => tagHistory.push([...snapshot.tags].sort()));
  actor.start();
  const inFlight = () => calls.filter((call) => !call.settled && !call.signal.aborted);
  const send = (event: LoaderCommandEvent) => actor.send(event);
  // A millisecond at a time: a timer that another timer starts then starts when that one fired
  // (one big `increment` would start it at the end of the jump).
  const advance = async (ms: number) => {
    for (let elapsed = 0; elapsed < ms; elapsed += 1) clock.increment(1);
    await flush();
  };
  /** One jump, for a single running timer. */
  const tick = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const answer = async (data: unknown = emailData) => {
    const call = inFlight()[0];
    if (call === undefined) throw new Error("No load in flight to answer");
    call.resolve(data);
    await flush();
  };
  const fail = async (error: unknown = notFound) => {
    const call = inFlight()[0];
    if (call === undefined) throw new Error("No load in flight to fail");
    call.reject(error);
    await flush();
  };
  const view = () => loaderViewOf<typeof emailData>(actor.getSnapshot());
  return { actor, clock, calls, inFlight, send, advance, tick, answer, fail, view, tagHistory };
}

type Harness = ReturnType<typeof startLoader>;

// Model-based paths ------------------------------------------------------------------------------

const coverage = new CoverageRecorder(loaderMachine);

const commands: ReadonlyArray<LoaderCommandEvent> = [
  { type: "loader.preload" },
  { type: "loader.intentEnd" },
  { type: "loader.load" },
  { type: "loader.retry" },
  { type: "loader.invalidate" },
];

const samples: ReadonlyArray<AnyEventObject> = [
  ...commands,
  { type: "xstate.done.actor.load", output: emailData },
  { type: "xstate.error.actor.load", error: notFound },
];

function serializeLoader(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as LoaderContext;
  return JSON.stringify([snapshot.value, context.data !== undefined, context.error !== null]);
}

const loaderPaths = coveringPaths(loaderMachine, {
  input,
  everyState: true,
  events: () => samples,
  serializeState: serializeLoader,
});

/** The delayed transitions the state waits for, by their `xstate.after...` event types. */
function runningDelays(snapshot: AnyMachineSnapshot): ReadonlyArray<string> {
  return __unsafe_getAllOwnEventDescriptors(snapshot).filter((type) =>
    type.startsWith("xstate.after."),
  );
}

describe("loader machine: every reachable state", () => {
  const machine: AnyStateMachine = loaderMachine;
  const reachable = Object.values(
    getAdjacencyMap(machine, {
      input,
      serializeState: serializeLoader,
      events: (snapshot: AnyMachineSnapshot) => {
        const handled = new Set(__unsafe_getAllOwnEventDescriptors(snapshot));
        return [
          ...samples.filter((event) => handled.has(event.type)),
          ...runningDelays(snapshot).map((type) => ({ type })),
        ];
      },
    } as never) as unknown as Record<string, { state: AnyMachineSnapshot }>,
  ).map(({ state }) => state as SnapshotFrom<LoaderMachine>);

  it(`holds the loader's invariants (${reachable.length} states)`, () => {
    for (const snapshot of reachable) {
      const label = serializeLoader(snapshot);
      // At most one timer runs at a time: the paths above take each delay exactly.
      expect(runningDelays(snapshot).length, label).toBeLessThanOrEqual(1);
      // A navigation waits only for a request under way.
      if (snapshot.matches({ view: { waiting: { result: "awaiting" } } }))
        expect(snapshot.hasTag("fetching"), label).toBe(true);
      // Nothing is requested while fresh data is shown.
      if (snapshot.hasTag("fresh")) expect(snapshot.matches({ request: "idle" }), label).toBe(true);
      if (snapshot.hasTag("failed")) expect(snapshot.context.error, label).not.toBeNull();
      if (snapshot.hasTag("ready")) expect(snapshot.context.data, label).toEqual(emailData);
    }
  });
});

function delayOf(eventType: string): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? "";
  const delay = (loaderMachine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay !== "number") throw new Error(`No delay named ${name}`);
  return delay;
}

async function drive(h: Harness, event: AnyEventObject): Promise<void> {
  if (event.type.startsWith("xstate.after.")) {
    // Only one timer runs at a time in this machine, so it fires exactly its delay later.
    expect(runningDelays(h.actor.getSnapshot())).toEqual([event.type]);
    const before = h.actor.getSnapshot().value;
    await h.tick(delayOf(event.type) - 1);
    expect(h.actor.getSnapshot().value, "1 ms early").toEqual(before);
    await h.tick(1);
  } else if (event.type === "xstate.done.actor.load") await h.answer(event.output);
  else if (event.type === "xstate.error.actor.load") await h.fail(event.error);
  else {
    h.send(event as LoaderCommandEvent);
    await flush();
  }
}

function expectModel(h: Harness, expected: AnyMachineSnapshot, step: string): void {
  const actual: SnapshotFrom<LoaderMachine> = h.actor.getSnapshot();
  expect(actual.value, step).toEqual(expected.value);
  expect(actual.context, step).toEqual(expected.context);
  expect([...actual.tags].sort(), step).toEqual([...expected.tags].sort());
  // One request at a time, for this route, exactly while the machine says it fetches.
  expect(h.inFlight().length, `${step}: requests in flight`).toBe(
    actual.hasTag("fetching") ? 1 : 0,
  );
  for (const call of h.calls)
    expect(call.input).toEqual({ key: "email", params: { id: "42" }, validator: null });
  // The view never waits for a request nobody makes.
  if (actual.matches({ view: { waiting: { result: "awaiting" } } }))
    expect(actual.hasTag("fetching"), `${step}: awaited request in flight`).toBe(true);
  const view = loaderViewOf(actual);
  if (view.pending) expect(view.loading, `${step}: pending while loading`).toBe(true);
  if (view.fresh) expect(view.ready, `${step}: fresh data is ready`).toBe(true);
  expect(view.error !== null, `${step}: the error shows in the failed view`).toBe(view.failed);
  if (view.ready) expect(view.data).toEqual(emailData);
}

let ran = 0;

describe(`loader machine: ${loaderPaths.length} paths`, () => {
  it.each(loaderPaths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const))(
    "%s",
    async (_name, path: MachinePath) => {
      ran += 1;
      const h = startLoader({ inspect: coverage.inspect });
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
  "hover or focus starts the preload timer":
    "loader.request.idle --loader.preload [needsData]--> loader.request.intent",
  "the intent ending first cancels it":
    "loader.request.intent --loader.intentEnd--> loader.request.idle",
  "after 50 ms the data loads in the background":
    "loader.request.intent --after preloadDelay--> loader.request.fetching",
  "a navigation during a preload waits for it":
    "loader.view.idle --loader.load--> loader.view.waiting",
  "the pending view shows after 1000 ms":
    "loader.view.waiting.spinner.hidden --after pendingDelay--> loader.view.waiting.spinner.shown",
  "and stays at least 500 ms":
    "loader.view.waiting.spinner.shown --after pendingMinimum--> loader.view.waiting.spinner.shownLongEnough",
  "data before 1000 ms skips it":
    "loader.view.waiting.spinner.hidden --loader.fetched--> loader.view.waiting.spinner.skipped",
  "navigation data is cached 5 minutes":
    "loader.view.ready.fresh.cached --after cacheTime--> loader.view.ready.stale",
  "preloaded data is fresh 30 s":
    "loader.view.ready.fresh.preloaded --after preloadFreshness--> loader.view.ready.stale",
  "a failure is shown, not retried":
    "loader.view.waiting --xstate.done.state.loader.view.waiting [loadFailed]--> loader.view.failed",
  "try again": "loader.view.failed --loader.retry--> loader.view.waiting",
  "invalidation marks the data stale":
    "loader.view.ready --loader.invalidate--> loader.view.ready.stale",
};

afterAll(() => {
  console.log(coverage.report("loader"));
  if (ran < loaderPaths.length) {
    console.log("Some loader paths were filtered out: coverage is reported, not asserted.");
    return;
  }
  const known = new Set(coverage.allTransitions());
  for (const [what, key] of Object.entries(documented)) {
    expect(known.has(key), `"${what}" names no transition of the machine: ${key}`).toBe(true);
    expect(coverage.transitions.has(key), `"${what}" was never taken: ${key}`).toBe(true);
  }
  expect(coverage.missing(), "loader: not covered").toEqual({ states: [], transitions: [] });
});

// SPEC §9 timings --------------------------------------------------------------------------------

describe("loader: the pending view", () => {
  it("is not shown when the data arrives at 999 ms", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await flush();
    expect(h.view()).toMatchObject({ view: "blank", loading: true, pending: false });
    await h.advance(ROUTER_PENDING_DELAY_MS - 1);
    await h.answer();
    expect(h.view()).toMatchObject({ view: "ready", data: emailData, fresh: true });
    expect(h.tagHistory.some((tags) => tags.includes("pending"))).toBe(false);
    h.actor.stop();
  });

  it("shows at 1000 ms and stays until 1500 ms when the data arrives at 1100 ms", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.advance(ROUTER_PENDING_DELAY_MS - 1);
    expect(h.view().view).toBe("blank");
    await h.advance(1);
    expect(h.view()).toMatchObject({ view: "pending", pending: true });
    await h.advance(100);
    await h.answer();
    // The data is in, but the pending view has been up for only 100 ms.
    expect(h.view()).toMatchObject({ view: "pending", data: emailData, fetching: false });
    await h.advance(ROUTER_PENDING_MIN_MS - 100 - 1);
    expect(h.view().view).toBe("pending");
    await h.advance(1);
    expect(h.view()).toMatchObject({ view: "ready", data: emailData });
    h.actor.stop();
  });

  it("stays until the data arrives when the load takes longer than 1500 ms", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.advance(ROUTER_PENDING_DELAY_MS + ROUTER_PENDING_MIN_MS + 5_000);
    expect(h.view().view).toBe("pending");
    await h.answer();
    expect(h.view().view).toBe("ready");
    h.actor.stop();
  });

  it("holds an error the same way, then shows it", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.advance(ROUTER_PENDING_DELAY_MS + 200);
    await h.fail();
    expect(h.view()).toMatchObject({ view: "pending", error: null });
    await h.advance(ROUTER_PENDING_MIN_MS - 200);
    expect(h.view()).toMatchObject({ view: "failed", error: notFound });
    h.actor.stop();
  });
});

describe("loader: preloading", () => {
  it("is cancelled when the intent ends at 49 ms", async () => {
    const h = startLoader();
    h.send({ type: "loader.preload" });
    await h.advance(ROUTER_PRELOAD_DELAY_MS - 1);
    h.send({ type: "loader.intentEnd" });
    await h.advance(10_000);
    expect(h.calls).toHaveLength(0);
    expect(h.view().view).toBe("blank");
    h.actor.stop();
  });

  it("loads in the background after 50 ms, without a pending view", async () => {
    const h = startLoader();
    h.send({ type: "loader.preload" });
    await h.advance(ROUTER_PRELOAD_DELAY_MS - 1);
    expect(h.calls).toHaveLength(0);
    await h.advance(1);
    expect(h.calls).toHaveLength(1);
    await h.advance(ROUTER_PENDING_DELAY_MS * 3);
    expect(h.view()).toMatchObject({ view: "blank", loading: false, fetching: true });
    await h.answer();
    expect(h.view()).toMatchObject({ view: "ready", fresh: true, data: emailData });
    h.actor.stop();
  });

  it("reuses preloaded data within 30 s and loads again after", async () => {
    const h = startLoader();
    h.send({ type: "loader.preload" });
    await h.advance(ROUTER_PRELOAD_DELAY_MS);
    await h.answer();
    await h.advance(ROUTER_PRELOAD_FRESH_MS - 1);
    h.send({ type: "loader.load" });
    await flush();
    expect(h.calls).toHaveLength(1);
    expect(h.view()).toMatchObject({ view: "ready", data: emailData });
    await h.advance(1);
    expect(h.view()).toMatchObject({ view: "ready", fresh: false });
    h.send({ type: "loader.load" });
    await flush();
    expect(h.calls).toHaveLength(2);
    expect(h.view()).toMatchObject({ view: "blank", loading: true, data: emailData });
    h.actor.stop();
  });

  it("is adopted by a navigation: one request, and the pending delay counts from the navigation", async () => {
    const h = startLoader();
    h.send({ type: "loader.preload" });
    await h.advance(ROUTER_PRELOAD_DELAY_MS + 500);
    h.send({ type: "loader.load" });
    await h.advance(ROUTER_PENDING_DELAY_MS - 1);
    expect(h.calls).toHaveLength(1);
    expect(h.view().view).toBe("blank");
    await h.advance(1);
    expect(h.view().view).toBe("pending");
    h.actor.stop();
  });

  it("fails silently: the navigation loads again and shows its own failure", async () => {
    const h = startLoader();
    h.send({ type: "loader.preload" });
    await h.advance(ROUTER_PRELOAD_DELAY_MS);
    await h.fail(new TypeError("Failed to fetch"));
    expect(h.view()).toMatchObject({ view: "blank", error: null });
    h.send({ type: "loader.load" });
    await flush();
    expect(h.calls).toHaveLength(2);
    await h.fail();
    expect(h.view()).toMatchObject({ view: "failed", error: notFound });
    h.actor.stop();
  });

  it("is not made while the data is fresh", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.answer();
    h.send({ type: "loader.preload" });
    await h.advance(ROUTER_PRELOAD_DELAY_MS * 10);
    expect(h.calls).toHaveLength(1);
    h.actor.stop();
  });
});

describe("loader: the cache", () => {
  it("reuses navigation-loaded data within 5 minutes and loads again after", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.answer();
    await h.advance(ROUTER_CACHE_MS - 1);
    h.send({ type: "loader.load" });
    await flush();
    expect(h.calls).toHaveLength(1);
    expect(h.view()).toMatchObject({ view: "ready", fresh: true });
    await h.advance(1);
    h.send({ type: "loader.load" });
    await flush();
    expect(h.calls).toHaveLength(2);
    h.actor.stop();
  });

  it("loads again after an invalidation", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.answer();
    h.send({ type: "loader.invalidate" });
    expect(h.view()).toMatchObject({ view: "ready", fresh: false });
    h.send({ type: "loader.load" });
    await flush();
    expect(h.calls).toHaveLength(2);
    h.actor.stop();
  });
});

describe("loader: failures", () => {
  it("are not retried: the failed view shows the error until try again", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.fail({ ...notFound, field: "id" });
    expect(h.view()).toMatchObject({ view: "failed", error: { ...notFound, field: "id" } });
    await h.advance(10 * 60_000);
    expect(h.calls).toHaveLength(1);
    h.send({ type: "loader.retry" });
    await flush();
    expect(h.calls).toHaveLength(2);
    expect(h.view()).toMatchObject({ view: "blank", loading: true, error: null });
    await h.answer();
    expect(h.view()).toMatchObject({ view: "ready", data: emailData, error: null });
    h.actor.stop();
  });

  it("describe network errors readably", async () => {
    const h = startLoader();
    h.send({ type: "loader.load" });
    await h.fail(new TypeError("Failed to fetch"));
    expect(h.view().error).toEqual(describeDataFailure(new TypeError("Failed to fetch")));
    expect(h.view().error).toEqual({ code: "network", message: "Failed to fetch", status: 0 });
    h.actor.stop();
  });
});

describe("loader: connect", () => {
  it("turns link intent and commands into the loader's events", () => {
    const sent: Array<LoaderCommandEvent> = [];
    const send = (event: LoaderCommandEvent) => sent.push(event);
    const props = preloadLinkProps(send);
    props.onMouseEnter();
    props.onMouseLeave();
    props.onFocus();
    props.onBlur();
    const commands = loaderCommands(send);
    commands.load();
    commands.retry();
    commands.invalidate();
    expect(sent.map((event) => event.type)).toEqual([
      "loader.preload",
      "loader.intentEnd",
      "loader.preload",
      "loader.intentEnd",
      "loader.load",
      "loader.retry",
      "loader.invalidate",
    ]);
  });
});
