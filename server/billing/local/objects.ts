import { randomBytes } from "node:crypto";
import type { LocalSubscriptionRow } from "./subscriptionRepo";

/**
 * The Local provider's rows as Stripe's JSON objects: the webhook events it
 * sends carry these, and its reads go through the same decoding as Stripe's
 * answers, so the handler cannot tell the providers apart.
 */

/** An id in Stripe's style with a `local` marker, e.g. `sub_local_3kq…`. */
export const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const day = 86_400;

/** The end of a period of `interval` starting at `start` (unix seconds), by calendar. */
export const periodEnd = (start: number, interval: "month" | "year") => {
  const date = new Date(start * 1000);
  if (interval === "month") date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
};

export const trialEndFrom = (start: number, trialDays: number) => start + trialDays * day;

export function stripeSubscription(row: LocalSubscriptionRow) {
  const periodEndAt = Number(row.current_period_end);
  const coupon =
    row.percent_off === null
      ? null
      : {
          id: `coupon_${row.promotion_code_id ?? "local"}`,
          object: "coupon",
          percent_off: row.percent_off,
          amount_off: null,
          duration: "repeating",
          duration_in_months: row.duration_in_months,
        };
  return {
    id: row.id,
    object: "subscription",
    customer: row.customer_id,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    trial_end: row.trial_end === null ? null : Number(row.trial_end),
    created: Number(row.created),
    current_period_end: periodEndAt,
    default_payment_method: row.default_payment_method_id,
    discounts:
      coupon === null
        ? []
        : [
            {
              id: `di_${row.id}`,
              object: "discount",
              source: { type: "coupon", coupon },
              promotion_code: row.promotion_code_id,
            },
          ],
    items: {
      object: "list",
      data: [
        {
          id: `si_${row.id}`,
          object: "subscription_item",
          current_period_start: Number(row.current_period_start),
          current_period_end: periodEndAt,
          price: {
            id: row.price_id,
            object: "price",
            product: row.product_id,
            unit_amount: row.unit_amount,
            currency: row.currency,
            lookup_key: row.lookup_key,
            active: true,
            recurring: { interval: row.billing_interval },
          },
        },
      ],
    },
  };
}

/** A webhook event around `object`, as Stripe sends it. */
export function stripeEvent(type: string, object: unknown) {
  return {
    id: localId("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
