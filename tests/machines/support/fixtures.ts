import type { Factor, Session, User } from "../../../src/services/authSchema";
import type { RuntimeConfig } from "../../../src/services/RuntimeConfig";

/** The fixed "now" the machine tests start at (Date is faked; timers are simulated). */
export const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
export const T0_SECONDS = T0 / 1000;

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
}

/** An unsigned JWT: the browser only reads claims (the server verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export const verifiedTotp: Factor = {
  id: "factor-1",
  factor_type: "totp",
  status: "verified",
  friendly_name: "Phone",
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: "user-1",
    email: "ada.lovelace@example.com",
    factors: [],
    identities: [],
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    ...overrides,
  };
}

let tokenSequence = 0;

export interface SessionOptions {
  /** Seconds from T0 (or `now`) until the access token expires. */
  readonly expiresIn?: number;
  readonly aal?: "aal1" | "aal2";
  readonly user?: User;
  readonly now?: number;
  readonly tag?: string;
}

/** A session whose access token is a JWT claiming `aal`, expiring `expiresIn` s after `now`. */
export function makeSession(options: SessionOptions = {}): Session {
  tokenSequence += 1;
  const tag = options.tag ?? String(tokenSequence);
  const now = Math.round((options.now ?? T0) / 1000);
  const expiresIn = options.expiresIn ?? 3600;
  const user = options.user ?? makeUser();
  return {
    access_token: fakeJwt({ sub: user.id, aal: options.aal ?? "aal1", exp: now + expiresIn, tag }),
    refresh_token: `refresh-${tag}`,
    expires_at: now + expiresIn,
    expires_in: expiresIn,
    token_type: "bearer",
    user,
  };
}

/** A `/config.json` for tests that start the runtimes without fetching it. */
export const testRuntimeConfig: RuntimeConfig = {
  publicUrl: "http://localhost:3000",
  apiBaseUrl: "/api",
  authUrl: "/",
  authAnonKey: "anon",
  functionsKey: "functions",
  stripePublishableKey: null,
  msClientId: null,
  msAuthority: "https://login.microsoftonline.com/common",
  googleClientId: null,
  mailDomain: "in.localhost",
};
