import { Effect, Either, type Layer } from "effect";
import { type EventObject, fromCallback, fromPromise } from "xstate";
import { Auth } from "../../services/Auth";
import { AuthApiError, type AuthError } from "../../services/authErrors";
import type { AuthResponse, Session, User } from "../../services/authSchema";
import { AUTH_SESSION_STORAGE_KEY } from "../constants";
import type {
  AccountInput,
  AuthEvent,
  AuthenticateOutput,
  CredentialsEvent,
  MfaVerifyInput,
  RefreshInput,
  SessionSyncMessage,
  SignOutInput,
} from "./auth.types";
import { refreshMachine } from "./refresh.machine";
import {
  hasExpired,
  parseStoredSession,
  readStoredSession,
  verifiedTotpFactors,
  writeStoredSession,
} from "./session";

/**
 * The auth machine's actors: every piece of I/O it does. The DOM ones
 * (local storage, visibility) are the machine's defaults; the ones that call
 * the Auth service need a layer, given with `authActors(layer)`.
 */

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the session then lives as long as the page.
    return null;
  }
}

/** Runs a storage access that can throw (quota, privacy settings); `fallback` when it does. */
function safely<A>(access: () => A, fallback: A): A {
  try {
    return access();
  } catch {
    return fallback;
  }
}

/**
 * Keeps the session in local storage, shared by every tab of the origin:
 * reports what is stored at start (`session.recovered`), writes what the
 * machine tells it, and reports what other tabs write (`storage.changed`;
 * browsers fire `storage` only in the tabs that did not write).
 */
