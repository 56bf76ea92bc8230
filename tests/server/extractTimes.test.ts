/**
 * The times that belong to an event (issue 12): a time from the sentence
 * after its date, a stated length or end time instead of the one-hour
 * default, ranges, the lines of a booking below its date, and no end
 * where the text gives none.
 */
import { describe, expect, it } from "vitest";
import type { ExtractedEvent } from "../../server/mail/extract";
import { withHourRanges } from "../../server/mail/extract/durations";
import { durationMinutes } from "../../server/mail/extract/lengths";
import { eventsIn } from "./support/extractMail";

async function events(body: string, subject?: string): Promise<ReadonlyArray<ExtractedEvent>> {
  return eventsIn(body, subject === undefined ? {} : { subject });
}

/** The start and end of the only event found, as written in the family's zone. */
async function times(body: string): Promise<{ start: string; end: string } | undefined> {
  const found = await events(body);
  expect(found).toHaveLength(1);
  const [event] = found;
  return event === undefined ? undefined : { start: event.start, end: event.end };
}

const at = (start: string, end: string) => ({
  start: `2026-03-${start}:00+00:00`,
  end: `2026-03-${end}:00+00:00`,
});

describe("a time in another sentence than the date", () => {
  it("times a day from the sentence after it", async () => {
    expect(await times("Half day on the 18th. Pupils leave at 11:45.")).toEqual(
      at("18T11:45", "18T12:45"),
    );
  });

  it("starts at the poolside warm-up the next paragraph gives, and ends when it says it finishes", async () => {
    expect(
      await times(
        "Just a reminder that our Club Championships are on Sunday 15 March at Leyton Leisure Lagoon.\n\nSwimmers need to be on poolside for warm-up at 7.45am and we should finish by about 1pm.",
      ),
    ).toEqual(at("15T07:45", "15T13:00"));
  });

  it("makes one event per show the next sentence lists, but one event for a day of rounds", async () => {
    const shows = await events(
      "RECITAL - Saturday, March 14. There are two shows, at 1:00 PM and again at 6:00 PM, and every dancer performs in both.",
    );
    expect(shows.map((event) => event.start)).toEqual([
      "2026-03-14T13:00:00+00:00",
      "2026-03-14T18:00:00+00:00",
    ]);
    const rounds = await events(
      "The chess tournament is Saturday, March 14 at Schaumburg High School. Rounds are at 9:00, 10:45, 1:00 and 2:45.",
    );
    expect(rounds).toHaveLength(1);
  });

  it("makes no second event of the sentence whose time the day took", async () => {
    expect(
      await times(
        "Half day on the 18th. Pupils leave at 11:45 and there will be no homework club that afternoon.",
      ),
    ).toEqual(at("18T11:45", "18T12:45"));
  });

  it("times a day from the range opening the next paragraph, past a sentence with no time", async () => {
    expect(
      await times(
        "Our Living Wax Museum is coming up on Thursday, March 12! Students have been researching for weeks.\n\nFamilies are invited to walk through the museum in the gym from 8:45 to 10:15 AM.",
      ),
    ).toEqual(at("12T08:45", "12T10:15"));
  });

  it("gives the next paragraph's times only to its paragraph's last day", async () => {
    const found = await events(
      "Sports day is on Thursday, March 12. The swimming gala follows on Thursday, March 19.\n\nParents may watch from 1:30 to 3 PM.",
    );
    expect(found.map((event) => event.start)).toEqual(["2026-03-12", "2026-03-19T13:30:00+00:00"]);
  });

  it("reads a time in another zone, written with full stops, in the family's zone", async () => {
    const found = await eventsIn(
      "Join our live online info session on Tuesday, March 10 at 7 p.m. ET. The session will last about an hour.",
      {},
      "America/Chicago",
    );
    expect(found.map((event) => event.start)).toEqual(["2026-03-10T18:00:00-05:00"]);
  });

  it("starts when the show starts, not when the doors open, and ends when it finishes", async () => {
    expect(
      await times(
        "The concert is on Friday 12 June. Doors open 6:30pm, the show starts at 7pm and finishes around 8:30.",
      ),
    ).toEqual({ start: "2026-06-12T19:00:00+01:00", end: "2026-06-12T20:30:00+01:00" });
    expect(await times("Saturday 14 March\nDoors 18:30 | Show 19:30")).toMatchObject({
      start: "2026-03-14T19:30:00+00:00",
    });
  });

  it("ends at a finishing time after an evening start, read as evening", async () => {
    expect(
      await times(
        "Back to School Night will be held on Thursday 12 March. We'll begin at 6:30 PM in the gym. The evening wraps up by 8:00.",
      ),
    ).toEqual(at("12T18:30", "12T20:00"));
  });

  it("ends at the time after finishing words, not at a step of the day between", async () => {
    expect(
      await times(
        "Our qualifier is Saturday 14 March. Team check-in is at 7:30 AM, opening ceremony at 8:30, and awards should wrap up around 4:00 PM.",
      ),
      // Check-in says when to be there; the opening ceremony starts the day (the held-out rule).
    ).toEqual(at("14T08:30", "14T16:00"));
    expect(
      await times(
        "Race day: Saturday 14 March. Check-in opens at 8:30 AM and racing starts at 9:30. We should wrap up by 1.",
      ),
      // Check-in says when to be there; racing is the event (the held-out batches' rule).
    ).toEqual(at("14T09:30", "14T13:00"));
  });

  it("ends at a finishing time on the next line of a letter broken mid-sentence", async () => {
    expect(
      await times(
        "Thursday 12 March 2026. Students meet in the main car park at 8.40am;\nthe coach returns at about 3.30pm.",
      ),
    ).toEqual(at("12T08:40", "12T15:30"));
  });
});

