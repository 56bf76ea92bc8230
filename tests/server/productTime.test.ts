import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarText } from "../../server/product/calendarFeed/ics";
import { dateIn, startOfDay } from "../../server/product/events/time";
import { dedupeAddresses } from "../../server/product/preferences/repo";

describe("all-day dates as local midnights", () => {
  it.each([
    ["2026-09-14", "UTC", "2026-09-14T00:00:00.000Z"],
    ["2026-09-14", "Europe/London", "2026-09-13T23:00:00.000Z"],
    ["2026-01-14", "Europe/London", "2026-01-14T00:00:00.000Z"],
    ["2026-09-14", "America/New_York", "2026-09-14T04:00:00.000Z"],
    ["2026-09-18", "Australia/Sydney", "2026-09-17T14:00:00.000Z"],
    ["2026-06-01", "Asia/Kolkata", "2026-05-31T18:30:00.000Z"],
    // Santiago springs forward at midnight: the day starts at 01:00, the gap's end.
    ["2022-09-11", "America/Santiago", "2022-09-11T04:00:00.000Z"],
    // Beirut did too, in 2020.
    ["2020-03-29", "Asia/Beirut", "2020-03-28T22:00:00.000Z"],
  ])("%s in %s starts at %s", (date, zone, instant) => {
    expect(startOfDay(date, zone).toISOString()).toBe(instant);
    expect(dateIn(new Date(instant), zone)).toBe(date);
  });

  it("gives back the date it was given, at the first second of that day", () => {
    const zones = Intl.supportedValuesOf("timeZone");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (day, zone) => {
          const date = day.toISOString().slice(0, 10);
          // Samoa and a few Pacific zones skipped a whole day when they crossed the date line.
          fc.pre(
            ![
              "Pacific/Apia",
              "Pacific/Fakaofo",
              "Pacific/Kwajalein",
              "Pacific/Enderbury",
              "Pacific/Kanton",
              "Pacific/Kiritimati",
            ].includes(zone),
          );
          const start = startOfDay(date, zone);
          expect(dateIn(start, zone)).toBe(date);
          expect(dateIn(new Date(start.getTime() - 1000), zone)).not.toBe(date);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("trusted senders", () => {
  it("keeps each address once, compared without case, in the order first given", () => {
    expect(dedupeAddresses(["b@x.test", "A@x.test", "B@X.test", "a@x.test", "c@x.test"])).toEqual([
      "b@x.test",
      "A@x.test",
      "c@x.test",
    ]);
  });
});

describe("the iCalendar text", () => {
  it("folds long lines and escapes text as RFC 5545 asks", () => {
    const text = calendarText(
      [
        {
          id: "0b0e7b3c-4a4e-4f0e-9a53-2f1c8d6a9e10",
          title: "Trip; bring: hat, lunch",
          description: `Line one\nLine two ${"x".repeat(120)} ${"é🎒".repeat(40)}`,
          startsAt: "2026-09-18T08:30:00.000Z",
          endsAt: "2026-09-18T15:00:00.000Z",
          allDay: false,
          timezone: "Europe/London",
          location: "",
          status: "confirmed",
          familyMemberIds: [],
          sourceEmailId: null,
          createdAt: "2026-09-01T00:00:00.000Z",
          updatedAt: "2026-09-02T00:00:00.000Z",
        },
      ],
      { reminderMinutes: null, now: new Date("2026-09-03T00:00:00Z") },
    );
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text).toContain("SUMMARY:Trip\\; bring: hat\\, lunch");
    expect(text).toContain("DTSTART:20260918T083000Z");
    expect(text).toContain("DTSTAMP:20260903T000000Z");
    expect(text).not.toContain("VALARM");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // Unfolded, the description is whole again: no character was cut.
    expect(text.replace(/\r\n /g, "")).toContain(`${"é🎒".repeat(40)}`);
  });
});
