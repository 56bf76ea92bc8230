import type { SnapshotFrom } from "xstate";
import type {
  IdTokenCredentials,
  SignOutScope,
  SignUpInput,
  UserAttributes,
} from "../../services/Auth";
import type { AuthFailure } from "../../services/authErrors";
import type { Factor, Identity } from "../../services/authSchema";
import type { GuardAuth } from "../guard/guard.types";
import type { AuthMachine } from "./auth.machine";
import type { Aal, AuthEvent } from "./auth.types";
import { nextAalOf, userLabel, verifiedTotpFactors } from "./session";

/**
 * What components need from the auth machine, as plain fields and
 * callbacks (zag's `connect`): status from tags, never from state paths.
 */

export type AuthSnapshot = SnapshotFrom<AuthMachine>;

export interface AuthView {
  /** Recovering or refreshing the stored session at start: the app shows the spinner. */
  readonly loading: boolean;
  readonly signedIn: boolean;
  readonly signedOut: boolean;
  /** Signed in with a password, the second factor still due (the login page shows the TOTP step). */
  readonly mfaRequired: boolean;
  /** A request the user is waiting for is in flight. */
  readonly busy: boolean;
  readonly refreshing: boolean;
  readonly email: string | null;
  /** The user button's label: the e-mail before "@", else "User". */
  readonly userLabel: string;
  readonly aal: Aal | null;
  /** aal2 when the user has a verified factor, so the session can (or must) reach aal2. */
  readonly nextAal: Aal;
  readonly factors: ReadonlyArray<Factor>;
  readonly verifiedFactors: ReadonlyArray<Factor>;
  readonly identities: ReadonlyArray<Identity>;
  /** The bearer token for the product API; null without a session. */
  readonly accessToken: string | null;
  readonly error: AuthFailure | null;
  readonly confirmationSent: boolean;
  readonly passwordRecovery: boolean;
}

export interface AuthCommands {
  readonly signInWithPassword: (email: string, password: string) => void;
  readonly signInWithIdToken: (credentials: IdTokenCredentials) => void;
  readonly signUp: (input: SignUpInput) => void;
  readonly verifyMfa: (code: string, factorId?: string) => void;
  readonly updateUser: (attributes: UserAttributes) => void;
  readonly reloadUser: () => void;
  readonly refresh: () => void;
  readonly signOut: (scope?: SignOutScope) => void;
  readonly dismissError: () => void;
}

export function viewOf(snapshot: AuthSnapshot): AuthView {
  const { session, aal, error, confirmationSent, passwordRecovery } = snapshot.context;
  const user = session?.user ?? null;
  return {
    loading: snapshot.hasTag("loading"),
    signedIn: snapshot.hasTag("signedIn"),
    signedOut: snapshot.hasTag("signedOut"),
    mfaRequired: snapshot.hasTag("mfaRequired"),
    busy: snapshot.hasTag("busy"),
    refreshing: snapshot.hasTag("refreshing"),
    email: user?.email ?? null,
    userLabel: userLabel(user?.email),
    aal,
    nextAal: nextAalOf(user),
    factors: user?.factors ?? [],
    verifiedFactors: verifiedTotpFactors(user),
    identities: user?.identities ?? [],
    accessToken: session?.access_token ?? null,
    error,
    confirmationSent,
    passwordRecovery,
  };
}

export function connect(
  snapshot: AuthSnapshot,
  send: (event: AuthEvent) => void,
): AuthView & AuthCommands {
  return {
    ...viewOf(snapshot),
    signInWithPassword: (email, password) => send({ type: "signIn.password", email, password }),
    signInWithIdToken: (credentials) => send({ type: "signIn.idToken", ...credentials }),
    signUp: (input) => send({ type: "signUp", ...input }),
    verifyMfa: (code, factorId) => send({ type: "mfa.verify", code, factorId }),
    updateUser: (attributes) => send({ type: "user.update", attributes }),
    reloadUser: () => send({ type: "user.reload" }),
    refresh: () => send({ type: "token.refresh" }),
    signOut: (scope) => send({ type: "signOut", scope }),
    dismissError: () => send({ type: "error.dismiss" }),
  };
}

/**
 * What the route guard needs to know (send it as `auth.changed` when it
 * changes). While signing out the user still counts as signed in, so the
 * guard does not bounce the page to `/login?redirect=...` first: the
 * SIGNED_OUT that follows sends it to `/login` (SPEC §2).
 */
export function guardAuthOf(snapshot: AuthSnapshot): GuardAuth {
  return {
    loading: snapshot.hasTag("loading"),
    // While signing out, a user who had passed every step stays "signed in"
    // so the guard does not bounce them through /login?redirect=…; one who
    // was still at the code step (aal1 with a factor) never counts.
    signedIn:
      snapshot.hasTag("signedIn") ||
      (snapshot.hasTag("signingOut") &&
        snapshot.context.session !== null &&
        snapshot.context.aal === nextAalOf(snapshot.context.session.user)),
  };
}
