/**
 * Intent per event (issue 12): each event says whether the message
 * announces it, moves it or calls it off, and a move says the date and time
 * it replaces when the message names them.
 */
import { describe, expect, it } from "vitest";
import { type ExtractedEvent, extractFromRaw } from "../../server/mail/extract";
import { eventsIn, mail, type TestMessage } from "./support/extractMail";

type Message = TestMessage;

const intent = (events: ReadonlyArray<ExtractedEvent>) =>
  events.map(({ start, allDay, change, replaces }) => ({ start, allDay, change, replaces }));

async function events(body: string, message: Message = {}, timeZone = "Europe/London") {
  return (await extractFromRaw(mail(body, message), { timeZone })).events;
}

describe("what a move replaces", () => {
  it("reads 'moved from one day to another' as an update on the new day replacing the old", async () => {
    const found = await events(
      "The Year 5 swimming gala has been moved from Tuesday 10 March to Thursday 12 March.",
      { subject: "Swimming gala" },
    );
    expect(intent(found)).toEqual([
      {
        start: "2026-03-12",
        allDay: true,
        change: "update",
        replaces: { start: "2026-03-10", allDay: true },
      },
    ]);
    // The old date and its lead words stay out of the title.
    expect(found[0]?.title).toMatch(/swimming gala/i);
    expect(found[0]?.title).not.toMatch(/from|tuesday|march/i);
  });

  it("keeps the old clock time when the move names one", async () => {
    const found = await events(
      "The swimming gala has been moved from Tuesday 10 March at 4pm to Thursday 12 March at 5pm.",
    );
    expect(intent(found)).toEqual([
      {
        start: "2026-03-12T17:00:00+00:00",
        allDay: false,
        change: "update",
        replaces: { start: "2026-03-10T16:00:00+00:00", allDay: false },
      },
    ]);
  });

  it("reads 'the 4pm practice is now at 5pm' as the same day, an hour later", async () => {
    for (const sentence of [
      "The 4pm practice on Thursday 12 March is now at 5pm.",
      "The U10 practice on Thursday 12 March has moved from 4pm to 5pm.",
    ]) {
      const found = await events(sentence, { subject: "Practice" });
      expect(intent(found), sentence).toEqual([
        {
          start: "2026-03-12T17:00:00+00:00",
          allDay: false,
          change: "update",
          replaces: { start: "2026-03-12T16:00:00+00:00", allDay: false },
        },
      ]);
    }
  });

  it("finds the old date in 'originally on', 'that was on' and 'instead of'", async () => {
    const originally = await events(
      "The gala, originally on Tuesday 10 March, has been rescheduled for Thursday 12 March at 9am.",
    );
    expect(intent(originally)).toEqual([
      {
        start: "2026-03-12T09:00:00+00:00",
        allDay: false,
        change: "update",
        replaces: { start: "2026-03-10", allDay: true },
      },
    ]);
    const thatWas = await events(
      "The Spring Splash meet that was on Saturday 7 March has been moved to Sunday 15 March.",
    );
    expect(intent(thatWas)).toEqual([
      {
        start: "2026-03-15",
        allDay: true,
        change: "update",
        replaces: { start: "2026-03-07", allDay: true },
      },
    ]);
    expect(thatWas[0]?.title).toMatch(/spring splash meet/i);
    expect(thatWas[0]?.title).not.toMatch(/that was|saturday/i);
    const insteadOf = await events(
      "Chess club will now be on Friday 13 March at 4pm instead of Thursday 12 March.",
    );
    expect(intent(insteadOf)).toEqual([
      {
        start: "2026-03-13T16:00:00+00:00",
        allDay: false,
        change: "update",
        replaces: { start: "2026-03-12", allDay: true },
      },
    ]);
  });

  it("takes the date before the move words as the old one", async () => {
    const found = await events("This Saturday's rehearsal is moved to Sunday 10am-12pm.", {
      subject: "Rehearsal",
    });
    expect(intent(found)).toEqual([
      {
        start: "2026-03-08T10:00:00+00:00",
        allDay: false,
        change: "update",
        replaces: { start: "2026-03-07", allDay: true },
      },
    ]);
  });

  it("gives the old day the new clock time when the message says 'same time'", async () => {
    const found = await events(
      "Could we move Mateo's speech therapy session from tomorrow to Friday, same time (3:30-4:15)?",
      { subject: "Mateo's session", date: "Wed, 14 Apr 2027 18:00:00 -0700" },
      "America/Los_Angeles",
    );
    expect(intent(found)).toEqual([
      {
        start: "2027-04-16T15:30:00-07:00",
        allDay: false,
        change: "update",
        replaces: { start: "2027-04-15T15:30:00-07:00", allDay: false },
      },
    ]);
  });

  it("reads an 'Old:' line over a 'New:' line as one update", async () => {
    const found = await events(
      `
Liam's appointment has been moved.

Old: Thursday, March 12 at 10:00 AM
New: Friday, March 13 at 2:45 PM
`,
      { subject: "Liam's appointment has been moved" },
      "America/Chicago",
    );
    expect(intent(found)).toEqual([
      {
        start: "2026-03-13T14:45:00-05:00",
        allDay: false,
        change: "update",
        replaces: { start: "2026-03-12T10:00:00-05:00", allDay: false },
      },
    ]);
  });

  it("says nothing is replaced when a move names no old time, and for new or cancelled events", async () => {
    const moved = await events("The swimming gala has been moved to Sunday 15 March at 10am.", {
      subject: "Swimming gala moved",
    });
    expect(intent(moved)).toEqual([
      { start: "2026-03-15T10:00:00+00:00", allDay: false, change: "update", replaces: null },
    ]);
    const announced = await events("Sports day is on Friday 13 March at 9am on the field.");
    expect(intent(announced)).toEqual([
      { start: "2026-03-13T09:00:00+00:00", allDay: false, change: "new", replaces: null },
    ]);
    const cancelled = await events("Chess club on Thursday 12 March at 4pm is cancelled.");
    expect(intent(cancelled)).toEqual([
      { start: "2026-03-12T16:00:00+00:00", allDay: false, change: "cancel", replaces: null },
    ]);
    // "Moving up day" moves nothing.
    const movingUp = await events("Moving up day is on Friday 10 July.");
    expect(intent(movingUp)).toEqual([
      { start: "2026-07-10", allDay: true, change: "new", replaces: null },
    ]);
  });
});

