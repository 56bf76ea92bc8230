import { Either, Schema } from "effect";
import { BillingInterval, SubscriptionStatus } from "../../api/Billing";
import type { ProviderSubscription } from "./BillingProvider";

/**
 * The parts of Stripe's objects the server reads, as Schemas: webhook
 * payloads and the Stripe SDK's answers are decoded with them (extra fields
 * are ignored), and the Local provider writes its events in the same shape,
 * so one mapping serves both providers.
 */

/** An expandable field: an id, or the object carrying it. */
const Expandable = <A extends { readonly id: string }, I, R>(object: Schema.Schema<A, I, R>) =>
  Schema.Union(Schema.String, object);

export const idOfExpandable = (value: string | { readonly id: string }): string =>
  typeof value === "string" ? value : value.id;

const Coupon = Schema.Struct({
  id: Schema.String,
  percent_off: Schema.optional(Schema.NullOr(Schema.Number)),
  amount_off: Schema.optional(Schema.NullOr(Schema.Number)),
  duration: Schema.optional(Schema.String),
  duration_in_months: Schema.optional(Schema.NullOr(Schema.Number)),
});
type Coupon = typeof Coupon.Type;

// Recent API versions moved the coupon under `source`; older ones had it on the discount.
const Discount = Schema.Struct({
  id: Schema.String,
  coupon: Schema.optional(Schema.NullOr(Coupon)),
  source: Schema.optional(
    Schema.NullOr(Schema.Struct({ coupon: Schema.optional(Schema.NullOr(Expandable(Coupon))) })),
  ),
  promotion_code: Schema.optional(
    Schema.NullOr(Schema.Union(Schema.String, Schema.Struct({ id: Schema.String }))),
  ),
});

const StripeProduct = Schema.Struct({ id: Schema.String, name: Schema.optional(Schema.String) });

export const StripePrice = Schema.Struct({
  id: Schema.String,
  product: Expandable(StripeProduct),
  unit_amount: Schema.NullOr(Schema.Number),
  currency: Schema.String,
  lookup_key: Schema.optional(Schema.NullOr(Schema.String)),
  active: Schema.optional(Schema.Boolean),
  recurring: Schema.NullOr(
    Schema.Struct({
      interval: Schema.String,
      trial_period_days: Schema.optional(Schema.NullOr(Schema.Number)),
    }),
  ),
});

export const StripeSubscription = Schema.Struct({
  id: Schema.String,
  object: Schema.optional(Schema.Literal("subscription")),
  customer: Expandable(Schema.Struct({ id: Schema.String })),
  status: SubscriptionStatus,
  cancel_at_period_end: Schema.Boolean,
  trial_end: Schema.NullOr(Schema.Number),
  created: Schema.Number,
  current_period_end: Schema.optional(Schema.Number),
  default_payment_method: Schema.NullOr(Expandable(Schema.Struct({ id: Schema.String }))),
  discounts: Schema.optional(Schema.Array(Schema.Union(Schema.String, Discount))),
  discount: Schema.optional(Schema.NullOr(Discount)),
  items: Schema.Struct({
    data: Schema.Array(
      Schema.Struct({ current_period_end: Schema.optional(Schema.Number), price: StripePrice }),
    ),
  }),
});
export type StripeSubscription = typeof StripeSubscription.Type;

export const StripeCheckoutSession = Schema.Struct({
  id: Schema.String,
  object: Schema.Literal("checkout.session"),
  client_reference_id: Schema.NullOr(Schema.String),
  customer: Schema.NullOr(Expandable(Schema.Struct({ id: Schema.String }))),
  subscription: Schema.optional(Schema.NullOr(Expandable(Schema.Struct({ id: Schema.String })))),
  discounts: Schema.optional(
    Schema.NullOr(
      Schema.Array(
        Schema.Struct({
          promotion_code: Schema.optional(
            Schema.NullOr(Schema.Union(Schema.String, Schema.Struct({ id: Schema.String }))),
          ),
        }),
      ),
    ),
  ),
});
export type StripeCheckoutSession = typeof StripeCheckoutSession.Type;

