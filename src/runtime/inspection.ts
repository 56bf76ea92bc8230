import type { AnyActorRef, AnyEventObject, InspectionEvent } from "xstate";

/**
 * Live inspection: every actor of the app reported to the Stately
 * inspector (`@statelyai/inspect`), under a readable id (`auth`, `guard`,
 * `loader:event/…`, `mutation:event.update`). It is on in development
 * (`npm run dev`; `?inspect=0` turns it off for the tab) and, in a
 * production build, when the page is opened with `?inspect` and the server
 * allows it (`INSPECT=1`, which `/config.json` passes on). Off, it costs an
 * id per actor and nothing else: the inspector is a lazy chunk, loaded only
 * once inspection starts. Until it has loaded, what the actors report is
 * kept and then handed over in order, so the first actors are not lost.
 */

/** Where inspection events go: the Stately inspector, or a test's fake. */
export interface InspectorTarget {
  readonly inspect: (event: InspectionEvent) => void;
  /** An event beside an actor's own: the domain change one of its events began. */
  readonly note: (actor: AnyActorRef, event: AnyEventObject) => void;
}

export type InspectorLoader = () => Promise<InspectorTarget>;

type Report = (target: InspectorTarget) => void;

interface Inspection {
  target: InspectorTarget | null;
  readonly waiting: Array<Report>;
}

let inspection: Inspection | null = null;

const INSPECT_PARAM = "inspect";
const INSPECT_STORAGE_KEY = "corkboard.inspect";

function report(send: Report): void {
  const current = inspection;
  if (current === null) return;
  if (current.target === null) current.waiting.push(send);
  else send(current.target);
}

const inspect = (event: InspectionEvent) => report((target) => target.inspect(event));

/** The Stately inspector in a window of its own, from its lazy chunk. */
export const loadStatelyInspector: InspectorLoader = async () => {
  const { createBrowserInspector } = await import("@statelyai/inspect");
  const inspector = createBrowserInspector();
  return {
    inspect: (event) => inspector.inspect.next?.(event),
    note: (actor, event) => inspector.event(actor, event),
  };
};

/** Starts reporting: actors made from now on are inspected. */
export function startInspection(load: InspectorLoader = loadStatelyInspector): void {
  if (inspection !== null) return;
  const started: Inspection = { target: null, waiting: [] };
  inspection = started;
  load().then(
    (target) => {
      if (inspection !== started) return;
      started.target = target;
      for (const send of started.waiting.splice(0)) send(target);
    },
    (error: unknown) => {
      if (inspection === started) inspection = null;
      console.warn("Corkboard: the Stately inspector did not load.", error);
    },
  );
}

/** Stops reporting (tests; actors made before keep their observer, which now drops events). */
export function stopInspection(): void {
  inspection = null;
}

export function inspecting(): boolean {
  return inspection !== null;
}

/**
 * Actor options with a readable id and, while inspection is on, the
 * inspector's observer: pass them to `createActor` or `useActorRef`.
 */
export function inspected<T extends object>(
  id: string,
  options?: T,
): T & { id: string; inspect?: (event: InspectionEvent) => void } {
  const base = { ...(options as T), id };
  return inspection === null ? base : { ...base, inspect };
}

/** Tells the inspector what domain change an actor's event began (the store panel lists it by id). */
export function noteForInspector(actor: AnyActorRef, event: AnyEventObject): void {
  report((target) => target.note(actor, event));
}

/**
 * Whether this tab asked for inspection: `?inspect` (or `=1`, `=on`) asks,
 * `?inspect=0` (or `=off`) declines; either is remembered for the tab, so it
 * survives navigation. Null when it never said.
 */
export function inspectionAsked(
  search: string = globalThis.location?.search ?? "",
  storage:
    | Pick<Storage, "getItem" | "setItem" | "removeItem">
    | undefined = globalThis.sessionStorage,
): boolean | null {
  const value = new URLSearchParams(search).get(INSPECT_PARAM);
  if (value !== null) {
    const asked = !["0", "off", "false", "no"].includes(value.toLowerCase());
    storage?.setItem(INSPECT_STORAGE_KEY, asked ? "1" : "0");
    return asked;
  }
  const stored = storage?.getItem(INSPECT_STORAGE_KEY) ?? null;
  return stored === null ? null : stored === "1";
}

/**
 * The rule: in development, on unless the tab declined; in a production
 * build, on only when the tab asked and the server allows it.
 */
export function inspectionWanted(options: {
  readonly development: boolean;
  readonly serverAllows: boolean;
  readonly asked: boolean | null;
}): boolean {
  if (options.development) return options.asked !== false;
  return options.serverAllows && options.asked === true;
}