export const sessionSync = fromCallback<SessionSyncMessage>(({ sendBack, receive }) => {
  const send = (event: AuthEvent) => sendBack(event);
  const storage = localStorageOrNull();
  const stored = storage === null ? null : safely(() => readStoredSession(storage), null);
  send({ type: "session.recovered", session: stored });
  receive((message) => {
    if (storage === null) return;
    const session = message.type === "session.persist" ? message.session : null;
    safely(() => writeStoredSession(storage, session), undefined);
  });
  if (typeof window === "undefined") return () => {};
  const onStorage = (event: StorageEvent) => {
    if (storage === null || (event.storageArea !== null && event.storageArea !== storage)) return;
    // A null key means another tab cleared the whole storage.
    if (event.key !== null && event.key !== AUTH_SESSION_STORAGE_KEY) return;
    send({
      type: "storage.changed",
      session: event.key === null ? null : parseStoredSession(event.newValue),
    });
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
});

/** Reports `visibility.changed` (and, at start, a page that starts hidden). */
export const pageVisibility = fromCallback<EventObject>(({ sendBack }) => {
  if (typeof document === "undefined") return () => {};
  const report = () => {
    const event: AuthEvent = {
      type: "visibility.changed",
      visible: document.visibilityState !== "hidden",
    };
    sendBack(event);
  };
  if (document.visibilityState === "hidden") report();
  document.addEventListener("visibilitychange", report);
  return () => document.removeEventListener("visibilitychange", report);
});

/**
 * Runs an Auth program for a promise actor. The actor's `signal` goes to
 * Effect, so leaving the state interrupts the fiber and aborts the request;
 * a failure rejects with the tagged error itself.
 */
export async function runAuthEffect<A>(
  program: Effect.Effect<A, AuthError, Auth>,
  layer: Layer.Layer<Auth>,
  signal: AbortSignal,
): Promise<A> {
  const result = await Effect.runPromise(Effect.either(Effect.provide(program, layer)), { signal });
  if (Either.isLeft(result)) throw result.left;
  return result.right;
}

/** The request behind each way of signing in (the `authenticate` actor). */
export function authenticate(
  request: CredentialsEvent,
): Effect.Effect<AuthResponse, AuthError, Auth> {
  return Effect.flatMap(Auth, (auth): Effect.Effect<AuthResponse, AuthError> => {
    switch (request.type) {
      case "signIn.password":
        return auth.signInWithPassword({ email: request.email, password: request.password });
      case "signIn.idToken":
        return auth.signInWithIdToken({
          provider: request.provider,
          token: request.token,
          nonce: request.nonce,
          accessToken: request.accessToken,
        });
      case "signUp":
        return auth.signUp({
          email: request.email,
          password: request.password,
          data: request.data,
          redirectTo: request.redirectTo,
        });
      case "callback.code":
        return auth.exchangeCodeForSession(request.code, request.codeVerifier);
      case "callback.verify":
        return auth.verifyOtp({ type: request.linkType, tokenHash: request.tokenHash });
      case "callback.tokens":
        // The fragment carries tokens only; the user comes from the server, which also checks the token.
        return auth.getUser(request.accessToken).pipe(
          Effect.map((user) => {
            const session: Session = {
              access_token: request.accessToken,
              refresh_token: request.refreshToken,
              expires_in: request.expiresIn,
              expires_at: request.expiresAt ?? Math.round(Date.now() / 1000) + request.expiresIn,
              token_type: "bearer",
              user,
            };
            return {
              session,
              user,
              redirectType: request.linkType === "recovery" ? ("recovery" as const) : null,
              weakPassword: null,
            };
          }),
        );
    }
  });
}

/** The request behind each account event of a signed-in user (the `account` actor). */
export function accountRequest(input: AccountInput): Effect.Effect<User, AuthError, Auth> {
  const { request, session } = input;
  return Effect.flatMap(Auth, (auth) =>
    request.type === "user.update"
      ? auth.updateUser(session.access_token, request.attributes)
      : auth.getUser(session.access_token),
  );
}

/** A TOTP challenge answered with the user's code: the session comes back at aal2. */
export function verifyMfa(input: MfaVerifyInput): Effect.Effect<Session, AuthError, Auth> {
  const { request, session } = input;
  const factorId = request.factorId ?? verifiedTotpFactors(session.user)[0]?.id;
  if (factorId === undefined) {
    return Effect.fail(
      new AuthApiError({
        status: 400,
        code: "mfa_factor_not_found",
        message: "There is no factor to verify.",
      }),
    );
  }
  return Effect.flatMap(Auth, (auth) =>
    auth.mfaChallenge(session.access_token, factorId).pipe(
      Effect.flatMap((challenge) =>
        auth.mfaVerify(session.access_token, {
          factorId,
          challengeId: challenge.id,
          code: request.code,
        }),
      ),
    ),
  );
}

/**
 * A refresh. When the server rejects the token, another tab may have
 * rotated it a moment ago: the session it stored then wins (local storage is
 * the source of truth, as in supabase-js), rather than signing every tab out.
 */
export function refreshOrAdopt(refreshToken: string): Effect.Effect<Session, AuthError, Auth> {
  return Effect.flatMap(Auth, (auth) => auth.refresh(refreshToken)).pipe(
    Effect.catchIf(
      (error) => error._tag !== "AuthRetryableError",
      (error) =>
        Effect.flatMap(
          Effect.sync(() => {
            const storage = localStorageOrNull();
            return storage === null ? null : safely(() => readStoredSession(storage), null);
          }),
          (stored) =>
            stored !== null &&
            stored.refresh_token !== refreshToken &&
            !hasExpired(stored, Date.now())
              ? Effect.succeed(stored)
              : Effect.fail(error),
        ),
    ),
  );
}

/** The Auth-backed actors of the auth machine (and of its refresh child). */
export function authActors(layer: Layer.Layer<Auth>) {
  return {
    authenticate: fromPromise<AuthenticateOutput, CredentialsEvent>(({ input, signal }) =>
      runAuthEffect(authenticate(input), layer, signal),
    ),
    account: fromPromise<User, AccountInput>(({ input, signal }) =>
      runAuthEffect(accountRequest(input), layer, signal),
    ),
    verifyMfa: fromPromise<Session, MfaVerifyInput>(({ input, signal }) =>
      runAuthEffect(verifyMfa(input), layer, signal),
    ),
    signOut: fromPromise<void, SignOutInput>(({ input, signal }) =>
      runAuthEffect(
        Effect.flatMap(Auth, (auth) => auth.signOut(input.accessToken, input.scope)),
        layer,
        signal,
      ),
    ),
    refresh: refreshMachine.provide({
      actors: {
        requestRefresh: fromPromise<Session, RefreshInput>(({ input, signal }) =>
          runAuthEffect(refreshOrAdopt(input.refreshToken), layer, signal),
        ),
      },
    }),
  };
}
