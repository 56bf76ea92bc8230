import type { AuthFailure } from "../../services/authErrors";
import type { Identity } from "../../services/authSchema";
import type { AuthEvent } from "../auth/auth.types";

/**
 * What a form asks of the account: an event for the auth machine (sign in,
 * sign up, verify a code, change the password), or a call the auth machine
 * does not make itself (recovery e-mail, factors, identities).
 */
export type AccountRequest =
  /** Sent to the auth actor; done once it is no longer busy, failed with the error it kept. */
  | { readonly kind: "auth"; readonly event: AuthEvent }
  | { readonly kind: "password.recover"; readonly email: string; readonly redirectTo: string }
  | { readonly kind: "factor.enroll"; readonly friendlyName: string }
  | { readonly kind: "factor.unenroll"; readonly factorId: string }
  | { readonly kind: "identity.unlink"; readonly identity: Identity }
  /** Ten new recovery codes for two-step sign-in; the output is the codes. */
  | { readonly kind: "recoveryCodes.make" };

export interface RequestContext {
  /** The request in flight or last made; forms use it to show the error where the user acted. */
  readonly request: AccountRequest | null;
  readonly error: AuthFailure | null;
  readonly output: unknown;
}

export type RequestEvent =
  | { readonly type: "request.submit"; readonly request: AccountRequest }
  | { readonly type: "request.reset" };

export type RequestTag = "busy" | "done";
