import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { connect, guardAuthOf, viewOf } from "../../src/machines/auth/auth.connect";
import { AUTH_REFRESH_BUDGET_MS, AUTH_TICK_MS } from "../../src/machines/constants";
import { guardViewOf, linkGuardToAuth } from "../../src/machines/guard/guard.connect";
import { guardMachine } from "../../src/machines/guard/guard.machine";
import { answer, failWith, ScriptedAuth } from "../../src/services/AuthTest";
import {
  AuthApiError,
  AuthRetryableError,
  AuthSessionMissing,
} from "../../src/services/authErrors";
import {
  type AuthHarness,
  otherTabStores,
  resetWorld,
  setVisibility,
  startAuth,
} from "./support/authHarness";
import { makeSession, makeUser, T0_SECONDS, verifiedTotp } from "./support/fixtures";

const harnesses: Array<AuthHarness> = [];

function start(options: Parameters<typeof startAuth>[0] = {}): AuthHarness {
  const harness = startAuth(options);
  harnesses.push(harness);
  return harness;
}

const emittedTypes = (h: AuthHarness) => h.emitted.map((event) => event.type);
const retryable = () => new AuthRetryableError({ status: 503, message: "Service Unavailable" });
const rejected = () =>
  new AuthApiError({
    status: 400,
    code: "refresh_token_not_found",
    message: "Invalid Refresh Token",
  });

beforeEach(resetWorld);
afterEach(() => {
  for (const harness of harnesses.splice(0)) harness.actor.stop();
  vi.restoreAllMocks();
});

describe("recovering the stored session at start", () => {
  it("adopts a valid stored session without calling the server and emits SIGNED_IN", async () => {
    const stored = makeSession({ expiresIn: 3600 });
    const h = start({ stored });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.session).toEqual(stored);
    expect(h.transport.calls).toHaveLength(0);
    expect(emittedTypes(h)).toEqual(["SIGNED_IN"]);
  });

  it("is signed out, and done loading, when nothing is stored", async () => {
    const h = start({ stored: null });
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe("signedOut");
    expect(viewOf(h.actor.getSnapshot()).loading).toBe(false);
    expect(h.emitted).toEqual([]);
  });

  it("drops a stored entry that is not a session", async () => {
    localStorage.setItem("corkboard.auth.session", "{not json");
    const h = start();
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe("signedOut");
  });

  it.each([
    ["expired", -10],
    ["expiring within the 90 s margin", 60],
    ["expiring exactly 89 s from now", 89],
  ])("refreshes a session that is %s, while still loading", async (_label, expiresIn) => {
    const stored = makeSession({ expiresIn });
    const refreshed = makeSession({ expiresIn: 3600 });
    const h = start({ stored });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ loading: "refreshing" });
    expect(h.actor.getSnapshot().hasTag("loading")).toBe(true);
    const [call] = h.transport.pending("refresh");
    expect(call?.args).toEqual([stored.refresh_token]);
    call?.succeed(refreshed);
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.session).toEqual(refreshed);
    expect(h.stored()).toEqual(refreshed);
    expect(emittedTypes(h)).toEqual(["TOKEN_REFRESHED"]);
  });

  it("does not refresh a session that expires 91 s from now", async () => {
    const h = start({ stored: makeSession({ expiresIn: 91 }) });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.transport.calls).toHaveLength(0);
  });
});

