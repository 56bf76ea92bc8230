import { afterAll, describe, expect, it } from "vitest";
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type DataFailure,
  describeDataFailure,
  isDataFailure,
} from "../../src/machines/data/dataFailure";
import { mutationCommands, mutationViewOf } from "../../src/machines/mutation/mutation.connect";
import { mutationMachine } from "../../src/machines/mutation/mutation.machine";
import type {
  MutationContext,
  MutationEmitted,
  MutationEvent,
} from "../../src/machines/mutation/mutation.types";
import { CoverageRecorder, coveringPaths, describePath, type MachinePath } from "./support/model";

/**
 * The mutation machine (optimistic event, then commit or compensate):
 * model-based paths replayed against the real actor with a scripted
 * `commit` actor, checking what the store hears at every step; then the two
 * outcomes one by one.
 */

const newMember = { name: "Ada", relationship: "child" };
const added = { id: "member-1", ...newMember };
const rejected: DataFailure = {
  code: "invalid_payload",
  message: "Name is required",
  status: 400,
  field: "name",
};
const offline = new TypeError("Failed to fetch");

// A scripted `commit` actor ----------------------------------------------------------------------

interface CommitCall {
  readonly payload: unknown;
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: unknown) => void;
}

const flush = async () => {
  for (let round = 0; round < 5; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

function startMutation(inspect?: CoverageRecorder["inspect"]) {
  const calls: Array<CommitCall> = [];
  const logic = mutationMachine.provide({
    actors: {
      commit: fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ payload: input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(logic, { inspect });
  const emitted: Array<MutationEmitted> = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  const send = async (event: MutationEvent) => {
    actor.send(event);
    await flush();
  };
  const commit = async (output: unknown = added) => {
    calls.at(-1)?.resolve(output);
    await flush();
  };
  const fail = async (error: unknown = rejected) => {
    calls.at(-1)?.reject(error);
    await flush();
  };
  const view = () => mutationViewOf<typeof newMember, typeof added>(actor.getSnapshot());
  return { actor, calls, emitted, send, commit, fail, view };
}

type Harness = ReturnType<typeof startMutation>;

// Model-based paths ------------------------------------------------------------------------------

const coverage = new CoverageRecorder(mutationMachine);

const mutationPaths = coveringPaths(mutationMachine, {
  everyState: true,
  events: () => [
    { type: "mutation.submit", payload: newMember },
    { type: "mutation.reset" },
    { type: "xstate.done.actor.commit", output: added },
    { type: "xstate.error.actor.commit", error: rejected },
    { type: "xstate.error.actor.commit", error: offline },
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as MutationContext;
    return JSON.stringify([snapshot.value, context.error?.code, context.output !== null]);
  },
});

async function drive(h: Harness, event: AnyEventObject): Promise<void> {
  if (event.type === "xstate.done.actor.commit") await h.commit(event.output);
  else if (event.type === "xstate.error.actor.commit") await h.fail(event.error);
  else await h.send(event as MutationEvent);
}

/**
 * What the store must have heard once the model took `event` into `state`.
 * The graph keeps one snapshot per serialised state, so the submission
 * count is the actor's (one commit per submission), not the model's.
 */
function heard(
  event: AnyEventObject,
  state: AnyMachineSnapshot,
  submission: number,
): ReadonlyArray<MutationEmitted> {
  const { payload, output, error } = state.context as MutationContext;
  if (event.type === "mutation.submit") return [{ type: "optimistic", submission, payload }];
  if (event.type === "xstate.done.actor.commit")
    return [{ type: "committed", submission, payload, output }];
  if (event.type === "xstate.error.actor.commit" && error !== null)
    return [{ type: "compensated", submission, payload, error }];
  return [];
}

let ran = 0;

describe(`mutation machine: ${mutationPaths.length} paths`, () => {
  it.each(
    mutationPaths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const),
  )("%s", async (_name, path: MachinePath) => {
    ran += 1;
    const h = startMutation(coverage.inspect);
    const expected: Array<MutationEmitted> = [];
    try {
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) {
          await drive(h, step.event);
          expected.push(...heard(step.event, step.state, h.calls.length));
        }
        const actual = h.actor.getSnapshot();
        const label = `step ${index}: ${step.event.type}`;
        const { submission: _model, ...modelContext } = step.state.context as MutationContext;
        const { submission: _actual, ...actualContext } = actual.context;
        expect(actual.value, label).toEqual(step.state.value);
        expect(actualContext, label).toEqual(modelContext);
        expect([...actual.tags].sort(), label).toEqual([...step.state.tags].sort());
        expect(h.emitted, `${label}: what the store heard`).toEqual(expected);
        // One commit per submission, each with the payload the user submitted.
        expect(h.calls).toHaveLength(actual.context.submission);
        for (const call of h.calls) expect(call.payload).toEqual(newMember);
        const view = h.view();
        expect(view.error !== null, label).toBe(view.failed);
      }
    } finally {
      h.actor.stop();
    }
  });
});

const documented: Record<string, string> = {
  "a submit applies the change optimistically and commits it":
    "mutation.idle --mutation.submit--> mutation.committing",
  "the server confirms it": "mutation.committing --done commit--> mutation.succeeded",
  "or it is compensated, with the error kept":
    "mutation.committing --error commit--> mutation.failed",
  "the form tries again": "mutation.failed --mutation.submit--> mutation.committing",
  "or starts over": "mutation.failed --mutation.reset--> mutation.idle",
};

afterAll(() => {
  console.log(coverage.report("mutation"));
  if (ran < mutationPaths.length) {
    console.log("Some mutation paths were filtered out: coverage is reported, not asserted.");
    return;
  }
  const known = new Set(coverage.allTransitions());
  for (const [what, key] of Object.entries(documented)) {
    expect(known.has(key), `"${what}" names no transition of the machine: ${key}`).toBe(true);
    expect(coverage.transitions.has(key), `"${what}" was never taken: ${key}`).toBe(true);
  }
  expect(coverage.missing(), "mutation: not covered").toEqual({ states: [], transitions: [] });
});

// The two outcomes -------------------------------------------------------------------------------

describe("mutation: optimistic, then commit or compensate", () => {
  it("emits the optimistic change at once, then the committed one with the server's answer", async () => {
    const h = startMutation();
    await h.send({ type: "mutation.submit", payload: newMember });
    expect(h.emitted).toEqual([{ type: "optimistic", submission: 1, payload: newMember }]);
    expect(h.view()).toMatchObject({ status: "busy", busy: true, payload: newMember });
    await h.commit();
    expect(h.emitted.at(-1)).toEqual({
      type: "committed",
      submission: 1,
      payload: newMember,
      output: added,
    });
    expect(h.view()).toMatchObject({ status: "succeeded", output: added, error: null });
    h.actor.stop();
  });

  it("compensates a failure and keeps its error for the form", async () => {
    const h = startMutation();
    await h.send({ type: "mutation.submit", payload: newMember });
    await h.fail();
    expect(h.emitted).toEqual([
      { type: "optimistic", submission: 1, payload: newMember },
      { type: "compensated", submission: 1, payload: newMember, error: rejected },
    ]);
    expect(h.view()).toMatchObject({ status: "failed", error: rejected, output: null });
    expect(h.view().error?.field).toBe("name");
    // Trying again clears the error and starts a new submission.
    await h.send({ type: "mutation.submit", payload: newMember });
    expect(h.view()).toMatchObject({ status: "busy", error: null });
    expect(h.emitted.at(-1)).toEqual({ type: "optimistic", submission: 2, payload: newMember });
    h.actor.stop();
  });

  it("ignores a submit while one is under way", async () => {
    const h = startMutation();
    await h.send({ type: "mutation.submit", payload: newMember });
    await h.send({ type: "mutation.submit", payload: { name: "Grace" } });
    await h.send({ type: "mutation.reset" });
    expect(h.calls).toHaveLength(1);
    expect(h.emitted).toHaveLength(1);
    expect(h.view()).toMatchObject({ busy: true, payload: newMember });
    h.actor.stop();
  });

  it("describes a network failure as status 0", async () => {
    const h = startMutation();
    await h.send({ type: "mutation.submit", payload: newMember });
    await h.fail(offline);
    expect(h.view().error).toEqual({ code: "network", message: "Failed to fetch", status: 0 });
    await h.send({ type: "mutation.reset" });
    expect(h.view()).toMatchObject({ status: "idle", error: null, payload: null });
    h.actor.stop();
  });

  it("turns commands into the mutation's events", () => {
    const sent: Array<MutationEvent> = [];
    const commands = mutationCommands<typeof newMember>((event) => sent.push(event));
    commands.submit(newMember);
    commands.reset();
    expect(sent).toEqual([
      { type: "mutation.submit", payload: newMember },
      { type: "mutation.reset" },
    ]);
  });
});

describe("describeDataFailure", () => {
  it("copies a failure's code, message, status and field", () => {
    class ApiFailureLike extends Error {
      readonly _tag = "ApiFailure";
      constructor(
        readonly code: string,
        message: string,
        readonly status: number,
        readonly field?: string,
      ) {
        super(message);
      }
    }
    const failure = new ApiFailureLike("invalid_payload", "Name is required", 400, "name");
    expect(isDataFailure(failure)).toBe(true);
    expect(describeDataFailure(failure)).toEqual(rejected);
    expect(describeDataFailure(new ApiFailureLike("not_found", "Not Found", 404))).toEqual({
      code: "not_found",
      message: "Not Found",
      status: 404,
    });
  });

  it("calls anything else a network failure with a readable message", () => {
    expect(describeDataFailure(offline)).toEqual({
      code: "network",
      message: "Failed to fetch",
      status: 0,
    });
    expect(describeDataFailure("socket hang up")).toMatchObject({ message: "socket hang up" });
    for (const value of [undefined, null, 42, {}, new Error(""), { code: "x", message: "y" }]) {
      const failure = describeDataFailure(value);
      expect(failure.code).toBe("network");
      expect(failure.status).toBe(0);
      expect(failure.message.length).toBeGreaterThan(10);
    }
  });
});