describe("what a calendar update replaces", () => {
  function invitation(vevent: ReadonlyArray<string>): string {
    const calendar = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Corkboard tests//EN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:swim-series@club.example.com",
      "DTSTAMP:20260301T090000Z",
      "SUMMARY:Swimming lesson",
      ...vevent,
      "END:VEVENT",
      "END:VCALENDAR",
    ];
    return [
      "From: Coach <coach@club.example.com>",
      "To: family@in.corkboard.test",
      "Subject: Swimming lesson",
      "Date: Mon, 2 Mar 2026 09:00:00 +0000",
      "MIME-Version: 1.0",
      'Content-Type: text/calendar; charset=utf-8; method=REQUEST; name="invite.ics"',
      "",
      ...calendar,
      "",
    ].join("\r\n");
  }

  it("replaces the occurrence a RECURRENCE-ID names, and nothing it cannot know for a SEQUENCE bump", async () => {
    const occurrence = await extractFromRaw(
      invitation([
        "RECURRENCE-ID;TZID=Europe/London:20260317T170000",
        "SEQUENCE:1",
        "DTSTART;TZID=Europe/London:20260318T180000",
        "DTEND;TZID=Europe/London:20260318T190000",
      ]),
      { timeZone: "Europe/London" },
    );
    expect(intent(occurrence.events)).toEqual([
      {
        start: "2026-03-18T18:00:00+00:00",
        allDay: false,
        change: "update",
        replaces: { start: "2026-03-17T17:00:00+00:00", allDay: false },
      },
    ]);
    const bumped = await extractFromRaw(
      invitation([
        "SEQUENCE:2",
        "DTSTART;TZID=Europe/London:20260318T180000",
        "DTEND;TZID=Europe/London:20260318T190000",
      ]),
      { timeZone: "Europe/London" },
    );
    expect(intent(bumped.events)).toEqual([
      { start: "2026-03-18T18:00:00+00:00", allDay: false, change: "update", replaces: null },
    ]);
  });
});

