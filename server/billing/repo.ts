import type { Card, PromoCode, Subscription, SubscriptionStatus } from "../../api/Billing";
import type { SqlSession } from "../db/Database";
import { releaseLimited } from "../entitlements/Entitlements";
import { isoOf } from "../product/shared";
import type { ProviderSubscription } from "./BillingProvider";

/**
 * The product's own billing rows. Subscriptions are written only by the
 * webhook handler and the reconcile step, from the provider's state.
 */

export interface CustomerRow {
  readonly user_id: string;
  readonly customer_id: string;
  readonly synced_at: Date | string | null;
}

/** The user's customers, newest first. */
export async function customersOfUser(sql: SqlSession, userId: string) {
  return sql.query<CustomerRow>(
    `select user_id, customer_id, synced_at from billing_customer where user_id = $1
     order by created_at desc, customer_id`,
    [userId],
  );
}

/** The user's newest customer. */
export async function customerOfUser(sql: SqlSession, userId: string) {
  return (await customersOfUser(sql, userId))[0];
}

export async function userOfCustomer(sql: SqlSession, customerId: string) {
  const rows = await sql.query<{ user_id: string }>(
    "select user_id from billing_customer where customer_id = $1",
    [customerId],
  );
  return rows[0]?.user_id;
}

/** Links a customer to a user; a customer stays with the first user it was linked to. */
export async function linkCustomer(sql: SqlSession, userId: string, customerId: string) {
  await sql.query(
    "insert into billing_customer (customer_id, user_id) values ($1, $2) on conflict do nothing",
    [customerId, userId],
  );
}

export async function markSynced(sql: SqlSession, customerId: string) {
  await sql.query("update billing_customer set synced_at = now() where customer_id = $1", [
    customerId,
  ]);
}

/**
 * Writes the provider's state of a subscription unless the row already
 * holds a newer one: `stateAt` is the event's `created` (or the time of a
 * reconcile), so an older event arriving late changes nothing.
 */
export async function upsertSubscription(
  sql: SqlSession,
  userId: string,
  subscription: ProviderSubscription,
  extra: { readonly card: Card | null; readonly productName: string; readonly stateAt: number },
): Promise<boolean> {
  const rows = await sql.query<{ id: string }>(
    `insert into billing_subscription (id, user_id, customer_id, status, product_id, product_name,
       price_id, billing_interval, unit_amount, currency, current_period_end, cancel_at_period_end,
       trial_end, default_payment_method_id, card, discount, state_at, provider_created)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, to_timestamp($11), $12, to_timestamp($13),
       $14, $15::jsonb, $16, $17, $18)
     on conflict (id) do update set
       status = excluded.status, product_id = excluded.product_id,
       product_name = excluded.product_name, price_id = excluded.price_id,
       billing_interval = excluded.billing_interval, unit_amount = excluded.unit_amount,
       currency = excluded.currency, current_period_end = excluded.current_period_end,
       cancel_at_period_end = excluded.cancel_at_period_end, trial_end = excluded.trial_end,
       default_payment_method_id = excluded.default_payment_method_id, card = excluded.card,
       discount = excluded.discount, state_at = excluded.state_at, updated_at = now()
     where billing_subscription.user_id = excluded.user_id
       and billing_subscription.state_at <= excluded.state_at
     returning id`,
    [
      subscription.id,
      userId,
      subscription.customerId,
      subscription.status,
      subscription.productId,
      extra.productName,
      subscription.priceId,
      subscription.interval,
      subscription.unitAmount,
      subscription.currency,
      subscription.currentPeriodEnd,
      subscription.cancelAtPeriodEnd,
      subscription.trialEnd,
      subscription.defaultPaymentMethodId,
      extra.card === null ? null : JSON.stringify(extra.card),
      subscription.discount,
      extra.stateAt,
      subscription.created,
    ],
  );
  // An upgrade (or a trial) reads the mail kept over the Free plan's allowance.
  if (rows.length > 0) await releaseLimited(sql, userId);
  return rows.length > 0;
}

/** Sets a subscription's status (a failed invoice: past_due) unless the row is newer. */
export async function setSubscriptionStatus(
  sql: SqlSession,
  subscriptionId: string,
  status: SubscriptionStatus,
  stateAt: number,
) {
  await sql.query(
    `update billing_subscription set status = $2, state_at = $3, updated_at = now()
     where id = $1 and state_at <= $3`,
    [subscriptionId, status, stateAt],
  );
}

interface SubscriptionRow {
  readonly id: string;
  readonly status: SubscriptionStatus;
  readonly product_id: string;
  readonly product_name: string;
  readonly price_id: string;
  readonly billing_interval: "month" | "year";
  readonly unit_amount: number;
  readonly currency: string;
  readonly current_period_end: Date | string;
  readonly cancel_at_period_end: boolean;
  readonly trial_end: Date | string | null;
  readonly default_payment_method_id: string | null;
  readonly card: Card | null;
  readonly discount: string | null;
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  status: row.status,
  productId: row.product_id,
  productName: row.product_name,
  priceId: row.price_id,
  interval: row.billing_interval,
  unitAmount: row.unit_amount,
  currency: row.currency,
  currentPeriodEnd: isoOf(row.current_period_end),
  cancelAtPeriodEnd: row.cancel_at_period_end,
  trialEnd: row.trial_end === null ? null : isoOf(row.trial_end),
  DefaultPaymentMethodId: row.default_payment_method_id,
  card: row.card,
  discount: row.discount,
});

