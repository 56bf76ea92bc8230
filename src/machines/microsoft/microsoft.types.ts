import type { AuthFailure } from "../../services/authErrors";
import type { MicrosoftConfig, MicrosoftCredentials } from "../../services/Microsoft";

export interface MicrosoftInput {
  /** "start" behind the login page's button; "complete" on the redirect target. */
  readonly mode: "start" | "complete";
  readonly config: MicrosoftConfig;
}

export interface MicrosoftContext extends MicrosoftInput {
  readonly credentials: MicrosoftCredentials | null;
  readonly error: AuthFailure | null;
}

export type MicrosoftEvent = { readonly type: "microsoft.start" };

export type MicrosoftTag = "busy" | "done" | "failed";
