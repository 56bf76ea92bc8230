import { assign, fromPromise, not, or, raise, setup, stateIn } from "xstate";
import { errorOf, outputOf } from "../auth/refresh.machine";
import {
  ROUTER_CACHE_MS,
  ROUTER_PENDING_DELAY_MS,
  ROUTER_PENDING_MIN_MS,
  ROUTER_PRELOAD_DELAY_MS,
  ROUTER_PRELOAD_FRESH_MS,
} from "../constants";
import { describeDataFailure } from "../data/dataFailure";
import { afterAnswer } from "../data/revalidation";
import type {
  LoaderContext,
  LoaderEvent,
  LoaderInput,
  LoaderTag,
  LoadRequest,
} from "./loader.types";

/**
 * One route's data (SPEC §9 router), the same machine for every route: the
 * route provides its `load` actor with `.provide()` and names itself by input.
 *
 * Two regions. `request` makes the one request there is at a time: after
 * 50 ms of link intent (a preload, in the background) or at once on
 * navigation; a navigation during a preload waits for the preload's answer
 * instead of asking again. `view` is what the route shows: nothing, then the
 * pending view if the load takes longer than 1000 ms, kept at least 500 ms
 * once shown; then the data, or the error. Route-loader reads are not
 * retried: a failure shows at once, and "try again" loads again.
 *
 * Freshness is a delayed transition, so the simulated clock of the tests
 * expires it: data loaded by navigation is reused for 5 minutes, preloaded
 * data for 30 s. A preload's failure is silent; the navigation that follows
 * loads again and shows its own.
 *
 * A load after the first sends the validator of the data held (its ETag);
 * the actor may answer "not modified", which keeps the data and counts as
 * loaded (see ../data/revalidation.ts).
 */

function initialLoaderContext({ input }: { input: LoaderInput }): LoaderContext {
  return {
    key: input.key,
    params: input.params ?? {},
    data: undefined,
    validator: null,
    error: null,
  };
}

function loadRequest({ context }: { context: LoaderContext }): LoadRequest {
  return { key: context.key, params: context.params, validator: context.validator };
}

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
    input: {} as LoaderInput,
    tags: {} as LoaderTag,
  },
  actors: {
    load: fromPromise<unknown, LoadRequest>(({ input }) =>
      Promise.reject(
        new Error(`The loader of "${input.key}" has no "load" actor: provide one with .provide().`),
      ),
    ),
  },
  guards: {
    // Neither fresh data to show nor a navigation already waiting for its answer.
    needsData: not(or([stateIn("#loader.view.ready.fresh"), stateIn("#loader.view.waiting")])),
    showsFailure: stateIn("#loader.view.failed"),
    loadFailed: stateIn("#loader.view.waiting.result.failed"),
  },
  actions: {
    // A "not modified" answer keeps the data and validator held.
    assignData: assign(({ context, event }) => ({
      ...afterAnswer(context, outputOf<unknown>(event)),
      error: null,
    })),
    assignError: assign({
      error: ({ event }) => (event.type === "loader.fetchFailed" ? event.error : null),
    }),
    raiseFetched: raise({ type: "loader.fetched" }),
    raiseFetchFailed: raise(({ event }) => ({
      type: "loader.fetchFailed" as const,
      error: describeDataFailure(errorOf(event)),
    })),
  },
  delays: {
    preloadDelay: ROUTER_PRELOAD_DELAY_MS,
    pendingDelay: ROUTER_PENDING_DELAY_MS,
    pendingMinimum: ROUTER_PENDING_MIN_MS,
    cacheTime: ROUTER_CACHE_MS,
    preloadFreshness: ROUTER_PRELOAD_FRESH_MS,
  },
}).createMachine({
  id: "loader",
  context: initialLoaderContext,
  type: "parallel",
  states: {
    request: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "loader.preload": { guard: "needsData", target: "intent" },
            "loader.load": { guard: "needsData", target: "fetching" },
            "loader.retry": { guard: "showsFailure", target: "fetching" },
          },
        },
        intent: {
          after: { preloadDelay: "fetching" },
          on: {
            "loader.intentEnd": "idle",
            "loader.load": "fetching",
            "loader.retry": { guard: "showsFailure", target: "fetching" },
          },
        },
        fetching: {
          tags: ["fetching"],
          invoke: {
            id: "load",
            src: "load",
            input: loadRequest,
            onDone: { target: "idle", actions: ["assignData", "raiseFetched"] },
            onError: { target: "idle", actions: "raiseFetchFailed" },
          },
        },
      },
    },
    view: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "loader.load": "waiting",
            "loader.fetched": "ready.fresh.preloaded",
          },
        },
        waiting: {
          tags: ["loading"],
          type: "parallel",
          onDone: [{ guard: "loadFailed", target: "failed" }, { target: "ready.fresh.cached" }],
          states: {
            spinner: {
              initial: "hidden",
              states: {
                hidden: {
                  after: { pendingDelay: "shown" },
                  on: { "loader.fetched": "skipped", "loader.fetchFailed": "skipped" },
                },
                shown: { tags: ["pending"], after: { pendingMinimum: "shownLongEnough" } },
                shownLongEnough: { tags: ["pending"], type: "final" },
                skipped: { type: "final" },
              },
            },
            result: {
              initial: "awaiting",
              states: {
                awaiting: {
                  on: {
                    "loader.fetched": "fetched",
                    "loader.fetchFailed": { target: "failed", actions: "assignError" },
                  },
                },
                fetched: { type: "final" },
                failed: { type: "final" },
              },
            },
          },
        },
        ready: {
          tags: ["ready"],
          initial: "fresh",
          on: {
            "loader.fetched": ".fresh.preloaded",
            "loader.invalidate": ".stale",
          },
          states: {
            fresh: {
              tags: ["fresh"],
              initial: "cached",
              states: {
                cached: { after: { cacheTime: "#loader.view.ready.stale" } },
                preloaded: { after: { preloadFreshness: "#loader.view.ready.stale" } },
              },
            },
            stale: {
              on: { "loader.load": "#loader.view.waiting" },
            },
          },
        },
        failed: {
          tags: ["failed"],
          on: {
            "loader.load": "waiting",
            "loader.retry": "waiting",
            "loader.fetched": "ready.fresh.preloaded",
          },
        },
      },
    },
  },
});

export type LoaderMachine = typeof loaderMachine;
