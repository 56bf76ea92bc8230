import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { type AnyEventObject, type AnyMachineSnapshot, createActor, SimulatedClock } from "xstate";
import { authActors } from "../../src/machines/auth/auth.actors";
import { authMachine } from "../../src/machines/auth/auth.machine";
import type { AuthContext } from "../../src/machines/auth/auth.types";
import { refreshMachine } from "../../src/machines/auth/refresh.machine";
import { AUTH_REFRESH_RETRY_BASE_MS, doublingDelay } from "../../src/machines/constants";
import { decideRoute, SIGNUP_LANDING_PATH } from "../../src/machines/guard/decideRoute";
import { guardMachine } from "../../src/machines/guard/guard.machine";
import type { GuardContext, GuardEmitted } from "../../src/machines/guard/guard.types";
import { ScriptedAuth } from "../../src/services/AuthTest";
import type { AuthError } from "../../src/services/authErrors";
import type { Session } from "../../src/services/authSchema";
import { answerAuthActor } from "./support/authAnswers";
import {
  type AuthHarness,
  otherTabStores,
  resetWorld,
  setVisibility,
  startAuth,
} from "./support/authHarness";
import {
  authEvents,
  authSerializeState,
  refreshEvents,
  refreshInput,
  sessions,
} from "./support/authSamples";
import { T0 } from "./support/fixtures";
import { guardEvents, guardInput } from "./support/guardSamples";
import { CoverageRecorder, coveringPaths, describePath, type MachinePath } from "./support/model";

/**
 * Model-based tests: paths generated from each machine's graph, one `it`
 * per path, driving the real actor (scripted Auth transport, simulated
 * clock, happy-dom's storage and visibility events) and checking it against
 * the model at every step. The run ends with each machine's coverage, and
 * fails unless every transition SPEC §4 and §2 document was taken.
 */

// The graph is walked with Date fixed at T0, as every run starts.
vi.useFakeTimers({ toFake: ["Date"] });
vi.setSystemTime(T0);

const coverage = {
  auth: new CoverageRecorder(authMachine),
  tokenRefresh: new CoverageRecorder(refreshMachine),
  guard: new CoverageRecorder(guardMachine),
};

/** Paths run per machine: coverage is asserted only when every path ran (no test filter). */
const ran = { auth: 0, tokenRefresh: 0, guard: 0 };

const inspect = (event: Parameters<CoverageRecorder["inspect"]>[0]) => {
  for (const recorder of Object.values(coverage)) recorder.inspect(event);
};

// Sample data: tests/machines/support/authSamples.ts.

/** What the tests compare between model and actor: the state and what guards read. */
function authProjection(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as AuthContext;
  return {
    value: snapshot.value,
    session: context.session !== null,
    aal: context.aal,
    visible: context.visible,
  };
}

// The actor leaves `loading.recovering` as it starts, so a path must go at least that far.
const authPaths = coveringPaths(authMachine, {
  everyState: true,
  events: authEvents,
  serializeState: authSerializeState,
}).filter((path) => path.steps.length > 1);

// Driving the real auth actor ---------------------------------------------------------------

function delayOf(snapshot: AnyMachineSnapshot, eventType: string): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1] ?? "";
  const delay = (authMachine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === "number") return delay;
  if (typeof delay === "function")
    return delay({ context: snapshot.context, event: { type: eventType } });
  throw new Error(`No delay named ${name}`);
}

async function drive(h: AuthHarness, event: AnyEventObject): Promise<void> {
  if (event.type === "visibility.changed") setVisibility(event.visible as boolean);
  else if (event.type === "storage.changed") otherTabStores(event.session as Session | null);
  else if (event.type.startsWith("xstate.after.")) {
    await h.advance(delayOf(h.actor.getSnapshot(), event.type));
    return;
  } else if (/^xstate\.(done|error)\.actor\./.test(event.type)) await answerAuthActor(h, event);
  else h.actor.send(event as never);
  await h.settle();
}

function expectAuthState(h: AuthHarness, expected: AnyMachineSnapshot, step: string): void {
  const actual = h.actor.getSnapshot();
  expect(authProjection(actual), step).toEqual(authProjection(expected));
  // Local storage always holds what this tab holds (or nothing once signed out).
  const stored = h.stored();
  const session = (actual.context as AuthContext).session;
  if (actual.matches("signedOut")) expect(stored, `${step}: storage`).toBeNull();
  if (actual.hasTag("signedIn") || actual.hasTag("mfaRequired")) {
    expect(stored?.refresh_token, `${step}: storage`).toBe(session?.refresh_token);
  }
}

afterEach(() => {
  vi.setSystemTime(T0);
});

