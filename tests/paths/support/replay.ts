import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type InspectionEvent,
  SimulatedClock,
} from "xstate";
import { T0 } from "../../machines/support/fixtures";
import { settleUntilStill } from "../../machines/support/settle";
import { ensureDom } from "./dom";
import { type PathModel, type PlannedPath, stateName } from "./plan";
import type { WorldTools } from "./world";

/**
 * Replays a planned path on the real machine with the actors the app gives
 * it, in the path model's world (tests/paths/support/worlds): commands are
 * sent; an actor's result happens when the test service answers the call
 * the real actor made; what the browser or server reports goes through the
 * double that hears it; a delay elapses when the path says, on a simulated
 * clock (and Date) starting at the machine tests' fixed "now". What each
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
  /** The calls its actors made to the services (and doubles) while it was in this step's state. */
  readonly calls: ReadonlyArray<string>;
  /** The events it emitted to its listeners. */
  readonly emitted: ReadonlyArray<string>;
}

interface Row {
  /** The event's type as the machine hears it. */
  type: string;
  event: string;
  state: string;
  actions: Array<string>;
  invoked: Array<string>;
  calls: Array<string>;
  emitted: Array<string>;
}

const row = (type: string, event: string): Row => ({
  type,
  event,
  state: "",
  actions: [],
  invoked: [],
  calls: [],
  emitted: [],
});

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

/** How long the delay a `xstate.after.*` step names lasts, in the machine's state now. */
function delayOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, type: string): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(type)?.[1] ?? "";
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === "number") return delay;
  if (typeof delay === "function") return delay({ context: snapshot.context, event: { type } });
  throw new Error(`${machine.id} has no delay named "${name}".`);
}

