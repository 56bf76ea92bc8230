import { assign, setup } from "xstate";
import type { AuthFailure } from "../../services/authErrors";
import type { CredentialsEvent } from "../auth/auth.types";
import { errorOf, notProvided } from "../auth/refresh.machine";
import { failureOf } from "../request/request.machine";
import type { CallbackContext, CallbackInput, CallbackTag } from "./callback.types";

/**
 * An auth link landing on the app: shows the error it carries, or hands its
 * credentials (PKCE code, fragment tokens, token hash) to the auth machine
 * through the `forward` actor and waits for the outcome. The page then goes
 * on to the dashboard, or to the password form after a recovery link.
 */

function linkError(message: string): AuthFailure {
  return {
    tag: "AuthApiError",
    status: 400,
    code: "link_error",
    message,
    reasons: [],
    retryable: false,
  };
}

function credentialsOf({ context }: { context: CallbackContext }): CredentialsEvent {
  if (context.link.kind !== "credentials") throw new Error("The link carries no credentials.");
  return context.link.event;
}

export const callbackMachine = setup({
  types: {
    context: {} as CallbackContext,
    input: {} as CallbackInput,
    tags: {} as CallbackTag,
  },
  actors: {
    forward: notProvided<void, CredentialsEvent>("forward"),
  },
  guards: {
    linkHasError: ({ context }) => context.link.kind === "error",
    alreadySignedIn: ({ context }) => context.signedIn,
    linkHasCredentials: ({ context }) => context.link.kind === "credentials",
  },
  actions: {
    assignLinkError: assign({
      error: ({ context }) => linkError(context.link.kind === "error" ? context.link.message : ""),
    }),
    assignError: assign({ error: ({ event }) => failureOf(errorOf(event)) }),
  },
}).createMachine({
  id: "callback",
  context: ({ input }) => ({ ...input, error: null }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "linkHasError", target: "failed", actions: "assignLinkError" },
        { guard: "alreadySignedIn", target: "done" },
        { guard: "linkHasCredentials", target: "forwarding" },
        { target: "none" },
      ],
    },
    none: { tags: ["none"] },
    forwarding: {
      tags: ["busy"],
      invoke: {
        id: "forward",
        src: "forward",
        input: credentialsOf,
        onDone: { target: "done" },
        onError: { target: "failed", actions: "assignError" },
      },
    },
    done: { tags: ["done"] },
    failed: { tags: ["failed"] },
  },
});

export type CallbackMachine = typeof callbackMachine;
