import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent } from "../../api/CalendarEvent";
import type { EmailRemoved, EmailSummary } from "../../api/Email";
import { engines } from "./support/databases";
import { dataOf, errorOf, getData, request, signUpUser, snapshotOf } from "./support/product";
import {
  deliver,
  eventually,
  type IntakeServer,
  intakeFamily,
  rows,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";

/** A trusted school's notice with a PDF attached: one event, one attachment. */
const noticeWithLetter = (to: string, subject: string) => {
  const boundary = "letter-boundary";
  return [
    `From: ${school}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    "Date: Mon, 02 Mar 2026 09:00:00 +0000",
    `Message-ID: <${subject.replaceAll(" ", "-")}-${Date.now()}@highfield.sch.uk>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    'Content-Type: text/plain; charset="utf-8"',
    "",
    "The Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
    `--${boundary}`,
    'Content-Type: application/pdf; name="letter.pdf"',
    'Content-Disposition: attachment; filename="letter.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.from("%PDF-1.4 secret letter bytes").toString("base64"),
    `--${boundary}--`,
    "",
  ].join("\r\n");
};

describe.each(engines)("DELETE /api/email/:id on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Forwards a notice and waits until its e-mail is processed with its event. */
  const forwardNotice = async (
    address: string,
    user: Parameters<typeof getData>[1],
    subject: string,
  ) => {
    await deliver(server.smtpPort, {
      to: address,
      from: school,
      raw: noticeWithLetter(address, subject),
    });
    const [email] = await eventually(
      () => getData<ReadonlyArray<EmailSummary>>(server, user, "/api/email"),
      (list) => list.some((item) => item.subject === subject && item.status === "processed"),
    ).then((list) => list.filter((item) => item.subject === subject));
    if (email === undefined) throw new Error("no e-mail");
    return email;
  };

  const rawCopies = async (userId: string) =>
    (
      await rows<{ count: number }>(
        server.database,
        "select count(*)::int as count from inbound_message where user_id = $1",
        [userId],
      )
    )[0]?.count;

  it("removes the e-mail, its raw message and its attachments; its events stay", async () => {
    const { user, address } = await intakeFamily(server, "remover", [school]);
    const email = await forwardNotice(address, user, "Swimming gala");
    expect(email.attachments).toEqual([
      expect.objectContaining({ name: "letter.pdf", type: "application/pdf" }),
    ]);
    expect(email.eventIds).toHaveLength(1);
    // The raw message holds the attachment's bytes.
    const [raw] = await rows<{ raw: Uint8Array }>(
      server.database,
      "select raw from inbound_message where id = $1",
      [email.id],
    );
    expect(Buffer.from(raw?.raw ?? []).toString("latin1")).toContain(
      Buffer.from("%PDF-1.4 secret letter bytes").toString("base64"),
    );

    const answer = await request(server, "DELETE", `/api/email/${email.id}`, { user });
    expect(answer.status).toBe(200);
    expect(dataOf<EmailRemoved>(answer)).toEqual({ id: email.id, removedEventIds: [] });

    expect(await rawCopies(user.id)).toBe(0);
    expect(
      await rows(server.database, "select id from email where id = $1", [email.id]),
    ).toHaveLength(0);
    expect((await request(server, "GET", `/api/email/${email.id}`, { user })).status).toBe(404);
    const eventId = email.eventIds[0] ?? "";
    const event = await getData<CalendarEvent>(server, user, `/api/event/${eventId}`);
    expect(event.id).toBe(eventId);
  });

  it("removes the e-mail's events too when asked with events=true", async () => {
    const { user, address } = await intakeFamily(server, "cleaner", [school]);
    const email = await forwardNotice(address, user, "Gala again");
    const answer = await request(server, "DELETE", `/api/email/${email.id}?events=true`, { user });
    expect(answer.status).toBe(200);
    expect(dataOf<EmailRemoved>(answer).removedEventIds).toEqual(email.eventIds);
    for (const eventId of email.eventIds) {
      expect((await request(server, "GET", `/api/event/${eventId}`, { user })).status).toBe(404);
    }
    expect(await rawCopies(user.id)).toBe(0);
  });

  it("answers 404 for another user's e-mail and for an unknown id, changing nothing", async () => {
    const { user, address } = await intakeFamily(server, "owner", [school]);
    const email = await forwardNotice(address, user, "Sports day");
    const stranger = await signUpUser(server, "stranger");
    const before = await snapshotOf(server, user.id);
    for (const path of [
      `/api/email/${email.id}?events=true`,
      `/api/email/${crypto.randomUUID()}`,
      "/api/email/nope",
    ]) {
      const answer = await request(server, "DELETE", path, { user: stranger });
      expect(answer.status, path).toBe(404);
      expect(errorOf(answer)?.code).toBe("not_found");
    }
    expect(await snapshotOf(server, user.id)).toBe(before);
    expect(await rawCopies(user.id)).toBe(1);
  });

  it("answers 400 naming events for a value other than true or false", async () => {
    const { user, address } = await intakeFamily(server, "typo", [school]);
    const email = await forwardNotice(address, user, "Book fair");
    const answer = await request(server, "DELETE", `/api/email/${email.id}?events=yes`, { user });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("events");
    expect(await rawCopies(user.id)).toBe(1);
  });
});
