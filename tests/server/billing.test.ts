import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentLink, Price, Product, PromoCode, Subscription } from "../../api/Billing";
import { ensureCatalogue } from "../../server/billing/local/repo";
import { checkout } from "./support/checkout";
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

/** Everything billing keeps about a user (both the product's rows and Local's), as text. */
async function billingSnapshot(server: ProductServer, userId: string): Promise<string> {
  const rows = await Effect.runPromise(
    server.database.query<{ snapshot: string }>(
      `select json_build_array(
         (select coalesce(json_agg(c order by c.customer_id), '[]') from billing_customer c where c.user_id = $1),
         (select coalesce(json_agg(s order by s.id), '[]') from billing_subscription s where s.user_id = $1),
         (select coalesce(json_agg(lc order by lc.id), '[]') from billing_local_customer lc where lc.user_id = $1),
         (select coalesce(json_agg(pm order by pm.id), '[]') from billing_local_payment_method pm
            join billing_local_customer lc on lc.id = pm.customer_id where lc.user_id = $1),
         (select coalesce(json_agg(ls order by ls.id), '[]') from billing_local_subscription ls
            join billing_local_customer lc on lc.id = ls.customer_id where lc.user_id = $1),
         (select coalesce(json_agg(p order by p.id), '[]') from billing_local_promotion_code p),
         (select count(*) from billing_webhook_event)
       )::text as snapshot`,
      [userId],
    ),
  );
  return rows[0]?.snapshot ?? "";
}

const subscriptionsOf = async (server: ProductServer, user: TestUser) => {
  const answer = await request(server, "GET", "/api/stripe/subscriptions", { user });
  expect(answer.status).toBe(200);
  return data<ReadonlyArray<Subscription>>(answer);
};

