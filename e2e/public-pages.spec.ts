import { expect, test } from "@playwright/test";
import { SitePage } from "./pages/SitePage";
import { publicPages } from "./routes";

for (const { path, heading } of publicPages) {
  test(`${path} shows its heading and passes axe`, async ({ page }) => {
    const site = new SitePage(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await site.goto(path);
    expect(response?.status()).toBe(200);
    await site.seeHeading(heading);
    await site.seeNoSeriousAxeViolations();
    // Hydration mismatches and CSP refusals show up as console errors.
    expect(errors).toEqual([]);
  });
}

test.describe("in the dark colour scheme", () => {
  test.use({ colorScheme: "dark" });

  for (const { path, heading } of publicPages) {
    test(`${path} keeps its contrast and passes axe`, async ({ page }) => {
      const site = new SitePage(page);
      await site.goto(path);
      await site.seeHeading(heading);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe("rgb(27, 23, 20)");
      await site.seeNoSeriousAxeViolations();
    });
  }
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of publicPages) {
    test(`${path} is readable from its prerendered HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const text = await page.locator("main").innerText();
      expect(text.length).toBeGreaterThan(path === "/not-found" ? 40 : 400);
      await expect(page.getByRole("contentinfo")).toContainText(
        `© ${new Date().getFullYear()} Corkboard`,
      );
    });
  }
});

test("public pages never load dashboard or auth code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await new SitePage(page).goto("/");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /dashboard|auth|supabase|stripe|msal/i.test(script))).toEqual(
    [],
  );
});
