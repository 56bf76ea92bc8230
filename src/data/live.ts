import { Effect } from "effect";
import { type ActorRefFrom, type CallbackActorLogic, createActor, fromCallback } from "xstate";
import type { EmailSummary } from "../../api/Email";
import type { LiveChange } from "../../api/Intake";
import { isDataFailure } from "../machines/data/dataFailure";
import { liveMachine } from "../machines/live/live.machine";
import type { LiveEvent } from "../machines/live/live.types";
import { inspected } from "../runtime/inspection";
import { Api, type ApiFailure } from "../services/Api";
import type { LiveFeedListener } from "../services/LiveFeed";
import type { DomainEvent } from "../store/domainEvents";
import type { DomainStore } from "../store/journal";
import type { LoaderRegistry } from "./loaderRegistry";
import { type Clock, type Perform, withClock } from "./perform";
import type { QueryRegistry } from "./queryRegistry";
import { revalidateResource } from "./reads";
import type { Resource, ResourceKind } from "./resources";

/**
 * Live updates: the live machine's connection feeds the client store. Each
 * change the server announces is read (the e-mail or event that changed)
 * and appended as a domain event (`email.received`, `email.updated`,
 * `event.created`, `event.updated`, `review.changed`...), and the reads
 * that depend on it are marked stale, so the Emails and Events pages show
 * it without a reload. After a reconnection the lists on screen are read
 * again: what changed while the connection was down was not heard.
 */

export type LiveActorRef = ActorRefFrom<typeof liveMachine>;
export type LiveConnectionLogic = CallbackActorLogic<LiveEvent>;

/** The machine's `connection` actor over a feed opener (`openLiveFeed` bound to the Api config). */
export function liveConnection(
  open: (listener: LiveFeedListener) => () => void,
): LiveConnectionLogic {
  return fromCallback<LiveEvent>(({ sendBack }) =>
    open({
      opened: () => sendBack({ type: "live.opened" }),
      change: (change) => sendBack({ type: "live.change", change }),
      heard: () => sendBack({ type: "live.ping" }),
      closed: (error) => sendBack({ type: "live.closed", error }),
    }),
  );
}

export interface LiveDependencies {
  readonly store: DomainStore;
  readonly perform: Perform;
  readonly queries: QueryRegistry;
  readonly loaders: LoaderRegistry;
  readonly clock?: Clock;
}

/** The reads a change of each kind can make stale, besides the row itself. */
const dependents: Record<LiveChange["kind"], ReadonlyArray<ResourceKind>> = {
  email: ["emailEvents", "senderReview"],
  event: ["eventHistory", "emailEvents", "eventEmails"],
  review: ["senderReview"],
};

/** The lists a page may show, read again after a reconnection. */
const resyncedRoutes: ReadonlyArray<Resource> = [{ kind: "emails" }, { kind: "events" }];
const resyncedKinds: ReadonlyArray<ResourceKind> = [
  "emails",
  "events",
  "email",
  "event",
  "senderReview",
  ...dependents.email,
  ...dependents.event,
];

function summaryOf(email: EmailSummary & { readonly text?: unknown; readonly html?: unknown }) {
  const { text: _text, html: _html, ...summary } = email;
  return summary;
}

function isNotFound(error: unknown): boolean {
  return isDataFailure(error) && error.status === 404;
}

/** The domain event a change becomes, read from the server (null: nothing to read). */
function readChange(change: LiveChange): Effect.Effect<DomainEvent, ApiFailure, Api> | null {
  const { kind, id, action } = change;
  if (kind === "review") return null;
  if (action === "deleted") {
    return Effect.succeed(
      kind === "email" ? { type: "email.removed", id } : { type: "event.removed", id },
    );
  }
  return Effect.flatMap(Api, (api) =>
    kind === "email"
      ? Effect.map(
          api.getEmail(id),
          (email): DomainEvent => ({
            type: action === "created" ? "email.received" : "email.updated",
            email: summaryOf(email),
          }),
        )
      : Effect.map(
          api.getEvent(id),
          (event): DomainEvent => ({
            type: action === "created" ? "event.created" : "event.updated",
            event,
          }),
        ),
  );
}

export interface LiveUpdates {
  readonly actor: LiveActorRef;
  readonly stop: () => void;
}

/** Starts the live actor over `connection`, feeding the store until stopped. */
export function startLiveUpdates(
  connection: LiveConnectionLogic,
  dependencies: LiveDependencies,
): LiveUpdates {
  const { store, perform, queries, loaders, clock } = dependencies;
  const controller = new AbortController();
  // Changes to one row are read in order, so an older answer never lands last.
  const queues = new Map<string, Promise<void>>();

  const apply = async (change: LiveChange): Promise<void> => {
    const read = readChange(change);
    if (change.kind === "review") {
      store.append({ type: "review.changed", sender: change.id, action: change.action });
    } else if (read !== null) {
      try {
        store.append(await perform(read, controller.signal));
      } catch (error) {
        if (controller.signal.aborted) return;
        // Gone before it could be read: it was deleted. Otherwise the lists are read again.
        if (isNotFound(error)) {
          store.append(
            change.kind === "email"
              ? { type: "email.removed", id: change.id }
              : { type: "event.removed", id: change.id },
          );
        } else {
          queries.invalidate(change.kind === "email" ? ["emails", "email"] : ["events", "event"]);
          loaders.invalidate(change.kind === "email" ? ["emails", "email"] : ["events", "event"]);
        }
      }
    }
    queries.invalidate(dependents[change.kind]);
    loaders.invalidate(dependents[change.kind]);
  };

  const enqueue = (change: LiveChange) => {
    const key = `${change.kind}/${change.id}`;
    const next = (queues.get(key) ?? Promise.resolve()).then(() => apply(change));
    queues.set(key, next);
    void next.finally(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
  };

  const resync = () => {
    queries.invalidate(resyncedKinds);
    loaders.invalidate(resyncedKinds);
    // A list on screen is a loader's: read it again now rather than at the next visit,
    // sending the validator the loader holds; a 304 says nothing changed while down.
    for (const resource of resyncedRoutes) {
      const loader = loaders.peek(resource);
      if (loader === undefined) continue;
      const held = loader.getSnapshot().context.validator;
      perform(revalidateResource(resource, held), controller.signal).then(
        (answer) => {
          if (answer.type === "revalidation.modified") store.append(answer.data);
        },
        () => {},
      );
    }
  };

  const actor = createActor(
    liveMachine.provide({ actors: { connection } }),
    inspected("live", withClock({}, clock)),
  );
  actor.on("live.changed", ({ change }) => enqueue(change));
  actor.on("live.connected", ({ resync: missed }) => {
    if (missed) resync();
  });
  actor.start();
  return {
    actor,
    stop: () => {
      controller.abort();
      actor.stop();
    },
  };
}
