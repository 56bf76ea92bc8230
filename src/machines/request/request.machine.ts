import { assign, setup } from "xstate";
import { type AuthFailure, describeAuthError } from "../../services/authErrors";
import { errorOf, notProvided, outputOf } from "../auth/refresh.machine";
import type { AccountRequest, RequestContext, RequestEvent, RequestTag } from "./request.types";

/**
 * One form's request, mutation-style: idle, then busy while the `perform`
 * actor works, then done or back to idle with the error. Each form has its
 * own actor, so an error shows where the user acted, never on another form.
 * The app provides `perform` (src/runtime/accountRequests.ts).
 */

function isAuthFailure(value: unknown): value is AuthFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    "tag" in value &&
    "code" in value &&
    "message" in value &&
    "retryable" in value
  );
}

/** The failure as the page shows it: auth failures pass through, anything else is described. */
export function failureOf(error: unknown): AuthFailure {
  return isAuthFailure(error) ? error : describeAuthError(error);
}

function requestFrom({ context }: { context: RequestContext }): AccountRequest {
  if (context.request === null) throw new Error("The request machine runs without a request.");
  return context.request;
}

export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    events: {} as RequestEvent,
    tags: {} as RequestTag,
  },
  actors: {
    perform: notProvided<unknown, AccountRequest>("perform"),
  },
  actions: {
    assignRequest: assign(({ event }) =>
      event.type === "request.submit" ? { request: event.request, error: null, output: null } : {},
    ),
    assignOutput: assign({ output: ({ event }) => outputOf<unknown>(event) }),
    assignError: assign({ error: ({ event }) => failureOf(errorOf(event)) }),
    clear: assign({ request: null, error: null, output: null }),
  },
}).createMachine({
  id: "request",
  context: { request: null, error: null, output: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "request.submit": { target: "running", actions: "assignRequest" },
        "request.reset": { actions: "clear" },
      },
    },
    running: {
      tags: ["busy"],
      invoke: {
        id: "perform",
        src: "perform",
        input: requestFrom,
        onDone: { target: "done", actions: "assignOutput" },
        onError: { target: "idle", actions: "assignError" },
      },
    },
    done: {
      tags: ["done"],
      on: {
        "request.submit": { target: "running", actions: "assignRequest" },
        "request.reset": { target: "idle", actions: "clear" },
      },
    },
  },
});

export type RequestMachine = typeof requestMachine;
