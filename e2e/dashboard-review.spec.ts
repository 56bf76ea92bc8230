import { expect, type Page, test } from "@playwright/test";
import { DashboardIntakePages } from "./pages/DashboardIntakePages";
import { DashboardReviewPages } from "./pages/DashboardReviewPages";
import { signInAsNewUser } from "./support/accounts";
import { forwardMail } from "./support/forwardMail";
import { e2eSettings } from "./support/settings";

/**
 * Suggested events are settled where they are listed: a new family forwards
 * the school's mail, sees its events marked as suggested on the home page's
 * This week, and confirms, dismisses, undoes and confirms all on the Events
 * page's "To review" list. Each account is new, so the tests run side by side.
 */

const settings = e2eSettings();
const school = "office@maplewood.test";
const gala = "Swimming gala";
const assembly = "Harvest assembly";

/** Today at `hour` UTC: this week wherever the week starts. */
function todayAt(hour: number): Date {
  const date = new Date();
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

/** A new family whose school sent two events today, both still suggested. */
async function familyWithSuggestions(page: Page, label: string) {
  await signInAsNewUser(page, label);
  const intake = new DashboardIntakePages(page);
  await intake.addTrustedSender(school);
  await intake.gotoForwarder();
  const address = await intake.forwardingAddress(settings.mailDomain);
  await intake.gotoEvents();
  for (const [title, hour] of [
    [gala, 9],
    [assembly, 11],
  ] as const) {
    await forwardMail(settings.smtpPort, {
      from: school,
      to: address,
      subject: `${title} today`,
      title,
      start: todayAt(hour),
      location: "Maplewood Primary",
    });
    await intake.seeEventArrive(title);
  }
}

for (const [size, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${size}`, () => {
    test.use({ viewport, ...(size === "phone" ? { hasTouch: true, isMobile: true } : {}) });

    test("suggested events are marked this week, then confirmed, dismissed and undone in the review list", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await familyWithSuggestions(page, `review-${size}`);
      const review = new DashboardReviewPages(page);

      await review.gotoHome();
      await expect(review.weekRow(gala)).toContainText("Suggested");
      await expect(review.weekRow(assembly)).toContainText("Suggested");
      await expect(review.thisWeek).toContainText("2 events this week are only suggested");
      await review.clickReviewFromHome();
      await review.seeToReviewCount(2);
      await review.dashboard.seeNoSeriousAxeViolations();

      await review.clickConfirm(gala);
      await review.seeDecided(gala, "Confirmed");
      await review.seeToReviewCount(1);
      await review.clickUndo(gala);
      await review.seeWaiting(gala);
      await review.seeToReviewCount(2);

      await review.clickDismiss(assembly);
      await review.seeDecided(assembly, "Dismissed");
      await review.clickUndo(assembly);
      await review.seeWaiting(assembly);

      await review.clickConfirmAll(2);
      await expect(review.review).toContainText("Confirmed 2 events.");
      await review.seeDecided(gala, "Confirmed");
      await review.seeDecided(assembly, "Confirmed");
      await review.dashboard.seeNoSeriousAxeViolations();
      if (size === "phone") await review.dashboard.seeNoHorizontalScroll();

      // Saved: after a reload nothing is left to review, and the week shows them confirmed.
      await page.reload();
      await review.seeToReviewCount(0);
      await expect(review.review).toContainText("Nothing to review.");
      await review.gotoHome();
      await expect(review.weekRow(gala)).toContainText("Confirmed");
      await expect(review.thisWeek).not.toContainText("only suggested");
      await review.dashboard.seeNoConsoleErrors();
    });
  });
}