describe(`auth machine: ${authPaths.length} paths`, () => {
  it.each(authPaths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const))(
    "%s",
    async (_name, path: MachinePath) => {
      resetWorld();
      const [initial, first, ...rest] = path.steps;
      const recovered =
        first?.event.type === "session.recovered" ? (first.event.session as Session | null) : null;
      ran.auth += 1;
      const h = startAuth({ stored: recovered, inspect, transport: new ScriptedAuth() });
      try {
        await h.settle();
        expectAuthState(h, (first ?? initial)?.state as AnyMachineSnapshot, "start");
        for (const [index, step] of rest.entries()) {
          await drive(h, step.event);
          expectAuthState(h, step.state, `step ${index + 2}: ${step.event.type}`);
        }
      } finally {
        h.actor.stop();
      }
    },
  );
});

// The token-refresh child machine ------------------------------------------------------------

const refreshPaths = coveringPaths(refreshMachine, {
  input: refreshInput,
  events: refreshEvents,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as { failures: number }).failures > 0]),
});

describe(`token refresh machine: ${refreshPaths.length} paths`, () => {
  it.each(
    refreshPaths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const),
  )("%s", async (_name, path: MachinePath) => {
    resetWorld();
    ran.tokenRefresh += 1;
    const transport = new ScriptedAuth();
    const clock = new SimulatedClock();
    const actor = createActor(authActors(transport.layer).refresh, {
      input: refreshInput,
      clock,
      inspect,
    });
    const settle = async () => {
      for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    };
    actor.start();
    await settle();
    try {
      expect(actor.getSnapshot().value).toEqual(path.steps[0]?.state.value);
      for (const step of path.steps.slice(1)) {
        const call = transport.pending("refresh")[0];
        if (step.event.type.startsWith("xstate.after.")) {
          const ms = doublingDelay(
            AUTH_REFRESH_RETRY_BASE_MS,
            actor.getSnapshot().context.failures,
          );
          vi.setSystemTime(Date.now() + ms);
          clock.increment(ms);
        } else if (step.event.type.startsWith("xstate.error."))
          call?.fail(step.event.error as AuthError);
        else call?.succeed(step.event.output);
        await settle();
        expect(actor.getSnapshot().value, step.event.type).toEqual(step.state.value);
        // The graph keeps one snapshot per serialised state: failures are compared as "any or none".
        expect(actor.getSnapshot().context.failures > 0).toBe(step.state.context.failures > 0);
      }
      expect(transport.calls.every((call) => call.args[0] === refreshInput.refreshToken)).toBe(
        true,
      );
      const output = actor.getSnapshot().output;
      if (actor.getSnapshot().matches("refreshed"))
        expect(output).toEqual({ session: sessions.refreshed });
      if (actor.getSnapshot().matches("failed")) expect(output?.error).toBeDefined();
    } finally {
      actor.stop();
    }
  });
});

// The route guard ------------------------------------------------------------------------------

const guardPaths = coveringPaths(guardMachine, {
  everyState: true,
  input: guardInput,
  events: guardEvents,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
});

describe(`guard machine: ${guardPaths.length} paths`, () => {
  it.each(guardPaths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const))(
    "%s",
    (_name, path: MachinePath) => {
      ran.guard += 1;
      const actor = createActor(guardMachine, {
        input: guardInput,
        inspect,
      });
      const redirects: Array<GuardEmitted> = [];
      actor.on("redirect", (event) => redirects.push(event));
      actor.start();
      for (const [index, step] of path.steps.entries()) {
        if (index > 0) actor.send(step.event as never);
        const snapshot = actor.getSnapshot();
        const context = snapshot.context as GuardContext;
        expect(snapshot.value, step.event.type).toEqual(step.state.value);
        expect(context).toEqual(step.state.context);
        // The machine agrees with the pure rules it is built on.
        const decision = decideRoute(context.path, context.search, context.auth);
        expect(snapshot.hasTag("loading")).toBe(decision.kind === "wait");
        if (snapshot.matches("allowed")) expect(decision.kind).toBe("allow");
        if (snapshot.matches("redirecting")) {
          // A sign-up that completes on /signup lands on the setup's welcome;
          // every other redirect is the pure rule's.
          const signedUpHere =
            step.event.type === "auth.changed" &&
            context.path === "/signup" &&
            context.redirectTo === SIGNUP_LANDING_PATH;
          expect(decision.kind).toBe("redirect");
          if (!signedUpHere) expect(decision).toEqual({ kind: "redirect", to: context.redirectTo });
          expect(redirects.at(-1)?.to).toBe(context.redirectTo);
        }
        if (snapshot.matches("signedOutRedirect")) expect(redirects.at(-1)?.to).toBe("/login");
      }
      actor.stop();
    },
  );
});

// Coverage --------------------------------------------------------------------------------------

