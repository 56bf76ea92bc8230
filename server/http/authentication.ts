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

const userOf = (claims: Record<string, unknown>): Option.Option<CurrentUserShape> =>
  typeof claims.sub === "string" && typeof claims.session_id === "string"
    ? Option.some({
        id: claims.sub,
        email: typeof claims.email === "string" ? claims.email : null,
        aal: claims.aal === "aal2" ? "aal2" : "aal1",
        sessionId: claims.session_id,
      })
    : Option.none();

/**
 * The embedded auth service's tokens: its signature, and a session that has
 * not been signed out (a token outlives its session by up to an hour).
 */
const embeddedVerifier = Effect.gen(function* () {
  const keys = yield* AuthKeys;
  const db = yield* Database;
  const shape: AccessTokenVerifierShape = {
    verify: (token) =>
      Effect.gen(function* () {
        const claims = yield* keys
          .verify(token)
          .pipe(Effect.mapError((error) => invalid(error.message)));
        const user = yield* Option.match(userOf({ ...claims }), {
          onNone: () => Effect.fail(invalid("it names no user or session")),
          onSome: Effect.succeed,
        });
        const rows = yield* db
          .query<{ id: string }>("select id from auth_session where id = $1 and user_id = $2", [
            user.sessionId,
            user.id,
          ])
          .pipe(Effect.orDie);
        if (rows.length === 0) {
          return yield* Effect.fail(
            Unauthorized.because("session_not_found", "The session has been signed out."),
          );
        }
        return user;
      }).pipe(Effect.withSpan("AccessTokenVerifier.verify")),
  };
  return shape;
});

/**
 * A hosted Supabase project's tokens (SUPABASE_URL set): asymmetric ones
 * against the project's published keys, HS256 ones with AUTH_JWT_SECRET
 * (the project's JWT secret).
 */
const hostedVerifier = (supabaseUrl: string, secret: Option.Option<Redacted.Redacted<string>>) => {
  const issuer = `${supabaseUrl}/auth/v1`;
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  const hmac = Option.map(secret, (value) => new TextEncoder().encode(Redacted.value(value)));
  const shape: AccessTokenVerifierShape = {
    verify: (token) =>
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
      }).pipe(
        Effect.flatMap((claims) =>
          Option.match(userOf(claims), {
            onNone: () => Effect.fail(invalid("it names no user or session")),
            onSome: Effect.succeed,
          }),
        ),
        Effect.withSpan("AccessTokenVerifier.verify"),
      ),
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
