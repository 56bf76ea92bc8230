import type { Layer } from "effect";
import type { ActorRefFrom } from "xstate";
import type { AuthMachine } from "../machines/auth/auth.machine";
import type { GuardMachine } from "../machines/guard/guard.machine";
import type { Auth } from "../services/Auth";
import type { RuntimeConfig } from "../services/RuntimeConfig";
import type { NavSession } from "./storedSession";

/**
 * The app-wide auth actors and what they were built from. Only types here:
 * the public pages import this file, and must not load what it describes.
 */

export type AuthActorRef = ActorRefFrom<AuthMachine>;
export type GuardActorRef = ActorRefFrom<GuardMachine>;

/** A `useSyncExternalStore` source. */
export interface ExternalStore<T> {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly getSnapshot: () => T;
}

export interface AuthRuntime {
  readonly config: RuntimeConfig;
  /** The Auth service, for the calls that are not the auth machine's (factors, identities, recovery). */
  readonly layer: Layer.Layer<Auth>;
  readonly auth: AuthActorRef;
  readonly guard: GuardActorRef;
  /** The navigation bar's view, live from the auth actor (the stored one while it loads). */
  readonly navSession: ExternalStore<NavSession>;
  /** Signs out once the stored session has been recovered (a sign-out sent earlier would be lost). */
  readonly signOut: () => Promise<void>;
  readonly stop: () => void;
}
