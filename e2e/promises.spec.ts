import { expect, test } from "@playwright/test";
import { AuthPages, newEmail } from "./pages/AuthPages";
import { LocalCheckoutPage, ManageSubscriptionPage, testCards } from "./pages/BillingPages";
import { DashboardIntakePages, MAIL_ARRIVES_MS } from "./pages/DashboardIntakePages";
import { signInAsNewUser } from "./support/accounts";
import { forwardMail } from "./support/forwardMail";
import { e2eSettings } from "./support/settings";

/** The plans' and two-step sign-in's promises, as a parent meets them. */

const settings = e2eSettings();

function daysAhead(days: number): Date {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(9, 0, 0, 0);
  return date;
}

test("on Free the 11th e-mail of the month waits, marked, and upgrading reads it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsNewUser(page, "free-limit");
  const emails = new DashboardIntakePages(page);
  const school = "office@brookside.test";
  await emails.addTrustedSender(school);
  await emails.gotoForwarder();
  const address = await emails.forwardingAddress(settings.mailDomain);
  await emails.gotoEmails();
  for (let index = 1; index <= 11; index++) {
    await forwardMail(settings.smtpPort, {
      from: school,
      to: address,
      subject: `Club night ${index}`,
      title: `Club night ${index}`,
      start: daysAhead(3 + index),
      location: "School hall",
    });
    await emails.seeEmailArrive(
      `Club night ${index}`,
      index <= 10 ? "Processed" : "Over this month's limit",
    );
  }
  const over = emails.emailRow("Club night 11");
  await expect(over).toContainText("Kept, not read yet");
  await emails.dashboard.seeNoSeriousAxeViolations();
  await page.getByRole("main").getByRole("link", { name: "Upgrade to Family" }).click();

  const manage = new ManageSubscriptionPage(page);
  await manage.seePage();
  await manage.clickSubscribe("monthly");
  const checkout = new LocalCheckoutPage(page);
  await checkout.seePage();
  await checkout.pay(testCards.ok);
  await expect(page).toHaveURL(/\/dashboard\/subscription\?checkout=success$/);

  const after = new DashboardIntakePages(page);
  await after.gotoEmails();
  await expect(after.emailRow("Club night 11")).toContainText("Processed", {
    timeout: MAIL_ARRIVES_MS,
  });
  await after.gotoEvents();
  await after.seeEventArrive("Club night 11");
});

test("two-step sign-in shows recovery codes once, and one signs in when the phone is lost", async ({
  page,
}) => {
  const auth = new AuthPages(page);
  const email = newEmail("e2e-recovery");
  await auth.signUp(email);
  await auth.seeSignUpLanding();
  await auth.enrolTotp();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const [first, second] = await codes.allTextContents();
  expect(first).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

  await auth.logOut();
  await auth.signIn(email);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await page.getByRole("button", { name: "Lost your phone? Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(first ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await auth.seeDashboard();

  // The same code does not work twice; another one does.
  await auth.logOut();
  await auth.signIn(email);
  await page.getByRole("button", { name: "Lost your phone? Use a recovery code" }).click();
  await page.getByLabel("Recovery code").fill(first ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await page.getByLabel("Recovery code").fill(second ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await auth.seeDashboard();
});
