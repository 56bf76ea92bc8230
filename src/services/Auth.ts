import type { GoTrueClient } from "@supabase/supabase-js";
import { Context, Effect, Layer } from "effect";
import { AUTH_SIGN_OUT_IGNORED_STATUSES } from "../machines/constants";
import { type Answered, asAuthResponse, asSession, asUser, invalidResponse } from "./authAnswers";
import { type AuthError, toAuthError } from "./authErrors";
import { makeRecoveryCodes } from "./authRecoveryCodes";
import {
  type AuthResponse,
  type Factor,
  type FactorList,
  type Identity,
  isVerifiedTotp,
  type MfaChallenge,
  type Session,
  type TotpEnrollment,
  type User,
} from "./authSchema";
import { type AuthConfig, authConfigFromRuntime, openTransport } from "./authTransport";

/**
 * Auth: the hosted auth service (GoTrue, or the embedded one under
 * `/auth/v1`) through supabase-js, used as a transport only. The auth
 * machine owns the session; this service holds none.
 *
 * How supabase-js is held so that it never acts on its own:
 *
 * - Every call builds a fresh `AuthClient` (the auth client supabase-js's
 *   `createClient` wraps) with `autoRefreshToken: false, persistSession:
 *   false, detectSessionInUrl: false` (and `skipAutoInitialize`, so it adds
 *   no listeners). Its session store is a private
 *   in-memory object that starts empty and dies with the call, so no hidden
 *   session exists that `getSession()` (and everything built on it:
 *   `signOut`, `updateUser`, the `mfa.*` calls) could refresh behind the
 *   machine's back (STACK.md).
 * - Calls that act for the user carry the access token explicitly: where
 *   supabase-js takes a JWT (`getUser(jwt)`, `admin.signOut(jwt, scope)`) it
 *   is passed; the `mfa.*` calls and `unlinkIdentity` run on a client whose
 *   `Authorization` header is the user's token (`hasCustomAuthorizationHeader`,
 *   the mechanism `createClient`'s `global.headers.Authorization` uses), which
 *   supabase-js sends when it has no session of its own. `updateUser` alone
 *   insists on a session object: it gets one through `setSession`, with a
 *   stand-in refresh token so that even a near-expiry token can never make
 *   that throwaway client rotate the user's real refresh token.
 * - Every request is a single attempt. supabase-js retries a refresh itself
 *   (200 ms doubling for up to 30 s) on a network failure or a 5xx; the
 *   machine owns that policy (SPEC §9), so the fetch handed to supabase-js
 *   shows it a plain 400 in place of a 5xx or a network failure and keeps
 *   the real answer, which `toAuthError` then classifies (SPEC §8).
 * - The request is aborted when the Effect is interrupted, so a machine that
 *   leaves the state that asked stops the work.
 */

export { type AuthConfig, authConfigFromRuntime, authEndpoint } from "./authTransport";

export type SignOutScope = "global" | "local" | "others";
export type EmailOtpType =
  | "signup"
  | "invite"
  | "magiclink"
  | "recovery"
  | "email_change"
  | "email";

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly data?: Readonly<Record<string, unknown>>;
  /** Where the confirmation link lands (`/callback`). */
  readonly redirectTo?: string;
}

export interface PasswordCredentials {
  readonly email: string;
  readonly password: string;
}

export interface IdTokenCredentials {
  readonly provider: "azure" | "google";
  readonly token: string;
  readonly nonce?: string;
  readonly accessToken?: string;
}

export type OtpVerification =
  | { readonly type: EmailOtpType; readonly tokenHash: string }
  | { readonly type: EmailOtpType; readonly email: string; readonly token: string };

export interface UserAttributes {
  readonly email?: string;
  readonly password?: string;
  readonly data?: Readonly<Record<string, unknown>>;
  /** The reauthentication nonce, when the server asks for one to change a password. */
  readonly nonce?: string;
}

export interface MfaVerification {
  readonly factorId: string;
  readonly challengeId: string;
  readonly code: string;
}

