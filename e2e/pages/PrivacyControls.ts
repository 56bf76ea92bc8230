import { expect, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

/**
 * The controls behind the privacy promises: Delete e-mail on an e-mail's
 * page, and Delete your account in Preferences.
 */
export class PrivacyControls {
  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {}

  async openEmail(subject: string) {
    await this.page
      .getByRole("list", { name: "Forwarded e-mails" })
      .getByRole("link", { name: subject })
      .click();
    await this.dashboard.seeHeading(subject);
  }

  async clickDeleteEmail({ withEvents }: { readonly withEvents: boolean }) {
    await this.page.getByRole("button", { name: "Delete e-mail" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Delete this e-mail?" });
    await expect(dialog).toBeVisible();
    if (withEvents) await dialog.getByRole("checkbox", { name: /And its events/ }).check();
    await dialog.getByRole("button", { name: "Delete e-mail" }).click();
  }

  async seeEmailGone(subject: string) {
    await expect(this.page).toHaveURL(/\/dashboard\/email$/);
    await expect(this.page.getByRole("link", { name: subject })).toHaveCount(0);
  }

  async typeAccountAddress(typed: string) {
    await this.dashboard.goto("/dashboard/profile");
    const block = this.page.getByRole("region", { name: "Delete your account" });
    await block.getByLabel("Type your e-mail address to confirm").fill(typed);
  }

  async seeDeleteAccountUnavailable() {
    const button = this.page.getByRole("button", { name: "Delete my account" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
  }

  async clickDeleteAccount() {
    await this.page.getByRole("button", { name: "Delete my account" }).click();
  }
}
