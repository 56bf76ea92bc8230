import type { Card, Price, Product } from "../../../api/Billing";
import type { SqlSession } from "../../db/Database";
import type { ProviderPromotionCode } from "../BillingProvider";
import { familyPlan, priceLookupKeys, productLookupKey } from "../catalogue";

/**
 * The Local provider's state: the rows Stripe would hold, kept in this
 * database. Only the Local provider and its checkout and portal pages
 * touch these tables.
 */

export const localIds = {
  product: "prod_local_family",
  price: { month: "price_local_family_monthly", year: "price_local_family_yearly" },
  paymentLink: { month: "plink_local_family_monthly", year: "plink_local_family_yearly" },
} as const;

/** Creates the catalogue with fixed ids; running it again changes nothing. */
export async function ensureCatalogue(sql: SqlSession) {
  await sql.query(
    `insert into billing_local_product (id, lookup_key, name, description, features)
     values ($1, $2, $3, $4, $5::jsonb) on conflict do nothing`,
    [
      localIds.product,
      productLookupKey,
      familyPlan.name,
      familyPlan.tagline,
      JSON.stringify(familyPlan.features),
    ],
  );
  for (const price of familyPlan.prices) {
    await sql.query(
      `insert into billing_local_price (id, product_id, lookup_key, unit_amount, currency,
         billing_interval, trial_days) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
      [
        localIds.price[price.interval],
        localIds.product,
        priceLookupKeys[price.interval],
        price.amount,
        price.currency,
        price.interval,
        familyPlan.trialDays,
      ],
    );
    await sql.query(
      "insert into billing_local_payment_link (id, price_id) values ($1, $2) on conflict do nothing",
      [localIds.paymentLink[price.interval], localIds.price[price.interval]],
    );
  }
}

interface PriceRow {
  readonly id: string;
  readonly product_id: string;
  readonly lookup_key: string | null;
  readonly unit_amount: number;
  readonly currency: string;
  readonly billing_interval: "month" | "year";
  readonly trial_days: number;
  readonly active: boolean;
}

const toPrice = (row: PriceRow): Price => ({
  id: row.id,
  productId: row.product_id,
  lookupKey: row.lookup_key,
  unitAmount: row.unit_amount,
  currency: row.currency,
  interval: row.billing_interval,
  trialDays: row.trial_days,
  active: row.active,
});

export async function readProducts(sql: SqlSession): Promise<ReadonlyArray<Product>> {
  const products = await sql.query<{
    id: string;
    lookup_key: string | null;
    name: string;
    description: string;
    features: ReadonlyArray<string>;
  }>(
    "select id, lookup_key, name, description, features from billing_local_product where active order by created_at, id",
  );
  const prices = await sql.query<PriceRow>(
    `select id, product_id, lookup_key, unit_amount, currency, billing_interval, trial_days, active
     from billing_local_price where active order by unit_amount, id`,
  );
  return products.map((product) => ({
    id: product.id,
    lookupKey: product.lookup_key,
    name: product.name,
    description: product.description,
    features: product.features,
    prices: prices.filter((price) => price.product_id === product.id).map(toPrice),
  }));
}

export async function paymentLinkById(sql: SqlSession, id: string) {
  const rows = await sql.query<PriceRow & { link_id: string }>(
    `select l.id as link_id, p.id, p.product_id, p.lookup_key, p.unit_amount, p.currency,
       p.billing_interval, p.trial_days, p.active
     from billing_local_payment_link l join billing_local_price p on p.id = l.price_id
     where l.id = $1`,
    [id],
  );
  const row = rows[0];
  return row === undefined ? undefined : { id: row.link_id, price: toPrice(row) };
}

export async function paymentLinkOfPrice(sql: SqlSession, priceId: string) {
  const rows = await sql.query<{ id: string }>(
    "select id from billing_local_payment_link where price_id = $1",
    [priceId],
  );
  return rows[0]?.id;
}

export async function priceByInterval(sql: SqlSession, productId: string, interval: string) {
  const rows = await sql.query<PriceRow>(
    `select id, product_id, lookup_key, unit_amount, currency, billing_interval, trial_days, active
     from billing_local_price where product_id = $1 and billing_interval = $2 and active`,
    [productId, interval],
  );
  const row = rows[0];
  return row === undefined ? undefined : toPrice(row);
}

interface PromotionRow {
  readonly id: string;
  readonly code: string;
  readonly percent_off: number;
  readonly duration_in_months: number;
  readonly owner_user_id: string | null;
  readonly active: boolean;
}

const toPromotion = (row: PromotionRow): ProviderPromotionCode => ({
  id: row.id,
  code: row.code,
  active: row.active,
  percentOff: row.percent_off,
  durationInMonths: row.duration_in_months,
  ownerUserId: row.owner_user_id,
});

export async function promotionByCode(sql: SqlSession, code: string) {
  const rows = await sql.query<PromotionRow>(
    `select id, code, percent_off, duration_in_months, owner_user_id, active
     from billing_local_promotion_code where lower(code) = lower($1)`,
    [code],
  );
  const row = rows[0];
  return row === undefined ? null : toPromotion(row);
}

export async function insertPromotion(sql: SqlSession, promotion: ProviderPromotionCode) {
  await sql.query(
    `insert into billing_local_promotion_code (id, code, percent_off, duration_in_months, owner_user_id)
     values ($1, $2, $3, $4, $5)`,
    [
      promotion.id,
      promotion.code,
      promotion.percentOff,
      promotion.durationInMonths,
      promotion.ownerUserId,
    ],
  );
}

export async function redeemPromotion(sql: SqlSession, id: string) {
  await sql.query(
    "update billing_local_promotion_code set times_redeemed = times_redeemed + 1 where id = $1",
    [id],
  );
}

export interface LocalCustomer {
  readonly id: string;
  readonly user_id: string;
  readonly email: string | null;
  readonly default_payment_method_id: string | null;
  readonly balance: number;
}

export async function customerByUser(sql: SqlSession, userId: string) {
  const rows = await sql.query<LocalCustomer>(
    "select id, user_id, email, default_payment_method_id, balance from billing_local_customer where user_id = $1",
    [userId],
  );
  return rows[0];
}

export async function customerById(sql: SqlSession, id: string) {
  const rows = await sql.query<LocalCustomer>(
    "select id, user_id, email, default_payment_method_id, balance from billing_local_customer where id = $1",
    [id],
  );
  return rows[0];
}

/** The user's customer, created on first need: one per user. */
export async function ensureLocalCustomer(
  sql: SqlSession,
  user: { readonly id: string; readonly email: string | null },
  newId: string,
): Promise<LocalCustomer> {
  await sql.query(
    "insert into billing_local_customer (id, user_id, email) values ($1, $2, $3) on conflict (user_id) do nothing",
    [newId, user.id, user.email],
  );
  const customer = await customerByUser(sql, user.id);
  if (customer === undefined) throw new Error("The local customer was not stored");
  return customer;
}

export async function insertPaymentMethod(
  sql: SqlSession,
  id: string,
  customerId: string,
  card: Card,
) {
  await sql.query(
    `insert into billing_local_payment_method (id, customer_id, brand, last4, exp_month, exp_year)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, customerId, card.brand, card.last4, card.expMonth, card.expYear],
  );
  await sql.query(
    "update billing_local_customer set default_payment_method_id = $2 where id = $1",
    [customerId, id],
  );
}