export interface AuthService {
  readonly signUp: (input: SignUpInput) => Effect.Effect<AuthResponse, AuthError>;
  readonly signInWithPassword: (
    input: PasswordCredentials,
  ) => Effect.Effect<AuthResponse, AuthError>;
  readonly signInWithIdToken: (input: IdTokenCredentials) => Effect.Effect<AuthResponse, AuthError>;
  readonly refresh: (refreshToken: string) => Effect.Effect<Session, AuthError>;
  readonly getUser: (accessToken: string) => Effect.Effect<User, AuthError>;
  readonly updateUser: (
    accessToken: string,
    attributes: UserAttributes,
  ) => Effect.Effect<User, AuthError>;
  /** Succeeds when the server answers 401, 403 or 404 too: the session is gone either way (SPEC §8). */
  readonly signOut: (accessToken: string, scope: SignOutScope) => Effect.Effect<void, AuthError>;
  readonly resetPasswordForEmail: (
    email: string,
    redirectTo?: string,
  ) => Effect.Effect<void, AuthError>;
  readonly verifyOtp: (input: OtpVerification) => Effect.Effect<AuthResponse, AuthError>;
  /** PKCE: `codeVerifier` is the verifier whose challenge started the flow. */
  readonly exchangeCodeForSession: (
    code: string,
    codeVerifier?: string,
  ) => Effect.Effect<AuthResponse, AuthError>;
  readonly mfaEnroll: (
    accessToken: string,
    input: { readonly friendlyName?: string; readonly issuer?: string },
  ) => Effect.Effect<TotpEnrollment, AuthError>;
  readonly mfaChallenge: (
    accessToken: string,
    factorId: string,
  ) => Effect.Effect<MfaChallenge, AuthError>;
  /** Answers the session raised to aal2. */
  readonly mfaVerify: (
    accessToken: string,
    input: MfaVerification,
  ) => Effect.Effect<Session, AuthError>;
  readonly mfaUnenroll: (
    accessToken: string,
    factorId: string,
  ) => Effect.Effect<{ readonly id: string }, AuthError>;
  readonly mfaListFactors: (accessToken: string) => Effect.Effect<FactorList, AuthError>;
  /**
   * Ten new recovery codes for two-step sign-in (the old ones stop working),
   * from an aal2 session; the embedded auth service's own endpoint.
   */
  readonly makeRecoveryCodes: (
    accessToken: string,
  ) => Effect.Effect<ReadonlyArray<string>, AuthError>;
  readonly unlinkIdentity: (
    accessToken: string,
    identity: Identity,
  ) => Effect.Effect<void, AuthError>;
}

export class Auth extends Context.Tag("corkboard/Auth")<Auth, AuthService>() {
  /** The live service for an auth base URL (supabase-js appends `/auth/v1`) and anon key. */
  static readonly layer = (config: AuthConfig) => Layer.succeed(Auth, makeAuth(config));

  /** The live service from `/config.json`'s auth fields, on the page's origin. */
  static readonly fromRuntime = (
    runtime: { readonly authUrl: string; readonly authAnonKey: string | null },
    origin: string = globalThis.location.origin,
  ) => Auth.layer(authConfigFromRuntime(runtime, origin));
}

/** A placeholder that is never a real refresh token (see the `updateUser` note above). */
const NO_REFRESH_TOKEN = "corkboard-no-refresh";

