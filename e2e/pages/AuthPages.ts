import { expect, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";

export const strongPassword = "Corkboard-2026";

let counter = 0;
export const newEmail = (label: string) =>
  `${label}.${Date.now()}.${process.pid}.${counter++}@family.test`;

/** A current code for a TOTP secret, as the parent's authenticator app shows it. */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate();
}

/** Sign-up, sign-in, the second factor, password reset and the user menu, as a visitor uses them. */
export class AuthPages {
  constructor(readonly page: Page) {}

  async signUp(email: string, password = strongPassword) {
    await this.page.goto("/signup");
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Create account" }).click();
  }

  async signIn(email: string, password = strongPassword, path = "/login") {
    await this.page.goto(path);
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  async enterCode(code: string) {
    await expect(this.page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await this.page.getByLabel("6-digit code").fill(code);
    await this.page.getByRole("button", { name: "Verify" }).click();
  }

  /** Turns on an authenticator app in Preferences; answers its secret. */
  async enrolTotp(): Promise<string> {
    await this.page.goto("/dashboard/profile");
    await this.page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(this.page.getByRole("img", { name: /QR code/i })).toBeVisible();
    const secret =
      (await this.page.locator("code").first().textContent())?.replace(/\s+/g, "") ?? "";
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await this.page.getByLabel(/6-digit code/).fill(totpCode(secret));
    await this.page.getByRole("button", { name: "Verify and turn on" }).click();
    await expect(this.page.getByText(/Two-step sign-in is on/)).toBeVisible();
    return secret;
  }

  async seeDashboard() {
    await expect(this.page).toHaveURL(/\/dashboard\/?$/);
    await expect(this.page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  }

  /** Where a new account lands: Setup's first step, with the welcome banner. */
  async seeSignUpLanding() {
    await expect(this.page).toHaveURL(/\/dashboard\/setup\/contacts\?welcome=true$/);
    await expect(this.page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    await expect(this.page.getByRole("region", { name: "Welcome to Corkboard" })).toBeVisible();
  }

  async logOut() {
    // The user button is labelled with the part of the e-mail before the @.
    await this.page.locator('header button[aria-haspopup="menu"]').first().click();
    await this.page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(this.page).toHaveURL(/\/login/);
  }

  /** The newest mail the embedded outbox holds for an address. */
  async latestMail(to: string) {
    const response = await this.page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const body = (await response.json()) as { data: Array<{ link: string | null; kind: string }> };
    return body.data[0];
  }
}
