/**
 * Near misses of the rules added in session 8 (issue 12), found by a review
 * that ran ordinary sentences through the extractor before and after: each
 * reads as a careful parent would, as it did before the rules came.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject = "News", zone = "Europe/London", from?: string) =>
  (await eventsIn(body, { subject, ...(from === undefined ? {} : { from }) }, zone)).map(
    ({ title, start, end, change, location }) => ({ title, start, end, change, location }),
  );

describe("ranges, months and places", () => {
  it("keeps 'event 6-8pm' and 'sessions 9-10am' ranges (only 'Game 1 – 9:00' is a number)", async () => {
    expect(
      await read("Our fundraising event 6-8pm on Friday 6 March in the school hall."),
    ).toMatchObject([{ start: "2026-03-06T18:00:00+00:00", end: "2026-03-06T20:00:00+00:00" }]);
    expect(await read("Swimming sessions 9-10am on Saturday 7 March.")).toMatchObject([
      { start: "2026-03-07T09:00:00+00:00", end: "2026-03-07T10:00:00+00:00" },
    ]);
  });

  it("reads 'March in 10 minute slots' as the month", async () => {
    expect(
      await read("Parents' evening is on 12 March in 10 minute slots from 4pm."),
    ).toMatchObject([{ start: "2026-03-12T16:00:00+00:00" }]);
  });

  it("takes a Sunbury or Friars address below an event as its place", async () => {
    expect(
      await read(
        "Swimming gala on Saturday 7 March at 2pm\nSunbury Leisure Centre, 12 Green Street, TW16 6RW",
      ),
    ).toMatchObject([{ location: expect.stringMatching(/Sunbury Leisure Centre/) }]);
  });

  it("leaves 'On March 3, 4th and 5th grade students' as one day", async () => {
    expect(
      await read(
        "On March 3, 4th and 5th grade students will visit the science museum.",
        "Trip",
        "America/New_York",
        "office@school.org",
      ),
    ).toMatchObject([{ start: "2026-03-03", end: "2026-03-04" }]);
  });
});

describe("events that are not hours, menus or returns", () => {
  it("keeps an exam that lasts two hours and a holiday club's hours", async () => {
    expect(
      await read("The exam lasts two hours: Wednesday 13 May at 9am in the sports hall."),
    ).toMatchObject([{ start: "2026-05-13T09:00:00+01:00", end: "2026-05-13T11:00:00+01:00" }]);
    expect(
      (await read("Our Easter holiday club hours are 8am-6pm, Monday 30 March to Friday 10 April."))
        .length,
    ).toBeGreaterThan(0);
  });

  it("keeps a menu tasting evening and a training that restarts", async () => {
    expect(await read("The new menu tasting evening is on Thursday 5 March at 6pm.")).toMatchObject(
      [{ start: "2026-03-05T18:00:00+00:00" }],
    );
    expect(
      await read("Training restarts on Tuesday 10 March at 6pm at the new pitch."),
    ).toMatchObject([{ start: "2026-03-10T18:00:00+00:00", change: "new" }]);
  });

  it("keeps children who 'will go home at 1.30pm' as the end of term", async () => {
    expect(
      await read("End of term: they will go home at 1.30pm on Friday 27 March."),
    ).toMatchObject([{ start: "2026-03-27T13:30:00+00:00" }]);
  });

  it("keeps a race's start times under 'Registration opens:'", async () => {
    expect(
      await read(
        "Cross country race day\n\nRegistration opens:\n\nJuniors: Saturday 7 March, 9:00am\nSeniors: Saturday 7 March, 10:30am",
      ),
    ).toHaveLength(2);
  });
});

describe("sentences that only look like a cancellation", () => {
  it.each([
    "The match v Riverside is at 10am on Saturday 7 March, but no spectators on Saturday please.",
    "World Book Day is on Thursday 5 March, no PE kit on Thursday.",
    "The minibus is not running, so please make your own way to the match on Saturday 7 March at 10am.",
    "Mr Smith won't be on the trip to the museum on Friday 6 March at 9am.",
    "The Spring Fair will not be on the field this year but in the hall on Saturday 14 March at 11am.",
    "Year 4 classes are off-site on Thursday 5 March for the trip at 9am.",
    "All lessons are off timetable on Friday 6 March for Science Day.",
  ])("%s", async (body) => {
    const found = await read(body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((event) => event.change === "new")).toBe(true);
  });

  it("keeps a school's closure when its clubs are called off too", async () => {
    expect(
      await read(
        "Due to the strike, school is closed on Thursday 5 March and all after-school clubs (3.30-4.30pm) are cancelled.",
      ),
    ).toMatchObject([{ start: "2026-03-05", end: "2026-03-06" }]);
  });
});

describe("titles and days", () => {
  it('never writes "You\'s" or "Parents\'s"', async () => {
    const titles = [
      ...(await read("You have a meeting with Mrs Jones on Tuesday 10 March at 4pm.")),
      ...(await read("Parents have an invitation to the assembly on Friday 6 March at 9am.")),
    ].map((event) => event.title);
    expect(titles.some((title) => /(?:You|Parents)['’]s\b/.test(title))).toBe(false);
  });

  it("names a subject that only starts with 'Calendar' or 'Events' as its event", async () => {
    expect(
      await read(
        "Year 3 are going to the zoo on Friday 6 March. Please bring a packed lunch.",
        "Calendar: Year 3 trip to the zoo",
      ),
    ).toMatchObject([{ title: expect.stringMatching(/zoo/i) }]);
  });

  it("reads two German times joined by 'und' as two showings, not one range", async () => {
    const found = await read(
      "Die Aufführungen sind am Samstag, 14. März, um 15:00 und 19:00 Uhr.",
      "Theater",
      "Europe/Berlin",
      "schule@beispiel.de",
    );
    expect(found.some((event) => event.end === "2026-03-14T19:00:00+01:00")).toBe(false);
  });

  it("reads a .com sender's 3/4 month first for a family in Tokyo", async () => {
    expect(
      await read("Piano recital on 3/4 at 2pm.", "Recital", "Asia/Tokyo", "info@piano.com"),
    ).toMatchObject([{ start: "2026-03-04T14:00:00+09:00" }]);
  });

  it("ends no flight at its arrival when the airports are named without codes", async () => {
    expect(
      await read(
        "Flight BA117 on Saturday 7 March departs London Heathrow 08:05 and arrives New York 10:55.",
        "Your flight",
      ),
    ).toMatchObject([{ start: "2026-03-07T08:05:00+00:00", end: "2026-03-07T09:05:00+00:00" }]);
  });

  it("names a closure for the day by its reason, and keeps 'Great News Club' and 'Date for your diary'", async () => {
    expect(
      await read("The school will be closed for the day on Friday 6 March due to snow."),
    ).toMatchObject([{ title: expect.stringMatching(/snow/i) }]);
    expect((await read("Great News Club meets on Tuesday 10 March at 3.30pm."))[0]?.title).toMatch(
      /Great News Club/,
    );
    expect((await read("Date for your diary: Summer Fair on Saturday 20 June."))[0]?.title).toMatch(
      /Summer Fair/,
    );
  });

  it("adds no next-week event for 'Breakfast club runs Monday to Friday, next week it opens at 7.30am'", async () => {
    expect(
      (await read("Breakfast club runs Monday to Friday, next week it opens at 7.30am.")).some(
        (event) => event.start.startsWith("2026-03-09") && event.end.startsWith("2026-03-14"),
      ),
    ).toBe(false);
  });
});
