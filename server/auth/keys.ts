import { randomBytes } from "node:crypto";
import { Context, Effect, Layer, Option, Redacted } from "effect";
import { type JWK, type JWTHeaderParameters, errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { ServerConfig } from "../config";
import { configuredOrStored } from "../db/instanceSetting";
import { errors } from "./errors";
import { importSigningKeys } from "./signingKeys";

export interface AmrEntry {
  readonly method: string;
  readonly timestamp: number;
}

/** The claims of an access token (AUTH.md). */
export interface AccessClaims {
  readonly sub: string;
  readonly aud: string;
  readonly role: string;
  readonly email: string | null;
  readonly phone: string;
  readonly app_metadata: Record<string, unknown>;
  readonly user_metadata: Record<string, unknown>;
  readonly aal: "aal1" | "aal2";
  readonly amr: ReadonlyArray<AmrEntry>;
  readonly session_id: string;
  readonly is_anonymous: boolean;
  readonly iat: number;
  readonly exp: number;
  readonly iss: string;
}

/** Access tokens live an hour, as GoTrue's do. */
export const accessTokenSeconds = 3600;

export interface AuthKeysShape {
  readonly issuer: string;
  /** The anon key supabase-js sends as `apikey`: a JWT with role `anon`. */
  readonly anonKey: string;
  /**
   * The service-role key server code uses for the admin API: a JWT with role
   * `service_role`, as Supabase makes it. Never sent to a browser.
   */
  readonly serviceRoleKey: string;
  /** The public keys tokens are signed with: empty while the secret signs them (never published). */
  readonly publicJwks: { readonly keys: ReadonlyArray<JWK> };
  readonly sign: (claims: Omit<AccessClaims, "iat" | "exp" | "iss">) => Effect.Effect<{
    readonly token: string;
    readonly expiresAt: number;
  }>;
  /** Verifies signature, issuer and expiry; fails with `bad_jwt` (403). */
  readonly verify: (token: string) => Effect.Effect<AccessClaims, ReturnType<typeof errors.badJwt>>;
  /**
   * Verifies any token signed with the instance's secret (an API key or an
   * access token) and answers its role, as GoTrue's admin check reads it.
   */
  readonly verifyRole: (token: string) => Effect.Effect<string, ReturnType<typeof errors.badJwt>>;
}

export class AuthKeys extends Context.Tag("AuthKeys")<AuthKeys, AuthKeysShape>() {}

/**
 * The HS256 secret: AUTH_JWT_SECRET, else one generated once and kept in the
 * database so every process and every restart agree on it.
 */
const jwtSecret = (configured: Option.Option<Redacted.Redacted<string>>) =>
  configuredOrStored(configured, "auth_jwt_secret", () => randomBytes(32).toString("base64url"));

export const authKeysLayer = (
  config: Pick<ServerConfig, "authJwtSecret" | "authJwtKeys" | "publicUrl">,
) =>
  Layer.effect(
    AuthKeys,
    Effect.gen(function* () {
      const secret = new TextEncoder().encode(yield* jwtSecret(config.authJwtSecret));
      const issuer = `${config.publicUrl}/auth/v1`;
      // Deterministic (fixed iat, far expiry), so every process hands out the same keys.
      const apiKey = (role: "anon" | "service_role") =>
        Effect.promise(() =>
          new SignJWT({ role, iss: issuer })
            .setProtectedHeader({ alg: "HS256", typ: "JWT" })
            .setIssuedAt(0)
            .setExpirationTime(4_102_444_800)
            .sign(secret),
        );
      const anonKey = yield* apiKey("anon");
      const serviceRoleKey = yield* apiKey("service_role");
      const badJwt = (error: unknown) =>
        errors.badJwt(
          error instanceof joseErrors.JWTExpired
            ? "token is expired"
            : error instanceof Error
              ? error.message
              : "unable to parse or verify signature",
        );
      // Asymmetric keys, when configured, sign access tokens; API keys stay HS256, as Supabase's do.
      const signingKeys = yield* Option.match(config.authJwtKeys, {
        onNone: () => Effect.succeed([]),
        onSome: (text) => Effect.promise(() => importSigningKeys(Redacted.value(text))),
      });
      const signer = signingKeys[0];
      const algorithms = ["HS256", ...new Set(signingKeys.map((key) => key.alg))];
      // HS256 tokens (API keys, and access tokens from before the switch) check against the secret.
      const keyFor = async (header: JWTHeaderParameters) => {
        if (header.alg === "HS256") return secret;
        const key = signingKeys.find(
          (known) => known.kid === header.kid && known.alg === header.alg,
        );
        if (key === undefined) throw new Error("unknown signing key");
        return key.publicKey;
      };
      const shape: AuthKeysShape = {
        issuer,
        publicJwks: { keys: signingKeys.map((key) => key.publicJwk) },
        anonKey,
        serviceRoleKey,
        sign: (claims) =>
          Effect.promise(async () => {
            const iat = Math.floor(Date.now() / 1000);
            const expiresAt = iat + accessTokenSeconds;
            const jwt = new SignJWT({ ...claims })
              .setIssuer(issuer)
              .setIssuedAt(iat)
              .setExpirationTime(expiresAt);
            const token = await (signer === undefined
              ? jwt.setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secret)
              : jwt
                  .setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: "JWT" })
                  .sign(signer.privateKey));
            return { token, expiresAt };
          }).pipe(Effect.withSpan("AuthKeys.sign")),
        verify: (token) =>
          Effect.tryPromise({
            try: async () => {
              const { payload } = await jwtVerify(token, keyFor, {
                algorithms,
                issuer,
                audience: "authenticated",
              });
              if (typeof payload.sub !== "string" || typeof payload.session_id !== "string") {
                throw new Error("missing sub or session_id claim");
              }
              return payload as unknown as AccessClaims;
            },
            catch: badJwt,
          }).pipe(Effect.withSpan("AuthKeys.verify")),
        verifyRole: (token) =>
          Effect.tryPromise({
            try: async () => {
              const { payload } = await jwtVerify(token, keyFor, { algorithms });
              if (typeof payload.role !== "string") throw new Error("missing role claim");
              return payload.role;
            },
            catch: badJwt,
          }).pipe(Effect.withSpan("AuthKeys.verifyRole")),
      };
      return shape;
    }),
  );
