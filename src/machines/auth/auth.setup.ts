import { assign, emit, sendTo, setup } from "xstate";
import { describeAuthError } from "../../services/authErrors";
import type { Session, User } from "../../services/authSchema";
import { AUTH_TICK_MS } from "../constants";
import { pageVisibility, sessionSync } from "./auth.actors";
import type {
  AccountEvent,
  AccountInput,
  AuthContext,
  AuthEmitted,
  AuthEvent,
  AuthenticateOutput,
  AuthTag,
  CredentialsEvent,
  MfaVerifyEvent,
  MfaVerifyInput,
  RefreshInput,
  RefreshOutput,
  SignOutInput,
} from "./auth.types";
import { errorOf, notProvided, outputOf, refreshMachine } from "./refresh.machine";
import { aalOf, needsMfa, needsRefresh, sameTokens } from "./session";

/**
 * The auth machine's implementations, each named so the config in
 * `auth.machine.ts` refers to it by string and `.provide()` can swap it.
 * The Auth-backed actors are placeholders here; `provideAuth(layer)` gives
 * the real ones.
 */

export function initialAuthContext(): AuthContext {
  return {
    session: null,
    aal: null,
    visible: true,
    error: null,
    confirmationSent: false,
    passwordRecovery: false,
  };
}

function currentSession(context: AuthContext): Session {
  if (context.session === null) throw new Error("The auth machine has no session in this state.");
  return context.session;
}

interface Args {
  readonly context: AuthContext;
  readonly event: AuthEvent;
}

// Invoke inputs, named so the config holds no closures.

export function credentialsFromEvent({ event }: Args): CredentialsEvent {
  return event as CredentialsEvent;
}

export function refreshInputFromContext({ context }: Args): RefreshInput {
  return { refreshToken: currentSession(context).refresh_token };
}

export function accountInputFromEvent({ context, event }: Args): AccountInput {
  return { request: event as AccountEvent, session: currentSession(context) };
}

export function mfaInputFromEvent({ context, event }: Args): MfaVerifyInput {
  return { request: event as MfaVerifyEvent, session: currentSession(context) };
}

export function signOutInputFromEvent({ context, event }: Args): SignOutInput {
  // "local" ends this browser's session (all its tabs), not the user's other devices.
  const scope = event.type === "signOut" ? (event.scope ?? "local") : "local";
  return { accessToken: currentSession(context).access_token, scope };
}

function storedSessionOf(event: AuthEvent): Session | null {
  return event.type === "storage.changed" || event.type === "session.recovered"
    ? event.session
    : null;
}

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthEmitted,
    tags: {} as AuthTag,
  },
  actors: {
    sessionSync,
    pageVisibility,
    authenticate: notProvided<AuthenticateOutput, CredentialsEvent>("authenticate"),
    account: notProvided<User, AccountInput>("account"),
    verifyMfa: notProvided<Session, MfaVerifyInput>("verifyMfa"),
    signOut: notProvided<void, SignOutInput>("signOut"),
    refresh: refreshMachine,
  },
  guards: {
    recoveredNothing: ({ event }) => storedSessionOf(event) === null,
    recoveredNeedsRefresh: ({ event }) => {
      const session = storedSessionOf(event);
      return session !== null && needsRefresh(session, Date.now());
    },
    sessionNeedsRefresh: ({ context }) =>
      context.session !== null && needsRefresh(context.session, Date.now()),
    needsMfa: ({ context }) => context.session !== null && needsMfa(context.session, context.aal),
    isHidden: ({ context }) => !context.visible,
    becameVisible: ({ event }) => event.type === "visibility.changed" && event.visible,
    refreshSucceeded: ({ event }) => outputOf<RefreshOutput>(event).session !== undefined,
    refreshFailedRetryably: ({ event }) => outputOf<RefreshOutput>(event).error?.retryable === true,
    responseIsRecovery: ({ event }) => {
      const response = outputOf<AuthenticateOutput>(event);
      return response.session !== null && response.redirectType === "recovery";
    },
    responseHasSession: ({ event }) => outputOf<AuthenticateOutput>(event).session !== null,
    errorIsSessionMissing: ({ event }) =>
      describeAuthError(errorOf(event)).tag === "AuthSessionMissing",
    storageDroppedOurSession: ({ context, event }) =>
      context.session !== null && storedSessionOf(event) === null,
    storageHasAnotherUser: ({ context, event }) => {
      const stored = storedSessionOf(event);
      return stored !== null && stored.user.id !== context.session?.user.id;
    },
    storageHasNewerTokens: ({ context, event }) => {
      const stored = storedSessionOf(event);
      return stored !== null && !sameTokens(stored, context.session);
    },
  },
  actions: {
    assignVisibility: assign({
      visible: ({ context, event }) =>
        event.type === "visibility.changed" ? event.visible : context.visible,
    }),
    assignStoredSession: assign(({ context, event }) => {
      const session = storedSessionOf(event);
      const sameUser = session !== null && session.user.id === context.session?.user.id;
      const fallback = sameUser ? (context.aal ?? "aal1") : "aal1";
      return { session, aal: session === null ? null : aalOf(session, fallback) };
    }),
    assignRefreshedSession: assign(({ context, event }) => {
      const session = outputOf<RefreshOutput>(event).session ?? currentSession(context);
      return { session, aal: aalOf(session, context.aal ?? "aal1"), error: null };
    }),
    assignRefreshFailure: assign({
      error: ({ event }) => outputOf<RefreshOutput>(event).error ?? null,
    }),
    assignAuthenticated: assign(({ event }) => {
      const response = outputOf<AuthenticateOutput>(event);
      return {
        session: response.session,
        aal: response.session === null ? null : aalOf(response.session, "aal1"),
        passwordRecovery: response.redirectType === "recovery",
        confirmationSent: false,
        error: null,
      };
    }),
    assignConfirmationSent: assign({ confirmationSent: true }),
    assignVerifiedSession: assign(({ event }) => {
      const session = outputOf<Session>(event);
      return { session, aal: aalOf(session, "aal2"), error: null };
    }),
    assignAccountUser: assign(({ context, event }) => ({
      session: { ...currentSession(context), user: outputOf<User>(event) },
      passwordRecovery: false,
      error: null,
    })),
    assignError: assign({ error: ({ event }) => describeAuthError(errorOf(event)) }),
    clearError: assign({ error: null, confirmationSent: false }),
    forgetSession: assign({ session: null, aal: null, passwordRecovery: false }),
    persistSession: sendTo("sessionSync", ({ context }) => ({
      type: "session.persist" as const,
      session: currentSession(context),
    })),
    clearStoredSession: sendTo("sessionSync", { type: "session.clear" as const }),
    emitSignedIn: emit(({ context }) => ({
      type: "SIGNED_IN" as const,
      session: currentSession(context),
    })),
    emitTokenRefreshed: emit(({ context }) => ({
      type: "TOKEN_REFRESHED" as const,
      session: currentSession(context),
    })),
    emitSignedOut: emit({ type: "SIGNED_OUT" as const }),
    emitMfaVerified: emit(({ context }) => ({
      type: "MFA_CHALLENGE_VERIFIED" as const,
      session: currentSession(context),
    })),
    emitUserUpdated: emit(({ context }) => ({
      type: "USER_UPDATED" as const,
      session: currentSession(context),
    })),
    emitPasswordRecovery: emit(({ context }) => ({
      type: "PASSWORD_RECOVERY" as const,
      session: currentSession(context),
    })),
  },
  delays: {
    authTick: AUTH_TICK_MS,
  },
});
