import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from "xstate";
import { AUTH_REFRESH_RETRY_BASE_MS, doublingDelay } from "../../../src/machines/constants";
import type { ScriptedAuth } from "../../../src/services/AuthTest";
import type { AuthError } from "../../../src/services/authErrors";
import type { AuthResponse, Session } from "../../../src/services/authSchema";
import { errors } from "./authSamples";
import { T0_SECONDS } from "./fixtures";

/**
 * How an auth actor's result in a model path (`xstate.done.actor.refresh`,
 * `xstate.error.actor.authenticate`…) is produced for real: the scripted
 * Auth transport answers the calls the real actor made, as the result
 * says. Shared by the model-based tests and the generated path tests; free
 * of vitest.
 */

export interface AuthDriver {
  readonly actor: { readonly getSnapshot: () => AnyMachineSnapshot };
  readonly transport: ScriptedAuth;
  /** Lets promises, Effect fibers and actor mailboxes run until nothing changes. */
  readonly settle: () => Promise<void>;
  /** Moves the simulated clock (and Date) forward, then settles. */
  readonly advance: (ms: number) => Promise<void>;
}

/** Lets the refresh child fail retryably until it gives up, as the clock runs through its backoff. */
async function exhaustRetries(h: AuthDriver): Promise<void> {
  for (let round = 0; round < 50 && h.actor.getSnapshot().hasTag("refreshing"); round += 1) {
    const call = h.transport.pending("refresh")[0];
    if (call !== undefined) {
      call.fail(errors.retryable);
      await h.settle();
      continue;
    }
    const child = h.actor.getSnapshot().children.refresh as AnyActorRef | undefined;
    const snapshot = child?.getSnapshot() as { context?: { failures: number } } | undefined;
    const failures = snapshot?.context?.failures ?? 1;
    await h.advance(doublingDelay(AUTH_REFRESH_RETRY_BASE_MS, failures));
  }
}

/** Answers the pending Auth calls so that the actor's result is `event`'s. */
export async function answerAuthActor(h: AuthDriver, event: AnyEventObject): Promise<void> {
  const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) ?? [];
  const pending = () => h.transport.pending();
  if (kind === "error") {
    const call = pending()[0];
    if (call === undefined) throw new Error(`Nothing pending to fail for ${id}`);
    call.fail(event.error as AuthError);
    return;
  }
  const output = event.output as never;
  switch (id) {
    case "refresh": {
      const result = output as { session?: Session; error?: { retryable: boolean } };
      if (result.session) h.transport.pending("refresh")[0]?.succeed(result.session);
      else if (result.error?.retryable) await exhaustRetries(h);
      else h.transport.pending("refresh")[0]?.fail(errors.rejected);
      return;
    }
    case "authenticate": {
      const call = pending()[0];
      const answer = output as AuthResponse;
      call?.succeed(call.method === "getUser" ? answer.user : answer);
      return;
    }
    case "verifyMfa": {
      h.transport
        .pending("mfaChallenge")[0]
        ?.succeed({ id: "challenge-1", expiresAt: T0_SECONDS + 300 });
      await h.settle();
      h.transport.pending("mfaVerify")[0]?.succeed(output);
      return;
    }
    default:
      pending()[0]?.succeed(output);
  }
}
