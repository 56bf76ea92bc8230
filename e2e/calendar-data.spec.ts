import { expect, type Page, test } from "@playwright/test";
import { AuthPages, newEmail } from "./pages/AuthPages";
import { LocalCheckoutPage, ManageSubscriptionPage, testCards } from "./pages/BillingPages";
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

      // A feed per member comes with the Family plan: Free is told so, then subscribes.
      await expect(
        page.getByText("A calendar for each family member comes with the Family plan."),
      ).toBeVisible();
      const manage = new ManageSubscriptionPage(page);
      await manage.goto();
      await manage.clickSubscribe("monthly");
      const checkout = new LocalCheckoutPage(page);
      await checkout.seePage();
      await checkout.pay(testCards.ok);
      await expect(page).toHaveURL(/\/dashboard\/subscription\?checkout=success$/);
      await pages.dashboard.goto("/dashboard/setup/calendar");

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

for (const size of sizes) {
  test.describe(`events by hand on a ${size.name}`, () => {
    test.use(size.use);

    test("a parent adds an event, deletes it, and Undo brings it back with its history", async ({
      page,
    }) => {
      const pages = new CalendarDataPages(page);
      await signInAsNewUser(page, "byhand");
      await pages.dashboard.goto("/dashboard/event");
      await page.getByRole("link", { name: "Add event" }).click();
      const form = page.getByRole("form", { name: "Add event" });
      await expect(form).toBeVisible();
      await expect(page).toHaveTitle("Add event · Corkboard");
      await pages.dashboard.seeNoSeriousAxeViolations();
      await form.getByLabel("Title").fill("Dentist");
      await form.getByLabel("Starts").fill(`${year}-03-04T15:30`);
      await form.getByLabel("Ends").fill(`${year}-03-04T16:00`);
      await form.getByLabel("Location").fill("Bright Smiles");
      await form.getByRole("button", { name: "Add event" }).click();

      await pages.dashboard.seeHeading("Dentist");
      await expect(page).toHaveTitle("Dentist · Corkboard");
      await expect(pages.fact("Location")).toHaveText("Bright Smiles");
      const history = page.getByRole("list", { name: "Changes, oldest first" });
      await expect(history).toContainText("Added by you");
      const address = page.url();

      await page.getByRole("button", { name: "Delete event" }).click();
      await expect(page.getByText(/The event is deleted/)).toBeVisible();
      await pages.dashboard.seeNoSeriousAxeViolations();
      await page.getByRole("button", { name: "Undo" }).click();
      await pages.dashboard.seeHeading("Dentist");
      await expect(history).toContainText("Deleted by you");
      await expect(history).toContainText("Brought back by you");

      await page.getByRole("button", { name: "Delete event" }).click();
      await expect(page.getByText(/The event is deleted/)).toBeVisible();
      // Its old link now says what happened, with the way back.
      await page.goto(address);
      await expect(page.getByText(/This event was removed/)).toBeVisible();
      await page.getByRole("link", { name: "See all events" }).click();
      await pages.dashboard.seeHeading("Events");
      await expect(page.getByRole("main").getByRole("link", { name: "Dentist" })).toHaveCount(0);
    });

    test("an unknown dashboard address says Not Found, with the way back", async ({ page }) => {
      const pages = new CalendarDataPages(page);
      await signInAsNewUser(page, "lost");
      await pages.dashboard.goto("/dashboard/no-such-page");
      await expect(page.getByRole("heading", { name: "Not Found" })).toBeVisible();
      await expect(page).toHaveTitle("Not Found · Corkboard");
      await pages.dashboard.seeNoSeriousAxeViolations();
      await page.getByRole("link", { name: "Back to the dashboard" }).click();
      await expect(page).toHaveURL(/\/dashboard\/?$/);
    });
  });
}

test.describe("the welcome and the tables", () => {
  test.use(sizes[0].use);

  test("the welcome leads with the forwarding address and the family", async ({ page }) => {
    const auth = new AuthPages(page);
    await auth.signUp(newEmail("welcome"));
    await auth.seeSignUpLanding();
    const welcome = page.getByRole("region", { name: "Welcome to Corkboard" });
    await expect(welcome.getByLabel("Forward e-mails to")).toHaveValue(/@in\.localhost$/);
    const text = (await welcome.textContent()) ?? "";
    expect(text.indexOf("Forward e-mails to")).toBeLessThan(text.indexOf("Add your family"));
    expect(text.indexOf("Add your family")).toBeLessThan(text.indexOf("whose e-mails"));
    // SPEC §2: the first step is still Contacts.
    await expect(page).toHaveURL(/\/dashboard\/setup\/contacts\?welcome=true$/);
  });

  test("a waiting e-mail's badge stays inside the Status column", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsNewUser(page, "badge");
    const intake = new DashboardIntakePages(page);
    await intake.gotoForwarder();
    const address = await intake.forwardingAddress(settings.mailDomain);
    await sendText(settings.smtpPort, {
      from: "someone-new@club.test",
      to: address,
      subject: "Football on Saturday",
      text: `Football training on 6 March ${year} at 10am.`,
    });
    await intake.gotoEmails();
    const row = intake.emailRow("Football on Saturday");
    const badge = row.locator("span", { hasText: "Waiting for approval" }).last();
    await expect(badge).toBeVisible({ timeout: 30_000 });
    const attachments = row.locator(":scope > div").nth(4);
    const badgeBox = await badge.boundingBox();
    const attachmentsBox = await attachments.boundingBox();
    expect(badgeBox).not.toBeNull();
    expect(attachmentsBox).not.toBeNull();
    if (badgeBox === null || attachmentsBox === null) return;
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(attachmentsBox.x);
  });
});

test.describe("the phone menu", () => {
  test.use(sizes[1].use);

  test("the Dashboard entry's pages show only when it is expanded", async ({ page }) => {
    const pages = new CalendarDataPages(page);
    await signInAsNewUser(page, "menu");
    await pages.dashboard.page.goto("/pricing");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    const expand = menu.getByRole("button", { name: "Dashboard pages" });
    await expect(expand).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Emails", exact: true })).toBeHidden();
    await expand.click();
    await expect(expand).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Emails", exact: true })).toBeVisible();
    await pages.dashboard.seeNoSeriousAxeViolations();
  });
});
