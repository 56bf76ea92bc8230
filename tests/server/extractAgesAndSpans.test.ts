/**
 * Numbers that are not times, and spans written as a start and a run
 * (issue 12: dates read the way a parent reads them).
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const brief = async (body: string, subject = "News") =>
  (await eventsIn(body, { subject })).map((event) => [event.title, event.start, event.end]);

describe("ages, year groups and spans", () => {
  it("reads 'aged 6 to 12' as ages, and the time in the next sentence as the event's", async () => {
    expect(
      await brief(
        "We're running a girls-only come-and-try day on the 14th for anyone aged 6 to 12 who's been thinking about giving league tag a go. It's 9 to 11am at our home ground.",
        "Girls' come-and-try day",
      ),
    ).toEqual([
      ["Girls-only come-and-try day", "2026-03-14T09:00:00+00:00", "2026-03-14T11:00:00+00:00"],
    ]);
  });

  it("reads 'begin on Monday 9 March and run until Friday 20 March' as one span", async () => {
    expect(
      await brief(
        "Mock examinations: Leaving Cert mocks begin on Monday 9 March and run until Friday 20 March.",
      ),
    ).toEqual([[expect.stringMatching(/^Mock examinations/), "2026-03-09", "2026-03-21"]]);
  });
});

describe("two days that share a month", () => {
  it("reads 'Tuesday 17 and Wednesday 18 March, 3.30-6.30pm' as two evenings, not five o'clock", async () => {
    const found = await eventsIn(
      "Parents' evenings are on Tuesday 17 and Wednesday 18 March, 3.30-6.30pm.",
      { subject: "News" },
    );
    expect(found.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-17T15:30:00+00:00", "2026-03-17T18:30:00+00:00"],
      ["2026-03-18T15:30:00+00:00", "2026-03-18T18:30:00+00:00"],
    ]);
  });

  it("leaves a reserve day in brackets out of the title", async () => {
    expect(
      await brief(
        "Sports day is on Wednesday 10 June (reserve day Friday 12 June). KS1 races start at 9.30am.",
      ),
    ).toEqual([["Sports day", "2026-06-10T09:30:00+01:00", "2026-06-10T10:30:00+01:00"]]);
  });
});

describe("a night away whose times open the next paragraph", () => {
  it("starts at the arrival and ends at the next morning's collection, with no second event", async () => {
    const found = await eventsIn(
      "Exciting news: we have 14 places on Dino Snores at the Natural History Museum on Friday 13 March!\n\nGuides should arrive at 7pm at the Exhibition Road entrance, and collection is at 9am on Saturday morning from the same door.",
      { subject: "Dino Snores!" },
    );
    expect(found.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-13T19:00:00+00:00", "2026-03-14T09:00:00+00:00"],
    ]);
  });
});

describe("a night away written as a span of two days", () => {
  it("runs from the drop-off to the next morning's pick-up", async () => {
    const found = await eventsIn(
      "Our pack holiday sleepover is the weekend of Friday 13th - Saturday 14th March at the guide hut. Drop off is at 6pm on the Friday and pick up at 10am on Saturday morning.",
      { subject: "Pack holiday sleepover!" },
    );
    expect(found.map((event) => [event.start, event.end, event.allDay])).toEqual([
      ["2026-03-13T18:00:00+00:00", "2026-03-14T10:00:00+00:00", false],
    ]);
  });

  it("keeps a longer span all-day", async () => {
    const found = await eventsIn(
      "Camp runs Monday 9th - Friday 13th March. Drop off is at 9am and pick up at 3pm.",
      { subject: "Camp" },
    );
    expect(found.map((event) => [event.start, event.end, event.allDay])).toEqual([
      ["2026-03-09", "2026-03-14", true],
    ]);
  });
});

describe("a weekday that is another week's", () => {
  it("never lends 'next Tuesday's' times to tonight's cancelled session", async () => {
    const found = await eventsIn(
      "Sorry for the late notice but NO CUBS TONIGHT, half the leaders are ill. Back to normal next Tuesday 6.30-8.",
      { subject: "Cubs" },
    );
    expect(found.map((event) => [event.title, event.start, event.end, event.change])).toEqual([
      ["Cubs", "2026-03-02", "2026-03-03", "cancel"],
    ]);
  });
});
