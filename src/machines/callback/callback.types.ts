import type { AuthFailure } from "../../services/authErrors";
import type { CredentialsEvent } from "../auth/auth.types";
import type { CallbackLink } from "./callbackLink";

export interface CallbackInput {
  readonly link: CallbackLink;
  /** Already signed in when the link was opened: there is nothing to exchange. */
  readonly signedIn: boolean;
}

export interface CallbackContext extends CallbackInput {
  /** What went wrong: the link's own error, or the auth service's answer. */
  readonly error: AuthFailure | null;
}

export type CallbackTag = "busy" | "done" | "failed" | "none";

export type ForwardInput = CredentialsEvent;