describe("refresh retries", () => {
  it("retries a retryable failure after 200, 400 and 800 ms, then succeeds", async () => {
    const refreshed = makeSession();
    const transport = new ScriptedAuth().script(
      "refresh",
      failWith(retryable()),
      failWith(new AuthRetryableError({ status: 0, message: "Failed to fetch" })),
      failWith(new AuthRetryableError({ status: 502, message: "Bad Gateway" })),
      answer(refreshed),
    );
    const h = start({ stored: makeSession({ expiresIn: -1 }), transport });
    await h.settle();
    const attempts = () => h.transport.callsOf("refresh").length;
    expect(attempts()).toBe(1);
    for (const [wait, expected] of [
      [199, 1],
      [1, 2],
      [399, 2],
      [1, 3],
      [799, 3],
      [1, 4],
    ] as const) {
      await h.advance(wait);
      expect(attempts()).toBe(expected);
    }
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.session).toEqual(refreshed);
    expect(emittedTypes(h)).toEqual(["TOKEN_REFRESHED"]);
  });

  it("stops retrying before 30 s, keeps the session, and tries again on a later tick", async () => {
    const transport = new ScriptedAuth();
    for (let i = 0; i < 20; i += 1) transport.script("refresh", failWith(retryable()));
    const stored = makeSession({ expiresIn: 30 });
    const h = start({ stored, transport });
    await h.settle();
    let elapsed = 0;
    while (h.actor.getSnapshot().matches({ loading: "refreshing" }) && elapsed < 60_000) {
      await h.advance(100);
      elapsed += 100;
    }
    // Attempts at 0, 200, 600, 1400, 3000, 6200, 12600 and 25400 ms; the next would start after 30 s.
    expect(h.transport.callsOf("refresh")).toHaveLength(8);
    expect(elapsed).toBeLessThan(AUTH_REFRESH_BUDGET_MS);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.session).toEqual(stored);
    expect(h.actor.getSnapshot().context.error).toMatchObject({ retryable: true, status: 503 });
    expect(h.stored()).toEqual(stored);
    expect(h.emitted).toEqual([]);
    await h.advance(AUTH_TICK_MS);
    expect(h.transport.callsOf("refresh")).toHaveLength(9);
  });

  it("drops the session, signs out and clears storage on a non-retryable failure", async () => {
    const transport = new ScriptedAuth().script("refresh", failWith(rejected()));
    const h = start({ stored: makeSession({ expiresIn: -1 }), transport });
    await h.settle();
    expect(h.transport.callsOf("refresh")).toHaveLength(1);
    expect(h.actor.getSnapshot().value).toBe("signedOut");
    expect(h.actor.getSnapshot().context.session).toBeNull();
    expect(h.actor.getSnapshot().context.error).toMatchObject({ code: "refresh_token_not_found" });
    expect(h.stored()).toBeNull();
    expect(emittedTypes(h)).toEqual(["SIGNED_OUT"]);
  });

  it("adopts the session another tab stored when the server rejects an already rotated token", async () => {
    const mine = makeSession({ expiresIn: -1 });
    const rotatedElsewhere = makeSession();
    const h = start({ stored: mine });
    await h.settle();
    // The other tab's write lands before this tab's refresh answer (its storage event is still on its way).
    localStorage.setItem("corkboard.auth.session", JSON.stringify(rotatedElsewhere));
    h.transport.pending("refresh")[0]?.fail(
      new AuthApiError({
        status: 400,
        code: "refresh_token_already_used",
        message: "Already Used",
      }),
    );
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.session).toEqual(rotatedElsewhere);
  });
});

describe("the 30 s tick", () => {
  it("refreshes on the first tick that finds the session within the margin", async () => {
    const h = start({ stored: makeSession({ expiresIn: 200 }) });
    await h.settle();
    for (let tick = 1; tick <= 3; tick += 1) {
      await h.advance(AUTH_TICK_MS);
      expect(h.transport.calls).toHaveLength(0);
    }
    // At 120 s, 80 s are left: within the margin.
    await h.advance(AUTH_TICK_MS);
    expect(h.transport.pending("refresh")).toHaveLength(1);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "refreshing" });
    expect(h.actor.getSnapshot().hasTag("refreshing")).toBe(true);
  });

  it("does not run while the page is hidden, and checks at once when it is visible again", async () => {
    const h = start({ stored: makeSession({ expiresIn: 100 }), hidden: true });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "hidden" });
    await h.advance(5 * AUTH_TICK_MS);
    expect(h.transport.calls).toHaveLength(0);
    setVisibility(true);
    await h.settle();
    expect(h.transport.pending("refresh")).toHaveLength(1);
  });

  it("stops when the page is hidden", async () => {
    const h = start({ stored: makeSession({ expiresIn: 100 }) });
    await h.settle();
    setVisibility(false);
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "hidden" });
    await h.advance(10 * AUTH_TICK_MS);
    expect(h.transport.calls).toHaveLength(0);
  });
});

