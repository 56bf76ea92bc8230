/**
 * The plan catalogue (PRODUCT.md). Plain data, no Schema, so the public
 * pricing page can import it without pulling Effect into its bundle. Live
 * prices from the billing provider replace the amounts when billing lands.
 */
export type PlanId = "free" | "family";
export type BillingInterval = "month" | "year";

export interface PlanPrice {
  readonly interval: BillingInterval;
  /** In the currency's minor unit (cents). */
  readonly amount: number;
  readonly currency: "usd";
}

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  readonly tagline: string;
  readonly prices: ReadonlyArray<PlanPrice>;
  readonly trialDays: number;
  readonly features: ReadonlyArray<string>;
  /**
   * Forwarded e-mails read a calendar month; `null` means unlimited. The
   * server's Entitlements (server/entitlements) enforce it. The review of
   * new senders is on every plan: it keeps strangers out of a family's
   * calendar.
   */
  readonly monthlyEmailLimit: number | null;
}

export const plans: ReadonlyArray<Plan> = [
  {
    id: "free",
    name: "Free",
    tagline: "For trying Corkboard with a few e-mails a month.",
    prices: [
      { interval: "month", amount: 0, currency: "usd" },
      { interval: "year", amount: 0, currency: "usd" },
    ],
    trialDays: 0,
    monthlyEmailLimit: 10,
    features: [
      "10 forwarded e-mails a month",
      "Your private forwarding address",
      "Events suggested from every e-mail it reads",
      "New senders wait for your approval",
      "One calendar feed for the whole family",
    ],
  },
  {
    id: "family",
    name: "Family",
    tagline: "For the household that runs on school e-mails.",
    prices: [
      { interval: "month", amount: 600, currency: "usd" },
      { interval: "year", amount: 6000, currency: "usd" },
    ],
    trialDays: 14,
    monthlyEmailLimit: null,
    features: [
      "Unlimited forwarded e-mails",
      "A calendar feed for each family member",
      "Priority processing",
      "New senders wait for your approval",
      "14-day free trial",
    ],
  },
];

/** Formats an amount in minor units for display, e.g. 600 → "$6". */
export function formatPrice(price: PlanPrice): string {
  const major = price.amount / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: price.currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}

/**
 * Subscription statuses that put a user on Family: a trial counts, and so
 * does a payment Stripe is still retrying; cancelled, unpaid or incomplete
 * ones are Free.
 */
export const familyStatuses: ReadonlyArray<string> = ["trialing", "active", "past_due"];

/** Whether these subscriptions put their user on Family. */
export const onFamilyPlan = (subscriptions: ReadonlyArray<{ readonly status: string }>): boolean =>
  subscriptions.some((subscription) => familyStatuses.includes(subscription.status));
