import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromCallback,
  type InspectionEvent,
  SimulatedClock,
} from "xstate";
import { atFixedNow, type PathModel, type PlannedPath, stateName } from "./plan";

/**
 * Replays a planned path on the real machine: its own guards, actions and
 * delays, with every actor it invokes replaced by a stand-in that records
 * the request and never answers on its own (the path's `done`/`error`
 * events are the answers), on a simulated clock that never moves by itself
 * (a delay elapses when the path's step says so), at the machine tests'
 * fixed "now". What each
 * step did is returned for the test to compare with what the file lists.
 */

export interface StepSeen {
  /** The event of the step (`start` for the first). */
  readonly event: string;
  /** The state the real actor is in afterwards. */
  readonly state: string;
  /** The named actions it ran: the effects it asked for (assign, emit, sendTo, raise). */
  readonly actions: ReadonlyArray<string>;
  /** The actors it started, by id. */
  readonly invoked: ReadonlyArray<string>;
  /** The events it emitted to its listeners. */
  readonly emitted: ReadonlyArray<string>;
}

function standIns(model: PathModel) {
  return Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((name) => [
      name,
      fromCallback(() => () => {}),
    ]),
  );
}

/** A named action's name; the machine's own bookkeeping (`xstate.*`) is left out. */
function actionName(action: unknown): string | null {
  const name =
    typeof action === "string"
      ? action
      : typeof action === "object" && action !== null && "type" in action
        ? String(action.type)
        : null;
  return name === null || name.startsWith("xstate.") ? null : name;
}

/** `xstate.after.authTick.auth.signedIn.idle` → `after authTick`; results keep their actor's id. */
function eventName(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  return after ? `after ${after[1]}` : type;
}

export function replayPath(
  model: PathModel,
  planned: PlannedPath,
  observe?: (event: InspectionEvent) => void,
): ReadonlyArray<StepSeen> {
  return atFixedNow(() => {
    const seen: Array<{
      event: string;
      actions: Array<string>;
      invoked: Array<string>;
      emitted: Array<string>;
    }> = [];
    const current = () => seen.at(-1);
    const isRoot = (ref: unknown) => (ref as AnyActorRef)._parent === undefined;
    // The active state nodes as last seen: actions are read from what a step enters and leaves.
    let active = new Set<AnyStateNode>();
    const ranActions = (
      nodes: ReadonlyArray<AnyStateNode>,
      transitions: ReadonlyArray<AnyTransitionDefinition>,
    ) => {
      const next = new Set(nodes);
      const exited = [...active].filter((node) => !next.has(node));
      const entered = nodes.filter((node) => !active.has(node));
      active = next;
      return [
        ...exited.flatMap((node) => node.exit),
        ...transitions.flatMap((transition) => transition.actions),
        ...entered.flatMap((node) => node.entry),
      ]
        .map(actionName)
        .filter((name) => name !== null);
    };
    const inspect = (event: InspectionEvent) => {
      observe?.(event);
      const step = current();
      if (step === undefined || !isRoot(event.actorRef)) {
        if (step !== undefined && event.type === "@xstate.actor") {
          step.invoked.push((event.actorRef as AnyActorRef).id);
        }
        return;
      }
      const nodes = (event as { snapshot?: { _nodes?: ReadonlyArray<AnyStateNode> } }).snapshot
        ?._nodes;
      if (event.type === "@xstate.microstep" && nodes !== undefined) {
        step.actions.push(...ranActions(nodes, event._transitions));
      }
      if (event.type === "@xstate.snapshot" && nodes !== undefined) {
        step.actions.push(...ranActions(nodes, []));
      }
    };
    seen.push({ event: "start", actions: [], invoked: [], emitted: [] });
    const machine = model.machine.provide({ actors: standIns(model) } as never);
    const actor = createActor(machine, {
      input: planned.start.input,
      clock: new SimulatedClock(),
      inspect,
    } as never);
    actor.on("*", (emitted: { type: string }) => current()?.emitted.push(emitted.type));
    const states: Array<string> = [];
    actor.start();
    states.push(stateName((actor.getSnapshot() as AnyMachineSnapshot).value));
    for (const step of planned.path.steps.slice(1)) {
      seen.push({ event: eventName(step.event.type), actions: [], invoked: [], emitted: [] });
      actor.send(step.event);
      states.push(stateName((actor.getSnapshot() as AnyMachineSnapshot).value));
    }
    actor.stop();
    return seen.map(({ event, actions, invoked, emitted }, index) => ({
      event,
      state: states[index] ?? "",
      actions,
      invoked,
      emitted,
    }));
  });
}

/**
 * The generated tests' step: replays path `index` of a plan and checks that
 * the real actor is, after every step, in the state the graph says.
 */
export function replayPlanned(
  model: PathModel,
  plan: ReadonlyArray<PlannedPath>,
  index: number,
): ReadonlyArray<StepSeen> {
  const planned = plan[index];
  if (planned === undefined) throw new Error(`The plan has no path ${index + 1}.`);
  const seen = replayPath(model, planned);
  const expected = planned.path.steps.map((step) => stateName(step.state.value));
  if (seen.some((step, at) => step.state !== expected[at])) {
    throw new Error(
      `The real machine left the graph's path: it went ${seen.map((step) => step.state).join(" → ")}, the graph ${expected.join(" → ")}.`,
    );
  }
  return seen;
}
