/**
 * Asymmetric signing of access tokens (AUTH_JWT_KEYS): a JWK set of ES256
 * or RS256 private keys. The first signs; every one verifies; their public
 * halves are published at `/.well-known/jwks.json`, so a client (supabase-js's
 * `getClaims()`) can check a token itself. Without it tokens stay HS256.
 */
import { randomUUID } from "node:crypto";
import { importJWK, type JWK } from "jose";

export type SigningAlgorithm = "ES256" | "RS256";

export interface SigningKey {
  readonly kid: string;
  readonly alg: SigningAlgorithm;
  readonly privateKey: CryptoKey;
  readonly publicKey: CryptoKey;
  /** The public half as published: no private member. */
  readonly publicJwk: JWK;
}

/** The algorithm a JWK is for: its own `alg`, else the one its type implies. */
const algorithmOf = (jwk: JWK): SigningAlgorithm | undefined => {
  if (jwk.alg === "ES256" || (jwk.alg === undefined && jwk.kty === "EC" && jwk.crv === "P-256")) {
    return jwk.kty === "EC" && jwk.crv === "P-256" ? "ES256" : undefined;
  }
  if (jwk.alg === "RS256" || (jwk.alg === undefined && jwk.kty === "RSA")) {
    return jwk.kty === "RSA" ? "RS256" : undefined;
  }
  return undefined;
};

/** The private JWKs of AUTH_JWT_KEYS: a set (`{"keys": [...]}`), an array, or one key. */
const jwksOf = (text: string): ReadonlyArray<JWK> => {
  const value = JSON.parse(text) as unknown;
  if (Array.isArray(value)) return value as ReadonlyArray<JWK>;
  if (typeof value === "object" && value !== null && "keys" in value) {
    const keys = (value as { keys: unknown }).keys;
    return Array.isArray(keys) ? (keys as ReadonlyArray<JWK>) : [];
  }
  return typeof value === "object" && value !== null ? [value as JWK] : [];
};

/** Why AUTH_JWT_KEYS cannot be used, or null when it can. Never quotes the value: it is secret. */
export function signingKeysProblem(text: string): string | null {
  let keys: ReadonlyArray<JWK>;
  try {
    keys = jwksOf(text);
  } catch {
    return "Expected a JSON Web Key set (JSON)";
  }
  if (keys.length === 0) return "Expected at least one key";
  for (const [index, jwk] of keys.entries()) {
    if (typeof jwk !== "object" || jwk === null) return `Key ${index + 1} is not a JSON object`;
    if (algorithmOf(jwk) === undefined) {
      return `Key ${index + 1} is neither ES256 (EC P-256) nor RS256 (RSA)`;
    }
    if (typeof jwk.d !== "string") return `Key ${index + 1} has no private part (d)`;
  }
  return null;
}

const privateMembers = new Set(["d", "p", "q", "dp", "dq", "qi", "oth", "k"]);

/** Imports AUTH_JWT_KEYS (already checked by `signingKeysProblem`). */
export async function importSigningKeys(text: string): Promise<ReadonlyArray<SigningKey>> {
  return Promise.all(
    jwksOf(text).map(async (jwk) => {
      const alg = algorithmOf(jwk) ?? "ES256";
      const kid = jwk.kid ?? randomUUID();
      const publicJwk: JWK = Object.fromEntries(
        Object.entries({ ...jwk, kid, alg, use: "sig", key_ops: ["verify"] }).filter(
          ([member]) => !privateMembers.has(member),
        ),
      );
      const privateKey = (await importJWK({ ...jwk, alg, key_ops: undefined }, alg)) as CryptoKey;
      const publicKey = (await importJWK({ ...publicJwk, key_ops: undefined }, alg)) as CryptoKey;
      return { kid, alg, privateKey, publicKey, publicJwk };
    }),
  );
}
