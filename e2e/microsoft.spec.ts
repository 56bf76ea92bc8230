import { expect, test } from "@playwright/test";
import { AuthPages, newEmail } from "./pages/AuthPages";
import { MicrosoftAccount } from "./pages/MicrosoftAccount";
import { SitePage } from "./pages/SitePage";

// The "microsoft" project runs this file against an app whose MS_AUTHORITY is
// the local fake identity provider (e2e/support/fakeIdp.ts), over https with a
// self-signed certificate.

test("signing in with Microsoft creates the user and lands on the dashboard", async ({ page }) => {
  const microsoft = new MicrosoftAccount(page);
  const auth = new AuthPages(page);
  const email = newEmail("e2e-microsoft");
  const label = email.split("@")[0] ?? "";
  await microsoft.signedInAs(email);

  await microsoft.startFromLogin();
  await auth.seeDashboard();
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${label}` })).toBeVisible();
  await expect(page.locator('header button[aria-haspopup="menu"]').first()).toHaveText(
    new RegExp(`^${label.replaceAll(".", "\\.")}`),
  );

  // The same Microsoft account signs in to the same user again.
  await auth.logOut();
  await microsoft.startFromLogin();
  await auth.seeDashboard();
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${label}` })).toBeVisible();
});

test("a sign-in refused at Microsoft shows the error page", async ({ page }) => {
  const microsoft = new MicrosoftAccount(page);
  await microsoft.signedInAs(newEmail("e2e-microsoft-refused"));
  await microsoft.refuses("access_denied");

  await microsoft.startFromLogin();
  await microsoft.seeFailure();
  await expect(page.getByText(/access_denied|declined/i)).toBeVisible();
  await new SitePage(page).seeNoSeriousAxeViolations();
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Sign in with Microsoft" })).toBeVisible();
});
