import { Effect, Either, type Layer } from "effect";
import { fromPromise } from "xstate";
import { runAuthEffect } from "../machines/auth/auth.actors";
import type { CredentialsEvent } from "../machines/auth/auth.types";
import { callbackMachine } from "../machines/callback/callback.machine";
import { microsoftMachine } from "../machines/microsoft/microsoft.machine";
import { requestMachine } from "../machines/request/request.machine";
import type { AccountRequest } from "../machines/request/request.types";
import { totpEnrolmentMachine } from "../machines/totpEnrolment/totpEnrolment.machine";
import type { VerifyFactorInput } from "../machines/totpEnrolment/totpEnrolment.types";
import { Auth } from "../services/Auth";
import { AuthSessionMissing, SESSION_MISSING_MESSAGE } from "../services/authErrors";
import type { TotpEnrollment } from "../services/authSchema";
import {
  Microsoft,
  type MicrosoftConfig,
  type MicrosoftCredentials,
  type MicrosoftService,
} from "../services/Microsoft";
import { forwardToAuth } from "./forwardToAuth";
import type { AuthRuntime } from "./runtime.types";

/**
 * The form machines with their actors, for one runtime: requests go to the
 * auth actor or, for what the auth machine does not do itself, to the Auth
 * service with the session's access token. After a change to the user's
 * factors or identities, the user is read again through the auth machine.
 */

type Runtime = Pick<AuthRuntime, "auth" | "layer">;

const FACTOR_ISSUER = "Corkboard";

function accessTokenOf(runtime: Runtime): Effect.Effect<string, AuthSessionMissing> {
  const session = runtime.auth.getSnapshot().context.session;
  return session === null
    ? Effect.fail(new AuthSessionMissing({ status: 401, message: SESSION_MISSING_MESSAGE }))
    : Effect.succeed(session.access_token);
}

async function perform(
  runtime: Runtime,
  request: AccountRequest,
  signal: AbortSignal,
): Promise<unknown> {
  switch (request.kind) {
    case "auth":
      return forwardToAuth(runtime.auth, request.event, signal);
    case "password.recover":
      return runAuthEffect(
        Effect.flatMap(Auth, (auth) =>
          auth.resetPasswordForEmail(request.email, request.redirectTo),
        ),
        runtime.layer,
        signal,
      );
    case "factor.enroll":
      return runAuthEffect(
        Effect.flatMap(accessTokenOf(runtime), (token) =>
          Effect.flatMap(Auth, (auth) =>
            auth.mfaEnroll(token, { friendlyName: request.friendlyName, issuer: FACTOR_ISSUER }),
          ),
        ),
        runtime.layer,
        signal,
      );
    case "factor.unenroll":
      await runAuthEffect(
        Effect.flatMap(accessTokenOf(runtime), (token) =>
          Effect.flatMap(Auth, (auth) => auth.mfaUnenroll(token, request.factorId)),
        ),
        runtime.layer,
        signal,
      );
      return forwardToAuth(runtime.auth, { type: "user.reload" }, signal);
    case "recoveryCodes.make":
      return runAuthEffect(
        Effect.flatMap(accessTokenOf(runtime), (token) =>
          Effect.flatMap(Auth, (auth) => auth.makeRecoveryCodes(token)),
        ),
        runtime.layer,
        signal,
      );
    case "identity.unlink":
      await runAuthEffect(
        Effect.flatMap(accessTokenOf(runtime), (token) =>
          Effect.flatMap(Auth, (auth) => auth.unlinkIdentity(token, request.identity)),
        ),
        runtime.layer,
        signal,
      );
      return forwardToAuth(runtime.auth, { type: "user.reload" }, signal);
  }
}

export function requestLogic(runtime: Runtime) {
  return requestMachine.provide({
    actors: {
      perform: fromPromise<unknown, AccountRequest>(({ input, signal }) =>
        perform(runtime, input, signal),
      ),
    },
  });
}

export function totpEnrolmentLogic(runtime: Runtime) {
  return totpEnrolmentMachine.provide({
    actors: {
      enroll: fromPromise<TotpEnrollment, string>(
        ({ input, signal }) =>
          perform(
            runtime,
            { kind: "factor.enroll", friendlyName: input },
            signal,
          ) as Promise<TotpEnrollment>,
      ),
      // The first code verifies the factor and raises the session to aal2; then the user is
      // read again so the list shows the factor as verified.
      verify: fromPromise<void, VerifyFactorInput>(async ({ input, signal }) => {
        await forwardToAuth(
          runtime.auth,
          { type: "mfa.verify", code: input.code, factorId: input.factorId },
          signal,
        );
        await forwardToAuth(runtime.auth, { type: "user.reload" }, signal);
      }),
      discard: fromPromise<void, string>(async ({ input, signal }) => {
        await perform(runtime, { kind: "factor.unenroll", factorId: input }, signal);
      }),
      makeRecoveryCodes: fromPromise<ReadonlyArray<string>, void>(
        async ({ signal }) =>
          (await perform(runtime, { kind: "recoveryCodes.make" }, signal)) as ReadonlyArray<string>,
      ),
    },
  });
}

/** Takes spent tokens out of the address bar (and so out of history), as supabase-js does. */
function forgetUrlFragment(): void {
  if (window.location.hash === "") return;
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${window.location.search}`,
  );
}

export function callbackLogic(runtime: Runtime) {
  return callbackMachine.provide({
    actors: {
      forward: fromPromise<void, CredentialsEvent>(async ({ input, signal }) => {
        await forwardToAuth(runtime.auth, input, signal);
        forgetUrlFragment();
      }),
    },
  });
}

/** Runs a Microsoft program; a failure rejects with the tagged error itself. */
async function runMicrosoft<A, E>(
  program: (service: MicrosoftService) => Effect.Effect<A, E>,
  layer: Layer.Layer<Microsoft>,
  signal: AbortSignal,
): Promise<A> {
  const result = await Effect.runPromise(
    Effect.either(Effect.provide(Effect.flatMap(Microsoft, program), layer)),
    { signal },
  );
  if (Either.isLeft(result)) throw result.left;
  return result.right;
}

/** The Microsoft sign-in machine's actors; `layer` is MSAL in the browser (a scripted one in tests). */
export function microsoftLogic(runtime: Runtime, layer: Layer.Layer<Microsoft> = Microsoft.live) {
  return microsoftMachine.provide({
    actors: {
      startRedirect: fromPromise<void, MicrosoftConfig>(({ input, signal }) =>
        runMicrosoft((microsoft) => microsoft.startSignIn(input), layer, signal),
      ),
      completeRedirect: fromPromise<MicrosoftCredentials | null, MicrosoftConfig>(
        ({ input, signal }) =>
          runMicrosoft((microsoft) => microsoft.completeSignIn(input), layer, signal),
      ),
      signIn: fromPromise<void, MicrosoftCredentials>(({ input, signal }) =>
        forwardToAuth(
          runtime.auth,
          { type: "signIn.idToken", provider: "azure", token: input.idToken, nonce: input.nonce },
          signal,
        ),
      ),
    },
  });
}
