import { getAdjacencyMap, getShortestPaths, type StatePath } from "@xstate/graph";
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  fromCallback,
  type InspectionEvent,
} from "xstate";
import { allStateNodes, allTransitions, transitionKey } from "../../../src/machines/describe";

/**
 * Model-based testing support. Paths come from the real machine's graph
 * (`@xstate/graph`), with sample events standing in for actor results and
 * delays; each path is then driven against the real actor. The planner keeps
 * the shortest paths that together reach every state node and take every
 * transition the samples can reach; the recorder measures what the real
 * runs actually covered.
 */

export type MachinePath = StatePath<AnyMachineSnapshot, AnyEventObject>;

export interface Traversal {
  readonly events: (snapshot: AnyMachineSnapshot) => ReadonlyArray<AnyEventObject>;
  readonly serializeState: (snapshot: AnyMachineSnapshot) => string;
  readonly input?: unknown;
  /** Also keep a shortest path to every distinct (serialised) state, not only the covering ones. */
  readonly everyState?: boolean;
  /** Delays only while one timer runs (see `handledEvents`). */
  readonly oneTimer?: boolean;
}

/** Records the transitions taken and state nodes entered by every actor of one machine (by id). */
export class CoverageRecorder {
  readonly transitions = new Set<string>();
  readonly states = new Set<string>();

  constructor(readonly machine: AnyStateMachine) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== "@xstate.microstep" && event.type !== "@xstate.snapshot") return;
    const snapshot = event.snapshot as Partial<AnyMachineSnapshot>;
    if (snapshot.machine?.id !== this.machine.id) return;
    for (const node of snapshot._nodes ?? []) this.states.add(node.id);
    if (event.type === "@xstate.microstep") {
      for (const transition of event._transitions) {
        this.transitions.add(transitionKey(transition));
        // A transient state (left by an eventless transition in the same step, like a
        // machine's first "choosing" state) is in no snapshot, but it was entered: its
        // transition was taken from it.
        this.states.add(transition.source.id);
      }
    }
  };

  allStates(): ReadonlyArray<string> {
    return allStateNodes(this.machine).map((node) => node.id);
  }

  allTransitions(): ReadonlyArray<string> {
    return allTransitions(this.machine).map(transitionKey);
  }

  missing(): { states: ReadonlyArray<string>; transitions: ReadonlyArray<string> } {
    return {
      states: this.allStates().filter((id) => !this.states.has(id)),
      transitions: this.allTransitions().filter((key) => !this.transitions.has(key)),
    };
  }

  report(name: string): string {
    const states = this.allStates();
    const transitions = this.allTransitions();
    const coveredStates = states.filter((id) => this.states.has(id)).length;
    const coveredTransitions = transitions.filter((key) => this.transitions.has(key)).length;
    return `${name} machine: states ${coveredStates}/${states.length}, transitions ${coveredTransitions}/${transitions.length}`;
  }
}

/**
 * The samples for the event types the state handles, and the delays it
 * waits for (as bare `{ type }` events). Samples decide what can happen: a
 * handled type without samples is not explored. With `oneTimer`, a delay
 * is a step only while it is the one timer running: with two, which fires
 * first is for a real clock to say, not the walk.
 */
export function handledEvents(
  snapshot: AnyMachineSnapshot,
  samples: ReadonlyArray<AnyEventObject>,
  oneTimer = false,
): ReadonlyArray<AnyEventObject> {
  const handled = __unsafe_getAllOwnEventDescriptors(snapshot);
  const timers = handled.filter((type) => type.startsWith("xstate.after."));
  return handled.flatMap((type) => {
    if (!type.startsWith("xstate.after.")) return samples.filter((event) => event.type === type);
    return oneTimer && timers.length > 1 ? [] : [{ type }];
  });
}

/** The machine with every actor replaced by one that never answers, for pure replays. */
function inert(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromCallback(() => () => {})]),
  );
  return machine.provide({ actors } as never) as AnyStateMachine;
}

