import type {
  EmailOtpType,
  IdTokenCredentials,
  SignOutScope,
  SignUpInput,
  UserAttributes,
} from "../../services/Auth";
import type { AuthFailure } from "../../services/authErrors";
import type { AuthResponse, Session } from "../../services/authSchema";

export type Aal = "aal1" | "aal2";

export interface AuthContext {
  /** The session this tab uses; the one in local storage once settled. */
  readonly session: Session | null;
  /** Assurance level of the current access token; null without a session. */
  readonly aal: Aal | null;
  /** Whether the page is visible; the refresh tick only runs while it is. */
  readonly visible: boolean;
  /** The last failure, for the page that caused it; cleared when the next request starts. */
  readonly error: AuthFailure | null;
  /** Set after a sign-up that must be confirmed by e-mail before a session exists. */
  readonly confirmationSent: boolean;
  /** Set while the session comes from a password-recovery link, until the password is changed. */
  readonly passwordRecovery: boolean;
}

/** The ways to obtain a session; each is a request the `authenticate` actor makes. */
export type CredentialsEvent =
  | { readonly type: "signIn.password"; readonly email: string; readonly password: string }
  | ({ readonly type: "signIn.idToken" } & IdTokenCredentials)
  | ({ readonly type: "signUp" } & SignUpInput)
  /** `/callback?code=...`: a PKCE code, with the verifier kept when the flow started. */
  | { readonly type: "callback.code"; readonly code: string; readonly codeVerifier?: string }
  /** `/callback#access_token=...`: tokens an implicit-flow link put in the fragment. */
  | {
      readonly type: "callback.tokens";
      readonly accessToken: string;
      readonly refreshToken: string;
      readonly expiresIn: number;
      readonly expiresAt?: number;
      /** The fragment's `type`, e.g. "recovery" or "signup". */
      readonly linkType?: string;
    }
  /** `/callback?token_hash=...&type=...`: an e-mail link verified with POST /verify. */
  | {
      readonly type: "callback.verify";
      readonly tokenHash: string;
      readonly linkType: EmailOtpType;
    };

/** Requests about the signed-in user; each is what the `account` actor does. */
export type AccountEvent =
  | { readonly type: "user.update"; readonly attributes: UserAttributes }
  /** Read the user again, e.g. after a factor was enrolled or an identity unlinked. */
  | { readonly type: "user.reload" };

/**
 * A TOTP code, for the challenge at sign-in or to verify a factor just
 * enrolled; `factorId` defaults to the first verified TOTP factor.
 */
export type MfaVerifyEvent = {
  readonly type: "mfa.verify";
  readonly code: string;
  readonly factorId?: string;
};

export type AuthEvent =
  | CredentialsEvent
  | AccountEvent
  | MfaVerifyEvent
  /** Sent by the session-sync actor once, at start, with what local storage held. */
  | { readonly type: "session.recovered"; readonly session: Session | null }
  /** Another tab wrote (or removed) the stored session. */
  | { readonly type: "storage.changed"; readonly session: Session | null }
  | { readonly type: "visibility.changed"; readonly visible: boolean }
  /** Refresh now, whatever the expiry (e.g. after the API answered 401). */
  | { readonly type: "token.refresh" }
  | { readonly type: "signOut"; readonly scope?: SignOutScope }
  | { readonly type: "error.dismiss" };

/** What the auth machine emits to its listeners: the auth events of SPEC §4. */
export type AuthEmitted =
  | { readonly type: "SIGNED_IN"; readonly session: Session }
  | { readonly type: "TOKEN_REFRESHED"; readonly session: Session }
  | { readonly type: "SIGNED_OUT" }
  | { readonly type: "MFA_CHALLENGE_VERIFIED"; readonly session: Session }
  | { readonly type: "USER_UPDATED"; readonly session: Session }
  /** Only logged by the app (SPEC §4); the session it carries is in context too. */
  | { readonly type: "PASSWORD_RECOVERY"; readonly session: Session };

/**
 * `signingOut`: the session is still held while the server is told; the guard
 * counts it as signed in until SIGNED_OUT, which sends the browser to plain `/login`.
 */
export type AuthTag =
  | "loading"
  | "signedOut"
  | "signedIn"
  | "mfaRequired"
  | "busy"
  | "refreshing"
  | "signingOut";

/** The input of the actors that act for the signed-in user. */
export interface RequestInput<TRequest> {
  readonly request: TRequest;
  readonly session: Session;
}

export type AccountInput = RequestInput<AccountEvent>;
export type MfaVerifyInput = RequestInput<MfaVerifyEvent>;

export type AuthenticateOutput = AuthResponse;

/** Messages the session-sync actor takes. */
export type SessionSyncMessage =
  | { readonly type: "session.persist"; readonly session: Session }
  | { readonly type: "session.clear" };

export interface SignOutInput {
  readonly accessToken: string;
  readonly scope: SignOutScope;
}

// The token-refresh child machine.

export interface RefreshInput {
  readonly refreshToken: string;
}

export interface RefreshContext {
  readonly refreshToken: string;
  /** When the first attempt started (ms since the epoch); the retry budget counts from here. */
  readonly startedAt: number;
  /** Failed attempts so far; the next retry waits 200 ms × 2^(failures − 1). */
  readonly failures: number;
  readonly session: Session | null;
  readonly error: AuthFailure | null;
}

export type RefreshOutput =
  | { readonly session: Session; readonly error?: undefined }
  | { readonly session?: undefined; readonly error: AuthFailure };
