import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";
import { Router } from "wouter";
import { App } from "../../../src/App";
import { setLiveDataRuntimeFactory } from "../../../src/data/DataProvider";
import { writeStoredSession } from "../../../src/machines/auth/session";
import { startAuthRuntime } from "../../../src/runtime/authRuntime";
import { currentAuthRuntime, setAuthRuntimeLoader } from "../../../src/runtime/authRuntimeStore";
import { startDataRuntime } from "../../../src/runtime/dataRuntime";
import type { ApiService } from "../../../src/services/Api";
import { apiTestLayer, newAccountApi } from "../../../src/services/ApiTest";
import { ScriptedAuth } from "../../../src/services/AuthTest";
import type { AuthResponse, Session } from "../../../src/services/authSchema";
import type { RuntimeConfig } from "../../../src/services/RuntimeConfig";
import { makeSession, makeUser, testRuntimeConfig } from "../../machines/support/fixtures";

/**
 * Renders the whole app in happy-dom at a path, in the browser's own
 * location (the guard follows `history`), with the auth runtime built from
 * a scripted Auth transport and a fixed config instead of `/config.json`.
 */

export const testConfig: RuntimeConfig = testRuntimeConfig;

export interface AppOptions {
  readonly transport?: ScriptedAuth;
  readonly stored?: Session | null;
  readonly config?: Partial<RuntimeConfig>;
  /** Overrides of the new account's fake product API. */
  readonly api?: Partial<ApiService>;
}

export async function renderApp(path: string, options: AppOptions = {}) {
  const transport = options.transport ?? new ScriptedAuth();
  localStorage.clear();
  if (options.stored) writeStoredSession(localStorage, options.stored);
  window.history.replaceState(null, "", path);
  const config = { ...testConfig, ...options.config };
  setAuthRuntimeLoader(() => startAuthRuntime({ config, layer: transport.layer }));
  // The dashboard's data comes from a new, empty account's fake product API.
  setLiveDataRuntimeFactory(() =>
    startDataRuntime({ layer: apiTestLayer({ ...newAccountApi(), ...options.api }), focus: null }),
  );
  const user = userEvent.setup();
  // Awaited, so React can wait for the pages' chunks and the runtime it suspends on.
  await act(async () => {
    render(
      <Router>
        <App />
      </Router>,
    );
  });
  return { transport, user };
}

/** A session that needs no refresh now (the fixtures default to a fixed past date). */
export function liveSession(options: Parameters<typeof makeSession>[0] = {}): Session {
  return makeSession({ now: Date.now(), ...options });
}

export function signedInResponse(session: Session): AuthResponse {
  return { session, user: session.user, redirectType: null, weakPassword: null };
}

export { makeUser };

/** Where the browser is now: path and search. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export async function waitForUrl(expected: string): Promise<void> {
  await waitFor(() => expect(currentUrl()).toBe(expected));
}

export async function findHeading(name: string | RegExp, level = 1): Promise<HTMLElement> {
  return screen.findByRole("heading", { level, name }, { timeout: 3000 });
}

export function authActor() {
  const runtime = currentAuthRuntime();
  if (runtime === null) throw new Error("The auth runtime has not loaded.");
  return runtime.auth;
}

/** SPEC §2: the dashboard's navigation entries, titles and routes. */
export const dashboardPages = [
  ["Emails", "/dashboard/email"],
  ["Events", "/dashboard/event"],
  ["Family", "/dashboard/family"],
  ["Setup", "/dashboard/setup"],
  ["Preferences", "/dashboard/profile"],
  ["Integrations", "/dashboard/integrations"],
  ["Manage Subscription", "/dashboard/subscription"],
  ["Refer a friend", "/dashboard/refer-a-friend"],
  ["Help", "/dashboard/help"],
];
