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

describe("journeys named with their service's number", () => {
  it("puts the flight's number in its title, each leg its own", async () => {
    const legs = await read(
      "Your booking is confirmed.\n\nOUTBOUND - Sat 10 Oct 2026 - Flight EI 105\nDublin 11:05 -> Boston 13:20\n\nRETURN - Sat 17 Oct 2026 - Flight EI 104\nBoston 18:30 -> Dublin 06:00 +1\n\nSafe travels!",
      "Your flight booking",
      "Europe/Dublin",
    );
    expect(legs.map((leg) => leg.title)).toEqual([
      "Flight EI 105 Dublin to Boston",
      "Flight EI 104 Boston to Dublin",
    ]);
    // "Flight 1 of 2 - SA 1182": the designator's number, not the leg's.
    const [first] = await read(
      "Your trip:\n\nFlight 1 of 2 - SA 1182\nSaturday, October 10, 2026\nChicago (ORD) 7:40 AM -> Denver (DEN) 9:15 AM",
      "Trip confirmation",
      "America/Chicago",
    );
    expect(first?.title).toBe("Flight SA 1182 Chicago to Denver (DEN)");
  });

  it("reads a train's number and label before its first stop, in the stop's own zone", async () => {
    const legs = await read(
      "Thanks for booking with Eurostar.\n\nRETURN\nFriday 30 October 2026\nTrain 9039 - Paris Gare du Nord 18:13 -> London St Pancras Int'l 19:30\nStandard, Coach 12",
      "Your Eurostar booking confirmation",
    );
    expect(legs.map(({ title, start }) => [title, start])).toEqual([
      ["Eurostar 9039 Paris to London", "2026-10-30T17:13:00+00:00"],
    ]);
  });

  it("reads a reservation slip's labelled ends and starred times", async () => {
    const [train] = await read(
      "Electronic Reservation Slip (ERS)\n\nTrain No./Name   : 12951 / MUMBAI RAJDHANI\nFrom             : MUMBAI CENTRAL (MMCT)\nTo               : NEW DELHI (NDLS)\nDeparture*       : 17:00 12-Oct-2026\nArrival*         : 08:32 13-Oct-2026\n\nPassenger Details",
      "Booking Confirmation, Train: 12951, 12-Oct-2026",
      "Asia/Kolkata",
    );
    expect([train?.title, train?.start, train?.end]).toEqual([
      "Train 12951 Mumbai to New Delhi",
      "2026-10-12T17:00:00+05:30",
      "2026-10-13T08:32:00+05:30",
    ]);
  });
});

describe("a chat's stamps written time first", () => {
  it("cuts '[2:31 pm, 05/10/2026] Name:' off each line, so no line is an event at its stamp", async () => {
    // Forwarded a minute after the last line: each stamp is still to come that day, unless cut off.
    const events = await eventsIn(
      "[2:14 pm, 23/09/2026] Mel (class rep): Reminder the Yr 2 disco is this Fri 25th, 5.30-7pm in the hall!\n[2:20 pm, 23/09/2026] Jade: I can help!\n[2:31 pm, 23/09/2026] Priya: Is it drop off or do we stay?\n[2:33 pm, 23/09/2026] Mel (class rep): Drop off is fine",
      { subject: "disco", date: "Wed, 23 Sep 2026 14:30:00 +0800" },
      "Australia/Perth",
    );
    expect(events.map(({ start, end }) => [start, end])).toEqual([
      ["2026-09-25T17:30:00+08:00", "2026-09-25T19:00:00+08:00"],
    ]);
  });
});

describe("a move's new line over its old one", () => {
  it("keeps one update at the new time when 'NEW:' stands above 'PREVIOUSLY:'", async () => {
    const events = await read(
      "Hi,\n\nWe have moved Elijah's appointment.\n\nNEW: Wednesday, October 14, 2026 at 4:00 PM (Adjustment, 30 min)\nPREVIOUSLY: Monday, October 12, 2026 at 3:30 PM\n\nThanks",
      "Your appointment has been rescheduled",
    );
    expect(events.map(({ start, end, change }) => [start, end, change])).toEqual([
      ["2026-10-14T16:00:00+01:00", "2026-10-14T16:30:00+01:00", "update"],
    ]);
  });
});

