import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import { mutationMachine } from "../machines/mutation/mutation.machine";
import { inspected, noteForInspector } from "../runtime/inspection";
import { outlivingThePage } from "../services/outlivingThePage";
import type { DomainStore } from "../store/journal";
import type { MutationKind, Mutations } from "./hooks.types";
import type { LoaderRegistry } from "./loaderRegistry";
import { type Clock, type Perform, withClock } from "./perform";
import type { QueryRegistry } from "./queryRegistry";
import { type WriteSpec, writeSpecs } from "./writes";

/**
 * One form's mutation actor, bound to the store from the moment it is
 * made: its `optimistic` emission appends the change's tentative events,
 * `committed` commits the change with the server's events (and marks the
 * affected reads stale), `compensated` undoes it. The actor is not stopped
 * when its form unmounts, so a save the user started still lands; once
 * settled it holds nothing and is collected with the form.
 */

export type MutationActorRef = ActorRefFrom<typeof mutationMachine>;

export interface MutationDependencies {
  readonly store: DomainStore;
  readonly perform: Perform;
  readonly queries: QueryRegistry;
  readonly loaders: LoaderRegistry;
  readonly now: () => number;
  readonly clock?: Clock;
}

function specOf<K extends MutationKind>(kind: K): WriteSpec<K> {
  return writeSpecs[kind];
}

/** The mutation machine with the app's `commit` actor: the kind's Api write, run by `perform`. */
export function mutationLogic<K extends MutationKind>(kind: K, perform: Perform) {
  const spec = specOf(kind);
  type Payload = Mutations[K]["payload"];
  return mutationMachine.provide({
    actors: {
      // A save the user started lands even when they leave the page at once.
      commit: fromPromise<unknown, unknown>(({ input, signal }) =>
        perform(outlivingThePage(spec.perform(input as Payload)), signal),
      ),
    },
  });
}

export function createMutationActor<K extends MutationKind>(
  kind: K,
  dependencies: MutationDependencies,
): MutationActorRef {
  const { store, perform, queries, loaders, now, clock } = dependencies;
  const spec = specOf(kind);
  // The machine is generic over payloads; this kind's spec says what they are.
  type Payload = Mutations[K]["payload"];
  type Output = Mutations[K]["output"];

  const logic = mutationLogic(kind, perform);
  const actor = createActor(logic, inspected(`mutation:${kind}`, withClock({}, clock)));
  const changes = new Map<number, string>();

  actor.on("optimistic", ({ submission, payload }) => {
    const change = store.beginChange();
    changes.set(submission, change);
    // The inspector shows which store change this submission began (the store panel lists it).
    noteForInspector(actor, { type: "store.tentative", change, submission });
    const stamp = new Date(now()).toISOString();
    store.appendTentative(
      change,
      ...spec.optimistic(store.getSnapshot().state, payload as Payload, change, stamp),
    );
  });
  actor.on("committed", ({ submission, payload, output }) => {
    const change = changes.get(submission);
    changes.delete(submission);
    const events = spec.confirmed(output as Output, payload as Payload);
    if (change !== undefined)
      noteForInspector(actor, { type: "store.committed", change, submission });
    if (change === undefined) store.append(...events);
    else store.commit(change, ...events);
    queries.invalidate(spec.invalidates);
    loaders.invalidate(spec.invalidates);
  });
  actor.on("compensated", ({ submission, error }) => {
    const change = changes.get(submission);
    changes.delete(submission);
    if (change !== undefined) {
      noteForInspector(actor, { type: "store.compensated", change, submission });
      store.compensate(change, { code: error.code, message: error.message, status: error.status });
    }
  });
  actor.start();
  return actor;
}
