/** What the route guard knows of auth: enough to decide, nothing more. */
export interface GuardAuth {
  /** Auth is still recovering the stored session; guards wait (SPEC §2). */
  readonly loading: boolean;
  readonly signedIn: boolean;
}

export interface GuardContext {
  readonly path: string;
  /** The query string, with or without its leading "?". */
  readonly search: string;
  readonly auth: GuardAuth;
  /** Where to go instead, while redirecting. */
  readonly redirectTo: string | null;
}

export interface GuardInput {
  readonly path: string;
  readonly search: string;
  readonly auth: GuardAuth;
}

export type GuardEvent =
  | { readonly type: "location.changed"; readonly path: string; readonly search: string }
  | { readonly type: "auth.changed"; readonly auth: GuardAuth }
  /** The auth machine emitted SIGNED_OUT: the browser goes to the login route (SPEC §2). */
  | { readonly type: "auth.signedOut" };

export type GuardEmitted = { readonly type: "redirect"; readonly to: string };

export type GuardTag = "loading" | "allowed" | "redirecting";

export type RouteDecision =
  | { readonly kind: "wait" }
  | { readonly kind: "allow" }
  | { readonly kind: "redirect"; readonly to: string };
