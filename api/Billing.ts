import { Schema } from "effect";
import { Instant } from "./fields";

/**
 * The billing entities of SPEC §7 (`/stripe/*`). They are the same whichever
 * provider runs (Stripe or the embedded Local one): the server maps the
 * provider's objects onto these, so the browser never sees provider shapes.
 */

export const BillingInterval = Schema.Literal("month", "year");
export type BillingInterval = typeof BillingInterval.Type;

/** A price of a product; amounts are in the currency's minor unit (cents). */
export const Price = Schema.Struct({
  id: Schema.String,
  productId: Schema.String,
  /** "family_monthly" | "family_yearly" for the catalogue's prices. */
  lookupKey: Schema.NullOr(Schema.String),
  unitAmount: Schema.Number,
  currency: Schema.String,
  interval: BillingInterval,
  trialDays: Schema.Number,
  active: Schema.Boolean,
});
export type Price = typeof Price.Type;

/** A product with its active prices. */
export const Product = Schema.Struct({
  id: Schema.String,
  /** "family" for the catalogue's product. */
  lookupKey: Schema.NullOr(Schema.String),
  name: Schema.String,
  description: Schema.String,
  features: Schema.Array(Schema.String),
  prices: Schema.Array(Price),
});
export type Product = typeof Product.Type;

/**
 * Where the browser sends the user to pay. `url` is absolute: the local
 * checkout page in Local mode, Stripe's payment link page in Stripe mode,
 * both carrying the user as client reference and any promotion code.
 */
export const PaymentLink = Schema.Struct({
  id: Schema.String,
  url: Schema.String,
  priceId: Schema.String,
  promotionCode: Schema.NullOr(Schema.String),
});
export type PaymentLink = typeof PaymentLink.Type;

/** The card on file, never more than a card's public facts. */
export const Card = Schema.Struct({
  brand: Schema.String,
  last4: Schema.String,
  expMonth: Schema.Number,
  expYear: Schema.Number,
});
export type Card = typeof Card.Type;

export const SubscriptionStatus = Schema.Literal(
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
);
export type SubscriptionStatus = typeof SubscriptionStatus.Type;

/**
 * A subscription of the signed-in user. `DefaultPaymentMethodId` keeps the
 * capital D of SPEC §7: the warning mark reads it.
 */
export const Subscription = Schema.Struct({
  id: Schema.String,
  status: SubscriptionStatus,
  productId: Schema.String,
  productName: Schema.String,
  priceId: Schema.String,
  interval: BillingInterval,
  unitAmount: Schema.Number,
  currency: Schema.String,
  currentPeriodEnd: Instant,
  cancelAtPeriodEnd: Schema.Boolean,
  trialEnd: Schema.NullOr(Instant),
  DefaultPaymentMethodId: Schema.NullOr(Schema.String),
  card: Schema.NullOr(Card),
  /** A human summary of the discount, e.g. "50% off the first month". */
  discount: Schema.NullOr(Schema.String),
});
export type Subscription = typeof Subscription.Type;

/** Money as minor units and a currency, e.g. { amount: 600, currency: "usd" }. */
export const Money = Schema.Struct({ amount: Schema.Number, currency: Schema.String });
export type Money = typeof Money.Type;

/** The user's referral code: a friend who subscribes with it gets the discount. */
export const PromoCode = Schema.Struct({
  id: Schema.String,
  /** Like "EMMA-7KQ2": unique, matched case-insensitively. */
  code: Schema.String,
  active: Schema.Boolean,
  percentOff: Schema.Number,
  durationInMonths: Schema.Number,
  timesRedeemed: Schema.Number,
  /** `${PUBLIC_URL}/signup?ref=CODE`. */
  shareUrl: Schema.String,
  /** What the referrer has been credited so far (one free month per friend). */
  creditEarned: Money,
  createdAt: Instant,
});
export type PromoCode = typeof PromoCode.Type;

/** A short-lived link to the provider's customer portal. */
export const PortalSession = Schema.Struct({ url: Schema.String });
export type PortalSession = typeof PortalSession.Type;
