import { useSyncExternalStore } from "react";
import type { AuthRuntime } from "./runtime.types";
import { type NavSession, SIGNED_OUT_NAV, storedNavSession } from "./storedSession";

/**
 * Holds the auth runtime, which loads lazily: the auth and dashboard routes
 * ask for it, and so does a public page after hydration when a session is
 * stored (so refresh and cross-tab sync run). Nothing here imports Effect,
 * supabase-js or XState: this module is on every public page.
 */

export type AuthRuntimeLoader = () => Promise<AuthRuntime>;

const defaultLoader: AuthRuntimeLoader = () =>
  import("./authRuntime").then((module) => module.startAuthRuntime());

let loader: AuthRuntimeLoader = defaultLoader;
let runtime: AuthRuntime | null = null;
let pending: Promise<AuthRuntime> | null = null;
/** Bumped on reset, so a load that was under way when the runtime was reset is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * A promise that React's `use` reads synchronously once settled: React
 * looks for these fields, and without them would suspend again on every
 * render.
 */
type TrackedPromise<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/**
 * The runtime, loading it on first use: the same promise every time (so the
 * app gate can `use` it), until a load fails, when the next call tries again.
 */
export function loadAuthRuntime(): Promise<AuthRuntime> {
  if (pending !== null) return pending;
  const started = generation;
  const loading: TrackedPromise<AuthRuntime> = loader().then(
    (loaded) => {
      if (started !== generation) {
        loaded.stop();
        throw new Error("The auth runtime was reset while it loaded.");
      }
      runtime = loaded;
      loading.status = "fulfilled";
      loading.value = loaded;
      notify();
      return loaded;
    },
    (error: unknown) => {
      if (started === generation) pending = null;
      throw error;
    },
  );
  pending = loading;
  return loading;
}

export function currentAuthRuntime(): AuthRuntime | null {
  return runtime;
}

export function subscribeAuthRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stops the runtime and forgets it; tests start each case afresh. */
export function resetAuthRuntime(): void {
  generation += 1;
  runtime?.stop();
  runtime = null;
  pending = null;
  notify();
}

/** Tests build the runtime from a test layer and a fixed config; null restores the real one. */
export function setAuthRuntimeLoader(next: AuthRuntimeLoader | null): void {
  resetAuthRuntime();
  loader = next ?? defaultLoader;
}

/** Signs out from anywhere, loading the runtime first when this page has not needed it yet. */
export function signOut(): Promise<void> {
  return loadAuthRuntime().then((loaded) => loaded.signOut());
}

/** The runtime once loaded, else null; re-renders when it arrives. */
export function useAuthRuntime(): AuthRuntime | null {
  return useSyncExternalStore(subscribeAuthRuntime, currentAuthRuntime, () => null);
}

/**
 * The navigation bar's session: live from the auth actor when the runtime is
 * loaded, else what local storage holds. Prerendered pages are signed out,
 * and hydrate as such before switching.
 */
export function useNavSession(): NavSession {
  const store = useAuthRuntime()?.navSession ?? storedNavSession;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => SIGNED_OUT_NAV);
}
