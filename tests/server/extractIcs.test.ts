/**
 * iCalendar parts and attachments: VTIMEZONE and IANA TZIDs, UTC and
 * floating times, all-day events, recurrence, cancellations and updates.
 */
import { describe, expect, it } from "vitest";
import { extractFromRaw } from "../../server/mail/extract";

function withCalendar(lines: ReadonlyArray<string>, body = "Invitation attached."): string {
  return [
    "From: Coach <coach@club.example.com>",
    "To: family@in.corkboard.test",
    "Subject: Invitation",
    "Date: Mon, 2 Mar 2026 09:00:00 +0000",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="cal"',
    "",
    "--cal",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "--cal",
    'Content-Type: text/calendar; charset=utf-8; method=REQUEST; name="invite.ics"',
    'Content-Disposition: attachment; filename="invite.ics"',
    "",
    ...lines,
    "--cal--",
    "",
  ].join("\r\n");
}

const vtimezoneEastern = [
  "BEGIN:VTIMEZONE",
  "TZID:Eastern Time (Custom)",
  "BEGIN:STANDARD",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

const calendar = (
  method: string,
  events: ReadonlyArray<string>,
  zones: ReadonlyArray<string> = [],
) => [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Corkboard tests//EN",
  `METHOD:${method}`,
  ...zones,
  ...events,
  "END:VCALENDAR",
];

describe("iCalendar", () => {
  it("reads a custom VTIMEZONE and converts to the family's zone", async () => {
    const { events } = await extractFromRaw(
      withCalendar(
        calendar(
          "REQUEST",
          [
            "BEGIN:VEVENT",
            "UID:gala-1@club.example.com",
            "DTSTAMP:20260302T090000Z",
            "DTSTART;TZID=Eastern Time (Custom):20260314T090000",
            "DTEND;TZID=Eastern Time (Custom):20260314T113000",
            "SUMMARY:Swimming gala",
            "LOCATION:Riverside Pool",
            "END:VEVENT",
          ],
          vtimezoneEastern,
        ),
      ),
      { timeZone: "Europe/London" },
    );
    expect(events).toHaveLength(1);
    const [gala] = events;
    // 14 March is after the US switch to daylight time (8 March): 09:00 EDT is 13:00 in London.
    expect(gala).toMatchObject({
      title: "Swimming gala",
      start: "2026-03-14T13:00:00+00:00",
      end: "2026-03-14T15:30:00+00:00",
      allDay: false,
      location: "Riverside Pool",
      timezone: "Europe/London",
      source: "ics",
      uid: "gala-1@club.example.com",
      change: "new",
      recurrence: null,
    });
    expect(gala?.confidence).toBeGreaterThanOrEqual(0.95);
  });

  it("reads IANA TZIDs without a VTIMEZONE, UTC times and floating times", async () => {
    const { events } = await extractFromRaw(
      withCalendar(
        calendar("PUBLISH", [
          "BEGIN:VEVENT",
          "UID:a",
          "DTSTART;TZID=America/Los_Angeles:20260320T180000",
          "SUMMARY:Concert",
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:b",
          "DTSTART:20260321T150000Z",
          "DTEND:20260321T160000Z",
          "SUMMARY:Call",
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:c",
          "DTSTART:20260322T100000",
          "DURATION:PT2H",
          "SUMMARY:Brunch",
          "END:VEVENT",
        ]),
      ),
      { timeZone: "America/New_York" },
    );
    expect(events.map(({ title, start, end }) => ({ title, start, end }))).toEqual([
      // No DTEND and no DURATION: one hour.
      { title: "Concert", start: "2026-03-20T21:00:00-04:00", end: "2026-03-20T22:00:00-04:00" },
      { title: "Call", start: "2026-03-21T11:00:00-04:00", end: "2026-03-21T12:00:00-04:00" },
      { title: "Brunch", start: "2026-03-22T10:00:00-04:00", end: "2026-03-22T12:00:00-04:00" },
    ]);
  });

  it("reads all-day events with an exclusive end", async () => {
    const { events } = await extractFromRaw(
      withCalendar(
        calendar("PUBLISH", [
          "BEGIN:VEVENT",
          "UID:camp",
          "DTSTART;VALUE=DATE:20260406",
          "DTEND;VALUE=DATE:20260409",
          "SUMMARY:Easter camp",
          "END:VEVENT",
        ]),
      ),
      { timeZone: "Europe/London" },
    );
    expect(events).toMatchObject([
      { title: "Easter camp", start: "2026-04-06", end: "2026-04-09", allDay: true },
    ]);
  });

  it("expands a weekly RRULE to its first eight occurrences across a DST change", async () => {
    const { events } = await extractFromRaw(
      withCalendar(
        calendar("PUBLISH", [
          "BEGIN:VEVENT",
          "UID:training@club",
          "DTSTART;TZID=Europe/London:20260317T170000",
          "DTEND;TZID=Europe/London:20260317T180000",
          "RRULE:FREQ=WEEKLY;BYDAY=TU",
          "EXDATE;TZID=Europe/London:20260407T170000",
          "SUMMARY:Football training",
          "END:VEVENT",
        ]),
      ),
      { timeZone: "Europe/London" },
    );
    expect(events).toHaveLength(8);
    expect(new Set(events.map((event) => event.uid))).toEqual(new Set(["training@club"]));
    expect(events.every((event) => event.recurrence === "FREQ=WEEKLY;BYDAY=TU")).toBe(true);
    expect(events.map((event) => event.start)).toEqual([
      "2026-03-17T17:00:00+00:00",
      "2026-03-24T17:00:00+00:00",
      // British Summer Time from 29 March: the wall clock stays 17:00.
      "2026-03-31T17:00:00+01:00",
      // 7 April is an EXDATE.
      "2026-04-14T17:00:00+01:00",
      "2026-04-21T17:00:00+01:00",
      "2026-04-28T17:00:00+01:00",
      "2026-05-05T17:00:00+01:00",
      "2026-05-12T17:00:00+01:00",
    ]);
  });

  it("stops a monthly series at 90 days and a short series at its COUNT", async () => {
    const { events } = await extractFromRaw(
      withCalendar(
        calendar("PUBLISH", [
          "BEGIN:VEVENT",
          "UID:monthly",
          "DTSTART;VALUE=DATE:20260310",
          "RRULE:FREQ=MONTHLY",
          "SUMMARY:Book club",
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:twice",
          "DTSTART:20260311T080000Z",
          "RRULE:FREQ=DAILY;COUNT=2",
          "SUMMARY:Swim lesson",
          "END:VEVENT",
        ]),
      ),
      { timeZone: "UTC" },
    );
    // 10 June is more than 90 days after 10 March.
    expect(events.filter((event) => event.uid === "monthly").map((event) => event.start)).toEqual([
      "2026-03-10",
      "2026-04-10",
      "2026-05-10",
    ]);
    expect(events.filter((event) => event.uid === "twice")).toHaveLength(2);
  });

  it("marks METHOD:CANCEL and STATUS:CANCELLED as cancellations, SEQUENCE > 0 as an update", async () => {
    const event = (uid: string, extra: ReadonlyArray<string>) => [
      "BEGIN:VEVENT",
      `UID:${uid}`,
      "DTSTART;TZID=Europe/London:20260314T100000",
      "SUMMARY:Swimming gala",
      ...extra,
      "END:VEVENT",
    ];
    const cancelled = await extractFromRaw(
      withCalendar(calendar("CANCEL", event("x", ["SEQUENCE:2"]))),
      {
        timeZone: "Europe/London",
      },
    );
    expect(cancelled.events).toMatchObject([
      { change: "cancel", sequence: 2, start: "2026-03-14T10:00:00+00:00" },
    ]);
    const status = await extractFromRaw(
      withCalendar(calendar("PUBLISH", event("y", ["STATUS:CANCELLED"]))),
      {
        timeZone: "Europe/London",
      },
    );
    expect(status.events).toMatchObject([{ change: "cancel" }]);
    const moved = await extractFromRaw(
      withCalendar(calendar("REQUEST", event("z", ["SEQUENCE:1"]))),
      {
        timeZone: "Europe/London",
      },
    );
    expect(moved.events).toMatchObject([{ change: "update", sequence: 1 }]);
  });

  it("keeps the calendar's event once when the text repeats it", async () => {
    const { events } = await extractFromRaw(
      withCalendar(
        calendar("REQUEST", [
          "BEGIN:VEVENT",
          "UID:gala",
          "DTSTART;TZID=Europe/London:20260314T100000",
          "SUMMARY:Swimming gala",
          "END:VEVENT",
        ]),
        "You are invited: Swimming gala on Saturday 14 March at 10am.",
      ),
      { timeZone: "Europe/London" },
    );
    expect(events.map((event) => event.source)).toEqual(["ics"]);
  });

  it("reads an invitation sent both as an alternative part and an attachment once, and no reply-by date", async () => {
    const calendarText = [
      "BEGIN:VCALENDAR",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "DTSTART:20260314T130000Z",
      "DTEND:20260314T160000Z",
      "UID:abc@calendar.example.com",
      "SUMMARY:Swim meet",
      "END:VEVENT",
      "END:VCALENDAR",
    ];
    const raw = [
      "From: Calendar <calendar@calendar.example.com>",
      "To: family@in.corkboard.test",
      "Subject: Invitation: Swim meet @ Sat Mar 14, 2026 9am - 12pm (EDT)",
      "Date: Mon, 2 Mar 2026 11:00:00 -0500",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="mixed"',
      "",
      "--mixed",
      'Content-Type: multipart/alternative; boundary="alt"',
      "",
      "--alt",
      "Content-Type: text/plain; charset=UTF-8",
      "",
      "Swim meet, Saturday Mar 14, 2026 9am - 12pm (Eastern Time).",
      "Reply for family@in.corkboard.test by Friday 13 March at 5pm.",
      "--alt",
      'Content-Type: text/calendar; charset="UTF-8"; method=REQUEST',
      "",
      ...calendarText,
      "--alt--",
      "--mixed",
      'Content-Type: application/ics; name="invite.ics"',
      'Content-Disposition: attachment; filename="invite.ics"',
      "",
      ...calendarText,
      "--mixed--",
      "",
    ].join("\r\n");
    const { events } = await extractFromRaw(raw, { timeZone: "America/New_York" });
    expect(events.map(({ title, start, source }) => ({ title, start, source }))).toEqual([
      { title: "Swim meet", start: "2026-03-14T09:00:00-04:00", source: "ics" },
    ]);
  });

  it("warns about a calendar it cannot read and goes on", async () => {
    const result = await extractFromRaw(
      withCalendar(["BEGIN:VCALENDAR", "this is not ical", "BEGIN:VEVENT"]),
      {
        timeZone: "UTC",
      },
    );
    expect(result.events).toEqual([]);
    expect(result.warnings.some((warning) => warning.startsWith("Calendar invite.ics"))).toBe(true);
  });
});