describe("signing out", () => {
  it.each([
    ["succeeds", undefined],
    [
      "answers 401",
      new AuthApiError({ status: 401, code: "no_authorization", message: "No auth" }),
    ],
    ["answers 403", new AuthSessionMissing({ status: 403, message: "Auth session missing!" })],
    [
      "answers 404",
      new AuthApiError({ status: 404, code: "user_not_found", message: "Not found" }),
    ],
    ["is unreachable", retryable()],
  ])("clears the local session when the server %s", async (_label, error) => {
    const stored = makeSession();
    const transport = new ScriptedAuth().script(
      "signOut",
      error === undefined ? answer(undefined) : failWith(error),
    );
    const h = start({ stored, transport });
    await h.settle();
    h.actor.send({ type: "signOut" });
    await h.settle();
    expect(h.transport.callsOf("signOut")[0]?.args).toEqual([stored.access_token, "local"]);
    expect(h.actor.getSnapshot().value).toBe("signedOut");
    expect(h.actor.getSnapshot().context.session).toBeNull();
    expect(h.stored()).toBeNull();
    expect(emittedTypes(h)).toEqual(["SIGNED_IN", "SIGNED_OUT"]);
  });

  it("passes the scope it is asked for", async () => {
    const h = start({
      stored: makeSession(),
      transport: new ScriptedAuth().script("signOut", answer(undefined)),
    });
    await h.settle();
    h.actor.send({ type: "signOut", scope: "global" });
    await h.settle();
    expect(h.transport.callsOf("signOut")[0]?.args[1]).toBe("global");
  });
});

describe("several tabs", () => {
  it("signs out when another tab signs out, without calling the server", async () => {
    const h = start({ stored: makeSession() });
    await h.settle();
    otherTabStores(null);
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe("signedOut");
    expect(h.transport.calls).toHaveLength(0);
    expect(emittedTypes(h)).toEqual(["SIGNED_IN", "SIGNED_OUT"]);
  });

  it("adopts a refresh made in another tab", async () => {
    const h = start({ stored: makeSession() });
    await h.settle();
    const refreshed = makeSession();
    otherTabStores(refreshed);
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.session).toEqual(refreshed);
    expect(emittedTypes(h)).toEqual(["SIGNED_IN", "TOKEN_REFRESHED"]);
  });

  it("adopts a sign-in made in another tab, interrupting its own sign-in", async () => {
    const h = start();
    await h.settle();
    h.actor.send({ type: "signIn.password", email: "ada@example.com", password: "Secret-123" });
    await h.settle();
    const pending = h.transport.pending("signInWithPassword")[0];
    const elsewhere = makeSession({ user: makeUser({ id: "user-2" }) });
    otherTabStores(elsewhere);
    await h.settle();
    expect(pending?.interrupted).toBe(true);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.session).toEqual(elsewhere);
    expect(emittedTypes(h)).toEqual(["SIGNED_IN"]);
  });

  it("keeps a session it already has when another tab writes the same one", async () => {
    const stored = makeSession();
    const h = start({ stored });
    await h.settle();
    otherTabStores(stored);
    await h.settle();
    expect(emittedTypes(h)).toEqual(["SIGNED_IN"]);
  });
});

