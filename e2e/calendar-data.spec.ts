import { expect, type Page, test } from "@playwright/test";
import { AuthPages, newEmail } from "./pages/AuthPages";
import { CalendarDataPages } from "./pages/CalendarDataPages";
import { DashboardIntakePages } from "./pages/DashboardIntakePages";
import { signInAsNewUser } from "./support/accounts";
import { sendText } from "./support/forwardMail";
import { e2eSettings } from "./support/settings";

const settings = e2eSettings();

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

/** Next year, so that every date the mail names is still ahead. */
const year = new Date().getUTCFullYear() + 1;
const school = "office@highfield.test";

/** A new account that trusts the school, and its forwarding address. */
async function familyWithSchool(page: Page): Promise<string> {
  await signInAsNewUser(page, "family");
  const intake = new DashboardIntakePages(page);
  await intake.addTrustedSender(school);
  await intake.gotoForwarder();
  return intake.forwardingAddress(settings.mailDomain);
}

for (const size of sizes) {
  test.describe(`family mail on a ${size.name}`, () => {
    test.use(size.use);

    test("a change e-mail with a reason moves the event and keeps its place", async ({ page }) => {
      test.setTimeout(120_000);
      const pages = new CalendarDataPages(page);
      const address = await familyWithSchool(page);
      await sendText(settings.smtpPort, {
        from: school,
        to: address,
        subject: "Winter concert",
        text: `Our winter concert will be on 15 December ${year} from 6pm to 7:30pm at Highfield Village Hall.`,
      });
      await pages.openEvent(/winter concert/i);
      await expect(pages.fact("Location")).toHaveText(/Highfield Village Hall/);
      await sendText(settings.smtpPort, {
        from: school,
        to: address,
        subject: "Winter concert moved",
        text: `The winter concert has been moved to 16 December ${year} at 2pm, because the hall is needed for the Year 6 exams.`,
      });
      await expect(
        page.getByRole("list", { name: "Changes, oldest first" }).getByRole("listitem"),
      ).toHaveCount(2, { timeout: 30_000 });
      await page.reload();
      await pages.dashboard.seeShell();
      await expect(pages.fact("When")).toContainText("16");
      await expect(pages.fact("Location")).toHaveText(/Highfield Village Hall/);
      await expect(pages.fact("Location")).not.toContainText(/because/i);
      await pages.dashboard.seeNoConsoleErrors();
    });

    test("a nickname tags the member, and the feeds carry their name", async ({ page }) => {
      test.setTimeout(120_000);
      const pages = new CalendarDataPages(page);
      const address = await familyWithSchool(page);
      await pages.addMember("Emma Parker", "Em, Emmy");
      await expect(page.getByText("Em, Emmy", { exact: true })).toBeVisible();
      await sendText(settings.smtpPort, {
        from: school,
        to: address,
        subject: "Class trip",
        text: `Emmy's class trip to the Science Museum is on 3 December ${year} at 9am.`,
      });
      await pages.openEvent(/class trip/i);
      await expect(pages.fact("Family members")).toContainText("Emma Parker");
      await page.getByRole("button", { name: "Confirm" }).first().click();
      await expect(page.getByText(/confirmed/i).first()).toBeVisible();

      await pages.dashboard.goto("/dashboard/setup/calendar");
      const family = await pages.readFeed(await pages.feedAddress("Your calendar address"));
      expect(family.text).toMatch(/SUMMARY:Emma: /);
      expect(family.text).toContain("CATEGORIES:Emma Parker");
      expect(family.text).toContain("ATTENDEE;CN=Emma Parker");
      await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
        "href",
        /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F/,
      );
      await expect(
        page.getByRole("link", { name: "Subscribe in your calendar app" }),
      ).toHaveAttribute("href", /^webcal:\/\//);

      await page.getByRole("button", { name: "Show Emma Parker's calendar address" }).click();
      const own = await pages.feedAddress("Emma Parker's calendar address");
      const ownFeed = await pages.readFeed(own);
      expect(ownFeed.status).toBe(200);
      expect(ownFeed.text).toContain("X-WR-CALNAME:Corkboard: Emma Parker");
      expect(ownFeed.text).toMatch(/SUMMARY:Emma: /);
      await pages.dashboard.seeNoSeriousAxeViolations();
      await page.getByRole("button", { name: "Turn off Emma Parker's feed" }).click();
      await expect(page.getByText("Emma Parker's calendar feed is off.")).toBeVisible();
      expect((await pages.readFeed(own)).status).toBe(404);
      // The family's feed stays on.
      expect((await pages.readFeed(await pages.feedAddress("Your calendar address"))).status).toBe(
        200,
      );
      await pages.dashboard.seeNoConsoleErrors();
    });
  });
}
