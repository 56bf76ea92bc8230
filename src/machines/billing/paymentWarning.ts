import type { Subscription } from "../../../api/Billing";

/**
 * SPEC §4, the Manage Subscription warning: shown when the subscriptions are
 * loaded, no error occurred, and none has a default payment method. While
 * they load (or when the read failed) the account is treated as fine, so the
 * mark never flickers on before the answer is known.
 */

/** A read of the subscriptions, as a query or a route loader reports it. */
export interface SubscriptionsRead {
  readonly status: "loading" | "ready" | "failed";
  readonly data: ReadonlyArray<Pick<Subscription, "DefaultPaymentMethodId">> | undefined;
  /** The last read's failure; a failed refetch keeps the old data but sets this. */
  readonly error: unknown;
}

export function hasDefaultPaymentMethod(
  subscription: Pick<Subscription, "DefaultPaymentMethodId">,
): boolean {
  const id = subscription.DefaultPaymentMethodId;
  return id !== null && id !== "";
}

export function showsPaymentWarning(read: SubscriptionsRead): boolean {
  if (read.status !== "ready" || read.data === undefined) return false;
  if (read.error !== null && read.error !== undefined) return false;
  return !read.data.some(hasDefaultPaymentMethod);
}

/** The mark's accessible name (it is an icon on screen). */
export const PAYMENT_WARNING_LABEL = "No payment method on file";
