/**
 * Rules from session 13 (issue 12), each in words of its own and each with
 * a near miss: a bare weekday beside the date it names; the times of a
 * block of labelled lines under a day, read to the block's end; a form's
 * start said by what opens ("First event:") and its finish "by" a time.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

// A Wednesday.
const sent = "Wed, 23 Sep 2026 20:47:00 +0100";
const read = async (body: string, subject = "News", zone = "Europe/London") =>
  (await eventsIn(body, { subject, date: sent }, zone)).map(
    ({ title, start, end, allDay, change }) => ({ title, start, end, allDay, change }),
  );

describe("a bare weekday beside the date it names", () => {
  it("takes the date, not the same weekday just gone", async () => {
    const [fair] = await read(
      "Hi all,\n\nMonday is our stall at the harvest fair (28th September). Details:\n\nThe stall opens at 3:30pm, all done by about 6pm. Bring a cake if you can!\n\nThanks",
      "Harvest fair",
    );
    expect([fair?.start, fair?.end]).toEqual([
      "2026-09-28T15:30:00+01:00",
      "2026-09-28T18:00:00+01:00",
    ]);
    // "last Monday" is placed by its own words: no event on the 21st or the 28th from it.
    const recap = await read(
      "Thank you for coming last Monday. Our next stall is on Saturday 3 October at 10am.",
      "Stall",
    );
    expect(recap.map((event) => event.start)).toEqual(["2026-10-03T10:00:00+01:00"]);
  });
});

describe("the times of a block of labelled lines under a day", () => {
  it("reads the start past the block's second line, and its finish", async () => {
    const [meet] = await read(
      "Hi families,\n\nHere is the plan for the county gala.\n\nAfternoon session (Saturday 10 October)\nVenue: Riverside Leisure Centre\nCheck-in: 12:15\nWarm-up: 12:30\nGala begins: 1:30pm\nThe session should finish by about 5pm.\n\nGo Sharks!",
      "County gala",
    );
    expect([meet?.start, meet?.end]).toEqual([
      "2026-10-10T13:30:00+01:00",
      "2026-10-10T17:00:00+01:00",
    ]);
  });

  it("stops at the blank line that ends the block", async () => {
    const [day] = await read(
      "Saturday 10 October\nVenue: Riverside Leisure Centre\nBring a packed lunch\n\nOther news: the tuck shop opens at 3:30pm from now on.",
      "Open day",
    );
    expect(day?.allDay).toBe(true);
  });
});

describe("a form's start said by what opens, and its finish by a time", () => {
  it("reads 'First event' as the start and 'Expected finish: by 1pm' as the end", async () => {
    const [relays] = await read(
      "Final details for the relays:\n\nWhen: Saturday 17 October\nWhere: Ashgrove Track\nFirst event: 8.30am\nExpected finish: by 1pm\n\nThanks!",
      "Relays",
    );
    expect([relays?.start, relays?.end]).toEqual([
      "2026-10-17T08:30:00+01:00",
      "2026-10-17T13:00:00+01:00",
    ]);
    // A label that names no start keeps the day all-day.
    const [fete] = await read(
      "When: Saturday 17 October\nWhere: The Green\nFirst aid: tent by the gate",
      "Fete",
    );
    expect(fete?.allDay).toBe(true);
  });
});

describe("moves said other ways", () => {
  it("reads 'bumped from … to …' as a move", async () => {
    const events = await read(
      "Hi Band families,\n\nBecause of a clash with the gym, our Spring Band Concert has been bumped from Thursday, October 1 to Thursday, October 8. It's still at 7:00 pm in the school gym.\n\nMr. Lindgren",
      "Spring Band Concert - new date",
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-10-08T19:00:00+01:00", "update"],
    ]);
  });

  it("moves the one event a week on when a later sentence moves it to the same time next week", async () => {
    const events = await read(
      "Hi there,\n\nYou're registered for Kids' Pottery this Saturday, 10:00-11:30am. Unfortunately a pipe burst in the studio.\n\nWe're moving the workshop to the same time next week. Your spot carries over.",
      "Kids' Pottery this Saturday",
    );
    expect(events.map((event) => [event.start, event.end, event.change])).toEqual([
      ["2026-10-03T10:00:00+01:00", "2026-10-03T11:30:00+01:00", "update"],
    ]);
    // A club that meets at the same time every week moves nothing.
    const weekly = await read(
      "Homework club is on this Thursday at 3:15pm in the library, and the same time next week.",
      "Homework club",
    );
    expect(weekly.every((event) => event.change === "new")).toBe(true);
  });

  it("keeps a move whose sentence says the doctor is out of the office", async () => {
    const [moved] = await read(
      "Dr. Nakamura will be out of the office on Friday, so we've moved Keala's eye exam from Friday, October 2 at 9:00 AM to Monday, October 5 at 2:30 PM.",
      "Change to Keala's appointment",
    );
    expect([moved?.start, moved?.change]).toEqual(["2026-10-05T14:30:00+01:00", "update"]);
    // An out-of-office reply still names no event.
    const away = await read(
      "I am out of the office until Monday 5 October and will reply on my return.",
      "Automatic reply: Rota",
    );
    expect(away).toEqual([]);
    // Nor does a teacher's leave.
    expect(
      await read(
        "Please note that Mr Patel will be on leave from Monday 5 October to Friday 9 October.",
      ),
    ).toEqual([]);
  });

  it("names a move's new date by the sentence before that postponed it, and reads a venue change in the subject", async () => {
    const [dance] = await read(
      "With the storm coming in on Saturday, we've decided to postpone the Father-Daughter Dance. The new date is Saturday, October 10, 6:00-8:00 PM, same place (St. Agnes Hall).",
      "Dance postponed",
    );
    expect(dance?.title).toMatch(/Dance/);
    expect(dance?.change).toBe("update");
    const [night] = await read(
      "Heads up that our presentation night has a new home: the Kingborough Sports Centre. Date and time are the same: this Friday, 25 September, 6pm.",
      "VENUE CHANGE - presentation night",
    );
    expect(night?.change).toBe("update");
  });
});

describe("days that are not the family's", () => {
  it("drops a certificate's post and lessons carrying on as normal", async () => {
    const events = await read(
      "Great news - Tobi's Grade 2 result came through: a Merit!\n\nThe certificate will be posted to me and should arrive towards the end of October.\n\nLessons carry on as normal until Friday 16th October and restart the week of 2nd November.",
      "Tobi's Grade 2 result!",
    );
    expect(events).toEqual([]);
    // A lesson said with its own words stays.
    const [lesson] = await read(
      "Tobi's extra lesson is on Friday 16th October at 4pm.",
      "Extra lesson",
    );
    expect(lesson?.start).toBe("2026-10-16T16:00:00+01:00");
  });
});

describe("days and spans read more widely", () => {
  it("reads a dotted time after a day and a dash as the time", async () => {
    const events = await read(
      "Here are our fixtures.\n\nSat 3 Oct - 10.00 v Wimbledon\nSat 10 Oct - BYE\nSat 17 Oct - 11.20 v Richmond\n\nThanks",
      "U11 fixtures",
    );
    expect(events.map((event) => event.start)).toEqual([
      "2026-10-03T10:00:00+01:00",
      "2026-10-17T11:20:00+01:00",
    ]);
  });

  it("reads a Portuguese or Spanish span of days whose ends are joined by 'a' or 'al'", async () => {
    const [ferias] = await read(
      "Caros Encarregados de Educação,\n\nAs férias decorrem de segunda-feira, 19 de outubro, a sexta-feira, 30 de outubro, inclusive.\n\nCumprimentos",
      "Férias",
      "Europe/Lisbon",
    );
    expect([ferias?.start, ferias?.end]).toEqual(["2026-10-19", "2026-10-31"]);
    const [vacaciones] = await read(
      "Estimadas familias:\n\nLas vacaciones serán del lunes 19 de octubre al viernes 30 de octubre.\n\nUn saludo",
      "Vacaciones",
      "Europe/Madrid",
    );
    expect([vacaciones?.start, vacaciones?.end]).toEqual(["2026-10-19", "2026-10-31"]);
  });

  it("drops the day a closure ends, said beside it, and a day when school is in session", async () => {
    const holiday = await read(
      "Dear Parents,\n\nOctober holiday: Monday 12 October - Friday 23 October 2026 (pupils return on Monday 26 October)\n\nKind regards",
      "Holiday dates",
    );
    expect(holiday.map((event) => [event.start, event.end])).toEqual([
      ["2026-10-12", "2026-10-24"],
    ]);
    const session = await read(
      "- Wednesday, Nov 11 (Veterans Day): school IS in session.\n- Thanksgiving break: No school Wednesday-Friday, Nov 25-27.",
      "Days off",
      "America/Anchorage",
    );
    expect(session.map((event) => event.start)).toEqual(["2026-11-25"]);
    // A day when school is not in session is the closure.
    const [closed] = await read(
      "Reminder: school is not in session on Wednesday, Nov 11 (Veterans Day).",
      "Days off",
      "America/Anchorage",
    );
    expect(closed?.start).toBe("2026-11-11");
  });
});

describe("near-events that give no day", () => {
  it("drops a store closing, team lists going up, a first direct debit collection and a menu", async () => {
    const store = await read(
      "The Spirit wear store closes Friday, October 9 - get your hoodies while you can!",
      "Otter Tracks",
      "America/Los_Angeles",
    );
    expect(store).toEqual([]);
    const lists = await read(
      "Trials are on Saturday 3 October at 10am. Team lists will be put up on the sports notice board the following Monday.",
      "Cricket trials",
    );
    expect(lists.map((event) => event.start)).toEqual(["2026-10-03T10:00:00+01:00"]);
    const debit = await read(
      "Your Direct Debit has been set up.\n\nFirst collection: on or around 1 October 2026\nAmount: £12.00",
      "Your Direct Debit has been set up",
    );
    expect(debit).toEqual([]);
    const menu = await read(
      "Gentili famiglie,\n\nil menù autunnale sarà in vigore da lunedì 12 ottobre ed è consultabile sul sito del Comune.",
      "Mensa",
      "Europe/Rome",
    );
    expect(menu).toEqual([]);
  });

  it("drops a rain date in German and a name in capitals that is no weekday", async () => {
    const fest = await read(
      "Liebe Eltern,\n\nunser Sportfest findet am Freitag, 9. Oktober von 8.30 bis 12.30 Uhr statt. Bei Regen gilt der Ausweichtermin Dienstag, 13. Oktober.",
      "Sportfest",
      "Europe/Berlin",
    );
    expect(fest.map((event) => event.start)).toEqual(["2026-10-09T08:30:00+02:00"]);
    const sun = await read(
      "There is no school on Friday, October 9 (teacher planning day). SUN School is also closed that day.",
      "No school Friday",
      "America/Los_Angeles",
    );
    expect(sun.map((event) => event.start)).toEqual(["2026-10-09"]);
  });
});

describe("times and days said the way people say them", () => {
  it("reads '18:30 for 19:00' as a start at 19:00 and 'the day after tomorrow' as two days on", async () => {
    const [farewell] = await read(
      "The Grade 7 Farewell will take place on Friday, 9 October in the school hall, 18:30 for 19:00. The evening will end at 22:30.",
      "Grade 7 Farewell",
      "Africa/Johannesburg",
    );
    expect([farewell?.start, farewell?.end]).toEqual([
      "2026-10-09T19:00:00+02:00",
      "2026-10-09T22:30:00+02:00",
    ]);
    // "at 10am for 2 hours" is a start and a length.
    const [walk] = await read(
      "The sponsored walk is on Saturday 3 October at 10am for 2 hours.",
      "Walk",
    );
    expect([walk?.start, walk?.end]).toEqual([
      "2026-10-03T10:00:00+01:00",
      "2026-10-03T12:00:00+01:00",
    ]);
    const [swim] = await read(
      "I've booked his make-up lesson for the day after tomorrow at 4.30pm in pool 2.",
      "Make-up lesson",
    );
    expect(swim?.start).toBe("2026-09-25T16:30:00+01:00");
  });

  it("drops a day named only to be ruled out, and keeps the day a move leaves", async () => {
    const visit = await read(
      "The fire service will be visiting Class 2 on Monday 5 October (not this coming Monday - the one after). The visit will be from 2pm until 3pm.",
      "Fire engine visit",
    );
    expect(visit.map((event) => event.start)).toEqual(["2026-10-05T14:00:00+01:00"]);
    const [moved] = await read(
      "Swimming will be on Thursday 1 October at 4pm, not Wednesday 30 September, this week only.",
      "Swimming moved",
    );
    expect(moved?.change).toBe("update");
  });

  it("drops an amount to pay by a day", async () => {
    const balance = await read(
      "Payment summary\nDeposit paid: $60.00\nBalance due: $145.00 by October 1, 2026 (autopay on file)",
      "Registration Confirmation - Fall Camp",
      "America/Los_Angeles",
    );
    expect(balance).toEqual([]);
    // An event with its price stays.
    const [show] = await read(
      "Tickets for the show on October 10, 2026 at 7pm are $12.",
      "Show",
      "America/Los_Angeles",
    );
    expect(show?.start).toBe("2026-10-10T19:00:00-07:00");
  });
});

describe("a routine changed from a day on", () => {
  it("drops revised timings from a day and a change for the rest of the term", async () => {
    const bus = await read(
      "Bus routes 7 and 12 will follow revised timings from Monday, 5 October. The new pick-up times are on the app.",
      "Circular",
      "Asia/Kolkata",
    );
    expect(bus).toEqual([]);
    const swim = await read(
      "Swimming: From 8th October, Year 4 swimming moves from Tuesday to Wednesday afternoons for the rest of the term.",
      "Newsletter",
    );
    expect(swim).toEqual([]);
    // A one-off with its day stays.
    const [gala] = await read(
      "The Year 4 swimming gala is on Wednesday 14 October at 2pm.",
      "Gala",
    );
    expect(gala?.start).toBe("2026-10-14T14:00:00+01:00");
  });
});

describe("a subject's day", () => {
  it("is no event when the subject only names a letter for its day", async () => {
    for (const subject of ["Friday Letter", "Monday Message", "Weekly update - Friday"]) {
      expect(
        await read("Dear parents,\n\nPlease remember to label all uniform.\n\nThanks", subject),
      ).toEqual([]);
    }
    // A subject that names an event on its day still gives it.
    const [gala] = await read(
      "Dear parents,\n\nPlease bring a towel.\n\nThanks",
      "Swim gala Friday",
    );
    expect(gala?.start).toBe("2026-09-25");
  });
});

describe("near misses the session's review found, each read as a parent would", () => {
  const starts = async (body: string, subject = "News", zone = "Europe/London") =>
    (await read(body, subject, zone)).map((event) => event.start);

  it("keeps a weekday chrono placed ahead, and the event at the foot of a block its own", async () => {
    expect(
      await starts(
        "Training is on Saturday at 10am, and the tournament is the following weekend, Saturday 3 October, at 9am.",
      ),
    ).toEqual(["2026-09-26T10:00:00+01:00", "2026-10-03T09:00:00+01:00"]);
    const [open] = await read(
      "Saturday 10 October - Open morning\nTours run all morning\nRefreshments in the hall\nUniform shop open too\nPTA AGM: 7pm in the library",
      "Open morning",
    );
    expect(open?.allDay).toBe(true);
  });

  it("keeps 'a las 6 de la tarde' a time and 'bei Regen in der Turnhalle' a place", async () => {
    expect(
      await starts(
        "La reunión de padres será el viernes 2 de octubre, a las 6 de la tarde, en el salón de actos.",
        "Reunión",
        "Europe/Madrid",
      ),
    ).toEqual(["2026-10-02T18:00:00+02:00"]);
    expect(
      await starts(
        "Das Sportfest findet am Freitag, 2. Oktober um 9 Uhr statt, bei Regen in der Turnhalle.",
        "Sportfest",
        "Europe/Berlin",
      ),
    ).toEqual(["2026-10-02T09:00:00+02:00"]);
  });

  it("moves nothing a week for what is not the event", async () => {
    for (const body of [
      "Parents' evening is on Tuesday 6 October from 4pm to 7pm in the hall. Reports, which were postponed a week, will be handed out then.",
      "Our book fair is on Thursday 1 October at 3pm. The deadline for pre-orders has been pushed back a week.",
      "The Year 3 class assembly is on Friday 2 October at 9am. As you know, Year 3 moved into their new classroom a week ago.",
    ]) {
      const [event] = await read(body);
      expect(event?.change).toBe("new");
    }
    const [concert] = await read(
      "The Year 4 concert is on Thursday 1 October at 6pm. Sorry - it has been pushed back a week.",
    );
    expect([concert?.start, concert?.change]).toEqual(["2026-10-08T18:00:00+01:00", "update"]);
  });

  it("keeps the events beside kit arriving, teams announced, lessons carrying on and school in session", async () => {
    expect(
      await starts(
        "New team kit should arrive before our first match on Saturday 3 October at 10am!",
      ),
    ).toEqual(["2026-10-03T10:00:00+01:00"]);
    expect(
      await starts(
        "The new teams will be announced at the presentation evening on Friday 2 October at 7pm.",
      ),
    ).toEqual(["2026-10-02T19:00:00+01:00"]);
    expect(
      await starts(
        "Clubs carry on as normal this week and the Harvest concert is on Thursday 1 October at 2pm.",
      ),
    ).toEqual(["2026-10-01T14:00:00+01:00"]);
    expect(
      await starts(
        "As school is in session on Friday 2 October, the family fun run will be on Saturday 3 October at 10am.",
      ),
    ).toContain("2026-10-03T10:00:00+01:00");
  });

  it("keeps a residential's return, a French lunch beside its menu and a coach's departure", async () => {
    const [trip] = await read(
      "The Year 6 residential leaves school on Monday 5 October at 9am and we return on Friday 9 October.",
      "Residential",
    );
    expect(trip?.start).toBe("2026-10-05T09:00:00+01:00");
    expect(
      await starts(
        "Le repas de Noël aura lieu le jeudi 17 décembre à 12h, le menu sera affiché à l'entrée.",
        "Repas de Noël",
        "Europe/Paris",
      ),
    ).toEqual(["2026-12-17T12:00:00+01:00"]);
    expect(
      await starts(
        "Zoo trip on Friday 2 October: the coach leaves school at 8am for 9:30 arrival at the zoo.",
      ),
    ).toEqual(["2026-10-02T08:00:00+01:00"]);
  });

  it("reads 'bumped up', 'FRI Movie Night', a food bank's first collection and '13.11' as they are", async () => {
    const [match] = await read(
      "Liam has been bumped up to the U12s for the match on Saturday 3 October at 10am.",
    );
    expect(match?.change).toBe("new");
    expect(await starts("WHAT'S ON\nFRI Family Movie Night 6pm in the hall")).toEqual([
      "2026-09-25T18:00:00+01:00",
    ]);
    expect(
      await starts(
        "Our first collection for the food bank is on Friday 2 October at 8.45am at the school gate.",
      ),
    ).toEqual(["2026-10-02T08:45:00+01:00"]);
    const swim = await read("Swimming block: Fri 2 Oct - 13.11 (six weeks).");
    expect(swim.some((event) => event.start.includes("T13:11"))).toBe(false);
  });
});

describe("when to be there, the start and the finish in other languages", () => {
  it("reads a Dutch 'aanwezig om', 'eerste wedstrijd om' and '… uur klaar'", async () => {
    const [toernooi] = await read(
      "Beste ouders,\n\nZaterdag 10 oktober doet MO12-1 mee aan het zaalhockeytoernooi in Sporthal De Scheg. Aanwezig om 8.30 uur, eerste wedstrijd om 9.00 uur, we zijn rond 13.00 uur klaar.\n\nGroet,\nMarieke",
      "Zaaltoernooi",
      "Europe/Amsterdam",
    );
    expect([toernooi?.start, toernooi?.end]).toEqual([
      "2026-10-10T09:00:00+02:00",
      "2026-10-10T13:00:00+02:00",
    ]);
  });
});

describe("a table's times under columns that say what they are", () => {
  it("starts a fixture at its 'Start' column, not its 'Reporting' one, in text and in HTML", async () => {
    const text = await read(
      "Fixtures:\n\nDate              Opponent          Venue          Reporting  Start\n03/10/2026 (Sat)  Salt Lake CC      Salt Lake      7:30 am    8:00 am\n10/10/2026 (Sat)  Behala Stars      Home           7:00 am    7:30 am\n\nRegards",
      "U-13 fixtures",
      "Asia/Kolkata",
    );
    expect(text.map((event) => event.start)).toEqual([
      "2026-10-03T08:00:00+05:30",
      "2026-10-10T07:30:00+05:30",
    ]);
    const html = (
      await eventsIn(
        "<p>Fixtures:</p><table><tr><td>Date</td><td>Opponent</td><td>Meet</td><td>Start</td></tr><tr><td>Sat 3 Oct</td><td>Salt Lake CC</td><td>7:30 am</td><td>8:00 am</td></tr></table>",
        { subject: "U-13 fixtures", date: sent, html: true },
        "Asia/Kolkata",
      )
    ).map((event) => event.start);
    expect(html).toEqual(["2026-10-03T08:00:00+05:30"]);
  });
});

describe("an offer's last day", () => {
  it("drops 'pricing … through February 15' and keeps a show that runs through a day", async () => {
    expect(
      await read(
        "Registration is now open.\n\nEarly-bird pricing: $150 per player ($130 for siblings) through October 15. Regular pricing applies after that.",
        "Registration is OPEN!",
        "America/New_York",
      ),
    ).toEqual([]);
    const [show] = await read(
      "The art exhibition runs through Saturday, October 17 in the school hall.",
      "Art exhibition",
      "America/New_York",
    );
    expect(show?.start).toBeDefined();
  });
});

describe("a change read as new beside the move it makes", () => {
  it("drops the all-day day a postponement leaves when the message gives the new time", async () => {
    const events = await eventsIn(
      "<p>Hi families,</p><p>With a forecast of 41 degrees on Friday, we've made the call to postpone the Twilight Fair. It will now be held on Friday 9 October, same time, 4-7.30pm on the school oval.</p><p>All pre-purchased ride wristbands will be valid on the new date. Donations for the cake stall can still be dropped at the office on the Friday morning.</p><p>Thanks for understanding - stay cool!</p>",
      {
        subject: "Twilight Fair POSTPONED one week",
        date: "Wed, 30 Sep 2026 15:30:00 +0800",
        html: true,
      },
      "Australia/Perth",
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-10-09T16:00:00+08:00", "update"],
    ]);
  });
});

describe("near misses the second review found", () => {
  it("ends at a finish said after its time only when it is the group's ('we zijn … klaar')", async () => {
    const [trip] = await read(
      "Woensdag 14 oktober gaan we naar de kinderboerderij. We vertrekken om 9.00 uur van school, de lunch staat om 12.00 uur klaar, terug op school rond 15.00 uur.",
      "Uitstapje",
      "Europe/Amsterdam",
    );
    expect(trip?.end).not.toBe("2026-10-14T12:00:00+02:00");
    const [fest] = await read(
      "Unser Herbstfest ist am Freitag, 16. Oktober. Wir beginnen um 16 Uhr, das Grillgut ist um 17.30 Uhr fertig, Ende ca. 21 Uhr.",
      "Herbstfest",
      "Europe/Berlin",
    );
    expect(fest?.end).toBe("2026-10-16T21:00:00+02:00");
  });

  it("titles a table row by its event, not by a labelled time", async () => {
    const [nets] = await eventsIn(
      "<table><tr><td>Date</td><td>Reporting</td><td>Start</td></tr><tr><td>Sat 3 Oct</td><td>7:30 am</td><td>8:00 am</td></tr></table>",
      { subject: "U13 nets", date: sent, html: true },
      "Europe/London",
    );
    expect([nets?.title, nets?.start]).toEqual(["U13 nets", "2026-10-03T08:00:00+01:00"]);
  });

  it("keeps a thing that runs through a day, and events beside a change that only mention cancelling", async () => {
    const [readathon] = await read(
      "Pledge forms went home today and our Read-a-thon runs through Friday, October 9!",
      "Read-a-thon",
      "America/New_York",
    );
    expect(readathon?.start).toBe("2026-10-09");
    const events = await read(
      "The 5th grade concert has been moved to Thursday, October 15 at 6:30 PM.\n\nFriday, October 9 is a field trip day for 3rd grade, so remember to cancel your child's hot lunch order.",
      "This week",
      "America/New_York",
    );
    expect(events.map((event) => event.start)).toContain("2026-10-09");
  });

  it("reads 'aanwezig' as when to arrive only right before its time", async () => {
    const [opening] = await read(
      "U bent van harte welkom om aanwezig te zijn bij de opening op zaterdag 10 oktober om 14.00 uur; de kinderen beginnen om 14.30 uur met hun optreden.",
      "Opening",
      "Europe/Amsterdam",
    );
    expect(opening?.start).toBe("2026-10-10T14:00:00+02:00");
  });
});
