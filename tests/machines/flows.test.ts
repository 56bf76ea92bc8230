import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { provideAuth } from "../../src/machines/auth/auth.machine";
import type { CredentialsEvent } from "../../src/machines/auth/auth.types";
import { callbackMachine } from "../../src/machines/callback/callback.machine";
import { parseCallbackLink } from "../../src/machines/callback/callbackLink";
import { microsoftMachine } from "../../src/machines/microsoft/microsoft.machine";
import { requestMachine } from "../../src/machines/request/request.machine";
import type { AccountRequest } from "../../src/machines/request/request.types";
import { totpEnrolmentMachine } from "../../src/machines/totpEnrolment/totpEnrolment.machine";
import { forwardToAuth } from "../../src/runtime/forwardToAuth";
import { answer, failWith, ScriptedAuth } from "../../src/services/AuthTest";
import { AuthApiError } from "../../src/services/authErrors";
import type { TotpEnrollment } from "../../src/services/authSchema";
import { makeSession, makeUser } from "./support/fixtures";

/** A promise actor the test settles by hand. */
function deferred<TOutput, TInput>() {
  const inputs: TInput[] = [];
  let settle: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    inputs.push(input);
    return new Promise<TOutput>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    logic,
    inputs,
    resolve: (value: TOutput) => settle?.resolve(value),
    reject: (error: unknown) => settle?.reject(error),
  };
}

const wrongCode = new AuthApiError({
  status: 422,
  code: "mfa_verification_failed",
  message: "Invalid TOTP code entered",
});

