import { screen, waitFor } from "@testing-library/react";
import { Effect } from "effect";
import { describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { PromoCode } from "../../api/Billing";
import { ReferPage } from "../../src/routes/dashboard/refer/ReferPage";
import type { ApiService } from "../../src/services/Api";
import { apiFailure, makePromoCode } from "../../src/services/ApiTest";
import { renderDashboard } from "./support/dashboardHarness";

function renderRefer(api: Partial<ApiService>) {
  return renderDashboard(
    "/dashboard/refer-a-friend",
    <Route path="/refer-a-friend" component={ReferPage} />,
    api,
  );
}

describe("Refer a friend", () => {
  it("creates the code on the first visit, once, then shows it with the share link", async () => {
    const createPromoCode = vi.fn(() => Effect.succeed(makePromoCode()));
    renderRefer({ listPromoCodes: () => Effect.succeed([]), createPromoCode });
    expect(await screen.findByText("ADA-7KQ2")).toBeTruthy();
    const link = screen.getByLabelText("Your share link") as HTMLInputElement;
    expect(link.value).toBe("http://localhost:8787/signup?ref=ADA-7KQ2");
    expect(screen.getByRole("button", { name: "Copy Your share link" })).toBeTruthy();
    expect(screen.getByText("No friends have used it yet.", { exact: false })).toBeTruthy();
    expect(createPromoCode).toHaveBeenCalledTimes(1);
  });

  it("shows an existing code's friends and credit without creating another", async () => {
    const createPromoCode = vi.fn(() => Effect.succeed(makePromoCode()));
    const used: PromoCode = makePromoCode({
      timesRedeemed: 1,
      creditEarned: { amount: 600, currency: "usd" },
    });
    renderRefer({ listPromoCodes: () => Effect.succeed([used]), createPromoCode });
    expect(await screen.findByText("1 friend has used it.", { exact: false })).toBeTruthy();
    expect(screen.getByText("$6")).toBeTruthy();
    expect(screen.getByText("Friends who used it").nextElementSibling?.textContent).toBe("1");
    expect(createPromoCode).not.toHaveBeenCalled();
  });

  it("explains how referrals work", async () => {
    renderRefer({ listPromoCodes: () => Effect.succeed([makePromoCode()]) });
    expect(await screen.findByRole("heading", { name: "How referrals work" })).toBeTruthy();
    expect(screen.getByText(/their first month is 50% off/)).toBeTruthy();
    expect(screen.getByText(/you get one month free/)).toBeTruthy();
  });

  it("says when the code could not be made, and tries again on request", async () => {
    let calls = 0;
    const createPromoCode = () => {
      calls += 1;
      return calls === 1
        ? Effect.fail(apiFailure(503, "unavailable", "down"))
        : Effect.succeed(makePromoCode());
    };
    const { user } = renderRefer({ listPromoCodes: () => Effect.succeed([]), createPromoCode });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not make your referral code.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByText("ADA-7KQ2")).toBeTruthy());
    expect(calls).toBe(2);
  });
});
