import { assign, emit, setup } from "xstate";
import { decideRoute, LOGIN_PATH, SIGNUP_LANDING_PATH, SIGNUP_PATH } from "./decideRoute";
import type { GuardContext, GuardEmitted, GuardEvent, GuardInput, GuardTag } from "./guard.types";

/**
 * The route guard (SPEC §2): waits while auth loads (tag `loading`: the app
 * shows the full-height spinner instead of the router), then allows the
 * location or redirects it, re-deciding whenever the location or the auth
 * status changes. A sign-out sends the browser to `/login`. A sign-up that
 * completes on `/signup` lands on the setup's welcome; arriving at `/signup`
 * already signed in goes to `/dashboard` as SPEC §2 says.
 */

function initialGuardContext({ input }: { input: GuardInput }): GuardContext {
  return { path: input.path, search: input.search, auth: input.auth, redirectTo: null };
}

function decisionOf(context: GuardContext) {
  return decideRoute(context.path, context.search, context.auth);
}

export const guardMachine = setup({
  types: {
    context: {} as GuardContext,
    events: {} as GuardEvent,
    input: {} as GuardInput,
    emitted: {} as GuardEmitted,
    tags: {} as GuardTag,
  },
  guards: {
    authLoading: ({ context }) => decisionOf(context).kind === "wait",
    mustRedirect: ({ context }) => decisionOf(context).kind === "redirect",
    authStatusChanged: ({ context, event }) =>
      event.type === "auth.changed" &&
      (event.auth.loading !== context.auth.loading ||
        event.auth.signedIn !== context.auth.signedIn),
    notOnLogin: ({ context }) => context.path !== LOGIN_PATH,
    signedUpHere: ({ context, event }) =>
      event.type === "auth.changed" &&
      context.path.replace(/\/$/, "") === SIGNUP_PATH &&
      !context.auth.loading &&
      !context.auth.signedIn &&
      !event.auth.loading &&
      event.auth.signedIn,
  },
  actions: {
    assignLocation: assign(({ event }) =>
      event.type === "location.changed" ? { path: event.path, search: event.search } : {},
    ),
    assignAuth: assign(({ event }) => (event.type === "auth.changed" ? { auth: event.auth } : {})),
    assignSignedOut: assign(({ context }) => ({
      auth: { ...context.auth, signedIn: false },
      redirectTo: LOGIN_PATH,
    })),
    assignRedirect: assign(({ context }) => {
      const decision = decisionOf(context);
      return { redirectTo: decision.kind === "redirect" ? decision.to : null };
    }),
    clearRedirect: assign({ redirectTo: null }),
    assignSignupLanding: assign({ redirectTo: SIGNUP_LANDING_PATH }),
    emitRedirect: emit(({ context }) => ({
      type: "redirect" as const,
      to: context.redirectTo ?? LOGIN_PATH,
    })),
  },
}).createMachine({
  id: "guard",
  context: initialGuardContext,
  initial: "deciding",
  on: {
    "location.changed": { target: ".deciding", actions: "assignLocation" },
    "auth.changed": [
      {
        guard: "signedUpHere",
        target: ".redirecting",
        actions: ["assignAuth", "assignSignupLanding"],
      },
      { guard: "authStatusChanged", target: ".deciding", actions: "assignAuth" },
    ],
  },
  states: {
    deciding: {
      always: [
        { guard: "authLoading", target: "loading" },
        { guard: "mustRedirect", target: "redirecting", actions: "assignRedirect" },
        { target: "allowed", actions: "clearRedirect" },
      ],
    },
    loading: {
      tags: ["loading"],
    },
    allowed: {
      tags: ["allowed"],
      on: {
        "auth.signedOut": {
          guard: "notOnLogin",
          target: "signedOutRedirect",
          actions: "assignSignedOut",
        },
      },
    },
    redirecting: {
      tags: ["redirecting"],
      entry: "emitRedirect",
      on: {
        "auth.signedOut": {
          guard: "notOnLogin",
          target: "signedOutRedirect",
          actions: "assignSignedOut",
        },
      },
    },
    // A sign-out goes to plain `/login`, whatever the page, until the location follows.
    signedOutRedirect: {
      tags: ["redirecting"],
      entry: "emitRedirect",
    },
  },
});

export type GuardMachine = typeof guardMachine;
