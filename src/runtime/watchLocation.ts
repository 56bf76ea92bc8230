/**
 * Reports every change of the browser's location: the events wouter's own
 * browser location listens to (it patches `pushState` and `replaceState` to
 * fire them), so the guard hears of a navigation in the same task as the
 * router. Returns the function that stops it.
 */
const locationEvents = ["popstate", "pushState", "replaceState", "hashchange"] as const;

export interface BrowserLocation {
  readonly path: string;
  readonly search: string;
}

export function currentLocation(): BrowserLocation {
  return { path: window.location.pathname, search: window.location.search };
}

export function watchLocation(onChange: (location: BrowserLocation) => void): () => void {
  let last = currentLocation();
  const report = () => {
    const next = currentLocation();
    if (next.path === last.path && next.search === last.search) return;
    last = next;
    onChange(next);
  };
  for (const type of locationEvents) window.addEventListener(type, report);
  return () => {
    for (const type of locationEvents) window.removeEventListener(type, report);
  };
}
