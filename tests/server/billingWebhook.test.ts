import { Effect } from "effect";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentLink, Subscription } from "../../api/Billing";
import { stripeSubscription } from "../../server/billing/local/objects";
import { subscriptionById } from "../../server/billing/local/subscriptionRepo";
import { engines } from "./support/databases";
import {
  dataOf as data,
  errorOf,
  type ProductServer,
  request,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";
import { stripeEvent } from "./support/stripeStandIn";

const secret = "whsec_test_billing_webhook_secret";

async function subscribe(server: ProductServer, user: TestUser) {
  const link = data<PaymentLink>(
    await request(server, "GET", "/api/stripe/payment-link/family_monthly", { user }),
  );
  const url = new URL(link.url);
  const answer = await fetch(url.origin + url.pathname, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      client_reference_id: user.id,
      sig: url.searchParams.get("sig") ?? "",
      card_number: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    }),
  });
  expect(answer.status).toBe(303);
  const [subscription] = await subscriptionsOf(server, user);
  if (subscription === undefined) throw new Error("no subscription after checkout");
  return subscription;
}

async function subscriptionsOf(server: ProductServer, user: TestUser) {
  const answer = await request(server, "GET", "/api/stripe/subscriptions", { user });
  expect(answer.status).toBe(200);
  return data<ReadonlyArray<Subscription>>(answer);
}

/** The Local provider's subscription as a Stripe object, with `change` applied. */
async function subscriptionObject(
  server: ProductServer,
  id: string,
  change: Record<string, unknown> = {},
) {
  const row = await Effect.runPromise(
    server.database.transaction((sql) => Effect.promise(() => subscriptionById(sql, id))),
  );
  if (row === undefined) throw new Error(`no local subscription ${id}`);
  return { ...stripeSubscription(row), ...change };
}

let eventCounter = 0;

function event(type: string, object: unknown, created: number) {
  eventCounter += 1;
  return stripeEvent(`evt_test_${Date.now()}_${eventCounter}`, type, object, created);
}

function post(
  server: ProductServer,
  payload: string,
  options: { readonly secret?: string; readonly timestamp?: number; readonly body?: string } = {},
) {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return request(server, "POST", "/api/stripe/webhook", {
    key: null,
    body: options.body ?? payload,
    headers: { "stripe-signature": signature },
  });
}

const rowOf = async (server: ProductServer, id: string) => {
  const rows = await Effect.runPromise(
    server.database.query<{ row: string }>(
      "select row_to_json(s)::text as row from billing_subscription s where id = $1",
      [id],
    ),
  );
  return rows[0]?.row;
};

const eventCount = async (server: ProductServer) =>
  (
    await Effect.runPromise(
      server.database.query<{ count: number | string }>(
        "select count(*) as count from billing_webhook_event",
      ),
    )
  )[0]?.count;

