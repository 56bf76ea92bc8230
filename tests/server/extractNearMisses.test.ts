/**
 * Near misses of the rules added for changes, arrivals, no-events and titles
 * (issue 12): ordinary sentences that look like those cases but are not,
 * and must read as they did before.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject = "News") =>
  (await eventsIn(body, { subject })).map((event) => ({
    title: event.title,
    start: event.start,
    end: event.end,
    change: event.change,
  }));

describe("sentences that only look like the new cases", () => {
  it("reads a kick-off and a 'Moving to Secondary' evening as new events", async () => {
    expect(await read("Match v Hendon kicks off 10am on Saturday 14 March.")).toMatchObject([
      { start: "2026-03-14T10:00:00+00:00", change: "new" },
    ]);
    expect(
      await read("Year 6 Moving to Secondary information evening on Tuesday 10 March at 6pm."),
    ).toMatchObject([{ title: expect.stringMatching(/Moving to Secondary/), change: "new" }]);
  });

  it("keeps moves, sign-offs and invitations that mention tickets or seeing you", async () => {
    expect(
      await read("The concert has moved to Friday 6 March at 7pm - all tickets remain valid."),
    ).toMatchObject([{ start: "2026-03-06T19:00:00+00:00", change: "update" }]);
    expect(await read("See you all at Sports Day on 12 June!")).toHaveLength(1);
    expect(
      await read(
        "No need to buy a ticket, just come along to the Carol Concert on Friday 11 December at 6pm.",
      ),
    ).toHaveLength(1);
  });

  it("keeps a meeting under a day heading, and a price is no clock time", async () => {
    expect(
      await read("Tuesday 10 March:\nYear 6 SATs talk at 5pm\nPTA meeting at 6.30pm in the hall"),
    ).toHaveLength(2);
    expect(
      await read("Raffle tickets cost about 2.50 each at the Summer Fair on Saturday 13 June."),
    ).toMatchObject([{ start: "2026-06-13" }]);
  });

  it("keeps names that look like places, bookings, vans and year groups", async () => {
    const titles = async (body: string) => (await read(body)).map((event) => event.title);
    expect(await titles("Forest School on Thursday 12 March at 1.30pm.")).toEqual([
      "Forest School",
    ]);
    expect(
      await titles("Thank you for booking Swimming Lessons on Saturday 14 March at 9am."),
    ).toEqual([expect.stringMatching(/Swimming Lessons/)]);
    expect(await titles("Ice cream van at the school gate on Friday 13 March at 3pm.")).toEqual([
      expect.stringMatching(/^Ice cream van/),
    ]);
    expect(await titles("Year 5/6 netball match on Friday 13 March at 4pm.")).toEqual([
      expect.stringMatching(/^Year 5\/6 netball/),
    ]);
  });

  it("reads an airport terminal as no finishing word", async () => {
    expect(
      await read(
        "Ski trip on Saturday 14 March. Coaches leave school at 4am and we check in at Terminal 5 by 7am.",
      ),
    ).toMatchObject([{ start: "2026-03-14T04:00:00+00:00", end: "2026-03-14T05:00:00+00:00" }]);
  });
});