/** The user's subscriptions, newest first. */
export async function subscriptionsOfUser(sql: SqlSession, userId: string) {
  const rows = await sql.query<SubscriptionRow>(
    `select id, status, product_id, product_name, price_id, billing_interval, unit_amount,
       currency, current_period_end, cancel_at_period_end, trial_end, default_payment_method_id,
       card, discount
     from billing_subscription where user_id = $1 order by provider_created desc, created_at desc, id desc`,
    [userId],
  );
  return rows.map(toSubscription);
}

/** Records a webhook event id; false when it was already processed. */
export async function recordEvent(sql: SqlSession, id: string, type: string, created: number) {
  const rows = await sql.query<{ id: string }>(
    `insert into billing_webhook_event (id, type, created) values ($1, $2, $3)
     on conflict (id) do nothing returning id`,
    [id, type, created],
  );
  return rows.length > 0;
}

interface PromoCodeRow {
  readonly id: string;
  readonly user_id: string;
  readonly code: string;
  readonly percent_off: number;
  readonly duration_in_months: number;
  readonly created_at: Date | string;
  readonly times_redeemed: number | string;
  readonly credit_amount: number | string;
  readonly currency: string | null;
}

const promoColumns = `p.id, p.user_id, p.code, p.percent_off, p.duration_in_months, p.created_at,
  (select count(*) from billing_referral r where r.promo_code_id = p.id) as times_redeemed,
  (select coalesce(sum(r.credit_amount), 0) from billing_referral r
     where r.promo_code_id = p.id and r.credited_at is not null) as credit_amount,
  (select r.currency from billing_referral r where r.promo_code_id = p.id limit 1) as currency`;

export const toPromoCode = (
  row: PromoCodeRow,
  publicUrl: string,
  defaultCurrency: string,
): PromoCode => ({
  id: row.id,
  code: row.code,
  active: true,
  percentOff: row.percent_off,
  durationInMonths: row.duration_in_months,
  timesRedeemed: Number(row.times_redeemed),
  shareUrl: `${publicUrl}/signup?ref=${encodeURIComponent(row.code)}`,
  creditEarned: { amount: Number(row.credit_amount), currency: row.currency ?? defaultCurrency },
  createdAt: isoOf(row.created_at),
});

export async function promoCodesOfUser(sql: SqlSession, userId: string) {
  return sql.query<PromoCodeRow>(
    `select ${promoColumns} from billing_promo_code p where p.user_id = $1`,
    [userId],
  );
}

export async function promoCodeById(sql: SqlSession, id: string) {
  const rows = await sql.query<PromoCodeRow>(
    `select ${promoColumns} from billing_promo_code p where p.id = $1`,
    [id],
  );
  return rows[0];
}

export async function insertPromoCode(
  sql: SqlSession,
  row: {
    readonly id: string;
    readonly userId: string;
    readonly code: string;
    readonly percentOff: number;
    readonly durationInMonths: number;
  },
) {
  await sql.query(
    `insert into billing_promo_code (id, user_id, code, percent_off, duration_in_months)
     values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [row.id, row.userId, row.code, row.percentOff, row.durationInMonths],
  );
}

/** Records that `referredUserId` used a referrer's code; false when they already had. */
export async function insertReferral(
  sql: SqlSession,
  referral: {
    readonly referredUserId: string;
    readonly promoCodeId: string;
    readonly referrerUserId: string;
    readonly amount: number;
    readonly currency: string;
  },
) {
  const rows = await sql.query<{ referred_user_id: string }>(
    `insert into billing_referral (referred_user_id, promo_code_id, referrer_user_id, credit_amount, currency)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning referred_user_id`,
    [
      referral.referredUserId,
      referral.promoCodeId,
      referral.referrerUserId,
      referral.amount,
      referral.currency,
    ],
  );
  return rows.length > 0;
}

/** Referrals whose credit the provider does not hold yet. */
export async function uncreditedReferrals(sql: SqlSession, referrerUserId?: string) {
  return sql.query<{
    referred_user_id: string;
    referrer_user_id: string;
    credit_amount: number;
    currency: string;
  }>(
    `select referred_user_id, referrer_user_id, credit_amount, currency from billing_referral
     where credited_at is null and ($1::uuid is null or referrer_user_id = $1::uuid)`,
    [referrerUserId ?? null],
  );
}

/** The referrer still owed the credit for `referredUserId`, if any. */
export async function pendingReferrerOf(sql: SqlSession, referredUserId: string) {
  const rows = await sql.query<{ referrer_user_id: string }>(
    "select referrer_user_id from billing_referral where referred_user_id = $1 and credited_at is null",
    [referredUserId],
  );
  return rows[0]?.referrer_user_id;
}

export async function markCredited(sql: SqlSession, referredUserId: string) {
  await sql.query("update billing_referral set credited_at = now() where referred_user_id = $1", [
    referredUserId,
  ]);
}
