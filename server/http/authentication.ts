import { Context, Effect, Layer, Option, Redacted } from "effect";
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import {
  Authentication,
  type CurrentUserShape,
  FunctionsKey,
  Unauthorized,
} from "../../api/security";
import { AuthKeys } from "../auth/keys";
import type { ServerConfig } from "../config";
import { Database } from "../db/Database";

export interface AccessTokenVerifierShape {
  readonly verify: (token: string) => Effect.Effect<CurrentUserShape, Unauthorized>;
}

/** Turns a bearer access token into the user it speaks for, or a 401. */
export class AccessTokenVerifier extends Context.Tag("AccessTokenVerifier")<
  AccessTokenVerifier,
  AccessTokenVerifierShape
>() {}

const invalid = (reason: string) =>
  Unauthorized.because("invalid_token", `The access token is not valid: ${reason}`);

const signUpZoneOf = (metadata: unknown): { readonly signUpZone?: string } =>
  typeof metadata === "object" &&
  metadata !== null &&
  "timezone" in metadata &&
  typeof metadata.timezone === "string"
    ? { signUpZone: metadata.timezone }
    : {};

const userOf = (claims: Record<string, unknown>): Option.Option<CurrentUserShape> =>
  typeof claims.sub === "string" && typeof claims.session_id === "string"
    ? Option.some({
        id: claims.sub,
        email: typeof claims.email === "string" ? claims.email : null,
        aal: claims.aal === "aal2" ? "aal2" : "aal1",
        sessionId: claims.session_id,
        ...signUpZoneOf(claims.user_metadata),
      })
    : Option.none();

/**
 * A bounded map whose entries lapse at a given time (epoch milliseconds),
 * least recently used first out when full (a Map keeps insertion order; a
 * hit moves its entry to the end).
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { readonly value: V; readonly until: number }>();

  constructor(
    private readonly capacity: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, until: number): void {
    this.entries.delete(key);
    if (until <= this.now()) return;
    this.entries.set(key, { value, until });
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }
}

/**
 * The verifier's span runs on every authenticated call, so it does not
 * capture a stack trace (an Error per call, a measurable share of a short
 * request); its name says where it comes from.
 */
const verifySpan = { captureStackTrace: false } as const;

/** Verified tokens and recent session checks each process remembers, at most. */
const cacheCapacity = 1_000;

/** The longest a verified token is remembered, whatever its expiry. */
const verifiedTokenMs = 10 * 60_000;

/**
 * How long a session found signed in is taken to still be: the trade-off
 * of the session cache below. A token whose session was signed out less
 * than this ago may still be accepted by a process that checked it just
 * before (never longer: the entry lapses, and the next call reads the
 * database again). The same goes for a second factor verified since: an
 * aal1 token is refused from the next read on. That spares a client's burst
 * of calls one query each; the access token itself stays valid for up to an
 * hour in any case.
 */
export const sessionCheckMs = 1_000;

/**
 * `verify` for a token, its signature and claims checked once per token:
 * the verified user is remembered, keyed by the exact token text (any other
 * text, a tampered one included, is verified afresh; failures are never
 * remembered), until the token's `exp` (the only check of a verified token
 * that changes with time: jose refuses it once `exp <= now`, in whole
 * seconds, and it has passed `nbf` already), and at most `verifiedTokenMs`,
 * so a signing key withdrawn from a hosted project's key set stops being
 * honoured soon after, as jose's own key-set cache does.
 */
export const rememberingVerify = (
  verify: (
    token: string,
  ) => Effect.Effect<{ readonly user: CurrentUserShape; readonly exp: unknown }, Unauthorized>,
  cache = new ExpiringCache<CurrentUserShape>(cacheCapacity),
  now: () => number = Date.now,
) => {
  return (token: string): Effect.Effect<CurrentUserShape, Unauthorized> =>
    Effect.suspend(() => {
      const known = cache.get(token);
      if (known !== undefined) return Effect.succeed(known);
      return Effect.map(verify(token), ({ user, exp }) => {
        // A token without an expiry is not remembered.
        if (typeof exp === "number" && Number.isFinite(exp)) {
          cache.set(token, user, Math.min(exp * 1000, now() + verifiedTokenMs));
        }
        return user;
      });
    });
};

const claimedUser = (claims: Record<string, unknown>) =>
  Option.match(userOf(claims), {
    onNone: () => Effect.fail(invalid("it names no user or session")),
    onSome: (user) => Effect.succeed({ user, exp: claims.exp }),
  });

