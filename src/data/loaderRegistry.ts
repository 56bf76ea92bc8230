import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import { loaderMachine } from "../machines/loader/loader.machine";
import type { LoadRequest } from "../machines/loader/loader.types";
import { inspected } from "../runtime/inspection";
import type { DomainStore } from "../store/journal";
import { resourceKey } from "../store/projections";
import { type Clock, type Perform, withClock } from "./perform";
import { readIntoStore } from "./reads";
import type { Resource } from "./resources";

/**
 * Route data: one loader actor per resource key, kept for the runtime's
 * life so its cache (5 minutes) and preloads (fresh 30 s) outlast the page.
 * A load appends its answer to the store as a domain event; the route reads
 * the store's projection.
 */

export type LoaderActorRef = ActorRefFrom<typeof loaderMachine>;

export interface LoaderRegistry {
  /** The actor for a resource, if it exists; never creates one (safe during render). */
  readonly peek: (resource: Resource) => LoaderActorRef | undefined;
  /** The route is navigated to. */
  readonly enter: (resource: Resource) => void;
  readonly retry: (resource: Resource) => void;
  /** A link to the route is hovered or focused: preload after 50 ms unless the intent ends. */
  readonly preload: (resource: Resource) => void;
  readonly intentEnd: (resource: Resource) => void;
  /** Route data of these kinds changed on the server: the next navigation loads it again. */
  readonly invalidate: (kinds: ReadonlyArray<Resource["kind"]>) => void;
  readonly subscribe: (listener: () => void) => () => void;
  readonly stop: () => void;
}

export interface LoaderRegistryOptions {
  readonly store: DomainStore;
  readonly perform: Perform;
  readonly clock?: Clock;
}

interface Entry {
  readonly resource: Resource;
  readonly actor: LoaderActorRef;
}

/**
 * The loader machine with the app's `load` actor: the resource's Api read,
 * run by `perform`, its answer appended to the store.
 */
export function loaderLogic(
  options: Pick<LoaderRegistryOptions, "store" | "perform">,
  resourceOf: (key: string) => Resource | undefined,
) {
  return loaderMachine.provide({
    actors: {
      load: fromPromise<unknown, LoadRequest>(async ({ input, signal }) => {
        const resource = resourceOf(input.key);
        if (resource === undefined) throw new Error(`No loader is registered as "${input.key}".`);
        return readIntoStore(options, resource, input, signal);
      }),
    },
  });
}

export function createLoaderRegistry(options: LoaderRegistryOptions): LoaderRegistry {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();

  const logic = loaderLogic(options, (key) => entries.get(key)?.resource);

  function ensure(resource: Resource): LoaderActorRef {
    const key = resourceKey(resource);
    const known = entries.get(key);
    if (known !== undefined) return known.actor;
    const actor = createActor(
      logic,
      inspected(`loader:${key}`, withClock({ input: { key } }, options.clock)),
    );
    entries.set(key, { resource, actor });
    actor.start();
    for (const listener of [...listeners]) listener();
    return actor;
  }

  return {
    peek: (resource) => entries.get(resourceKey(resource))?.actor,
    enter: (resource) => ensure(resource).send({ type: "loader.load" }),
    retry: (resource) => ensure(resource).send({ type: "loader.retry" }),
    preload: (resource) => ensure(resource).send({ type: "loader.preload" }),
    intentEnd: (resource) =>
      entries.get(resourceKey(resource))?.actor.send({ type: "loader.intentEnd" }),
    invalidate: (kinds) => {
      for (const { resource, actor } of entries.values()) {
        if (kinds.includes(resource.kind)) actor.send({ type: "loader.invalidate" });
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop: () => {
      for (const { actor } of entries.values()) actor.stop();
      entries.clear();
      for (const listener of [...listeners]) listener();
    },
  };
}
