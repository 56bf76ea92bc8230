import { expect, test } from "@playwright/test";
import { DashboardEmailPages } from "./pages/DashboardEmailPages";
import { seededEmail } from "./pages/DashboardRoutes";
import { seededAccounts, signIn } from "./support/accounts";

/** The seeded e-mail whose HTML carries a script, an `onerror` handler and a tracking pixel. */
const hostileEmail = "Photo day: order form";

test.beforeEach(async ({ page }) => {
  await signIn(page, seededAccounts.reader);
});

test("an e-mail's embedded script never runs and its remote image is never fetched", async ({
  page,
}) => {
  const emails = new DashboardEmailPages(page);
  const trackerRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname === "tracker.example") trackerRequests.push(request.url());
  });
  // Answer rather than wait on a name that does not resolve; either way it is recorded above.
  await page.route("**://tracker.example/**", (route) => route.abort());

  const href = await emails.hrefOf(hostileEmail);
  await emails.dashboard.goto(href);
  await emails.seeEmail(hostileEmail);
  await expect(emails.htmlBody).toBeVisible();
  await emails.seeBodyImagesSettled();

  await emails.seeBodyInert();
  await emails.seeRemoteImagesBlockedNote();
  expect(await page.evaluate(() => "__emailScriptRan" in window)).toBe(false);
  expect(
    await page.evaluate(() => (window as { __emailScriptRan?: unknown }).__emailScriptRan),
  ).toBe(undefined);
  expect(trackerRequests).toEqual([]);
  await emails.dashboard.seeNoSeriousAxeViolations();
});

test("an e-mail opened from the list shows the events it produced, which lead to them", async ({
  page,
}) => {
  const emails = new DashboardEmailPages(page);
  await emails.gotoList();
  await emails.clickEmail(seededEmail.subject);
  await emails.seeEmail(seededEmail.subject);
  await emails.seeProducedEvent(seededEmail.eventTitle);
  await emails.producedEvents.getByRole("link", { name: seededEmail.eventTitle }).click();
  await expect(page).toHaveURL(/\/dashboard\/event\/[^/]+$/);
  await emails.dashboard.seeHeading(seededEmail.eventTitle);
});

test("/dashboard/email/ without an id says 'Email ID is required'", async ({ page }) => {
  const emails = new DashboardEmailPages(page);
  await emails.dashboard.goto("/dashboard/email/");
  await emails.seeIdRequired();
  await emails.dashboard.seeNoSeriousAxeViolations();
  await emails.dashboard.seeNoConsoleErrors();
  await page.getByRole("link", { name: /All e-mails/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/email$/);
  await emails.seeList();
});
