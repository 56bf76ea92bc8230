import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { writeStoredSession } from "../../src/machines/auth/session";
import { PricingPage } from "../../src/routes/public/PricingPage";
import { resetLivePrices } from "../../src/routes/public/pricing/livePrices";
import { makeProduct } from "../../src/services/ApiTest";
import { makeSession } from "../machines/support/fixtures";

// Stripe.js from the package, replaced: the script itself would come from js.stripe.com.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock("@stripe/stripe-js", () => ({ loadStripe }));

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  resetLivePrices();
  loadStripe.mockReset();
  const config = {
    apiBaseUrl: "/api",
    functionsKey: "functions",
    stripePublishableKey: "pk_test_1",
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) =>
      String(input) === "/config.json" ? answer(config) : answer({ data: makeProduct() }),
    ),
  );
  writeStoredSession(localStorage, makeSession({ now: Date.now() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetLivePrices();
  localStorage.clear();
});

function renderPricing() {
  const location = memoryLocation({ path: "/pricing" });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PricingPage />
    </Router>,
  );
  return userEvent.setup();
}

describe("Stripe.js on the pricing page, in Stripe mode", () => {
  it("is loaded only on Subscribe, and its load failure is said on the page", async () => {
    loadStripe.mockRejectedValue(new Error("net::ERR_BLOCKED_BY_CLIENT"));
    const user = renderPricing();
    expect(await screen.findByText("Go to your dashboard")).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Start your 14-day trial" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load Stripe.js");
    expect(loadStripe).toHaveBeenCalledWith("pk_test_1");
  });

  it("says 'Stripe.js not available' when loadStripe gives nothing", async () => {
    loadStripe.mockResolvedValue(null);
    const user = renderPricing();
    await user.click(await screen.findByRole("button", { name: "Start your 14-day trial" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Stripe.js not available");
  });
});
