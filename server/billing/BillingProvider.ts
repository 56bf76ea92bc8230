import { Context, Data, Effect, Option } from "effect";
import type {
  BillingInterval,
  Card,
  PaymentLink,
  Price,
  Product,
  SubscriptionStatus,
} from "../../api/Billing";

/** The provider could not be reached or refused a call the server relies on (a 500). */
export class BillingProviderError extends Data.TaggedError("BillingProviderError")<{
  readonly message: string;
  readonly cause?: unknown;
}> {}

/** Who a provider call is for. */
export interface BillingUser {
  readonly id: string;
  readonly email: string | null;
}

/**
 * A subscription as the provider holds it, read from a Stripe subscription
 * object (or the Local provider's rows shaped like one). Times are unix seconds,
 * as Stripe gives them.
 */
export interface ProviderSubscription {
  readonly id: string;
  readonly customerId: string;
  readonly status: SubscriptionStatus;
  readonly priceId: string;
  readonly productId: string;
  readonly interval: BillingInterval;
  readonly unitAmount: number;
  readonly currency: string;
  readonly currentPeriodEnd: number;
  readonly cancelAtPeriodEnd: boolean;
  readonly trialEnd: number | null;
  readonly defaultPaymentMethodId: string | null;
  /** A human summary of the discount, e.g. "50% off the first month". */
  readonly discount: string | null;
  readonly created: number;
}

/** A promotion code: a coupon for the friend, redeemable once per new customer. */
export interface ProviderPromotionCode {
  readonly id: string;
  readonly code: string;
  readonly active: boolean;
  readonly percentOff: number;
  readonly durationInMonths: number;
  /** The referrer (the code's owner), from the code's metadata. */
  readonly ownerUserId: string | null;
}

/**
 * The card payment provider: Stripe through its SDK, or the embedded Local
 * one. Every method is traced as `BillingProvider.<method>`.
 */
export interface BillingProviderShape {
  readonly kind: "stripe" | "local";
  /**
   * The secret webhook events are signed with; never leaves the server. Read
   * on first use, so the server starts even while the database is away.
   */
  readonly webhookSecret: Effect.Effect<string, BillingProviderError>;
  /** The catalogue's products with their active prices. */
  readonly products: Effect.Effect<ReadonlyArray<Product>, BillingProviderError>;
  /** A link to pay for `price`, carrying the user as client reference and any promotion code. */
  readonly paymentLink: (
    price: Price,
    user: BillingUser,
    promotionCode: ProviderPromotionCode | null,
  ) => Effect.Effect<PaymentLink, BillingProviderError>;
  /** The promotion code with this text (case-insensitive), if any. */
  readonly findPromotionCode: (
    code: string,
  ) => Effect.Effect<ProviderPromotionCode | null, BillingProviderError>;
  /** Creates the referral code `code` owned by `user`: 50% off the first month, first purchase only. */
  readonly createReferralCode: (
    user: BillingUser,
    code: string,
  ) => Effect.Effect<ProviderPromotionCode, BillingProviderError>;
  /** Every subscription of a customer, newest first. */
  readonly subscriptions: (
    customerId: string,
  ) => Effect.Effect<ReadonlyArray<ProviderSubscription>, BillingProviderError>;
  /** One subscription, or null when the provider has none with this id. */
  readonly subscription: (
    id: string,
  ) => Effect.Effect<ProviderSubscription | null, BillingProviderError>;
  /**
   * Ends a subscription now (not at the period's end): nothing more is
   * charged. One the provider no longer has, or that has ended, is fine.
   */
  readonly cancelSubscription: (id: string) => Effect.Effect<void, BillingProviderError>;
  /** The card of a payment method, or null when it is not a card. */
  readonly card: (paymentMethodId: string) => Effect.Effect<Card | null, BillingProviderError>;
  /** The user's customer, created when there is none (a referrer may not have paid yet). */
  readonly ensureCustomer: (user: BillingUser) => Effect.Effect<string, BillingProviderError>;
  /** Adds a balance credit (a negative amount) once per idempotency key. */
  readonly credit: (
    customerId: string,
    credit: {
      readonly amount: number;
      readonly currency: string;
      readonly description: string;
      readonly idempotencyKey: string;
    },
  ) => Effect.Effect<void, BillingProviderError>;
  /** A short-lived link to the customer portal, returning to the dashboard. */
  readonly portalUrl: (
    customerId: string,
    user: BillingUser,
  ) => Effect.Effect<string, BillingProviderError>;
}

export class BillingProvider extends Context.Tag("BillingProvider")<
  BillingProvider,
  BillingProviderShape
>() {}

/**
 * Runs `init` on first use and keeps its value; a failure is not kept, so
 * the next use tries again (the database may be back).
 */
export const keptOnSuccess = <A, E, R>(init: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> => {
  let kept: Option.Option<A> = Option.none();
  return Effect.suspend(() =>
    Option.match(kept, {
      onSome: Effect.succeed,
      onNone: () =>
        Effect.tap(init, (value) =>
          Effect.sync(() => {
            kept = Option.some(value);
          }),
        ),
    }),
  );
};
