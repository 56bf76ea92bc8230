import { useSelector } from "@xstate/react";
import { createContext, type ReactNode, use } from "react";
import { type DataRuntime, startLiveDataRuntime } from "../runtime/dataRuntime";
import { useRuntime } from "../runtime/hooks";
import type { AuthActorRef, AuthRuntime } from "../runtime/runtime.types";

/**
 * Gives the dashboard its data runtime. Without a `runtime` prop it holds
 * the live one of the signed-in user: kept while the user stays the same
 * (so the cache outlives a visit to a public page), replaced (the old one
 * stopped and its store dropped) when another user signs in. Tests pass a
 * runtime built on the Api test layer.
 */

const DataRuntimeContext = createContext<DataRuntime | null>(null);

export function useDataRuntime(): DataRuntime {
  const runtime = use(DataRuntimeContext);
  if (runtime === null) {
    throw new Error("This component reads dashboard data: render it inside <DataProvider>.");
  }
  return runtime;
}

interface LiveEntry {
  readonly auth: AuthRuntime;
  readonly userId: string | null;
  readonly runtime: DataRuntime;
}

export type LiveDataRuntimeFactory = (auth: AuthRuntime) => DataRuntime;

let live: LiveEntry | null = null;
let factory: LiveDataRuntimeFactory = startLiveDataRuntime;

/** The live runtime for this auth runtime and user, made on first use. */
function liveDataRuntime(auth: AuthRuntime, userId: string | null): DataRuntime {
  if (live !== null && live.auth === auth && live.userId === userId) return live.runtime;
  live?.runtime.stop();
  live = { auth, userId, runtime: factory(auth) };
  return live.runtime;
}

/**
 * Tests that render the whole app build the dashboard's data runtime on
 * the Api test layer (`startDataRuntime({ layer: apiTestLayer(...) })`);
 * null restores the live one. Either way the current runtime is stopped.
 */
export function setLiveDataRuntimeFactory(next: LiveDataRuntimeFactory | null): void {
  live?.runtime.stop();
  live = null;
  factory = next ?? startLiveDataRuntime;
}

function userIdOf(snapshot: ReturnType<AuthActorRef["getSnapshot"]>): string | null {
  return snapshot.context.session?.user.id ?? null;
}

/** The signed-in user's live runtime outside React (the navigation's payment warning). */
export function liveDataRuntimeFor(auth: AuthRuntime): DataRuntime {
  return liveDataRuntime(auth, userIdOf(auth.auth.getSnapshot()));
}

function LiveDataProvider({ children }: { readonly children: ReactNode }) {
  const auth = useRuntime();
  const userId = useSelector(auth.auth, userIdOf);
  return <DataRuntimeContext value={liveDataRuntime(auth, userId)}>{children}</DataRuntimeContext>;
}

export function DataProvider({
  runtime,
  children,
}: {
  readonly runtime?: DataRuntime;
  readonly children: ReactNode;
}) {
  if (runtime === undefined) return <LiveDataProvider>{children}</LiveDataProvider>;
  return <DataRuntimeContext value={runtime}>{children}</DataRuntimeContext>;
}
