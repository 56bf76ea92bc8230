/**
 * Rules from session 14 (issue 12), each in words of its own and each with
 * a near miss: every day a registration opens on, whoever it opens to.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

// A Wednesday.
const sent = "Wed, 23 Sep 2026 20:47:00 +0100";
const read = async (body: string, subject = "News", zone = "Europe/London") =>
  (await eventsIn(body, { subject, date: sent }, zone)).map(
    ({ title, start, end, allDay, change }) => ({ title, start, end, allDay, change }),
  );

describe("the days a registration opens on", () => {
  it("drops the second day joined to the first, and a timed opening for returning families", async () => {
    expect(
      await read(
        "Hello swimmers,\n\nEnrolment for the spring block opens to current members on 12 October and to everyone else on 19 October. Spaces go fast!\n\nThe club",
        "Spring block",
      ),
    ).toEqual([]);
    expect(
      await read(
        "Hi,\n\nSign-ups for Autumn 2026 open on Thursday 1 October at 7pm for returning families, and on 8 October for new families.\n\nCoach Ann",
        "Sign-ups",
      ),
    ).toEqual([]);
  });

  it("keeps an event joined to an opening by 'for', and a race's timed registration", async () => {
    const bookings = await read(
      "Bookings open on Monday 5 October for the quiz night on Friday 16 October at 7pm.",
      "Quiz night",
    );
    expect(bookings.map((event) => event.start)).toEqual(["2026-10-16T19:00:00+01:00"]);
    const joined = await read(
      "Bookings open on 5 October and the quiz night is on Friday 16 October at 7pm.",
      "Quiz night",
    );
    expect(joined.map((event) => event.start)).toEqual(["2026-10-16T19:00:00+01:00"]);
    const race = await read(
      "Race day is Saturday 10 October. Registration opens at 8am on the day and the first race starts at 9am.",
      "Race day",
    );
    expect(race.map((event) => event.start)).toEqual(["2026-10-10T09:00:00+01:00"]);
  });
});
