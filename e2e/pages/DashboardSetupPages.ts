import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

type Step = "Contacts" | "Calendar" | "Forwarder";

const stepHeadings: Record<Step, string> = {
  Contacts: "Trusted senders",
  Calendar: "Your calendar feed",
  Forwarder: "Your forwarding address",
};

/** Setup: the redirect to its first step, the welcome banner, and the three steps. */
export class DashboardSetupPages {
  readonly steps: Locator;
  readonly welcome: Locator;
  readonly senders: Locator;
  readonly feedAddress: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.steps = page.getByRole("navigation", { name: "Setup steps" });
    this.welcome = page.getByRole("region", { name: "Welcome to Corkboard" });
    this.senders = page.getByRole("list", { name: "Trusted senders" });
    this.feedAddress = page.getByRole("textbox", { name: "Your calendar address" });
  }

  async goto(step: Step) {
    await this.dashboard.goto(`/dashboard/setup/${step.toLowerCase()}`);
    await this.seeStep(step);
  }

  async seeStep(step: Step) {
    await this.dashboard.seeHeading("Setup");
    await expect(
      this.page.getByRole("heading", { level: 2, name: stepHeadings[step], exact: true }),
    ).toBeVisible();
    await expect(this.steps.getByRole("link", { name: step })).toHaveAttribute(
      "aria-current",
      "step",
    );
  }

  async clickStep(step: Step) {
    await this.steps.getByRole("link", { name: step }).click();
  }

  async seeWelcome() {
    await expect(this.welcome).toBeVisible();
  }

  async seeNoWelcome() {
    await expect(this.welcome).toHaveCount(0);
  }

  async clickHideWelcome() {
    await this.welcome.getByRole("button", { name: "Hide this message" }).click();
  }

  async seeTrustedSender(address: string) {
    await expect(this.senders.getByText(address, { exact: true })).toBeVisible();
  }

  /** Setup → Calendar's private feed address. */
  async feedUrl(): Promise<string> {
    await expect(this.feedAddress).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    return this.feedAddress.inputValue();
  }
}
