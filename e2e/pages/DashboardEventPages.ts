import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

/** Events: the list, the month view, and one event's page with Confirm, Dismiss and Edit. */
export class DashboardEventPages {
  readonly comingUp: Locator;
  readonly monthTable: Locator;
  readonly editForm: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.comingUp = page.getByRole("region", { name: "Coming up" });
    this.monthTable = page.getByRole("table");
    this.editForm = page.getByRole("form", { name: "Edit event" });
  }

  async gotoList() {
    await this.dashboard.goto("/dashboard/event");
    await this.seeList();
  }

  async seeList() {
    await this.dashboard.seeHeading("Events");
    await expect(this.comingUp).toBeVisible();
  }

  async seeMonth() {
    await this.dashboard.seeHeading("Events");
    await expect(this.monthTable).toBeVisible();
  }

  async clickView(name: "Agenda" | "Week" | "Month") {
    await this.page
      .getByRole("list", { name: "Show events as" })
      .getByRole("link", { name, exact: true })
      .click();
  }

  async clickEvent(title: string) {
    await this.comingUp.getByRole("link", { name: title, exact: true }).click();
  }

  /** The event's own page address, read from its link in the list. */
  async hrefOf(title: string): Promise<string> {
    await this.gotoList();
    const href = await this.comingUp
      .getByRole("link", { name: title, exact: true })
      .getAttribute("href");
    expect(href).toMatch(/^\/dashboard\/event\/[^/]+$/);
    return href ?? "";
  }

  /** Opens an upcoming event from the list. */
  async open(title: string) {
    await this.gotoList();
    await this.clickEvent(title);
    await this.seeEvent(title);
  }

  async seeEvent(title: string) {
    await this.dashboard.seeHeading(title);
    await expect(this.page.getByRole("button", { name: "Edit event" })).toBeVisible();
    await this.dashboard.seeLoaded();
  }

  async seeSourceEmail(subject: string) {
    await expect(
      this.page.getByRole("region", { name: "From the e-mail" }).getByRole("link", {
        name: subject,
      }),
    ).toBeVisible();
  }

  async seeSuggested() {
    await expect(this.page.getByText(/^Corkboard found this in an e-mail\./)).toBeVisible();
    await expect(this.page.getByRole("button", { name: "Confirm", exact: true })).toBeVisible();
  }

  async clickConfirm() {
    await this.page.getByRole("button", { name: "Confirm", exact: true }).click();
  }

  async seeConfirmed() {
    await expect(
      this.page.getByText("It is on your calendar and in your calendar feed.", { exact: true }),
    ).toBeVisible();
    await expect(this.page.getByRole("button", { name: "Confirm", exact: true })).toHaveCount(0);
    await expect(this.page.getByRole("button", { name: "Dismiss", exact: true })).toBeVisible();
  }

  async seeConfirmedNotice() {
    await expect(this.page.getByText("Confirmed. It is on your calendar now.")).toBeVisible();
  }

  /** The event's row in the list shows its status. */
  async seeStatusInList(title: string, status: "Suggested" | "Confirmed" | "Dismissed") {
    const row = this.comingUp
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
    await expect(row).toContainText(status);
  }

  async clickEdit() {
    await this.page.getByRole("button", { name: "Edit event" }).click();
    await expect(this.editForm).toBeVisible();
  }

  field(label: "Title" | "Starts" | "Ends" | "Location") {
    return this.editForm.getByLabel(label, { exact: true });
  }

  async fillField(label: "Title" | "Starts" | "Ends" | "Location", value: string) {
    await this.field(label).fill(value);
  }

  async clickSave() {
    await this.editForm.getByRole("button", { name: "Save changes" }).click();
  }

  async seeSaved() {
    await expect(this.page.getByText("Your changes are saved.")).toBeVisible();
    await expect(this.editForm).toHaveCount(0);
  }

  async seeLocation(location: string) {
    await expect(this.fact("Location")).toHaveText(location);
  }

  /** What the event's facts say under a term (When, Location, Family members, Description). */
  fact(term: string) {
    return this.page
      .locator("dt", { hasText: new RegExp(`^${escapeRegExp(term)}$`) })
      .locator("xpath=following-sibling::dd[1]");
  }

  /** A field marked invalid, its message read with it. */
  async seeFieldError(label: "Title" | "Starts" | "Ends" | "Location", message: string) {
    const field = this.field(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    await expect(this.editForm.getByText(message, { exact: true })).toBeVisible();
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