/** The transitions SPEC §2 and §4 describe, as the machines name them. */
const documented: Record<keyof typeof coverage, Record<string, string>> = {
  auth: {
    "a stored session is recovered on start":
      "auth.loading.recovering --session.recovered--> auth.acquired",
    "no stored session: signed out":
      "auth.loading.recovering --session.recovered [recoveredNothing]--> auth.signedOut",
    "expired or within the margin: refreshed":
      "auth.loading.recovering --session.recovered [recoveredNeedsRefresh]--> auth.loading.refreshing",
    "the recovery refresh succeeds":
      "auth.loading.refreshing --done refresh [refreshSucceeded]--> auth.acquired",
    "retries exhausted: the session is kept for the next tick":
      "auth.loading.refreshing --done refresh [refreshFailedRetryably]--> auth.acquired",
    "a non-retryable refresh failure removes the session (recovery)":
      "auth.loading.refreshing --done refresh--> auth.signedOut",
    "a non-retryable refresh failure removes the session (tick)":
      "auth.signedIn.refreshing --done refresh--> auth.signedOut",
    "the tick runs while visible": "auth.signedIn.idle --after authTick--> auth.signedIn.checking",
    "the tick refreshes within the margin":
      "auth.signedIn.checking --always [sessionNeedsRefresh]--> auth.signedIn.refreshing",
    "the tick leaves a fresh session alone":
      "auth.signedIn.checking --always--> auth.signedIn.idle",
    "the tick's refresh succeeds":
      "auth.signedIn.refreshing --done refresh [refreshSucceeded]--> auth.signedIn.idle",
    "the tick stops when the page is hidden":
      "auth.signedIn.idle --always [isHidden]--> auth.signedIn.hidden",
    "and resumes when it is visible":
      "auth.signedIn.hidden --visibility.changed [becameVisible]--> auth.signedIn.checking",
    "a verified factor: aal1 waits for the challenge":
      "auth.acquired --always [needsMfa]--> auth.mfaRequired",
    "without one: signed in": "auth.acquired --always--> auth.signedIn",
    "the challenge is answered":
      "auth.mfaRequired.challenge --mfa.verify--> auth.mfaRequired.verifying",
    "aal1 becomes aal2 (MFA_CHALLENGE_VERIFIED)":
      "auth.mfaRequired.verifying --done verifyMfa--> auth.signedIn",
    "a wrong code keeps the challenge":
      "auth.mfaRequired.verifying --error verifyMfa--> auth.mfaRequired.challenge",
    "sign-in (SIGNED_IN)":
      "auth.authenticating --done authenticate [responseHasSession]--> auth.acquired",
    "password recovery (PASSWORD_RECOVERY)":
      "auth.authenticating --done authenticate [responseIsRecovery]--> auth.acquired",
    "user updated (USER_UPDATED)": "auth.signedIn.updating --done account--> auth.signedIn.idle",
    "sign-out": "auth.signedIn --signOut--> auth.signingOut",
    "sign-out clears the session when the server agrees":
      "auth.signingOut --done signOut--> auth.signedOut",
    "and when it answers 401/403/404 or fails": "auth.signingOut --error signOut--> auth.signedOut",
    "a sign-out in another tab signs this one out":
      "auth --storage.changed [storageDroppedOurSession]--> auth.signedOut",
    "a refresh in another tab is adopted":
      "auth --storage.changed [storageHasNewerTokens]--> auth.acquired",
  },
  tokenRefresh: {
    "a retryable failure waits":
      "tokenRefresh.requesting --error requestRefresh [mayRetry]--> tokenRefresh.waiting",
    "then tries again after a doubling delay":
      "tokenRefresh.waiting --after refreshBackoff--> tokenRefresh.requesting",
    "a refresh succeeds": "tokenRefresh.requesting --done requestRefresh--> tokenRefresh.refreshed",
    "a non-retryable failure (or the budget spent) ends it":
      "tokenRefresh.requesting --error requestRefresh--> tokenRefresh.failed",
  },
  guard: {
    "guards wait while auth loads": "guard.deciding --always [authLoading]--> guard.loading",
    "a guard redirects": "guard.deciding --always [mustRedirect]--> guard.redirecting",
    "or allows": "guard.deciding --always--> guard.allowed",
    "a sign-out sends the browser to /login":
      "guard.allowed --auth.signedOut [notOnLogin]--> guard.signedOutRedirect",
    "a session or loading change decides again":
      "guard --auth.changed [authStatusChanged]--> guard.deciding",
    "a location change decides again": "guard --location.changed--> guard.deciding",
  },
};

afterAll(() => {
  const total = {
    auth: authPaths.length,
    tokenRefresh: refreshPaths.length,
    guard: guardPaths.length,
  };
  console.log(
    Object.entries(coverage)
      .map(([name, recorder]) => recorder.report(name))
      .join("\n"),
  );
  if (Object.entries(ran).some(([name, count]) => count < total[name as keyof typeof total])) {
    console.log("Some paths were filtered out: coverage is reported, not asserted.");
    return;
  }
  for (const [name, recorder] of Object.entries(coverage)) {
    const known = new Set(recorder.allTransitions());
    for (const [what, key] of Object.entries(documented[name as keyof typeof coverage])) {
      expect(known.has(key), `${name}: "${what}" names no transition of the machine: ${key}`).toBe(
        true,
      );
      expect(recorder.transitions.has(key), `${name}: "${what}" was never taken: ${key}`).toBe(
        true,
      );
    }
    expect(recorder.missing(), `${name}: not covered`).toEqual({ states: [], transitions: [] });
  }
});
