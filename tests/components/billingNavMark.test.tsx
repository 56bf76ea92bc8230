import { screen, waitFor, within } from "@testing-library/react";
import { Effect } from "effect";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REFERRAL_STORAGE_KEY } from "../../src/routes/auth/referralCode";
import { makeSubscription } from "../../src/services/ApiTest";
import { findHeading, liveSession, renderApp } from "./support/appHarness";

/** SPEC §4: the warning mark on Manage Subscription, in the dashboard nav and the slide-over. */

const LABEL = "No payment method on file";

function subscriptionItem(root: HTMLElement): HTMLElement {
  const link = within(root).getByRole("link", { name: "Manage Subscription" });
  const item = link.closest("li");
  if (item === null) throw new Error("Manage Subscription is not in a list item.");
  return item;
}

describe("the warning mark in the dashboard navigation", () => {
  it("shows for a new account, beside the link and named for screen readers", async () => {
    await renderApp("/dashboard", { stored: liveSession() });
    await findHeading("Hello, ada.lovelace");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    await waitFor(() => expect(within(subscriptionItem(nav)).getByText(LABEL)).toBeTruthy());
    // The link keeps its own name; the mark sits after it.
    expect(within(nav).getByRole("link", { name: "Manage Subscription" }).textContent).toBe(
      "Manage Subscription",
    );
    expect(within(nav).getAllByTestId("warning-mark")).toHaveLength(1);
  });

  it("does not show when a subscription has a default payment method", async () => {
    const listSubscriptions = vi.fn(() => Effect.succeed([makeSubscription()]));
    await renderApp("/dashboard", { stored: liveSession(), api: { listSubscriptions } });
    await findHeading("Hello, ada.lovelace");
    await waitFor(() => expect(listSubscriptions).toHaveBeenCalled());
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    expect(within(nav).queryByTestId("warning-mark")).toBeNull();
  });

  it("does not show while the subscriptions load", async () => {
    const listSubscriptions = vi.fn(() => Effect.never);
    await renderApp("/dashboard", { stored: liveSession(), api: { listSubscriptions } });
    await findHeading("Hello, ada.lovelace");
    await waitFor(() => expect(listSubscriptions).toHaveBeenCalled());
    expect(screen.queryByTestId("warning-mark")).toBeNull();
  });
});

interface HappyDomWindow {
  readonly happyDOM: { setViewport(size: { width: number; height: number }): void };
}

describe("the warning mark in the slide-over", () => {
  beforeEach(() => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 390, height: 844 });
  });
  afterEach(() => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 1024, height: 768 });
  });

  it("shows on a public page for a signed-in user without a payment method", async () => {
    const { user } = await renderApp("/about", { stored: liveSession() });
    await findHeading("About Corkboard");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    await user.click(within(dialog).getByRole("button", { name: "Dashboard pages" }));
    await waitFor(() => expect(within(subscriptionItem(dialog)).getByText(LABEL)).toBeTruthy());
  });

  it("stays away with a card on file", async () => {
    const listSubscriptions = vi.fn(() => Effect.succeed([makeSubscription()]));
    const { user } = await renderApp("/about", {
      stored: liveSession(),
      api: { listSubscriptions },
    });
    await findHeading("About Corkboard");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    await user.click(within(dialog).getByRole("button", { name: "Dashboard pages" }));
    await waitFor(() => expect(listSubscriptions).toHaveBeenCalled());
    expect(within(dialog).queryByTestId("warning-mark")).toBeNull();
  });
});

describe("sign-up with a friend's referral link", () => {
  it("keeps the code for checkout and says what it gives", async () => {
    await renderApp("/signup?ref=emma-7kq2");
    await findHeading("Create your account");
    expect(
      screen.getByText("Your friend's code EMMA-7KQ2: 50% off your first month."),
    ).toBeTruthy();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe("EMMA-7KQ2");
  });

  it("ignores a ref that is not a code", async () => {
    await renderApp("/signup?ref=%3Cscript%3E");
    await findHeading("Create your account");
    expect(screen.queryByText(/Your friend's code/)).toBeNull();
    expect(localStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });
});