// The subscription moved under `parent.subscription_details` in recent API versions.
export const StripeInvoice = Schema.Struct({
  id: Schema.String,
  object: Schema.Literal("invoice"),
  customer: Schema.NullOr(Expandable(Schema.Struct({ id: Schema.String }))),
  subscription: Schema.optional(Schema.NullOr(Expandable(Schema.Struct({ id: Schema.String })))),
  parent: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        subscription_details: Schema.optional(
          Schema.NullOr(
            Schema.Struct({
              subscription: Expandable(Schema.Struct({ id: Schema.String })),
            }),
          ),
        ),
      }),
    ),
  ),
});
export type StripeInvoice = typeof StripeInvoice.Type;

export const subscriptionIdOfInvoice = (invoice: StripeInvoice): string | null => {
  const direct = invoice.subscription;
  if (direct !== undefined && direct !== null) return idOfExpandable(direct);
  const parent = invoice.parent?.subscription_details?.subscription;
  return parent === undefined ? null : idOfExpandable(parent);
};

const monthsText = (months: number) => (months === 1 ? "the first month" : `${months} months`);

const describeCoupon = (coupon: Coupon): string | null => {
  const amount =
    coupon.percent_off !== undefined && coupon.percent_off !== null
      ? `${coupon.percent_off}% off`
      : coupon.amount_off !== undefined && coupon.amount_off !== null
        ? `$${(coupon.amount_off / 100).toFixed(2)} off`
        : null;
  if (amount === null) return null;
  if (coupon.duration === "forever") return `${amount} for ever`;
  if (coupon.duration === "once") return `${amount} the first payment`;
  const months = coupon.duration_in_months ?? 1;
  return `${amount} ${monthsText(months)}`;
};

/** "50% off the first month", from a subscription's first discount whose coupon is expanded. */
export const describeDiscount = (subscription: StripeSubscription): string | null => {
  const all = [
    ...(subscription.discounts ?? []),
    ...(subscription.discount ? [subscription.discount] : []),
  ];
  for (const entry of all) {
    if (typeof entry === "string") continue;
    const coupon = entry.coupon ?? entry.source?.coupon;
    if (coupon !== undefined && coupon !== null && typeof coupon !== "string") {
      const text = describeCoupon(coupon);
      if (text !== null) return text;
    }
  }
  return null;
};

const isInterval = Schema.is(BillingInterval);

/**
 * The provider's subscription as the server keeps it. A subscription
 * without a recurring price of a known interval cannot be one of ours: null.
 */
export const toProviderSubscription = (
  subscription: StripeSubscription,
): ProviderSubscription | null => {
  const item = subscription.items.data[0];
  if (item === undefined) return null;
  const interval = item.price.recurring?.interval;
  if (interval === undefined || !isInterval(interval)) return null;
  const periodEnd = item.current_period_end ?? subscription.current_period_end;
  if (periodEnd === undefined) return null;
  return {
    id: subscription.id,
    customerId: idOfExpandable(subscription.customer),
    status: subscription.status,
    priceId: item.price.id,
    productId: idOfExpandable(item.price.product),
    interval,
    unitAmount: item.price.unit_amount ?? 0,
    currency: item.price.currency,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: subscription.trial_end,
    defaultPaymentMethodId:
      subscription.default_payment_method === null
        ? null
        : idOfExpandable(subscription.default_payment_method),
    discount: describeDiscount(subscription),
    created: subscription.created,
  };
};

/** Decodes a Stripe-shaped subscription; null when it is not one. */
export const decodeSubscription = (value: unknown): StripeSubscription | null =>
  Either.getOrNull(Schema.decodeUnknownEither(StripeSubscription)(value));
