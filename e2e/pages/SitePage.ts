import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** The public site as a visitor sees it: navigation, slide-over menu, footer. */
export class SitePage {
  readonly mainNav: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly footer: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.mainNav = page.getByRole("navigation", { name: "Main" });
    this.menuButton = page.getByRole("button", { name: "Menu" });
    this.menu = page.getByRole("dialog", { name: "Menu" });
    this.footer = page.getByRole("contentinfo");
    this.heading = page.getByRole("heading", { level: 1 });
  }

  async goto(path: string) {
    const response = await this.page.goto(path);
    await this.seeHydrated();
    return response;
  }

  /** The app marks the document once React has hydrated it. */
  async seeHydrated() {
    await expect(this.page.locator("html[data-hydrated]")).toHaveCount(1);
  }

  async seeHeading(text: string) {
    await expect(this.heading).toHaveText(text);
  }

  async clickNavLink(name: string) {
    await this.mainNav.getByRole("link", { name, exact: true }).click();
  }

  async openMenu() {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
  }

  async seeNoSeriousAxeViolations() {
    const results = await new AxeBuilder({ page: this.page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      ),
    ).toEqual([]);
  }
}
