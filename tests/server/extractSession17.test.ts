/**
 * Session 17's rules (issue 12): each test failed before the commit that
 * made it pass, unless it says it is a guard.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

describe("titles", () => {
  it("are not named by a bracketed aside after the place", async () => {
    const events = await eventsIn(
      "Hello Brownie families,\n\nJust a quick one - we're doing our community litter pick this Saturday, 10 till 12, at Jubilee Park (meet by the bandstand). It counts towards a badge!\n\nThanks,\nKaren",
      { subject: "Litter pick this weekend!", date: "Tue, 14 Sep 2027 19:08:00 +0100" },
      "Europe/London",
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["Community litter pick", "2027-09-18T10:00:00+01:00"],
    ]);
  });

  it("are not a Dutch sentence the date left ending in 'van', nor a subject's 'inschrijving en info'", async () => {
    const events = await eventsIn(
      "Beste ouders,\n\nOok dit jaar doen we mee met de sponsorloop! Deze wordt gehouden van dinsdag 8 juni t/m vrijdag 11 juni 2027. Inschrijven kan via Parro.\n\nMet vriendelijke groet,\nTeam De Linde",
      {
        subject: "Sponsorloop 2027 - inschrijving en info",
        date: "Wed, 19 May 2027 13:30:00 +0200",
      },
      "Europe/Amsterdam",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Sponsorloop 2027", "2027-06-08", "2027-06-12"],
    ]);
  });
});

describe("fixture lists", () => {
  it("read a court after the time as a court, not as Central Time, and drop the draw's bye", async () => {
    const events = await eventsIn(
      "Hi all,\n\nDraw is out for the first rounds (all at Belmont Stadium). Games are 40 mins.\n\nRd 1  Fri 15/10  5:20pm  Ct 3  v Kingsway Kings\nRd 2  Fri 22/10  6:10pm  Ct 1  v Joondalup Jets\nRd 3  Fri 29/10  BYE\n\nCheers\nShaz",
      { subject: "Term 4 draw", date: "Sat, 09 Oct 2027 10:05:00 +0800" },
      "Australia/Perth",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Game v Kingsway Kings", "2027-10-15T17:20:00+08:00", "2027-10-15T18:00:00+08:00"],
      ["Game v Joondalup Jets", "2027-10-22T18:10:00+08:00", "2027-10-22T18:50:00+08:00"],
    ]);
  });

  it("name an away row by its opponent, and a routine across 'Tues/Thurs' is no event", async () => {
    const events = await eventsIn(
      "Hey parents,\n\nLeague posted the schedule. Games run about an hour.\n\nSat 9/11 - vs Rapids Red, 9:00am @ Dove Valley field 2\nSat 9/18 - @ Highlands United, 10:30am @ Berkeley Park\n\nPractices stay Tues/Thurs 5:30.\n\nMike",
      { subject: "Fall schedule", date: "Wed, 01 Sep 2027 21:12:00 -0600" },
      "America/Denver",
    );
    expect(events.map((event) => [event.title, event.start])).toEqual([
      ["Game vs Rapids Red", "2027-09-11T09:00:00-06:00"],
      ["Game at Highlands United", "2027-09-18T10:30:00-06:00"],
    ]);
  });
});

describe("dates written with their weekday in brackets", () => {
  it("keep a span and a time whole ('from 24/12/2027 (Friday) to 02/01/2028 (Sunday)')", async () => {
    const events = await eventsIn(
      "Dear Parents,\nKindly note the following:\n1. Parent-Teacher Meeting: The PTM will be held on 04/12/2027 (Saturday) from 9:00 a.m. to 12:00 noon.\n2. Winter Break: The school will remain closed for winter break from 24/12/2027 (Friday) to 02/01/2028 (Sunday). School reopens on 03/01/2028 (Monday).\nRegards,\nPrincipal",
      { subject: "Circular No. 51: PTM and Winter Break", date: "Mon, 29 Nov 2027 10:00:00 +0530" },
      "Asia/Kolkata",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2027-12-04T09:00:00+05:30", "2027-12-04T12:00:00+05:30"],
      ["2027-12-24", "2028-01-03"],
    ]);
    expect(events[0]?.title).not.toMatch(/\d/);
  });

  it("give a weekday in brackets inside a span no day of its own before the message ('14-15 March (Sunday finals from 1pm)')", async () => {
    const events = await eventsIn(
      "The tournament runs 14-15 March (Sunday finals from 1pm).",
      { subject: "Tournament", date: "Mon, 2 Mar 2026 09:00:00 +0000" },
      "Europe/London",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([["2026-03-14", "2026-03-16"]]);
  });
});

describe("not events", () => {
  const sent = { subject: "Newsletter", date: "Fri, 11 Jun 2027 15:10:00 +0100" };
  const titlesOf = async (body: string, zone = "Europe/London") =>
    (await eventsIn(body, sent, zone)).map((event) => event.title);

  it("the day a rained-off event would try again", async () => {
    expect(
      await titlesOf(
        "Our Sports Day is on Wednesday 23rd June, starting at 1.30pm on the field. If it rains, we will try again on Friday 25th June.",
      ),
    ).toEqual(["Sports Day"]);
  });

  it("a class's day each week ('Library day is Tuesday')", async () => {
    expect(
      await titlesOf(
        "REMINDERS:\n* Library day is Tuesday - please send books back.\n* Our Halloween parade is Friday 29th October at 1:30.",
      ),
    ).toEqual(["Halloween parade"]);
  });

  it("what happens on the first Sunday of each month", async () => {
    expect(
      await titlesOf(
        "Baptisms\nBaptisms are celebrated on the first Sunday of the month after the 12 noon Mass. Please contact the office six weeks in advance.",
      ),
    ).toEqual([]);
  });

  it("nominations that close, a balance due and names given in by a date, whatever they are for", async () => {
    expect(
      await titlesOf(
        "Key dates\nMon 16 Aug   Swimming carnival nominations close (Compass)\nFri 20 Aug   Book Week parade, 9.15am\n\nFriday 21 January: final balance for the Year 8 Paris trip due on ParentPay.\n\nThe pilgrimage to Knock will take place in June. Names to the parish office by 7th May please.",
        "Australia/Sydney",
      ),
    ).toEqual(["Book Week parade"]);
  });

  it("tickets to collect until a day, in Italian, and the show is titled without 'si terrà'", async () => {
    const events = await eventsIn(
      "Gentile Francesca,\n\nil saggio di fine anno si terrà domenica 6 giugno 2027 alle ore 17:00 al Teatro Verdi.\n\nI biglietti (12 €) si possono ritirare in segreteria fino a venerdì 4 giugno.\n\nUn caro saluto",
      { subject: "Saggio di fine anno", date: "Thu, 20 May 2027 18:00:00 +0200" },
      "Europe/Rome",
    );
    expect(events.map((event) => event.start)).toEqual(["2027-06-06T17:00:00+02:00"]);
    expect(events[0]?.title).not.toMatch(/terrà|alle ore/);
  });
});

describe("mail with no event", () => {
  it("a receipt dated the day it was sent, with a class's weekly time beside it", async () => {
    const events = await eventsIn(
      "Thank you for your payment!\n\nReceipt #: TS-88123\nDate: 03/10/2027\nStudent: Maya Ortiz\nClass: Dolphins (Level 3) - Saturdays 10:30 AM, Spring Session\nAmount paid: $160.00\n\nTidal Swim School",
      { subject: "Payment receipt #TS-88123", date: "Wed, 10 Mar 2027 08:14:00 -0500" },
      "America/New_York",
    );
    expect(events).toEqual([]);
  });

  it("praise for the team's day gone by ('how proud I am of the girls on Saturday')", async () => {
    const events = await eventsIn(
      "Evening all,\n\nJust wanted to say how proud I am of the girls on Saturday at the Bromley tournament. Three wins and a draw!\n\nLee",
      { subject: "What a day!", date: "Mon, 17 May 2027 20:15:00 +0100" },
      "Europe/London",
    );
    expect(events).toEqual([]);
  });

  it("a shop's 'buy one, get one' sale that ends on a day named in the subject", async () => {
    const events = await eventsIn(
      "Buy one pair, get the second half price.\nIn stores and online.\nShop now >",
      { subject: "BOGO 50% ends Sunday!", date: "Thu, 19 Aug 2027 10:00:00 -0400" },
      "America/New_York",
    );
    expect(events).toEqual([]);
  });

  it("a bus route's new stop times from a day on", async () => {
    const events = await eventsIn(
      "Dear Families,\n\nStarting Monday, August 16, Route 9 stop times will change:\n\nStop 2 (Main & 3rd): AM pickup 7:05, PM drop-off 3:35\nStop 5 (Oak & Elm): AM pickup 7:14, PM drop-off 3:44\n\nTransportation",
      { subject: "Route 9 stop time change", date: "Wed, 11 Aug 2027 14:45:00 -0700" },
      "America/Phoenix",
    );
    expect(events).toEqual([]);
  });
});

describe("ends and titles of one event", () => {
  it("end at a bare finishing hour in the event's own sentence, titled by what 'is' dated", async () => {
    const events = await eventsIn(
      "Hi U12 families,\n\nOur awards night is next Friday at 6pm in the Marden Oval clubrooms, finishing around 8. Every player gets a medal.\n\nCheers,\nDom",
      { subject: "Awards night", date: "Fri, 13 Aug 2027 17:30:00 +0930" },
      "Australia/Adelaide",
    );
    expect(events.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Awards night", "2027-08-20T18:00:00+09:30", "2027-08-20T20:00:00+09:30"],
    ]);
  });

  it("end when 'carriages' are called, or the day is 'wrapped up by' a time", async () => {
    const [dinner] = await eventsIn(
      "Grade 7 parents, please join us for the Farewell Dinner on Thursday 18 November in the school hall, 18:30 for 19:00. Dress: smart casual. Carriages at 22:00.",
      { subject: "Farewell Dinner", date: "Mon, 01 Nov 2027 09:00:00 +0200" },
      "Africa/Johannesburg",
    );
    expect(dinner?.end).toBe("2027-11-18T22:00:00+02:00");
    const [presentation] = await eventsIn(
      "Our end of season presentation for the Under 10s is on 11/12 at 4pm at the Bardon Park clubhouse. Should be wrapped up by 5.30.",
      { subject: "U10 presentation", date: "Wed, 24 Nov 2027 16:10:00 +1000" },
      "Australia/Brisbane",
    );
    expect(presentation?.end).toBe("2027-12-11T17:30:00+10:00");
  });

  it("end two lines below a block's start time", async () => {
    const [meet] = await eventsIn(
      "Dolphins families,\n\nWHEN: Saturday, January 22\nWHERE: Aurora Aquatic Center\nWarm-ups: 7:00 AM (be on deck early)\nMeet starts: 8:15 AM\nWe expect the session to end around 12:30 PM.\n\nGo Dolphins!",
      { subject: "Winter Invitational - meet info", date: "Thu, 06 Jan 2028 20:15:00 -0600" },
      "America/Chicago",
    );
    expect([meet?.start, meet?.end]).toEqual([
      "2028-01-22T08:15:00-06:00",
      "2028-01-22T12:30:00-06:00",
    ]);
  });
});

describe("more from heldout28", () => {
  it("title an invitation without 'We would like to invite you to', and keep 'Mum's 80th'", async () => {
    const [briefing] = await eventsIn(
      "Dear Parents,\n\nWe would like to invite you to a short briefing meeting on Tuesday 14th September at 6pm in the school hall.\n\nKind regards,\nMrs Okafor",
      { subject: "Residential - information", date: "Thu, 02 Sep 2027 13:05:00 +0100" },
      "Europe/London",
    );
    expect(briefing?.title).toBe("Short briefing meeting");
    const [lunch] = await eventsIn(
      "Hi love,\n\nJust to let you know I've booked the back room at The Plough for Dad's 70th, a week on Sunday at 1pm.\n\nLove,\nPam",
      { subject: "Dad's 70th", date: "Thu, 16 Sep 2027 19:41:00 +0100" },
      "Europe/London",
    );
    expect(lunch?.title).toMatch(/^Dad's 70th/);
    expect(lunch?.start).toBe("2027-09-26T13:00:00+01:00");
  });

  it("give no day to 'the end of August', a part of a month", async () => {
    const events = await eventsIn(
      "Registration for the 2028 outdoor season is now open! The season runs from late May to the end of August.\n\nRegister online.",
      { subject: "Registration is OPEN", date: "Tue, 01 Feb 2028 08:00:00 -0400" },
      "America/Halifax",
    );
    expect(events).toEqual([]);
  });

  it("read a paragraph that says to 'order on the PTA website', which is no order date", async () => {
    const events = await eventsIn(
      "Howdy families!\n\nSave the date for our Spring Fling on 4/9 from 5-7pm at Oakwood! Wristbands are $15 presale - order on the PTA website by 4/2.\n\nThanks y'all!",
      { subject: "Spring Fling", date: "Thu, 25 Mar 2027 19:50:00 -0500" },
      "America/Chicago",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2027-04-09T17:00:00-05:00", "2027-04-09T19:00:00-05:00"],
    ]);
  });
});

describe("what may happen", () => {
  it("gives no event of its own: wet-weather news and a win's next round", async () => {
    const events = await eventsIn(
      "Bring a picnic to the school field from 5 to 7pm on Friday. If it's wet, we'll let you know by 2pm on the day.\n\nPool play is Saturday at 9am at the Rec Centre. If we finish top 2 we play bracket games Sunday.",
      { subject: "This week", date: "Mon, 08 Mar 2027 09:00:00 +1300" },
      "Pacific/Auckland",
    );
    expect(events.map((event) => event.start)).toEqual([
      "2027-03-12T17:00:00+13:00",
      "2027-03-13T09:00:00+13:00",
    ]);
  });

  it("a bus route's timings that change from a day", async () => {
    const events = await eventsIn(
      "Dear Parents,\n\nPlease note that from Monday, 5 July 2027, the timings of Bus Route 4 will change as follows:\n\nMorning pick-up\nStop 1 - Sector V: 7:05 a.m.\nStop 2 - Baguiati: 7:12 a.m.\n\nRegards,\nTransport Desk",
      { subject: "Revised timings - Bus Route 4", date: "Thu, 01 Jul 2027 17:30:00 +0530" },
      "Asia/Kolkata",
    );
    expect(events).toEqual([]);
  });
});

describe("guards from the session's review (each passed before the session, and failed on a draft of its rules)", () => {
  const sent = { subject: "News", date: "Mon, 2 Mar 2026 09:00:00 +0000" };
  const startsOf = async (body: string, zone = "Europe/London", subject = sent) =>
    (await eventsIn(body, subject, zone)).map((event) => event.start);

  it("keeps one day of the year said with a bare weekday ('Sports Day is this Friday')", async () => {
    expect(
      await startsOf(
        "Sports Day is this Friday on the school field. Children should come in PE kit.",
      ),
    ).toEqual(["2026-03-06"]);
  });

  it("keeps an event that goes ahead whatever the weather, and one whose money goes somewhere each month", async () => {
    expect(
      await startsOf(
        "Don't worry if it rains, the sponsored walk will go ahead on Sunday 8 March at 10am from the school gates.\n\nBake sale on Friday 13 March at 3pm - every month the money goes to our partner school.",
      ),
    ).toEqual(["2026-03-08T10:00:00+00:00", "2026-03-13T15:00:00+00:00"]);
  });

  it("keeps a routine as normal across 'Tues/Thurs' out, and the gala in", async () => {
    expect(
      await startsOf(
        "Swimming club is Tues/Thurs 5-6pm as normal, and the club gala is on Saturday 14 March at 9am.",
      ),
    ).toEqual(["2026-03-14T09:00:00+00:00"]);
  });

  it("keeps an event whose payment is due on the door, and a booking on a receipt sent that morning", async () => {
    expect(
      await startsOf(
        "The PTA quiz night is on Friday 20 March at 7pm in the hall, tables of six, payment due on the door.",
      ),
    ).toEqual(["2026-03-20T19:00:00+00:00"]);
    expect(
      await startsOf(
        "Thanks for booking!\nClass: Toddler Swim\nDate: Saturday 7 March 2026\nTime: 10:30am\nAmount paid: £8.00",
        "Europe/London",
        { subject: "Payment receipt - Toddler Swim", date: "Sat, 7 Mar 2026 07:45:00 +0000" },
      ),
    ).toEqual(["2026-03-07T10:30:00+00:00"]);
  });

  it("keeps a final the team is congratulated on reaching, an early finish's pick-up and a book fair with an offer", async () => {
    expect(
      await startsOf(
        "Congratulations to the U10s who play in the county cup final on Saturday - please come and support them at Kings Park!",
      ),
    ).toEqual(["2026-03-07"]);
    expect(
      await startsOf("Early finish on Friday 13 March: afternoon pick-up 1:30 for all classes."),
    ).toEqual(["2026-03-13T13:30:00+00:00"]);
    expect(
      await startsOf(
        "The Book Fair is in the library from Monday 9 March to Friday 13 March, with a buy one get one free offer on all posters.",
      ),
    ).toEqual(["2026-03-09"]);
  });

  it("keeps a zone in capitals before a date, and a swim club's '@ venue' rows as what they are", async () => {
    expect(
      await startsOf("Parent video call: 7pm GMT 14 March. Link to follow.", "America/New_York"),
    ).toEqual(["2026-03-14T15:00:00-04:00"]);
    const rows = await eventsIn(
      "Sat 14/3 - @ Riverside Leisure Centre, swim gala warm-up 8am\nSun 15/3 - @ Oak Hall, club social 6pm",
      { subject: "Swim club dates", date: "Mon, 2 Mar 2026 09:00:00 +0000" },
      "Europe/London",
    );
    expect(rows.map((event) => event.title).join(" ")).not.toMatch(/\bat (?:Riverside|Oak Hall)/);
  });

  it("keeps 'Regular time trial' as a title and a train's carriages departing as no finish", async () => {
    const [trial] = await eventsIn(
      "Regular time trial on Saturday 7 March at 8am at the track.",
      sent,
      "Europe/London",
    );
    expect(trial?.title).toMatch(/time trial/i);
    const [train] = await eventsIn(
      "Our steam train trip is on Saturday 7 March: meet at the station at 9:30am; the carriages depart Kidderminster at 10:15.",
      sent,
      "Europe/London",
    );
    expect(train?.end ?? "").not.toBe("2026-03-07T10:15:00+00:00");
  });
});

describe("invitations", () => {
  it("are the host's party ('Noah would love Harvey to come to his party') or the party they throw", async () => {
    const [party] = await eventsIn(
      "Hi Sarah,\n\nMaya would love Zoe to come to her party at Jump Street on Saturday 9th October, 1.30 to 3.30pm.\n\nThanks, Kate",
      { subject: "Party!", date: "Mon, 20 Sep 2027 19:00:00 +0100" },
      "Europe/London",
    );
    expect(party?.title).toMatch(/^Maya's party/);
    const [team] = await eventsIn(
      "Hi all,\n\nWe'd love to celebrate the boys with a team party at Pizza Ranch on Thursday, June 3 from 6-7:30pm.\n\nCoach Dan",
      { subject: "Season wrap", date: "Mon, 24 May 2027 19:00:00 -0500" },
      "America/Chicago",
    );
    expect(team?.title).toMatch(/^Team party/);
  });
});

describe("guards from the session's second review (each passed before the session, and failed on a draft of its rules)", () => {
  const sent = { subject: "News", date: "Mon, 2 Mar 2026 09:00:00 +0000" };
  const read = (body: string, zone = "Europe/London", message = sent) =>
    eventsIn(body, message, zone);

  it("keeps the place and the named event beside an 'is on' day", async () => {
    const [quiz] = await read(
      "The quiz night is on Friday 13 March at 7pm, St Mary's Church Hall.",
    );
    expect(quiz?.location).toMatch(/St Mary's Church Hall/);
    const [concert] = await read(
      "The Year 6 class will be on Friday 13 March at the O2 for the Young Voices concert.",
    );
    expect(concert?.title).toMatch(/Young Voices concert/);
  });

  it("keeps an event said in a wet-weather sentence, a trip whose bus times change, and a final with its time", async () => {
    const starts = async (body: string) => (await read(body)).map((event) => event.start);
    expect(
      await starts(
        "If it's wet, the parade will take place in the school hall on Friday 13 March at 2pm instead of the playground.",
      ),
    ).toEqual(["2026-03-13T14:00:00+00:00"]);
    expect(
      await starts(
        "Bus times will change for the Year 5 trip to the aquarium on Friday 13 March: coaches leave at 8am.",
      ),
    ).toHaveLength(1);
    expect(
      await starts("If we win on Saturday, the final is on Sunday 15 March at 2pm at Parkside."),
    ).toEqual(["2026-03-15T14:00:00+00:00"]);
    expect(await starts("End of March: Easter bonnet parade at 2pm in the playground.")).toEqual([
      "2026-03-31T14:00:00+01:00",
    ]);
  });

  it("keeps a receipt's booking with its time, and an enrolment evening whose doors open at 6", async () => {
    const [booking] = await read(
      "Date: 02/03/2026 at 4:30pm\nActivity: Trampoline park, 1 hour\nAmount paid: £12.00",
      "Europe/London",
      { subject: "Receipt for your booking", date: "Mon, 2 Mar 2026 09:00:00 +0000" },
    );
    expect(booking?.start).toBe("2026-03-02T16:30:00+00:00");
    const [evening] = await read(
      "Year 7 enrolment evening is on Thursday 12 March, doors open 6pm.",
    );
    expect(evening?.start.slice(0, 10)).toBe("2026-03-12");
  });

  it("ends a block at its own time, not at a shop's hours further below", async () => {
    const [sale] = await eventsIn(
      "Event: Cake sale\nDate: Friday 13 March\nTime: 3:15pm\nWhere: Front playground\n\nAll cakes 50p.\nAny leftovers will go home with children at the end of the day.\nThe uniform shop is open until 5pm.",
      { subject: "Cake sale", date: "Mon, 2 Mar 2026 09:00:00 +0000" },
      "Europe/London",
    );
    expect(sale?.end ?? "").not.toBe("2026-03-13T17:00:00+00:00");
  });

  it("keeps a library's '@ venue' row what it is, and '8pm Est' a zone before a length", async () => {
    const rows = await read(
      "Sat 3/7 - vs Eagles, 9am @ Lincoln Park\nSat 3/14 - @ Mountain View Library, story time 10am",
      "America/Los_Angeles",
      { subject: "Saturday plans", date: "Mon, 2 Mar 2026 09:00:00 -0800" },
    );
    expect(rows.map((event) => event.title).join(" ")).not.toMatch(/at Mountain View Library/);
    const [webinar] = await read(
      "Parent webinar on Thursday 12 March at 8pm Est 2 hours approx.",
      "America/New_York",
    );
    expect(webinar?.start).toBe("2026-03-12T21:00:00-04:00");
    expect(webinar?.title).not.toMatch(/Est/);
  });
});
