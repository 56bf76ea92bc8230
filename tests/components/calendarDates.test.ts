import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  buildAgenda,
  dayKeyInZone,
  eventDaySpan,
  eventsByDay,
  instantOfWallTime,
  isoInZone,
  monthGrid,
  parseMonthKey,
  startOfWeek,
  weekdayOrder,
  weekRange,
} from "../../src/ui/calendar/dates";
import {
  formatDateTime,
  formatDay,
  formatEventWhen,
  formatMonth,
  formatTime,
  formatTimesOnDay,
  relativeDayName,
  timeZoneShortName,
} from "../../src/ui/calendar/format";
import { calendarEvent as event } from "./support/dashboardHarness";

const at = (iso: string) => Date.parse(iso);

describe("days in a time zone", () => {
  it("puts one instant on different days in different zones", () => {
    const lateEvening = at("2026-09-14T23:30:00Z");
    expect(dayKeyInZone(lateEvening, "UTC")).toBe("2026-09-14");
    expect(dayKeyInZone(lateEvening, "Europe/London")).toBe("2026-09-15");
    expect(dayKeyInZone(lateEvening, "Asia/Tokyo")).toBe("2026-09-15");
    expect(dayKeyInZone(lateEvening, "America/New_York")).toBe("2026-09-14");
    expect(dayKeyInZone(at("2026-09-14T10:30:00Z"), "Pacific/Kiritimati")).toBe("2026-09-15");
  });

  it("writes an instant with the zone's offset, half hours included", () => {
    const noon = at("2026-07-01T12:00:00Z");
    expect(isoInZone(noon, "Europe/London")).toBe("2026-07-01T13:00:00+01:00");
    expect(isoInZone(noon, "America/New_York")).toBe("2026-07-01T08:00:00-04:00");
    expect(isoInZone(noon, "Asia/Kolkata")).toBe("2026-07-01T17:30:00+05:30");
    expect(isoInZone(at("2026-01-15T12:00:00Z"), "Europe/London")).toBe(
      "2026-01-15T12:00:00+00:00",
    );
  });

  it("finds the instant of a wall-clock time, in summer and winter", () => {
    expect(new Date(instantOfWallTime("2026-07-01", "09:00", "Europe/London")).toISOString()).toBe(
      "2026-07-01T08:00:00.000Z",
    );
    expect(new Date(instantOfWallTime("2026-01-15", "09:00", "Europe/London")).toISOString()).toBe(
      "2026-01-15T09:00:00.000Z",
    );
    expect(
      new Date(instantOfWallTime("2026-09-14", "18:45", "Australia/Sydney")).toISOString(),
    ).toBe("2026-09-14T08:45:00.000Z");
  });

  it("moves a time the spring clock change skips forwards, and takes the first of a repeated one", () => {
    // London skips 01:00–02:00 on 29 March 2026 and repeats 01:00–02:00 on 25 October.
    expect(new Date(instantOfWallTime("2026-03-29", "01:30", "Europe/London")).toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
    expect(new Date(instantOfWallTime("2026-10-25", "01:30", "Europe/London")).toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    // New York: 02:30 does not exist on 8 March 2026.
    const skipped = instantOfWallTime("2026-03-08", "02:30", "America/New_York");
    expect(isoInZone(skipped, "America/New_York")).toBe("2026-03-08T03:30:00-04:00");
  });

  it("does day arithmetic across months, years and leap days", () => {
    expect(addDays("2026-09-30", 1)).toBe("2026-10-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(parseMonthKey("2026-09")).toEqual({ year: 2026, month: 9 });
    expect(parseMonthKey("2026-13")).toBeNull();
    expect(parseMonthKey(null)).toBeNull();
  });
});

describe("weeks", () => {
  it("starts a week on the family's first weekday", () => {
    // Wednesday 16 September 2026.
    expect(startOfWeek("2026-09-16", "monday")).toBe("2026-09-14");
    expect(startOfWeek("2026-09-16", "sunday")).toBe("2026-09-13");
    expect(startOfWeek("2026-09-16", "saturday")).toBe("2026-09-12");
    expect(startOfWeek("2026-09-14", "monday")).toBe("2026-09-14");
    expect(weekdayOrder("monday")).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder("sunday")).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder("saturday")).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it("gives this week's range as instants at the family's midnights", () => {
    const wednesday = at("2026-09-16T10:00:00Z");
    const week = weekRange(wednesday, "Europe/London", "monday");
    expect(week.days).toEqual([
      "2026-09-14",
      "2026-09-15",
      "2026-09-16",
      "2026-09-17",
      "2026-09-18",
      "2026-09-19",
      "2026-09-20",
    ]);
    expect(week.from).toBe("2026-09-13T23:00:00.000Z");
    expect(week.to).toBe("2026-09-20T23:00:00.000Z");
    expect(weekRange(wednesday, "America/New_York", "sunday")).toMatchObject({
      from: "2026-09-13T04:00:00.000Z",
      to: "2026-09-20T04:00:00.000Z",
    });
  });

  it("reads 'this week' in the family's zone, not the browser's", () => {
    // Sunday 23:30 UTC is already Monday in London, still Sunday in New York.
    const lateSunday = at("2026-09-13T23:30:00Z");
    expect(weekRange(lateSunday, "Europe/London", "monday").days[0]).toBe("2026-09-14");
    expect(weekRange(lateSunday, "America/New_York", "monday").days[0]).toBe("2026-09-07");
  });

  it("keeps a week that crosses a clock change seven calendar days long", () => {
    const week = weekRange(at("2026-10-21T12:00:00Z"), "Europe/London", "monday");
    expect(week.from).toBe("2026-10-18T23:00:00.000Z");
    // Sunday 25 October ends in winter time.
    expect(week.to).toBe("2026-10-26T00:00:00.000Z");
  });
});

describe("the month grid", () => {
  it("covers September 2026 in whole weeks for each first weekday", () => {
    const monday = monthGrid({ year: 2026, month: 9 }, "monday");
    expect(monday).toHaveLength(5);
    expect(monday[0]?.[0]).toBe("2026-08-31");
    expect(monday[4]?.[6]).toBe("2026-10-04");

    const sunday = monthGrid({ year: 2026, month: 9 }, "sunday");
    expect(sunday[0]?.[0]).toBe("2026-08-30");
    expect(sunday.at(-1)?.[6]).toBe("2026-10-03");

    const saturday = monthGrid({ year: 2026, month: 9 }, "saturday");
    expect(saturday[0]?.[0]).toBe("2026-08-29");
    expect(saturday.at(-1)?.[6]).toBe("2026-10-02");
  });

  it("uses four weeks when the month fits exactly, and six when it needs them", () => {
    // February 2026 starts on a Sunday and has 28 days.
    expect(monthGrid({ year: 2026, month: 2 }, "sunday")).toHaveLength(4);
    expect(monthGrid({ year: 2026, month: 2 }, "monday")).toHaveLength(5);
    // August 2026 starts on a Saturday and has 31 days.
    expect(monthGrid({ year: 2026, month: 8 }, "monday")).toHaveLength(6);
  });

  it("gives every week seven consecutive days", () => {
    for (const week of monthGrid({ year: 2026, month: 3 }, "monday")) {
      expect(week).toHaveLength(7);
      week.forEach((day, index) => {
        if (index > 0) expect(day).toBe(addDays(week[index - 1] ?? "", 1));
      });
    }
  });
});

describe("the days an event covers", () => {
  it("reads all-day dates as they are, the end being the day after", () => {
    expect(
      eventDaySpan({ startsAt: "2026-09-14", endsAt: "2026-09-15", allDay: true }, "Asia/Tokyo"),
    ).toEqual({ first: "2026-09-14", last: "2026-09-14" });
    expect(
      eventDaySpan(
        { startsAt: "2026-09-14", endsAt: "2026-09-17", allDay: true },
        "America/New_York",
      ),
    ).toEqual({ first: "2026-09-14", last: "2026-09-16" });
  });

  it("reads a timed event's days in the family's zone", () => {
    const lateNight = {
      startsAt: "2026-09-14T22:00:00Z",
      endsAt: "2026-09-15T01:00:00Z",
      allDay: false,
    };
    expect(eventDaySpan(lateNight, "Europe/London")).toEqual({
      first: "2026-09-14",
      last: "2026-09-15",
    });
    expect(eventDaySpan(lateNight, "Asia/Tokyo")).toEqual({
      first: "2026-09-15",
      last: "2026-09-15",
    });
  });

  it("does not let an end at midnight reach into the next day", () => {
    const untilMidnight = {
      startsAt: "2026-09-14T18:00:00Z",
      endsAt: "2026-09-14T23:00:00Z",
      allDay: false,
    };
    expect(eventDaySpan(untilMidnight, "Europe/London")).toEqual({
      first: "2026-09-14",
      last: "2026-09-14",
    });
  });

  it("marks each day of a multi-day event as start, middle or end", () => {
    const days = monthGrid({ year: 2026, month: 9 }, "monday").flat();
    const camp = event({ id: "camp", startsAt: "2026-09-14", endsAt: "2026-09-17", allDay: true });
    const lesson = event({ id: "lesson" });
    const cells = eventsByDay(days, [lesson, camp], "Europe/London");
    expect(cells.get("2026-09-14")?.map((entry) => [entry.event.id, entry.position])).toEqual([
      ["camp", "start"],
      ["lesson", "single"],
    ]);
    expect(
      cells.get("2026-09-15")?.map((entry) => [entry.position, entry.dayNumber, entry.dayCount]),
    ).toEqual([["middle", 2, 3]]);
    expect(cells.get("2026-09-16")?.[0]?.position).toBe("end");
    expect(cells.get("2026-09-17")).toEqual([]);
  });

  it("shows the part of a long event that falls inside the grid", () => {
    const days = monthGrid({ year: 2026, month: 9 }, "monday").flat();
    const holiday = event({
      id: "holiday",
      startsAt: "2026-08-20",
      endsAt: "2026-09-02",
      allDay: true,
    });
    const cells = eventsByDay(days, [holiday], "Europe/London");
    expect(cells.get("2026-08-31")?.[0]).toMatchObject({
      position: "middle",
      dayNumber: 12,
      dayCount: 13,
    });
    expect(cells.get("2026-09-01")?.[0]?.position).toBe("end");
  });
});

describe("the agenda", () => {
  it("lists upcoming days soonest first, an event under way under today, and the past apart", () => {
    const events = [
      event({ id: "party", startsAt: "2026-09-20T13:00:00Z", endsAt: "2026-09-20T15:00:00Z" }),
      event({ id: "camp", startsAt: "2026-09-14", endsAt: "2026-09-17", allDay: true }),
      event({ id: "dentist", startsAt: "2026-09-10T08:00:00Z", endsAt: "2026-09-10T08:30:00Z" }),
      event({ id: "trip", startsAt: "2026-09-01", endsAt: "2026-09-02", allDay: true }),
      event({ id: "swim", startsAt: "2026-09-15T16:00:00Z", endsAt: "2026-09-15T17:00:00Z" }),
    ];
    const agenda = buildAgenda(events, "Europe/London", "2026-09-15");
    expect(agenda.upcoming.map((group) => [group.day, group.events.map((e) => e.id)])).toEqual([
      ["2026-09-15", ["camp", "swim"]],
      ["2026-09-20", ["party"]],
    ]);
    expect(agenda.past.map((group) => group.day)).toEqual(["2026-09-10", "2026-09-01"]);
  });
});

describe("formatting", () => {
  it("writes days, months and relative names", () => {
    expect(formatDay("2026-09-14", "long", "en-GB")).toBe("Monday, 14 September 2026");
    expect(formatDay("2026-09-14", "long", "en-US")).toBe("Monday, September 14, 2026");
    expect(formatMonth({ year: 2026, month: 9 }, "en-GB")).toBe("September 2026");
    expect(relativeDayName("2026-09-14", "2026-09-14")).toBe("Today");
    expect(relativeDayName("2026-09-15", "2026-09-14")).toBe("Tomorrow");
    expect(relativeDayName("2026-09-13", "2026-09-14")).toBe("Yesterday");
    expect(relativeDayName("2026-09-20", "2026-09-14")).toBeNull();
  });

  it("writes one instant as each zone reads it", () => {
    const instant = "2026-09-14T23:30:00Z";
    expect(formatTime(instant, "Europe/London", "en-GB")).toBe("00:30");
    expect(formatTime(instant, "America/New_York", "en-GB")).toBe("19:30");
    expect(formatDateTime(instant, "Asia/Tokyo", "en-GB")).toBe("Tue, 15 Sept 2026, 08:30");
    expect(formatDateTime(instant, "America/New_York", "en-GB")).toBe("Mon, 14 Sept 2026, 19:30");
    expect(timeZoneShortName("2026-09-14T07:30:00Z", "Europe/London", "en-GB")).toBe("BST");
    expect(timeZoneShortName("2026-01-14T07:30:00Z", "Europe/London", "en-GB")).toBe("GMT");
  });

  it("says when an event happens in its own zone, all-day aware", () => {
    const normalise = (text: string) => text.replace(/\s/g, " ");
    expect(
      normalise(
        formatEventWhen(
          {
            startsAt: "2026-09-14T07:30:00Z",
            endsAt: "2026-09-14T08:30:00Z",
            allDay: false,
            timezone: "Europe/London",
          },
          "en-GB",
        ),
      ),
    ).toBe("Mon, 14 Sept 2026, 08:30–09:30");
    expect(
      normalise(
        formatEventWhen(
          {
            startsAt: "2026-09-14T07:30:00Z",
            endsAt: "2026-09-14T08:30:00Z",
            allDay: false,
            timezone: "America/New_York",
          },
          "en-GB",
        ),
      ),
    ).toBe("Mon, 14 Sept 2026, 03:30–04:30");
    expect(
      formatEventWhen(
        { startsAt: "2026-09-14", endsAt: "2026-09-15", allDay: true, timezone: "Asia/Tokyo" },
        "en-GB",
      ),
    ).toBe("Mon, 14 Sept 2026, all day");
    expect(
      normalise(
        formatEventWhen(
          { startsAt: "2026-09-30", endsAt: "2026-10-03", allDay: true, timezone: "Europe/London" },
          "en-GB",
        ),
      ),
    ).toBe("Wed, 30 Sept – Fri, 2 Oct 2026, all day");
  });

  it("says an event's times on each of its days", () => {
    const overnight = {
      startsAt: "2026-09-14T19:00:00Z",
      endsAt: "2026-09-15T01:00:00Z",
      allDay: false,
      timezone: "Europe/London",
    };
    expect(formatTimesOnDay(overnight, "2026-09-14", "Europe/London", "en-GB")).toBe(
      "From 20:00 (day 1 of 2)",
    );
    expect(formatTimesOnDay(overnight, "2026-09-15", "Europe/London", "en-GB")).toBe(
      "Until 02:00 (day 2 of 2)",
    );
    const lesson = { ...overnight, endsAt: "2026-09-14T20:00:00Z" };
    expect(formatTimesOnDay(lesson, "2026-09-14", "Europe/London", "en-GB")).toBe("20:00 – 21:00");
    const camp = {
      startsAt: "2026-09-14",
      endsAt: "2026-09-17",
      allDay: true,
      timezone: "Europe/London",
    };
    expect(formatTimesOnDay(camp, "2026-09-15", "Europe/London", "en-GB")).toBe(
      "All day (day 2 of 3)",
    );
  });
});
