import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { fromPromise } from "xstate";
import { stripeJsMachine } from "../../../machines/billing/stripeJs.machine";
import { inspected } from "../../../runtime/inspection";
import { type LoadStripe, loadStripeJs, type StripeJsMessage } from "../../../services/Billing";

export interface StripeJsView {
  /** SPEC §8's message when Stripe.js could not be loaded. */
  readonly error: StripeJsMessage | null;
  readonly loading: boolean;
}

/** The Stripe.js machine with the app's `load` actor (`loadStripe`, or a stand-in in tests). */
export function stripeJsLogic(load?: LoadStripe) {
  return stripeJsMachine.provide({
    actors: {
      load: fromPromise(({ input }: { input: { readonly publishableKey: string } }) =>
        loadStripeJs(input.publishableKey, load),
      ),
    },
  });
}

/**
 * Stripe.js for a billing page: loaded once per visit when a publishable key
 * is configured (Stripe mode), never in Local mode.
 */
export function useStripeJs(publishableKey: string | null, load?: LoadStripe): StripeJsView {
  const [logic] = useState(() => stripeJsLogic(load));
  const actor = useActorRef(logic, inspected("stripeJs", { input: { publishableKey } }));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag("loading"));
  return { error, loading };
}
