import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  type InspectionEvent,
} from "xstate";
import { App } from "../../src/App";
import { setLiveDataRuntimeFactory } from "../../src/data/DataProvider";
import { authMachine } from "../../src/machines/auth/auth.machine";
import { refreshMachine } from "../../src/machines/auth/refresh.machine";
import { writeStoredSession } from "../../src/machines/auth/session";
import { AUTH_SESSION_STORAGE_KEY } from "../../src/machines/constants";
import { guardMachine } from "../../src/machines/guard/guard.machine";
import { startAuthRuntime } from "../../src/runtime/authRuntime";
import { setAuthRuntimeLoader } from "../../src/runtime/authRuntimeStore";
import { startDataRuntime } from "../../src/runtime/dataRuntime";
import { apiTestLayer, newAccountApi } from "../../src/services/ApiTest";
import { answer, failWith, ScriptedAuth } from "../../src/services/AuthTest";
import { AuthApiError } from "../../src/services/authErrors";
import type { Session, User } from "../../src/services/authSchema";
import { setVisibility } from "../machines/support/authHarness";
import { verifiedTotp } from "../machines/support/fixtures";
import {
  CoverageRecorder,
  coveringPaths,
  describePath,
  type MachinePath,
} from "../machines/support/model";
import {
  currentUrl,
  liveSession,
  makeUser,
  signedInResponse,
  testConfig,
} from "./support/appHarness";
import {
  DASHBOARD_PAGE,
  expectedView,
  LOGIN,
  PUBLIC_PAGE,
  SIGNUP,
  USER_LABEL,
  type VisitorEvent,
  type VisitorSnapshot,
  type VisitorView,
  visitorEvents,
  visitorModel,
} from "./support/visitorModel";

/**
 * Model-based tests of the whole app: paths generated with `@xstate/graph`
 * from the visitor model (support/visitorModel.ts: what the auth and guard
 * machines look like from the browser), one `it` per path. Each step drives
 * the real app in happy-dom (history pushes, the real forms, the scripted
 * auth transport's answers, storage and visibility events), steps the model
 * beside it, and checks the app against the model's state: the URL, the
 * heading, the spinner, the nav's user button, the form's state and the
 * transport calls left waiting. The run prints the model's coverage and
 * fails unless every transition of the model was taken; it also prints what
 * the app's own auth, token-refresh and guard actors covered along the way.
 */

// The app's auth and guard actors are created inside the auth runtime; this
// gives them the test's inspector, so their coverage can be reported too.
const appInspectors = vi.hoisted(() => ({
  inspect: (_event: unknown): void => {},
}));
vi.mock("xstate", async (importOriginal) => {
  const xstate = await importOriginal<typeof import("xstate")>();
  const watched = new Set(["auth", "guard"]);
  const createActorWatched = ((logic: { id?: string }, options?: Record<string, unknown>) => {
    const inspect = (event: unknown) => appInspectors.inspect(event);
    const watchedOptions = watched.has(logic.id ?? "") ? { ...options, inspect } : options;
    return xstate.createActor(logic as never, watchedOptions as never);
  }) as unknown as typeof xstate.createActor;
  return { ...xstate, createActor: createActorWatched };
});

const modelCoverage = new CoverageRecorder(visitorModel);
const appCoverage = {
  auth: new CoverageRecorder(authMachine),
  tokenRefresh: new CoverageRecorder(refreshMachine),
  guard: new CoverageRecorder(guardMachine),
};
appInspectors.inspect = (event) => {
  for (const recorder of Object.values(appCoverage)) recorder.inspect(event as InspectionEvent);
};

// Every path starts by opening the app (the bare initial state is entered by each of them).
const paths = coveringPaths(visitorModel, {
  events: () => visitorEvents,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
}).filter((path) => path.steps.length > 1);
let ran = 0;

// The world the app runs in --------------------------------------------------------------------

const EMAIL = `${USER_LABEL}@example.com`;
const PASSWORD = "Password1";
/** Every session the app gets expires within the refresh margin, so the next check refreshes it. */
const EXPIRES_IN = 60;
const factorUser = makeUser({ factors: [verifiedTotp] });

const errors = {
  wrongPassword: new AuthApiError({
    status: 400,
    code: "invalid_credentials",
    message: "Invalid login credentials",
  }),
  refreshRejected: new AuthApiError({
    status: 400,
    code: "refresh_token_not_found",
    message: "Invalid Refresh Token",
  }),
  signOutUnauthorized: new AuthApiError({
    status: 401,
    code: "no_authorization",
    message: "No authorization",
  }),
};

/** One path's app: its transport, its user, and who the sessions it hands out belong to. */
interface World {
  readonly transport: ScriptedAuth;
  user: ReturnType<typeof userEvent.setup> | null;
  account: { readonly user: User; readonly aal: "aal1" | "aal2" };
}

