import type { Effect } from "effect";
import type {
  PaymentLink,
  PortalSession,
  Price,
  Product,
  PromoCode,
  Subscription,
} from "../../api/Billing";
import type { ApiFailure } from "./apiFailure";

/** The billing calls of SPEC §7 (`/stripe/*`), part of the Api service. */
export interface BillingApiService {
  /** A product and its prices, by id or lookup key (`family`); public. */
  readonly getProduct: (id: string) => Effect.Effect<Product, ApiFailure>;
  /** A price by id or lookup key (`family_monthly`); public. */
  readonly getPrice: (id: string) => Effect.Effect<Price, ApiFailure>;
  readonly listSubscriptions: () => Effect.Effect<ReadonlyArray<Subscription>, ApiFailure>;
  readonly listPromoCodes: () => Effect.Effect<ReadonlyArray<PromoCode>, ApiFailure>;
  /** The user's referral code, created on the first call and the same one after. */
  readonly createPromoCode: () => Effect.Effect<PromoCode, ApiFailure>;
  /** Where to pay for a price, with a friend's code when there is one (400 naming `promo` if refused). */
  readonly getPaymentLink: (
    priceId: string,
    promo: string | null,
  ) => Effect.Effect<PaymentLink, ApiFailure>;
  /** The provider's customer portal (409 before the user has a customer). */
  readonly createPortalSession: () => Effect.Effect<PortalSession, ApiFailure>;
}