/**
 * The embedded auth service's tokens: its signature, a session that has not
 * been signed out (a token outlives its session by up to an hour), and aal2
 * once the user has a verified second factor (a password alone only reaches
 * the code step). Both facts come from one query, remembered for
 * `sessionCheckMs` (see there), so a factor verified after the token was
 * issued counts from then on.
 */
const embeddedVerifier = Effect.gen(function* () {
  const keys = yield* AuthKeys;
  const db = yield* Database;
  const signed = rememberingVerify((token) =>
    keys.verify(token).pipe(
      Effect.mapError((error) => invalid(error.message)),
      Effect.flatMap((claims) => claimedUser({ ...claims })),
    ),
  );
  // Per signed-in session: whether its user has a verified factor.
  const signedIn = new ExpiringCache<boolean>(cacheCapacity);
  const shape: AccessTokenVerifierShape = {
    verify: (token) =>
      Effect.gen(function* () {
        const user = yield* signed(token);
        const session = `${user.sessionId} ${user.id}`;
        let hasFactor = signedIn.get(session);
        if (hasFactor === undefined) {
          const rows = yield* db
            .query<{ has_factor: boolean }>(
              `select exists (select 1 from auth_factor where user_id = $2 and status = 'verified') as has_factor
               from auth_session where id = $1 and user_id = $2`,
              [user.sessionId, user.id],
            )
            .pipe(Effect.orDie);
          const [row] = rows;
          if (row === undefined) {
            return yield* Effect.fail(
              Unauthorized.because("session_not_found", "The session has been signed out."),
            );
          }
          hasFactor = row.has_factor;
          signedIn.set(session, hasFactor, Date.now() + sessionCheckMs);
        }
        if (hasFactor && user.aal !== "aal2") {
          return yield* Effect.fail(
            Unauthorized.because(
              "insufficient_aal",
              "This account has a second factor: verify a code from it first (AAL2 required).",
            ),
          );
        }
        return user;
      }).pipe(Effect.withSpan("AccessTokenVerifier.verify", verifySpan)),
  };
  return shape;
});

/**
 * A hosted Supabase project's tokens (SUPABASE_URL set): asymmetric ones
 * against the project's published keys, HS256 ones with AUTH_JWT_SECRET
 * (the project's JWT secret). No claim says whether the user has a verified
 * factor, so unlike the embedded verifier this one cannot require aal2.
 */
const hostedVerifier = (supabaseUrl: string, secret: Option.Option<Redacted.Redacted<string>>) => {
  const issuer = `${supabaseUrl}/auth/v1`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const hmac = Option.map(secret, (value) => new TextEncoder().encode(Redacted.value(value)));
  const signed = rememberingVerify((token) =>
    Effect.tryPromise({
      try: async () => {
        const { alg } = decodeProtectedHeader(token);
        const options = { issuer, audience: "authenticated" };
        if (alg === "HS256") {
          if (Option.isNone(hmac))
            throw new Error("HS256 tokens need AUTH_JWT_SECRET set to the project's secret");
          return (await jwtVerify(token, hmac.value, { ...options, algorithms: ["HS256"] }))
            .payload;
        }
        return (await jwtVerify(token, jwks, options)).payload;
      },
      catch: (error) => invalid(error instanceof Error ? error.message : String(error)),
    }).pipe(Effect.flatMap(claimedUser)),
  );
  const shape: AccessTokenVerifierShape = {
    verify: (token) =>
      signed(token).pipe(Effect.withSpan("AccessTokenVerifier.verify", verifySpan)),
  };
  return shape;
};

export const accessTokenVerifierLayer = (
  config: Pick<ServerConfig, "supabaseUrl" | "authJwtSecret">,
) =>
  Layer.effect(
    AccessTokenVerifier,
    Option.match(config.supabaseUrl, {
      onNone: () => embeddedVerifier,
      onSome: (url) => Effect.succeed(hostedVerifier(url, config.authJwtSecret)),
    }),
  );

/** The product API's bearer middleware, over the verifier. */
export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(AccessTokenVerifier, (verifier) => ({
    bearer: (token: Redacted.Redacted<string>) =>
      Redacted.value(token) === ""
        ? Effect.fail(Unauthorized.because("no_authorization", "This call needs a signed-in user."))
        : verifier.verify(Redacted.value(token)),
  })),
);

/** The product API's function-key middleware (SPEC §7). */
export const functionsKeyLive = (config: Pick<ServerConfig, "functionsKey">) =>
  Layer.succeed(FunctionsKey, {
    key: (value: Redacted.Redacted<string>) =>
      Redacted.value(value) === config.functionsKey
        ? Effect.void
        : Effect.fail(
            Unauthorized.because(
              "invalid_function_key",
              "The x-functions-key header is missing or wrong.",
            ),
          ),
  });