function session(world: World, expiresIn = EXPIRES_IN): Session {
  return liveSession({ expiresIn, ...world.account });
}

function userOf(world: World) {
  if (world.user === null) throw new Error("The app is not open yet.");
  return world.user;
}

/**
 * Renders the whole app at `url`, as appHarness's `renderApp` does, except
 * that the auth runtime starts a task later, as in production (where it
 * waits for its chunk and `/config.json`), never inside React's render.
 */
async function openApp(world: World, url: string, stored: Session | null = null): Promise<void> {
  localStorage.clear();
  if (stored !== null) writeStoredSession(localStorage, stored);
  window.history.replaceState(null, "", url);
  setAuthRuntimeLoader(() =>
    Promise.resolve().then(() =>
      startAuthRuntime({ config: testConfig, layer: world.transport.layer }),
    ),
  );
  // The dashboard's data comes from a new, empty account's fake product API.
  setLiveDataRuntimeFactory(() =>
    startDataRuntime({ layer: apiTestLayer(newAccountApi()), focus: null }),
  );
  world.user = userEvent.setup();
  await act(async () => {
    render(
      <Router>
        <App />
      </Router>,
    );
  });
}

/** Lets promises, Effect fibers, actor mailboxes and React commits run. */
async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

/** Navigates the way the app's router listens: a history push, then popstate. */
async function visit(url: string): Promise<void> {
  await act(async () => {
    window.history.pushState(null, "", url);
    window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
  });
}

async function pendingCall(world: World, method: "refresh" | "signInWithPassword") {
  await waitFor(() => expect(world.transport.pending(method)).toHaveLength(1));
  const call = world.transport.pending(method)[0];
  if (call === undefined) throw new Error(`No ${method} call is waiting.`);
  return call;
}

/** The refresh made at start, or else the one the page makes when it comes back into view. */
async function refreshCall(world: World) {
  if (world.transport.pending("refresh").length === 0) {
    setVisibility(false);
    await settle();
    setVisibility(true);
  }
  return pendingCall(world, "refresh");
}

