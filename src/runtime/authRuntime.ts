import { Effect, type Layer } from "effect";
import { navigate } from "wouter/use-browser-location";
import { createActor, waitFor } from "xstate";
import { viewOf } from "../machines/auth/auth.connect";
import { provideAuth } from "../machines/auth/auth.machine";
import { linkGuardToAuth } from "../machines/guard/guard.connect";
import { guardMachine } from "../machines/guard/guard.machine";
import { Auth } from "../services/Auth";
import { loadRuntimeConfig, type RuntimeConfig } from "../services/RuntimeConfig";
import {
  type InspectorLoader,
  inspected,
  inspectionAsked,
  inspectionWanted,
  startInspection,
} from "./inspection";
import type { AuthActorRef, AuthRuntime, ExternalStore } from "./runtime.types";
import { type NavSession, storedNavSession } from "./storedSession";
import { currentLocation, watchLocation } from "./watchLocation";

/**
 * The auth runtime, loaded lazily (see authRuntimeStore.ts): reads
 * `/config.json`, builds the live Auth layer, and starts the two app-wide
 * actors, the auth machine and the route guard, wired together. The guard
 * follows the browser's location and its redirects replace the history
 * entry; a SIGNED_OUT from the auth machine sends the browser to /login.
 */

export interface AuthRuntimeOptions {
  /** Tests pass a config instead of fetching `/config.json`... */
  readonly config?: RuntimeConfig;
  /** ...and a test layer instead of the live service. */
  readonly layer?: Layer.Layer<Auth>;
  /** Where inspection reports go when it is on: Stately's inspector, or a test's fake. */
  readonly inspector?: InspectorLoader;
}

/** The nav's view from the auth actor; while the stored session is recovered, the stored view. */
function navSessionOf(auth: AuthActorRef): ExternalStore<NavSession> {
  let lastSnapshot: unknown = null;
  let lastView: NavSession | null = null;
  return {
    subscribe: (onChange) => {
      const subscription = auth.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => {
      const snapshot = auth.getSnapshot();
      if (snapshot.hasTag("loading")) return storedNavSession.getSnapshot();
      if (snapshot !== lastSnapshot || lastView === null) {
        const view = viewOf(snapshot);
        const next = { signedIn: view.signedIn, userLabel: view.userLabel };
        // The same object while nothing the nav shows has changed, so it does not re-render.
        if (lastView?.signedIn !== next.signedIn || lastView.userLabel !== next.userLabel) {
          lastView = next;
        }
        lastSnapshot = snapshot;
      }
      return lastView;
    },
  };
}

async function signOutWhenSettled(auth: AuthActorRef): Promise<void> {
  const settled = await waitFor(auth, (snapshot) => !snapshot.hasTag("loading"));
  if (!settled.hasTag("signedIn") && !settled.hasTag("mfaRequired")) return;
  auth.send({ type: "signOut" });
  await waitFor(auth, (snapshot) => snapshot.hasTag("signedOut") && !snapshot.hasTag("busy"));
}

export async function startAuthRuntime(options: AuthRuntimeOptions = {}): Promise<AuthRuntime> {
  const config = options.config ?? (await Effect.runPromise(loadRuntimeConfig()));
  const layer = options.layer ?? Auth.fromRuntime(config, window.location.origin);

  // Every actor of the app is made once this runtime runs: inspection starts here, in
  // development unless the tab declined, in a build when it asked and the server allows it.
  const wanted = inspectionWanted({
    // Vite's dev server; vitest runs in mode "test" and starts inspection itself when it wants it.
    development: import.meta.env.MODE === "development",
    serverAllows: config.inspect === true,
    asked: inspectionAsked(),
  });
  if (wanted) startInspection(options.inspector);
  const auth = createActor(provideAuth(layer), inspected("auth"));
  const guard = createActor(
    guardMachine,
    inspected("guard", {
      input: { ...currentLocation(), auth: { loading: true, signedIn: false } },
    }),
  );
  const redirects = guard.on("redirect", ({ to }) => navigate(to, { replace: true }));
  // SPEC §4: a password-recovery session is only logged; the reset page takes it from there.
  const recoveries = auth.on("PASSWORD_RECOVERY", () =>
    console.info("Corkboard: signed in from a password-recovery link."),
  );
  guard.start();
  // Watch before anything can redirect, so the guard hears of its own redirects too.
  const unwatch = watchLocation((location) =>
    guard.send({ type: "location.changed", ...location }),
  );
  auth.start();
  const unlink = linkGuardToAuth(auth, guard);

  return {
    config,
    layer,
    auth,
    guard,
    navSession: navSessionOf(auth),
    signOut: () => signOutWhenSettled(auth),
    stop: () => {
      unwatch();
      unlink();
      redirects.unsubscribe();
      recoveries.unsubscribe();
      auth.stop();
      guard.stop();
    },
  };
}