describe("changes read as a parent reads them", () => {
  it("cancels the match a full date names, even after 'Saturday's' and a reason", async () => {
    const events = await eventsIn(
      "Due to the weather, Saturday's match against Hendon (14 March, 10am) is cancelled.",
      { subject: "Match cancelled" },
    );
    expect(events.map((event) => [event.title, event.start, event.change])).toEqual([
      ["Match v Hendon", "2026-03-14T10:00:00+00:00", "cancel"],
    ]);
  });

  it("keeps 'Time change:' out of the title and a reason clause out of the place", async () => {
    const concert = await eventsIn(
      "Time change: the choir concert on Thursday 12 March will now start at 6pm instead of 7pm.",
      { subject: "Concert time change" },
    );
    expect(concert.map((event) => [event.title, event.start, event.change])).toEqual([
      ["Choir concert", "2026-03-12T18:00:00+00:00", "update"],
    ]);
    const evening = await eventsIn(
      "The parents' evening has been moved from Tuesday 10 March to Wednesday 11 March, 4-7pm, because the hall is needed for exams.",
      { subject: "Parents evening moved" },
    );
    expect(evening.map((event) => [event.start, event.location])).toEqual([
      ["2026-03-11T16:00:00+00:00", ""],
    ]);
  });

  it("cancels the day given with a time when a cancelling sentence also names others", async () => {
    const events = await eventsIn(
      "We are sorry to tell you that Dr Mensah is unwell today and tomorrow, and Freddie's appointment on Wednesday 4 March at 9.10am has had to be cancelled.",
      { subject: "Your appointment has been cancelled" },
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-04T09:10:00+00:00", "cancel"],
    ]);
  });

  it("reads a game that 'is OFF' as called off, even with an aside between", async () => {
    const events = await eventsIn(
      "Their pitch is waterlogged so Saturday's game (10.30 KO at Silver Jubilee Park) is OFF.",
      { subject: "Saturday" },
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-07T10:30:00+00:00", "cancel"],
    ]);
    // "Dad is off on Friday" or "set off at 9" call nothing off.
    const away = await eventsIn(
      "Training is off to a great start: the next session is on Friday 6 March at 5pm.",
    );
    expect(away.map((event) => event.change)).toEqual(["new"]);
  });

  it("takes a moved evening's times from the paragraph below, and a booking system reopening is no event", async () => {
    const events = await eventsIn(
      "Owing to the mock examination timetable, the Year 9 Parents' Evening has been moved from Tuesday 10th March to Thursday 12th March.\n\nAppointments will run from 4.30pm to 7.30pm in the Sports Hall. Any appointments already booked have been cancelled, and the booking system will reopen on Monday at 8am.",
      { subject: "Change of date: Year 9 Parents' Evening" },
    );
    expect(events.map((event) => [event.start, event.end, event.change])).toEqual([
      ["2026-03-12T16:30:00+00:00", "2026-03-12T19:30:00+00:00", "update"],
    ]);
  });

  it("puts no new event on the day a move leaves", async () => {
    const events = await eventsIn(
      "I'm so sorry for the late notice - I have a family thing that came up tomorrow afternoon. Could we move Mateo's session from tomorrow to Friday, same time (3:30-4:15)?",
      { subject: "Mateo tomorrow - can we move?" },
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-06T15:30:00+00:00", "update"],
    ]);
  });

  it("reads a group chat's 'football tmrw is half 5 not 5' as football moved to 5:30, and 'from 12ish' as noon", async () => {
    const events = await eventsIn(
      "[02/03/2026, 20:51] Priya: the Y3 picnic is ON!! Gladstone Park this Saturday, from 12ish by the café.\n[02/03/2026, 20:55] Sarah K: Also reminder football tmrw is half 5 not 5",
      { subject: "Robins parents chat" },
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-03T17:30:00+00:00", "update"],
      ["2026-03-07T12:00:00+00:00", "new"],
    ]);
    expect(events[0]?.title).toBe("Football");
  });

  it("reads a rain-out and its make-up as one move of the game, named as the game", async () => {
    const found = await events(
      "Tonight's game vs. the Cubs is rained out - the fields at Wilson Park are under water. The makeup game is Tuesday, March 10 at 6:00 PM on Wilson Field 2.\n\nSaturday's game is still on as scheduled.",
      { subject: "Rainout tonight / makeup Tuesday", date: "Wed, 4 Mar 2026 15:00:00 -0600" },
      "America/Chicago",
    );
    expect(found.map((event) => [event.title, event.start, event.change, event.replaces])).toEqual([
      [
        "Game vs. the Cubs",
        "2026-03-10T18:00:00-05:00",
        "update",
        { start: "2026-03-04", allDay: true },
      ],
    ]);
  });

  it("reads 'Tickets are now on sale for our party' as a new party, not a move", async () => {
    const events = await eventsIn(
      "Tickets are now on sale for our Family Party in the clubhouse on Saturday 14th March, 8pm till 11pm.",
      { subject: "Family Party" },
    );
    expect(events.map((event) => [event.title, event.change])).toEqual([["Family Party", "new"]]);
  });

  it("reads 'instead of our normal meeting' as a new event, not a move", async () => {
    const events = await eventsIn(
      "Instead of our normal meeting, Cubs will have a Bonfire Night party on Thursday 5 March, 6.30-8pm at HQ.",
      { subject: "Bonfire night" },
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-05T18:30:00+00:00", "new"],
    ]);
  });

  it("adds no event on the subject's day when the body moves it, and keeps the reason out of the title", async () => {
    const events = await eventsIn(
      "Heads up - Saturday's game vs. the Sharks has been moved to Sunday because the region needs the fields for a referee clinic. Same time (11:00 AM) and same place.",
      { subject: "Saturday game moved" },
    );
    expect(events.map((event) => [event.title, event.start, event.change])).toEqual([
      ["Game vs. the Sharks", "2026-03-08T11:00:00+00:00", "update"],
    ]);
  });
});

