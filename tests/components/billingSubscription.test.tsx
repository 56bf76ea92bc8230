import { screen, waitFor, within } from "@testing-library/react";
import { Effect } from "effect";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { REFERRAL_STORAGE_KEY } from "../../src/routes/auth/referralCode";
import { setLeavePage } from "../../src/routes/dashboard/subscription/leavePage";
import { ManageSubscription } from "../../src/routes/dashboard/subscription/SubscriptionPage";
import type { ApiService } from "../../src/services/Api";
import {
  apiFailure,
  makePaymentLink,
  makeProduct,
  makeSubscription,
} from "../../src/services/ApiTest";
import type { LoadStripe } from "../../src/services/Billing";
import { renderDashboard } from "./support/dashboardHarness";

let left: string[] = [];

beforeEach(() => {
  left = [];
  setLeavePage((url) => left.push(url));
});

afterEach(() => {
  setLeavePage(null);
  localStorage.clear();
});

function renderPage(
  api: Partial<ApiService>,
  options: { path?: string; publishableKey?: string | null; loadStripe?: LoadStripe } = {},
) {
  return renderDashboard(
    options.path ?? "/dashboard/subscription",
    <Route path="/subscription">
      <ManageSubscription
        publishableKey={options.publishableKey ?? null}
        loadStripe={options.loadStripe}
      />
    </Route>,
    { getProduct: () => Effect.succeed(makeProduct()), ...api },
  );
}

describe("Manage Subscription", () => {
  it("offers a new user the Family plan, and Subscribe goes to the payment link of that price", async () => {
    const getPaymentLink = vi.fn((priceId: string, promo: string | null) =>
      Effect.succeed(
        makePaymentLink({ priceId, url: `http://pay.test/${priceId}?promo=${promo}` }),
      ),
    );
    const { user } = renderPage({ listSubscriptions: () => Effect.succeed([]), getPaymentLink });
    expect(await screen.findByRole("heading", { name: "You are on the Free plan" })).toBeTruthy();
    expect(screen.getByText("No card on file.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Subscribe yearly" }));
    await waitFor(() => expect(left).toEqual(["http://pay.test/price_family_yearly?promo=null"]));
    expect(getPaymentLink).toHaveBeenCalledWith("price_family_yearly", null);
  });

  it("shows a trial: plan, status, price, when it ends and the card on file", async () => {
    renderPage({
      listSubscriptions: () =>
        Effect.succeed([makeSubscription({ trialEnd: "2026-09-15T12:00:00.000Z" })]),
    });
    const plan = await screen.findByRole("region", { name: "Family plan" });
    expect(within(plan).getByText("Free trial")).toBeTruthy();
    expect(within(plan).getByText("$6 a month")).toBeTruthy();
    expect(within(plan).getByText(/Your free trial ends on September 15, 2026/)).toBeTruthy();
    expect(within(plan).getByText("Visa ending in 4242, expires 12/2030")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Subscribe/ })).toBeNull();
  });

  it("says when a canceled plan ends, and Resume opens the portal", async () => {
    const createPortalSession = vi.fn(() => Effect.succeed({ url: "http://portal.test/s1" }));
    const { user } = renderPage({
      listSubscriptions: () =>
        Effect.succeed([
          makeSubscription({
            status: "active",
            trialEnd: null,
            cancelAtPeriodEnd: true,
            currentPeriodEnd: "2026-10-01T12:00:00.000Z",
          }),
        ]),
      createPortalSession,
    });
    expect(await screen.findByText("Your plan ends on October 1, 2026.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Resume" }));
    await waitFor(() => expect(left).toEqual(["http://portal.test/s1"]));
    expect(createPortalSession).toHaveBeenCalledTimes(1);
  });

  it("shows No card on file and the discount, and reports a portal refusal", async () => {
    const { user } = renderPage({
      listSubscriptions: () =>
        Effect.succeed([
          makeSubscription({
            status: "active",
            card: null,
            DefaultPaymentMethodId: null,
            discount: "50% off the first month",
          }),
        ]),
      createPortalSession: () =>
        Effect.fail(apiFailure(409, "no_customer", "You have no billing account yet.")),
    });
    const plan = await screen.findByRole("region", { name: "Family plan" });
    expect(within(plan).getByText("No card on file")).toBeTruthy();
    expect(within(plan).getByText("50% off the first month")).toBeTruthy();
    await user.click(within(plan).getByRole("button", { name: "Change card" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "You have no billing account yet.",
    );
    expect(left).toEqual([]);
  });

  it("confirms a checkout that came back with ?checkout=success, which used the friend's code", async () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, "EMMA-7KQ2");
    renderPage(
      { listSubscriptions: () => Effect.succeed([makeSubscription()]) },
      { path: "/dashboard/subscription?checkout=success" },
    );
    expect((await screen.findByRole("status")).textContent).toContain(
      "Thank you. Your subscription is set up",
    );
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it("passes a friend's code to checkout, and offers to go on without it when refused", async () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, "EMMA-7KQ2");
    const getPaymentLink = vi.fn((_priceId: string, promo: string | null) =>
      promo === null
        ? Effect.succeed(makePaymentLink({ url: "http://pay.test/plain" }))
        : Effect.fail(apiFailure(400, "invalid_request", "promo: unknown code", "promo")),
    );
    const { user } = renderPage({ listSubscriptions: () => Effect.succeed([]), getPaymentLink });
    expect(
      await screen.findByText("Your friend's code EMMA-7KQ2: 50% off your first month."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Subscribe monthly" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The referral code EMMA-7KQ2 cannot be used");
    expect(getPaymentLink).toHaveBeenLastCalledWith("price_family_monthly", "EMMA-7KQ2");
    await user.click(within(alert).getByRole("button", { name: "Continue without the code" }));
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Subscribe monthly" }));
    await waitFor(() => expect(left).toEqual(["http://pay.test/plain"]));
    expect(getPaymentLink).toHaveBeenLastCalledWith("price_family_monthly", null);
  });

  it("shows the error view when the subscriptions do not load, and does not retry", async () => {
    const listSubscriptions = vi.fn(() =>
      Effect.fail(apiFailure(503, "unavailable", "Billing is down.")),
    );
    renderPage({ listSubscriptions });
    expect(await screen.findByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
    expect(listSubscriptions).toHaveBeenCalledTimes(1);
  });
});

describe("Stripe.js on Manage Subscription", () => {
  it("is not loaded in Local mode (no publishable key)", async () => {
    const loadStripe = vi.fn<LoadStripe>(() => Promise.resolve(null));
    renderPage({ listSubscriptions: () => Effect.succeed([]) }, { loadStripe });
    expect(await screen.findByRole("heading", { name: "You are on the Free plan" })).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it("says 'Failed to load Stripe.js' in the error view when the script does not load", async () => {
    const loadStripe = vi.fn<LoadStripe>(() => Promise.reject(new Error("script error")));
    renderPage(
      { listSubscriptions: () => Effect.succeed([]) },
      { publishableKey: "pk_test_1", loadStripe },
    );
    expect(await screen.findByText("Failed to load Stripe.js")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
    expect(loadStripe).toHaveBeenCalledWith("pk_test_1");
  });

  it("says 'Stripe.js not available' when loadStripe resolves without Stripe", async () => {
    renderPage(
      { listSubscriptions: () => Effect.succeed([]) },
      { publishableKey: "pk_test_1", loadStripe: () => Promise.resolve(null) },
    );
    expect(await screen.findByText("Stripe.js not available")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Something went wrong!" })).toBeTruthy();
  });
});
