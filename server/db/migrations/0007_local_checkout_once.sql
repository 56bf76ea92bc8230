-- The Local checkout read the customer's subscriptions and then inserted one,
-- with nothing to stop parallel posts of one form doing so side by side: on
-- PostgreSQL they made several subscriptions. The checkout now takes an
-- advisory lock per user; these rows and indexes hold the database to the
-- rules whatever the code does. (Nothing here is newer than PostgreSQL 15.)

-- The checkout attempt (the id in the signed link's `sig`) that made each
-- subscription: an attempt makes one, and posting its form again finds it.
-- Subscriptions from before have none (NULLs do not collide).
alter table billing_local_subscription add column checkout_attempt text;
create unique index billing_local_subscription_attempt_idx
  on billing_local_subscription (checkout_attempt);

-- Duplicates the race made before this migration: keep each customer's
-- first running subscription and end the others, as cancelling them in
-- Stripe would (reconcile then updates the product's rows). Without this
-- the unique index below could not be built on such a database.
update billing_local_subscription later
set status = 'canceled', updated_at = now()
where later.status in ('trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused')
  and exists (
    select 1 from billing_local_subscription earlier
    where earlier.customer_id = later.customer_id
      and earlier.status in ('trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused')
      and (earlier.created, earlier.id) < (later.created, later.id)
  );

-- At most one running subscription per customer (so per customer and price);
-- ended ones stay, any number of them. The list is `liveStatuses` in
-- server/billing/local/repo.ts.
create unique index billing_local_subscription_live_idx
  on billing_local_subscription (customer_id)
  where status in ('trialing', 'active', 'past_due', 'unpaid', 'incomplete', 'paused');
