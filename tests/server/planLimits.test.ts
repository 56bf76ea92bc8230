import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanAllowance } from "../../api/Account";
import type { Email, EmailSummary } from "../../api/Email";
import { overLimitReason } from "../../server/entitlements/Entitlements";
import { checkout } from "./support/checkout";
import { engines } from "./support/databases";
import { getData, type TestUser } from "./support/product";
import {
  composeMail,
  deliver,
  eventually,
  type IntakeServer,
  intakeFamily,
  rows,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";
const freeLimit = 10;

describe.each(engines)("the plans' e-mail allowance on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /**
   * `count` e-mails read earlier, arrived at `receivedAt`: rows as the intake
   * leaves them, so the test need not forward ten messages through SMTP.
   */
  const readBefore = async (user: TestUser, count: number, receivedAt: Date) => {
    for (let index = 0; index < count; index++) {
      await rows(
        server.database,
        `insert into inbound_message (id, user_id, recipient, raw, size, received_at, state,
           processed_at, sender)
         values ($1, $2, 'x@in.corkboard.test', '\\x00'::bytea, 1, $3::timestamptz, 'done',
           $3::timestamptz, $4)`,
        [crypto.randomUUID(), user.id, receivedAt.toISOString(), school],
      );
    }
  };

  let sent = 0;
  /** Forwards one notice and waits until the intake has finished with it. */
  const forward = async (user: TestUser, address: string): Promise<EmailSummary> => {
    sent += 1;
    const subject = `Notice ${sent}`;
    const raw = composeMail({
      from: school,
      to: address,
      subject,
      // (Each notice its own evening: two notices of one club night are one event.)
      text: `Club night is on ${sent + 1} April 2026 at 6:00pm (notice ${sent}).`,
    });
    await deliver(server.smtpPort, { to: address, from: school, raw });
    const list = await eventually(
      () => getData<ReadonlyArray<EmailSummary>>(server, user, "/api/email"),
      (emails) =>
        emails.some(
          (email) =>
            email.subject === subject &&
            (email.status === "processed" || email.status === "limited"),
        ),
    );
    const email = list.find((entry) => entry.subject === subject);
    if (email === undefined) throw new Error("no e-mail");
    return email;
  };

  const planOf = (user: TestUser) => getData<PlanAllowance>(server, user, "/api/plan");

  const setStatus = (user: TestUser, status: string) =>
    rows(server.database, "update billing_subscription set status = $2 where user_id = $1", [
      user.id,
      status,
    ]);

  it(`reads ${freeLimit} e-mails a month on Free; the next is kept, marked, and read on upgrade`, async () => {
    const { user, address } = await intakeFamily(server, "free", [school]);
    expect(await planOf(user)).toMatchObject({
      plan: "free",
      trial: false,
      monthlyEmailLimit: freeLimit,
      emailsReadThisMonth: 0,
      memberFeeds: false,
      priorityProcessing: false,
      senderReview: true,
    });
    await readBefore(user, freeLimit - 1, new Date());
    // The tenth of the month is read.
    expect((await forward(user, address)).status).toBe("processed");
    expect((await planOf(user)).emailsReadThisMonth).toBe(freeLimit);
    // The eleventh is kept but not read.
    const over = await forward(user, address);
    expect(over).toMatchObject({ status: "limited", statusReason: overLimitReason, eventIds: [] });
    const [kept] = await rows<{ state: string; raw: Uint8Array | null }>(
      server.database,
      "select state, raw from inbound_message where id = $1",
      [over.id],
    );
    expect(kept?.state).toBe("limited");
    expect(kept?.raw).not.toBeNull();
    expect(await planOf(user)).toMatchObject({
      emailsReadThisMonth: freeLimit,
      emailsOverLimit: 1,
    });

    // Upgrading (a trial of Family) reads it.
    expect((await checkout(server, user)).status).toBe(303);
    const read = await eventually(
      () => getData<Email>(server, user, `/api/email/${over.id}`),
      (email) => email.status === "processed",
    );
    expect(read.eventIds).toHaveLength(1);
    expect(await planOf(user)).toMatchObject({
      plan: "family",
      trial: true,
      monthlyEmailLimit: null,
      emailsOverLimit: 0,
      memberFeeds: true,
      priorityProcessing: true,
    });
  });

  it("counts the month of arrival in the family's zone: last month's e-mails leave room", async () => {
    const { user, address } = await intakeFamily(server, "newmonth", [school]);
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await readBefore(user, freeLimit + 5, lastMonth);
    expect((await planOf(user)).emailsReadThisMonth).toBe(0);
    expect((await forward(user, address)).status).toBe("processed");

    // An hour into this month in Auckland is still last month in London (and in UTC).
    const [start] = await rows<{ at: Date | string }>(
      server.database,
      `select (date_trunc('month', now() at time zone 'Pacific/Auckland')
               at time zone 'Pacific/Auckland') + interval '1 hour' as at`,
    );
    const earlyInAuckland = new Date(start?.at ?? 0);
    expect(earlyInAuckland.getUTCMonth()).not.toBe(new Date().getUTCMonth());
    const auckland = await intakeFamily(server, "auckland", [school], {
      timezone: "Pacific/Auckland",
    });
    const london = await intakeFamily(server, "london", [school]);
    await readBefore(auckland.user, freeLimit, earlyInAuckland);
    await readBefore(london.user, freeLimit, earlyInAuckland);
    expect((await planOf(auckland.user)).emailsReadThisMonth).toBe(freeLimit);
    expect((await planOf(london.user)).emailsReadThisMonth).toBe(0);
    expect((await forward(auckland.user, auckland.address)).status).toBe("limited");
    expect((await forward(london.user, london.address)).status).toBe("processed");
  });

  it("has no limit in a trial or on Family, and limits again after a downgrade", async () => {
    const { user, address } = await intakeFamily(server, "family", [school]);
    expect((await checkout(server, user)).status).toBe(303);
    await readBefore(user, freeLimit, new Date());
    // Trialing: the eleventh is read.
    expect((await forward(user, address)).status).toBe("processed");
    // Active: so is the twelfth.
    await setStatus(user, "active");
    expect((await planOf(user)).trial).toBe(false);
    expect((await forward(user, address)).status).toBe("processed");
    // Past due: still Family while the card is retried.
    await setStatus(user, "past_due");
    expect((await forward(user, address)).status).toBe("processed");
    // Cancelled: back on Free, with the month's allowance long used.
    await setStatus(user, "canceled");
    expect(await planOf(user)).toMatchObject({ plan: "free", emailsReadThisMonth: freeLimit + 3 });
    expect((await forward(user, address)).status).toBe("limited");
  });
});
