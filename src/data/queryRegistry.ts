import { type ActorRefFrom, createActor, fromPromise } from "xstate";
import { describeDataFailure, refreshMayHelp } from "../machines/data/dataFailure";
import { queryMachine } from "../machines/query/query.machine";
import type { FetchRequest } from "../machines/query/query.types";
import { inspected } from "../runtime/inspection";
import type { DomainStore } from "../store/journal";
import { resourceKey } from "../store/projections";
import { type Clock, type Perform, withClock } from "./perform";
import { readIntoStore } from "./reads";
import { type Resource, UNRETRIED_RESOURCES } from "./resources";

/**
 * The shared cache of query reads: one query actor per resource key, made
 * when the first reader arrives and forgotten when the actor collects
 * itself (5 minutes after its last reader left). A fetch appends its
 * answer to the store as a domain event; readers see the store's
 * projection, and the actor only says whether there is something to show.
 */

export type QueryActorRef = ActorRefFrom<typeof queryMachine>;

export interface QueryRegistry {
  /** The actor for a resource, if it exists; never creates one (safe during render). */
  readonly peek: (resource: Resource) => QueryActorRef | undefined;
  /** A reader arrives (made on first use); the returned function is its leaving. */
  readonly acquire: (resource: Resource) => () => void;
  readonly refetch: (resource: Resource) => void;
  /** The window regained focus: every entry hears `query.focus`. */
  readonly focus: () => void;
  /** Marks the entries of these resource kinds stale (their readers fetch again). */
  readonly invalidate: (kinds: ReadonlyArray<Resource["kind"]>) => void;
  /** Told when an entry is made or forgotten. */
  readonly subscribe: (listener: () => void) => () => void;
  readonly stop: () => void;
}

export interface QueryRegistryOptions {
  readonly store: DomainStore;
  readonly perform: Perform;
  readonly clock?: Clock;
}

/** Failures a later attempt may change: network failures, a 401 a refresh may cure, 408, 429 and 5xx. */
export function isWorthRetrying(error: unknown): boolean {
  const failure = describeDataFailure(error);
  const { status } = failure;
  return (
    refreshMayHelp(failure) || status === 0 || status === 408 || status === 429 || status >= 500
  );
}

/**
 * The query machine with the app's `fetch` actor (the resource's Api read,
 * run by `perform`, its answer appended to the store) and retry rule.
 */
export function queryLogic(
  options: Pick<QueryRegistryOptions, "store" | "perform">,
  resourceOf: (key: string) => Resource | undefined,
) {
  return queryMachine.provide({
    guards: {
      // A refusal (404 for another user's row, 400) answers the same however often it is asked.
      mayRetry: ({ context, event }) =>
        context.failures < context.retry && isWorthRetrying("error" in event ? event.error : null),
    },
    actors: {
      fetch: fromPromise<unknown, FetchRequest>(async ({ input, signal }) => {
        const resource = resourceOf(input.key);
        if (resource === undefined) throw new Error(`No query is registered as "${input.key}".`);
        return readIntoStore(options, resource, input, signal);
      }),
    },
  });
}

interface Entry {
  readonly resource: Resource;
  readonly actor: QueryActorRef;
  readonly collected: { readonly unsubscribe: () => void };
}

export function createQueryRegistry(options: QueryRegistryOptions): QueryRegistry {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();

  const logic = queryLogic(options, (key) => entries.get(key)?.resource);

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  function ensure(resource: Resource): QueryActorRef {
    const key = resourceKey(resource);
    const known = entries.get(key);
    if (known !== undefined) return known.actor;
    const retry = UNRETRIED_RESOURCES.has(resource.kind) ? { retry: 0 } : {};
    const actor = createActor(
      logic,
      inspected(`query:${key}`, withClock({ input: { key, ...retry } }, options.clock)),
    );
    const collected = actor.on("query.collected", () => {
      if (entries.get(key)?.actor === actor) {
        entries.delete(key);
        collected.unsubscribe();
        notify();
      }
    });
    // Registered before it starts: the fetch it starts at once looks its resource up.
    entries.set(key, { resource, actor, collected });
    actor.start();
    notify();
    return actor;
  }

  return {
    peek: (resource) => entries.get(resourceKey(resource))?.actor,
    acquire: (resource) => {
      const actor = ensure(resource);
      actor.send({ type: "query.subscribe" });
      let left = false;
      return () => {
        if (left) return;
        left = true;
        // A collected or stopped entry has no readers to lose.
        if (actor.getSnapshot().status === "active") actor.send({ type: "query.unsubscribe" });
      };
    },
    refetch: (resource) => ensure(resource).send({ type: "query.refetch" }),
    focus: () => {
      for (const { actor } of entries.values()) actor.send({ type: "query.focus" });
    },
    invalidate: (kinds) => {
      for (const { resource, actor } of entries.values()) {
        if (kinds.includes(resource.kind)) actor.send({ type: "query.invalidate" });
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop: () => {
      for (const { actor, collected } of entries.values()) {
        collected.unsubscribe();
        actor.stop();
      }
      entries.clear();
      notify();
    },
  };
}
