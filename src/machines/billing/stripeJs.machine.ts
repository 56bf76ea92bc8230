import type { Stripe } from "@stripe/stripe-js";
import { assign, fromPromise, setup } from "xstate";
import {
  isStripeJsFailure,
  STRIPE_LOAD_FAILED,
  type StripeJsMessage,
} from "../../services/Billing";
import { errorOf, outputOf } from "../auth/refresh.machine";

/**
 * Stripe.js on a billing page: off without a publishable key (Local mode,
 * where nothing is loaded), else loading, then ready or failed with SPEC
 * §8's message. One attempt per page visit: the error view says why.
 */

export interface StripeJsInput {
  readonly publishableKey: string | null;
}

export interface StripeJsContext {
  readonly publishableKey: string | null;
  readonly stripe: Stripe | null;
  readonly error: StripeJsMessage | null;
}

function messageOf(error: unknown): StripeJsMessage {
  return isStripeJsFailure(error) ? error.message : STRIPE_LOAD_FAILED;
}

export const stripeJsMachine = setup({
  types: {
    context: {} as StripeJsContext,
    input: {} as StripeJsInput,
    tags: {} as "loading" | "failed",
  },
  actors: {
    load: fromPromise<Stripe, { readonly publishableKey: string }>(() =>
      Promise.reject(new Error('The "load" actor must be provided (src/services/Billing.ts).')),
    ),
  },
  guards: {
    hasKey: ({ context }) => context.publishableKey !== null && context.publishableKey !== "",
  },
  actions: {
    assignStripe: assign({ stripe: ({ event }) => outputOf<Stripe>(event) }),
    assignError: assign({ error: ({ event }) => messageOf(errorOf(event)) }),
  },
}).createMachine({
  id: "stripeJs",
  context: ({ input }) => ({ publishableKey: input.publishableKey, stripe: null, error: null }),
  initial: "choosing",
  states: {
    choosing: {
      always: [{ guard: "hasKey", target: "loading" }, { target: "off" }],
    },
    off: { type: "final" },
    loading: {
      tags: ["loading"],
      invoke: {
        src: "load",
        input: ({ context }) => ({ publishableKey: context.publishableKey ?? "" }),
        onDone: { target: "ready", actions: "assignStripe" },
        onError: { target: "failed", actions: "assignError" },
      },
    },
    ready: { type: "final" },
    failed: { tags: ["failed"], type: "final" },
  },
});

export type StripeJsMachine = typeof stripeJsMachine;
