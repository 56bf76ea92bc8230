import { expect, test } from "@playwright/test";
import { AuthPages, newEmail, strongPassword, totpCode } from "./pages/AuthPages";
import { SitePage } from "./pages/SitePage";
import { signUpThroughApi } from "./support/accounts";

test("sign-up lands on Setup with the welcome, and logout on the login page", async ({ page }) => {
  const auth = new AuthPages(page);
  const email = newEmail("e2e-signup");
  await auth.signUp(email);
  await auth.seeSignUpLanding();
  await expect(page.getByRole("heading", { level: 1, name: "Setup" })).toBeVisible();
  await new SitePage(page).seeNoSeriousAxeViolations();
  await page.goto("/dashboard");
  await auth.seeDashboard();
  await expect(
    page.getByRole("heading", { level: 1, name: `Hello, ${email.split("@")[0]}` }),
  ).toBeVisible();
  await new SitePage(page).seeNoSeriousAxeViolations();
  await auth.logOut();
  await expect(page).toHaveURL(/\/login/);
});

test("a dashboard page while signed out asks to sign in, then returns to it", async ({ page }) => {
  const auth = new AuthPages(page);
  const email = newEmail("e2e-redirect");
  expect((await signUpThroughApi(page, email, strongPassword)).ok()).toBe(true);
  await page.goto("/dashboard/x");
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)dashboard(%2F|\/)x$/);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(strongPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/x$/);
  void auth;
});

test("the login page while signed in goes to the dashboard", async ({ page }) => {
  const auth = new AuthPages(page);
  await auth.signUp(newEmail("e2e-signedin"));
  await auth.seeSignUpLanding();
  await page.goto("/login");
  await auth.seeDashboard();
  await page.goto("/signup");
  await auth.seeDashboard();
});

test("a second factor is set up in Preferences and asked for at the next sign-in", async ({
  page,
}) => {
  const auth = new AuthPages(page);
  const email = newEmail("e2e-totp");
  await auth.signUp(email);
  await auth.seeSignUpLanding();
  const secret = await auth.enrolTotp();
  await new SitePage(page).seeNoSeriousAxeViolations();

  await auth.logOut();
  await expect(page).toHaveURL(/\/login/);
  await auth.signIn(email);
  await auth.enterCode(totpCode(secret));
  await auth.seeDashboard();
});

test("a forgotten password is reset through the e-mailed link", async ({ page }) => {
  const auth = new AuthPages(page);
  const email = newEmail("e2e-reset");
  expect((await signUpThroughApi(page, email, strongPassword)).ok()).toBe(true);
  await page.goto("/password-reset");
  await new SitePage(page).seeNoSeriousAxeViolations();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("Check your inbox.")).toBeVisible();

  const mail = await auth.latestMail(email);
  expect(mail?.kind).toBe("recovery");
  await page.goto(mail?.link ?? "");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("Fresh-password-2027");
  await page.getByRole("button", { name: "Save new password" }).click();
  await auth.seeDashboard();

  await auth.logOut();
  await auth.signIn(email, "Fresh-password-2027");
  await auth.seeDashboard();
});

test("signing out in one tab signs out the other", async ({ context }) => {
  const first = await context.newPage();
  const auth = new AuthPages(first);
  await auth.signUp(newEmail("e2e-tabs"));
  await auth.seeSignUpLanding();
  const second = await context.newPage();
  await second.goto("/dashboard");
  await new AuthPages(second).seeDashboard();
  await auth.logOut();
  await expect(second).toHaveURL(/\/login/);
});

for (const path of [
  "/login",
  "/signup",
  "/password-reset",
  "/callback#error=access_denied&error_description=Email+link+is+invalid+or+has+expired",
]) {
  test(`${path.split("#")[0]} passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await new SitePage(page).seeNoSeriousAxeViolations();
  });
}
