import { expect, test } from "@playwright/test";
import { DashboardEventPages } from "./pages/DashboardEventPages";
import { seededAccounts, signIn } from "./support/accounts";

// The events account is seeded for this file alone (playwright.config.ts), and
// each test changes a different suggested event, so they may run side by side.

test.beforeEach(async ({ page }) => {
  await signIn(page, seededAccounts.events);
});

test("a suggested event is confirmed, and stays confirmed after a reload", async ({ page }) => {
  const events = new DashboardEventPages(page);
  const title = "Riverside Swim Club gala";
  await events.open(title);
  await events.seeSuggested();
  await events.seeSourceEmail("Stage 5 lessons for the rest of term, and the club gala");

  await events.clickConfirm();
  await events.seeConfirmedNotice();
  await events.seeConfirmed();

  await page.reload();
  await events.seeEvent(title);
  await events.seeConfirmed();
  await events.gotoList();
  await events.seeStatusInList(title, "Confirmed");
  await events.dashboard.seeNoConsoleErrors();
});

test("an event's title and location are edited, and the changes survive a reload", async ({
  page,
}) => {
  const events = new DashboardEventPages(page);
  const before = "U7 mini tournament";
  const after = "U7 mini tournament (away kit)";
  const location = "Hallam Sports Park, pitch 2";
  await events.open(before);
  await events.seeLocation("Hallam Sports Park");

  await events.clickEdit();
  await expect(events.field("Title")).toHaveValue(before);
  await events.dashboard.seeNoSeriousAxeViolations();
  await events.fillField("Title", after);
  await events.fillField("Location", location);
  await events.clickSave();
  await events.seeSaved();
  await events.dashboard.seeHeading(after);
  await events.seeLocation(location);

  await page.reload();
  await events.seeEvent(after);
  await events.seeLocation(location);
  await events.gotoList();
  await expect(events.comingUp.getByRole("link", { name: after, exact: true })).toBeVisible();
  await expect(events.comingUp.getByRole("link", { name: before, exact: true })).toHaveCount(0);
  await events.dashboard.seeNoConsoleErrors();
});

test("an end before the start is refused at the end field, and nothing is saved", async ({
  page,
}) => {
  const events = new DashboardEventPages(page);
  const title = "Orthodontic consultation: Maya";
  await events.open(title);
  await events.clickEdit();

  const start = await events.field("Starts").inputValue();
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T09:20$/);
  const end = `${start.slice(0, 10)}T08:00`;
  await events.fillField("Ends", end);
  await events.fillField("Title", `${title} (not saved)`);
  await events.clickSave();
  await events.seeFieldError("Ends", "It cannot end before it starts");
  await expect(events.field("Starts")).not.toHaveAttribute("aria-invalid", "true");
  await events.dashboard.seeNoSeriousAxeViolations();

  await page.reload();
  await events.seeEvent(title);
  await events.clickEdit();
  await expect(events.field("Ends")).toHaveValue(`${start.slice(0, 10)}T09:50`);
});
