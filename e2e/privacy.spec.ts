import { expect, test } from "@playwright/test";
import { AuthPages } from "./pages/AuthPages";
import { DashboardIntakePages } from "./pages/DashboardIntakePages";
import { PrivacyControls } from "./pages/PrivacyControls";
import { signInAsNewUser } from "./support/accounts";
import { forwardMail } from "./support/forwardMail";
import { e2eSettings } from "./support/settings";

/** The privacy page's promises, as a parent uses them: delete an e-mail, delete the account. */

const settings = e2eSettings();

function daysAhead(days: number): Date {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(9, 0, 0, 0);
  return date;
}

test("a forwarded e-mail is deleted, and its event stays on the calendar", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewUser(page, "delete-email");
  const emails = new DashboardIntakePages(page);
  const privacy = new PrivacyControls(page);
  const school = "office@oakfield.test";
  await emails.addTrustedSender(school);
  await emails.gotoForwarder();
  const address = await emails.forwardingAddress(settings.mailDomain);
  await emails.gotoEmails();
  await forwardMail(settings.smtpPort, {
    from: school,
    to: address,
    subject: "Book fair on Friday",
    title: "Book fair",
    start: daysAhead(5),
    location: "School hall",
  });
  await emails.seeEmailArrive("Book fair on Friday", "Processed");
  await privacy.openEmail("Book fair on Friday");
  await privacy.clickDeleteEmail({ withEvents: false });
  await privacy.seeEmailGone("Book fair on Friday");
  await emails.gotoEvents();
  await emails.seeEventArrive("Book fair");
  await privacy.dashboard.seeNoConsoleErrors();
});

test("the account is deleted after typing its address, and cannot sign in again", async ({
  page,
}) => {
  const account = await signInAsNewUser(page, "delete-account");
  const privacy = new PrivacyControls(page);
  await privacy.typeAccountAddress("someone-else@family.test");
  await privacy.seeDeleteAccountUnavailable();
  await privacy.dashboard.seeNoSeriousAxeViolations();

  await privacy.typeAccountAddress(account.email.toUpperCase());
  await privacy.clickDeleteAccount();
  await expect(page).toHaveURL(/\/login/);

  const auth = new AuthPages(page);
  await auth.signIn(account.email, account.password);
  await expect(page.getByRole("alert")).toContainText("That e-mail and password do not match");
  await expect(page).toHaveURL(/\/login/);
});
