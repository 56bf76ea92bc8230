import { AuthClient, type GoTrueClient } from "@supabase/supabase-js";
import { Context, Effect, Layer, Option } from "effect";
import { AUTH_SIGN_OUT_IGNORED_STATUSES } from "../machines/constants";
import { AuthApiError, type AuthError, toAuthError, type WireFailure } from "./authErrors";
import {
  type AuthResponse,
  decodeSession,
  decodeUser,
  type Factor,
  type FactorList,
  type Identity,
  isVerifiedTotp,
  type MfaChallenge,
  type Session,
  type TotpEnrollment,
  type User,
  withExpiry,
} from "./authSchema";
import { requestRecoveryCodes } from "./recoveryCodes";

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

export interface AuthConfig {
  /** Absolute base URL of the auth service; see `authConfigFromRuntime`. */
  readonly url: string;
  /** The public anon key; null for the embedded service, which needs none. */
  readonly anonKey: string | null;
  /** The fetch to send requests with (tests pass a stub). */
  readonly fetch?: typeof fetch;
}

/**
 * The auth part of `/config.json`. `authUrl` may be a path such as "/" (the
 * embedded service on this server), resolved against the page's origin.
 */
export function authConfigFromRuntime(
  runtime: { readonly authUrl: string; readonly authAnonKey: string | null },
  origin: string,
): AuthConfig {
  return { url: new URL(runtime.authUrl, origin).href, anonKey: runtime.authAnonKey };
}

/** The `/auth/v1` endpoint under a base URL, as supabase-js's `createClient` builds it. */
export function authEndpoint(baseUrl: string): string {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return new URL("auth/v1", base).href;
}

const STAND_IN_CODE = "corkboard_wire_failure";
/** A placeholder that is never a real refresh token (see the `updateUser` note above). */
const NO_REFRESH_TOKEN = "corkboard-no-refresh";

let clientSequence = 0;

interface Transport {
  readonly client: GoTrueClient;
  /** The last 5xx or network failure, if the last request ended in one. */
  readonly wireFailure: () => WireFailure | undefined;
}

function openTransport(
  config: AuthConfig,
  signal: AbortSignal,
  options: { readonly bearer?: string; readonly codeVerifier?: string },
): Transport {
  const baseFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  let failure: WireFailure | undefined;
  const singleAttempt: typeof fetch = async (input, init) => {
    const body = patchPkceBody(input, init?.body, options.codeVerifier);
    let response: Response;
    try {
      response = await baseFetch(input, { ...init, body, signal });
    } catch (cause) {
      failure = {
        status: 0,
        code: null,
        message: cause instanceof Error ? cause.message : String(cause),
      };
      return standInAnswer();
    }
    if (response.status >= 500) {
      failure = await describeWireFailure(response);
      return standInAnswer();
    }
    failure = undefined;
    return response;
  };
  const headers: Record<string, string> = { "X-Client-Info": "corkboard-web" };
  if (config.anonKey !== null) headers.apikey = config.anonKey;
  const bearer = options.bearer ?? config.anonKey;
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  clientSequence += 1;
  const client = new AuthClient({
    url: authEndpoint(config.url),
    headers,
    hasCustomAuthorizationHeader: options.bearer !== undefined,
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
    // Initialising would look for a stored session and, in a browser, add a `visibilitychange`
    // listener that is never removed; a throwaway client needs neither.
    skipAutoInitialize: true,
    // A key per client keeps supabase-js from warning about several clients sharing one.
    storageKey: `corkboard.auth.transport.${clientSequence}`,
    flowType: "implicit",
    fetch: singleAttempt,
  });
  return { client, wireFailure: () => failure };
}

function standInAnswer(): Response {
  return new Response(JSON.stringify({ code: STAND_IN_CODE, message: "see the wire failure" }), {
    status: 400,
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
  });
}

async function describeWireFailure(response: Response): Promise<WireFailure> {
  const fallback = response.statusText || `HTTP ${response.status}`;
  try {
    const body = (await response.json()) as Record<string, unknown>;
    const code =
      typeof body.code === "string"
        ? body.code
        : typeof body.error_code === "string"
          ? body.error_code
          : null;
    const message =
      typeof body.msg === "string"
        ? body.msg
        : typeof body.message === "string"
          ? body.message
          : fallback;
    return { status: response.status, code, message };
  } catch {
    return { status: response.status, code: null, message: fallback };
  }
}

/**
 * supabase-js looks the PKCE verifier up in its own storage, which a fresh
 * client does not have; the verifier the caller kept is added to the
 * `grant_type=pkce` body instead (GoTrue reads `{auth_code, code_verifier}`).
 */
function patchPkceBody(
  input: Parameters<typeof fetch>[0],
  body: BodyInit | null | undefined,
  codeVerifier: string | undefined,
): BodyInit | null | undefined {
  if (codeVerifier === undefined || typeof body !== "string") return body;
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!url.includes("grant_type=pkce")) return body;
  return JSON.stringify({ ...(JSON.parse(body) as object), code_verifier: codeVerifier });
}

/** The `data` of a supabase-js answer whose `error` is null. */
type Answered<R> = R extends { readonly error: null; readonly data: infer D } ? D : never;

function invalidResponse(what: string): AuthApiError {
  return new AuthApiError({
    status: 0,
    code: "invalid_response",
    message: `The auth service sent an unexpected ${what}.`,
  });
}

const asSession = (raw: unknown): Effect.Effect<Session, AuthError> =>
  Option.match(decodeSession(withExpiry(raw, Date.now())), {
    onNone: () => Effect.fail(invalidResponse("session")),
    onSome: Effect.succeed,
  });

const asUser = (raw: unknown): Effect.Effect<User, AuthError> =>
  Option.match(decodeUser(raw), {
    onNone: () => Effect.fail(invalidResponse("user")),
    onSome: Effect.succeed,
  });

const asAuthResponse = (data: {
  readonly session?: unknown;
  readonly user?: unknown;
  readonly redirectType?: unknown;
  readonly weakPassword?: { readonly reasons?: ReadonlyArray<string> } | null;
}): Effect.Effect<AuthResponse, AuthError> =>
  Effect.all({
    session: data.session == null ? Effect.succeed(null) : asSession(data.session),
    user: data.user == null ? Effect.succeed(null) : asUser(data.user),
  }).pipe(
    Effect.map(({ session, user }) => ({
      session,
      user: user ?? session?.user ?? null,
      redirectType: data.redirectType === "recovery" ? ("recovery" as const) : null,
      weakPassword: data.weakPassword?.reasons ? [...data.weakPassword.reasons] : null,
    })),
  );

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
    makeRecoveryCodes: (accessToken) => requestRecoveryCodes(config, accessToken),
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
