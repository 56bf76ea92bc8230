/**
 * Changes worded the many ways coaches and schools word them (issue 12:
 * "a moved or called-off event"): each gives one event at the right day and
 * time, marked as an update or a cancellation, named for what changes.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

// The test messages are dated Monday 2 March 2026, 09:00 in London.
const changes: ReadonlyArray<{
  readonly body: string;
  readonly title: string;
  readonly start: string;
  readonly change: "update" | "cancel";
}> = [
  {
    body: "Hi all, just a heads up that Thursday's practice has been pushed back an hour - we now start at 6pm (12 March).",
    title: "Practice",
    start: "2026-03-12T18:00:00+00:00",
    change: "update",
  },
  {
    body: "Tonight's rehearsal won't go ahead - Mr Patel is unwell. See you next week.",
    title: "Rehearsal",
    start: "2026-03-02",
    change: "cancel",
  },
  {
    body: "No training this Wednesday (11 March) as the pitches are frozen.",
    title: "Training",
    start: "2026-03-11",
    change: "cancel",
  },
  {
    body: "Sunday's match v Hendon Colts is off - waterlogged pitch. We'll let you know the rearranged date.",
    title: "Match v Hendon Colts",
    start: "2026-03-08",
    change: "cancel",
  },
  {
    body: "Change of venue: Saturday's netball (14 March, 9am) will be played at Eastfield Leisure Centre.",
    title: "Netball",
    start: "2026-03-14T09:00:00+00:00",
    change: "update",
  },
  {
    body: "Unfortunately the Year 3 trip to the zoo on Friday 20 March has had to be cancelled.",
    title: "Year 3 trip to the zoo",
    start: "2026-03-20",
    change: "cancel",
  },
  {
    body: "The trail is closed for repairs, so the pack fall hike planned for Saturday, March 14 at 9:00 AM is postponed until further notice.",
    title: "Pack fall hike",
    start: "2026-03-14T09:00:00+00:00",
    change: "cancel",
  },
  {
    body: "With storms forecast, the committee has decided to postpone this week's Twilight Meet (Friday 6 March, 5pm) to Friday 13 March, same time.",
    title: "Twilight Meet",
    start: "2026-03-13T17:00:00+00:00",
    change: "update",
  },
  {
    body: "We're rained out - this morning's 11:00 game vs the Pirates is cancelled, the infield is a swamp.",
    title: "Game vs the Pirates",
    start: "2026-03-02T11:00:00+00:00",
    change: "cancel",
  },
  {
    body: "Training this week will be on Thursday instead of Wednesday, same time (5-6pm).",
    title: "Training",
    start: "2026-03-05T17:00:00+00:00",
    change: "update",
  },
  {
    body: "Football tomorrow is 9.30 not 10!",
    title: "Football",
    start: "2026-03-03T09:30:00+00:00",
    change: "update",
  },
];

describe("changes as coaches and schools word them", () => {
  it.each(changes)("$title: $change at $start", async ({ body, title, start, change }) => {
    const found = await eventsIn(body, { subject: "Club news" });
    expect(found.map((event) => [event.title, event.start, event.change])).toEqual([
      [title, start, change],
    ]);
  });

  it("keeps a reason in front of the name out of it", async () => {
    const found = await eventsIn(
      "Because of the fire alarm testing, ballet on Thursday 12 March will start at 4:45pm.",
      { subject: "Club news" },
    );
    expect(found.map((event) => [event.title, event.start])).toEqual([
      ["Ballet", "2026-03-12T16:45:00+00:00"],
    ]);
  });

  it("reads 'will be played' as to come, not as a match report", async () => {
    const found = await eventsIn(
      "Netball on Saturday 14 March at 9am will be played at Eastfield Leisure Centre.",
      { subject: "Club news" },
    );
    expect(found.map((event) => [event.title, event.start, event.location])).toEqual([
      ["Netball", "2026-03-14T09:00:00+00:00", "Eastfield Leisure Centre"],
    ]);
  });

  it("still reads 'you won't need to sign again until' as no event", async () => {
    const found = await eventsIn(
      "Your waiver has been signed. You won't need to sign again until 1 August 2026.",
      { subject: "Waiver signed" },
    );
    expect(found).toEqual([]);
  });
});

describe("when to be there, and when it starts", () => {
  it.each([
    [
      "Our next game is away at Rovers on Saturday 14 March. Please arrive by 9:15 for a 10am kick off.",
      "2026-03-14T10:00:00+00:00",
      "2026-03-14T11:00:00+00:00",
    ],
    [
      "The county gala is on Sunday 15 March. Warm up is at 8am, racing starts at 9am and we expect to finish around 1pm.",
      "2026-03-15T09:00:00+00:00",
      "2026-03-15T13:00:00+00:00",
    ],
  ])("starts at the kick-off or the racing, not the arrival: %s", async (body, start, end) => {
    const found = await eventsIn(body, { subject: "Club news" });
    expect(found.map((event) => [event.start, event.end])).toEqual([[start, end]]);
  });

  it.each([
    [
      "U12 girls: tournament at Reading HC on Sunday 8th March. Meet 8.15am, first push back 9am, finish approx 1pm.",
      "2026-03-08T09:00:00+00:00",
      "2026-03-08T13:00:00+00:00",
    ],
    [
      "Exam day is Saturday 21 March. Grade 2 candidates should arrive by 10:15 for an 11:00 exam.",
      "2026-03-21T11:00:00+00:00",
      "2026-03-21T12:00:00+00:00",
    ],
  ])("starts at the push-back or the exam, not the meeting time: %s", async (body, start, end) => {
    const found = await eventsIn(body, { subject: "Club news" });
    expect(found.map((event) => [event.start, event.end])).toEqual([[start, end]]);
  });

  it("names the event, not the meeting place, when the dated part only says where to meet", async () => {
    const found = await eventsIn(
      "Scouts is outdoors this week - meet at Hampstead Heath on Tuesday at 7pm, collect 8.30pm.",
      { subject: "Club news" },
    );
    expect(found.map((event) => [event.title, event.start, event.end])).toEqual([
      [expect.stringMatching(/^Scouts/), "2026-03-03T19:00:00+00:00", "2026-03-03T20:30:00+00:00"],
    ]);
  });

  it("keeps an arrival time as the start when no later time says the event starts", async () => {
    const found = await eventsIn(
      "The Year 4 trip to Kew Gardens is on Friday 13 March. Please arrive by 8:15am; the coach is back at about 3:30pm.",
      { subject: "Trip" },
    );
    expect(found.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-13T08:15:00+00:00", "2026-03-13T15:30:00+00:00"],
    ]);
  });
});

describe("a postponement and its new date", () => {
  it("is one move to the new date, named without the subject's 'new date'", async () => {
    const found = await eventsIn(
      "We have decided to postpone next Wednesday's Grandparents' Day (11 March).\n\nThe new date is Thursday 19 March, from 10am to 11.30am.",
      { subject: "Grandparents' Day - new date" },
    );
    expect(
      found.map(({ title, start, end, change, replaces }) => ({
        title,
        start,
        end,
        change,
        replaces,
      })),
    ).toEqual([
      {
        title: "Grandparents' Day",
        start: "2026-03-19T10:00:00+00:00",
        end: "2026-03-19T11:30:00+00:00",
        change: "update",
        replaces: { start: "2026-03-11", allDay: true },
      },
    ]);
  });
});

describe("a coach's short change notes", () => {
  it("names the event without 'rearranged', 'for the next two weeks' or a waterlogged pitch as its place", async () => {
    const read = async (body: string) =>
      (await eventsIn(body, { subject: "Update" })).map(({ title, change, location }) => ({
        title,
        change,
        location,
      }));
    expect(
      await read("Hi all - game is OFF tomorrow, pitch waterlogged. Enjoy the lie-in!"),
    ).toEqual([{ title: "Game", change: "cancel", location: "" }]);
    expect(
      (
        await read(
          "Swimming lessons are cancelled for the next two weeks (9th and 16th March) due to pool maintenance.",
        )
      )[0],
    ).toMatchObject({ title: "Swimming lessons", change: "cancel" });
    expect(
      await read(
        "Our match against Kingston on Sunday has been rearranged for Sunday 22 March, KO 10am.",
      ),
    ).toMatchObject([{ title: "Match v Kingston", change: "update" }]);
  });
});

describe("a make-up, a move indoors and a plan for rain", () => {
  it("reads a make-up booked for a missed lesson as new, a move indoors as an update and a rain plan as no second event", async () => {
    const read = async (body: string, subject = "Update") =>
      (await eventsIn(body, { subject })).map(({ start, change }) => [start, change]);
    expect(
      await read(
        "Sorry Jack missed out last week when the pool closed. I've booked him a make-up lesson for next Wednesday at 4.15pm (30 min) with Coach Tia.",
        "Make-up lesson booked",
      ),
    ).toEqual([["2026-03-11T16:15:00+00:00", "new"]]);
    expect(
      await read(
        "The forecast for Friday isn't looking great, so Movie Night is moving INDOORS to the gym. Same night, same time - the movie starts at 6:45 PM.",
        "RAIN PLAN: Movie Night moves inside",
      ),
    ).toEqual([["2026-03-06T18:45:00+00:00", "update"]]);
    expect(
      (
        await eventsIn(
          "Change of venue for Thursday's meet (March 5): the meet will now be held at Riverside Park. The first race goes off at 4:30 PM.",
          { subject: "Thursday's meet moved to Riverside Park" },
        )
      ).map((event) => event.title),
    ).toEqual([expect.not.stringMatching(/to Riverside/)]);
    expect(
      await read(
        "Field Day is this Friday, March 6 - our class's slot is 12:30-2:30. If it rains, Field Day moves to Monday, March 9, same times.",
        "Field Day Friday!!",
      ),
    ).toEqual([["2026-03-06T12:30:00+00:00", "new"]]);
  });
});
