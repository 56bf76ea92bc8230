import { getAdjacencyMap, getShortestPaths } from "@xstate/graph";
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateValue } from "xstate";
import { T0 } from "../../machines/support/fixtures";
import {
  coveringPaths,
  handledEvents,
  type MachinePath,
  summarize,
} from "../../machines/support/model";
import type { WorldOf } from "./world";

/**
 * Paths through a machine for people and tools: the graph of the real
 * machine (`@xstate/graph`) walked with each model's sample events, from
 * each of its starting inputs. `npm run paths` prints them; the generated
 * tests in tests/paths/ replay them on the real machine.
 */

export interface PathStart {
  /** Words for the start, when a machine has more than one ("a link with an error"). */
  readonly label: string;
  readonly input?: unknown;
}

export interface PathModel {
  readonly machine: AnyStateMachine;
  readonly starts: ReadonlyArray<PathStart>;
  /** The events that can happen in a state: commands, actor results, and bare delays. */
  readonly events: (snapshot: AnyMachineSnapshot) => ReadonlyArray<AnyEventObject>;
  /** What makes two snapshots different states for the walk. */
  readonly serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** Words for an event a person can follow; the default reads the type and payload. */
  readonly describeEvent?: (event: AnyEventObject) => string | undefined;
  /** The world the generated tests replay the paths in: the real actors on the test services. */
  readonly world: WorldOf;
  /** What in that world is a double rather than the app's own, for the generated file's header. */
  readonly doubles: string;
}

export type Strategy = "shortest" | "simple";

export interface PlanOptions {
  readonly strategy?: Strategy;
  /** Only paths that end in this state (`signedIn.idle`). */
  readonly to?: string;
  /** At most this many paths per start (the simple strategy can find very many). */
  readonly limit?: number;
}

export interface PlannedPath {
  readonly start: PathStart;
  readonly path: MachinePath;
}

/** Everything here runs at the machine tests' fixed "now", so a plan is the same whenever it is made. */
export function atFixedNow<A>(run: () => A): A {
  const realNow = Date.now;
  Date.now = () => T0;
  try {
    return run();
  } finally {
    Date.now = realNow;
  }
}

/** `signedIn.idle`; parallel regions joined with ` + `. */
export function stateName(value: StateValue): string {
  if (typeof value === "string") return value;
  const regions = Object.entries(value).map(([key, child]) => {
    const inner = child === undefined ? "" : stateName(child);
    return inner === "" ? key : `${key}.${inner}`;
  });
  return regions.length > 1 ? regions.join(" + ") : (regions[0] ?? "");
}

export function defaultEventWords(event: AnyEventObject): string {
  const { type, ...rest } = event;
  const detail = summarize(rest);
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  const words = after
    ? `${after[1]} elapses`
    : result
      ? `${result[2]} ${result[1] === "done" ? "answers" : "fails"}`
      : type;
  return detail ? `${words} (${detail})` : words;
}

export function eventWords(model: PathModel, event: AnyEventObject): string {
  return model.describeEvent?.(event) ?? defaultEventWords(event);
}

/** The numbered steps of a path: "1. start in loading.recovering", "2. storage has a session → …". */
export function pathSteps(model: PathModel, planned: PlannedPath): ReadonlyArray<string> {
  const [first, ...rest] = planned.path.steps;
  const from = model.starts.length > 1 ? ` (${planned.start.label})` : "";
  return [
    `start in ${stateName(first?.state.value ?? "")}${from}`,
    ...rest.map((step) => `${eventWords(model, step.event)} → ${stateName(step.state.value)}`),
  ];
}

export function pathTitle(model: PathModel, planned: PlannedPath): string {
  return pathSteps(model, planned)
    .map((step, index) => `${index + 1}. ${step}`)
    .join("  ");
}

function endsIn(to: string | undefined) {
  return (path: MachinePath) =>
    to === undefined ||
    stateName(path.state.value) === to ||
    (path.state as AnyMachineSnapshot).matches(to as never);
}

/** How many simple paths a start yields unless `--limit` says otherwise: they grow very fast. */
export const SIMPLE_LIMIT = 200;

interface Adjacency {
  readonly [serialized: string]: {
    readonly transitions: Readonly<
      Record<string, { readonly event: AnyEventObject; readonly state: AnyMachineSnapshot }>
    >;
  };
}

/**
 * Every path that enters no state twice (a state being its value, so
 * `signedIn.idle` with two different sessions is one state), depth first,
 * at most `limit` of those that end where asked. `@xstate/graph`'s own
 * `getSimplePaths` tells states apart by the model's richer serialisation,
 * and its paths grow past any use.
 */
function simplePaths(
  model: PathModel,
  traversal: {
    readonly events: (snapshot: AnyMachineSnapshot) => ReadonlyArray<AnyEventObject>;
    readonly serializeState: (snapshot: AnyMachineSnapshot) => string;
    readonly input: unknown;
  },
  wanted: (path: MachinePath) => boolean,
  limit: number,
): ReadonlyArray<MachinePath> {
  const adjacency = getAdjacencyMap(model.machine, traversal as never) as unknown as Adjacency;
  const [root] = getShortestPaths(
    model.machine,
    traversal as never,
  ) as unknown as Array<MachinePath>;
  if (root === undefined) return [];
  const found: Array<MachinePath> = [];
  const visit = (path: MachinePath, seen: ReadonlySet<string>): void => {
    if (found.length >= limit) return;
    if (wanted(path)) found.push(path);
    const node = adjacency[traversal.serializeState(path.state)];
    for (const { event, state } of Object.values(node?.transitions ?? {})) {
      const name = stateName(state.value);
      if (seen.has(name)) continue;
      const steps = [...path.steps, { state, event }];
      visit({ state, steps, weight: path.weight + 1 }, new Set([...seen, name]));
    }
  };
  visit(root, new Set([stateName(root.state.value)]));
  return found;
}

export function planPaths(model: PathModel, options: PlanOptions = {}): ReadonlyArray<PlannedPath> {
  const strategy = options.strategy ?? "shortest";
  // Nothing happens to a machine that has finished: no step leads out of a final state.
  const events = (snapshot: AnyMachineSnapshot) =>
    snapshot.status === "active" ? model.events(snapshot) : [];
  return atFixedNow(() =>
    model.starts.flatMap((start) => {
      const traversal = {
        // The paths are replayed on a real (simulated) clock: a delay elapses only as the one timer.
        events: (snapshot: AnyMachineSnapshot) => handledEvents(snapshot, events(snapshot), true),
        serializeState: model.serializeState,
        input: start.input,
      };
      let paths: ReadonlyArray<MachinePath>;
      if (strategy === "simple") {
        paths = simplePaths(model, traversal, endsIn(options.to), options.limit ?? SIMPLE_LIMIT);
      } else if (options.to !== undefined) {
        // The shortest ways to each distinct state that matches, not a covering set.
        paths = getShortestPaths(
          model.machine,
          traversal as never,
        ) as unknown as Array<MachinePath>;
      } else {
        paths = coveringPaths(model.machine, {
          events,
          serializeState: model.serializeState,
          input: start.input,
          everyState: true,
          oneTimer: true,
        });
      }
      return paths.filter(endsIn(options.to)).map((path) => ({ start, path }));
    }),
  );
}