export async function cardOf(sql: SqlSession, paymentMethodId: string): Promise<Card | null> {
  const rows = await sql.query<{
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
  }>("select brand, last4, exp_month, exp_year from billing_local_payment_method where id = $1", [
    paymentMethodId,
  ]);
  const row = rows[0];
  return row === undefined
    ? null
    : { brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year };
}

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

/** Adds a balance transaction once per idempotency key; the customer's balance follows. */
export async function addBalanceTransaction(
  sql: SqlSession,
  transaction: {
    readonly id: string;
    readonly customerId: string;
    readonly amount: number;
    readonly currency: string;
    readonly description: string;
    readonly idempotencyKey: string;
  },
) {
  const rows = await sql.query<{ id: string }>(
    `insert into billing_local_balance_transaction (id, customer_id, amount, currency, description, idempotency_key)
     values ($1, $2, $3, $4, $5, $6) on conflict (idempotency_key) do nothing returning id`,
    [
      transaction.id,
      transaction.customerId,
      transaction.amount,
      transaction.currency,
      transaction.description,
      transaction.idempotencyKey,
    ],
  );
  if (rows.length > 0) {
    await sql.query("update billing_local_customer set balance = balance + $2 where id = $1", [
      transaction.customerId,
      transaction.amount,
    ]);
  }
}