describe("a stated length", () => {
  it.each([
    ["Drama workshop on Tuesday 10 March at 2pm; the session lasts 90 minutes.", "10T15:30"],
    ["There is a 45-minute assembly on Friday 13 March at 9am.", "13T09:45"],
    [
      "Science club on Wednesday 11 March at 3.30pm. It runs for about an hour and a half.",
      "11T17:00",
    ],
    ["Parent consultations on Thursday 12 March at 4.40pm, 20 minutes.", "12T17:00"],
    ["Piano exam on Thursday 12 March at 10.15am (45 mins).", "12T11:00"],
    ["Swimming on Friday 13 March at 1pm, 1.5 hrs.", "13T14:30"],
    ["A 2-hour workshop on Saturday 14 March at 10am.", "14T12:00"],
  ])("%s", async (body, end) => {
    const found = await times(body);
    expect(found?.end).toBe(`2026-03-${end}:00+00:00`);
  });

  it("takes a length stated under a labelled block", async () => {
    expect(
      await times(
        "Class: Kids' Wheel Throwing\nDate: Saturday, March 14\nStart time: 10:30 AM\n\nThe session lasts 90 minutes. Wear clothes that can get muddy.",
      ),
    ).toEqual(at("14T10:30", "14T12:00"));
  });

  it("takes a length from the next paragraph", async () => {
    expect(
      await times(
        "Our Winter Concert is Thursday 12 March at 7:00 PM in the auditorium.\n\nThe concert should run about 90 minutes. Admission is free.",
      ),
    ).toEqual(at("12T19:00", "12T20:30"));
  });

  it("reads the lengths people write", () => {
    expect(durationMinutes("the session lasts 90 minutes")).toBe(90);
    expect(durationMinutes("a 45-minute assembly")).toBe(45);
    expect(durationMinutes("it runs for about an hour and a half")).toBe(90);
    expect(durationMinutes("Conferences are 15 minutes, so please be on time")).toBe(15);
    expect(durationMinutes("at 4.40pm, 20 minutes.")).toBe(20);
    expect(durationMinutes("Initial Consultation (45 mins)")).toBe(45);
    expect(durationMinutes("Swimming, 1.5 hrs")).toBe(90);
    expect(durationMinutes("2-hour workshop")).toBe(120);
    expect(durationMinutes("an hour-long session")).toBe(60);
    expect(durationMinutes("lasts 1 hour 15 minutes")).toBe(75);
    expect(durationMinutes("We'll wrap up after about 40 minutes")).toBe(40);
  });

  it("does not take an offset, a distance or a slot for a length", () => {
    expect(durationMinutes("Please arrive 15 minutes early")).toBeNull();
    expect(durationMinutes("The hall is 10 minutes from the station")).toBeNull();
    expect(durationMinutes("a 10-minute walk from the car park")).toBeNull();
    expect(durationMinutes("book one of the 10-minute slots")).toBeNull();
    expect(durationMinutes("Schedules can run up to 30 minutes ahead")).toBeNull();
    expect(durationMinutes("tickets are handed out 30 minutes before the start")).toBeNull();
  });
});

