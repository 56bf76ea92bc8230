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

  /**
   * Answers the prompt and waits for the server to save it: the prompt goes
   * at once (the change is optimistic), and a page load before the save's
   * answer may cancel the request.
   */
  async clickUseZone(label: string) {
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === "PUT" &&
        new URL(response.url()).pathname.endsWith("/preferences") &&
        response.ok(),
    );
    await this.timeZonePrompt.getByRole("button", { name: `Use ${label}` }).click();
    await saved;
  }

  /** Setup's line: "Your family's time zone: <label>." */
  async seeSetupZone(label: string) {
    await expect(this.page.getByText("Your family's time zone:")).toContainText(label);
  }

  /** Adds a family member on the Family page, with other names when given. */
  async addMember(name: string, alsoCalled = "") {
    await this.dashboard.goto("/dashboard/family");
    const form = this.page.getByRole("form", { name: /^Add (your first|a) family member$/ });
    await form.getByLabel("Name", { exact: true }).fill(name);
    if (alsoCalled !== "") await form.getByLabel("Also called (optional)").fill(alsoCalled);
    await form.getByRole("button", { name: "Add to family" }).click();
    await expect(this.page.getByText(`${name} is in your family now.`)).toBeVisible();
  }

  /** Opens the event whose title matches, from the Events list, once it has arrived. */
  async openEvent(title: RegExp) {
    await this.dashboard.goto("/dashboard/event");
    const link = this.page.getByRole("main").getByRole("link", { name: title }).first();
    await expect(link).toBeVisible({ timeout: 30_000 });
    await link.click();
    await expect(this.dashboard.heading).toHaveText(title);
  }

  /** What the open event's facts say under a term (When, Location, Family members). */
  fact(term: string): Locator {
    return this.page
      .locator("dt", { hasText: new RegExp(`^${term}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  /** The feed address Setup → Calendar shows under this label. */
  async feedAddress(label: string): Promise<string> {
    const field = this.page.getByRole("textbox", { name: label });
    await expect(field).toHaveValue(/\/api\/calendar\/.+\.ics$/);
    return field.inputValue();
  }

  /** The feed as a calendar app reads it: status and text. */
  async readFeed(url: string): Promise<{ readonly status: number; readonly text: string }> {
    const response = await this.page.request.get(url);
    return { status: response.status(), text: await response.text() };
  }
}
