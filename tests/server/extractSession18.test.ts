/**
 * Session 18's rules (issue 12): each test failed before the commit that
 * made it pass, unless it says it is a guard.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

describe("changes", () => {
  it("read 'no practice Friday (6-8)' as the evening's practice called off", async () => {
    const events = await eventsIn(
      "from the team chat\n\nJen M: ALSO no practice Friday (6-8), gym's closed for the band concert\nRob T: thanks!",
      { subject: "fwd team chat", date: "Thu, 16 Apr 2026 22:15:08 -0500" },
      "America/Chicago",
    );
    expect(events.map((event) => [event.title, event.start, event.end, event.change])).toEqual([
      ["Practice", "2026-04-17T18:00:00-05:00", "2026-04-17T20:00:00-05:00", "cancel"],
    ]);
  });
});

describe("ends", () => {
  it("take a length stated beside another clause's wait ('Exams take about 25 minutes, and parents wait')", async () => {
    const events = await eventsIn(
      "Dear Jess,\n\nEllie's Grade 2 exam is on Saturday 12 June at 11.20am at the studio.\n\nPlease have her at the studio by 10.50am, dressed and with her hair in a neat bun. Exams take about 25 minutes, and parents wait in the foyer.\n\nMiss Annabel",
      { subject: "RAD Exam Time - Ellie Moreau", date: "Wed, 26 May 2027 17:25:00 +1000" },
      "Australia/Melbourne",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2027-06-12T11:20:00+10:00", "2027-06-12T11:45:00+10:00"],
    ]);
  });
});

describe("non-events", () => {
  it("leave out a refund's last day, a club's weekly day, a price rise and projects due in class", async () => {
    const events = await eventsIn(
      "Hello families,\n\nFamily STEM Night is on Thursday, January 27 from 6:00-7:30 PM in the cafeteria.\n\nScience fair projects are due in classrooms on Monday, February 7.\n\nPlease note that canteen prices will increase slightly from 1 April.\n\nCancellations made before March 7 receive a full refund minus a $25 processing fee.\n\nClubs\nMath Club meets every Tuesday at 3:10 in Room 12, and Chess Club every Thursday in the library.\n\nPrincipal Yamamoto",
      { subject: "The Hollow Weekly - January 14", date: "Fri, 14 Jan 2028 15:30:00 -0800" },
      "America/Los_Angeles",
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["Family STEM Night", "2028-01-27T18:00:00-08:00"],
    ]);
  });

  it("leave out a shop's hours, an order deadline and a child's age limit in lists of dates", async () => {
    const events = await eventsIn(
      "Hi everyone,\n\nKey dates\n\nFri 13 Aug - Uniform shop open 8-9am\nWed 18 Aug - P&C general meeting, 7pm, staffroom\nWed 3 Nov - Last day for 2028 stationery pack orders\n\nDo you have a child who will be 4 years old by 1 September 2027? Come to our Pre-K information evening on Thursday 19 August at 5:30pm.\n\nKirsty",
      { subject: "P&C Update - Term 3 Week 6", date: "Mon, 09 Aug 2027 18:20:00 +1000" },
      "Australia/Brisbane",
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["P&C general meeting", "2027-08-18T19:00:00+10:00"],
      ["Pre-K information evening", "2027-08-19T17:30:00+10:00"],
    ]);
  });
});

describe("holidays", () => {
  it("read a summer holiday of six weeks, its bracketed day off being its own aside", async () => {
    const events = await eventsIn(
      "Dear families,\n\nTerm 4 ends on Friday 17 December. School holidays run from Saturday 18 December 2027 to Monday 31 January 2028 (Monday 31 January is a pupil free day). Students return on Tuesday 1 February 2028.\n\nMs Lo",
      { subject: "End of year and 2028 dates", date: "Wed, 08 Dec 2027 12:48:00 +1100" },
      "Australia/Sydney",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Term 4 ends", "2027-12-17", "2027-12-18"],
      ["School holidays", "2027-12-18", "2028-02-01"],
    ]);
  });
});
