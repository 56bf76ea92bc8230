import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentLink, Price, Product, PromoCode, Subscription } from "../../api/Billing";
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
import { type StripeStandIn, startStripeStandIn } from "./support/stripeStandIn";

const webhookSecret = "whsec_test_stripe_mode";

describe.each(engines)(
  "billing with the Stripe provider (the stripe SDK against a stand-in) on %s",
  (engine) => {
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

    const subscriptionsOf = async (user: TestUser) => {
      const answer = await request(server, "GET", "/api/stripe/subscriptions", { user });
      expect(answer.status).toBe(200);
      return data<ReadonlyArray<Subscription>>(answer);
    };

    it("reads the catalogue by lookup key, with the product expanded", async () => {
      const product = data<Product>(await request(server, "GET", "/api/stripe/product/family"));
      expect(product).toMatchObject({
        id: "prod_standin_family",
        name: "Family",
        lookupKey: "family",
      });
      expect(product.features).toEqual(["Unlimited forwarded e-mails", "Priority processing"]);
      expect(product.prices.map((price) => price.id)).toEqual([
        "price_standin_monthly",
        "price_standin_yearly",
      ]);
      const price = data<Price>(await request(server, "GET", "/api/stripe/price/family_yearly"));
      expect(price).toMatchObject({
        id: "price_standin_yearly",
        unitAmount: 6000,
        interval: "year",
        trialDays: 14,
      });
      expect((await request(server, "GET", "/api/stripe/price/prod_standin_family")).status).toBe(
        404,
      );
      const call = stripe.requests.find((entry) => entry.path === "/v1/prices");
      expect(call?.params).toMatchObject({
        lookup_keys: { 0: "family_monthly", 1: "family_yearly" },
        expand: { 0: "data.product" },
      });
      // No secret in what the browser can read.
      const config = await (await fetch(`${server.baseUrl}/config.json`)).text();
      expect(config).not.toContain(stripe.secretKey);
      expect(config).not.toContain(webhookSecret);
    });

    it("makes a payment link once per price and carries the user and the promotion code", async () => {
      const referrer = await signUpUser(server, "ref");
      const friend = await signUpUser(server, "pal");
      const code = data<PromoCode>(
        await request(server, "POST", "/api/stripe/promo-code", { user: referrer }),
      );
      const promotion = stripe.objects("promotion_codes").find((entry) => entry.id === code.id);
      expect(promotion).toMatchObject({
        code: code.code,
        metadata: { owner_user_id: referrer.id },
        restrictions: { first_time_transaction: true },
      });
      expect(stripe.objects("coupons")).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            percent_off: 50,
            duration: "repeating",
            duration_in_months: 1,
          }),
        ]),
      );

      const first = data<PaymentLink>(
        await request(server, "GET", `/api/stripe/payment-link/family_monthly?promo=${code.code}`, {
          user: friend,
        }),
      );
      const url = new URL(first.url);
      expect(url.origin).toBe("https://buy.stripe.test");
      expect(url.searchParams.get("client_reference_id")).toBe(friend.id);
      expect(url.searchParams.get("prefilled_email")).toBe(friend.email);
      expect(url.searchParams.get("prefilled_promo_code")).toBe(code.code);
      expect(first).toMatchObject({ priceId: "price_standin_monthly", promotionCode: code.code });
      const second = data<PaymentLink>(
        await request(server, "GET", "/api/stripe/payment-link/price_standin_monthly", {
          user: referrer,
        }),
      );
      expect(second.id).toBe(first.id);
      const links = stripe.objects("payment_links");
      expect(links).toHaveLength(1);
      expect(links[0]).toMatchObject({
        line_items: { data: [{ price: "price_standin_monthly", quantity: 1 }] },
        allow_promotion_codes: true,
        subscription_data: { trial_period_days: "14" },
      });
      const own = await request(
        server,
        "GET",
        `/api/stripe/payment-link/family_monthly?promo=${code.code}`,
        {
          user: referrer,
        },
      );
      expect(own.status).toBe(400);
      expect(errorOf(own)?.field).toBe("promo");

      // The friend pays on Stripe's page; Stripe sends its events.
      const paid = stripe.checkout({
        clientReferenceId: friend.id,
        priceId: "price_standin_monthly",
        promotionCode: code.code,
      });
      expect(await stripe.send("customer.subscription.created", paid.subscription)).toBe(200);
      expect(await stripe.send("checkout.session.completed", paid.session)).toBe(200);
      const [subscription] = await subscriptionsOf(friend);
      expect(subscription).toMatchObject({
        id: paid.subscription.id,
        status: "trialing",
        productName: "Family",
        priceId: "price_standin_monthly",
        DefaultPaymentMethodId: paid.subscription.default_payment_method,
        card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
        discount: "50% off the first month",
      });

      // The referrer's free month: a customer balance transaction, once.
      const credits = stripe.objects("balance_transactions");
      expect(credits).toHaveLength(1);
      expect(credits[0]).toMatchObject({ amount: -600, currency: "usd" });
      const creditCall = stripe.requests.find((entry) =>
        entry.path.endsWith("/balance_transactions"),
      );
      expect(creditCall?.idempotencyKey).toBe(`referral-${friend.id}`);
      const referrerCustomer = stripe.get("customers", String(credits[0]?.customer));
      expect(referrerCustomer).toMatchObject({ metadata: { user_id: referrer.id }, balance: -600 });
      const [after] = data<ReadonlyArray<PromoCode>>(
        await request(server, "GET", "/api/stripe/promo-code", { user: referrer }),
      );
      expect(after).toMatchObject({
        timesRedeemed: 1,
        creditEarned: { amount: 600, currency: "usd" },
      });
      // Stripe sends the checkout again: still one credit.
      expect(await stripe.send("checkout.session.completed", paid.session)).toBe(200);
      expect(stripe.objects("balance_transactions")).toHaveLength(1);

      // Another user sees none of it.
      expect(await subscriptionsOf(referrer)).toEqual([]);
    });

    it("lists subscriptions with the default payment method, heals a missed webhook and opens the portal", async () => {
      const user = await signUpUser(server, "heal");
      const none = await request(server, "POST", "/api/stripe/portal-session", { user });
      expect(none.status).toBe(409);
      const paid = stripe.checkout({
        clientReferenceId: user.id,
        priceId: "price_standin_yearly",
        last4: "1881",
      });
      // Only the checkout event arrives: the handler reads the customer's subscriptions itself.
      expect(await stripe.send("checkout.session.completed", paid.session)).toBe(200);
      const [subscription] = await subscriptionsOf(user);
      expect(subscription).toMatchObject({
        interval: "year",
        unitAmount: 6000,
        card: { last4: "1881" },
        discount: null,
      });
      const listCall = stripe.requests.findLast((entry) => entry.path === "/v1/subscriptions");
      expect(listCall?.params).toMatchObject({ customer: paid.customer.id, status: "all" });

      // Cancelled at period end on Stripe, and the webhook is lost.
      stripe.update("subscriptions", String(paid.subscription.id), { cancel_at_period_end: true });
      expect((await subscriptionsOf(user))[0]?.cancelAtPeriodEnd).toBe(false);
      await Effect.runPromise(
        server.database.query(
          "update billing_customer set synced_at = now() - interval '2 minutes' where user_id = $1",
          [user.id],
        ),
      );
      expect((await subscriptionsOf(user))[0]?.cancelAtPeriodEnd).toBe(true);

      const portal = await request(server, "POST", "/api/stripe/portal-session", { user });
      expect(portal.status).toBe(200);
      expect(data<{ url: string }>(portal).url).toMatch(
        /^https:\/\/billing\.stripe\.test\/p\/session\//,
      );
      const session = stripe.objects("portal_sessions").at(-1);
      expect(session).toMatchObject({
        customer: paid.customer.id,
        return_url: `${server.baseUrl}/dashboard/subscription`,
      });
      // In Stripe mode Stripe hosts checkout and portal: the local pages are not there.
      expect(
        (await fetch(`${server.baseUrl}/billing/checkout/plink_local_family_monthly`)).status,
      ).toBe(404);
    });

    it("marks a subscription past due when an invoice payment fails", async () => {
      const user = await signUpUser(server, "overdue");
      const paid = stripe.checkout({
        clientReferenceId: user.id,
        priceId: "price_standin_monthly",
      });
      expect(await stripe.send("checkout.session.completed", paid.session)).toBe(200);
      const invoice = {
        id: "in_standin_failed",
        object: "invoice",
        customer: paid.customer.id,
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: paid.subscription.id },
        },
      };
      expect(
        await stripe.send("invoice.payment_failed", invoice, Math.floor(Date.now() / 1000) + 5),
      ).toBe(200);
      expect((await subscriptionsOf(user))[0]?.status).toBe("past_due");
    });

    it("shows a subscription Stripe deleted as canceled", async () => {
      const user = await signUpUser(server, "gone");
      const paid = stripe.checkout({
        clientReferenceId: user.id,
        priceId: "price_standin_monthly",
      });
      expect(await stripe.send("checkout.session.completed", paid.session)).toBe(200);
      const ended = { ...paid.subscription, status: "canceled" };
      expect(
        await stripe.send(
          "customer.subscription.deleted",
          ended,
          Math.floor(Date.now() / 1000) + 5,
        ),
      ).toBe(200);
      expect((await subscriptionsOf(user))[0]).toMatchObject({
        id: paid.subscription.id,
        status: "canceled",
      });
    });

    it("gives a referral credit Stripe refused when the checkout event comes again", async () => {
      const referrer = await signUpUser(server, "retry");
      const friend = await signUpUser(server, "retried");
      const code = data<PromoCode>(
        await request(server, "POST", "/api/stripe/promo-code", { user: referrer }),
      );
      const credits = stripe.objects("balance_transactions").length;
      const paid = stripe.checkout({
        clientReferenceId: friend.id,
        priceId: "price_standin_monthly",
        promotionCode: code.code,
      });
      // Stripe is down for the credit, the SDK's own retries included.
      stripe.fail("/balance_transactions", 3);
      const at = Math.floor(Date.now() / 1000);
      expect(await stripe.send("checkout.session.completed", paid.session, at, "evt_retry")).toBe(
        500,
      );
      expect((await subscriptionsOf(friend))[0]?.discount).toBe("50% off the first month");
      expect(stripe.objects("balance_transactions")).toHaveLength(credits);
      // Stripe delivers the same event again: the credit is given now, once.
      expect(await stripe.send("checkout.session.completed", paid.session, at, "evt_retry")).toBe(
        200,
      );
      expect(stripe.objects("balance_transactions")).toHaveLength(credits + 1);
      expect(await stripe.send("checkout.session.completed", paid.session)).toBe(200);
      expect(stripe.objects("balance_transactions")).toHaveLength(credits + 1);
      const [owed] = data<ReadonlyArray<PromoCode>>(
        await request(server, "GET", "/api/stripe/promo-code", { user: referrer }),
      );
      expect(owed).toMatchObject({ timesRedeemed: 1, creditEarned: { amount: 600 } });
    });
  },
);
