import type { Stripe } from "@stripe/stripe-js";

/**
 * Stripe.js (SPEC §7, §8): loaded only on the billing pages and only in
 * Stripe mode (a publishable key in `/config.json`), from Stripe itself, in
 * a lazy chunk. Plain promises rather than an Effect service: the pricing
 * page loads this on Subscribe and must not bring Effect with it.
 */

/** SPEC §8: the script did not load (network, CSP, an ad blocker). */
export const STRIPE_LOAD_FAILED = "Failed to load Stripe.js";
/** SPEC §8: the script loaded but `loadStripe` resolved without a Stripe object. */
export const STRIPE_UNAVAILABLE = "Stripe.js not available";

export type StripeJsMessage = typeof STRIPE_LOAD_FAILED | typeof STRIPE_UNAVAILABLE;

/** Why Stripe.js is not there; the page's error view shows `message`. */
export class StripeJsFailure extends Error {
  readonly _tag = "StripeJsFailure";
  constructor(
    override readonly message: StripeJsMessage,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = "StripeJsFailure";
  }
}

/** `loadStripe` as the package exports it; tests pass their own. */
export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

const loadFromStripe: LoadStripe = async (publishableKey) => {
  const { loadStripe } = await import("@stripe/stripe-js");
  return loadStripe(publishableKey);
};

/** Loads Stripe.js for a publishable key; rejects with a `StripeJsFailure`. */
export async function loadStripeJs(
  publishableKey: string,
  load: LoadStripe = loadFromStripe,
): Promise<Stripe> {
  let stripe: Stripe | null;
  try {
    stripe = await load(publishableKey);
  } catch (error) {
    throw new StripeJsFailure(STRIPE_LOAD_FAILED, error);
  }
  if (stripe === null) throw new StripeJsFailure(STRIPE_UNAVAILABLE);
  return stripe;
}

export function isStripeJsFailure(error: unknown): error is StripeJsFailure {
  return error instanceof StripeJsFailure;
}