describe("the second factor", () => {
  const userWithFactor = makeUser({ factors: [verifiedTotp] });

  it("asks for the code after a password sign-in, then reaches aal2", async () => {
    const aal1 = makeSession({ user: userWithFactor, aal: "aal1" });
    const aal2 = makeSession({ user: userWithFactor, aal: "aal2" });
    const transport = new ScriptedAuth()
      .script(
        "signInWithPassword",
        answer({ session: aal1, user: aal1.user, redirectType: null, weakPassword: null }),
      )
      .script("mfaChallenge", answer({ id: "challenge-1", expiresAt: T0_SECONDS + 300 }))
      .script("mfaVerify", answer(aal2));
    const h = start({ transport });
    await h.settle();
    h.actor.send({ type: "signIn.password", email: "ada@example.com", password: "Secret-123" });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ mfaRequired: "challenge" });
    expect(viewOf(h.actor.getSnapshot())).toMatchObject({
      mfaRequired: true,
      signedIn: false,
      aal: "aal1",
      nextAal: "aal2",
    });
    expect(h.stored()).toEqual(aal1);
    h.actor.send({ type: "mfa.verify", code: "123456" });
    await h.settle();
    expect(h.transport.callsOf("mfaChallenge")[0]?.args).toEqual([aal1.access_token, "factor-1"]);
    expect(h.transport.callsOf("mfaVerify")[0]?.args).toEqual([
      aal1.access_token,
      { factorId: "factor-1", challengeId: "challenge-1", code: "123456" },
    ]);
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.actor.getSnapshot().context.aal).toBe("aal2");
    expect(h.stored()).toEqual(aal2);
    expect(emittedTypes(h)).toEqual(["SIGNED_IN", "MFA_CHALLENGE_VERIFIED"]);
  });

  it("stays at the challenge with the server's reason when the code is wrong", async () => {
    const transport = new ScriptedAuth()
      .script("mfaChallenge", answer({ id: "challenge-1", expiresAt: T0_SECONDS + 300 }))
      .script(
        "mfaVerify",
        failWith(
          new AuthApiError({
            status: 422,
            code: "mfa_verification_failed",
            message: "Invalid TOTP code entered",
          }),
        ),
      );
    const h = start({ stored: makeSession({ user: userWithFactor, aal: "aal1" }), transport });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ mfaRequired: "challenge" });
    h.actor.send({ type: "mfa.verify", code: "000000" });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ mfaRequired: "challenge" });
    expect(h.actor.getSnapshot().context.error).toMatchObject({
      code: "mfa_verification_failed",
      status: 422,
    });
  });

  it("verifies a factor enrolled while signed in, raising the session to aal2", async () => {
    const aal2 = makeSession({ aal: "aal2", user: userWithFactor });
    const transport = new ScriptedAuth()
      .script("mfaChallenge", answer({ id: "challenge-9", expiresAt: T0_SECONDS + 300 }))
      .script("mfaVerify", answer(aal2));
    const h = start({ stored: makeSession(), transport });
    await h.settle();
    h.actor.send({ type: "mfa.verify", code: "654321", factorId: "new-factor" });
    await h.settle();
    expect(h.transport.callsOf("mfaChallenge")[0]?.args[1]).toBe("new-factor");
    expect(h.actor.getSnapshot().context).toMatchObject({ aal: "aal2", session: aal2 });
    expect(emittedTypes(h)).toEqual(["SIGNED_IN", "MFA_CHALLENGE_VERIFIED"]);
  });
});

