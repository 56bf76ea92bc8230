import type { Layer } from "effect";
import type { Auth } from "../../services/Auth";
import { authActors } from "./auth.actors";
import {
  accountInputFromEvent,
  authSetup,
  credentialsFromEvent,
  initialAuthContext,
  mfaInputFromEvent,
  refreshInputFromContext,
  signOutInputFromEvent,
} from "./auth.setup";

/**
 * The auth lifecycle (SPEC §4, §8, §9; DESIGN.md "The browser app"): recover
 * the stored session, refresh it when it expires within the margin (with
 * retries, in the `refresh` child), tick every 30 s while the page is
 * visible, ask for the second factor when the user has one, sign out
 * clearing the local session whatever the server says, and follow what
 * other tabs do through local storage. Listeners get the SPEC's auth events
 * through `emit`; components ask tags (see auth.connect.ts).
 */

const dropSession = ["forgetSession", "clearStoredSession", "emitSignedOut"] as const;

export const authMachine = authSetup.createMachine({
  id: "auth",
  context: initialAuthContext,
  invoke: [
    { id: "sessionSync", src: "sessionSync" },
    { id: "pageVisibility", src: "pageVisibility" },
  ],
  on: {
    "visibility.changed": { actions: "assignVisibility" },
    // Another tab signed out, signed in (maybe as someone else) or refreshed.
    "storage.changed": [
      {
        guard: "storageDroppedOurSession",
        target: ".signedOut",
        actions: ["forgetSession", "emitSignedOut"],
      },
      {
        guard: "storageHasAnotherUser",
        target: ".acquired",
        actions: ["assignStoredSession", "emitSignedIn"],
      },
      {
        guard: "storageHasNewerTokens",
        target: ".acquired",
        actions: ["assignStoredSession", "emitTokenRefreshed"],
      },
    ],
    "error.dismiss": { actions: "clearError" },
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      initial: "recovering",
      states: {
        recovering: {
          on: {
            "session.recovered": [
              { guard: "recoveredNothing", target: "#auth.signedOut" },
              {
                guard: "recoveredNeedsRefresh",
                target: "refreshing",
                actions: "assignStoredSession",
              },
              { target: "#auth.acquired", actions: ["assignStoredSession", "emitSignedIn"] },
            ],
          },
        },
        refreshing: {
          tags: ["refreshing"],
          invoke: {
            id: "refresh",
            src: "refresh",
            input: refreshInputFromContext,
            onDone: [
              {
                guard: "refreshSucceeded",
                target: "#auth.acquired",
                actions: ["assignRefreshedSession", "persistSession", "emitTokenRefreshed"],
              },
              // Unreachable after every retry: keep the session; the next tick tries again.
              {
                guard: "refreshFailedRetryably",
                target: "#auth.acquired",
                actions: "assignRefreshFailure",
              },
              { target: "#auth.signedOut", actions: ["assignRefreshFailure", ...dropSession] },
            ],
          },
        },
      },
    },
    // Holding a session: signed in, unless the user's second factor is still due.
    acquired: {
      always: [{ guard: "needsMfa", target: "mfaRequired" }, { target: "signedIn" }],
    },
    signedOut: {
      tags: ["signedOut"],
      on: {
        "signIn.password": "authenticating",
        "signIn.idToken": "authenticating",
        signUp: "authenticating",
        "callback.code": "authenticating",
        "callback.tokens": "authenticating",
        "callback.verify": "authenticating",
      },
    },
    authenticating: {
      tags: ["signedOut", "busy"],
      entry: "clearError",
      invoke: {
        id: "authenticate",
        src: "authenticate",
        input: credentialsFromEvent,
        onDone: [
          {
            guard: "responseIsRecovery",
            target: "acquired",
            actions: ["assignAuthenticated", "persistSession", "emitPasswordRecovery"],
          },
          {
            guard: "responseHasSession",
            target: "acquired",
            actions: ["assignAuthenticated", "persistSession", "emitSignedIn"],
          },
          // Signed up, but the account must be confirmed by e-mail first.
          { target: "signedOut", actions: "assignConfirmationSent" },
        ],
        onError: { target: "signedOut", actions: "assignError" },
      },
    },
    mfaRequired: {
      tags: ["mfaRequired"],
      initial: "challenge",
      on: { signOut: "signingOut" },
      states: {
        challenge: {
          on: { "mfa.verify": "verifying" },
        },
        verifying: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "verifyMfa",
            src: "verifyMfa",
            input: mfaInputFromEvent,
            onDone: {
              target: "#auth.signedIn",
              actions: ["assignVerifiedSession", "persistSession", "emitMfaVerified"],
            },
            onError: [
              { guard: "errorIsSessionMissing", target: "#auth.signedOut", actions: dropSession },
              { target: "challenge", actions: "assignError" },
            ],
          },
        },
      },
    },
    signedIn: {
      tags: ["signedIn"],
      initial: "idle",
      on: { signOut: "signingOut" },
      states: {
        idle: {
          always: { guard: "isHidden", target: "hidden" },
          after: { authTick: "checking" },
          on: {
            "token.refresh": "refreshing",
            "user.update": "updating",
            "user.reload": "updating",
            "mfa.verify": "verifying",
          },
        },
        // No tick while the page is hidden; back in view, the session is checked at once.
        hidden: {
          on: {
            "visibility.changed": {
              guard: "becameVisible",
              target: "checking",
              actions: "assignVisibility",
            },
            "token.refresh": "refreshing",
            "user.update": "updating",
            "user.reload": "updating",
            "mfa.verify": "verifying",
          },
        },
        checking: {
          always: [{ guard: "sessionNeedsRefresh", target: "refreshing" }, { target: "idle" }],
        },
        refreshing: {
          tags: ["refreshing"],
          invoke: {
            id: "refresh",
            src: "refresh",
            input: refreshInputFromContext,
            onDone: [
              {
                guard: "refreshSucceeded",
                target: "idle",
                actions: ["assignRefreshedSession", "persistSession", "emitTokenRefreshed"],
              },
              { guard: "refreshFailedRetryably", target: "idle", actions: "assignRefreshFailure" },
              { target: "#auth.signedOut", actions: ["assignRefreshFailure", ...dropSession] },
            ],
          },
        },
        updating: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "account",
            src: "account",
            input: accountInputFromEvent,
            onDone: {
              target: "idle",
              actions: ["assignAccountUser", "persistSession", "emitUserUpdated"],
            },
            onError: [
              { guard: "errorIsSessionMissing", target: "#auth.signedOut", actions: dropSession },
              { target: "idle", actions: "assignError" },
            ],
          },
        },
        // A factor just enrolled: its first code verifies it and raises the session to aal2.
        verifying: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "verifyMfa",
            src: "verifyMfa",
            input: mfaInputFromEvent,
            onDone: {
              target: "idle",
              actions: ["assignVerifiedSession", "persistSession", "emitMfaVerified"],
            },
            onError: [
              { guard: "errorIsSessionMissing", target: "#auth.signedOut", actions: dropSession },
              { target: "idle", actions: "assignError" },
            ],
          },
        },
      },
    },
    // The local session is cleared whatever the server answers (SPEC §8).
    signingOut: {
      tags: ["busy", "signingOut"],
      invoke: {
        id: "signOut",
        src: "signOut",
        input: signOutInputFromEvent,
        onDone: { target: "signedOut", actions: dropSession },
        onError: { target: "signedOut", actions: dropSession },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;

/** The auth machine with its Auth-backed actors (the app passes `Auth.layer(config)`). */
export function provideAuth(layer: Layer.Layer<Auth>) {
  return authMachine.provide({ actors: authActors(layer) });
}
