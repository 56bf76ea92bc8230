import type { Layer } from "effect";
import type { MutationKind } from "../data/hooks.types";
import {
  type LiveActorRef,
  type LiveConnectionLogic,
  liveConnection,
  startLiveUpdates,
} from "../data/live";
import { createLoaderRegistry, type LoaderRegistry } from "../data/loaderRegistry";
import { createMutationActor, type MutationActorRef } from "../data/mutations";
import { type Clock, createPerformer, type Perform } from "../data/perform";
import { createQueryRegistry, type QueryRegistry } from "../data/queryRegistry";
import { refreshMayHelp } from "../machines/data/dataFailure";
import { Api, apiConfigFromRuntime } from "../services/Api";
import { openLiveFeed } from "../services/LiveFeed";
import { createDomainStore, type DomainStore } from "../store/journal";
import { createProjector, type Projector } from "../store/projections";
import type { AuthRuntime } from "./runtime.types";

/**
 * The dashboard's data runtime: the client store, the query cache, the
 * route loaders and the factory of mutation actors, over one Api layer.
 * Only the dashboard's lazy chunk imports it (it brings the derived HTTP
 * client); `DataProvider` holds one per signed-in user.
 */
export interface DataRuntime {
  readonly store: DomainStore;
  readonly project: Projector;
  readonly queries: QueryRegistry;
  readonly loaders: LoaderRegistry;
  readonly perform: Perform;
  /** A new form's mutation actor, started and bound to the store. */
  readonly mutation: (kind: MutationKind) => MutationActorRef;
  /** The live connection feeding the store, while signed in; null without one. */
  readonly live: LiveActorRef | null;
  readonly stop: () => void;
}

/** What focus and visibility are watched on; tests pass their own or null. */
export interface FocusSource {
  readonly window: Pick<Window, "addEventListener" | "removeEventListener">;
  readonly document: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">;
}

export interface DataRuntimeOptions {
  readonly layer: Layer.Layer<Api>;
  readonly store?: DomainStore;
  /** The data machines' timers (a `SimulatedClock` in tests). */
  readonly clock?: Clock;
  readonly now?: () => number;
  /** Told of every 401 answer (the auth machine refreshes the session). */
  readonly onUnauthorized?: () => void;
  /** Where "the window regained focus" is heard; null to not listen. Defaults to the page. */
  readonly focus?: FocusSource | null;
  /** The live machine's connection (`GET /api/live`); null or left out: no live updates. */
  readonly live?: LiveConnectionLogic | null;
}

function defaultFocusSource(): FocusSource | null {
  return typeof window === "undefined" ? null : { window, document };
}

/** Sends `query.focus` when the window regains focus or the page becomes visible again. */
function watchFocus(source: FocusSource, onFocus: () => void): () => void {
  const onVisibility = () => {
    if (source.document.visibilityState === "visible") onFocus();
  };
  source.window.addEventListener("focus", onFocus);
  source.document.addEventListener("visibilitychange", onVisibility);
  return () => {
    source.window.removeEventListener("focus", onFocus);
    source.document.removeEventListener("visibilitychange", onVisibility);
  };
}

export function startDataRuntime(options: DataRuntimeOptions): DataRuntime {
  const store = options.store ?? createDomainStore();
  const now = options.now ?? Date.now;
  const performer = createPerformer(
    options.layer,
    options.onUnauthorized === undefined ? {} : { onUnauthorized: options.onUnauthorized },
  );
  const { perform } = performer;
  const queries = createQueryRegistry({ store, perform, clock: options.clock });
  const loaders = createLoaderRegistry({ store, perform, clock: options.clock });
  const live =
    options.live === undefined || options.live === null
      ? null
      : startLiveUpdates(options.live, { store, perform, queries, loaders, clock: options.clock });
  const focus = options.focus === undefined ? defaultFocusSource() : options.focus;
  const unwatch =
    focus === null
      ? () => {}
      : watchFocus(focus, () => {
          queries.focus();
          // Back on the page: a connection waiting to reconnect tries at once.
          if (live?.actor.getSnapshot().status === "active") {
            live.actor.send({ type: "live.reconnect" });
          }
        });

  return {
    store,
    project: createProjector(),
    queries,
    loaders,
    perform,
    mutation: (kind) =>
      createMutationActor(kind, { store, perform, queries, loaders, now, clock: options.clock }),
    live: live?.actor ?? null,
    stop: () => {
      unwatch();
      live?.stop();
      queries.stop();
      loaders.stop();
      void performer.dispose();
    },
  };
}

/** The live data runtime of a signed-in user: the Api from `/config.json`, the auth actor's token. */
export function startLiveDataRuntime(auth: Pick<AuthRuntime, "config" | "auth">): DataRuntime {
  const accessToken = () => auth.auth.getSnapshot().context.session?.access_token ?? null;
  const config = apiConfigFromRuntime(auth.config, accessToken);
  const onUnauthorized = () => auth.auth.send({ type: "token.refresh" });
  // Live updates only with a session: a signed-out runtime would be refused forever.
  const live =
    accessToken() === null
      ? null
      : liveConnection((listener) =>
          openLiveFeed(config, {
            ...listener,
            closed: (failure) => {
              if (refreshMayHelp(failure)) onUnauthorized();
              listener.closed(failure);
            },
          }),
        );
  const runtime = startDataRuntime({ layer: Api.live(config), onUnauthorized, live });
  // Signing out stops the live connection at once, before the runtime is replaced.
  const watch = auth.auth.subscribe((snapshot) => {
    const live = runtime.live;
    if (snapshot.context.session === null && live?.getSnapshot().status === "active") {
      live.send({ type: "live.stop" });
    }
  });
  return {
    ...runtime,
    stop: () => {
      watch.unsubscribe();
      runtime.stop();
    },
  };
}
