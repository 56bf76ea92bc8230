import {
  type AnyActorRef,
  type AnyMachineSnapshot,
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
 * events are the answers), on a simulated clock that moves only when the
 * path says a delay elapsed, at the machine tests' fixed "now". What each
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

/** `xstate.after.authTick.auth.signedIn.idle` → `after authTick`; results keep their actor's id. */
function eventName(type: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  return after ? `after ${after[1]}` : type;
}

export function replayPath(model: PathModel, planned: PlannedPath): ReadonlyArray<StepSeen> {
  return atFixedNow(() => {
    const seen: Array<{
      event: string;
      actions: Array<string>;
      invoked: Array<string>;
      emitted: Array<string>;
    }> = [];
    const current = () => seen.at(-1);
    let root: AnyActorRef | undefined;
    const inspect = (event: InspectionEvent) => {
      const step = current();
      if (step === undefined) return;
      if (event.type === "@xstate.action" && event.actorRef === root) {
        const name = event.action.type;
        if (!name.startsWith("xstate.")) step.actions.push(name);
      }
      if (event.type === "@xstate.actor" && event.actorRef !== root && root !== undefined) {
        step.invoked.push((event.actorRef as AnyActorRef).id);
      }
    };
    seen.push({ event: "start", actions: [], invoked: [], emitted: [] });
    const machine = model.machine.provide({ actors: standIns(model) } as never);
    const actor = createActor(machine, {
      input: planned.start.input,
      clock: new SimulatedClock(),
      inspect,
    } as never);
    root = actor;
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
    return seen.map((step, index) => ({ ...step, state: states[index] ?? "" }));
  });
}
