import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountDeleted } from "../../api/Account";
import { engines } from "./support/databases";
import {
  dataOf,
  type ProductServer,
  request,
  signUpUser,
  snapshotOf,
  startProductServer,
} from "./support/product";
import { type StripeStandIn, startStripeStandIn } from "./support/stripeStandIn";

const webhookSecret = "whsec_test_account_delete";

describe.each(engines)("deleting an account cancels its Stripe subscription on %s", (engine) => {
  let server: ProductServer;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn({
      webhookUrl: () => `${server.baseUrl}/api/stripe/webhook`,
      webhookSecret,
    });
    server = await startProductServer(engine, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    });
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const subscribed = async (label: string) => {
    const user = await signUpUser(server, label);
    const paid = stripe.checkout({ clientReferenceId: user.id, priceId: "price_standin_monthly" });
    expect(await stripe.send("checkout.session.completed", paid.session)).toBe(200);
    return { user, subscriptionId: String(paid.subscription.id) };
  };

  it("cancels the subscription through Stripe before deleting anything", async () => {
    const { user, subscriptionId } = await subscribed("stripe-leaving");
    const answer = await request(server, "DELETE", "/api/user/me", {
      user,
      body: { email: user.email },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(dataOf<AccountDeleted>(answer).cancelledSubscriptions).toEqual([subscriptionId]);
    expect(stripe.get("subscriptions", subscriptionId)?.status).toBe("canceled");
    expect(
      stripe.requests.some(
        (entry) =>
          entry.method === "DELETE" && entry.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
    // Stripe's later event about the ended subscription finds no one to apply it to.
    const ended = stripe.get("subscriptions", subscriptionId);
    expect(await stripe.send("customer.subscription.deleted", ended ?? {})).toBe(200);
    expect(await snapshotOf(server, user.id)).toBe(JSON.stringify([[], [], [], [], [], [], []]));
  });

  it("keeps the account when Stripe cannot cancel: it must not go on charging a deleted account", async () => {
    const { user, subscriptionId } = await subscribed("stripe-outage");
    stripe.fail(`/v1/subscriptions/${subscriptionId}`, 10);
    const before = await snapshotOf(server, user.id);
    const answer = await request(server, "DELETE", "/api/user/me", {
      user,
      body: { email: user.email },
    });
    expect(answer.status).toBe(500);
    expect(stripe.get("subscriptions", subscriptionId)?.status).toBe("trialing");
    expect(await snapshotOf(server, user.id)).toBe(before);
    stripe.fail(`/v1/subscriptions/${subscriptionId}`, 0);
  });
});
