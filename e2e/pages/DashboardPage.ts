import { expect, type Locator, type Page } from "@playwright/test";
import { SitePage } from "./SitePage";

/**
 * The dashboard's shell as a signed-in parent sees it: the dashboard
 * navigation beside the page, the page's heading, and what the browser
 * reported while it ran (console errors, uncaught exceptions).
 */
export class DashboardPage {
  readonly nav: Locator;
  readonly heading: Locator;
  readonly site: SitePage;
  /** Console errors and uncaught exceptions since this object was made. */
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    this.nav = page.getByRole("navigation", { name: "Dashboard" });
    // The page's own heading comes first; an e-mail's body shown below may bring its own h1.
    this.heading = page.getByRole("heading", { level: 1 }).first();
    this.site = new SitePage(page);
    page.on("console", (message) => {
      // A failed load says which resource, so a report names the URL and not only the status.
      const where = message.location().url;
      if (message.type() === "error")
        this.errors.push(where === "" ? message.text() : `${message.text()} (${where})`);
    });
    page.on("pageerror", (error) => this.errors.push(error.message));
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.seeShell();
    return response;
  }

  /** Signed in: the dashboard navigation is there. */
  async seeShell() {
    await expect(this.nav).toBeVisible();
  }

  async seeHeading(text: string | RegExp) {
    await expect(this.heading).toHaveText(text);
  }

  async seeUrl(url: string | RegExp) {
    await expect(this.page).toHaveURL(url);
  }

  async clickNavLink(name: string) {
    await this.nav.getByRole("link", { name, exact: true }).click();
  }

  /** The top bar's Dashboard link, back to the dashboard's home. */
  async clickHomeLink() {
    await this.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard", exact: true })
      .click();
  }

  async seeCurrentNavLink(name: string) {
    await expect(this.nav.getByRole("link", { name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  }

  /** The page has finished loading its data: no busy placeholder or spinner is left. */
  async seeLoaded() {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(this.page.getByTestId("spinner")).toHaveCount(0);
    await expect(
      this.page.getByRole("status").filter({ hasText: /^(Loading|Looking for|Finding)/ }),
    ).toHaveCount(0);
  }

  async seeNoConsoleErrors() {
    expect(this.errors).toEqual([]);
  }

  async seeNoSeriousAxeViolations() {
    await this.site.seeNoSeriousAxeViolations();
  }

  /** Nothing pokes out sideways: the page never scrolls horizontally. */
  async seeNoHorizontalScroll() {
    const overflow = await this.page.evaluate(() => {
      const root = document.documentElement;
      return { scrollWidth: root.scrollWidth, viewport: root.clientWidth };
    });
    expect(
      overflow.scrollWidth,
      `page is ${overflow.scrollWidth}px wide in a ${overflow.viewport}px viewport`,
    ).toBeLessThanOrEqual(overflow.viewport);
  }

  /** Where a link on the page leads (to open that page from a direct URL next). */
  async hrefOfLink(name: string): Promise<string> {
    const link = this.page.getByRole("link", { name, exact: true }).first();
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href).not.toBeNull();
    return href ?? "";
  }
}
