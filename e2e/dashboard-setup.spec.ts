import { expect, test } from "@playwright/test";
import { DashboardPage } from "./pages/DashboardPage";
import { DashboardSetupPages } from "./pages/DashboardSetupPages";
import { seededAccounts, signIn } from "./support/accounts";

test.beforeEach(async ({ page }) => {
  await signIn(page, seededAccounts.reader);
});

for (const path of ["/dashboard/setup", "/dashboard/setup/"]) {
  test(`${path}?a=1&welcome=TRUE goes on to Contacts with the search and the welcome`, async ({
    page,
  }) => {
    const setup = new DashboardSetupPages(page);
    await setup.dashboard.goto("/dashboard/family");
    await setup.dashboard.seeHeading("Family");

    await setup.dashboard.goto(`${path}?a=1&welcome=TRUE`);
    await expect(page).toHaveURL(/\/dashboard\/setup\/contacts\?a=1&welcome=TRUE$/);
    await setup.seeStep("Contacts");
    await setup.seeWelcome();
    await setup.seeTrustedSender("office@maplewood-primary.example");
    await setup.dashboard.seeNoSeriousAxeViolations();

    // The redirect replaced the setup entry: Back returns to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\/family$/);
    await setup.dashboard.seeHeading("Family");
    await setup.dashboard.seeNoConsoleErrors();
  });
}

test("the Setup link replaces its own entry too, and Back skips /dashboard/setup", async ({
  page,
}) => {
  const setup = new DashboardSetupPages(page);
  await setup.dashboard.goto("/dashboard/help");
  await setup.dashboard.clickNavLink("Setup");
  await expect(page).toHaveURL(/\/dashboard\/setup\/contacts$/);
  await setup.seeStep("Contacts");
  await setup.seeNoWelcome();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await setup.dashboard.seeHeading("Help");
});

test("the welcome stays through the steps until it is hidden, keeping the other parameters", async ({
  page,
}) => {
  const setup = new DashboardSetupPages(page);
  await setup.dashboard.goto("/dashboard/setup?a=1&welcome=TRUE");
  await setup.seeWelcome();
  await setup.clickStep("Calendar");
  await expect(page).toHaveURL(/\/dashboard\/setup\/calendar\?a=1&welcome=TRUE$/);
  await setup.seeStep("Calendar");
  await setup.seeWelcome();
  await setup.clickHideWelcome();
  await setup.seeNoWelcome();
  await expect(page).toHaveURL(/\/dashboard\/setup\/calendar\?a=1$/);
});

for (const welcome of ["1", "yes", ""]) {
  test(`welcome=${welcome === "" ? "(empty)" : welcome} shows no welcome`, async ({ page }) => {
    const setup = new DashboardSetupPages(page);
    await setup.dashboard.goto(`/dashboard/setup?welcome=${welcome}`);
    await expect(page).toHaveURL(/\/dashboard\/setup\/contacts\?welcome=/);
    await setup.seeStep("Contacts");
    await setup.seeNoWelcome();
  });
}

test("Setup → Calendar shows the feed, which serves the confirmed events as iCalendar", async ({
  page,
}) => {
  const setup = new DashboardSetupPages(page);
  await setup.goto("Calendar");
  const url = await setup.feedUrl();
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);

  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
  // Long lines are folded (RFC 5545 §3.1): unfold them before reading.
  const calendar = (await response.text()).replace(/\r?\n[ \t]/g, "");
  expect(calendar).toMatch(/^BEGIN:VCALENDAR/);
  const summaries = calendar
    .split(/\r?\n/)
    .filter((line) => line.startsWith("SUMMARY"))
    .map((line) => line.slice(line.indexOf(":") + 1).replace(/\\([,;\\])/g, "$1"));
  // Titles start with whose event it is ("Leo: Harvest festival assembly", issue 13): compare what follows.
  const titles = summaries.map((summary) => summary.replace(/^[^:]+: (?=.)/, ""));
  // The seed's confirmed events (server/seed/data.ts) are in it ...
  for (const title of [
    "Harvest festival assembly",
    "School photographs",
    "Year 4 trip to the Science Museum",
    "INSET day: school closed",
    "U7s home match v Oakfield Rovers",
    "Dentist check-up: Leo",
    "Sam in Edinburgh (conference)",
    "Grandma visiting",
  ]) {
    expect(titles).toContain(title);
  }
  expect(summaries).toContain("Leo: Harvest festival assembly");
  // ... and its suggested and dismissed ones are not.
  for (const title of ["Ella's 9th birthday party", "Riverside Swim Club gala", "PTA quiz night"]) {
    expect(titles).not.toContain(title);
  }

  // Integrations shows the same address.
  const dashboard = new DashboardPage(page);
  await dashboard.goto("/dashboard/integrations");
  await expect(page.getByRole("textbox", { name: "Your calendar address" })).toHaveValue(url);
});