describe("the events it emits", () => {
  it("emits SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT along a session's life", async () => {
    const signedIn = makeSession();
    const refreshed = makeSession();
    const updatedUser = makeUser({ user_metadata: { name: "Ada" } });
    const transport = new ScriptedAuth()
      .script(
        "signInWithPassword",
        answer({ session: signedIn, user: signedIn.user, redirectType: null, weakPassword: null }),
      )
      .script("refresh", answer(refreshed))
      .script("updateUser", answer(updatedUser))
      .script("signOut", answer(undefined));
    const h = start({ transport });
    await h.settle();
    h.actor.send({
      type: "signIn.password",
      email: "ada.lovelace@example.com",
      password: "Secret-123",
    });
    await h.settle();
    h.actor.send({ type: "token.refresh" });
    await h.settle();
    h.actor.send({ type: "user.update", attributes: { data: { name: "Ada" } } });
    await h.settle();
    expect(h.actor.getSnapshot().context.session?.user).toEqual(updatedUser);
    expect(h.stored()?.user).toEqual(updatedUser);
    h.actor.send({ type: "signOut" });
    await h.settle();
    expect(emittedTypes(h)).toEqual(["SIGNED_IN", "TOKEN_REFRESHED", "USER_UPDATED", "SIGNED_OUT"]);
  });

  it("emits PASSWORD_RECOVERY for a recovery link, and forgets it once the password is set", async () => {
    const recovered = makeSession();
    const transport = new ScriptedAuth()
      .script("getUser", answer(recovered.user))
      .script("updateUser", answer(recovered.user));
    const h = start({ transport });
    await h.settle();
    h.actor.send({
      type: "callback.tokens",
      accessToken: recovered.access_token,
      refreshToken: recovered.refresh_token,
      expiresIn: 3600,
      linkType: "recovery",
    });
    await h.settle();
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(viewOf(h.actor.getSnapshot()).passwordRecovery).toBe(true);
    expect(h.actor.getSnapshot().context.session).toMatchObject({
      access_token: recovered.access_token,
      refresh_token: recovered.refresh_token,
      expires_at: T0_SECONDS + 3600,
    });
    h.actor.send({ type: "user.update", attributes: { password: "N3w-password" } });
    await h.settle();
    expect(viewOf(h.actor.getSnapshot()).passwordRecovery).toBe(false);
    expect(emittedTypes(h)).toEqual(["PASSWORD_RECOVERY", "USER_UPDATED"]);
  });

  it("reports a sign-up that must be confirmed by e-mail, and a failed sign-in's reasons", async () => {
    const transport = new ScriptedAuth()
      .script(
        "signUp",
        answer({ session: null, user: makeUser(), redirectType: null, weakPassword: null }),
      )
      .script(
        "signInWithPassword",
        failWith(
          new AuthApiError({
            status: 422,
            code: "weak_password",
            message: "Password is known to be weak",
            reasons: ["length", "pwned"],
          }),
        ),
      );
    const h = start({ transport });
    await h.settle();
    h.actor.send({ type: "signUp", email: "ada@example.com", password: "Secret-123" });
    await h.settle();
    expect(viewOf(h.actor.getSnapshot())).toMatchObject({
      signedOut: true,
      confirmationSent: true,
    });
    h.actor.send({ type: "signIn.password", email: "ada@example.com", password: "short" });
    await h.settle();
    expect(viewOf(h.actor.getSnapshot())).toMatchObject({
      signedOut: true,
      confirmationSent: false,
      error: { code: "weak_password", reasons: ["length", "pwned"], status: 422 },
    });
    h.actor.send({ type: "error.dismiss" });
    expect(h.actor.getSnapshot().context.error).toBeNull();
    expect(h.emitted).toEqual([]);
  });

  it("signs out when the server no longer knows the session during an account request", async () => {
    const transport = new ScriptedAuth().script(
      "getUser",
      failWith(new AuthSessionMissing({ status: 403, message: "Auth session missing!" })),
    );
    const h = start({ stored: makeSession(), transport });
    await h.settle();
    h.actor.send({ type: "user.reload" });
    await h.settle();
    expect(h.actor.getSnapshot().value).toBe("signedOut");
    expect(h.stored()).toBeNull();
    expect(emittedTypes(h)).toEqual(["SIGNED_IN", "SIGNED_OUT"]);
  });
});

