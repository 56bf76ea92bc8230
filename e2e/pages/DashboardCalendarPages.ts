import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

/** The Events page's calendar views (Agenda, Week, Month), on a wide screen and on a phone. */
export class DashboardCalendarPages {
  readonly comingUp: Locator;
  readonly monthTable: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.comingUp = page.getByRole("region", { name: "Coming up" });
    this.monthTable = page.getByRole("table");
  }

  async goto(search = "") {
    await this.dashboard.goto(`/dashboard/event${search}`);
    await this.dashboard.seeHeading("Events");
    await this.dashboard.seeLoaded();
  }

  /** The day (`YYYY-MM-DD`) an upcoming event is listed under in the agenda. */
  async dayOf(title: string): Promise<string> {
    await this.goto();
    const day = this.comingUp
      .locator("section")
      .filter({ has: this.page.getByRole("link", { name: title, exact: true }) })
      .locator("h3 time");
    const value = await day.getAttribute("datetime");
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    return value ?? "";
  }

  async gotoMonthOf(day: string) {
    await this.goto(`?view=month&month=${day.slice(0, 7)}`);
    await expect(this.monthTable).toBeVisible();
  }

  /** Every weekday's column is on screen, none cut off or hidden to the side. */
  async seeSevenColumnsOnScreen() {
    const width = this.page.viewportSize()?.width ?? 0;
    const headers = this.monthTable.getByRole("columnheader");
    await expect(headers).toHaveCount(7);
    for (const header of await headers.all()) {
      const box = await header.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    const table = await this.monthTable.boundingBox();
    expect((table?.x ?? 0) + (table?.width ?? 0)).toBeLessThanOrEqual(width);
  }

  /** A day of the month grid on a phone: a button named by its date and event count. */
  dayButton(day: string) {
    return this.monthTable.getByRole("button", {
      name: new RegExp(`\\b${monthDayName(day)}, ${day.slice(0, 4)}\\b`),
    });
  }

  async tapDay(day: string) {
    await this.dayButton(day).tap();
  }

  /** The list under the month that a phone shows for the picked day. */
  dayPanel(day: string) {
    return this.page.getByRole("region", { name: new RegExp(`\\b${monthDayName(day)}, `) });
  }

  async clickView(name: "Agenda" | "Week" | "Month") {
    await this.viewLink(name).click();
    await expect(this.viewLink(name)).toHaveAttribute("aria-current", "page");
  }

  viewLink(name: "Agenda" | "Week" | "Month") {
    return this.page
      .getByRole("list", { name: "Show events as" })
      .getByRole("link", { name, exact: true });
  }

  /** The wide week: a day's column of hours, a list of its timed events. */
  weekColumn(day: string) {
    return this.page.getByRole("list", { name: longDayName(day), exact: true });
  }

  /** The wide week's row of all-day and multi-day bars. */
  get weekAllDay() {
    return this.page.getByRole("list", { name: "All-day and multi-day events" });
  }

  /** The phone's week: a day and its events. */
  weekDay(day: string) {
    return this.page.getByRole("region", { name: longDayName(day), exact: true });
  }

  get whose() {
    return this.page.getByRole("combobox", { name: "Whose events" });
  }

  get searchBox() {
    return this.page.getByRole("searchbox", { name: "Search events" });
  }

  async pickMember(name: string) {
    await this.whose.selectOption({ label: name });
  }

  async search(words: string) {
    await this.searchBox.fill(words);
  }

  /** The titles of the agenda's upcoming events, in order. */
  async comingUpTitles(): Promise<string[]> {
    return this.comingUp.getByRole("link").allTextContents();
  }

  eventLinks(scope: Locator, title: string) {
    return scope.getByRole("link", { name: new RegExp(`^${escapeRegExp(title)}`) });
  }
}

/** How the page names a day in the test browser's locale (en-US): `September 14`. */
export function monthDayName(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** `Monday, September 14, 2026`, as the page names a day in en-US. */
export function longDayName(day: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