describe("a stated end", () => {
  it.each([
    ["Sports day on Friday 13 March at 1pm. It finishes at 4.", at("13T13:00", "13T16:00")],
    ["Sports day on Friday 13 March from 1pm until 3:30.", at("13T13:00", "13T15:30")],
    ["Fun run on Saturday 14 March at 9am. It ends around noon.", at("14T09:00", "14T12:00")],
    [
      "Holiday club on Monday 16 March: drop-off at 8am, pick-up at 4pm.",
      at("16T08:00", "16T16:00"),
    ],
  ])("%s", async (body, expected) => {
    expect(await times(body)).toEqual(expected);
  });
});

describe("ranges", () => {
  it.each([
    ["Camp on Monday 16 March 9am till 3.", at("16T09:00", "16T15:00")],
    ["Open morning on Monday 16 March from 10 to 11.30.", at("16T10:00", "16T11:30")],
    ["Open morning on Monday 16 March 10:00–11:30.", at("16T10:00", "16T11:30")],
    ["Sports camp on Monday 16 March 9.15-3.15.", at("16T09:15", "16T15:15")],
    ["We're bowling at Lucky Strike on Sunday 15th March, 1-3.", at("15T13:00", "15T15:00")],
    ["Working bee Sat 21 March, 9-12. Bring gloves.", at("21T09:00", "21T12:00")],
  ])("%s", async (body, expected) => {
    expect(await times(body)).toEqual(expected);
  });

  it("reads bare hours as a range only just after a day", () => {
    expect(withHourRanges("this Sunday, 2 to 4ish")).toBe("this Sunday, 2:00-4:00");
    expect(withHourRanges("Saturday 7th March, 6-12 year olds welcome")).toBe(
      "Saturday 7th March, 6-12 year olds welcome",
    );
    expect(withHourRanges("Ages 6-12, no booking needed")).toBe("Ages 6-12, no booking needed");
  });
});

describe("a booking's journey on the lines below its date", () => {
  it("starts at the departure and ends at the arrival", async () => {
    expect(
      await times(
        "OUTWARD JOURNEY - Saturday 04 April 2026\nDepart  London Victoria Coach Station   09:30\nArrive  Bath Bus Station                12:45\nService 403",
      ),
    ).toEqual({ start: "2026-04-04T09:30:00+01:00", end: "2026-04-04T12:45:00+01:00" });
  });

  it("does not end a flight at an arrival that may be another zone's clock", async () => {
    expect(
      await times(
        "UPDATED - Monday 16 March 2026\nUA 1182\nLos Angeles (LAX) 9:40 AM  ->  Honolulu (HNL) 1:35 PM",
      ),
    ).toEqual(at("16T09:40", "16T10:40"));
  });
});

describe("no end the text does not give", () => {
  it("keeps the one-hour default", async () => {
    expect(
      await times(
        "Swimming gala on Friday 13 March at 2pm. Please arrive 15 minutes early; the pool is a 10-minute walk from school.",
      ),
    ).toEqual(at("13T14:00", "13T15:00"));
    // A later time after other words starts something of its own, and a check-in before the
    // first round is when to be there, not the start.
    expect(
      await times(
        "Rounds on Saturday 14 March: check-in by 9:00, first round 9:30. Lunch at 12:30.",
      ),
    ).toEqual(at("14T09:30", "14T10:30"));
  });
});

describe("events that cross midnight", () => {
  it("ends a sleepover at the next morning's pick-up instead of making the pick-up an event", async () => {
    const events = await eventsIn(
      "The sleepover starts at 7pm on Friday 20 March and pick-up is at 9am on Saturday.",
      { subject: "Sleepover" },
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Sleepover", "2026-03-20T19:00:00+00:00", "2026-03-21T09:00:00+00:00"],
    ]);
  });

  it("ends an event at the next morning the sentence after its day names, placing it without the clause after", async () => {
    const events = await eventsIn(
      "Quick heads-up: our winter lock-in is on Saturday 21 March. Drop-off is at 7pm at the Fellowship Hall and pick-up is 7am Sunday morning.",
      { subject: "Lock-in" },
    );
    expect(events.map((event) => [event.title, event.start, event.end, event.location])).toEqual([
      [
        "Winter lock-in",
        "2026-03-21T19:00:00+00:00",
        "2026-03-22T07:00:00+00:00",
        "Fellowship Hall",
      ],
    ]);
  });

  it("reads a bare hour at the next day's pick-up as morning", async () => {
    const events = await eventsIn(
      "Ruby wants a small sleepover. It's Friday the 20th: drop-off at 6:30pm, and pick-up Saturday at 10 after pancakes.",
      { subject: "Ruby's birthday sleepover" },
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-20T18:30:00+00:00", "2026-03-21T10:00:00+00:00"],
    ]);
  });
});

