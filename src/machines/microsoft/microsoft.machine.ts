import { assign, setup } from "xstate";
import type { AuthFailure } from "../../services/authErrors";
import type { MicrosoftConfig, MicrosoftCredentials } from "../../services/Microsoft";
import { errorOf, notProvided, outputOf } from "../auth/refresh.machine";
import { failureOf } from "../request/request.machine";
import type {
  MicrosoftContext,
  MicrosoftEvent,
  MicrosoftInput,
  MicrosoftTag,
} from "./microsoft.types";

/**
 * Sign-in with Microsoft through MSAL's redirect flow. On the login page the
 * button starts the redirect; on `/callback/microsoft` the answer is read and
 * its id_token handed to the auth machine (`signIn.idToken`, provider azure).
 */

function noAnswer(): AuthFailure {
  return {
    tag: "AuthApiError",
    status: 0,
    code: "microsoft_no_answer",
    message: "Microsoft sent no sign-in answer to this page.",
    reasons: [],
    retryable: false,
  };
}

function configFrom({ context }: { context: MicrosoftContext }): MicrosoftConfig {
  return context.config;
}

function credentialsFrom({ context }: { context: MicrosoftContext }): MicrosoftCredentials {
  if (context.credentials === null)
    throw new Error("There is no Microsoft answer to sign in with.");
  return context.credentials;
}

export const microsoftMachine = setup({
  types: {
    context: {} as MicrosoftContext,
    input: {} as MicrosoftInput,
    events: {} as MicrosoftEvent,
    tags: {} as MicrosoftTag,
  },
  actors: {
    startRedirect: notProvided<void, MicrosoftConfig>("startRedirect"),
    completeRedirect: notProvided<MicrosoftCredentials | null, MicrosoftConfig>("completeRedirect"),
    signIn: notProvided<void, MicrosoftCredentials>("signIn"),
  },
  guards: {
    completing: ({ context }) => context.mode === "complete",
    answered: ({ event }) => outputOf<MicrosoftCredentials | null>(event) !== null,
  },
  actions: {
    assignCredentials: assign({
      credentials: ({ event }) => outputOf<MicrosoftCredentials | null>(event),
    }),
    assignError: assign({ error: ({ event }) => failureOf(errorOf(event)) }),
    assignNoAnswer: assign({ error: noAnswer }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: "microsoft",
  context: ({ input }) => ({ ...input, credentials: null, error: null }),
  initial: "choosing",
  states: {
    choosing: {
      always: [{ guard: "completing", target: "completing" }, { target: "idle" }],
    },
    idle: {
      on: { "microsoft.start": "redirecting" },
    },
    redirecting: {
      tags: ["busy"],
      entry: "clearError",
      invoke: {
        id: "startRedirect",
        src: "startRedirect",
        input: configFrom,
        // The browser is leaving for Microsoft: stay busy until it has.
        onDone: { target: "leaving" },
        onError: { target: "idle", actions: "assignError" },
      },
    },
    leaving: { tags: ["busy"] },
    completing: {
      tags: ["busy"],
      invoke: {
        id: "completeRedirect",
        src: "completeRedirect",
        input: configFrom,
        onDone: [
          { guard: "answered", target: "signingIn", actions: "assignCredentials" },
          { target: "failed", actions: "assignNoAnswer" },
        ],
        onError: { target: "failed", actions: "assignError" },
      },
    },
    signingIn: {
      tags: ["busy"],
      invoke: {
        id: "signIn",
        src: "signIn",
        input: credentialsFrom,
        onDone: { target: "done" },
        onError: { target: "failed", actions: "assignError" },
      },
    },
    done: { tags: ["done"] },
    failed: { tags: ["failed"] },
  },
});

export type MicrosoftMachine = typeof microsoftMachine;
