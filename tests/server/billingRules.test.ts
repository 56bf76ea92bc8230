import { describe, expect, it } from "vitest";
import { cardMessages, checkCard, luhn } from "../../server/billing/local/cards";
import { signPortalSession, verifyPortalSession } from "../../server/billing/local/session";
import { referralCodeFor } from "../../server/billing/referral";
import { describeDiscount, toProviderSubscription } from "../../server/billing/stripeObjects";

const now = new Date(Date.UTC(2026, 10, 22));
const card = (number: string, expiry = "12 / 34", cvc = "123") =>
  checkCard({ number, expiry, cvc }, now);

describe("the Local checkout's card rules (Stripe's test cards)", () => {
  it("accepts 4242 4242 4242 4242 with its brand, last four and expiry", () => {
    expect(card("4242 4242 4242 4242", "7/2031")).toEqual({
      ok: true,
      card: { brand: "visa", last4: "4242", expMonth: 7, expYear: 2031 },
    });
  });

  it.each([
    ["4000 0000 0000 0002", cardMessages.declined],
    ["4000000000009995", cardMessages.insufficientFunds],
    ["4242 4242 4242 4241", cardMessages.invalidNumber],
    ["1234", cardMessages.invalidNumber],
    ["4242 4242 4242 424x", cardMessages.invalidNumber],
    ["5555 5555 5555 4444", cardMessages.declined],
    ["", cardMessages.missingNumber],
  ])("refuses %j: %s", (number, message) => {
    expect(card(number)).toEqual({ ok: false, field: "card_number", message });
  });

  it.each([
    ["13 / 30", cardMessages.expiryFormat],
    ["1230", cardMessages.expiryFormat],
    ["10 / 26", cardMessages.expired],
  ])("names the expiry for %j", (expiry, message) => {
    expect(card("4242424242424242", expiry)).toEqual({ ok: false, field: "expiry", message });
  });

  it("takes the current month as not yet expired", () => {
    expect(card("4242424242424242", "11 / 26").ok).toBe(true);
  });

  it("names the CVC when it is not 3 or 4 digits", () => {
    expect(card("4242424242424242", "12 / 34", "12")).toMatchObject({ field: "cvc" });
    expect(card("4242424242424242", "12 / 34", "12345")).toMatchObject({ field: "cvc" });
    expect(card("4242424242424242", "12 / 34", "1234").ok).toBe(true);
  });

  it("checks numbers with Luhn's sum", () => {
    expect(luhn("79927398713")).toBe(true);
    expect(luhn("79927398710")).toBe(false);
  });
});

describe("the Local portal's session token", () => {
  const claims = { customerId: "cus_local_1", userId: "u1", expiresAt: 2_000 };

  it("verifies its own token until it expires", () => {
    const token = signPortalSession("secret", claims);
    expect(verifyPortalSession("secret", token, 1_999)).toEqual(claims);
    expect(verifyPortalSession("secret", token, 2_000)).toBeNull();
  });

  it("refuses another secret, an altered body and garbage", () => {
    const token = signPortalSession("secret", claims);
    expect(verifyPortalSession("other", token, 1_000)).toBeNull();
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ ...claims, userId: "u2" })).toString("base64url")}.${signature}`;
    expect(verifyPortalSession("secret", forged, 1_000)).toBeNull();
    expect(verifyPortalSession("secret", "", 1_000)).toBeNull();
    expect(verifyPortalSession("secret", "a.b.c", 1_000)).toBeNull();
  });
});

describe("Stripe's objects", () => {
  const subscription = {
    id: "sub_1",
    customer: { id: "cus_1" },
    status: "active" as const,
    cancel_at_period_end: false,
    trial_end: null,
    created: 100,
    default_payment_method: { id: "pm_1" },
    discounts: [
      "di_unexpanded",
      {
        id: "di_1",
        source: {
          coupon: { id: "c", percent_off: 50, duration: "repeating", duration_in_months: 1 },
        },
      },
    ],
    items: {
      data: [
        {
          current_period_end: 200,
          price: {
            id: "price_1",
            product: "prod_1",
            unit_amount: 600,
            currency: "usd",
            recurring: { interval: "month" },
          },
        },
      ],
    },
  };

  it("reads the period end from the item, expanded ids, and the discount", () => {
    expect(toProviderSubscription(subscription)).toEqual({
      id: "sub_1",
      customerId: "cus_1",
      status: "active",
      priceId: "price_1",
      productId: "prod_1",
      interval: "month",
      unitAmount: 600,
      currency: "usd",
      currentPeriodEnd: 200,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      defaultPaymentMethodId: "pm_1",
      discount: "50% off the first month",
      created: 100,
    });
  });

  it("describes older coupons and amounts", () => {
    expect(
      describeDiscount({
        ...subscription,
        discounts: [],
        discount: { id: "d", coupon: { id: "c", amount_off: 250, duration: "once" } },
      }),
    ).toBe("$2.50 off the first payment");
  });

  it("is not one of ours without a monthly or yearly price", () => {
    const [item] = subscription.items.data;
    if (item === undefined) throw new Error("the sample has an item");
    const weekly = {
      ...subscription,
      items: { data: [{ ...item, price: { ...item.price, recurring: { interval: "week" } } }] },
    };
    expect(toProviderSubscription(weekly)).toBeNull();
  });
});

describe("referral codes", () => {
  it("start with the e-mail's name and end in four unambiguous characters", () => {
    expect(referralCodeFor("emma.jones@example.org")).toMatch(/^EMMAJO-[A-HJ-NP-Z2-9]{4}$/);
    expect(referralCodeFor(null)).toMatch(/^FRIEND-[A-HJ-NP-Z2-9]{4}$/);
    expect(referralCodeFor("42@example.org")).toMatch(/^FRIEND-/);
  });
});
