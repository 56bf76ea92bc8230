import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { AuthContext, CredentialsEvent } from "../../../src/machines/auth/auth.types";
import {
  AuthApiError,
  type AuthError,
  AuthRetryableError,
  AuthSessionMissing,
  describeAuthError,
} from "../../../src/services/authErrors";
import type { AuthResponse, Session } from "../../../src/services/authSchema";
import { makeSession, makeUser, verifiedTotp } from "./fixtures";

/**
 * The auth machine's sample world: sessions, errors and answers, and the
 * events that can happen in each state. The model-based tests and the
 * generated path tests (tests/paths) walk the machine's graph with them.
 */

export const userWithFactor = makeUser({ factors: [verifiedTotp] });
export const sessions = {
  fresh: makeSession({ tag: "fresh" }),
  expiring: makeSession({ tag: "expiring", expiresIn: 60 }),
  mfa: makeSession({ tag: "mfa", user: userWithFactor }),
  aal2: makeSession({ tag: "aal2", aal: "aal2", user: userWithFactor }),
  refreshed: makeSession({ tag: "refreshed" }),
  otherTab: makeSession({ tag: "other-tab" }),
  otherUser: makeSession({
    tag: "other-user",
    user: makeUser({ id: "user-2", email: "grace@example.com" }),
  }),
  fromLink: makeSession({ tag: "from-link" }),
};

export const errors = {
  retryable: new AuthRetryableError({ status: 503, message: "Service Unavailable" }),
  rejected: new AuthApiError({
    status: 400,
    code: "refresh_token_not_found",
    message: "Invalid Refresh Token",
  }),
  credentials: new AuthApiError({
    status: 400,
    code: "invalid_credentials",
    message: "Invalid login credentials",
  }),
  wrongCode: new AuthApiError({
    status: 422,
    code: "mfa_verification_failed",
    message: "Invalid TOTP code entered",
  }),
  samePassword: new AuthApiError({
    status: 422,
    code: "same_password",
    message: "New password should be different",
  }),
  unauthorized: new AuthApiError({
    status: 401,
    code: "no_authorization",
    message: "No authorization",
  }),
  sessionMissing: new AuthSessionMissing({ status: 403, message: "Auth session missing!" }),
};

export const response = (session: Session | null, recovery = false): AuthResponse => ({
  session,
  user: session?.user ?? makeUser(),
  redirectType: recovery ? "recovery" : null,
  weakPassword: null,
});

export const credentialEvents: ReadonlyArray<CredentialsEvent> = [
  { type: "signIn.password", email: "ada.lovelace@example.com", password: "Secret-123" },
  { type: "signIn.idToken", provider: "google", token: "google-id-token", nonce: "nonce-1" },
  { type: "signUp", email: "ada.lovelace@example.com", password: "Secret-123" },
  { type: "callback.code", code: "code-1", codeVerifier: "verifier-1" },
  {
    type: "callback.tokens",
    accessToken: sessions.fromLink.access_token,
    refreshToken: sessions.fromLink.refresh_token,
    expiresIn: sessions.fromLink.expires_in,
    expiresAt: sessions.fromLink.expires_at,
    linkType: "recovery",
  },
  { type: "callback.verify", tokenHash: "hash-1", linkType: "signup" },
];

/** What each way of signing in can answer, as the real actor would output it. */
export function authenticateOutputs(request: CredentialsEvent): ReadonlyArray<AuthResponse> {
  switch (request.type) {
    case "signIn.password":
      return [response(sessions.fresh), response(sessions.mfa)];
    case "signUp":
      return [response(sessions.fresh), response(null)];
    case "callback.code":
      return [response(sessions.fresh), response(sessions.fresh, true)];
    case "callback.tokens":
      return [response(sessions.fromLink, request.linkType === "recovery")];
    case "signIn.idToken":
    case "callback.verify":
      return [response(sessions.fresh)];
  }
}

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
export const failed = (id: string, error: AuthError) => ({
  type: `xstate.error.actor.${id}`,
  error,
});

/** The sign-in request the `authenticate` actor is making, if any (its outputs depend on it). */
export function pendingRequest(snapshot: AnyMachineSnapshot): CredentialsEvent | undefined {
  const children = snapshot.children as Record<
    string,
    { getSnapshot(): { input?: unknown } } | undefined
  >;
  return children.authenticate?.getSnapshot().input as CredentialsEvent | undefined;
}

export function authEvents(snapshot: AnyMachineSnapshot): ReadonlyArray<AnyEventObject> {
  // At start the stored session is reported before anything else can happen.
  if (snapshot.matches({ loading: "recovering" })) {
    return [null, sessions.fresh, sessions.expiring, sessions.mfa].map((session) => ({
      type: "session.recovered",
      session,
    }));
  }
  const request = pendingRequest(snapshot);
  return [
    ...credentialEvents,
    ...(request ? authenticateOutputs(request).map((output) => done("authenticate", output)) : []),
    failed("authenticate", errors.credentials),
    done("refresh", { session: sessions.refreshed }),
    done("refresh", { error: describeAuthError(errors.retryable) }),
    done("refresh", { error: describeAuthError(errors.rejected) }),
    done("verifyMfa", sessions.aal2),
    failed("verifyMfa", errors.wrongCode),
    failed("verifyMfa", errors.sessionMissing),
    done("account", makeUser({ user_metadata: { name: "Ada" } })),
    failed("account", errors.samePassword),
    failed("account", errors.sessionMissing),
    done("signOut", undefined),
    failed("signOut", errors.unauthorized),
    { type: "mfa.verify", code: "123456", factorId: verifiedTotp.id },
    { type: "user.update", attributes: { data: { name: "Ada" } } },
    { type: "user.reload" },
    { type: "token.refresh" },
    { type: "signOut" },
    { type: "error.dismiss" },
    { type: "visibility.changed", visible: false },
    { type: "visibility.changed", visible: true },
    { type: "storage.changed", session: null },
    { type: "storage.changed", session: sessions.otherTab },
    { type: "storage.changed", session: sessions.otherUser },
  ];
}

/** What makes two auth snapshots different states for the walk. */
export function authSerializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as AuthContext;
  return JSON.stringify([
    snapshot.value,
    context.session?.refresh_token,
    context.aal,
    context.visible,
    pendingRequest(snapshot)?.type,
  ]);
}

/** The token-refresh child's input, and what its one request can answer. */
export const refreshInput = { refreshToken: sessions.expiring.refresh_token };

export function refreshEvents(): ReadonlyArray<AnyEventObject> {
  return [
    done("requestRefresh", sessions.refreshed),
    failed("requestRefresh", errors.retryable),
    failed("requestRefresh", errors.rejected),
  ];
}