async function fillSignIn(world: World): Promise<void> {
  const user = userOf(world);
  await user.type(screen.getByLabelText("E-mail"), EMAIL);
  await user.type(screen.getByLabelText("Password"), PASSWORD);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

async function logout(world: World): Promise<void> {
  const user = userOf(world);
  const bar = screen.getByRole("navigation", { name: "Main" });
  await user.click(within(bar).getByRole("button", { name: USER_LABEL }));
  await user.click(screen.getByRole("menuitem", { name: "Logout" }));
}

/** Another tab signed out: the stored session is removed, and this tab hears of it. */
function otherTabSignsOut(): void {
  const oldValue = localStorage.getItem(AUTH_SESSION_STORAGE_KEY);
  localStorage.removeItem(AUTH_SESSION_STORAGE_KEY);
  window.dispatchEvent(
    new StorageEvent("storage", {
      key: AUTH_SESSION_STORAGE_KEY,
      oldValue,
      newValue: null,
      storageArea: localStorage,
    }),
  );
}

/** Does in the real app what the model's event stands for. */
async function drive(world: World, event: VisitorEvent): Promise<void> {
  const { transport } = world;
  switch (event.type) {
    case "open.public":
      return openApp(world, PUBLIC_PAGE);
    case "open.dashboardStored":
      // Expiring within the margin: it is refreshed before the guard decides.
      await openApp(world, DASHBOARD_PAGE, session(world, 30));
      await pendingCall(world, "refresh");
      return;
    case "visit.public":
      return visit(PUBLIC_PAGE);
    case "visit.login":
      return visit(LOGIN);
    case "visit.signup":
      return visit(SIGNUP);
    case "visit.dashboard":
      return visit(DASHBOARD_PAGE);
    case "signIn.submit":
      return fillSignIn(world);
    case "answer.session":
      world.account = { user: makeUser(), aal: "aal1" };
      (await pendingCall(world, "signInWithPassword")).succeed(signedInResponse(session(world)));
      return;
    case "answer.factor":
      world.account = { user: factorUser, aal: "aal1" };
      (await pendingCall(world, "signInWithPassword")).succeed(signedInResponse(session(world)));
      return;
    case "answer.wrongPassword":
      (await pendingCall(world, "signInWithPassword")).fail(errors.wrongPassword);
      return;
    case "signUp.submit": {
      const user = userOf(world);
      world.account = { user: makeUser(), aal: "aal1" };
      transport.script("signUp", answer(signedInResponse(session(world))));
      await user.type(screen.getByLabelText("E-mail"), EMAIL);
      await user.type(screen.getByLabelText("Password"), PASSWORD);
      await user.click(screen.getByRole("button", { name: "Create account" }));
      return;
    }
    case "code.submit": {
      const user = userOf(world);
      world.account = { user: factorUser, aal: "aal2" };
      transport
        .script("mfaChallenge", answer({ id: "challenge-1", expiresAt: Date.now() / 1000 + 300 }))
        .script("mfaVerify", answer(session(world)));
      await user.type(screen.getByLabelText("6-digit code"), "123456");
      await user.click(screen.getByRole("button", { name: "Verify" }));
      return;
    }
    case "otherAccount":
      transport.script("signOut", failWith(errors.signOutUnauthorized));
      await userOf(world).click(screen.getByRole("button", { name: "Use another account" }));
      return;
    case "menu.logout":
      transport.script("signOut", failWith(errors.signOutUnauthorized));
      return logout(world);
    case "otherTab.signsOut":
      otherTabSignsOut();
      return;
    case "refresh.ok":
      (await refreshCall(world)).succeed(session(world));
      return;
    case "refresh.rejected":
      (await refreshCall(world)).fail(errors.refreshRejected);
      return;
  }
}

// Checking the app against the model ----------------------------------------------------------

function mainHeading(): string | null {
  const headings = screen.queryAllByRole("heading", { level: 1 });
  return headings.length === 1 ? (headings[0]?.textContent ?? null) : null;
}

/** The app as the view's fields describe it, read from the DOM, the URL and the transport. */
function observedView(world: World): VisitorView {
  const bar = screen.getByRole("navigation", { name: "Main" });
  const submit = screen.queryByRole("button", { name: /^(Sign in|Signing in…)$/ });
  const alert = screen.queryByRole("alert");
  return {
    url: currentUrl(),
    heading: mainHeading(),
    spinner: screen.queryByTestId("spinner") !== null,
    userButton: within(bar).queryByRole("button", { name: USER_LABEL }) !== null,
    signingIn: submit?.getAttribute("aria-busy") === "true",
    wrongPassword:
      alert?.textContent === "That e-mail and password do not match. Check them and try again.",
    pending: world.transport.pending().map((call) => call.method),
  };
}

async function expectApp(world: World, state: VisitorSnapshot, step: string): Promise<void> {
  const expected = expectedView(state);
  await waitFor(() => expect(observedView(world), step).toEqual(expected), { timeout: 5000 });
  // The nav shows Login and Get Started exactly when it shows no user button.
  const bar = screen.getByRole("navigation", { name: "Main" });
  expect(within(bar).queryByRole("link", { name: "Login" }) === null, step).toBe(
    expected.userButton,
  );
  if (expected.spinner) {
    // SPEC §2: the full-height screen with the spinner replaces the router's page.
    expect(within(screen.getByRole("status")).getByTestId("spinner")).toBeTruthy();
  }
}

afterEach(() => {
  setVisibility(true, false);
});

describe(`app model: ${paths.length} paths`, () => {
  it.each(paths.map((path, index) => [`${index + 1}. ${describePath(path)}`, path] as const))(
    "%s",
    async (_name, path: MachinePath) => {
      ran += 1;
      const world: World = {
        transport: new ScriptedAuth(),
        user: null,
        account: { user: makeUser(), aal: "aal1" },
      };
      const model = createActor(visitorModel, { inspect: modelCoverage.inspect });
      model.start();
      try {
        for (const [index, step] of path.steps.slice(1).entries()) {
          const event = step.event as AnyEventObject as VisitorEvent;
          const label = `step ${index + 1}: ${event.type}`;
          await drive(world, event);
          model.send(event);
          const state = model.getSnapshot();
          // The model is deterministic: stepping it lands where the graph said.
          const planned = step.state as AnyMachineSnapshot;
          expect([state.value, state.context], label).toEqual([planned.value, planned.context]);
          await settle();
          await expectApp(world, state, label);
        }
      } finally {
        model.stop();
      }
    },
    // Generous for a loaded machine; a path takes about a second.
    20_000,
  );
});

afterAll(() => {
  const states = modelCoverage.allStates();
  const transitions = modelCoverage.allTransitions();
  const missing = modelCoverage.missing();
  console.log(
    [
      `app model: states ${states.length - missing.states.length}/${states.length}, transitions ${transitions.length - missing.transitions.length}/${transitions.length}`,
      ...Object.entries(appCoverage).map(([name, recorder]) =>
        recorder.report(name).replace(" machine:", " machine (driven through the app):"),
      ),
    ].join("\n"),
  );
  if (ran < paths.length) {
    console.log("Some paths were filtered out: coverage is reported, not asserted.");
    return;
  }
  expect(missing, "app model: not covered").toEqual({ states: [], transitions: [] });
});
