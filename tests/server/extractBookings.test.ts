/**
 * Booking confirmations: a journey is one event from departure to arrival,
 * named for where it goes, each end read in its own town's zone; a hotel
 * stay is one all-day event from check-in to check-out.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const airline = {
  from: "Airline <noreply@airline.example.com>",
  subject: "Your booking confirmation X4KQ2T",
};

describe("travel itineraries", () => {
  it("reads a two-line flight whose arrival is the next day, in the arrival town's zone", async () => {
    const events = await eventsIn(
      `
Thank you for booking with Example Airways. Your booking is confirmed.
OUTBOUND - Thursday 30 July 2026
BA0177 London Heathrow (LHR) Terminal 5 dep 11:20
New York JFK Terminal 8 arr 14:05
RETURN - Sunday 9 August 2026
BA0174 New York JFK Terminal 8 dep 18:30
London Heathrow (LHR) Terminal 5 arr 06:35 (+1 day, Monday 10 August)
All times are local to the airport.`,
      airline,
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      [
        "Flight BA0177 London to New York (JFK)",
        "2026-07-30T11:20:00+01:00",
        "2026-07-30T19:05:00+01:00",
      ],
      [
        "Flight BA0174 New York to London (LHR)",
        "2026-08-09T23:30:00+01:00",
        "2026-08-10T06:35:00+01:00",
      ],
    ]);
    expect(events[0]?.location).toBe("London Heathrow (LHR) Terminal 5");
  });

  it("reads a one-line train across a border and titles it in the message's language", async () => {
    const events = await eventsIn(
      `
Bonjour Camille, votre commande est confirmée. Merci de votre confiance.
Référence de dossier : QXZ7KL
ALLER - samedi 18 juillet 2026
Paris Gare de Lyon 07h37 -> Genève 10h55
TGV 6105 - voiture 14 - places 71, 72 - 2de classe
Vos e-billets sont disponibles dans l'application.`,
      { from: "SNCF <confirmation@sncf.example.com>", subject: "Votre confirmation de voyage" },
      "Europe/Paris",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Train Paris → Genève", "2026-07-18T07:37:00+02:00", "2026-07-18T10:55:00+02:00"],
    ]);
  });

  it("takes the places from the route line when the stops give only times, and a named zone from the stop", async () => {
    const ferry = await eventsIn(
      `
Thank you for booking with Example Ferries. Booking reference: 40417729
Sailing: Dublin Port - Holyhead
Date: Wednesday 1 July 2026
Departs: 08:05
Arrives: 11:20 (local time)`,
      {
        from: "Ferries <bookings@ferries.example.com>",
        subject: "Booking Confirmation - 40417729",
      },
      "Europe/Dublin",
    );
    expect(ferry.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Ferry Dublin to Holyhead", "2026-07-01T08:05:00+01:00", "2026-07-01T11:20:00+01:00"],
    ]);
    const train = await eventsIn(
      `
RESERVATION NUMBER 8F2A61. Your eTicket for the train:
CHICAGO, IL - UNION STATION (CHI) to WASHINGTON, DC - UNION STATION (WAS)
Friday, July 10, 2026
Depart CHI 6:40 PM (Central Time)
Arrive WAS 1:05 PM (Eastern Time), Saturday, July 11, 2026`,
      { from: "Rail <reservations@rail.example.com>", subject: "eTicket and Receipt" },
      "America/Chicago",
    );
    expect(train.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Train Chicago to Washington", "2026-07-10T18:40:00-05:00", "2026-07-11T12:05:00-05:00"],
    ]);
  });

  it("leaves a message that is not a booking to the text reader", async () => {
    const events = await eventsIn(
      `
Trip to the science museum on Friday 13 March.
Depart school 09:30
Arrive museum 10:45
Please bring a packed lunch.`,
      { subject: "Year 4 museum trip" },
    );
    expect(events.some((event) => /^(?:Coach|Flight|Train) to/.test(event.title))).toBe(false);
    expect(events.length).toBeGreaterThan(0);
  });
});

describe("a camp booking", () => {
  it("reads 'Dates: Mon 30 March - Thu 2 April' over daily times as one all-day span", async () => {
    const events = await eventsIn(
      "Child: Leo (age 8)\nCamp: Easter Multi-Sports Camp\nVenue: Alleyn's School Sports Centre\nDates: Mon 30 March - Thu 2 April 2026\nTimes: 8.30am - 4.30pm daily\nAmount paid: £148.00",
      { subject: "Booking confirmed - Easter Multi-Sports Camp" },
    );
    expect(events.map((event) => [event.start, event.end, event.allDay])).toEqual([
      ["2026-03-30", "2026-04-03", true],
    ]);
  });
});

describe("an appointment's arrival time", () => {
  it("starts at the appointment time, not at 'Arrive by' on the line above it", async () => {
    const events = await eventsIn(
      "Patient: Ethan Nguyen\n\nMRI KNEE LEFT\nWednesday March 11, 2026\nArrive by: 6:45 AM\nAppointment time: 7:15 AM\n\nTorrance Memorial Medical Center - Imaging",
      { subject: "Upcoming appointment: MRI KNEE LEFT" },
      "America/Los_Angeles",
    );
    expect(events.map((event) => event.start)).toEqual(["2026-03-11T07:15:00-07:00"]);
  });
});

describe("a booked day said again", () => {
  it("adds no all-day event for 'See you Tuesday!' after the timed appointment that day", async () => {
    const events = await eventsIn(
      "Dev is scheduled for a cleaning on Tuesday, March 10 at 3:15 PM with Dr. Ahn.\n\nPlease arrive 10 minutes early.\n\nSee you Tuesday!",
      {
        subject: "Dev's appointment on Tuesday",
        from: "Park Slope Pediatric Dentistry <hello@dentist.example.com>",
        date: "Thu, 5 Mar 2026 09:00:00 -0500",
      },
      "America/New_York",
    );
    expect(events.map((event) => [event.start, event.allDay])).toEqual([
      ["2026-03-10T15:15:00-04:00", false],
    ]);
  });
});

describe("hotel stays", () => {
  it("reads check-in and check-out days as one all-day stay named for the hotel", async () => {
    const events = await eventsIn(
      `
Hi Rebecca,
Thanks for booking with Premier Inn. Your booking is confirmed.
Booking reference: PI-8841279
Bath City Centre (Kingsmead)
James Street West, Bath BA1 2BX
Check-in: Saturday 04 April 2026 (from 3pm)
Check-out: Monday 06 April 2026 (by 12 noon)
2 nights | 1 Family Room | 2 adults, 2 children`,
      { from: "Hotel <reservations@hotel.example.com>", subject: "Booking confirmed" },
    );
    expect(events.map((event) => [event.title, event.start, event.end, event.allDay])).toEqual([
      ["Stay at Premier Inn Bath City Centre", "2026-04-04", "2026-04-07", true],
    ]);
    expect(events[0]?.location).toBe(
      "Bath City Centre (Kingsmead), James Street West, Bath BA1 2BX",
    );
  });

  it("reads a schema.org lodging reservation as all-day, without a second event on check-out day", async () => {
    const json = JSON.stringify({
      "@context": "https://schema.org",
      "@type": "LodgingReservation",
      reservationFor: { "@type": "LodgingBusiness", name: "Ocean Edge Resort" },
      checkinTime: "2026-07-03T16:00:00-04:00",
      checkoutTime: "2026-07-06T11:00:00-04:00",
    });
    const events = await eventsIn(
      `<html><head><script type="application/ld+json">${json}</script></head><body>
<p>Your reservation is confirmed.</p><p>Departure: Monday, July 6, 2026 at 11:00 AM</p></body></html>`,
      { html: true, subject: "Reservation confirmed" },
      "America/New_York",
    );
    expect(events.map((event) => [event.title, event.start, event.end, event.allDay])).toEqual([
      ["Stay at Ocean Edge Resort", "2026-07-03", "2026-07-07", true],
    ]);
  });
});

describe("appointments", () => {
  it("names the practice, the visit and the child instead of the letterhead", async () => {
    const events = await eventsIn(
      `
Ridgewood Pediatric Associates
Dear Parent/Guardian of NOAH MILLER,
Your child's appointment has been confirmed.
Appointment type: Well Child Visit (9 yr)
Date: Thursday, January 14, 2027
Time: 4:10 PM`,
      {
        from: "Peds <noreply@ridgewoodpeds.example.com>",
        subject: "Appointment Confirmation - Noah M.",
      },
      "America/New_York",
      ["Emma", "Noah"],
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["Pediatrician - Well Child Visit (Noah)", "2027-01-14T16:10:00-05:00"],
    ]);
  });

  it("reads the visit from a possessive and keeps a title that already names it", async () => {
    const braces = await eventsIn(
      `
Big day ahead! We've reserved the chair for Jonah's braces placement:
Tuesday, July 28, 2026, from 8:00 to 10:00 am
Before the visit: brush and floss really well.
Peak Orthodontics`,
      { from: "Peak <smiles@peakortho.example.com>", subject: "Your appointment is booked" },
      "America/Denver",
      ["Jonah"],
    );
    expect(braces.map((event) => event.title)).toEqual(["Orthodontist - braces placement (Jonah)"]);
    const cleaning = await eventsIn(
      `
Dental cleaning for Ava on Monday 5 October at 3:30pm.
Kids Dental Studio`,
      { from: "Kids Dental <hello@kidsdental.example.com>", subject: "Dental cleaning" },
      "America/Chicago",
      ["Ava"],
    );
    expect(cleaning.map((event) => event.title)).toEqual(["Dental cleaning for Ava"]);
  });

  it("leaves a school notice that mentions a visit alone", async () => {
    const events = await eventsIn(
      `
Year 4 visit to the Science Museum on Friday 13 March, leaving at 9:30am.`,
      { subject: "Museum visit" },
    );
    expect(events.map((event) => event.title)).not.toContain(
      expect.stringMatching(/Dentist|GP|Pediatrician/),
    );
    expect(events.length).toBe(1);
  });
});

describe("appointment lengths and cancellations", () => {
  it("takes an appointment's stated length, not the minutes to arrive early", async () => {
    const [physio] = await eventsIn(
      `
Jack is booked in with Tom Wright (Physiotherapist) for an Initial Consultation (45 mins).
Wed 17/02/2027 at 4.15pm
Please arrive 10 minutes early.
Bondi Junction Sports Physio`,
      {
        from: "Physio <reception@physio.example.com.au>",
        subject: "Appointment confirmation",
        date: "Mon, 8 Feb 2027 09:00:00 +1100",
      },
      "Australia/Sydney",
      ["Jack"],
    );
    expect([physio?.start, physio?.end]).toEqual([
      "2027-02-17T16:15:00+11:00",
      "2027-02-17T17:00:00+11:00",
    ]);
    const [early] = await eventsIn(
      `
Your appointment for Noah is on Thursday, January 14, 2027 at 4:10 PM.
Please arrive 10 minutes early.
Ridgewood Pediatric Associates`,
      { from: "Peds <noreply@peds.example.com>", subject: "Appointment reminder" },
      "America/New_York",
      ["Noah"],
    );
    expect(early?.end).toBe("2027-01-14T17:10:00-05:00");
  });

  it("reads 'there is no religious school this Sunday' as the class called off, under its own name", async () => {
    const events = await eventsIn(
      "Shalom families, there is no religious school this Sunday, February 14, because of the long weekend. (Sunday classes normally run 9:30 AM - 12:00 PM.)",
      { subject: "No religious school this Sunday", date: "Mon, 8 Feb 2027 09:00:00 -0700" },
      "America/Denver",
    );
    expect(events.map((event) => [event.title, event.change])).toEqual([
      ["Religious school", "cancel"],
    ]);
  });
});

describe("bookings and invitations as titled by a parent", () => {
  const titles = async (body: string, subject: string, zone = "Europe/London") =>
    (await eventsIn(body, { subject }, zone)).map((event) => event.title);

  it("names a show from its subject, not from the theatre's address above the date", async () => {
    expect(
      await titles(
        "Matilda The Musical\nCambridge Theatre, Earlham Street, London WC2H 9HU\nSunday 29 March 2026 at 15:00\n\nRunning time: 2 hours 40 minutes including interval",
        "Your booking confirmation - Matilda the Musical",
      ),
    ).toEqual(["Matilda the Musical"]);
  });

  it("drops 'is booked in', a get-together's lead-in and 'at our house'", async () => {
    expect(
      await titles(
        "Hi Sarah, a reminder that Mia is booked in with Dr Lee (Orthodontics) on Tue 10 Mar at 4:15pm.",
        "Your appointment reminder",
      ),
    ).toEqual(["Mia with Dr Lee (Orthodontics)"]);
    expect(
      await titles(
        "We're having a little get-together for Ava's 5th birthday at our house (22 Maple Drive) on Sunday the 15th from 1 to 3.",
        "Party invite",
        "America/Chicago",
      ),
    ).toEqual(["Ava's 5th birthday"]);
  });
});

describe("journeys written leg by leg", () => {
  const legs = async (body: string, from: string, subject: string, zone: string) =>
    (await eventsIn(body, { from, subject }, zone)).map((event) => [
      event.title,
      event.start,
      event.end,
    ]);

  it("reads 'Departs 08:05 - Arrives 11:20' under a labelled route, and an arrival on the next day", async () => {
    expect(
      await legs(
        "Thank you for sailing with Example Ferries. Your booking is confirmed.\nOUTBOUND - Geelong to Devonport\nFriday 8 January 2027\nDepart 7:30pm, arrive Saturday 9 January 6:00am\nVehicle check-in closes 6:15pm\nRETURN\nDevonport Port - Geelong\nSaturday 16 January 2027\nDeparts 19:30 - Arrives 06:00",
        "Ferries <bookings@ferries.example.com.au>",
        "Booking confirmed - 6620194",
        "Australia/Melbourne",
      ),
    ).toEqual([
      ["Ferry Geelong to Devonport", "2027-01-08T19:30:00+11:00", "2027-01-09T06:00:00+11:00"],
      ["Ferry Devonport to Geelong", "2027-01-16T19:30:00+11:00", "2027-01-17T06:00:00+11:00"],
    ]);
  });

  it("reads a two-leg flight in English whose 'ET', 'DEN' and '7:05 AM' are no German, each end in its own town's zone", async () => {
    expect(
      await legs(
        "Confirmation code: HJ4RTX\nDEPART - Sat, Dec 18, 2027\nFlight 1183  Denver, CO (DEN) 7:05 AM MT  ->  Orlando, FL (MCO) 12:48 PM ET\nRETURN - Sun, Dec 26, 2027\nFlight 1190  Orlando, FL (MCO) 2:15 PM ET  ->  Denver, CO (DEN) 4:08 PM MT",
        "Airline <confirmations@airline.example.com>",
        "Trip confirmation: Denver - Orlando",
        "America/Denver",
      ),
    ).toEqual([
      [
        "Flight 1183 Denver to Orlando (MCO)",
        "2027-12-18T07:05:00-07:00",
        "2027-12-18T10:48:00-07:00",
      ],
      [
        "Flight 1190 Orlando to Denver (DEN)",
        "2027-12-26T12:15:00-07:00",
        "2027-12-26T16:08:00-07:00",
      ],
    ]);
    expect(
      await legs(
        "Thank you for flying Example Airlines. Booking reference: QK7T2P\nRETURN - Saturday, 17 Jul 2027\nTS 8127  Orlando (MCO) 17:40 -> São Paulo (GRU) 05:20 (+1)\nArrives Sunday, 18 Jul 2027\nEconomy - 4 passengers",
        "Airline <reservas@airline.example.com.br>",
        "Booking confirmed",
        "America/Sao_Paulo",
      ),
    ).toEqual([
      [
        "Flight TS 8127 Orlando to São Paulo (GRU)",
        "2027-07-17T18:40:00-03:00",
        "2027-07-18T05:20:00-03:00",
      ],
    ]);
  });

  it("reads a sleeper's 'Coach F' as a carriage of the train", async () => {
    expect(
      await legs(
        "Your tickets are booked.\nOUTWARD – Friday 30 July 2027\nCaledonian Sleeper\nDepart London Euston 21:15\nArrive Inverness 08:40 (Saturday 31 July)\nAccommodation: Classic room, Coach F",
        "Trips <bookings@example.co.uk>",
        "Your booking is confirmed – London to Inverness",
        "Europe/London",
      ),
    ).toEqual([
      ["Train London to Inverness", "2027-07-30T21:15:00+01:00", "2027-07-31T08:40:00+01:00"],
    ]);
  });
});
