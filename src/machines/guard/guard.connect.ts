import type { ActorRefFrom, SnapshotFrom } from "xstate";
import { guardAuthOf } from "../auth/auth.connect";
import type { AuthMachine } from "../auth/auth.machine";
import type { GuardMachine } from "./guard.machine";

/** What the app gate needs from the guard, and the wiring that feeds it from the auth actor. */

export interface GuardView {
  /** Auth is loading: show the full-height spinner instead of the router. */
  readonly loading: boolean;
  /** Where to go instead of the current location (navigate with `replace`). */
  readonly redirectTo: string | null;
}

export function guardViewOf(snapshot: SnapshotFrom<GuardMachine>): GuardView {
  return {
    loading: snapshot.hasTag("loading"),
    redirectTo: snapshot.hasTag("redirecting") ? snapshot.context.redirectTo : null,
  };
}

/**
 * Keeps the guard told about auth: every change of the loading flag or the
 * signed-in status, and each SIGNED_OUT (which sends the browser to
 * `/login`). Returns the function that stops it.
 */
export function linkGuardToAuth(
  auth: ActorRefFrom<AuthMachine>,
  guard: ActorRefFrom<GuardMachine>,
): () => void {
  const signedOut = auth.on("SIGNED_OUT", () => guard.send({ type: "auth.signedOut" }));
  const changes = auth.subscribe((snapshot) =>
    guard.send({ type: "auth.changed", auth: guardAuthOf(snapshot) }),
  );
  guard.send({ type: "auth.changed", auth: guardAuthOf(auth.getSnapshot()) });
  return () => {
    signedOut.unsubscribe();
    changes.unsubscribe();
  };
}