describe("a day only if the weather is bad", () => {
  it("drops 'we will move the event to …' and a storm date, and keeps the day itself", async () => {
    const events = await read(
      "Our cross country is on Friday 16 October at Princes Park.\n\nIf the weather is bad we will move the event to Tuesday 20 October and let you know that morning.\n\nIf schools are closed that day, the storm date is Thursday 22 October, same time.",
      "Cross country",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-10-16"]);
  });
});

describe("a labelled block's time in the sentence below it", () => {
  it("reads 'Buses depart at 9.15am and we will return by 2.30pm' under 'When:' and 'Where:'", async () => {
    const [day] = await read(
      "Hi families,\n\nWhen: Friday 16 October\nWhere: Princes Park, Carlton North\nBuses depart school at 9.15am and we will return by 2.30pm.\n\nCheers",
      "Cross Country 2026",
    );
    expect([day?.start, day?.end]).toEqual([
      "2026-10-16T09:15:00+01:00",
      "2026-10-16T14:30:00+01:00",
    ]);
  });

  it("leaves the block all day when the sentence below has a day of its own", async () => {
    const [day] = await read(
      "When: Friday 16 October\nWhere: Princes Park\nConsent forms are due back by Monday 12 October at 9am.\n\nCheers",
      "Cross Country 2026",
    );
    expect(day?.allDay).toBe(true);
  });
});

describe("a block's start said by what it names, and its finish in the line below", () => {
  it("reads 'Gala starts:' and 'Jump time:' as starts, and 'Expected to finish around 12.30pm'", async () => {
    const [gala] = await read(
      "Date: Sunday 18th October\nVenue: Horfield Sports Centre\nWarm up: 8.00am (please be poolside by 7.50am)\nGala starts: 8.45am\nExpected to finish around 12.30pm, with medals at the end.\n\nGood luck!",
      "Club Championships",
    );
    expect([gala?.start, gala?.end]).toEqual([
      "2026-10-18T08:45:00+01:00",
      "2026-10-18T12:30:00+01:00",
    ]);
    const [jump] = await read(
      "You're all booked in.\n\nDate: Saturday 17 October 2026\nJump time: 1:00pm - 2:00pm\nJumpers: 3 x 60 min Open Jump",
      "Trampoline park booking",
    );
    expect([jump?.start, jump?.end]).toEqual([
      "2026-10-17T13:00:00+01:00",
      "2026-10-17T14:00:00+01:00",
    ]);
  });

  it("does not start the event at an 'Arrival time:'", async () => {
    const [trip] = await read(
      "Date: Saturday 17 October 2026\nArrival time: 9:30am\nWhere: Bounce Park",
      "Trampoline park booking",
    );
    expect(trip?.start).not.toBe("2026-10-17T09:30:00+01:00");
  });
});

describe("a weekly habit", () => {
  it("puts no date on 'every Thursday at 10.30am', and keeps the dated event beside it", async () => {
    const events = await read(
      "Your booking is confirmed for the Lego Challenge on Tuesday 29 September at 2pm.\n\nLooking for more to do? Storytime is on every Thursday at 10.30am (no booking needed).",
      "Booking confirmation: Lego Challenge",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-09-29T14:00:00+01:00"]);
  });
});

describe("'this evening' before a time", () => {
  it("is the day the message was sent, at that time", async () => {
    const events = await eventsIn(
      "Hi all, no training this evening (6.30-7.45) - the council have closed the pitch.\n\nGav",
      { subject: "no training", date: "Wed, 23 Sep 2026 14:02:00 +0100" },
      "Europe/London",
    );
    expect(events.map(({ start, end, change }) => [start, end, change])).toEqual([
      ["2026-09-23T18:30:00+01:00", "2026-09-23T19:45:00+01:00", "cancel"],
    ]);
  });

  it("stays no day when the morning is told in the past", async () => {
    const events = await eventsIn(
      "We had a lovely assembly this morning at 9 with the whole school.",
      { subject: "Assembly", date: "Wed, 23 Sep 2026 11:02:00 +0100" },
      "Europe/London",
    );
    expect(events).toEqual([]);
  });
});

describe("money taken and a registration's opening, said after the date", () => {
  it("puts no event on the day a fee is debited, in English or German", async () => {
    expect(
      await read(
        "Der Betrag wird am 01.10.2026 per SEPA-Lastschrift von Ihrem Konto eingezogen.",
        "Beitragsrechnung",
      ),
    ).toEqual([]);
    expect(
      await read("The balance of £45 will be taken on Thursday 1 October by card.", "Your invoice"),
    ).toEqual([]);
    // The day the payment is for stays: the match is the event.
    const match = await read(
      "The match is on Saturday 3 October at 10am. Payment of £5 will be taken at the gate.",
      "Match",
    );
    expect(match.map((event) => event.start)).toEqual(["2026-10-03T10:00:00+01:00"]);
  });

  it("drops a row led by its date whose words say registration opens", async () => {
    const events = await read(
      "Coming up:\n\nOct 1 | Spring session registration opens (members first)\nSun Oct 4 | Showcase dress rehearsal, 9am-11am",
      "Skating news",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-10-04T09:00:00+01:00"]);
  });
});

describe("a table of legs, each stop with its own day", () => {
  it("reads each leg's ends on their own days and zones, across the date line", async () => {
    const legs = await read(
      "Thanks for booking with us.\n\nFlight  Departs                                Arrives\nNZ 940  Auckland (AKL) Sat 10 Oct 2026 09:40   Rarotonga (RAR) Fri 9 Oct 2026 15:10\n\nAll times are local to the airport.",
      "Booking confirmation - Auckland to Rarotonga",
      "Pacific/Auckland",
    );
    expect(legs.map(({ title, start, end }) => [title, start, end])).toEqual([
      [
        "Flight NZ 940 Auckland to Rarotonga (RAR)",
        "2026-10-10T09:40:00+13:00",
        "2026-10-10T14:10:00+13:00",
      ],
    ]);
  });

  it("reads a row led by its flight's number under the day, and no row with one day only", async () => {
    const legs = await read(
      "Your flight:\n\nSat 10 Oct 2026\nBA 117  London (LHR) 08:25   New York (JFK) 11:10",
      "Booking confirmation",
    );
    expect(legs.map(({ title, start, end }) => [title, start, end])).toEqual([
      [
        "Flight BA 117 London to New York (JFK)",
        "2026-10-10T08:25:00+01:00",
        "2026-10-10T16:10:00+01:00",
      ],
    ]);
    const odd = await read(
      "Your flight:\n\nBA 117  London (LHR) Sat 10 Oct 2026 08:25   New York (JFK) 11:10",
      "Booking confirmation",
    );
    expect(odd.map((leg) => leg.title)).not.toContain("Flight BA 117 London to New York (JFK)");
  });
});

describe("a clock-only move in the sentence after the day", () => {
  it("starts the event at the new time, not the old one", async () => {
    const events = await eventsIn(
      "Hi parents,\n\nWith 38 degrees forecast, tomorrow night's early games are being pushed back under our heat policy. Your game has moved from 5.40pm to 7.20pm, still on Field 4. Games are 30 mins.\n\nThanks",
      { subject: "Heat policy - game time change", date: "Mon, 07 Feb 2028 19:00:00 +1100" },
      "Australia/Sydney",
    );
    expect(events.map(({ start, end, change }) => [start, end, change])).toEqual([
      ["2028-02-08T19:20:00+11:00", "2028-02-08T19:50:00+11:00", "update"],
    ]);
  });
});

describe("a length spelled out in another language", () => {
  it("ends the event 'dos horas' or 'drei Stunden' after its start", async () => {
    const [festival] = await read(
      "Les invitamos al Festival de fin de curso, que se llevará a cabo el sábado 3 de octubre a las 10:00 en el auditorio. El festival durará aproximadamente dos horas.",
      "Festival de fin de curso",
    );
    expect(festival?.end).toBe("2026-10-03T12:00:00+01:00");
    const [fest] = await read(
      "Das Sommerfest ist am Samstag, 3. Oktober, um 14 Uhr. Es dauert etwa drei Stunden.",
      "Sommerfest",
    );
    expect(fest?.end).toBe("2026-10-03T17:00:00+01:00");
  });

  it("keeps the hour a calendar assumes when no length is said", async () => {
    const [fest] = await read(
      "Das Sommerfest ist am Samstag, 3. Oktober, um 14 Uhr.",
      "Sommerfest",
    );
    expect(fest?.end).toBe("2026-10-03T15:00:00+01:00");
  });
});

describe("a time some may choose, in the sentence after the day", () => {
  it("leaves the day all day when only siblings 'can come in from 8.15am'", async () => {
    const [photos] = await read(
      "School photographs: Individual and sibling photos will be taken on Wednesday 14th October. Siblings at other schools can come in from 8.15am for a family photo.",
      "Friday letter",
    );
    expect(photos?.allDay).toBe(true);
    const [again] = await read(
      "The photographer will be in school on Tuesday 13th October. Preschool siblings can be photographed from 8.15am in the hall.",
      "Friday letter",
    );
    expect(again?.allDay).toBe(true);
  });

  it("still takes a time the next sentence gives everyone", async () => {
    const [photos] = await read(
      "School photographs will be taken on Wednesday 14th October. The photographer starts at 8.15am in the hall.",
      "Friday letter",
    );
    expect(photos?.start).toBe("2026-10-14T08:15:00+01:00");
  });
});

describe("more days that are no event", () => {
  it("drops the day an event will no longer take place on, beside the day it moved to", async () => {
    const events = await eventsIn(
      "Dear Parent/Carer,\n\nDue to a staff training commitment, Year 5 Parent Consultations will no longer take place on Tuesday 29th September. They have been moved to Wednesday 30th September.\n\nYour appointment for Esme with Mr Adeyemi remains at the same time: 5.40pm (10 minutes), in the Year 5 classroom. If the new date is not convenient, please rebook before Friday 25th September.\n\nThanks",
      {
        subject: "CHANGE OF DATE - Year 5 Parent Consultations",
        date: "Mon, 21 Sep 2026 12:48:00 +0100",
      },
      "Europe/London",
    );
    expect(events.map(({ start, change }) => [start, change])).toEqual([
      ["2026-09-30T17:40:00+01:00", "update"],
    ]);
  });

  it("drops a row that says a contest ends, and keeps a row with an event before it", async () => {
    const events = await read(
      "Coming up:\n\nFri 10/2 | Box Tops collection contest ends\nFri 11/27 | Christmas fair, raffle closes\nTue 10/13 | Campfire & hot chocolate, 6:30pm-8:00pm",
      "Scouts news",
      "America/Chicago",
    );
    expect(events.map((event) => event.title)).toEqual([
      "Campfire & hot chocolate",
      "Christmas fair",
    ]);
  });

  it("drops the day tickets can be collected from, in Italian, and keeps the show", async () => {
    const events = await read(
      "Il saggio di fine anno si terrà domenica 11 ottobre alle ore 17:00 al Teatro Orione. I biglietti (10 euro) si ritirano in segreteria dal 5 ottobre.",
      "Saggio di danza",
      "Europe/Rome",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-10-11T17:00:00+02:00"]);
  });
});

describe("a sentence that names what the one before called off", () => {
  it("cancels the concert 'this includes', and leaves a later sentence as it was", async () => {
    const events = await eventsIn(
      "Due to the winter storm expected this afternoon, all after-school and evening activities are cancelled today. This includes the Grade 4 Winter Concert scheduled for tonight, Thursday October 1 at 6:30 PM. A new date will be announced.",
      {
        subject: "Storm update",
        date: "Thu, 01 Oct 2026 11:05:00 -0400",
      },
      "America/New_York",
    );
    expect(events.map(({ start, change }) => [start, change])).toContainEqual([
      "2026-10-01T18:30:00-04:00",
      "cancel",
    ]);
    const later = await eventsIn(
      "All clubs are cancelled today. The Winter Concert is on Thursday October 8 at 6:30 PM.",
      { subject: "Clubs", date: "Thu, 01 Oct 2026 11:05:00 -0400" },
      "America/New_York",
    );
    expect(later.map(({ start, change }) => [start, change])).toContainEqual([
      "2026-10-08T18:30:00-04:00",
      "new",
    ]);
  });
});
