import type { Card, Subscription, SubscriptionStatus } from "../../../../api/Billing";

/** How the billing pages put amounts, dates, cards and statuses into words. */

export function money(amount: number, currency: string): string {
  const major = amount / 100;
  const digits = Number.isInteger(major) ? 0 : 2;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}

/** "$6 a month", "$60 a year". */
export function pricePerInterval(
  subscription: Pick<Subscription, "unitAmount" | "currency" | "interval">,
): string {
  return `${money(subscription.unitAmount, subscription.currency)} a ${subscription.interval}`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

/** "September 15, 2026". */
export function longDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

const statusLabels: Readonly<Record<SubscriptionStatus, string>> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue",
  canceled: "Canceled",
  incomplete: "Payment incomplete",
  incomplete_expired: "Expired",
  unpaid: "Unpaid",
  paused: "Paused",
};

export function statusLabel(status: SubscriptionStatus): string {
  return statusLabels[status];
}

/** Subscriptions that still give the user the plan (or soon will). */
export function isCurrent(subscription: Pick<Subscription, "status">): boolean {
  return subscription.status !== "canceled" && subscription.status !== "incomplete_expired";
}

function brandName(brand: string): string {
  const known: Readonly<Record<string, string>> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    discover: "Discover",
  };
  return known[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** "Visa ending in 4242, expires 12/2030". */
export function cardText(card: Card): string {
  const month = String(card.expMonth).padStart(2, "0");
  return `${brandName(card.brand)} ending in ${card.last4}, expires ${month}/${card.expYear}`;
}

/** The one sentence about what happens next: trial end, renewal, or the end of the plan. */
export function renewalText(subscription: Subscription): string {
  const periodEnd = longDate(subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) return `Your plan ends on ${periodEnd}.`;
  if (subscription.status === "trialing" && subscription.trialEnd !== null) {
    return `Your free trial ends on ${longDate(subscription.trialEnd)}. Your first payment is taken then.`;
  }
  if (subscription.status === "canceled") return `Your plan ended on ${periodEnd}.`;
  if (subscription.status === "past_due" || subscription.status === "unpaid") {
    return "Your last payment did not go through. Change your card to keep your plan.";
  }
  return `Renews on ${periodEnd}.`;
}
