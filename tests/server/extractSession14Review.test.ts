/**
 * Session 14's rules, as a read-only review of the change found them
 * misfiring (issue 12): each input is the review's own, and each test
 * failed on the rules as first written.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

// A Wednesday morning.
const sent = "Wed, 23 Sep 2026 08:47:00 +0100";
const read = async (body: string, subject = "News", date = sent) =>
  (await eventsIn(body, { subject, date }, "Europe/London")).map(
    ({ title, start, end, allDay, change }) => ({ title, start, end, allDay, change }),
  );
const starts = async (body: string, subject?: string, date?: string) =>
  (await read(body, subject, date)).map((event) => event.start);

describe("money taken beside an event", () => {
  it("keeps the event when the fee is taken on the night or on arrival", async () => {
    expect(
      await starts(
        "Quiz night on Friday 16 October at 7pm - the fee is collected on the night.",
        "Quiz night",
      ),
    ).toEqual(["2026-10-16T19:00:00+01:00"]);
    expect(
      await starts(
        "Liebe Eltern, unser Wandertag findet am Freitag, 16. Oktober statt, die 5 € werden am Tag von der Lehrerin eingezogen.",
        "Wandertag",
      ),
    ).toEqual(["2026-10-16"]);
  });
});

describe("rows led by a date that mention applications or entries", () => {
  it("keeps an applications evening and a gala whose entries open on the day", async () => {
    expect(
      await starts(
        "Dates for your diary:\n\nThu 8 Oct – Year 7 applications evening, doors open at 6pm\nFri 9 Oct – Harvest festival, 2pm",
        "Dates for your diary",
      ),
    ).toEqual(["2026-10-08T18:00:00+01:00", "2026-10-09T14:00:00+01:00"]);
    expect(
      await starts(
        "Sat 10 Oct – County swim gala, entries open on the day from 8am\nSun 11 Oct – Club BBQ, 1pm",
        "Swim gala",
      ),
    ).toHaveLength(2);
  });

  it("keeps a race day's registration for all swimmers", async () => {
    expect(
      await starts(
        "Registration opens at 7:30am on Saturday 10 October for all swimmers, and warm-up is at 8am.",
        "Gala",
      ),
    ).toHaveLength(1);
  });
});

describe("labels and lines that are not an event's start", () => {
  it("does not start a trip at 'Home time:' or a tournament at 'Lunch time:'", async () => {
    const [trip] = await read(
      "Date: Thursday 8 October\nDeparture: 9am\nHome time: 3.15pm",
      "Year 4 trip to the zoo",
    );
    expect(trip?.start).not.toBe("2026-10-08T15:15:00+01:00");
    const [netball] = await read(
      "Date: Saturday 17 October\nVenue: Clifton College\nLunch time: 12.30pm (bring a packed lunch)",
      "Netball tournament",
    );
    expect(netball?.start).not.toBe("2026-10-17T12:30:00+01:00");
  });

  it("does not start a fair when its tickets go on sale", async () => {
    const [fair] = await read(
      "When: Saturday 5 December\nWhere: School hall\nTickets go on sale at 3.15pm at the school gate.",
      "Christmas Fair",
    );
    expect(fair?.allDay).toBe(true);
  });
});

describe("bookings that are not journeys", () => {
  it("makes no flight of a hotel's check-in and check-out row or a car's pick-up and drop-off", async () => {
    const hotel = await read(
      "Thank you for your reservation.\n\nHotel: Ibis Dublin Airport\nCheck-in: Sat 10 Oct 2026 15:00   Check-out: Fri 16 Oct 2026 11:00",
      "Booking confirmation - Hotel Ibis Dublin Airport",
    );
    expect(hotel.map((event) => event.title).join(" ")).not.toMatch(/^Flight|\bFlight\b/);
    const car = await read(
      "Thanks for booking with Hertz.\n\nPick-up  Dublin Airport Sat 10 Oct 2026 09:00   Drop-off  Cork City Fri 16 Oct 2026 17:00\n\nPlease bring your flight number.",
      "Car hire booking confirmation",
    );
    expect(car.map((event) => event.title).join(" ")).not.toMatch(/\bFlight\b/);
  });
});

describe("each leg's own number, mode and ends", () => {
  it("names each leg with the number above it, not the next leg's", async () => {
    const legs = await read(
      "Your booking is confirmed.\n\nSat 10 Oct 2026\nBA 117\nLondon (LHR) 08:25 -> New York (JFK) 11:10\nAA 2210\nNew York (JFK) 14:00 -> Boston (BOS) 15:20",
      "Your flight booking",
    );
    expect(legs.map((leg) => leg.title)).toEqual([
      "Flight BA 117 London to New York (JFK)",
      "Flight AA 2210 New York to Boston (BOS)",
    ]);
    const connecting = await read(
      "Flight BA 117 - Sat 10 Oct 2026\nLondon (LHR) 08:25 -> New York (JFK) 11:10\nConnecting flight (operated by partner)\nNew York (JFK) 14:00 -> Boston (BOS) 15:20",
      "Your flight booking",
    );
    expect(connecting[1]?.title).not.toContain("BA 117");
  });

  it("calls only the London–Paris train of a Eurostar booking the Eurostar", async () => {
    const legs = await read(
      "Thanks for booking with Eurostar.\n\nSaturday 24 October 2026\nTrain 1G05 - Bristol Temple Meads 05:30 -> London Paddington 07:15\nTrain 9014 - London St Pancras Int'l 08:01 -> Paris Gare du Nord 11:20",
      "Your Eurostar booking",
    );
    expect(legs.map((leg) => leg.title)).toEqual([
      "Train Bristol to London",
      "Eurostar 9014 London to Paris",
    ]);
  });

  it("reads each leg's nearest 'From:' and 'To:', and never a pasted e-mail header", async () => {
    const legs = await read(
      "Outbound - Sat 10 Oct 2026\nFrom: Bristol Bus Station\nTo: London Victoria Coach Station\nDepart 08:00\nArrive 10:35\n\nReturn - Sun 11 Oct 2026\nFrom: London Victoria Coach Station\nTo: Bristol Bus Station\nDepart 17:00\nArrive 19:40",
      "Your National Express booking confirmation",
    );
    expect(legs.map((leg) => leg.title)).toEqual([
      "Coach Bristol to London",
      "Coach London to Bristol",
    ]);
    const [flight] = await read(
      "From: Grandma <nana@example.com>\nTo: Sam <sam@example.com>\n\nBooking confirmed\nLondon to New York\nSat 10 Oct 2026\nDepart LHR 08:25\nArrive JFK 11:10",
      "Fwd: Your flight booking",
    );
    expect([flight?.title, flight?.end]).toEqual([
      "Flight London to New York",
      "2026-10-10T16:10:00+01:00",
    ]);
  });
});

describe("lines led by a time and a date that are no chat", () => {
  it("keeps a fixtures list written '10:00 17/10/2026 Home: …'", async () => {
    expect(
      await starts(
        "Autumn fixtures:\n10:00 17/10/2026 Home: Lions v Hillside Hawks\n10:00 24/10/2026 Away: Riverside Rovers v Lions",
        "Fixtures",
      ),
    ).toEqual(["2026-10-17T10:00:00+01:00", "2026-10-24T10:00:00+01:00"]);
  });
});

describe("weather words that are not a plan B", () => {
  it("keeps a snow day that is an event's name", async () => {
    expect(
      await starts(
        "Ski club snow day is Saturday 16 January at Hemel Snow Centre, 9am-12pm.",
        "Ski club",
      ),
    ).toEqual(["2027-01-16T09:00:00+00:00"]);
    expect(
      await starts(
        "The school's Snow Day fundraiser is on Friday 4 December - wear your woolly hats!",
        "Snow Day",
      ),
    ).toEqual(["2026-12-04"]);
  });

  it("keeps an event moved to another place if the weather is good", async () => {
    expect(
      await starts(
        "If the weather is good on Friday 16 October we will move the harvest assembly to the playground, at 2pm.",
        "Harvest",
      ),
    ).toEqual(["2026-10-16T14:00:00+01:00"]);
  });
});

describe("'this evening' and 'every' beside other words", () => {
  it("puts no event on 'this evening, 10-15 minutes is plenty'", async () => {
    expect(
      await read(
        "Please read with your child this evening, 10-15 minutes is plenty.",
        "Reading",
        "Wed, 23 Sep 2026 13:00:00 +0100",
      ),
    ).toEqual([]);
  });

  it("starts a weekly club on its first day at its time", async () => {
    expect(
      await starts(
        "Beavers is back! We meet every Tuesday at 6pm, starting 29 September.",
        "Beavers",
      ),
    ).toEqual(["2026-09-29T18:00:00+01:00"]);
  });
});

describe("a second review's inputs", () => {
  it("keeps an event that will no longer be held in one place or at one time", async () => {
    const [quiz] = await read(
      "The quiz night on Friday 9 October will no longer be held in the school hall; it will be at the Red Lion instead, starting at 7pm.",
      "Quiz night venue",
    );
    expect(quiz?.change).not.toBe("cancel");
  });

  it("keeps a time everyone may come from, and takes no moved warm-up as the start", async () => {
    expect(
      await starts(
        "Our Year 6 open evening is on Thursday 8 October. Families can come along from 5.30pm.",
        "Open evening",
      ),
    ).toEqual(["2026-10-08T17:30:00+01:00"]);
    expect(
      await starts(
        "Macmillan coffee morning - Friday 25 September\nParents may pop in from 8.45am.",
        "Coffee",
      ),
    ).toEqual(["2026-09-25T08:45:00+01:00"]);
    expect(
      await starts(
        "Swimming gala on Friday 2 October. Warm-up has been moved from 5pm to 5.15pm; racing starts at 6pm.",
        "Gala",
      ),
    ).toEqual(["2026-10-02T18:00:00+01:00"]);
  });

  it("keeps a pick-up and teachers' hours that are no tickets to collect", async () => {
    expect(
      await starts(
        "Beste ouders, de kinderen zijn na het kamp af te halen vanaf vrijdag 2 oktober om 14.00 uur bij de school.",
        "Kamp",
      ),
    ).toEqual(["2026-10-02T14:00:00+01:00"]);
  });

  it("keeps the regular meeting in a term's list of dates", async () => {
    expect(
      await starts("PTA meetings this term:\nTue 6 Oct - Regular meeting\nTue 3 Nov - AGM", "PTA"),
    ).toEqual(["2026-10-06", "2026-11-03"]);
  });
});
