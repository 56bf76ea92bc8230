/**
 * Rules from session 12 (issue 12), each in words of its own and each with
 * a near miss that stays an event: changes said casually ("we're scrapping
 * Saturday's game", "change of plan"); days that are no event (a standing
 * change from a day on, clubs pausing for the term, a term that is done, a
 * season's registration opening, a waiting list, a request's limit past the
 * commas of its list, a Dutch sign-up deadline); a reply read before the
 * message it quotes; the times of an event said two sentences on, after
 * when to meet, after a day that only restates "tomorrow", or shared by
 * "and again on"; a plan after a sentence about the past; a Quebec "17 h 30";
 * "gates open" over the start; and a weekday inside a heading's span of days.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const sent = "Wed, 23 Sep 2026 20:47:00 +0100";
const read = async (body: string, subject = "News", zone = "Europe/London", from?: string) =>
  (await eventsIn(body, { subject, date: sent, ...(from ? { from } : {}) }, zone)).map(
    ({ title, start, end, allDay, change }) => ({ title, start, end, allDay, change }),
  );

describe("changes said casually", () => {
  it("reads scrapping a game or calling it off as a cancellation", async () => {
    const [scrapped] = await read(
      "Hi all - we're scrapping Saturday's 10:00 game vs the Hawks, their pitch is flooded.",
      "No game Saturday",
    );
    expect([scrapped?.change, scrapped?.start]).toEqual(["cancel", "2026-09-26T10:00:00+01:00"]);
    const [off] = await read(
      "Sorry folks, with the storm warning we're calling it off - no barbecue Friday at 6pm.",
      "Barbecue",
    );
    expect(off?.change).toBe("cancel");
    // Scrapping a part of the day is no cancellation of the day.
    const [funDay] = await read(
      "We've scrapped the bouncy castle, but the fun day is still on for Saturday 3 October at 12.",
      "Fun day",
    );
    expect(funDay?.change).toBe("new");
    // A scrapbooking club is no scrapping.
    const [club] = await read("Scrapbooking club meets on Friday at 6pm in the library.", "Club");
    expect(club?.change).toBe("new");
  });

  it("reads a timed change once, without the day it leaves or its reason as changes of their own", async () => {
    const moved = await read(
      "Dear Mrs Shah,\n\nUnfortunately Dr Patel will be away at a conference on Wednesday 30 September, so we have had to move Maya's check-up.\n\nPrevious: Wednesday 30 September 2026 at 14:00\nNew: Thursday 8 October 2026 at 15:15\n\nKind regards,\nReception",
      "Rescheduled appointment for Maya",
    );
    expect(moved.map((event) => [event.start, event.change])).toEqual([
      ["2026-10-08T15:15:00+01:00", "update"],
    ]);
    // Another event's change on another day stays.
    const two = await read(
      "Swimming on Tuesday at 5pm is cancelled as the pool is closed. Also, the school trip on Friday 2 October has been postponed to next term.",
      "Changes this week",
    );
    expect(two.map((event) => [event.start, event.change])).toEqual([
      ["2026-09-29T17:00:00+01:00", "cancel"],
      ["2026-10-02", "update"],
    ]);
    // With no timed change beside it, a day called off stays.
    const [day] = await read(
      "Saturday's training is cancelled - the pitches are frozen.",
      "Training",
    );
    expect(day?.change).toBe("cancel");
  });

  it("reads a change of plan as an update", async () => {
    const [party] = await read(
      "With rain forecast we're moving Ava's party into the church hall - same time, Saturday 26th, 2 till 4.",
      "Ava's party - change of plan!",
    );
    expect([party?.change, party?.start]).toEqual(["update", "2026-09-26T14:00:00+01:00"]);
  });
});

describe("days that are no event", () => {
  it("reads a standing change from a day on as no event, and a one-off from that day as one", async () => {
    for (const body of [
      "From Monday 5th October, the side gate will open at 8.25am instead of 8.40am.",
      "From 1 October, junior swim entry will be £3.20 (up from £2.90).",
      "Starting Monday 5 October, the breakfast club fee will be £4 a session.",
    ])
      expect(await read(body), body).toEqual([]);
    for (const body of [
      "From Monday 5th October, all Year 6 pupils will sit their mock tests at 9am.",
      "From 11am on Saturday 3 October, the school will open its doors for our Autumn Fair - entry £1.",
      "Starting at 6pm on Friday 9 October, the PTA quiz night costs £5 per team.",
    ])
      expect(await read(body), body).toHaveLength(1);
  });

  it("reads clubs pausing for the term and a term that is done as no events", async () => {
    expect(
      await read(
        "After-school clubs finish for the term on Friday 16th October and restart in the week of 2nd November.",
      ),
    ).toEqual([]);
    expect(await read("No Beavers on Monday 28 September - our term is done!")).toEqual([]);
    // Called off for a reason of its own, it is a cancellation.
    const [beavers] = await read("No Beavers on Monday 28 September - the hall is flooded.");
    expect(beavers?.change).toBe("cancel");
    // A last session with an event of its own, or with its time, is an event; so is a school
    // closure at the end of term.
    expect(
      await read("Swimming lessons finish for the term with a mini gala on Saturday 17 October."),
    ).toHaveLength(1);
    expect(
      await read("No school on Friday 23 October - staff training at the end of term."),
    ).toHaveLength(1);
    expect(
      await read("Clubs finish for the term with a showcase on Friday 16th October at 3.30pm."),
    ).toHaveLength(1);
  });

  it("reads a season's registration opening, a waiting list and a sign-up deadline as no events", async () => {
    expect(
      await read(
        "Winter session registration opens Thursday, October 1 at 7 p.m. on TeamSnap.",
        "October news",
        "America/Halifax",
      ),
    ).toEqual([]);
    expect(
      await read(
        "Thanks for signing Noah up for Mini Movers (Thursdays 4-4:45 PM, October 1 - December 3). The class is full and Noah is #2.",
        "Waitlist confirmation - Mini Movers",
      ),
    ).toEqual([]);
    expect(
      await read(
        "Good news! A place opened up: Noah starts Mini Movers on Thursday 1 October, 4-4:45 PM.",
        "You're off the waitlist!",
      ),
    ).toHaveLength(1);
    const walk = await read(
      "Beste ouders,\nDe sponsorloop is op vrijdag 9 oktober op het schoolplein.\nInschrijven kan tot en met vrijdag 2 oktober via Social Schools (€6 per kind).\nMet vriendelijke groet,",
      "Sponsorloop",
      "Europe/Amsterdam",
    );
    expect(walk.map((event) => event.start)).toEqual(["2026-10-09"]);
    expect(
      await read(
        "Please upload shots of field trips, practice and sports by Friday, October 2 via the app.",
        "Yearbook photos due",
      ),
    ).toEqual([]);
    // A place offered from a waiting list is the class.
    const offered = await read(
      "Good news - a place has come up. Mia's first Tiny Tumblers class is Saturday 3 October at 9am.",
      "Waitlist update: place offered",
    );
    expect(offered.map((event) => event.start)).toEqual(["2026-10-03T09:00:00+01:00"]);
  });
});

describe("a reply and the message it quotes", () => {
  it("reads a message that is no reply whole, past a line of underscores", async () => {
    const events = await read(
      "Sports day is on Friday 2 October at 1pm on the field.\n\n______________________________\n\nThe school disco is on Friday 9 October at 6pm in the hall.",
    );
    expect(events.map((event) => event.start)).toEqual([
      "2026-10-02T13:00:00+01:00",
      "2026-10-09T18:00:00+01:00",
    ]);
  });

  it("still unwraps a reply that only signs off above the quote", async () => {
    const events = await read(
      "Sent from my iPhone\n\n________________________________\nFrom: Amy Shaw <amy.shaw@example.co.uk>\nSent: 21 September 2026 19:14\nTo: Jo <jo@example.co.uk>\nSubject: tea\n\nCould Evie come for tea tomorrow at 4pm?",
      "Re: tea",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-09-22T16:00:00+01:00"]);
  });

  it("reads the reply's own plan, not the quoted one it changes", async () => {
    const events = await read(
      "So sorry, Finn has a temperature so we'll have to cancel tomorrow (Thu 3-5).\n\nOn Mon, 21 Sep 2026 at 19:02, Kate <kate@example.com> wrote:\n> Lovely, see you Thursday at 3 at ours!",
      "Re: Thursday playdate",
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-09-24T15:00:00+01:00", "cancel"],
    ]);
  });

  it("reads a reply over an Outlook quote as the reply, not as a forward of the quote", async () => {
    const events = await read(
      "Yes!! Next week Wednesday works for us - shall we say 4pm at the park?\n\n________________________________\nFrom: Amy Shaw <amy.shaw@example.co.uk>\nSent: 23 September 2026 19:14\nTo: Jo <jo@example.co.uk>\nSubject: playdate?\n\nHi Jo, would Evie like a playdate sometime next week? Tues or Thurs is best for us.",
      "Re: playdate?",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-09-30T16:00:00+01:00"]);
  });

  it("reads the quoted message when the reply names no event", async () => {
    const events = await read(
      "Yes please, she'd love to!\n\nOn Mon, 21 Sep 2026 at 19:02, Kate <kate@example.com> wrote:\n> Would Isla like to come to the cinema on Saturday at 2pm?",
      "Re: cinema",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-09-26T14:00:00+01:00"]);
  });
});

describe("times said away from the day", () => {
  it("takes the start after when to meet", async () => {
    const [night] = await read(
      "Our last night of term is a beach clean on Thursday 1 October. Please meet at the car park by 5.45pm; we'll start at 6pm and finish at 7.30pm.",
      "Beach clean",
    );
    expect([night?.start, night?.end]).toEqual([
      "2026-10-01T18:00:00+01:00",
      "2026-10-01T19:30:00+01:00",
    ]);
  });

  it("keeps tomorrow when its weekday only restates it", async () => {
    const events = await read(
      "Leo has been picked for the chess final to be held tomorrow (Thursday) in Room 4.",
      "Chess final",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-09-24"]);
  });

  it("shares one time between two days joined by 'and again on'", async () => {
    const events = await read(
      "Year 3 will be swimming on Monday, 5 October and again on Monday, 12 October, from 1:15 to 2:30 p.m. both days.",
      "Swimming",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2026-10-05T13:15:00+01:00", "2026-10-05T14:30:00+01:00"],
      ["2026-10-12T13:15:00+01:00", "2026-10-12T14:30:00+01:00"],
    ]);
  });

  it("reads a bare end after an evening start as evening", async () => {
    const [party] = await read(
      "We're having a pizza party for the team on Friday after practice, 6:30 to 8 at the rink.",
      "Team party",
    );
    expect([party?.start, party?.end]).toEqual([
      "2026-09-25T18:30:00+01:00",
      "2026-09-25T20:00:00+01:00",
    ]);
  });

  it("reads the plan after a sentence about what has happened", async () => {
    const [practice] = await read(
      "We lost tonight to the rain so we'll add an extra practice Friday, 5:30-7 at the rec ground.",
      "Extra practice",
    );
    expect([practice?.start, practice?.end]).toEqual([
      "2026-09-25T17:30:00+01:00",
      "2026-09-25T19:00:00+01:00",
    ]);
  });

  it("reads a Quebec '17 h 30' and a last night of the year as times and days", async () => {
    const [repetition] = await read(
      "Bonjour chers parents,\nRépétition générale : vendredi 2 octobre, de 17 h 30 à 20 h, au gymnase de l'école. La présence de tous les élèves est obligatoire.\nMerci et à bientôt!",
      "Spectacle",
      "America/Toronto",
    );
    expect([repetition?.start, repetition?.end]).toEqual([
      "2026-10-02T17:30:00-04:00",
      "2026-10-02T20:00:00-04:00",
    ]);
    expect(
      await read(
        "For our last night of the year we're going bowling on Thursday 1 October at 6pm.",
      ),
    ).toHaveLength(1);
    // "de 2 h" is a length, not two o'clock.
    const visit = await read(
      "Bonjour chers parents,\nSortie au musée le vendredi 2 octobre : une visite de 2 h avec un guide. Merci et à bientôt!",
      "Sortie",
      "America/Toronto",
    );
    expect(visit.every((event) => !event.start.endsWith("T14:00:00-04:00"))).toBe(true);
  });
});

describe("days written around other words", () => {
  it("reads weekdays said before a range of days as that range", async () => {
    const events = await read(
      "Half-term break: Wednesday-Friday, October 28-30 (no school).",
      "Upcoming breaks",
      "America/Los_Angeles",
    );
    expect(events.map((event) => [event.start, event.end, event.allDay])).toEqual([
      ["2026-10-28", "2026-10-31", true],
    ]);
  });

  it("reads the Saturday after next as the Saturday a week after the coming one", async () => {
    const [bee] = await read(
      "We're holding a working bee at the club the Saturday after next, 9am till 12.",
      "Working bee",
    );
    expect(bee?.start).toBe("2026-10-03T09:00:00+01:00");
    // "after next Saturday's tournament" counts from that Saturday, not a week on.
    const [lunch] = await read(
      "Team lunch is the Sunday after next Saturday's tournament, from 12 till 3.",
      "Team lunch",
    );
    expect(lunch?.start.slice(0, 10)).not.toBe("2026-10-04");
  });
});

describe("the language of a message", () => {
  it("reads an Italian booking whose first line looks Spanish", async () => {
    const events = await read(
      "Gentile genitore,\nLe confermiamo la prenotazione del colloquio con le insegnanti della classe 2ª A per l'alunno BIANCHI LUCA:\nData: martedì 6 ottobre 2026\nOra: 16:40 - 16:50",
      "Prenotazione colloquio",
      "Europe/Rome",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2026-10-06T16:40:00+02:00", "2026-10-06T16:50:00+02:00"],
    ]);
  });
});

describe("lines under a day", () => {
  it("reads gates opening over the start as when to arrive", async () => {
    const events = await read(
      "Rovers vs. United\nSaturday, October 3, 2026\nGates open: 1:30 PM\nKick-off: 3:00 PM",
      "Your tickets",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-10-03T15:00:00+01:00"]);
    // …and after it.
    const after = await read(
      "Rovers vs. United\nSaturday, October 3, 2026\nKick-off: 3:00 PM\nGates open: 1:30 PM",
      "Your tickets",
    );
    expect(after.map((event) => event.start)).toEqual(["2026-10-03T15:00:00+01:00"]);
  });

  it("reads a ticket's table through a row it has no use for", async () => {
    const html =
      "<p>Your tickets are confirmed!</p><table><tr><td>Event</td><td>Rovers v United</td></tr><tr><td>Date</td><td>Saturday, 3 October 2026</td></tr><tr><td>Gates open</td><td>13:30</td></tr><tr><td>Kick-off</td><td>15:00</td></tr><tr><td>Venue</td><td>Park Lane Stadium</td></tr></table>";
    const events = await eventsIn(html, { subject: "Your tickets", date: sent, html: true });
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["Rovers v United", "2026-10-03T15:00:00+01:00"],
    ]);
  });

  it("reads gates opening over a fair's other times as the fair's start", async () => {
    const events = await read(
      "Autumn Fair\nSaturday 3 October 2026\nGates open: 11:00 AM\nRaffle draw: 2:00 PM",
      "Autumn Fair",
    );
    expect(events.map((event) => event.start)[0]).toBe("2026-10-03T11:00:00+01:00");
  });

  it("keeps a table row that has a day of its own", async () => {
    const html =
      "<table><tr><td>Date</td><td>Friday 2 October 2026</td></tr><tr><td>Cost</td><td>£5</td></tr><tr><td>Parents evening</td><td>Thursday 8 October 2026 at 6pm</td></tr></table>";
    const events = await eventsIn(html, { subject: "Dates", date: sent, html: true });
    expect(events.map((event) => event.start)).toContain("2026-10-08T18:00:00+01:00");
  });

  it("adds no day for a weekday inside a heading's span", async () => {
    const events = await read(
      "You're booked for Family Camp, Friday, October 2 to Sunday, October 4! Here is what to know:\nArrival: any time after 5:00 p.m. on Friday - dinner is at 6:30 in the lodge.",
      "Family Camp",
    );
    expect(events.map((event) => [event.start, event.allDay])).toEqual([["2026-10-02", true]]);
  });
});

describe("a day said twice", () => {
  it("keeps the timed event, not the lines that only say its day again", async () => {
    const events = await read(
      "Putting this in the calendar, from the team chat:\nKelly: Is the skating clinic this Saturday or next?? I have seen both\nCoach Rob: THIS Saturday folks! Sep 26, 12:15-1:30, Civic Centre rink 2. Full gear please\nKelly: thanks!",
      "U9 chat - saturday",
    );
    expect(events.map((event) => [event.start, event.allDay])).toEqual([
      ["2026-09-26T12:15:00+01:00", false],
    ]);
    // A day that names an event of its own stays beside a timed one.
    const days = await read(
      "Red Nose Day is on Friday 2 October - wear something red!\nYear 2 class assembly: Friday 2 October at 2pm in the hall.",
    );
    expect(days.map((event) => event.title)).toEqual(["Red Nose Day", "Year 2 class assembly"]);
  });
});

describe("an appointment named for its practice", () => {
  it("names a paediatric physio as the physio", async () => {
    const events = await eventsIn(
      "Your appointment is confirmed.\nPractitioner: Sam Reid (Paediatric Physiotherapist)\nWhen: Thursday 1 October 2026, 4:15pm - 4:45pm",
      {
        subject: "Appointment confirmed",
        from: "Little Steps Physio <bookings@littlestepsphysio.co.uk>",
        date: sent,
      },
    );
    expect(events.map((event) => event.title)).toEqual(["Physio"]);
  });
});
