import { test } from "@playwright/test";
import { AuthPages, newEmail } from "./pages/AuthPages";
import { CalendarDataPages } from "./pages/CalendarDataPages";
import { signInAsNewUser } from "./support/accounts";

/** Issue 13's journeys run at both sizes a parent uses. */
const sizes = [
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  {
    name: "phone",
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;

for (const size of sizes) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ ...size.use, timezoneId: "America/New_York" });

    test("sign-up records the browser's time zone, and Setup shows it", async ({ page }) => {
      const auth = new AuthPages(page);
      const pages = new CalendarDataPages(page);
      await auth.signUp(newEmail("zone"));
      await auth.seeSignUpLanding();
      await pages.seeSetupZone("America / New York");
      await pages.seeNoTimeZonePrompt();
      await pages.dashboard.seeNoSeriousAxeViolations();
      await pages.dashboard.seeNoConsoleErrors();
    });

    test("an account without a zone is asked once, and one click answers", async ({ page }) => {
      const pages = new CalendarDataPages(page);
      await signInAsNewUser(page, "nozone");
      await pages.seeTimeZonePrompt();
      await pages.dashboard.seeNoSeriousAxeViolations();
      await pages.clickUseZone("America / New York");
      await pages.seeNoTimeZonePrompt();
      await pages.dashboard.goto("/dashboard/setup/contacts");
      await pages.seeSetupZone("America / New York");
      await page.reload();
      await pages.dashboard.seeShell();
      await pages.seeSetupZone("America / New York");
      await pages.seeNoTimeZonePrompt();
    });
  });
}