describe("local storage", () => {
  it("keeps working, for this page's life, when storage refuses writes", async () => {
    const session = makeSession();
    const transport = new ScriptedAuth().script(
      "signInWithPassword",
      answer({ session, user: session.user, redirectType: null, weakPassword: null }),
    );
    const h = start({ transport });
    await h.settle();
    const refuse = vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    try {
      h.actor.send({ type: "signIn.password", email: "ada@example.com", password: "Secret-123" });
      await h.settle();
    } finally {
      refuse.mockRestore();
    }
    expect(h.actor.getSnapshot().status).toBe("active");
    expect(h.actor.getSnapshot().value).toEqual({ signedIn: "idle" });
    expect(h.stored()).toBeNull();
  });
});

describe("the guard, fed by the auth actor", () => {
  it("waits while auth loads, redirects a visitor, and sends a signed-out user to /login", async () => {
    const h = start({ stored: makeSession({ expiresIn: 30 }) });
    const guard = createActor(guardMachine, {
      input: { path: "/dashboard/x", search: "?tab=1", auth: guardAuthOf(h.actor.getSnapshot()) },
    }).start();
    const stop = linkGuardToAuth(h.actor, guard);
    await h.settle();
    expect(guardViewOf(guard.getSnapshot())).toEqual({ loading: true, redirectTo: null });
    h.transport.pending("refresh")[0]?.succeed(makeSession());
    await h.settle();
    expect(guardViewOf(guard.getSnapshot())).toEqual({ loading: false, redirectTo: null });
    otherTabStores(null);
    await h.settle();
    expect(guardViewOf(guard.getSnapshot())).toEqual({ loading: false, redirectTo: "/login" });
    stop();
    guard.stop();
  });
});

describe("connect", () => {
  it("turns commands into the machine's events", () => {
    const h = start();
    const send = vi.fn();
    const view = connect(h.actor.getSnapshot(), send);
    view.signInWithPassword("ada@example.com", "Secret-123");
    view.verifyMfa("123456");
    view.updateUser({ password: "N3w-password" });
    view.signOut();
    view.dismissError();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: "signIn.password", email: "ada@example.com", password: "Secret-123" },
      { type: "mfa.verify", code: "123456", factorId: undefined },
      { type: "user.update", attributes: { password: "N3w-password" } },
      { type: "signOut", scope: undefined },
      { type: "error.dismiss" },
    ]);
  });

  it("tells the guard only whether auth is loading and whether the user is signed in", async () => {
    const user = makeUser({ factors: [verifiedTotp] });
    const h = start({ stored: makeSession({ user, expiresIn: 30 }) });
    await h.settle();
    expect(guardAuthOf(h.actor.getSnapshot())).toEqual({ loading: true, signedIn: false });
    h.transport.pending("refresh")[0]?.succeed(makeSession({ user }));
    await h.settle();
    // Waiting for the second factor is not signed in: the dashboard stays closed.
    expect(h.actor.getSnapshot().value).toEqual({ mfaRequired: "challenge" });
    expect(guardAuthOf(h.actor.getSnapshot())).toEqual({ loading: false, signedIn: false });
  });

  it("labels the user with the part of the e-mail before @, else User", async () => {
    const h = start({
      stored: makeSession({ user: makeUser({ email: "ada.lovelace@example.com" }) }),
    });
    await h.settle();
    expect(viewOf(h.actor.getSnapshot())).toMatchObject({
      signedIn: true,
      loading: false,
      userLabel: "ada.lovelace",
      email: "ada.lovelace@example.com",
      aal: "aal1",
      nextAal: "aal1",
    });
    const anonymous = start({ stored: makeSession({ user: makeUser({ email: undefined }) }) });
    await anonymous.settle();
    expect(viewOf(anonymous.actor.getSnapshot()).userLabel).toBe("User");
  });

  it("is loading until the stored session is settled", async () => {
    const h = start({ stored: makeSession({ expiresIn: 10 }) });
    expect(viewOf(h.actor.getSnapshot()).loading).toBe(true);
    await h.settle();
    expect(viewOf(h.actor.getSnapshot()).loading).toBe(true);
    h.transport.pending("refresh")[0]?.succeed(makeSession());
    await h.settle();
    expect(viewOf(h.actor.getSnapshot()).loading).toBe(false);
  });
});
