import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";
import { SitePage } from "./SitePage";

/** The card numbers of Stripe's test mode, which the Local checkout accepts the same way. */
export const testCards = {
  ok: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  insufficientFunds: "4000 0000 0000 9995",
} as const;

const WARNING = "No payment method on file";

/** Manage Subscription (`/dashboard/subscription`) and the warning mark in the navigation. */
export class ManageSubscriptionPage {
  readonly plan: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.plan = page.getByRole("region", { name: /plan$/ });
  }

  async goto() {
    await this.dashboard.goto("/dashboard/subscription");
    await this.seePage();
  }

  async seePage() {
    await this.dashboard.seeHeading("Manage Subscription");
    await this.dashboard.seeLoaded();
  }

  /** The "!" beside Manage Subscription in the dashboard navigation. */
  warningMark(): Locator {
    return this.dashboard.nav.getByTestId("warning-mark");
  }

  async seeWarningMark() {
    await expect(this.warningMark()).toBeVisible();
    await expect(this.warningMark()).toContainText(WARNING);
  }

  /** On a phone: the slide-over's Dashboard entry, expanded, shows the mark too. */
  async seeWarningMarkInMenu() {
    const site = this.dashboard.site;
    await site.openMenu();
    // On a dashboard page the Dashboard entry opens expanded; expand it only when it is not.
    const expand = site.menu.getByRole("button", { name: "Dashboard pages" });
    if ((await expand.getAttribute("aria-expanded")) !== "true") await expand.click();
    await expect(expand).toHaveAttribute("aria-expanded", "true");
    const mark = site.menu.getByTestId("warning-mark");
    await expect(mark).toBeVisible();
    await expect(mark).toContainText(WARNING);
    await site.menu.getByRole("button", { name: "Close" }).click();
    await expect(site.menu).toHaveCount(0);
  }

  async seeNoWarningMark() {
    await expect(this.warningMark()).toHaveCount(0);
  }

  async seeFreePlan() {
    await expect(
      this.page.getByRole("heading", { name: "You are on the Free plan" }),
    ).toBeVisible();
    await expect(this.page.getByText("No card on file.")).toBeVisible();
  }

  async seeFriendCode(code: string) {
    await expect(
      this.page.getByText(`Your friend's code ${code}: 50% off your first month.`),
    ).toBeVisible();
  }

  async clickSubscribe(interval: "monthly" | "yearly") {
    await this.page.getByRole("button", { name: `Subscribe ${interval}` }).click();
  }

  async seeCheckoutConfirmation() {
    await expect(this.page.getByText("Thank you. Your subscription is set up")).toBeVisible();
  }

  async seeTrial() {
    await expect(this.plan).toBeVisible();
    await expect(this.plan.getByText("Free trial", { exact: true })).toBeVisible();
    await expect(this.plan.getByText(/Your free trial ends on/)).toBeVisible();
  }

  async seeCard(text: RegExp | string) {
    await expect(this.plan.getByText(text)).toBeVisible();
  }

  async seeEnding() {
    await expect(this.plan.getByText(/^Your plan ends on /)).toBeVisible();
    await expect(this.plan.getByRole("button", { name: "Resume" })).toBeVisible();
  }

  async seeNotEnding() {
    await expect(this.plan.getByText(/^Your plan ends on /)).toHaveCount(0);
    await expect(this.plan.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  }

  async clickPortalAction(name: "Change card" | "Cancel subscription" | "Resume" | RegExp) {
    await this.plan.getByRole("button", { name }).click();
  }
}

/** The Local provider's checkout page (`/billing/checkout/…`). */
export class LocalCheckoutPage {
  constructor(
    readonly page: Page,
    readonly site = new SitePage(page),
  ) {}

  async seePage() {
    await expect(this.page).toHaveURL(/\/billing\/checkout\//);
    await expect(this.page.getByRole("heading", { level: 1 })).toContainText("Subscribe");
  }

  async promoCode(): Promise<string> {
    return this.page.getByLabel("Promotion code (optional)").inputValue();
  }

  async pay(card: string) {
    await this.page.getByLabel("Card number").fill(card);
    await this.page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
    await this.page.getByLabel("Security code (CVC)").fill("123");
    await this.page.getByRole("button", { name: /Start free trial|Subscribe/ }).click();
  }

  async seeDeclined(message: string) {
    await expect(this.page.getByText(message).first()).toBeVisible();
    await expect(this.page).toHaveURL(/\/billing\/checkout\//);
  }
}

/** The Local provider's customer portal (`/billing/portal`). */
export class LocalPortalPage {
  constructor(readonly page: Page) {}

  async seePage() {
    await expect(this.page).toHaveURL(/\/billing\/portal/);
    await expect(
      this.page.getByRole("heading", { level: 1, name: "Manage your subscription" }),
    ).toBeVisible();
  }

  async clickCancelAtPeriodEnd() {
    await this.page.getByRole("button", { name: "Cancel at the end of the period" }).click();
  }

  async clickResume() {
    await this.page.getByRole("button", { name: "Resume subscription" }).click();
  }

  async clickBack() {
    await this.page.getByRole("link", { name: "Back to your dashboard" }).click();
  }
}

/** Refer a friend (`/dashboard/refer-a-friend`). */
export class ReferPage {
  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {}

  async goto() {
    await this.dashboard.goto("/dashboard/refer-a-friend");
    await this.dashboard.seeHeading("Refer a friend");
    await expect(this.page.getByLabel("Your share link")).toBeVisible();
  }

  async shareLink(): Promise<string> {
    return this.page.getByLabel("Your share link").inputValue();
  }

  async code(): Promise<string> {
    const link = new URL(await this.shareLink());
    const code = link.searchParams.get("ref");
    expect(code).not.toBeNull();
    return code ?? "";
  }

  async seeFriends(count: number) {
    await expect(
      this.page.getByText("Friends who used it").locator("xpath=following-sibling::dd"),
    ).toHaveText(String(count));
  }

  async seeCredit(text: string) {
    await expect(
      this.page.getByText("Credit earned").locator("xpath=following-sibling::dd"),
    ).toHaveText(text);
  }
}

/** The public pricing page with its live prices. */
export class PricingPage {
  readonly familyPrice: Locator;

  constructor(
    readonly page: Page,
    readonly site = new SitePage(page),
  ) {
    this.familyPrice = page.getByTestId("family-price");
  }

  async goto() {
    await this.site.goto("/pricing");
    await this.site.seeHeading("Pricing");
  }

  async seeLivePrice(text: string) {
    await expect(this.familyPrice).toHaveAttribute("data-price-source", "live");
    await expect(this.familyPrice).toHaveText(text);
  }

  async clickSubscribe() {
    await this.page.getByRole("button", { name: "Start your 14-day trial" }).click();
  }

  async chooseInterval(name: "Monthly" | "Yearly") {
    const button = this.page
      .getByRole("group", { name: "Billing period" })
      .getByRole("button", { name });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  }
}
