import { writeStoredSession } from "../../../src/machines/auth/session";
import { AUTH_SESSION_STORAGE_KEY } from "../../../src/machines/constants";
import type { Session } from "../../../src/services/authSchema";

/**
 * What the browser does to the auth machine's DOM actors, in happy-dom's
 * window: the page shown or hidden, another tab writing the session. Free
 * of vitest, so `npm run paths` replays with it too.
 */

export function setVisibility(visible: boolean, dispatch = true): void {
  Object.defineProperty(document, "visibilityState", {
    configurable: true,
    get: () => (visible ? "visible" : "hidden"),
  });
  if (dispatch) document.dispatchEvent(new Event("visibilitychange"));
}

/** Another tab wrote (or removed) the session: storage changes, then the event arrives here. */
export function otherTabStores(session: Session | null): void {
  const oldValue = localStorage.getItem(AUTH_SESSION_STORAGE_KEY);
  writeStoredSession(localStorage, session);
  window.dispatchEvent(
    new StorageEvent("storage", {
      key: AUTH_SESSION_STORAGE_KEY,
      oldValue,
      newValue: session === null ? null : JSON.stringify(session),
      storageArea: localStorage,
    }),
  );
}
