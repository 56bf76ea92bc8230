import type { AuthEvent } from "../machines/auth/auth.types";
import type { AuthFailure } from "../services/authErrors";
import type { AuthActorRef } from "./runtime.types";

function refused(): AuthFailure {
  return {
    tag: "AuthApiError",
    status: 0,
    code: "not_now",
    message: "That cannot be done right now. Reload the page and try again.",
    reasons: [],
    retryable: false,
  };
}

/**
 * Sends an event to the auth actor and settles once it is no longer busy:
 * resolved, or rejected with the failure the auth machine kept (it clears
 * its error when a request starts, so the error is this request's). An
 * event the machine does not take in its current state is refused at once.
 */
export function forwardToAuth(
  auth: AuthActorRef,
  event: AuthEvent,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const before = auth.getSnapshot();
    auth.send(event);
    const after = auth.getSnapshot();
    // Not taken: refused, unless a request is already in flight (React's StrictMode
    // starts an actor twice in development), whose outcome is then this one's too.
    if (after === before && !after.hasTag("busy")) return reject(refused());
    const settle = (snapshot: typeof after): boolean => {
      if (snapshot.hasTag("busy")) return false;
      const { error } = snapshot.context;
      if (error === null) resolve();
      else reject(error);
      return true;
    };
    if (settle(after)) return;
    const subscription = auth.subscribe((snapshot) => {
      if (settle(snapshot)) subscription.unsubscribe();
    });
    signal?.addEventListener("abort", () => subscription.unsubscribe(), { once: true });
  });
}
