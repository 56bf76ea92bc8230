import type { AnyMachineSnapshot } from "xstate";
import { stripeJsMachine } from "../../../../src/machines/billing/stripeJs.machine";
import { liveMachine } from "../../../../src/machines/live/live.machine";
import { loaderMachine } from "../../../../src/machines/loader/loader.machine";
import { mutationMachine } from "../../../../src/machines/mutation/mutation.machine";
import { queryMachine } from "../../../../src/machines/query/query.machine";
import type { QueryContext } from "../../../../src/machines/query/query.types";
import type { PathModel } from "../plan";
import {
  dataDoubles,
  liveDoubles,
  liveWorld,
  loaderWorld,
  mutationWorld,
  queryWorld,
  stripeJsDoubles,
  stripeJsWorld,
} from "../worlds/data";
import { byValue, done, failed, offline, serverDown } from "./samples";

const events = [{ id: "event-1", title: "Swimming lesson" }];

export const loaderModel: PathModel = {
  machine: loaderMachine,
  starts: [{ label: "the events page", input: { key: "events" } }],
  // `loader.fetched` and `loader.fetchFailed` are raised by the machine itself, never sent.
  events: () => [
    { type: "loader.preload" },
    { type: "loader.intentEnd" },
    { type: "loader.load" },
    { type: "loader.retry" },
    { type: "loader.invalidate" },
    done("load", events),
    failed("load", serverDown),
  ],
  serializeState: byValue,
  world: loaderWorld,
  doubles: dataDoubles,
};

export const queryModel: PathModel = {
  machine: queryMachine,
  starts: [{ label: "a read retried once", input: { key: "events", retry: 1 } }],
  events: () => [
    { type: "query.subscribe" },
    { type: "query.unsubscribe" },
    { type: "query.focus" },
    { type: "query.refetch" },
    { type: "query.invalidate" },
    done("fetch", events),
    failed("fetch", offline),
  ],
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as QueryContext;
    return JSON.stringify([snapshot.value, Math.min(context.readers, 2), context.failures]);
  },
  world: queryWorld,
  doubles: dataDoubles,
};

export const mutationModel: PathModel = {
  machine: mutationMachine,
  starts: [{ label: "an event form" }],
  events: () => [
    { type: "mutation.submit", payload: { id: "event-1", changes: { title: "Swimming gala" } } },
    { type: "mutation.reset" },
    done("commit", { id: "event-1", title: "Swimming gala" }),
    failed("commit", serverDown),
  ],
  serializeState: byValue,
  world: mutationWorld,
  doubles: dataDoubles,
};

const change = { kind: "event", id: "event-1", action: "updated" };

export const liveModel: PathModel = {
  machine: liveMachine,
  starts: [{ label: "a signed-in dashboard" }],
  events: () => [
    { type: "live.opened" },
    { type: "live.change", change },
    { type: "live.ping" },
    { type: "live.closed", error: offline },
    { type: "live.reconnect" },
    { type: "live.stop" },
  ],
  serializeState: byValue,
  world: liveWorld,
  doubles: liveDoubles,
};

const stripeJs = "xstate.done.actor.0.stripeJs.loading";

export const stripeJsModel: PathModel = {
  machine: stripeJsMachine,
  starts: [
    { label: "Stripe configured", input: { publishableKey: "pk_test_1" } },
    { label: "the local billing provider", input: { publishableKey: null } },
  ],
  events: () => [
    { type: stripeJs, output: { elements: "stripe" } },
    { type: "xstate.error.actor.0.stripeJs.loading", error: new Error("Stripe.js did not load") },
  ],
  serializeState: byValue,
  world: stripeJsWorld,
  doubles: stripeJsDoubles,
};
