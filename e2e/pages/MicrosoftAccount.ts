import { type BrowserContext, expect, type Page } from "@playwright/test";
import { ACCOUNT_COOKIE, ANSWER_COOKIE, e2eSettings } from "../support/settings";

/**
 * The visitor's side of "Sign in with Microsoft": their session at the
 * (fake) identity provider, set as its cookies, and the app's pages around
 * the redirect.
 */
export class MicrosoftAccount {
  readonly idp = e2eSettings().idp;

  constructor(readonly page: Page) {}

  private get context(): BrowserContext {
    return this.page.context();
  }

  /** The visitor is signed in at the provider as `email`; it will consent at once. */
  async signedInAs(email: string) {
    await this.context.clearCookies({ name: ANSWER_COOKIE });
    await this.context.addCookies([{ name: ACCOUNT_COOKIE, value: email, url: this.idp.origin }]);
  }

  /** The visitor cancels at the provider: it answers with an OAuth `error`. */
  async refuses(error = "access_denied") {
    await this.context.addCookies([{ name: ANSWER_COOKIE, value: error, url: this.idp.origin }]);
  }

  async startFromLogin() {
    await this.page.goto("/login");
    await this.page.getByRole("button", { name: "Sign in with Microsoft" }).click();
  }

  async seeFailure() {
    await expect(this.page).toHaveURL(/\/callback\/microsoft/);
    await expect(
      this.page.getByRole("heading", { level: 1, name: "Microsoft sign-in did not work" }),
    ).toBeVisible();
  }
}
