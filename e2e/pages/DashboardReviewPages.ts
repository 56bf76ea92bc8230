import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

/**
 * Suggested events as a parent settles them: the home page's This week, and
 * the Events page's "To review" list with Confirm, Dismiss, Confirm all and Undo.
 */
export class DashboardReviewPages {
  readonly thisWeek: Locator;
  readonly review: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.thisWeek = page.getByRole("region", { name: "This week" });
    this.review = page.getByRole("region", { name: "To review" });
  }

  async gotoHome() {
    await this.dashboard.goto("/dashboard");
    await expect(this.thisWeek).toBeVisible();
  }

  /** An event's row in This week. */
  weekRow(title: string): Locator {
    return this.thisWeek
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }

  async clickReviewFromHome() {
    await this.thisWeek.getByRole("link", { name: /^review (it|them)$/ }).click();
    await this.dashboard.seeUrl(/\/dashboard\/event\?review=1$/);
    await expect(this.review).toBeVisible();
  }

  reviewRow(title: string): Locator {
    return this.review
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }

  async clickConfirm(title: string) {
    await this.review.getByRole("button", { name: `Confirm ${title}`, exact: true }).click();
  }

  async clickDismiss(title: string) {
    await this.review.getByRole("button", { name: `Dismiss ${title}`, exact: true }).click();
  }

  async clickUndo(title: string) {
    await this.review
      .getByRole("button", { name: `Undo, put ${title} back to review`, exact: true })
      .click();
  }

  async clickConfirmAll(count: number) {
    await this.review.getByRole("button", { name: `Confirm all ${count}`, exact: true }).click();
  }

  async clickUndoAll() {
    await this.review.getByRole("button", { name: "Undo", exact: true }).click();
  }

  async seeWaiting(title: string) {
    await expect(
      this.review.getByRole("button", { name: `Confirm ${title}`, exact: true }),
    ).toBeVisible();
  }

  async seeDecided(title: string, status: "Confirmed" | "Dismissed") {
    await expect(this.reviewRow(title)).toContainText(`${status}.`);
  }

  async seeToReviewCount(count: number) {
    await expect(
      this.page.getByRole("button", { name: `To review ${count}`, exact: true }),
    ).toBeVisible();
  }
}
