import { Window } from "happy-dom";

/**
 * The browser the path tests replay in: vitest gives the tests happy-dom's
 * window; `npm run paths`, which runs the same replays to write and check
 * the files, gets one here, so both see the same storage and events.
 */
export function ensureDom(): void {
  if (typeof globalThis.window !== "undefined") return;
  const window = new Window({ url: "http://localhost/" });
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    history: window.history,
    location: window.location,
    Event: window.Event,
    StorageEvent: window.StorageEvent,
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
  }
}
