import { expect, test } from "@playwright/test";
import { SitePage } from "./pages/SitePage";
import { publicPages } from "./routes";

const navLinks: ReadonlyArray<[string, string]> = [
  ["How It Works", "/how-it-works"],
  ["Features", "/features"],
  ["About", "/about"],
  ["FAQ", "/faq"],
  ["Pricing", "/pricing"],
];

const headingOf = (path: string) => publicPages.find((page) => page.path === path)?.heading ?? "";

test("every link of the navigation bar opens its page", async ({ page }) => {
  const site = new SitePage(page);
  await site.goto("/");
  for (const [name, path] of navLinks) {
    await site.clickNavLink(name);
    await expect(page).toHaveURL(path);
    await site.seeHeading(headingOf(path));
  }
  await site.mainNav.getByRole("link", { name: "Corkboard home" }).click();
  await expect(page).toHaveURL("/");
  await site.seeHeading(headingOf("/"));
  await expect(site.mainNav.getByRole("link", { name: "Get Started" })).toHaveAttribute(
    "href",
    "/signup",
  );
  await expect(site.mainNav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
});

test("an unknown route shows the not-found texts and its button returns home", async ({ page }) => {
  const site = new SitePage(page);
  const response = await site.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await site.seeHeading("Page not found!");
  await expect(page.getByText("The page you are looking for does not exist (yet?)")).toBeVisible();
  await page.getByRole("link", { name: "Return to the home page" }).click();
  await expect(page).toHaveURL("/");
  await site.seeHeading(headingOf("/"));
});

test("the footer links the terms and the privacy policy and shows the current year", async ({
  page,
}) => {
  const site = new SitePage(page);
  await site.goto("/");
  await expect(site.footer).toContainText(`© ${new Date().getFullYear()} Corkboard`);
  await site.footer.getByRole("link", { name: "Terms of Service" }).click();
  await site.seeHeading("Terms of Service");
  await site.footer.getByRole("link", { name: "Privacy Policy" }).click();
  await site.seeHeading("Privacy Policy");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the links move into a slide-over menu", async ({ page }) => {
    const site = new SitePage(page);
    await site.goto("/");
    await expect(site.mainNav.getByRole("link", { name: "Pricing" })).toBeHidden();
    await expect(site.menuButton).toBeVisible();
    await expect(site.menuButton).toHaveAttribute("aria-expanded", "false");
    await site.seeNoSeriousAxeViolations();
  });

  test("the menu traps focus, closes on Escape and returns focus", async ({ page }) => {
    const site = new SitePage(page);
    await site.goto("/");
    await site.openMenu();
    await expect(site.menuButton).toHaveAttribute("aria-expanded", "true");
    await site.seeNoSeriousAxeViolations();
    // Many Tabs never leave the dialog.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab");
      expect(await site.menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press("Escape");
    await expect(site.menu).toBeHidden();
    await expect(site.menuButton).toBeFocused();
  });

  test("a link in the menu navigates and closes it", async ({ page }) => {
    const site = new SitePage(page);
    await site.goto("/");
    for (const [name, path] of navLinks) {
      await site.openMenu();
      await site.menu.getByRole("link", { name, exact: true }).click();
      await expect(site.menu).toBeHidden();
      await expect(page).toHaveURL(path);
      await site.seeHeading(headingOf(path));
    }
  });

  test("a tap on the backdrop closes the menu", async ({ page }) => {
    const site = new SitePage(page);
    await site.goto("/");
    await site.openMenu();
    await page.mouse.click(20, 400);
    await expect(site.menu).toBeHidden();
  });

  test("the menu offers Login and Get Started", async ({ page }) => {
    const site = new SitePage(page);
    await site.goto("/");
    await site.openMenu();
    await expect(site.menu.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(site.menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });
});
