import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

/** How long forwarded mail may take from SMTP to the page (accept, process, live push). */
export const MAIL_ARRIVES_MS = 30_000;

/**
 * E-mail intake as a parent sees it: the forwarding address on Setup →
 * Forwarder, trusted senders on Setup → Contacts, the "New sender: approve
 * or block" panel above the Emails list, and mail and events arriving on
 * open pages without a reload.
 */
export class DashboardIntakePages {
  readonly address: Locator;
  readonly reviewPanel: Locator;
  readonly emails: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.address = page.getByRole("textbox", { name: "Your forwarding address" });
    this.reviewPanel = page.getByRole("region", { name: "New sender: approve or block" });
    this.emails = page.getByRole("list", { name: "Forwarded e-mails" });
  }

  async gotoForwarder() {
    await this.dashboard.goto("/dashboard/setup/forwarder");
    await expect(
      this.page.getByRole("heading", { level: 2, name: "Your forwarding address" }),
    ).toBeVisible();
  }

  /** The address the page shows, once it is there. */
  async forwardingAddress(domain: string): Promise<string> {
    await expect(this.address).toHaveValue(new RegExp(`^[a-z0-9]+@${domain.replace(".", "\\.")}$`));
    return this.address.inputValue();
  }

  async addTrustedSender(address: string) {
    await this.dashboard.goto("/dashboard/setup/contacts");
    const form = this.page.getByRole("form", { name: "Add a trusted sender" });
    await form.getByLabel("Sender's e-mail address").fill(address);
    await form.getByRole("button", { name: "Add sender" }).click();
    await expect(this.page.getByText(`${address} is a trusted sender now.`)).toBeVisible();
  }

  async gotoEmails() {
    await this.dashboard.goto("/dashboard/email");
    await this.dashboard.seeHeading("Emails");
  }

  /** A row of the Emails list by subject. */
  emailRow(subject: string): Locator {
    return this.emails.getByRole("listitem").filter({ hasText: subject });
  }

  async seeEmailArrive(subject: string, status: RegExp | string) {
    await expect(this.emailRow(subject)).toBeVisible({ timeout: MAIL_ARRIVES_MS });
    await expect(this.emailRow(subject)).toContainText(status, { timeout: MAIL_ARRIVES_MS });
  }

  reviewRow(sender: string): Locator {
    return this.reviewPanel.getByRole("listitem").filter({ hasText: sender });
  }

  async seeWaitingSender(sender: string, subject: string) {
    await expect(this.reviewRow(sender)).toBeVisible({ timeout: MAIL_ARRIVES_MS });
    await expect(this.reviewRow(sender)).toContainText(subject);
  }

  async clickApprove(sender: string) {
    await this.reviewRow(sender).getByRole("button", { name: "Approve" }).click();
  }

  async seeNoWaitingSender(sender: string) {
    await expect(this.reviewRow(sender)).toHaveCount(0);
  }

  async gotoEvents() {
    await this.dashboard.goto("/dashboard/event");
    await this.dashboard.seeHeading("Events");
  }

  async seeEventArrive(title: string) {
    await expect(this.eventLinks(title).first()).toBeVisible({ timeout: MAIL_ARRIVES_MS });
  }

  /** The Events page's links to events of this title, soonest first. */
  eventLinks(title: string): Locator {
    return this.page.getByRole("main").getByRole("link", { name: title, exact: true });
  }

  async seeEventCount(title: string, count: number) {
    await expect(this.eventLinks(title)).toHaveCount(count, { timeout: MAIL_ARRIVES_MS });
  }

  /** Opens the last event of this title in the list and waits for its page. */
  async clickLastEvent(title: string) {
    await this.eventLinks(title).last().click();
    await this.dashboard.seeHeading(title);
  }

  /** The open event's history says this, on one of its lines. */
  async seeHistoryLine(text: string) {
    await expect(
      this.page
        .getByRole("list", { name: "Changes, oldest first" })
        .getByRole("listitem")
        .filter({ hasText: text }),
    ).toBeVisible();
  }

  /** Asks for a new address and confirms; returns the new one. */
  async rotateAddress(domain: string): Promise<string> {
    const old = await this.forwardingAddress(domain);
    await this.page.getByRole("button", { name: "Rotate address" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Get a new forwarding address?" });
    await expect(dialog).toContainText(`Mail sent to ${old} will be refused from now on.`);
    await dialog.getByRole("button", { name: "Rotate address" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.address).not.toHaveValue(old);
    const fresh = await this.forwardingAddress(domain);
    await expect(
      this.page.getByRole("status").filter({ hasText: "Your new address is" }),
    ).toContainText(fresh);
    return fresh;
  }

  /** Each of these ends inside the viewport: nothing of them needs a sideways scroll. */
  async seeWithinViewport(...parts: ReadonlyArray<Locator>) {
    const width = this.page.viewportSize()?.width ?? 0;
    for (const part of parts) {
      await expect(part).toBeVisible();
      const box = await part.boundingBox();
      expect(box, "the part is laid out").not.toBeNull();
      expect(Math.ceil((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThanOrEqual(width);
    }
  }

  /** Marks the page's window, so a later check can tell it was never reloaded. */
  async markWindow() {
    await this.page.evaluate(() => {
      (window as unknown as { corkboardNotReloaded?: boolean }).corkboardNotReloaded = true;
    });
  }

  async seeNotReloaded() {
    const marked = await this.page.evaluate(
      () => (window as unknown as { corkboardNotReloaded?: boolean }).corkboardNotReloaded === true,
    );
    expect(marked, "the page was not reloaded").toBe(true);
  }
}
