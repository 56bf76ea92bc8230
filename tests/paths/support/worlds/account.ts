import { type AnyEventObject, type AnyStateMachine, createActor, SimulatedClock } from "xstate";
import { provideAuth } from "../../../../src/machines/auth/auth.machine";
import { writeStoredSession } from "../../../../src/machines/auth/session";
import {
  callbackLogic,
  microsoftLogic,
  requestLogic,
  totpEnrolmentLogic,
} from "../../../../src/runtime/accountActors";
import type { AuthActorRef } from "../../../../src/runtime/runtime.types";
import { ScriptedAuth } from "../../../../src/services/AuthTest";
import type { AuthError } from "../../../../src/services/authErrors";
import type { Session, TotpEnrollment } from "../../../../src/services/authSchema";
import type { MicrosoftError } from "../../../../src/services/Microsoft";
import { ScriptedMicrosoft } from "../../../../src/services/MicrosoftTest";
import { response, sessions } from "../../../machines/support/authSamples";
import { setVisibility } from "../../../machines/support/browser";
import { T0_SECONDS } from "../../../machines/support/fixtures";
import {
  callsOf,
  type PathWorld,
  pendingCall,
  resultOf,
  type WorldOf,
  type WorldTools,
} from "../world";

/**
 * The account machines as `src/runtime/accountActors.ts` makes them: their
 * actors call the Auth service (scripted) or go through a real auth actor
 * on the same scripted service, as in the app.
 */

export const enrollment: TotpEnrollment = {
  id: "factor-2",
  friendlyName: "Phone",
  qrCode: "data:image/svg+xml;utf8,<svg></svg>",
  secret: "JBSWY3DPEHPK3PXP",
  uri: "otpauth://totp/Corkboard:ada?secret=JBSWY3DPEHPK3PXP",
};

interface AccountWorld {
  readonly transport: ScriptedAuth;
  readonly runtime: { auth: AuthActorRef; layer: ScriptedAuth["layer"] };
  readonly start: () => void;
  readonly stop: () => void;
}

/** The app's auth actor over the scripted service, signed in when `stored` is given (its own clock stands still). */
function accountWorld(stored: Session | null): AccountWorld {
  const transport = new ScriptedAuth();
  const auth = createActor(provideAuth(transport.layer), { clock: new SimulatedClock() });
  return {
    transport,
    runtime: { auth, layer: transport.layer },
    start: () => {
      localStorage.clear();
      setVisibility(true, false);
      if (stored !== null) writeStoredSession(localStorage, stored);
      auth.start();
    },
    stop: () => auth.stop(),
  };
}

type Answer = (event: AnyEventObject, done: boolean, tools: WorldTools) => Promise<void>;

/** A world whose results are the answers `answers[actor id]` gives. */
function answering(
  world: AccountWorld,
  logic: AnyStateMachine,
  answers: Record<string, Answer>,
  tools: WorldTools,
  microsoft?: ScriptedMicrosoft,
): PathWorld {
  return {
    logic,
    begin: async () => world.start(),
    happen: async (event: AnyEventObject) => {
      const result = resultOf(event);
      if (result === null) return false;
      const answer = answers[result.id];
      if (answer === undefined) return false;
      await answer(event, result.done, tools);
      return true;
    },
    calls: () =>
      callsOf(
        microsoft ? { Auth: world.transport, Microsoft: microsoft } : { Auth: world.transport },
      ),
    end: world.stop,
  };
}

/** The Auth call answered as the step says: with `value`, or failed with the step's error. */
function settles(
  world: AccountWorld,
  method: Parameters<ScriptedAuth["pending"]>[0] & string,
  value?: (event: AnyEventObject) => unknown,
): Answer {
  return async (event, done) => {
    const call = pendingCall(world.transport, method);
    if (done) call.succeed(value === undefined ? undefined : value(event));
    else call.fail(event.error as AuthError);
  };
}

export const requestWorld: WorldOf = (_planned, tools) => {
  const world = accountWorld(null);
  return answering(
    world,
    requestLogic(world.runtime),
    {
      perform: settles(world, "resetPasswordForEmail"),
    },
    tools,
  );
};

export const totpEnrolmentWorld: WorldOf = (_planned, tools) => {
  const world = accountWorld(sessions.fresh);
  const { transport } = world;
  /** The auth actor reads the user again after a change to the factors. */
  const reloaded = async () => {
    await tools.settle();
    pendingCall(transport, "getUser").succeed(sessions.aal2.user);
  };
  return answering(
    world,
    totpEnrolmentLogic(world.runtime),
    {
      enroll: settles(world, "mfaEnroll", () => enrollment),
      verify: async (event, done) => {
        const challenge = pendingCall(transport, "mfaChallenge");
        if (!done) return challenge.fail(event.error as AuthError);
        challenge.succeed({ id: "challenge-1", expiresAt: T0_SECONDS + 300 });
        await tools.settle();
        pendingCall(transport, "mfaVerify").succeed(sessions.aal2);
        await reloaded();
      },
      makeRecoveryCodes: settles(world, "makeRecoveryCodes", (event) => event.output),
      discard: async (event, done) => {
        const unenroll = pendingCall(transport, "mfaUnenroll");
        if (!done) return unenroll.fail(event.error as AuthError);
        unenroll.succeed(undefined);
        await reloaded();
      },
    },
    tools,
  );
};

export const callbackWorld: WorldOf = (planned, tools) => {
  const signedIn = (planned.start.input as { signedIn: boolean }).signedIn;
  const world = accountWorld(signedIn ? sessions.fresh : null);
  return answering(
    world,
    callbackLogic(world.runtime),
    {
      forward: settles(world, "exchangeCodeForSession", () => response(sessions.fromLink)),
    },
    tools,
  );
};

export const microsoftWorld: WorldOf = (_planned, tools) => {
  const world = accountWorld(null);
  const microsoft = new ScriptedMicrosoft();
  const settlesMicrosoft =
    (method: "startSignIn" | "completeSignIn"): Answer =>
    async (event, done) => {
      const call = pendingCall(microsoft, method);
      if (done) call.succeed(event.output);
      else call.fail(event.error as MicrosoftError);
    };
  return answering(
    world,
    microsoftLogic(world.runtime, microsoft.layer),
    {
      startRedirect: settlesMicrosoft("startSignIn"),
      completeRedirect: settlesMicrosoft("completeSignIn"),
      signIn: settles(world, "signInWithIdToken", () => response(sessions.fresh)),
    },
    tools,
    microsoft,
  );
};

export const accountDoubles =
  "the Auth service is ScriptedAuth, under the app's actors and under the real auth actor they forward to (each result is the service's answer to the call the actor made); local storage is happy-dom's";