describe.each(engines)("the webhook handler on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine, { STRIPE_WEBHOOK_SECRET: secret });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("applies a signed event", async () => {
    const user = await signUpUser(server, "signed");
    const subscription = await subscribe(server, user);
    const object = await subscriptionObject(server, subscription.id, {
      cancel_at_period_end: true,
    });
    const payload = JSON.stringify(
      event("customer.subscription.updated", object, nowSeconds() + 5),
    );
    const answer = await post(server, payload);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ received: true, duplicate: false });
    expect((await subscriptionsOf(server, user))[0]?.cancelAtPeriodEnd).toBe(true);
  });

  it("refuses a tampered body, a wrong secret, a stale or missing signature, and changes nothing", async () => {
    const user = await signUpUser(server, "tamper");
    const subscription = await subscribe(server, user);
    const object = await subscriptionObject(server, subscription.id, {
      cancel_at_period_end: true,
    });
    const payload = JSON.stringify(
      event("customer.subscription.updated", object, nowSeconds() + 5),
    );
    const before = await rowOf(server, subscription.id);
    const events = await eventCount(server);

    const tampered = await post(server, payload, {
      body: payload.replace('"cancel_at_period_end":true', '"cancel_at_period_end":false '),
    });
    const wrongSecret = await post(server, payload, { secret: "whsec_someone_else" });
    const stale = await post(server, payload, { timestamp: nowSeconds() - 301 });
    const unsigned = await request(server, "POST", "/api/stripe/webhook", {
      key: null,
      body: payload,
    });
    for (const answer of [tampered, wrongSecret, stale, unsigned]) {
      expect(answer.status).toBe(400);
      expect(errorOf(answer)?.code).toBe("invalid_signature");
    }
    expect(errorOf(stale)?.message).toMatch(/tolerance/i);
    expect(errorOf(unsigned)?.message).toBe("The Stripe-Signature header is missing");
    expect(await rowOf(server, subscription.id)).toBe(before);
    expect(await eventCount(server)).toBe(events);
  });

  it("processes each event id once", async () => {
    const user = await signUpUser(server, "twice");
    const subscription = await subscribe(server, user);
    const at = nowSeconds() + 10;
    const failed = JSON.stringify(
      event(
        "invoice.payment_failed",
        { id: "in_test_failed", object: "invoice", customer: null, subscription: subscription.id },
        at,
      ),
    );
    expect((await post(server, failed)).json).toEqual({ received: true, duplicate: false });
    expect((await subscriptionsOf(server, user))[0]?.status).toBe("past_due");
    // The payment is retried and succeeds; the provider says active.
    const active = await subscriptionObject(server, subscription.id, { status: "active" });
    await post(server, JSON.stringify(event("customer.subscription.updated", active, at)));
    expect((await subscriptionsOf(server, user))[0]?.status).toBe("active");
    // Stripe delivers the failure again: it was processed, so nothing changes.
    const again = await post(server, failed);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ received: true, duplicate: true });
    expect((await subscriptionsOf(server, user))[0]?.status).toBe("active");
  });

  it("applies an event delivered twice at the same time once", async () => {
    const user = await signUpUser(server, "race");
    const subscription = await subscribe(server, user);
    const object = await subscriptionObject(server, subscription.id, {
      cancel_at_period_end: true,
    });
    const payload = JSON.stringify(
      event("customer.subscription.updated", object, nowSeconds() + 5),
    );
    const events = Number(await eventCount(server));
    const answers = await Promise.all([post(server, payload), post(server, payload)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(
      answers.map((answer) => (answer.json as { duplicate: boolean }).duplicate).sort(),
    ).toEqual([false, true]);
    expect(Number(await eventCount(server))).toBe(events + 1);
  });

  it("does not roll a subscription back for an older event arriving late", async () => {
    const user = await signUpUser(server, "order");
    const subscription = await subscribe(server, user);
    const now = nowSeconds();
    const newer = await subscriptionObject(server, subscription.id, { cancel_at_period_end: true });
    const older = await subscriptionObject(server, subscription.id, {
      cancel_at_period_end: false,
      status: "active",
    });
    await post(server, JSON.stringify(event("customer.subscription.updated", newer, now + 20)));
    const late = await post(
      server,
      JSON.stringify(event("customer.subscription.updated", older, now + 10)),
    );
    expect(late.status).toBe(200);
    expect((await subscriptionsOf(server, user))[0]).toMatchObject({
      cancelAtPeriodEnd: true,
      status: "trialing",
    });
  });

  it("ignores events for customers it does not know and event types it does not handle", async () => {
    const answer = await post(
      server,
      JSON.stringify(
        event("customer.created", { id: "cus_unknown", object: "customer" }, nowSeconds()),
      ),
    );
    expect(answer.status).toBe(200);
    const user = await signUpUser(server, "stranger");
    const subscription = await subscribe(server, user);
    const foreign = await subscriptionObject(server, subscription.id, {
      id: "sub_foreign",
      customer: "cus_foreign",
    });
    expect(
      (
        await post(
          server,
          JSON.stringify(event("customer.subscription.created", foreign, nowSeconds())),
        )
      ).status,
    ).toBe(200);
    expect(await rowOf(server, "sub_foreign")).toBeUndefined();
  });

  it("reconciles from the provider after a dropped webhook once the last sync is a minute old", async () => {
    const user = await signUpUser(server, "dropped");
    const subscription = await subscribe(server, user);
    // The provider cancels at period end, but its webhook never arrives.
    await Effect.runPromise(
      server.database.query(
        "update billing_local_subscription set cancel_at_period_end = true where id = $1",
        [subscription.id],
      ),
    );
    expect((await subscriptionsOf(server, user))[0]?.cancelAtPeriodEnd).toBe(false);
    await Effect.runPromise(
      server.database.query(
        "update billing_customer set synced_at = now() - interval '61 seconds' where user_id = $1",
        [user.id],
      ),
    );
    expect((await subscriptionsOf(server, user))[0]?.cancelAtPeriodEnd).toBe(true);
  });
});

function nowSeconds() {
  return Math.floor(Date.now() / 1000);
}
