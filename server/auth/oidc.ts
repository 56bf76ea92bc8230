import { createHash } from "node:crypto";
import { Effect, Option } from "effect";
import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify } from "jose";
import type { ServerConfig } from "../config";
import { errors } from "./errors";

export type OidcProvider = "azure" | "google";

export type OidcConfig = Pick<ServerConfig, "msClientId" | "googleClientId" | "authOidcIssuers">;

/** Microsoft's and Google's issuers and key sets: any Microsoft tenant is accepted. */
const knownIssuers: Record<
  OidcProvider,
  { readonly matches: (iss: string) => boolean; readonly jwks: string }
> = {
  azure: {
    matches: (iss) => /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0$/.test(iss),
    jwks: "https://login.microsoftonline.com/common/discovery/v2.0/keys",
  },
  google: {
    matches: (iss) => iss === "https://accounts.google.com" || iss === "accounts.google.com",
    jwks: "https://www.googleapis.com/oauth2/v3/certs",
  },
};

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetFor = (url: string) => {
  let set = keySets.get(url);
  if (set === undefined) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
};

const discoveredJwks = new Map<string, string>();

/** An issuer from AUTH_OIDC_ISSUERS publishes its key set in its discovery document. */
async function jwksOfListedIssuer(issuer: string): Promise<string> {
  const known = discoveredJwks.get(issuer);
  if (known !== undefined) return known;
  const response = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`the issuer's discovery document answered ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== "string") throw new Error("the issuer publishes no jwks_uri");
  discoveredJwks.set(issuer, document.jwks_uri);
  return document.jwks_uri;
}

export interface VerifiedIdToken {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly claims: JWTPayload;
}

/**
 * Checks an id_token for `provider`: its issuer must be the provider's (or
 * one listed in AUTH_OIDC_ISSUERS), its signature must verify against that
 * issuer's published keys, its audience must be our client id, and a nonce
 * in it must match the one the client sends (raw or sha256-hashed, as
 * GoTrue allows).
 */
export const verifyIdToken = (
  config: OidcConfig,
  provider: OidcProvider,
  idToken: string,
  nonce: string | null,
) =>
  Effect.tryPromise({
    try: async (): Promise<VerifiedIdToken> => {
      const audience = Option.getOrNull(
        provider === "azure" ? config.msClientId : config.googleClientId,
      );
      if (audience === null) throw errors.providerDisabled(provider);
      const unverified = decodeJwt(idToken);
      const issuer = typeof unverified.iss === "string" ? unverified.iss : "";
      const listed = config.authOidcIssuers.find(
        (entry) => entry.replace(/\/$/, "") === issuer.replace(/\/$/, ""),
      );
      const jwks =
        listed !== undefined
          ? await jwksOfListedIssuer(listed)
          : knownIssuers[provider].matches(issuer)
            ? knownIssuers[provider].jwks
            : null;
      if (jwks === null)
        throw errors.badOidcToken(`issuer ${issuer || "(none)"} is not accepted for ${provider}`);
      const { payload } = await jwtVerify(idToken, keySetFor(jwks), { issuer, audience });
      const claimed = typeof payload.nonce === "string" ? payload.nonce : null;
      if (claimed !== null || nonce !== null) {
        const hashed = nonce === null ? null : createHash("sha256").update(nonce).digest("hex");
        if (claimed === null || nonce === null || (claimed !== nonce && claimed !== hashed)) {
          throw errors.badOidcToken(
            "Passed nonce and nonce in id_token should either both exist or not, and match",
          );
        }
      }
      if (typeof payload.sub !== "string") throw errors.badOidcToken("the token has no subject");
      const email =
        typeof payload.email === "string"
          ? payload.email
          : typeof payload.preferred_username === "string" &&
              payload.preferred_username.includes("@")
            ? payload.preferred_username
            : null;
      // Microsoft's v2 tokens carry no email_verified; its accounts' addresses are managed by the tenant.
      const emailVerified =
        payload.email_verified === true || (provider === "azure" && email !== null);
      return { issuer, subject: payload.sub, email, emailVerified, claims: payload };
    },
    catch: (error) =>
      error instanceof Error && "_tag" in error && error._tag === "GoTrueError"
        ? (error as ReturnType<typeof errors.badOidcToken>)
        : errors.badOidcToken(error instanceof Error ? error.message : String(error)),
  }).pipe(Effect.withSpan("Auth.verifyIdToken"));
