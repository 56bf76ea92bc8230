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

/**
 * Creates the catalogue with fixed ids; running it again changes nothing
 * but the product's features, which follow the plan catalogue's wording.
 */
export async function ensureCatalogue(sql: SqlSession) {
  await sql.query(
    `insert into billing_local_product (id, lookup_key, name, description, features)
     values ($1, $2, $3, $4, $5::jsonb)
     on conflict (id) do update set features = excluded.features`,
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
