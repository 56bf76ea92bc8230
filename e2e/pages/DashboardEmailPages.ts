import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

/** Emails: the list of forwarded e-mails and one e-mail's page. */
export class DashboardEmailPages {
  readonly list: Locator;
  readonly htmlBody: Locator;
  readonly producedEvents: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.list = page.getByRole("list", { name: "Forwarded e-mails" });
    this.htmlBody = page.getByTestId("email-html");
    this.producedEvents = page.getByRole("region", { name: "Events from this e-mail" });
  }

  async gotoList() {
    await this.dashboard.goto("/dashboard/email");
    await this.seeList();
  }

  async seeList() {
    await this.dashboard.seeHeading("Emails");
    await expect(this.list).toBeVisible();
  }

  async clickEmail(subject: string) {
    await this.list.getByRole("link", { name: subject, exact: true }).click();
  }

  /** The e-mail's own page address, read from its link in the list. */
  async hrefOf(subject: string): Promise<string> {
    await this.gotoList();
    const href = await this.list
      .getByRole("link", { name: subject, exact: true })
      .getAttribute("href");
    expect(href).toMatch(/^\/dashboard\/email\/[^/]+$/);
    return href ?? "";
  }

  /** One e-mail's page with its subject as the heading, fully loaded. */
  async seeEmail(subject: string) {
    await this.dashboard.seeHeading(subject);
    await expect(this.page.getByRole("heading", { level: 2, name: "Message" })).toBeVisible();
    await this.dashboard.seeLoaded();
  }

  async seeProducedEvent(title: string) {
    await expect(this.producedEvents.getByRole("link", { name: title })).toBeVisible();
  }

  async seeIdRequired() {
    await this.dashboard.seeHeading("Email");
    await expect(this.page.getByRole("alert")).toHaveText("Email ID is required");
    await expect(this.page.getByRole("link", { name: /All e-mails/ })).toBeVisible();
  }

  /** Waits until every image the sanitised body kept has loaded or failed. */
  async seeBodyImagesSettled() {
    await expect
      .poll(() =>
        this.htmlBody.evaluate((body) =>
          Array.from(body.querySelectorAll("img")).every((image) => image.complete),
        ),
      )
      .toBe(true);
  }

  /** The rendered body holds no script, no inline handler, no `javascript:` link and no remote source. */
  async seeBodyInert() {
    await expect(this.htmlBody.locator("script")).toHaveCount(0);
    const risky = await this.htmlBody.evaluate((body) => {
      const found: string[] = [];
      for (const element of Array.from(body.querySelectorAll("*"))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith("on")) found.push(`${element.tagName} ${name}`);
          if (name === "href" && /^\s*javascript:/i.test(attribute.value))
            found.push(`${element.tagName} ${name}=${attribute.value}`);
          if (
            (name === "src" || name === "srcset" || name === "background") &&
            /^(https?:)?\/\//i.test(attribute.value.trim())
          )
            found.push(`${element.tagName} ${name}=${attribute.value}`);
        }
      }
      return found;
    });
    expect(risky).toEqual([]);
  }

  async seeRemoteImagesBlockedNote() {
    await expect(this.page.getByText(/images? from elsewhere (was|were) not loaded/)).toBeVisible();
  }
}
