-- Billing. Two sets of tables: the product's own view of each user's
-- billing (billing_*), written by the webhook handler and the reconcile
-- step only, and the embedded Local provider's state (billing_local_*),
-- which stands in for Stripe's when STRIPE_SECRET_KEY is not set. Provider
-- ids are text: they are Stripe's (`sub_…`) or Local's (`sub_local_…`).

-- Which provider customer is which user. A user normally has one; in Stripe
-- mode a payment link may create a second (e.g. after a referral credit made
-- one), so every customer of the user is read.
create table billing_customer (
  customer_id text primary key,
  user_id uuid not null,
  -- When the subscriptions were last re-read from the provider (reconcile).
  synced_at timestamptz,
  created_at timestamptz not null default now()
);
create index billing_customer_user_idx on billing_customer (user_id, created_at desc);

create table billing_subscription (
  id text primary key,
  user_id uuid not null,
  customer_id text not null,
  status text not null,
  product_id text not null,
  product_name text not null,
  price_id text not null,
  billing_interval text not null check (billing_interval in ('month', 'year')),
  unit_amount integer not null,
  currency text not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  trial_end timestamptz,
  default_payment_method_id text,
  card jsonb,
  discount text,
  -- When the provider created it (unix seconds): lists are newest first by it.
  provider_created bigint not null,
  -- The provider time (unix seconds) of the state this row holds: an event
  -- older than it is stale and must not roll the row back.
  state_at bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index billing_subscription_user_idx on billing_subscription (user_id, provider_created desc);

-- Each webhook event id once, inserted in the transaction that applies it.
create table billing_webhook_event (
  id text primary key,
  type text not null,
  created bigint not null,
  processed_at timestamptz not null default now()
);

-- The user's referral promotion code (one per user); `id` is the provider's.
create table billing_promo_code (
  id text primary key,
  user_id uuid not null unique,
  code text not null,
  percent_off integer not null,
  duration_in_months integer not null,
  created_at timestamptz not null default now()
);
create unique index billing_promo_code_code_idx on billing_promo_code (lower(code));

-- A friend who subscribed with a referrer's code; once per friend.
create table billing_referral (
  referred_user_id uuid primary key,
  promo_code_id text not null references billing_promo_code (id),
  referrer_user_id uuid not null,
  credit_amount integer not null,
  currency text not null,
  -- Set once the provider holds the referrer's credit.
  credited_at timestamptz,
  created_at timestamptz not null default now()
);
create index billing_referral_promo_idx on billing_referral (promo_code_id);

-- The Local provider's state, shaped like Stripe's objects.
create table billing_local_product (
  id text primary key,
  lookup_key text unique,
  name text not null,
  description text not null,
  features jsonb not null default '[]'::jsonb,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table billing_local_price (
  id text primary key,
  product_id text not null references billing_local_product (id),
  lookup_key text unique,
  unit_amount integer not null,
  currency text not null,
  billing_interval text not null check (billing_interval in ('month', 'year')),
  trial_days integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now()
);

create table billing_local_payment_link (
  id text primary key,
  price_id text not null unique references billing_local_price (id),
  created_at timestamptz not null default now()
);

create table billing_local_customer (
  id text primary key,
  user_id uuid not null unique,
  email text,
  default_payment_method_id text,
  -- Stripe's customer balance: negative is credit the next invoices use.
  balance integer not null default 0,
  created_at timestamptz not null default now()
);

create table billing_local_payment_method (
  id text primary key,
  customer_id text not null references billing_local_customer (id),
  brand text not null,
  last4 text not null,
  exp_month integer not null,
  exp_year integer not null,
  created_at timestamptz not null default now()
);

create table billing_local_promotion_code (
  id text primary key,
  code text not null,
  percent_off integer not null,
  duration_in_months integer not null,
  -- Who referred; their own code is refused for them.
  owner_user_id uuid,
  active boolean not null default true,
  times_redeemed integer not null default 0,
  created_at timestamptz not null default now()
);
create unique index billing_local_promotion_code_code_idx on billing_local_promotion_code (lower(code));

create table billing_local_subscription (
  id text primary key,
  customer_id text not null references billing_local_customer (id),
  price_id text not null references billing_local_price (id),
  status text not null,
  current_period_start bigint not null,
  current_period_end bigint not null,
  trial_end bigint,
  cancel_at_period_end boolean not null default false,
  default_payment_method_id text,
  promotion_code_id text,
  percent_off integer,
  duration_in_months integer,
  created bigint not null,
  updated_at timestamptz not null default now()
);
create index billing_local_subscription_customer_idx on billing_local_subscription (customer_id);

create table billing_local_balance_transaction (
  id text primary key,
  customer_id text not null references billing_local_customer (id),
  amount integer not null,
  currency text not null,
  description text not null,
  -- The caller's idempotency key: the same credit is recorded once.
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