describe.each(engines)("billing with the Local provider on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("serves the catalogue publicly, by id or lookup key, without a bearer", async () => {
    const product = await request(server, "GET", "/api/stripe/product/family");
    expect(product.status).toBe(200);
    const family = data<Product>(product);
    expect(family).toMatchObject({ id: "prod_local_family", lookupKey: "family", name: "Family" });
    expect(family.features).toContain("Unlimited forwarded e-mails");
    expect(
      family.prices.map((price) => [price.lookupKey, price.unitAmount, price.interval]),
    ).toEqual([
      ["family_monthly", 600, "month"],
      ["family_yearly", 6000, "year"],
    ]);
    const byId = await request(server, "GET", "/api/stripe/price/price_local_family_yearly");
    expect(data<Price>(byId)).toMatchObject({ lookupKey: "family_yearly", trialDays: 14 });
    expect((await request(server, "GET", "/api/stripe/price/family_monthly")).status).toBe(200);
    expect((await request(server, "GET", "/api/stripe/price/nope")).status).toBe(404);
    expect((await request(server, "GET", "/api/stripe/product/nope")).status).toBe(404);
    expect(
      (await request(server, "GET", "/api/stripe/price/family_monthly", { key: null })).status,
    ).toBe(401);
  });

  it("subscribes with the test card: a trial, the card as default, the redirect", async () => {
    const user = await signUpUser(server, "payer");
    expect(await subscriptionsOf(server, user)).toEqual([]);
    const answer = await checkout(server, user);
    expect(answer.status).toBe(303);
    expect(answer.location).toMatch(/\/dashboard\/subscription\?checkout=success$/);
    const [subscription, ...rest] = await subscriptionsOf(server, user);
    expect(rest).toEqual([]);
    expect(subscription).toMatchObject({
      status: "trialing",
      productName: "Family",
      interval: "month",
      unitAmount: 600,
      cancelAtPeriodEnd: false,
      card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2034 },
      discount: null,
    });
    expect(subscription?.DefaultPaymentMethodId).toMatch(/^pm_local_/);
    const trialDays = (Date.parse(subscription?.trialEnd ?? "") - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
  });

  it.each([
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000 0000 0000 9995", "Your card has insufficient funds."],
    ["4242 4242 4242 4241", "Your card number is invalid."],
    ["5555 5555 5555 4444", "Your card was declined."],
  ])("refuses the card %s and changes nothing", async (card, message) => {
    const user = await signUpUser(server, "declined");
    const before = await billingSnapshot(server, user.id);
    const answer = await checkout(server, user, { card });
    expect(answer.status).toBe(402);
    expect(answer.text).toContain(message);
    // The number typed is kept so it can be corrected.
    expect(answer.text).toContain(`value="${card}"`);
    expect(await billingSnapshot(server, user.id)).toBe(before);
    expect(await subscriptionsOf(server, user)).toEqual([]);
  });

  it("names the field of a bad expiry or CVC and keeps the values", async () => {
    const user = await signUpUser(server, "typo");
    const before = await billingSnapshot(server, user.id);
    const expired = await checkout(server, user, { expiry: "01 / 20" });
    expect(expired.status).toBe(400);
    expect(expired.text).toContain("Your card&#39;s expiry date is in the past.");
    expect(expired.text).toContain('id="field-expiry" name="expiry" type="text" value="01 / 20"');
    const cvc = await checkout(server, user, { cvc: "1" });
    expect(cvc.status).toBe(400);
    expect(cvc.text).toContain("Enter the 3 or 4 digit security code (CVC).");
    expect(await billingSnapshot(server, user.id)).toBe(before);
  });

  it("creates the referral code once and credits the referrer when a friend subscribes with it", async () => {
    const referrer = await signUpUser(server, "emma");
    const friend = await signUpUser(server, "friend");
    expect(
      data<ReadonlyArray<PromoCode>>(
        await request(server, "GET", "/api/stripe/promo-code", { user: referrer }),
      ),
    ).toEqual([]);
    const created = await request(server, "POST", "/api/stripe/promo-code", { user: referrer });
    expect(created.status).toBe(200);
    const code = data<PromoCode>(created);
    expect(code.code).toMatch(/^EMMA[A-Z0-9]*-[A-Z2-9]{4}$/);
    expect(code).toMatchObject({
      active: true,
      percentOff: 50,
      durationInMonths: 1,
      timesRedeemed: 0,
    });
    expect(code.shareUrl).toBe(`${server.baseUrl}/signup?ref=${code.code}`);
    const again = await request(server, "POST", "/api/stripe/promo-code", {
      user: referrer,
      body: {},
    });
    expect(data<PromoCode>(again).id).toBe(code.id);

    // The code is matched without case and travels in the payment link.
    const link = await request(
      server,
      "GET",
      `/api/stripe/payment-link/family_monthly?promo=${code.code.toLowerCase()}`,
      { user: friend },
    );
    expect(data<PaymentLink>(link).promotionCode).toBe(code.code);
    expect(new URL(data<PaymentLink>(link).url).searchParams.get("prefilled_promo_code")).toBe(
      code.code,
    );
    expect(new URL(data<PaymentLink>(link).url).searchParams.get("client_reference_id")).toBe(
      friend.id,
    );

    const paid = await checkout(server, friend, { promo: code.code });
    expect(paid.status).toBe(303);
    const [subscription] = await subscriptionsOf(server, friend);
    expect(subscription?.discount).toBe("50% off the first month");

    const [after] = data<ReadonlyArray<PromoCode>>(
      await request(server, "GET", "/api/stripe/promo-code", { user: referrer }),
    );
    expect(after).toMatchObject({
      id: code.id,
      timesRedeemed: 1,
      creditEarned: { amount: 600, currency: "usd" },
    });
    const balance = await Effect.runPromise(
      server.database.query<{ balance: number }>(
        "select balance from billing_local_customer where user_id = $1",
        [referrer.id],
      ),
    );
    expect(balance).toEqual([{ balance: -600 }]);
    // The referrer's own view of the friend's subscription: nothing.
    expect(await subscriptionsOf(server, referrer)).toEqual([]);

    // Once per new customer: the friend cannot use it again, the referrer never.
    const reuse = await request(
      server,
      "GET",
      `/api/stripe/payment-link/family_yearly?promo=${code.code}`,
      { user: friend },
    );
    expect(reuse.status).toBe(400);
    expect(errorOf(reuse)).toMatchObject({
      field: "promo",
      message: "promo: This promotion code is for new customers only",
    });
    const own = await request(
      server,
      "GET",
      `/api/stripe/payment-link/family_monthly?promo=${code.code}`,
      { user: referrer },
    );
    expect(own.status).toBe(400);
    expect(errorOf(own)).toMatchObject({
      field: "promo",
      message: "promo: You cannot use your own referral code",
    });
    const unknown = await request(
      server,
      "GET",
      "/api/stripe/payment-link/family_monthly?promo=NOPE-0000",
      { user: referrer },
    );
    expect(errorOf(unknown)?.field).toBe("promo");
    // The checkout page refuses the referrer's own code too, and changes nothing.
    const before = await billingSnapshot(server, referrer.id);
    const link2 = await request(server, "GET", "/api/stripe/payment-link/family_monthly", {
      user: referrer,
    });
    const url = new URL(data<PaymentLink>(link2).url);
    const refused = await fetch(url.origin + url.pathname, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        client_reference_id: referrer.id,
        sig: url.searchParams.get("sig") ?? "",
        promo: code.code,
        card_number: "4242424242424242",
        expiry: "12/34",
        cvc: "123",
      }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("You cannot use your own referral code.");
    expect(await billingSnapshot(server, referrer.id)).toBe(before);
  });

  it("payment links: an unknown price is a 404, a bearer is needed", async () => {
    const user = await signUpUser(server, "links");
    expect((await request(server, "GET", "/api/stripe/payment-link/nope", { user })).status).toBe(
      404,
    );
    expect((await request(server, "GET", "/api/stripe/payment-link/family_monthly")).status).toBe(
      401,
    );
    expect((await request(server, "GET", "/api/stripe/subscriptions")).status).toBe(401);
    const link = data<PaymentLink>(
      await request(server, "GET", "/api/stripe/payment-link/price_local_family_yearly", { user }),
    );
    expect(link).toMatchObject({
      id: "plink_local_family_yearly",
      priceId: "price_local_family_yearly",
      promotionCode: null,
    });
    expect(
      link.url.startsWith(`${server.baseUrl}/billing/checkout/plink_local_family_yearly?`),
    ).toBe(true);
    expect(new URL(link.url).searchParams.get("prefilled_email")).toBe(user.email);
  });

  it("the portal switches the plan, cancels, resumes and changes the card", async () => {
    const user = await signUpUser(server, "portal");
    const none = await request(server, "POST", "/api/stripe/portal-session", { user });
    expect(none.status).toBe(409);
    expect(errorOf(none)?.code).toBe("no_customer");
    expect((await checkout(server, user)).status).toBe(303);
    const session = await request(server, "POST", "/api/stripe/portal-session", { user });
    expect(session.status).toBe(200);
    const portal = new URL(data<{ url: string }>(session).url);
    expect(portal.pathname).toBe("/billing/portal");
    const token = portal.searchParams.get("session") ?? "";
    const page = await fetch(portal);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Manage subscription – Corkboard</title>");
    expect(html).toContain("Visa ending in 4242");
    expect(html).not.toMatch(/<script|style=/);
    const [first] = await subscriptionsOf(server, user);
    const id = first?.id ?? "";

    const act = (action: string, fields: Record<string, string> = {}) =>
      fetch(`${server.baseUrl}/billing/portal/${action}`, {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ session: token, subscription: id, ...fields }),
      });

    const switched = await act("switch", { interval: "year" });
    expect(switched.status).toBe(303);
    expect(switched.headers.get("location")).toContain("done=switch");
    expect((await subscriptionsOf(server, user))[0]).toMatchObject({
      interval: "year",
      unitAmount: 6000,
      status: "trialing",
    });

    expect((await act("cancel")).status).toBe(303);
    expect((await subscriptionsOf(server, user))[0]?.cancelAtPeriodEnd).toBe(true);
    expect((await act("resume")).status).toBe(303);
    expect((await subscriptionsOf(server, user))[0]?.cancelAtPeriodEnd).toBe(false);

    const before = await billingSnapshot(server, user.id);
    const declined = await act("card", {
      card_number: "4000000000000002",
      expiry: "10/33",
      cvc: "999",
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect(await billingSnapshot(server, user.id)).toBe(before);

    expect(
      (await act("card", { card_number: "4242424242424242", expiry: "10/33", cvc: "999" })).status,
    ).toBe(303);
    const [changed] = await subscriptionsOf(server, user);
    expect(changed?.card).toEqual({ brand: "visa", last4: "4242", expMonth: 10, expYear: 2033 });
    expect(changed?.DefaultPaymentMethodId).not.toBe(first?.DefaultPaymentMethodId);

    // A forged or altered session opens nothing.
    const forged = await fetch(
      `${server.baseUrl}/billing/portal?session=${encodeURIComponent(`${token}x`)}`,
    );
    expect(forged.status).toBe(403);
    expect(
      (await act("cancel").then(() => subscriptionsOf(server, user)))[0]?.cancelAtPeriodEnd,
    ).toBe(true);
  });

  it("never shows or changes another user's subscription", async () => {
    const owner = await signUpUser(server, "owner");
    const intruder = await signUpUser(server, "intruder");
    expect((await checkout(server, owner)).status).toBe(303);
    expect((await checkout(server, intruder)).status).toBe(303);
    const [owned] = await subscriptionsOf(server, owner);
    const [theirs] = await subscriptionsOf(server, intruder);
    expect(owned?.id).not.toBe(theirs?.id);
    expect((await subscriptionsOf(server, intruder)).map((entry) => entry.id)).toEqual([
      theirs?.id,
    ]);

    // The intruder's own portal session cannot touch the owner's subscription.
    const session = data<{ url: string }>(
      await request(server, "POST", "/api/stripe/portal-session", { user: intruder }),
    );
    const token = new URL(session.url).searchParams.get("session") ?? "";
    const before = await billingSnapshot(server, owner.id);
    const attempt = await fetch(`${server.baseUrl}/billing/portal/cancel`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ session: token, subscription: owned?.id ?? "" }),
    });
    expect(attempt.status).toBe(404);
    expect(await billingSnapshot(server, owner.id)).toBe(before);
    // Subscribing twice is refused.
    const twice = await checkout(server, owner);
    expect(twice.status).toBe(409);
    expect(await billingSnapshot(server, owner.id)).toBe(before);
  });

  it("serves the pages with their stylesheet and no inline script or style", async () => {
    const css = await fetch(`${server.baseUrl}/billing/billing.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toContain(":focus-visible");
    const user = await signUpUser(server, "page");
    const link = data<PaymentLink>(
      await request(server, "GET", "/api/stripe/payment-link/family_monthly", { user }),
    );
    const page = await fetch(link.url);
    const html = await page.text();
    expect(html).toContain("<title>Checkout – Corkboard</title>");
    expect(html).toContain("14 days free, then $6 a month");
    expect(html).toContain('<label for="field-card_number">Card number</label>');
    expect(html).not.toMatch(/<script|style=/);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect((await fetch(`${server.baseUrl}/billing/checkout/plink_nope`)).status).toBe(404);
  });

  it("creates the catalogue once, however often it is asked to", async () => {
    await Effect.runPromise(
      server.database.transaction((sql) =>
        Effect.promise(async () => {
          await ensureCatalogue(sql);
          await ensureCatalogue(sql);
        }),
      ),
    );
    const counts = await Effect.runPromise(
      server.database.query<{ products: number; prices: number; links: number }>(
        `select (select count(*)::int from billing_local_product) as products,
           (select count(*)::int from billing_local_price) as prices,
           (select count(*)::int from billing_local_payment_link) as links`,
      ),
    );
    expect(counts).toEqual([{ products: 1, prices: 2, links: 2 }]);
  });

  it("gives the trial once: subscribing again after a cancellation starts paying at once", async () => {
    const user = await signUpUser(server, "again");
    expect((await checkout(server, user)).status).toBe(303);
    const [first] = await subscriptionsOf(server, user);
    // The subscription ended (Stripe would send customer.subscription.deleted).
    await Effect.runPromise(
      server.database.query(
        "update billing_local_subscription set status = 'canceled' where id = $1",
        [first?.id],
      ),
    );
    expect((await checkout(server, user, { price: "family_yearly" })).status).toBe(303);
    const [latest, earlier] = await subscriptionsOf(server, user);
    expect(earlier?.id).toBe(first?.id);
    expect(latest).toMatchObject({ status: "active", trialEnd: null, interval: "year" });
    const days = (Date.parse(latest?.currentPeriodEnd ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(366);
  });
});
