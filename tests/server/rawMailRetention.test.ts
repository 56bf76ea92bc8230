import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent } from "../../api/CalendarEvent";
import type { Email, EmailSummary } from "../../api/Email";
import type { SenderReview } from "../../api/Intake";
import {
  deleteExpiredRawMail,
  expiredReason,
  rawMailRetentionDays,
} from "../../server/mail/inbound/retention";
import { engines } from "./support/databases";
import { getData } from "./support/product";
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
const stranger = "party@elsewhere.example";
const dayMs = 86_400_000;

describe.each(engines)("raw mail retention on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The retention sweep as the worker runs it, on a simulated clock. */
  const sweepAt = (now: Date) =>
    Effect.runPromise(
      server.database.transaction((sql) => Effect.promise(() => deleteExpiredRawMail(sql, now))),
    );

  const rawOf = async (id: string) =>
    (
      await rows<{ raw: Uint8Array | null; raw_deleted_at: Date | string | null; state: string }>(
        server.database,
        "select raw, raw_deleted_at, state from inbound_message where id = $1",
        [id],
      )
    )[0];

  it(`deletes raw mail ${rawMailRetentionDays} days after it arrived; the text and events stay`, async () => {
    const { user, address } = await intakeFamily(server, "retention", [school]);
    const gala = composeMail({
      from: school,
      to: address,
      subject: "Swimming gala",
      text: "The swimming gala is on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
    });
    await deliver(server.smtpPort, { to: address, from: school, raw: gala });
    const party = composeMail({ from: stranger, to: address, subject: "Party", text: "Come!" });
    await deliver(server.smtpPort, { to: address, from: stranger, raw: party });
    const list = await eventually(
      () => getData<ReadonlyArray<EmailSummary>>(server, user, "/api/email"),
      (emails) =>
        emails.some((email) => email.status === "processed") &&
        emails.some((email) => email.status === "review"),
    );
    const processed = list.find((email) => email.status === "processed");
    const waiting = list.find((email) => email.status === "review");
    if (processed === undefined || waiting === undefined) throw new Error("no e-mails");
    const [arrived] = await rows<{ first: Date | string; last: Date | string }>(
      server.database,
      `select min(received_at) as first, max(received_at) as last from inbound_message
       where user_id = $1`,
      [user.id],
    );
    const firstArrival = new Date(arrived?.first ?? 0).getTime();
    const lastArrival = new Date(arrived?.last ?? 0).getTime();

    // At the very moment the first turns 30 days old, it is still kept.
    await sweepAt(new Date(firstArrival + rawMailRetentionDays * dayMs));
    expect((await rawOf(processed.id))?.raw).not.toBeNull();
    expect((await rawOf(waiting.id))?.raw).not.toBeNull();

    // Past it, the raw copies go.
    const later = new Date(lastArrival + rawMailRetentionDays * dayMs + 1_000);
    await sweepAt(later);
    for (const id of [processed.id, waiting.id]) {
      const row = await rawOf(id);
      expect(row?.raw).toBeNull();
      expect(new Date(row?.raw_deleted_at ?? 0).toISOString()).toBe(later.toISOString());
    }
    // What was read from the message stays: its text and its event.
    const email = await getData<Email>(server, user, `/api/email/${processed.id}`);
    expect(email.text).toContain("swimming gala");
    expect(email.status).toBe("processed");
    const [eventId] = email.eventIds;
    const event = await getData<CalendarEvent>(server, user, `/api/event/${eventId ?? ""}`);
    expect(event.title).toMatch(/gala/i);
    // A message still waiting for approval can no longer be read: it says so, and leaves review.
    const expired = await getData<Email>(server, user, `/api/email/${waiting.id}`);
    expect(expired).toMatchObject({ status: "ignored", statusReason: expiredReason.held });
    expect((await rawOf(waiting.id))?.state).toBe("done");
    expect(await getData<ReadonlyArray<SenderReview>>(server, user, "/api/sender-review")).toEqual(
      [],
    );
    // A second sweep finds nothing more.
    expect(await sweepAt(later)).toBe(0);
  });

  it("leaves a message being processed for a later sweep", async () => {
    const { user, address } = await intakeFamily(server, "busy", [school]);
    const note = composeMail({ from: school, to: address, subject: "Note", text: "Hello" });
    await deliver(server.smtpPort, { to: address, from: school, raw: note });
    const [message] = await eventually(
      () =>
        rows<{ id: string; state: string }>(
          server.database,
          "select id::text as id, state from inbound_message where user_id = $1",
          [user.id],
        ),
      (found) => found.every((row) => row.state === "done") && found.length === 1,
    );
    await rows(server.database, "update inbound_message set state = 'processing' where id = $1", [
      message?.id,
    ]);
    await sweepAt(new Date(Date.now() + 60 * dayMs));
    expect((await rawOf(message?.id ?? ""))?.raw).not.toBeNull();
    await rows(server.database, "update inbound_message set state = 'done' where id = $1", [
      message?.id,
    ]);
  });
});