describe("changes written the way clubs and schools write them", () => {
  const read = async (body: string) =>
    (await eventsIn(body, { subject: "Update" })).map((event) => [
      event.title,
      event.start,
      event.end,
      event.change,
    ]);

  it("calls off a postponed match with no new date, tonight's rehearsal and a trip 'we have had to cancel'", async () => {
    expect(
      await read(
        "Due to the weather forecast, Saturday's football match against the Tigers has been postponed. We'll let you know the new date.",
      ),
    ).toEqual([["Football match v the Tigers", "2026-03-07", "2026-03-08", "cancel"]]);
    expect(await read("Tonight's rehearsal is cancelled. See you next week!")).toEqual([
      ["Rehearsal", "2026-03-02", "2026-03-03", "cancel"],
    ]);
    expect(
      await read(
        "Unfortunately we have had to cancel the trip to the zoo on 14 March due to low numbers. Refunds will be issued by 30 March.",
      ),
    ).toEqual([["Trip to the zoo", "2026-03-14", "2026-03-15", "cancel"]]);
    expect(
      await read("Sorry for the late notice but NO CUBS TONIGHT, half the leaders are ill."),
    ).toEqual([["Cubs", "2026-03-02", "2026-03-03", "cancel"]]);
  });

  it("names a moved event without the words of the move or the old time", async () => {
    expect(
      await read("Reminder: the Book Fair is now Tuesday 10 March instead of Monday 9 March."),
    ).toEqual([["Book Fair", "2026-03-10", "2026-03-11", "update"]]);
    expect(
      await read(
        "The Year 3 assembly will now take place at 2:30pm on Thursday 12 March (not 9am as previously advertised).",
      ),
    ).toEqual([
      ["Year 3 assembly", "2026-03-12T14:30:00+00:00", "2026-03-12T15:30:00+00:00", "update"],
    ]);
  });

  it("reads the new hours of a change of time as a range, not a move from one to the other", async () => {
    const disco = ["Disco", "2026-03-06T18:30:00+00:00", "2026-03-06T20:00:00+00:00", "update"];
    expect(
      await read(
        "Please note the change of time for Friday's disco: it now starts at 6.30pm and finishes at 8pm.",
      ),
    ).toEqual([disco]);
    expect(await read("The disco on Friday will now run from 6.30pm to 8pm.")).toEqual([disco]);
    // A move of the clock time is still a move.
    expect(await read("The practice on Friday has been moved from 4pm to 5pm.")).toEqual([
      ["Practice", "2026-03-06T17:00:00+00:00", "2026-03-06T18:00:00+00:00", "update"],
    ]);
  });
});
