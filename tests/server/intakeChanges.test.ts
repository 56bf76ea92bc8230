import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent, EventRevision } from "../../api/CalendarEvent";
import type { EmailSummary } from "../../api/Email";
import type { Preferences } from "../../api/Preferences";
import { engines } from "./support/databases";
import { getData, request, type TestUser } from "./support/product";
import {
  composeMail,
  deliver,
  eventually,
  type IntakeServer,
  intakeFamily,
  rows,
  sendAndSettle,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";

/** An iCalendar invitation as a calendar app sends it. */
function invitation(parts: {
  readonly to: string;
  readonly uid: string;
  readonly sequence: number;
  readonly start: string;
  readonly end: string;
  readonly method?: "REQUEST" | "CANCEL";
  readonly summary?: string;
  readonly messageId?: string;
}): string {
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Highfield//Calendar//EN",
    `METHOD:${parts.method ?? "REQUEST"}`,
    "BEGIN:VEVENT",
    `UID:${parts.uid}`,
    `SEQUENCE:${parts.sequence}`,
    "DTSTAMP:20260301T090000Z",
    `DTSTART;TZID=Europe/London:${parts.start}`,
    `DTEND;TZID=Europe/London:${parts.end}`,
    `SUMMARY:${parts.summary ?? "Parents' evening"}`,
    "LOCATION:School hall",
    ...(parts.method === "CANCEL" ? ["STATUS:CANCELLED"] : []),
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  return [
    `From: Highfield School <${school}>`,
    `To: ${parts.to}`,
    `Subject: ${parts.method === "CANCEL" ? "Cancelled: " : ""}${parts.summary ?? "Parents' evening"}`,
    "Date: Mon, 02 Mar 2026 09:00:00 +0000",
    `Message-ID: ${parts.messageId ?? `<${parts.uid}-${parts.sequence}-${parts.method ?? "REQUEST"}@highfield>`}`,
    "MIME-Version: 1.0",
    `Content-Type: text/calendar; charset="utf-8"; method=${parts.method ?? "REQUEST"}`,
    "",
    ics,
  ].join("\r\n");
}

describe.each(engines)("changes by later e-mails on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = <A>(user: TestUser, path: string) => getData<A>(server, user, path);
  const eventsOf = (user: TestUser) => get<ReadonlyArray<CalendarEvent>>(user, "/api/event");
  const historyOf = (user: TestUser, id: string) =>
    get<ReadonlyArray<EventRevision>>(user, `/api/event/${id}/history`);

  const family = (settings: Partial<Preferences> = {}) =>
    intakeFamily(server, "changes", [school], settings);

  /** Sends and waits until the e-mail is processed (or otherwise settled). */
  const send = (user: TestUser, address: string, raw: string) =>
    sendAndSettle(server, user, address, raw);

  it("a text cancellation cancels the event it names and records it", async () => {
    const { user, address } = await family({ autoConfirmEvents: true });
    await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Swimming gala",
        text: "The Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
      }),
    );
    const [created] = await eventsOf(user);
    expect(created?.status).toBe("confirmed");
    const cancel = await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Swimming gala cancelled",
        date: "Tue, 10 Mar 2026 09:00:00 +0000",
        text: "Unfortunately the swimming gala on Saturday 14 March has been cancelled.",
      }),
    );
    expect(cancel).toMatchObject({ status: "processed", statusReason: "1 event cancelled" });
    const events = await eventsOf(user);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: created?.id, status: "cancelled" });
    const history = await historyOf(user, created?.id as string);
    expect(history.map((step) => [step.change, step.emailId])).toEqual([
      ["created", created?.sourceEmailId],
      ["cancelled", cancel.id],
    ]);
    // A cancelled event leaves the calendar feed.
    const feed = await get<{ url: string }>(user, "/api/calendar-feed");
    const ics = await (await fetch(feed.url.replace(/^https?:\/\/[^/]+/, server.baseUrl))).text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics.toLowerCase()).not.toContain("gala");
  });

  it("a 'moved to' e-mail moves the same event: one event, two revisions", async () => {
    const { user, address } = await family();
    await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Swimming gala",
        text: "The Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
      }),
    );
    const [created] = await eventsOf(user);
    const moved = await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Swimming gala moved",
        date: "Tue, 10 Mar 2026 09:00:00 +0000",
        text: "The swimming gala has been moved to Sunday 15 March 2026 at 10am.",
      }),
    );
    expect(moved).toMatchObject({ status: "processed", statusReason: "1 event updated" });
    const events = await eventsOf(user);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: created?.id,
      startsAt: "2026-03-15T10:00:00.000Z",
      // What the move did not say is kept.
      location: "Highfield Pool",
      status: "suggested",
    });
    const history = await historyOf(user, created?.id as string);
    expect(history.map((step) => step.change)).toEqual(["created", "updated"]);
    expect(history[1]?.summary).toBe("Moved from Sat 14 Mar 09:00 to Sun 15 Mar 10:00");
    expect(history[1]?.emailId).toBe(moved.id);
  });

  it("a 'moved from X to Y' e-mail moves the event that was at X, not the one nearest Y", async () => {
    const { user, address } = await family();
    for (const day of ["10", "17"]) {
      await send(
        user,
        address,
        composeMail({
          from: school,
          to: address,
          subject: `Swimming lesson ${day} March`,
          text: `Year 4 swimming lesson on Tuesday ${day} March 2026 at 4pm at Highfield Pool.`,
        }),
      );
    }
    const before = await eventsOf(user);
    expect(before.map((event) => event.startsAt)).toEqual([
      "2026-03-10T16:00:00.000Z",
      "2026-03-17T16:00:00.000Z",
    ]);
    const [first, second] = before;
    // The new date is two days from the second lesson and nine from the first: only the
    // old date the e-mail names says which lesson moves.
    const moved = await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Swimming lesson moved",
        date: "Mon, 09 Mar 2026 09:00:00 +0000",
        text: "The Year 4 swimming lesson has been moved from Tuesday 10 March at 4pm to Thursday 19 March at 5pm.",
      }),
    );
    expect(moved).toMatchObject({ status: "processed", statusReason: "1 event updated" });
    const after = await eventsOf(user);
    expect(after).toHaveLength(2);
    expect(after.find((event) => event.id === first?.id)).toMatchObject({
      startsAt: "2026-03-19T17:00:00.000Z",
      location: "Highfield Pool",
    });
    expect(after.find((event) => event.id === second?.id)?.startsAt).toBe(
      "2026-03-17T16:00:00.000Z",
    );
    const history = await historyOf(user, first?.id as string);
    expect(history.map((step) => [step.change, step.emailId])).toEqual([
      ["created", first?.sourceEmailId],
      ["updated", moved.id],
    ]);
  });

  it("an invitation's higher SEQUENCE updates it, METHOD:CANCEL cancels it, and a stale copy changes nothing", async () => {
    const { user, address } = await family();
    const uid = `evening-${Date.now()}@highfield`;
    const first = await send(
      user,
      address,
      invitation({
        to: address,
        uid,
        sequence: 0,
        start: "20260318T180000",
        end: "20260318T200000",
      }),
    );
    expect(first.statusReason).toBe("1 event found");
    const [event] = await eventsOf(user);
    expect(event?.startsAt).toBe("2026-03-18T18:00:00.000Z");

    const update = await send(
      user,
      address,
      invitation({
        to: address,
        uid,
        sequence: 1,
        start: "20260319T170000",
        end: "20260319T190000",
      }),
    );
    expect(update.statusReason).toBe("1 event updated");
    // The same invitation again, and the old one arriving late, change nothing.
    const repeat = await send(
      user,
      address,
      invitation({
        to: address,
        uid,
        sequence: 1,
        start: "20260319T170000",
        end: "20260319T190000",
        messageId: `<resent-${uid}@highfield>`,
      }),
    );
    expect(repeat.statusReason).toBe("Events already on the calendar");
    const stale = await send(
      user,
      address,
      invitation({
        to: address,
        uid,
        sequence: 0,
        start: "20260318T180000",
        end: "20260318T200000",
        messageId: `<late-${uid}@highfield>`,
      }),
    );
    expect(stale.statusReason).toBe("Events already on the calendar");
    let events = await eventsOf(user);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: event?.id, startsAt: "2026-03-19T17:00:00.000Z" });

    const cancel = await send(
      user,
      address,
      invitation({
        to: address,
        uid,
        sequence: 2,
        method: "CANCEL",
        start: "20260319T170000",
        end: "20260319T190000",
      }),
    );
    expect(cancel.statusReason).toBe("1 event cancelled");
    events = await eventsOf(user);
    expect(events).toHaveLength(1);
    expect(events[0]?.status).toBe("cancelled");
    const history = await historyOf(user, event?.id as string);
    expect(history.map((step) => step.change)).toEqual(["created", "updated", "cancelled"]);
  });

  it("a cancellation for an event not on the calendar creates nothing", async () => {
    const { user, address } = await family();
    const cancel = await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Chess club cancelled",
        text: "Chess club on Thursday 19 March 2026 is cancelled.",
      }),
    );
    expect(cancel).toMatchObject({
      status: "processed",
      statusReason: "Cancellation for an event not on the calendar",
    });
    expect(await eventsOf(user)).toHaveLength(0);
  });

  it("re-delivering the same message does not duplicate the e-mail or its events", async () => {
    const { user, address } = await family();
    const raw = composeMail({
      from: school,
      to: address,
      subject: "Swimming gala",
      messageId: `<same-${Date.now()}@highfield>`,
      text: "The Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
    });
    await send(user, address, raw);
    const again = await deliver(server.smtpPort, { to: address, raw });
    const secondId = /Queued as ([0-9a-f-]+)/.exec(again.response)?.[1];
    await eventually(
      () =>
        rows<{ state: string }>(
          server.database,
          "select state from inbound_message where id = $1",
          [secondId],
        ),
      (found) => found[0]?.state === "done",
    );
    expect(await get<ReadonlyArray<EmailSummary>>(user, "/api/email")).toHaveLength(1);
    expect(await eventsOf(user)).toHaveLength(1);
  });

  it("assigns the family members a message names, and a user's edit joins the history", async () => {
    const { user, address } = await family();
    const member = await request(server, "POST", "/api/family-member", {
      user,
      body: { Name: "Emma", Relationship: "child", Color: "#7c3aed" },
    });
    expect(member.status).toBeLessThan(300);
    const emmaId = (member.json as { data: { Id: string } }).data.Id;
    await send(
      user,
      address,
      composeMail({
        from: school,
        to: address,
        subject: "Class trip",
        text: "Emma's class trip to the Science Museum is on Wednesday 25 March 2026 at 9am.",
      }),
    );
    const [event] = await eventsOf(user);
    expect(event?.familyMemberIds).toEqual([emmaId]);
    const edited = await request(server, "PUT", `/api/event/${event?.id}`, {
      user,
      body: { location: "Science Museum, London", status: "confirmed" },
    });
    expect(edited.status).toBe(200);
    const history = await historyOf(user, event?.id as string);
    expect(history.map((step) => step.change)).toEqual(["created", "edited"]);
    expect(history[1]?.summary).toMatch(/location/);
    // "cancelled" is the e-mails' to set, not the user's.
    const refused = await request(server, "PUT", `/api/event/${event?.id}`, {
      user,
      body: { status: "cancelled" },
    });
    expect(refused.status).toBe(400);
  });
});
