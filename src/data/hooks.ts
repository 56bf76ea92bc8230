import { shallowEqual, useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { DataFailure } from "../machines/data/dataFailure";
import { loaderViewOf } from "../machines/loader/loader.connect";
import { mutationCommands, mutationViewOf } from "../machines/mutation/mutation.connect";
import { queryViewOf } from "../machines/query/query.connect";
import type { StoreSnapshot } from "../store/journal";
import { canonicalResource } from "../store/projections";
import { useDataRuntime } from "./DataProvider";
import type {
  DataHooks,
  MutationKind,
  Mutations,
  MutationView,
  PreloadProps,
  QueryView,
  RouteDataView,
} from "./hooks.types";
import type { LoaderActorRef } from "./loaderRegistry";
import type { QueryActorRef } from "./queryRegistry";
import type { Resource, ResourceData, ResourceKind, ResourceOf } from "./resources";

/**
 * The data hooks of the dashboard pages (DataHooks in hooks.types.ts).
 * Components hold no fetching effects: a query read is a reader of the
 * shared query actor for its resource (the only effect says "a reader
 * arrived / left"), route data is the route's loader actor (told of the
 * navigation), a mutation is the form's own mutation actor. What they show
 * is the store's projection of the resource.
 */

type Snapshot<A extends { getSnapshot: () => unknown }> = ReturnType<A["getSnapshot"]>;

/** The store's view of a resource; re-renders only when that view changes. */
function useProjection<K extends ResourceKind>(
  resource: ResourceOf<K>,
): ResourceData[K] | undefined {
  const { store, project } = useDataRuntime();
  const read = useCallback(
    () => project<K>(store.getSnapshot().state, resource),
    [store, project, resource],
  );
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The registry's actor for a resource, once made; re-renders when it is made or forgotten. */
function useRegistered<A>(
  registry: {
    readonly subscribe: (listener: () => void) => () => void;
    readonly peek: (resource: Resource) => A | undefined;
  },
  resource: Resource,
): A | undefined {
  const read = useCallback(() => registry.peek(resource), [registry, resource]);
  return useSyncExternalStore(registry.subscribe, read, read);
}

// Queries.

interface QueryStatus {
  readonly status: QueryView<unknown>["status"];
  readonly fetching: boolean;
  readonly error: DataFailure | null;
}

const QUERY_STARTING: QueryStatus = { status: "loading", fetching: true, error: null };

/** The query's connect fields a reader shows; before the entry exists, loading. */
export function queryStatusOf(snapshot: Snapshot<QueryActorRef> | undefined): QueryStatus {
  if (snapshot === undefined) return QUERY_STARTING;
  const view = queryViewOf(snapshot);
  if (view.collected) return QUERY_STARTING;
  return { status: view.status, fetching: view.fetching, error: view.error };
}

export function useQuery<K extends ResourceKind>(
  resource: ResourceOf<K>,
): QueryView<ResourceData[K]> {
  const { queries } = useDataRuntime();
  const stable = canonicalResource(resource);
  const actor = useRegistered(queries, stable);
  // This component reads the entry while mounted (the entry is made on first read).
  useEffect(() => queries.acquire(stable), [queries, stable]);
  const { status, fetching, error } = useSelector(actor, queryStatusOf, shallowEqual);
  const projected = useProjection<K>(stable);
  const refetch = useCallback(() => queries.refetch(stable), [queries, stable]);
  return {
    status,
    data: status === "ready" ? projected : undefined,
    error,
    fetching,
    refetch,
  };
}

// Route data.

interface RouteStatus {
  readonly view: RouteDataView<unknown>["view"];
  /** Something was loaded before: the store has the route's data. */
  readonly loaded: boolean;
  readonly error: DataFailure | null;
}

const ROUTE_STARTING: RouteStatus = { view: "blank", loaded: false, error: null };

/** The loader's connect fields a route shows; before the loader exists, blank. */
export function routeStatusOf(snapshot: Snapshot<LoaderActorRef> | undefined): RouteStatus {
  if (snapshot === undefined) return ROUTE_STARTING;
  const view = loaderViewOf(snapshot);
  return { view: view.view, loaded: view.data !== undefined, error: view.error };
}

export function useRouteData<K extends ResourceKind>(
  resource: ResourceOf<K>,
): RouteDataView<ResourceData[K]> {
  const { loaders } = useDataRuntime();
  const stable = canonicalResource(resource);
  const actor = useRegistered(loaders, stable);
  // Mounting the route is the navigation: its loader shows fresh data at once or loads.
  useEffect(() => loaders.enter(stable), [loaders, stable]);
  const { view, loaded, error } = useSelector(actor, routeStatusOf, shallowEqual);
  const projected = useProjection<K>(stable);
  const retry = useCallback(() => loaders.retry(stable), [loaders, stable]);
  return { view, data: loaded ? projected : undefined, error, retry };
}

// Mutations.

export function useMutation<K extends MutationKind>(kind: K): MutationView<K> {
  const runtime = useDataRuntime();
  // The form's own actor, made once; see mutations.ts for why it is not stopped on unmount.
  const [actor] = useState(() => runtime.mutation(kind));
  const view = useSelector(
    actor,
    (snapshot) => mutationViewOf<Mutations[K]["payload"], Mutations[K]["output"]>(snapshot),
    shallowEqual,
  );
  const commands = useMemo(() => mutationCommands<Mutations[K]["payload"]>(actor.send), [actor]);
  return {
    submit: commands.submit,
    reset: commands.reset,
    busy: view.busy,
    error: view.error,
    succeeded: view.succeeded,
    output: view.output,
  };
}

// Preloading.

export function usePreload<K extends ResourceKind>(resource: ResourceOf<K>): PreloadProps {
  const { loaders } = useDataRuntime();
  const stable = canonicalResource(resource);
  return useMemo(() => {
    const intent = () => loaders.preload(stable);
    const intentEnd = () => loaders.intentEnd(stable);
    return { onMouseEnter: intent, onMouseLeave: intentEnd, onFocus: intent, onBlur: intentEnd };
  }, [loaders, stable]);
}

// The store itself (the inspector).

export function useStoreSnapshot(): StoreSnapshot {
  const { store } = useDataRuntime();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export const dataHooks: DataHooks = { useQuery, useRouteData, useMutation, usePreload };
