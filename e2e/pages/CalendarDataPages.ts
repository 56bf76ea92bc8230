import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

/**
 * Issue 13's data half as a parent meets it: the family's time zone (the
 * one-time question, Setup's line), the event page and the feed links.
 */
export class CalendarDataPages {
  readonly dashboard: DashboardPage;
  readonly timeZonePrompt: Locator;

  constructor(readonly page: Page) {
    this.dashboard = new DashboardPage(page);
    this.timeZonePrompt = page.getByRole("region", { name: "Which time zone is your family in?" });
  }

  async seeTimeZonePrompt() {
    await expect(this.timeZonePrompt).toBeVisible();
  }

  async seeNoTimeZonePrompt() {
    await expect(this.timeZonePrompt).toHaveCount(0);
  }

  async clickUseZone(label: string) {
    await this.timeZonePrompt.getByRole("button", { name: `Use ${label}` }).click();
  }

  /** Setup's line: "Your family's time zone: <label>." */
  async seeSetupZone(label: string) {
    await expect(this.page.getByText("Your family's time zone:")).toContainText(label);
  }
}