export async function replayPath(
  model: PathModel,
  planned: PlannedPath,
  observe?: (event: InspectionEvent) => void,
): Promise<ReadonlyArray<StepSeen>> {
  ensureDom();
  const realNow = Date.now;
  let now = T0;
  Date.now = () => now;
  const steps = planned.path.steps;
  const rows: Array<Row> = [row("xstate.init", "start")];
  /** The index of the step whose event the machine should hear next. */
  let next = 1;
  /** Past the path's last step: what happens after is not this path's. */
  let past = false;
  const strays: Array<string> = [];
  let callsTaken = 0;
  // The active state nodes as last seen: actions are read from what a step enters and leaves.
  let active = new Set<AnyStateNode>();
  const ranActions = (
    nodes: ReadonlyArray<AnyStateNode>,
    transitions: ReadonlyArray<AnyTransitionDefinition>,
  ) => {
    const entering = new Set(nodes);
    const exited = [...active].filter((node) => !entering.has(node));
    const entered = nodes.filter((node) => !active.has(node));
    active = entering;
    return [
      ...exited.flatMap((node) => node.exit),
      ...transitions.flatMap((transition) => transition.actions),
      ...entered.flatMap((node) => node.entry),
    ]
      .map(actionName)
      .filter((name) => name !== null);
  };

  const clock = new SimulatedClock();
  let actor: AnyActorRef | null = null;
  const snapshot = () => actor?.getSnapshot() as AnyMachineSnapshot;
  const fingerprint = () =>
    `${rows.length}/${world.calls().length}/${JSON.stringify(actor?.getSnapshot().value)}`;
  const settle = () => settleUntilStill(fingerprint);
  const tools: WorldTools = {
    clock,
    settle,
    snapshot,
    advance: async (ms) => {
      now += ms;
      clock.increment(ms);
      await settle();
    },
  };
  const world = model.world(planned, tools);
  const current = () => rows.at(-1) as Row;
  const takeCalls = () => {
    const calls = world.calls();
    current().calls.push(...calls.slice(callsTaken));
    callsTaken = calls.length;
  };

  /**
   * The row a root microstep or snapshot belongs to: the one of the event it
   * processes. An event is announced when it is sent and processed when the
   * actor gets to it: during the start, the storage read at once is
   * announced before the first state is reached.
   */
  const rowOf = (type: string): Row | undefined =>
    type === "xstate.init" ? rows[0] : rows.findLast((seen) => seen.type === type);

  const inspect = (event: InspectionEvent) => {
    const ref = event.actorRef as AnyActorRef;
    const isRoot = ref._parent === undefined;
    const processing = "event" in event && event.type !== "@xstate.event" ? event.event.type : null;
    if (past && (!isRoot || processing !== "xstate.init")) return;
    if (event.type === "@xstate.event" && isRoot && event.event.type !== "xstate.init") {
      const expected = steps[next]?.event.type;
      if (event.event.type === expected) {
        takeCalls();
        rows.push(row(expected, eventName(expected)));
        next += 1;
      } else if (next >= steps.length) {
        takeCalls();
        past = true;
        return;
      } else {
        strays.push(`${event.event.type} (while waiting for ${expected})`);
      }
    }
    observe?.(event);
    if (!isRoot) {
      // The machine's own actors; what they start in turn is theirs.
      if (event.type === "@xstate.actor" && ref._parent?._parent === undefined) {
        current().invoked.push(ref.id);
      }
      return;
    }
    const nodes = (event as { snapshot?: { _nodes?: ReadonlyArray<AnyStateNode> } }).snapshot
      ?._nodes;
    const target = (processing === null ? undefined : rowOf(processing)) ?? current();
    if (event.type === "@xstate.microstep" && nodes !== undefined) {
      target.actions.push(...ranActions(nodes, event._transitions));
    }
    if (event.type === "@xstate.snapshot" && nodes !== undefined) {
      target.actions.push(...ranActions(nodes, []));
      target.state = stateName((event.snapshot as AnyMachineSnapshot).value);
    }
  };

  try {
    await world.begin?.();
    const started = createActor(world.logic, {
      input: planned.start.input,
      clock,
      inspect,
    } as never) as AnyActorRef;
    actor = started;
    started.on("*", (emitted: AnyEventObject) => {
      if (!past) current().emitted.push(emitted.type);
    });
    started.start();
    await settle();
    for (const [index, step] of steps.entries()) {
      // The start, and events that arrived on their own (storage read as the page starts).
      if (index === 0 || index < next) continue;
      const { event } = step;
      if (!(await world.happen(event))) {
        if (/^xstate\.(done|error)\.actor\./.test(event.type)) {
          throw new Error(`Nothing in the ${model.machine.id} world answers ${event.type}.`);
        }
        if (event.type.startsWith("xstate.after.")) {
          await tools.advance(delayOf(model.machine, snapshot(), event.type));
        } else {
          started.send(event);
        }
      }
      await settle();
      if (next <= index) {
        const heard = strays.length > 0 ? ` (it heard ${strays.join(", ")})` : "";
        throw new Error(`Step ${index + 1}: ${event.type} never reached the machine${heard}.`);
      }
    }
    if (!past) takeCalls();
    if (strays.length > 0) {
      throw new Error(`The machine heard events the path does not have: ${strays.join(", ")}.`);
    }
    return rows.map(({ type: _type, ...seen }) => seen);
  } finally {
    actor?.stop();
    world.end?.();
    Date.now = realNow;
  }
}

/**
 * The generated tests' step: replays path `index` of a plan and checks that
 * the real actor is, after every step, in the state the graph says.
 */
export async function replayPlanned(
  model: PathModel,
  plan: ReadonlyArray<PlannedPath>,
  index: number,
): Promise<ReadonlyArray<StepSeen>> {
  const planned = plan[index];
  if (planned === undefined) throw new Error(`The plan has no path ${index + 1}.`);
  const seen = await replayPath(model, planned);
  const expected = planned.path.steps.map((step) => stateName(step.state.value));
  if (seen.some((step, at) => step.state !== expected[at])) {
    throw new Error(
      `The real machine left the graph's path: it went ${seen.map((step) => step.state).join(" → ")}, the graph ${expected.join(" → ")}.`,
    );
  }
  return seen;
}