/** What replaying a path's events on the machine (actors inert, results sent as events) covers. */
function replayCoverage(
  machine: AnyStateMachine,
  path: MachinePath,
  input: unknown,
): ReadonlySet<string> {
  const recorder = new CoverageRecorder(machine);
  const actor = createActor(inert(machine), { input, inspect: recorder.inspect } as never);
  actor.start();
  for (const step of path.steps.slice(1)) actor.send(step.event);
  actor.stop();
  return new Set([...recorder.transitions, ...[...recorder.states].map((id) => `state ${id}`)]);
}

/**
 * Paths that reach every state and take every transition the sample events
 * can reach: each candidate is a shortest path to a state plus one more
 * event; the shortest candidates that add something new are kept.
 */
export function coveringPaths(
  machine: AnyStateMachine,
  traversal: Traversal,
): ReadonlyArray<MachinePath> {
  const options = {
    events: (snapshot: AnyMachineSnapshot) =>
      handledEvents(snapshot, traversal.events(snapshot), traversal.oneTimer),
    serializeState: traversal.serializeState,
    input: traversal.input,
  } as never;
  const shortest = getShortestPaths(machine, options) as unknown as Array<MachinePath>;
  const byState = new Map(shortest.map((path) => [traversal.serializeState(path.state), path]));
  const adjacency = getAdjacencyMap(machine, options) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }
  >;
  const candidates: Array<MachinePath> = [...shortest];
  for (const [serialized, { transitions }] of Object.entries(adjacency)) {
    const head = byState.get(serialized);
    if (head === undefined) continue;
    for (const { event, state } of Object.values(transitions)) {
      candidates.push({ state, steps: [...head.steps, { state, event }], weight: head.weight + 1 });
    }
  }
  candidates.sort((a, b) => a.steps.length - b.steps.length);
  const covered = new Set<string>();
  const chosen: Array<MachinePath> = traversal.everyState ? [...shortest] : [];
  for (const path of chosen)
    for (const key of replayCoverage(machine, path, traversal.input)) covered.add(key);
  for (const candidate of candidates) {
    const gained = [...replayCoverage(machine, candidate, traversal.input)].filter(
      (key) => !covered.has(key),
    );
    if (gained.length === 0) continue;
    for (const key of gained) covered.add(key);
    chosen.push(candidate);
  }
  return chosen;
}

export function describePath(path: MachinePath): string {
  const events = path.steps.slice(1).map((step) => {
    const { type, ...rest } = step.event;
    const name = type.replace(/^xstate\.(after|done\.actor|error\.actor)\.([^.]+).*$/, "$1 $2");
    const detail = summarize(rest);
    return detail ? `${name}(${detail})` : name;
  });
  return `${JSON.stringify(path.state.value)} via ${events.join(" → ") || "start"}`;
}

/** A few words for an event's payload, enough to tell sibling paths apart. */
export function summarize(rest: Record<string, unknown>): string {
  if ("error" in rest) {
    const error = rest.error as { name?: string; code?: string };
    return [error.name, error.code].filter(Boolean).join(" ");
  }
  if ("path" in rest) return `${String(rest.path)}${String(rest.search ?? "")}`;
  if ("visible" in rest) return rest.visible ? "visible" : "hidden";
  if ("auth" in rest) {
    const auth = rest.auth as { loading: boolean; signedIn: boolean };
    return auth.loading ? "loading" : auth.signedIn ? "signed in" : "signed out";
  }
  const value = "output" in rest ? rest.output : "session" in rest ? rest : undefined;
  if (typeof value !== "object" || value === null) return "";
  const record = value as Record<string, unknown>;
  if ("error" in record && record.error) return String((record.error as { code?: string }).code);
  if ("refresh_token" in record) return String(record.refresh_token);
  if ("session" in record) {
    const session = record.session as { refresh_token?: string } | null;
    const recovery = record.redirectType === "recovery" ? ", recovery" : "";
    return `${session?.refresh_token ?? "no session"}${recovery}`;
  }
  if ("id" in record) return `user ${String(record.id)}`;
  return "";
}
