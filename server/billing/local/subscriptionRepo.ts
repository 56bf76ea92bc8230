/**
 * The Local provider's subscriptions: read with their price, created once
 * per checkout attempt under a per-user lock, and changed by the portal
 * and the webhook, as Stripe would hold them.
 */
import type { SqlSession } from "../../db/Database";
import type { ProviderPromotionCode } from "../BillingProvider";

/** A Local subscription with its price, everything a Stripe-shaped object needs. */
export interface LocalSubscriptionRow {
  readonly id: string;
  readonly customer_id: string;
  readonly status: string;
  readonly current_period_start: number | string;
  readonly current_period_end: number | string;
  readonly trial_end: number | string | null;
  readonly cancel_at_period_end: boolean;
  readonly default_payment_method_id: string | null;
  readonly promotion_code_id: string | null;
  readonly percent_off: number | null;
  readonly duration_in_months: number | null;
  readonly created: number | string;
  readonly price_id: string;
  readonly product_id: string;
  readonly lookup_key: string | null;
  readonly unit_amount: number;
  readonly currency: string;
  readonly billing_interval: "month" | "year";
}

const subscriptionColumns = `s.id, s.customer_id, s.status, s.current_period_start,
  s.current_period_end, s.trial_end, s.cancel_at_period_end, s.default_payment_method_id,
  s.promotion_code_id, s.percent_off, s.duration_in_months, s.created, p.id as price_id,
  p.product_id, p.lookup_key, p.unit_amount, p.currency, p.billing_interval`;

export async function subscriptionsOfCustomer(sql: SqlSession, customerId: string) {
  return sql.query<LocalSubscriptionRow>(
    `select ${subscriptionColumns} from billing_local_subscription s
     join billing_local_price p on p.id = s.price_id
     where s.customer_id = $1 order by s.created desc, s.id desc`,
    [customerId],
  );
}

export async function subscriptionById(sql: SqlSession, id: string) {
  const rows = await sql.query<LocalSubscriptionRow>(
    `select ${subscriptionColumns} from billing_local_subscription s
     join billing_local_price p on p.id = s.price_id where s.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * The statuses of a subscription that still runs. A customer has at most
 * one such subscription: migration 0007 holds the database to it with a
 * partial unique index over the same list.
 */
export const liveStatuses: ReadonlySet<string> = new Set([
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "incomplete",
  "paused",
]);

/** An arbitrary constant: the first half of the advisory lock key of a user's checkouts. */
const checkoutLockSpace = 727_002;

/**
 * Makes the user's checkouts wait for each other until this transaction
 * ends, so that one reads what the one before it wrote. An advisory lock,
 * as the user may not have a customer row yet to lock.
 */
export async function lockCheckoutsOfUser(sql: SqlSession, userId: string) {
  await sql.query("select pg_advisory_xact_lock($1, hashtext($2))", [checkoutLockSpace, userId]);
}

/** The subscription a checkout attempt made for this customer, if it made one. */
export async function subscriptionOfAttempt(
  sql: SqlSession,
  customerId: string,
  attemptId: string,
) {
  const rows = await sql.query<LocalSubscriptionRow>(
    `select ${subscriptionColumns} from billing_local_subscription s
     join billing_local_price p on p.id = s.price_id
     where s.customer_id = $1 and s.checkout_attempt = $2`,
    [customerId, attemptId],
  );
  return rows[0];
}

export interface NewLocalSubscription {
  readonly id: string;
  /** The checkout attempt that made it (see signCheckoutReference), when a checkout did. */
  readonly checkoutAttempt?: string;
  readonly customerId: string;
  readonly priceId: string;
  readonly status: "trialing" | "active";
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly trialEnd: number | null;
  readonly defaultPaymentMethodId: string;
  readonly promotion: ProviderPromotionCode | null;
  readonly created: number;
}

export async function insertSubscription(sql: SqlSession, row: NewLocalSubscription) {
  await sql.query(
    `insert into billing_local_subscription (id, customer_id, price_id, status,
       current_period_start, current_period_end, trial_end, default_payment_method_id,
       promotion_code_id, percent_off, duration_in_months, created, checkout_attempt)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      row.id,
      row.customerId,
      row.priceId,
      row.status,
      row.periodStart,
      row.periodEnd,
      row.trialEnd,
      row.defaultPaymentMethodId,
      row.promotion?.id ?? null,
      row.promotion?.percentOff ?? null,
      row.promotion?.durationInMonths ?? null,
      row.created,
      row.checkoutAttempt ?? null,
    ],
  );
}

/** Whether the customer ever had a subscription (a trial is given once, a referral code used once). */
export async function hadSubscription(sql: SqlSession, customerId: string) {
  const rows = await sql.query<{ id: string }>(
    "select id from billing_local_subscription where customer_id = $1 limit 1",
    [customerId],
  );
  return rows.length > 0;
}

/** Ends a subscription at once, as Stripe's cancel does; an ended one stays as it is. */
export async function endSubscription(sql: SqlSession, id: string) {
  await sql.query(
    `update billing_local_subscription
     set status = 'canceled', cancel_at_period_end = false, updated_at = now()
     where id = $1 and status <> 'canceled'`,
    [id],
  );
}

export async function updateSubscription(
  sql: SqlSession,
  id: string,
  change: {
    readonly priceId?: string;
    readonly cancelAtPeriodEnd?: boolean;
    readonly defaultPaymentMethodId?: string;
  },
) {
  await sql.query(
    `update billing_local_subscription set
       price_id = coalesce($2, price_id),
       cancel_at_period_end = coalesce($3, cancel_at_period_end),
       default_payment_method_id = coalesce($4, default_payment_method_id),
       updated_at = now()
     where id = $1`,
    [
      id,
      change.priceId ?? null,
      change.cancelAtPeriodEnd ?? null,
      change.defaultPaymentMethodId ?? null,
    ],
  );
}
