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