export function makeAuth(config: AuthConfig): AuthService {
  /**
   * One traced request: `send` talks to supabase-js on a fresh client, `read`
   * turns its `data` into the answer. Thrown and returned errors both become
   * tagged errors; nothing is thrown past this point.
   */
  const request = <R extends { readonly data: unknown; readonly error: unknown }, A>(
    name: string,
    options: { readonly bearer?: string; readonly codeVerifier?: string },
    send: (client: GoTrueClient) => Promise<R>,
    read: (data: NoInfer<Answered<R>>) => Effect.Effect<A, AuthError>,
  ): Effect.Effect<A, AuthError> =>
    Effect.tryPromise({
      try: async (signal) => {
        const transport = openTransport(config, signal, options);
        const result = await send(transport.client);
        return { result, wire: transport.wireFailure() };
      },
      catch: (thrown) => toAuthError(thrown),
    }).pipe(
      Effect.flatMap(({ result, wire }) =>
        result.error != null
          ? Effect.fail(toAuthError(result.error, wire))
          : read(result.data as Answered<R>),
      ),
      Effect.withSpan(`Auth.${name}`),
    );

  return {
    signUp: (input) =>
      request(
        "signUp",
        {},
        (client) =>
          client.signUp({
            email: input.email,
            password: input.password,
            options: {
              data: input.data ? { ...input.data } : undefined,
              emailRedirectTo: input.redirectTo,
            },
          }),
        asAuthResponse,
      ),
    signInWithPassword: (input) =>
      request(
        "signInWithPassword",
        {},
        (client) => client.signInWithPassword({ email: input.email, password: input.password }),
        asAuthResponse,
      ),
    signInWithIdToken: (input) =>
      request(
        "signInWithIdToken",
        {},
        (client) =>
          client.signInWithIdToken({
            provider: input.provider,
            token: input.token,
            nonce: input.nonce,
            access_token: input.accessToken,
          }),
        asAuthResponse,
      ),
    refresh: (refreshToken) =>
      request(
        "refresh",
        {},
        (client) => client.refreshSession({ refresh_token: refreshToken }),
        (data) =>
          data.session === null
            ? Effect.fail(invalidResponse("refresh answer"))
            : asSession(data.session),
      ),
    getUser: (accessToken) =>
      request(
        "getUser",
        {},
        (client) => client.getUser(accessToken),
        (data) => asUser(data.user),
      ),
    updateUser: (accessToken, attributes) =>
      request(
        "updateUser",
        {},
        async (client) => {
          const adopted = await client.setSession({
            access_token: accessToken,
            refresh_token: NO_REFRESH_TOKEN,
          });
          if (adopted.error !== null) return { data: { user: null }, error: adopted.error };
          return client.updateUser({
            email: attributes.email,
            password: attributes.password,
            data: attributes.data ? { ...attributes.data } : undefined,
            nonce: attributes.nonce,
          });
        },
        (data) => asUser(data.user),
      ),
    signOut: (accessToken, scope) =>
      request(
        "signOut",
        {},
        (client) => client.admin.signOut(accessToken, scope),
        () => Effect.void,
      ).pipe(
        Effect.catchIf(
          (error) =>
            error._tag === "AuthSessionMissing" ||
            (error._tag === "AuthApiError" &&
              AUTH_SIGN_OUT_IGNORED_STATUSES.includes(error.status)),
          () => Effect.void,
        ),
      ),
    resetPasswordForEmail: (email, redirectTo) =>
      request(
        "resetPasswordForEmail",
        {},
        (client) => client.resetPasswordForEmail(email, { redirectTo }),
        () => Effect.void,
      ),
    verifyOtp: (input) =>
      request(
        "verifyOtp",
        {},
        (client) =>
          client.verifyOtp(
            "tokenHash" in input
              ? { type: input.type, token_hash: input.tokenHash }
              : { type: input.type, email: input.email, token: input.token },
          ),
        (data) =>
          asAuthResponse({ ...data, redirectType: input.type === "recovery" ? "recovery" : null }),
      ),
    exchangeCodeForSession: (code, codeVerifier) =>
      request(
        "exchangeCodeForSession",
        { codeVerifier },
        (client) => client.exchangeCodeForSession(code),
        asAuthResponse,
      ),
    mfaEnroll: (accessToken, input) =>
      request(
        "mfaEnroll",
        { bearer: accessToken },
        (client) =>
          client.mfa.enroll({
            factorType: "totp",
            friendlyName: input.friendlyName,
            issuer: input.issuer,
          }),
        (data) =>
          Effect.succeed({
            id: data.id,
            friendlyName: data.friendly_name ?? null,
            qrCode: data.totp.qr_code,
            secret: data.totp.secret,
            uri: data.totp.uri,
          }),
      ),
    mfaChallenge: (accessToken, factorId) =>
      request(
        "mfaChallenge",
        { bearer: accessToken },
        (client) => client.mfa.challenge({ factorId }),
        (data) => Effect.succeed({ id: data.id, expiresAt: data.expires_at }),
      ),
    mfaVerify: (accessToken, input) =>
      request(
        "mfaVerify",
        { bearer: accessToken },
        (client) =>
          client.mfa.verify({
            factorId: input.factorId,
            challengeId: input.challengeId,
            code: input.code,
          }),
        asSession,
      ),
    mfaUnenroll: (accessToken, factorId) =>
      request(
        "mfaUnenroll",
        { bearer: accessToken },
        (client) => client.mfa.unenroll({ factorId }),
        (data) => Effect.succeed({ id: data.id }),
      ),
    makeRecoveryCodes: (accessToken) => makeRecoveryCodes(config, accessToken),
    mfaListFactors: (accessToken) =>
      request(
        "mfaListFactors",
        {},
        (client) => client.getUser(accessToken),
        (data) => asUser(data.user),
      ).pipe(Effect.map((user) => listFactors(user.factors))),
    unlinkIdentity: (accessToken, identity) =>
      request(
        "unlinkIdentity",
        { bearer: accessToken },
        (client) =>
          client.unlinkIdentity({
            id: identity.id,
            identity_id: identity.identity_id ?? identity.id,
            user_id: identity.user_id,
            provider: identity.provider,
            identity_data: identity.identity_data ? { ...identity.identity_data } : undefined,
          }),
        () => Effect.void,
      ),
  };
}

export function listFactors(factors: ReadonlyArray<Factor>): FactorList {
  return { all: factors, totp: factors.filter(isVerifiedTotp) };
}
