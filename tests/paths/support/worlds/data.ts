import type { Stripe } from "@stripe/stripe-js";
import type { AnyEventObject } from "xstate";
import { liveConnection } from "../../../../src/data/live";
import { loaderLogic } from "../../../../src/data/loaderRegistry";
import { mutationLogic } from "../../../../src/data/mutations";
import { createPerformer } from "../../../../src/data/perform";
import { queryLogic } from "../../../../src/data/queryRegistry";
import type { Resource } from "../../../../src/data/resources";
import type { DataFailure } from "../../../../src/machines/data/dataFailure";
import { guardMachine } from "../../../../src/machines/guard/guard.machine";
import { liveMachine } from "../../../../src/machines/live/live.machine";
import { stripeJsLogic } from "../../../../src/routes/dashboard/subscription/useStripeJs";
import type { ApiMethod } from "../../../../src/services/Api";
import { makeEvent, ScriptedApi } from "../../../../src/services/ApiTest";
import { ApiFailure } from "../../../../src/services/apiFailure";
import type { LiveFeedListener } from "../../../../src/services/LiveFeed";
import { createDomainStore } from "../../../../src/store/journal";
import { callsOf, callWords, type PathWorld, pendingCall, resultOf, type WorldOf } from "../world";

/**
 * The data machines as src/data makes them: the loader's, query's and
 * mutation's actors run the Api read or write through the app's `perform`
 * on a scripted Api layer and append the answer to a real store. The live
 * feed and Stripe.js are not Effect services: their doubles are the ones
 * the machine tests use (a feed the test speaks for, a `loadStripe` the
 * test settles). The guard has no actors.
 */

/** The world of an actor built on the Api: `method`'s pending call answers `answer` or fails with the step's failure. */
function onTheApi(
  makeLogic: (
    api: ScriptedApi,
    perform: ReturnType<typeof createPerformer>["perform"],
  ) => PathWorld["logic"],
  actorId: string,
  method: ApiMethod,
  answer: unknown,
): PathWorld {
  const api = new ScriptedApi();
  const performer = createPerformer(api.layer);
  return {
    logic: makeLogic(api, performer.perform),
    happen: async (event) => {
      const result = resultOf(event);
      if (result === null || result.id !== actorId) return false;
      const call = pendingCall(api, method);
      if (result.done) call.succeed(answer);
      else call.fail(new ApiFailure(event.error as DataFailure));
      return true;
    },
    calls: () => callsOf({ Api: api }),
    end: () => void performer.dispose(),
  };
}

const eventsRead: Resource = { kind: "events" };
const resourceOf = (key: string) => (key === "events" ? eventsRead : undefined);

export const loaderWorld: WorldOf = () =>
  onTheApi(
    (_api, perform) => loaderLogic({ store: createDomainStore(), perform }, resourceOf),
    "load",
    "listEvents",
    [makeEvent()],
  );

export const queryWorld: WorldOf = () =>
  onTheApi(
    (_api, perform) => queryLogic({ store: createDomainStore(), perform }, resourceOf),
    "fetch",
    "listEvents",
    [makeEvent()],
  );

export const mutationWorld: WorldOf = () =>
  onTheApi(
    (_api, perform) => mutationLogic("event.update", perform),
    "commit",
    "updateEvent",
    makeEvent({ title: "Swimming gala" }),
  );

export const dataDoubles =
  "the Api service is ScriptedApi under the app's `perform` (each result is its answer to the call the actor made); the store is the app's";

export const guardWorld: WorldOf = () => ({
  logic: guardMachine,
  happen: async () => false,
  calls: () => [],
});

/** The live machine over `liveConnection`, its feed a double the path speaks for (the server). */
export const liveWorld: WorldOf = () => {
  const calls: Array<string> = [];
  let listener: LiveFeedListener | null = null;
  const connection = liveConnection((heard) => {
    calls.push(callWords("LiveFeed", "open", []));
    listener = heard;
    return () => {
      calls.push(callWords("LiveFeed", "close", []));
      listener = null;
    };
  });
  const feed = (): LiveFeedListener => {
    if (listener === null) throw new Error("No live feed is open to hear from the server.");
    return listener;
  };
  return {
    logic: liveMachine.provide({ actors: { connection } }),
    happen: async (event: AnyEventObject) => {
      if (event.type === "live.opened") feed().opened();
      else if (event.type === "live.change") feed().change(event.change);
      else if (event.type === "live.ping") feed().heard();
      else if (event.type === "live.closed") feed().closed(event.error as DataFailure);
      else return false;
      return true;
    },
    calls: () => calls,
  };
};

export const liveDoubles =
  "the live feed (an EventSource in the browser) is a double the path speaks for: it hears `live.opened`, `live.change`, `live.ping` and `live.closed` from the server, as in tests/machines/live.test.ts";

const fakeStripe = { elements: () => undefined } as unknown as Stripe;

/** The Stripe.js machine over `stripeJsLogic`, its `loadStripe` a double the path settles. */
export const stripeJsWorld: WorldOf = () => {
  const calls: Array<string> = [];
  let loading: { resolve: (stripe: Stripe) => void; reject: (error: unknown) => void } | null =
    null;
  return {
    logic: stripeJsLogic((publishableKey) => {
      calls.push(callWords("Stripe", "loadStripe", [publishableKey]));
      return new Promise((resolve, reject) => {
        loading = { resolve, reject };
      });
    }),
    happen: async (event) => {
      const result = resultOf(event);
      if (result === null) return false;
      if (loading === null) throw new Error("Stripe.js is not loading.");
      if (result.done) loading.resolve(fakeStripe);
      else loading.reject(event.error);
      return true;
    },
    calls: () => calls,
  };
};

export const stripeJsDoubles =
  "Stripe.js (`loadStripe`) is a double the path settles, as in tests/machines/billingStripeJs.test.ts";
