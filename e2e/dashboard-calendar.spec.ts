import { expect, test } from "@playwright/test";
import { DashboardCalendarPages } from "./pages/DashboardCalendarPages";
import { seededAccounts, signIn } from "./support/accounts";

// The reader account's seeded calendar, only read. Holiday club is an
// all-day event over five days (server/seed/data.ts).
const multiDay = "Holiday club";

test.beforeEach(async ({ page }) => {
  await signIn(page, seededAccounts.reader);
});

test("the month draws a multi-day event once, as a bar, and is walked with the keyboard", async ({
  page,
}) => {
  const calendar = new DashboardCalendarPages(page);
  const first = await calendar.dayOf(multiDay);
  await calendar.gotoMonthOf(first);
  await calendar.seeSevenColumnsOnScreen();

  // Five days, one bar per week it touches (one or two), never one per day.
  const bars = calendar.eventLinks(calendar.monthTable, multiDay);
  const count = await bars.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(2);
  const cell = await calendar.monthTable.getByRole("cell").first().boundingBox();
  const widest = Math.max(
    ...(await Promise.all(
      (await bars.all()).map(async (bar) => (await bar.boundingBox())?.width ?? 0),
    )),
  );
  expect(widest).toBeGreaterThan((cell?.width ?? 0) * 1.5);

  // The grid's links follow the month's buttons in the tab order.
  await page.getByRole("button", { name: /^Next month/ }).focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAttribute("href", /^\/dashboard\/event\/[^/]+$/);
  await calendar.dashboard.seeNoSeriousAxeViolations();
  await calendar.dashboard.seeNoConsoleErrors();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the month fits the screen: seven narrow columns, a tapped day listed below", async ({
    page,
  }) => {
    const calendar = new DashboardCalendarPages(page);
    const first = await calendar.dayOf(multiDay);
    await calendar.gotoMonthOf(first);
    await calendar.seeSevenColumnsOnScreen();
    await calendar.dashboard.seeNoHorizontalScroll();
    // No titles squeezed into the narrow columns (where they broke mid-word): a dot per event.
    await expect(calendar.monthTable.getByRole("link")).toHaveCount(0);
    await expect(calendar.dayButton(first)).toHaveAccessibleName(/, \d+ events?$/);

    await calendar.tapDay(first);
    await expect(calendar.dayButton(first)).toHaveAttribute("aria-pressed", "true");
    const panel = calendar.dayPanel(first);
    await expect(calendar.eventLinks(panel, multiDay)).toBeVisible();
    await calendar.dashboard.seeUrl(new RegExp(`[?&]day=${first}`));

    // The keyboard picks a day too.
    const next = await calendar
      .dayButton(first)
      .evaluate(
        (button) =>
          button
            .closest("td")
            ?.nextElementSibling?.querySelector("button")
            ?.getAttribute("aria-label") ?? "",
      );
    await calendar.dayButton(first).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: next })).toHaveAttribute("aria-pressed", "true");
    await calendar.dashboard.seeNoSeriousAxeViolations();
    await calendar.dashboard.seeNoConsoleErrors();
  });
});

test("the week is a time grid: timed events in their day's column, all-day ones as bars above", async ({
  page,
}) => {
  const calendar = new DashboardCalendarPages(page);
  const timed = "Orthodontic consultation: Maya";
  const day = await calendar.dayOf(timed);
  const holiday = await calendar.dayOf(multiDay);
  await calendar.clickView("Week");
  await calendar.dashboard.seeUrl(/\/dashboard\/event\?view=week$/);
  await expect(calendar.weekAllDay).toBeVisible();

  await calendar.goto(`?view=week&week=${day}`);
  await expect(calendar.eventLinks(calendar.weekColumn(day), timed)).toBeVisible();
  await calendar.dashboard.seeNoSeriousAxeViolations();

  await calendar.goto(`?view=week&week=${holiday}`);
  await expect(calendar.eventLinks(calendar.weekAllDay, multiDay)).toHaveCount(1);
  await expect(calendar.eventLinks(calendar.weekColumn(holiday), multiDay)).toHaveCount(0);
  await calendar.dashboard.seeNoConsoleErrors();
});

test.describe("on a phone, the views", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("open on the agenda; the week is a list of its days", async ({ page }) => {
    const calendar = new DashboardCalendarPages(page);
    const timed = "Orthodontic consultation: Maya";
    await calendar.goto();
    await expect(calendar.viewLink("Agenda")).toHaveAttribute("aria-current", "page");
    await expect(calendar.comingUp).toBeVisible();
    await calendar.dashboard.seeNoHorizontalScroll();
    await calendar.dashboard.seeNoSeriousAxeViolations();

    const day = await calendar.dayOf(timed);
    await calendar.goto(`?view=week&week=${day}`);
    await expect(calendar.eventLinks(calendar.weekDay(day), timed)).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(7);
    await expect(calendar.weekAllDay).toBeHidden();
    await calendar.dashboard.seeNoHorizontalScroll();
    await calendar.dashboard.seeNoSeriousAxeViolations();
    await calendar.dashboard.seeNoConsoleErrors();
  });
});

test("filter by family member and search in every view, kept in the URL", async ({ page }) => {
  const calendar = new DashboardCalendarPages(page);
  const gala = "Riverside Swim Club gala";
  const galaDay = await calendar.dayOf(gala);
  await calendar.goto();
  await calendar.pickMember("Maya Harper");
  await calendar.dashboard.seeUrl(/[?&]member=[^&]+/);
  await expect(calendar.eventLinks(calendar.comingUp, gala)).toBeVisible();
  await expect(calendar.eventLinks(calendar.comingUp, "U7 mini tournament")).toHaveCount(0);

  // The notes are searched too: only the gala asks for timekeepers.
  await calendar.search("Timekeeping");
  await calendar.dashboard.seeUrl(/[?&]q=Timekeeping/);
  await expect.poll(() => calendar.comingUpTitles()).toEqual([gala]);
  await calendar.dashboard.seeNoSeriousAxeViolations();

  await calendar.clickView("Month");
  await calendar.dashboard.seeUrl(/view=month.*member=.*q=Timekeeping/);
  await page.reload();
  await expect(calendar.searchBox).toHaveValue("Timekeeping");
  await expect(calendar.whose.locator("option:checked")).toHaveText("Maya Harper");
  const url = new URL(page.url());
  url.searchParams.set("month", galaDay.slice(0, 7));
  await page.goto(url.toString());
  await expect(calendar.monthTable.getByRole("link")).toHaveCount(1);
  await expect(calendar.eventLinks(calendar.monthTable, gala)).toBeVisible();
  await calendar.dashboard.seeNoConsoleErrors();
});

test.describe("on a phone, the filters", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("narrow the week to what is searched for", async ({ page }) => {
    const calendar = new DashboardCalendarPages(page);
    const gala = "Riverside Swim Club gala";
    const galaDay = await calendar.dayOf(gala);
    await calendar.goto(`?view=week&week=${galaDay}`);
    await calendar.search("gala");
    await calendar.dashboard.seeUrl(/view=week.*q=gala/);
    await expect(calendar.eventLinks(calendar.weekDay(galaDay), gala)).toBeVisible();
    // The other six days have nothing that matches.
    await expect(page.getByText("Nothing planned.", { exact: true })).toHaveCount(6);
    await calendar.dashboard.seeNoHorizontalScroll();
    await calendar.dashboard.seeNoSeriousAxeViolations();
  });
});