describe("the request machine (one form's request)", () => {
  const request: AccountRequest = { kind: "factor.unenroll", factorId: "factor-1" };

  it("is busy while the request runs, then done", async () => {
    const perform = deferred<unknown, AccountRequest>();
    const actor = createActor(requestMachine.provide({ actors: { perform: perform.logic } }));
    actor.start();
    actor.send({ type: "request.submit", request });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(perform.inputs).toEqual([request]);
    perform.resolve({ id: "factor-1" });
    await waitFor(actor, (snapshot) => snapshot.hasTag("done"));
    expect(actor.getSnapshot().context.output).toEqual({ id: "factor-1" });
    actor.send({ type: "request.reset" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.request).toBeNull();
  });

  it("goes back to idle with the failure, described, and clears it on the next try", async () => {
    const perform = deferred<unknown, AccountRequest>();
    const actor = createActor(requestMachine.provide({ actors: { perform: perform.logic } }));
    actor.start();
    actor.send({ type: "request.submit", request });
    perform.reject(wrongCode);
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toMatchObject({
      code: "mfa_verification_failed",
      status: 422,
      retryable: false,
    });
    actor.send({ type: "request.submit", request });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it("passes a failure the auth machine already described through unchanged", async () => {
    const failure = {
      tag: "AuthApiError" as const,
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
      reasons: [],
      retryable: false,
    };
    const actor = createActor(
      requestMachine.provide({
        actors: { perform: fromPromise(() => Promise.reject(failure)) },
      }),
    );
    actor.start();
    actor.send({ type: "request.submit", request });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual(failure);
  });
});

describe("the TOTP enrolment machine", () => {
  const enrollment: TotpEnrollment = {
    id: "factor-9",
    friendlyName: "Phone",
    qrCode: "data:image/svg+xml;utf-8,<svg/>",
    secret: "SECRET",
    uri: "otpauth://totp/x",
  };

  function start() {
    const enroll = deferred<TotpEnrollment, string>();
    const verify = deferred<void, { factorId: string; code: string }>();
    const discard = deferred<void, string>();
    const makeRecoveryCodes = deferred<ReadonlyArray<string>, void>();
    const actor = createActor(
      totpEnrolmentMachine.provide({
        actors: {
          enroll: enroll.logic,
          verify: verify.logic,
          discard: discard.logic,
          makeRecoveryCodes: makeRecoveryCodes.logic,
        },
      }),
    );
    actor.start();
    return { actor, enroll, verify, discard, makeRecoveryCodes };
  }

  it("enrols, shows the code to scan, verifies, makes the recovery codes, and ends verified", async () => {
    const { actor, enroll, verify, makeRecoveryCodes } = start();
    actor.send({ type: "enrolment.start", friendlyName: "Phone" });
    expect(enroll.inputs).toEqual(["Phone"]);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    enroll.resolve(enrollment);
    await waitFor(actor, (snapshot) => snapshot.hasTag("scanning"));
    expect(actor.getSnapshot().context.enrollment).toEqual(enrollment);

    actor.send({ type: "code.submit", code: "000000" });
    verify.reject(wrongCode);
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe("scanning");

    actor.send({ type: "code.submit", code: "123456" });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(verify.inputs.at(-1)).toEqual({ factorId: "factor-9", code: "123456" });
    verify.resolve();
    await waitFor(actor, (snapshot) => snapshot.value === "makingRecoveryCodes");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    makeRecoveryCodes.resolve(["aaaa-bbbb-cccc", "dddd-eeee-ffff"]);
    await waitFor(actor, (snapshot) => snapshot.hasTag("verified"));
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(["aaaa-bbbb-cccc", "dddd-eeee-ffff"]);
    actor.send({ type: "enrolment.reset" });
    expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.enrollment).toBeNull();
  });

  it("ends verified without codes when they cannot be made: the factor is on all the same", async () => {
    const { actor, enroll, verify, makeRecoveryCodes } = start();
    actor.send({ type: "enrolment.start", friendlyName: "Phone" });
    enroll.resolve(enrollment);
    await waitFor(actor, (snapshot) => snapshot.hasTag("scanning"));
    actor.send({ type: "code.submit", code: "123456" });
    verify.resolve();
    await waitFor(actor, (snapshot) => snapshot.value === "makingRecoveryCodes");
    makeRecoveryCodes.reject(new Error("offline"));
    await waitFor(actor, (snapshot) => snapshot.hasTag("verified"));
    expect(actor.getSnapshot().context.recoveryCodes).toBeNull();
  });

  it("returns to idle with the error when enrolling fails", async () => {
    const { actor, enroll } = start();
    actor.send({ type: "enrolment.start", friendlyName: "Phone" });
    enroll.reject(
      new AuthApiError({ status: 422, code: "mfa_factor_name_conflict", message: "taken" }),
    );
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("removes the unverified factor when cancelled, even if that fails", async () => {
    const { actor, enroll, discard } = start();
    actor.send({ type: "enrolment.start", friendlyName: "Phone" });
    enroll.resolve(enrollment);
    await waitFor(actor, (snapshot) => snapshot.hasTag("scanning"));
    actor.send({ type: "enrolment.cancel" });
    expect(discard.inputs).toEqual(["factor-9"]);
    discard.reject(new Error("offline"));
    await waitFor(actor, (snapshot) => snapshot.value === "idle");
    expect(actor.getSnapshot().context.enrollment).toBeNull();
  });
});

describe("auth links (parseCallbackLink)", () => {
  it.each([
    ["", "", { kind: "none" }],
    [
      "",
      "#error_description=Email+link+is+invalid",
      { kind: "error", message: "Email link is invalid" },
    ],
    ["?error=access_denied", "", { kind: "error", message: "access_denied" }],
    ["?code=abc", "", { kind: "credentials", event: { type: "callback.code", code: "abc" } }],
    [
      "?token_hash=h&type=signup",
      "",
      {
        kind: "credentials",
        event: { type: "callback.verify", tokenHash: "h", linkType: "signup" },
      },
    ],
    ["?token_hash=h&type=bogus", "", { kind: "none" }],
    [
      "",
      "#access_token=a&refresh_token=r&expires_in=60&expires_at=100&type=recovery",
      {
        kind: "credentials",
        event: {
          type: "callback.tokens",
          accessToken: "a",
          refreshToken: "r",
          expiresIn: 60,
          expiresAt: 100,
          linkType: "recovery",
        },
      },
    ],
  ])("reads %s %s", (search, hash, expected) => {
    expect(parseCallbackLink(search, hash)).toEqual(expected);
  });
});

describe("the callback machine", () => {
  function start(search: string, hash: string, signedIn = false) {
    const forward = deferred<void, CredentialsEvent>();
    const actor = createActor(callbackMachine.provide({ actors: { forward: forward.logic } }), {
      input: { link: parseCallbackLink(search, hash), signedIn },
    });
    actor.start();
    return { actor, forward };
  }

  it("fails with the link's own error, asking nothing of auth", () => {
    const { actor, forward } = start("", "#error_description=expired");
    expect(actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(actor.getSnapshot().context.error?.message).toBe("expired");
    expect(forward.inputs).toEqual([]);
  });

  it("forwards the credentials and is done when auth is", async () => {
    const { actor, forward } = start("?code=abc", "");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(forward.inputs).toEqual([{ type: "callback.code", code: "abc" }]);
    forward.resolve();
    await waitFor(actor, (snapshot) => snapshot.hasTag("done"));
  });

  it("fails with auth's answer", async () => {
    const { actor, forward } = start("?code=abc", "");
    forward.reject(
      new AuthApiError({ status: 400, code: "flow_state_not_found", message: "gone" }),
    );
    await waitFor(actor, (snapshot) => snapshot.hasTag("failed"));
    expect(actor.getSnapshot().context.error?.code).toBe("flow_state_not_found");
  });

  it("is done at once for a user already signed in, and says when there is nothing", () => {
    expect(start("?code=abc", "", true).actor.getSnapshot().hasTag("done")).toBe(true);
    expect(start("", "").actor.getSnapshot().hasTag("none")).toBe(true);
  });
});

describe("the Microsoft machine", () => {
  const config = {
    clientId: "client-1",
    authority: "https://login.microsoftonline.com/common",
    redirectUri: "http://localhost:3000/callback/microsoft",
  };

  function start(mode: "start" | "complete") {
    const startRedirect = deferred<void, typeof config>();
    const completeRedirect = deferred<
      { idToken: string; nonce: string | undefined } | null,
      typeof config
    >();
    const signIn = deferred<void, { idToken: string; nonce: string | undefined }>();
    const actor = createActor(
      microsoftMachine.provide({
        actors: {
          startRedirect: startRedirect.logic,
          completeRedirect: completeRedirect.logic,
          signIn: signIn.logic,
        },
      }),
      { input: { mode, config } },
    );
    actor.start();
    return { actor, startRedirect, completeRedirect, signIn };
  }

  it("starts the redirect from the button and stays busy while the browser leaves", async () => {
    const { actor, startRedirect } = start("start");
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "microsoft.start" });
    expect(startRedirect.inputs).toEqual([config]);
    startRedirect.resolve();
    await waitFor(actor, (snapshot) => snapshot.value === "leaving");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
  });

  it("shows why the redirect could not start", async () => {
    const { actor, startRedirect } = start("start");
    actor.send({ type: "microsoft.start" });
    startRedirect.reject(new Error("popup_window_error"));
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("on the redirect target, signs in with the id_token and nonce Microsoft sent", async () => {
    const { actor, completeRedirect, signIn } = start("complete");
    completeRedirect.resolve({ idToken: "id-token", nonce: "n-1" });
    await waitFor(actor, (snapshot) => snapshot.value === "signingIn");
    expect(signIn.inputs).toEqual([{ idToken: "id-token", nonce: "n-1" }]);
    signIn.resolve();
    await waitFor(actor, (snapshot) => snapshot.hasTag("done"));
  });

  it("fails when Microsoft sent no answer", async () => {
    const { actor, completeRedirect } = start("complete");
    completeRedirect.resolve(null);
    await waitFor(actor, (snapshot) => snapshot.hasTag("failed"));
    expect(actor.getSnapshot().context.error?.code).toBe("microsoft_no_answer");
  });
});

describe("forwardToAuth (a form's request through the auth actor)", () => {
  async function signedOutAuth(transport: ScriptedAuth) {
    localStorage.clear();
    const auth = createActor(provideAuth(transport.layer));
    auth.start();
    await waitFor(auth, (snapshot) => snapshot.hasTag("signedOut"));
    return auth;
  }

  it("settles with the auth machine: resolved on success, rejected with its failure", async () => {
    const transport = new ScriptedAuth().script(
      "signInWithPassword",
      failWith(
        new AuthApiError({
          status: 400,
          code: "invalid_credentials",
          message: "Invalid login credentials",
        }),
      ),
      answer({
        session: makeSession({ now: Date.now() }),
        user: makeUser(),
        redirectType: null,
        weakPassword: null,
      }),
    );
    const auth = await signedOutAuth(transport);
    const credentials = {
      type: "signIn.password",
      email: "ada@example.com",
      password: "x",
    } as const;
    await expect(forwardToAuth(auth, credentials)).rejects.toMatchObject({
      code: "invalid_credentials",
    });
    await expect(forwardToAuth(auth, credentials)).resolves.toBeUndefined();
    expect(auth.getSnapshot().hasTag("signedIn")).toBe(true);
    auth.stop();
  });

  it("refuses at once an event the machine does not take in its state", async () => {
    const auth = await signedOutAuth(new ScriptedAuth());
    await expect(forwardToAuth(auth, { type: "mfa.verify", code: "123456" })).rejects.toMatchObject(
      {
        code: "not_now",
      },
    );
    auth.stop();
  });
});