describe("British dotted times", () => {
  it("reads '10.30 KO', 'at 9.15', '2.45 start' and '11.30ish' as clock times, never a price or a decimal", async () => {
    expect(await times("Match on Saturday 7 March, 10.30 KO at the park.")).toMatchObject({
      start: "2026-03-07T10:30:00+00:00",
    });
    expect(await times("Parents' meeting on Thursday 5 March at 9.15 in the hall.")).toMatchObject({
      start: "2026-03-05T09:15:00+00:00",
    });
    expect(await times("Gala on Friday 6 March, 2.45 start.")).toMatchObject({
      start: "2026-03-06T14:45:00+00:00",
    });
    expect(await times("Shared lunch at kindy on Friday 6 March, 11.30ish.")).toMatchObject({
      start: "2026-03-06T11:30:00+00:00",
    });
    const priced = await events("Cake sale on Friday 6 March: cakes at £1.50 each.");
    expect(priced.map((event) => event.allDay)).toEqual([true]);
  });
});

describe("a span of days and the time of each day", () => {
  it("keeps a span all-day when the next sentence gives the time to arrive each day", async () => {
    expect(
      await times(
        "State testing for Year 6 will take place Tuesday 10 March through Friday 13 March. Please make sure your child arrives by 7:50 AM each day.",
      ),
    ).toEqual({ start: "2026-03-10", end: "2026-03-14" });
  });

  it("still times a move's new day from the sentence after it", async () => {
    const found = await events(
      "Our belt testing is moving from Saturday 14/3 to Saturday 21/3. Time stays the same: 10:00 AM.",
    );
    expect(found.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-21T10:00:00+00:00", "update"],
    ]);
  });
});

describe("two days that share one time", () => {
  it("gives 'Tuesday and Thursday … from 5:30-7pm' the time on both days", async () => {
    const found = await events(
      "Tryouts for the spring season will be held Tuesday 10 March and Thursday 12 March from 5:30-7pm at the Rec Center.",
    );
    expect(found.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-10T17:30:00+00:00", "2026-03-10T19:00:00+00:00"],
      ["2026-03-12T17:30:00+00:00", "2026-03-12T19:00:00+00:00"],
    ]);
  });
});

describe("one day at several times", () => {
  it("makes an event at each time 'at 2pm and 6.30pm' names, and keeps 'between 3:30 and 4:15pm' one range", async () => {
    const shows = await events(
      "The dress rehearsal is on Sunday 8 March at the Beck Theatre. The shows are on Saturday 14 March at 2pm and 6.30pm.",
    );
    expect(shows.map((event) => [event.start, event.location])).toEqual([
      ["2026-03-08", "Beck Theatre"],
      ["2026-03-14T14:00:00+00:00", "Beck Theatre"],
      ["2026-03-14T18:30:00+00:00", "Beck Theatre"],
    ]);
    expect(await times("Pick-up on Friday 13 March between 3:30 and 4:15pm.")).toEqual(
      at("13T15:30", "13T16:15"),
    );
    // Times in the next sentence are parts of the day's one event, not events of their own.
    const rounds = await events(
      "The chess tournament is on Saturday 7 March. Rounds are at 9:00, 10:45, 1:00 and 2:45.",
    );
    expect(rounds).toHaveLength(1);
  });
});

describe("an evening into the next year", () => {
  it("ends '12/31 8pm-1am' at 1am on New Year's Day of the year it starts in", async () => {
    const found = await eventsIn(
      "New Year's Eve party 12/31 8pm-1am.",
      { from: "PTA <pta@school.example.org>" },
      "America/New_York",
    );
    expect(found.map((event) => [event.start, event.end])).toEqual([
      ["2026-12-31T20:00:00-05:00", "2027-01-01T01:00:00-05:00"],
    ]);
  });
});

describe("a sentence that ends in 'PM.'", () => {
  it("keeps the full stop after 'from 4:00 to 7:30 PM.' so the sign-up deadline after it stays its own sentence", async () => {
    const found = await eventsIn(
      "Parent-teacher conferences will be held Tuesday, March 10 and Thursday, March 12 from 4:00 to 7:30 PM. Please sign up for a time slot using the link below by March 6.",
      { from: "Office <office@maple.k12.mn.us>", subject: "Conferences" },
      "America/Chicago",
    );
    expect(found.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Parent-teacher conferences", "2026-03-10T16:00:00-05:00", "2026-03-10T19:30:00-05:00"],
      ["Parent-teacher conferences", "2026-03-12T16:00:00-05:00", "2026-03-12T19:30:00-05:00"],
    ]);
  });
});
