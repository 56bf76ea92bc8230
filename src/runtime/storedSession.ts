import { userLabel } from "../machines/auth/userLabel";
import { AUTH_SESSION_STORAGE_KEY } from "../machines/constants";

/**
 * What the navigation bar needs to know before the auth runtime has loaded:
 * read from the session the auth machine keeps in local storage. This module
 * is on every public page, so it parses by hand (no Effect, no supabase-js);
 * the auth machine decodes and checks the same entry properly when it loads.
 */

export interface NavSession {
  readonly signedIn: boolean;
  /** The user button's label (SPEC §2). */
  readonly userLabel: string;
}

export const SIGNED_OUT_NAV: NavSession = { signedIn: false, userLabel: "User" };

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === "object" && value !== null;
}

function aalClaim(accessToken: string): unknown {
  try {
    const payload = accessToken.split(".")[1] ?? "";
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return isRecord(claims) ? claims.aal : undefined;
  } catch {
    return undefined;
  }
}

function hasVerifiedFactor(user: Loose): boolean {
  const factors = Array.isArray(user.factors) ? user.factors : [];
  return factors.some((factor) => isRecord(factor) && factor.status === "verified");
}

/** The nav's view of a stored session (the raw JSON); signed out for anything unreadable. */
export function navSessionFromStored(raw: string | null): NavSession {
  if (raw === null) return SIGNED_OUT_NAV;
  let session: unknown;
  try {
    session = JSON.parse(raw);
  } catch {
    return SIGNED_OUT_NAV;
  }
  if (!isRecord(session) || !isRecord(session.user)) return SIGNED_OUT_NAV;
  const { access_token: accessToken, refresh_token: refreshToken, user } = session;
  if (typeof accessToken !== "string" || typeof refreshToken !== "string") return SIGNED_OUT_NAV;
  // A sign-in that stopped at the second-factor step is not signed in yet.
  if (hasVerifiedFactor(user) && aalClaim(accessToken) !== "aal2") return SIGNED_OUT_NAV;
  return {
    signedIn: true,
    userLabel: userLabel(typeof user.email === "string" ? user.email : null),
  };
}

export function readStoredSessionJson(): string | null {
  try {
    return typeof localStorage === "undefined"
      ? null
      : localStorage.getItem(AUTH_SESSION_STORAGE_KEY);
  } catch {
    // Storage can be disabled by privacy settings: then nothing is stored.
    return null;
  }
}

export function hasStoredSession(): boolean {
  return navSessionFromStored(readStoredSessionJson()).signedIn;
}

let cachedJson: string | null = null;
let cachedView: NavSession = SIGNED_OUT_NAV;

/**
 * A store over local storage for `useSyncExternalStore`: the same object
 * while the stored JSON is unchanged, and a notice when another tab writes.
 */
export const storedNavSession = {
  subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_SESSION_STORAGE_KEY) onChange();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  },
  getSnapshot(): NavSession {
    const json = readStoredSessionJson();
    if (json !== cachedJson) {
      cachedJson = json;
      cachedView = navSessionFromStored(json);
    }
    return cachedView;
  },
};
