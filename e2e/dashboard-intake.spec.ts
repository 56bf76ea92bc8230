import { expect, test } from "@playwright/test";
import nodemailer from "nodemailer";
import { DashboardIntakePages } from "./pages/DashboardIntakePages";
import { signInAsNewUser } from "./support/accounts";
import { forwardMail, sendText } from "./support/forwardMail";
import { e2eSettings } from "./support/settings";

/**
 * E-mail intake end to end: a new family adds the school as a trusted
 * sender, reads its forwarding address on Setup → Forwarder, and mail sent
 * there over real SMTP shows up on the open Emails and Events pages without
 * a reload; mail from an unknown sender waits in the review panel, and
 * approving it creates its event, again without a reload.
 */

const settings = e2eSettings();

/** Nine in the morning (UTC), `days` from now. */
function daysAhead(days: number): Date {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(9, 0, 0, 0);
  return date;
}

test("forwarded mail becomes events live; a new sender waits for approval", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsNewUser(page, "intake");
  const emails = new DashboardIntakePages(page);
  const school = "office@maplewood.test";
  const coach = "coach@riverside-fc.test";

  await emails.addTrustedSender(school);

  await emails.gotoForwarder();
  const address = await emails.forwardingAddress(settings.mailDomain);
  await emails.dashboard.seeNoSeriousAxeViolations();

  // Emails in this tab, Events in a second one: both stay open, neither reloads.
  await emails.gotoEmails();
  await emails.markWindow();
  const events = new DashboardIntakePages(await context.newPage());
  await events.gotoEvents();
  await events.markWindow();

  await forwardMail(settings.smtpPort, {
    from: school,
    to: address,
    subject: "Swimming gala next week",
    title: "Swimming gala",
    start: daysAhead(7),
    location: "Leisure centre",
  });
  await emails.seeEmailArrive("Swimming gala next week", "Processed");
  await events.seeEventArrive("Swimming gala");

  await forwardMail(settings.smtpPort, {
    from: coach,
    to: address,
    subject: "Football training moves to Thursday",
    title: "Football training",
    start: daysAhead(9),
    location: "Riverside pitches",
  });
  await emails.seeEmailArrive("Football training moves to Thursday", "Waiting for approval");
  await emails.seeWaitingSender(coach, "Football training moves to Thursday");
  await emails.dashboard.seeNoSeriousAxeViolations();
  // Nothing is made from an unknown sender's mail before approval.
  await expect(
    events.page.getByRole("main").getByRole("link", { name: "Football training", exact: true }),
  ).toHaveCount(0);

  await emails.clickApprove(coach);
  await emails.seeNoWaitingSender(coach);
  await emails.seeEmailArrive("Football training moves to Thursday", "Processed");
  await events.seeEventArrive("Football training");

  await emails.seeNotReloaded();
  await events.seeNotReloaded();
  await emails.dashboard.seeNoConsoleErrors();
  await events.dashboard.seeNoConsoleErrors();
});

/** "Thursday, 3 December 2026", as a school writes a date. */
const longDay = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** "Thu 3 Dec", as an event's history line writes a day. */
function shortDay(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
}

test("a reschedule e-mail moves the event it names instead of adding one", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewUser(page, "reschedule");
  const intake = new DashboardIntakePages(page);
  const school = "office@maplewood.test";
  await intake.addTrustedSender(school);
  await intake.gotoForwarder();
  const address = await intake.forwardingAddress(settings.mailDomain);

  // Two weekly lessons, and a move to a day nearer the second: only the old date the
  // e-mail names says that the first one moves.
  const [first, second, moved] = [daysAhead(7), daysAhead(14), daysAhead(16)];
  await intake.gotoEvents();
  for (const day of [first, second]) {
    await sendText(settings.smtpPort, {
      from: school,
      to: address,
      subject: "Year 4 swimming lesson",
      text: `Year 4 swimming lesson on ${longDay(day)} at 4pm at Highfield Pool.`,
    });
  }
  await intake.seeEventCount("Year 4 swimming lesson", 2);

  await sendText(settings.smtpPort, {
    from: school,
    to: address,
    subject: "Year 4 swimming lesson moved",
    text: `The Year 4 swimming lesson has been moved from ${longDay(first)} at 4pm to ${longDay(moved)} at 5pm.`,
  });
  await intake.gotoEmails();
  await intake.seeEmailArrive("Year 4 swimming lesson moved", "1 event updated");

  await intake.gotoEvents();
  await intake.seeEventCount("Year 4 swimming lesson", 2);
  // Soonest first: the moved lesson is now the later of the two.
  await intake.clickLastEvent("Year 4 swimming lesson");
  await intake.seeHistoryLine(`Moved from ${shortDay(first)} 16:00 to ${shortDay(moved)} 17:00`);
  await intake.dashboard.seeNoSeriousAxeViolations();
  await intake.dashboard.seeNoConsoleErrors();
});

test("a rotated address takes mail, and the old one is refused at once", async ({ page }) => {
  await signInAsNewUser(page, "rotate");
  const setup = new DashboardIntakePages(page);
  await setup.gotoForwarder();
  const old = await setup.forwardingAddress(settings.mailDomain);
  const fresh = await setup.rotateAddress(settings.mailDomain);
  expect(fresh).not.toBe(old);

  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: settings.smtpPort,
    secure: false,
    ignoreTLS: true,
  });
  try {
    const message = { from: "office@maplewood.test", subject: "Hello", text: "Hello." };
    await expect(transport.sendMail({ ...message, to: old })).rejects.toMatchObject({
      responseCode: 550,
    });
    const accepted = await transport.sendMail({ ...message, to: fresh });
    expect(accepted.accepted).toEqual([fresh]);
  } finally {
    transport.close();
  }
  // The page still shows the new address after a reload: it is the server's.
  await page.reload();
  expect(await setup.forwardingAddress(settings.mailDomain)).toBe(fresh);
  await setup.dashboard.seeNoConsoleErrors();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // The address card and the review panel; the whole page's width is dashboard-pages.spec.ts's.
  test("the Forwarder page and a waiting sender fit the screen", async ({ page }) => {
    await signInAsNewUser(page, "phone");
    const intake = new DashboardIntakePages(page);
    await intake.gotoForwarder();
    const address = await intake.forwardingAddress(settings.mailDomain);
    await intake.seeWithinViewport(
      intake.address,
      page.getByRole("button", { name: "Rotate address" }),
      page.getByRole("button", { name: /Copy/ }),
    );

    await intake.gotoEmails();
    const sender = "a-rather-long-sender-address@a-long-club-domain.example";
    await forwardMail(settings.smtpPort, {
      from: sender,
      to: address,
      subject: "Tournament on Saturday: bring boots, shin pads and a packed lunch",
      title: "Tournament",
      start: daysAhead(5),
      location: "County ground",
    });
    await intake.seeWaitingSender(sender, "Tournament on Saturday");
    const row = intake.reviewRow(sender);
    await intake.seeWithinViewport(
      intake.reviewPanel,
      row,
      row.getByRole("button", { name: "Approve" }),
      row.getByRole("button", { name: "Block" }),
    );
  });
});
