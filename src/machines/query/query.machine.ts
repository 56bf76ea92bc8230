import { assign, emit, fromPromise, setup } from "xstate";
import { errorOf, outputOf } from "../auth/refresh.machine";
import {
  doublingDelay,
  QUERY_DEFAULT_RETRY,
  QUERY_GC_MS,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
  QUERY_STALE_MS,
} from "../constants";
import { describeDataFailure } from "../data/dataFailure";
import { afterAnswer } from "../data/revalidation";
import type {
  FetchRequest,
  QueryContext,
  QueryEmitted,
  QueryEvent,
  QueryInput,
  QueryTag,
} from "./query.types";

/**
 * One read of the client store, as a cache entry (SPEC §9 data queries).
 *
 * The `data` region fetches through the provided `fetch` actor as soon as
 * the entry exists. A failed fetch is tried again after 1 s, 2 s, 4 s ...
 * (at most 30 s apart) up to `retry` times (3 unless the input says; 0 for
 * subscription and route-loader reads). Data is fresh for 5 minutes, then
 * stale. Data stays visible while it is fetched again (tag `fetching`
 * without `loading`); a refetch that fails keeps it and records the error.
 *
 * Refetch on window focus: `query.focus` fetches again only what is stale
 * (stale data, or a failure with no data) and only while someone reads it,
 * as TanStack Query does; fresh data and entries nobody reads ignore focus.
 * A reader that arrives at stale data or a failure also fetches again.
 *
 * The `readers` region counts readers; 5 minutes after the last one leaves
 * (or after creation, if none came) the entry is collected: it emits
 * `query.collected` and stops, interrupting any fetch.
 *
 * A refetch sends the validator of the data held (its ETag); the actor may
 * answer "not modified", which keeps the data and makes it fresh again
 * (see ../data/revalidation.ts).
 */

function initialQueryContext({ input }: { input: QueryInput }): QueryContext {
  return {
    key: input.key,
    params: input.params ?? {},
    retry: input.retry ?? QUERY_DEFAULT_RETRY,
    data: undefined,
    validator: null,
    error: null,
    failures: 0,
    readers: 0,
  };
}

function fetchRequest({ context }: { context: QueryContext }): FetchRequest {
  return { key: context.key, params: context.params, validator: context.validator };
}

export const queryMachine = setup({
  types: {
    context: {} as QueryContext,
    events: {} as QueryEvent,
    input: {} as QueryInput,
    emitted: {} as QueryEmitted,
    tags: {} as QueryTag,
  },
  actors: {
    fetch: fromPromise<unknown, FetchRequest>(({ input }) =>
      Promise.reject(
        new Error(`The query "${input.key}" has no "fetch" actor: provide one with .provide().`),
      ),
    ),
  },
  guards: {
    mayRetry: ({ context }) => context.failures < context.retry,
    isObserved: ({ context }) => context.readers > 0,
    lastReader: ({ context }) => context.readers <= 1,
  },
  actions: {
    resetFailures: assign({ failures: 0 }),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    // A "not modified" answer keeps the data and validator held.
    assignData: assign(({ context, event }) => ({
      ...afterAnswer(context, outputOf<unknown>(event)),
      error: null,
      failures: 0,
    })),
    assignError: assign({
      error: ({ event }) => describeDataFailure(errorOf(event)),
      failures: ({ context }) => context.failures + 1,
    }),
    addReader: assign({ readers: ({ context }) => context.readers + 1 }),
    removeReader: assign({ readers: ({ context }) => Math.max(0, context.readers - 1) }),
    emitCollected: emit(({ context }) => ({ type: "query.collected" as const, key: context.key })),
  },
  delays: {
    retryDelay: ({ context }) =>
      doublingDelay(QUERY_RETRY_BASE_MS, context.failures, QUERY_RETRY_MAX_MS),
    staleTime: QUERY_STALE_MS,
    gcTime: QUERY_GC_MS,
  },
}).createMachine({
  id: "query",
  context: initialQueryContext,
  initial: "active",
  states: {
    active: {
      type: "parallel",
      states: {
        data: {
          initial: "loading",
          states: {
            loading: {
              tags: ["loading", "fetching"],
              entry: "resetFailures",
              initial: "attempt",
              states: {
                attempt: {
                  invoke: {
                    id: "fetch",
                    src: "fetch",
                    input: fetchRequest,
                    onDone: { target: "#query.active.data.success", actions: "assignData" },
                    onError: [
                      { guard: "mayRetry", target: "backoff", actions: "countFailure" },
                      { target: "#query.active.data.failed", actions: "assignError" },
                    ],
                  },
                },
                backoff: { after: { retryDelay: "attempt" } },
              },
            },
            success: {
              tags: ["success"],
              initial: "fresh",
              states: {
                fresh: {
                  after: { staleTime: "stale" },
                  on: {
                    "query.refetch": "refetching",
                    "query.invalidate": [
                      { guard: "isObserved", target: "refetching" },
                      { target: "stale" },
                    ],
                  },
                },
                stale: {
                  tags: ["stale"],
                  on: {
                    "query.refetch": "refetching",
                    "query.subscribe": "refetching",
                    "query.focus": { guard: "isObserved", target: "refetching" },
                    "query.invalidate": { guard: "isObserved", target: "refetching" },
                  },
                },
                refetching: {
                  tags: ["fetching"],
                  entry: "resetFailures",
                  initial: "attempt",
                  states: {
                    attempt: {
                      invoke: {
                        id: "fetch",
                        src: "fetch",
                        input: fetchRequest,
                        onDone: {
                          target: "#query.active.data.success.fresh",
                          actions: "assignData",
                        },
                        onError: [
                          { guard: "mayRetry", target: "backoff", actions: "countFailure" },
                          { target: "#query.active.data.success.stale", actions: "assignError" },
                        ],
                      },
                    },
                    backoff: { after: { retryDelay: "attempt" } },
                  },
                },
              },
            },
            failed: {
              tags: ["failed"],
              on: {
                "query.refetch": "loading",
                "query.subscribe": "loading",
                "query.focus": { guard: "isObserved", target: "loading" },
                "query.invalidate": { guard: "isObserved", target: "loading" },
              },
            },
          },
        },
        readers: {
          initial: "unobserved",
          states: {
            unobserved: {
              after: { gcTime: { target: "#query.collected", actions: "emitCollected" } },
              on: { "query.subscribe": { target: "observed", actions: "addReader" } },
            },
            observed: {
              tags: ["observed"],
              on: {
                "query.subscribe": { actions: "addReader" },
                "query.unsubscribe": [
                  { guard: "lastReader", target: "unobserved", actions: "removeReader" },
                  { actions: "removeReader" },
                ],
              },
            },
          },
        },
      },
    },
    collected: { tags: ["collected"], type: "final" },
  },
});

export type QueryMachine = typeof queryMachine;
