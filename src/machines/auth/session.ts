import {
  decodeSession,
  type Factor,
  isVerifiedTotp,
  type Session,
  type User,
} from "../../services/authSchema";
import { AUTH_EXPIRY_MARGIN_MS, AUTH_SESSION_STORAGE_KEY } from "../constants";
import type { Aal } from "./auth.types";

/** Pure facts about a session, shared by the auth machine, its actors and connect. */

/** True when the access token has expired or expires within the margin (SPEC §4, 90 s). */
export function needsRefresh(session: Session, nowMs: number): boolean {
  return session.expires_at * 1000 - nowMs < AUTH_EXPIRY_MARGIN_MS;
}

/** True once the access token is past its expiry. */
export function hasExpired(session: Session, nowMs: number): boolean {
  return session.expires_at * 1000 <= nowMs;
}

/** The claims of a JWT, unverified (the server verifies; the browser only reads `aal`). */
export function accessTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), "="));
    const claims: unknown = JSON.parse(json);
    return typeof claims === "object" && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The assurance level the access token claims, else `fallback` (tokens that are not JWTs). */
export function aalOf(session: Session, fallback: Aal): Aal {
  const aal = accessTokenClaims(session.access_token)?.aal;
  return aal === "aal1" || aal === "aal2" ? aal : fallback;
}

export function verifiedTotpFactors(user: User | null | undefined): ReadonlyArray<Factor> {
  return user?.factors.filter(isVerifiedTotp) ?? [];
}

/** The level the user can reach: aal2 once a verified TOTP factor exists (SPEC §4). */
export function nextAalOf(user: User | null | undefined): Aal {
  return verifiedTotpFactors(user).length > 0 ? "aal2" : "aal1";
}

/** A session at aal1 whose user has a verified factor still has to pass the challenge. */
export function needsMfa(session: Session, aal: Aal | null): boolean {
  return aal !== "aal2" && nextAalOf(session.user) === "aal2";
}

export { userLabel } from "./userLabel";

export function sameTokens(a: Session | null, b: Session | null): boolean {
  return a?.access_token === b?.access_token && a?.refresh_token === b?.refresh_token;
}

/** A stored session as the auth machine keeps it: JSON, decoded and checked on the way back. */
export function parseStoredSession(json: string | null): Session | null {
  if (json === null) return null;
  try {
    const decoded = decodeSession(JSON.parse(json));
    return decoded._tag === "Some" ? decoded.value : null;
  } catch {
    return null;
  }
}

export function readStoredSession(storage: Storage): Session | null {
  return parseStoredSession(storage.getItem(AUTH_SESSION_STORAGE_KEY));
}

export function writeStoredSession(storage: Storage, session: Session | null): void {
  if (session === null) storage.removeItem(AUTH_SESSION_STORAGE_KEY);
  else storage.setItem(AUTH_SESSION_STORAGE_KEY, JSON.stringify(session));
}
