import { type AnyEventObject, assign, fromPromise, setup } from "xstate";
import { describeAuthError } from "../../services/authErrors";
import type { Session } from "../../services/authSchema";
import { AUTH_REFRESH_BUDGET_MS, AUTH_REFRESH_RETRY_BASE_MS, doublingDelay } from "../constants";
import type { RefreshContext, RefreshInput, RefreshOutput } from "./auth.types";

/**
 * One token refresh, retried on retryable failures (network, 502/503/504)
 * after 200 ms, 400 ms, 800 ms ... for as long as the next attempt would start
 * within 30 s of the first (SPEC §8, §9). The auth machine invokes it both
 * while recovering a stored session and on the tick; its output is the new
 * session or the last failure.
 */

export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(
      new Error(`The "${name}" actor needs the Auth service: provide it with provideAuth().`),
    ),
  );
}

export function errorOf(event: AnyEventObject): unknown {
  return "error" in event ? event.error : undefined;
}

export function outputOf<T>(event: AnyEventObject): T {
  return (event as AnyEventObject & { output: T }).output;
}

function initialRefreshContext({ input }: { input: RefreshInput }): RefreshContext {
  return {
    refreshToken: input.refreshToken,
    startedAt: Date.now(),
    failures: 0,
    session: null,
    error: null,
  };
}

function requestInput({ context }: { context: RefreshContext }): RefreshInput {
  return { refreshToken: context.refreshToken };
}

function refreshOutput({ context }: { context: RefreshContext }): RefreshOutput {
  if (context.session !== null) return { session: context.session };
  return {
    error: context.error ?? describeAuthError(new Error("The refresh ended without an answer.")),
  };
}

export const refreshMachine = setup({
  types: {
    context: {} as RefreshContext,
    input: {} as RefreshInput,
    output: {} as RefreshOutput,
  },
  actors: {
    requestRefresh: notProvided<Session, RefreshInput>("requestRefresh"),
  },
  guards: {
    mayRetry: ({ context, event }) =>
      describeAuthError(errorOf(event)).retryable &&
      Date.now() +
        doublingDelay(AUTH_REFRESH_RETRY_BASE_MS, context.failures + 1) -
        context.startedAt <
        AUTH_REFRESH_BUDGET_MS,
  },
  actions: {
    recordFailure: assign({
      failures: ({ context }) => context.failures + 1,
      error: ({ event }) => describeAuthError(errorOf(event)),
    }),
    recordSession: assign({ session: ({ event }) => outputOf<Session>(event) }),
  },
  delays: {
    refreshBackoff: ({ context }) => doublingDelay(AUTH_REFRESH_RETRY_BASE_MS, context.failures),
  },
}).createMachine({
  id: "tokenRefresh",
  context: initialRefreshContext,
  initial: "requesting",
  states: {
    requesting: {
      invoke: {
        id: "requestRefresh",
        src: "requestRefresh",
        input: requestInput,
        onDone: { target: "refreshed", actions: "recordSession" },
        onError: [
          { guard: "mayRetry", target: "waiting", actions: "recordFailure" },
          { target: "failed", actions: "recordFailure" },
        ],
      },
    },
    waiting: {
      after: { refreshBackoff: "requesting" },
    },
    refreshed: { type: "final" },
    failed: { type: "final" },
  },
  output: refreshOutput,
});
