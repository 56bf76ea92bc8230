import { assign, emit, fromPromise, setup } from "xstate";
import { errorOf, outputOf } from "../auth/refresh.machine";
import { describeDataFailure } from "../data/dataFailure";
import type {
  MutationContext,
  MutationEmitted,
  MutationEvent,
  MutationTag,
} from "./mutation.types";

/**
 * One form's write (SPEC §9, DESIGN "optimistic event, commit or
 * compensate"). A submit emits `optimistic` at once, so the store appends a
 * tentative domain event, then the provided `commit` actor calls the server:
 * its answer is emitted as `committed`, its failure as `compensated` (the
 * store appends the event that undoes the tentative one) and kept in
 * context. Each form has its own actor, so an error shows where the user
 * acted. A submit while one is under way is ignored.
 */

function payloadOf({ context }: { context: MutationContext }): unknown {
  return context.payload;
}

export const mutationMachine = setup({
  types: {
    context: {} as MutationContext,
    events: {} as MutationEvent,
    emitted: {} as MutationEmitted,
    tags: {} as MutationTag,
  },
  actors: {
    commit: fromPromise<unknown, unknown>(() =>
      Promise.reject(new Error('The mutation has no "commit" actor: provide one with .provide().')),
    ),
  },
  actions: {
    assignSubmission: assign(({ context, event }) =>
      event.type === "mutation.submit"
        ? { submission: context.submission + 1, payload: event.payload, output: null, error: null }
        : {},
    ),
    applyOptimistic: emit(({ context }) => ({
      type: "optimistic" as const,
      submission: context.submission,
      payload: context.payload,
    })),
    assignOutput: assign({ output: ({ event }) => outputOf<unknown>(event) }),
    emitCommitted: emit(({ context }) => ({
      type: "committed" as const,
      submission: context.submission,
      payload: context.payload,
      output: context.output,
    })),
    assignError: assign({ error: ({ event }) => describeDataFailure(errorOf(event)) }),
    emitCompensated: emit(({ context, event }) => ({
      type: "compensated" as const,
      submission: context.submission,
      payload: context.payload,
      error: context.error ?? describeDataFailure(errorOf(event)),
    })),
    clear: assign({ payload: null, output: null, error: null }),
  },
}).createMachine({
  id: "mutation",
  context: { submission: 0, payload: null, output: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "mutation.submit": {
          target: "committing",
          actions: ["assignSubmission", "applyOptimistic"],
        },
      },
    },
    committing: {
      tags: ["busy"],
      invoke: {
        id: "commit",
        src: "commit",
        input: payloadOf,
        onDone: { target: "succeeded", actions: ["assignOutput", "emitCommitted"] },
        onError: { target: "failed", actions: ["assignError", "emitCompensated"] },
      },
    },
    succeeded: {
      tags: ["succeeded"],
      on: {
        "mutation.submit": {
          target: "committing",
          actions: ["assignSubmission", "applyOptimistic"],
        },
        "mutation.reset": { target: "idle", actions: "clear" },
      },
    },
    failed: {
      tags: ["failed"],
      on: {
        "mutation.submit": {
          target: "committing",
          actions: ["assignSubmission", "applyOptimistic"],
        },
        "mutation.reset": { target: "idle", actions: "clear" },
      },
    },
  },
});

export type MutationMachine = typeof mutationMachine;
