import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { PricingPage } from "../../src/routes/public/PricingPage";
import { resetLivePrices } from "../../src/routes/public/pricing/livePrices";
import { makePrice, makeProduct } from "../../src/services/ApiTest";

const config = { apiBaseUrl: "/api", functionsKey: "functions", stripePublishableKey: null };

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** The server: `/config.json` and the public product read. */
function serve(product: (headers: Headers) => Response) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    if (url === "/config.json") return answer(config);
    if (url.endsWith("/api/stripe/product/family")) return product(new Headers(init?.headers));
    return answer({ error: { code: "not_found", message: "Not Found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

function renderPricing() {
  const location = memoryLocation({ path: "/pricing" });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PricingPage />
    </Router>,
  );
  return userEvent.setup();
}

beforeEach(() => resetLivePrices());
afterEach(() => {
  vi.unstubAllGlobals();
  resetLivePrices();
});

describe("the pricing page", () => {
  it("shows the provider's live price, with the function key and no session", async () => {
    let key: string | null = null;
    let bearer: string | null = "unset";
    const calls = serve((headers) => {
      key = headers.get("x-functions-key");
      bearer = headers.get("authorization");
      return answer({
        data: makeProduct({
          prices: [
            makePrice({ unitAmount: 700 }),
            makePrice({ id: "price_y", interval: "year", unitAmount: 7000 }),
          ],
        }),
      });
    });
    renderPricing();
    const price = screen.getByTestId("family-price");
    expect(price.textContent).toBe("$6");
    await waitFor(() => expect(price.getAttribute("data-price-source")).toBe("live"));
    expect(price.textContent).toBe("$7");
    expect(calls).toContain("http://localhost:3000/api/stripe/product/family");
    expect(key).toBe("functions");
    expect(bearer).toBeNull();
  });

  it("switches to yearly with a pressed toggle, and Subscribe carries the interval to sign-up", async () => {
    serve(() => answer({ data: makeProduct() }));
    const user = renderPricing();
    const group = screen.getByRole("group", { name: "Billing period" });
    const yearly = within(group).getByRole("button", { name: "Yearly" });
    expect(yearly.getAttribute("aria-pressed")).toBe("false");
    await user.click(yearly);
    expect(yearly.getAttribute("aria-pressed")).toBe("true");
    expect(
      within(group).getByRole("button", { name: "Monthly" }).getAttribute("aria-pressed"),
    ).toBe("false");
    await waitFor(() => expect(screen.getByTestId("family-price").textContent).toBe("$60"));
    expect(screen.getByText("Paid yearly, which saves you $12.")).toBeTruthy();
    const cta = screen.getByRole("link", { name: "Start your 14-day trial" });
    expect(cta.getAttribute("href")).toBe("/signup?plan=family&interval=year");
  });

  it("keeps the catalogue's amounts when the live read fails, never a blank", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    serve(() => answer({ error: { code: "unavailable", message: "down" } }, 503));
    renderPricing();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    const price = screen.getByTestId("family-price");
    expect(price.textContent).toBe("$6");
    expect(price.getAttribute("data-price-source")).toBe("catalogue");
    expect(screen.getByText("Unlimited forwarded e-mails")).toBeTruthy();
  });
});
