/**
 * Rules from the ninth batch's failures (issue 12, session 9), each in
 * words of its own: a fixture table's opponent column, the next
 * paragraph's "off court by 10.30", a quarter's length that is not the
 * game's, "the usual 30 minutes", Dutch "tot en met", "the regular Saturday
 * rehearsal", fees paid by e-transfer and tickets bought by a date, and a
 * title that neither sets the scene ("As we head into…") nor opens with "So".
 */
import { describe, expect, it } from "vitest";
import { durationMinutes } from "../../server/mail/extract/lengths";
import { eventsIn } from "./support/extractMail";

const read = async (
  body: string,
  subject: string,
  zone = "Europe/London",
  headers: { readonly from?: string; readonly date?: string } = {},
) =>
  (await eventsIn(body, { subject, ...headers }, zone)).map(({ title, start, end }) => ({
    title,
    start,
    end,
  }));

describe("a fixture table with an opponent column", () => {
  it("names each match by its opponent, and leaves a bye out", async () => {
    const html = [
      "<p>Here are our games:</p>",
      "<table><tr><th>Round</th><th>Date</th><th>Kick-off</th><th>Opponent</th><th>Ground</th></tr>",
      "<tr><td>Rd 1</td><td>Sat 14 March</td><td>8:30am</td><td>Modbury Jets</td><td>Fairbank Reserve</td></tr>",
      "<tr><td>Rd 2</td><td>Sat 21 March</td><td>9:45am</td><td>Bye</td><td></td></tr>",
      "</table>",
    ].join("\n");
    const events = await eventsIn(html, { subject: "Strikers - rounds 1 and 2", html: true });
    expect(events.map(({ title, start, location }) => ({ title, start, location }))).toEqual([
      {
        // (Session 18: the side the subject names, "Strikers - rounds 1 and 2".)
        title: "Strikers v Modbury Jets",
        start: "2026-03-14T08:30:00+00:00",
        location: "Fairbank Reserve",
      },
    ]);
  });
});

describe("ends and lengths", () => {
  it("takes 'off court by 10.30' from the next paragraph, not the quarters' 8 minutes", async () => {
    expect(
      await read(
        "We play Pukeko Flyers at 9.50am on Saturday 14 March, Court 12.\nQuarters are 8 minutes with short breaks so we'll be off court by 10.30. Please wear your black skorts.",
        "Round 6 draw",
        "Pacific/Auckland",
      ),
    ).toEqual([
      {
        title: "We play Pukeko Flyers",
        start: "2026-03-14T09:50:00+13:00",
        end: "2026-03-14T10:30:00+13:00",
      },
    ]);
  });

  it("reads a game part's length as no length, and 'the usual 30 minutes' as one", () => {
    expect(durationMinutes("Quarters are 8 minutes with short breaks.")).toBeNull();
    expect(durationMinutes("Each half is 25 minutes.")).toBeNull();
    expect(durationMinutes("Games are 40 minutes.")).toBe(40);
    expect(durationMinutes("It's still the usual 30 minutes with Coach Amy.")).toBe(30);
  });

  it("reads Dutch 'tot en met' and 't/m' as a range of days", async () => {
    const [holiday] = await read(
      "De kerstvakantie is van zaterdag 19 december tot en met zondag 3 januari.",
      "Nieuws uit De Regenboog",
      "Europe/Amsterdam",
      { from: "De Regenboog <info@regenboog.nl>", date: "Mon, 30 Nov 2026 09:00:00 +0100" },
    );
    expect(holiday).toMatchObject({ start: "2026-12-19", end: "2027-01-04" });
    const [week] = await read(
      "De projectweek is van 16 t/m 20 maart.",
      "Nieuws",
      "Europe/Amsterdam",
      { from: "De Regenboog <info@regenboog.nl>" },
    );
    expect(week).toMatchObject({ start: "2026-03-16", end: "2026-03-21" });
  });
});

describe("days that are no event", () => {
  it("leaves out 'the regular Saturday rehearsal'", async () => {
    expect(
      await read(
        "Dress rehearsal: Saturday, 7 March, 9:30 am - 12:30 pm, at the hall. This replaces the regular Saturday rehearsal and attendance is mandatory.",
        "Concert details",
      ),
    ).toEqual([
      {
        title: "Dress rehearsal",
        start: "2026-03-07T09:30:00+00:00",
        end: "2026-03-07T12:30:00+00:00",
      },
    ]);
  });

  it("leaves out a fee sent by e-transfer and tickets that must be bought by a date", async () => {
    expect(
      await read("Tournament fee is $60 per player, etransfer to me by March 15.", "Tournament"),
    ).toEqual([]);
    expect(
      await read(
        "Tickets are $10 per adult and must be bought through TryBooking by Sunday 15 March.",
        "Showcase tickets",
      ),
    ).toEqual([]);
  });
});

describe("titles", () => {
  it("skip a clause that sets the scene, and a leading 'So'", async () => {
    const [holiday] = await read(
      "As we head into the holiday season, a reminder that there is no school Wednesday, March 25 through Friday, March 27 for Spring Break.",
      "Reminder",
      "America/Chicago",
    );
    expect(holiday?.title).toBe("No school – Spring Break");
    const [game] = await read(
      "So Saturday's game against Roseville is now at Lindfield Oval, 8.30am.",
      "Venue change",
      "Australia/Sydney",
    );
    expect(game?.title).toBe("Game v Roseville");
  });

  it("drop a pronoun whose verb the date took ('We are confirmed for the Seven Oaks Winter Classic')", async () => {
    const [tournament] = await read(
      "We are confirmed for the Seven Oaks Winter Classic, March 20-22.",
      "Team update",
      "America/Winnipeg",
    );
    expect(tournament?.title).toBe("Seven Oaks Winter Classic");
  });
});

const ends = async (body: string) =>
  (await read(body, "News")).map(({ start, end }) => `${start.slice(11, 16)}-${end.slice(11, 16)}`);

describe("near misses a review found (session 9)", () => {
  it("takes no end from a later paragraph about a club, a bus, the office or bedtime", async () => {
    for (const later of [
      "Pick-up from after-school club will be at 6pm as usual.",
      "The school bus home leaves at 3.30pm every day this week.",
      "The office is open until 4pm if you have any questions.",
      "Football finishes at 5.15pm, so siblings can be collected together.",
      "Most children are home around 8.15 and fast asleep!",
    ])
      expect(await ends(`Parents' evening is on Wednesday 11 March at 2pm.\n\n${later}`)).toEqual([
        "14:00-15:00",
      ]);
  });

  it("takes a pick-up or a coach's return two paragraphs on as the end", async () => {
    expect(
      await ends(
        "Thanks for booking onto our Forest Day on Wednesday 11 March. Drop-off is at 9.30am at the Beech Lane gate.\n\nWe'll be den-building and cooking on the fire, so please send old clothes.\n\nPick-up is at 3.15 from the same gate.",
      ),
    ).toEqual(["09:30-15:15"]);
    expect(
      await ends(
        "Our trip to Warwick Castle is on Thursday 19 March. The coach will leave school at 9am.\n\nChildren will need a packed lunch and a waterproof coat.\n\nThe coach is due back at school at 5.30pm.",
      ),
    ).toEqual(["09:00-17:30"]);
  });

  it("keeps 'it should all be done by about 12:30' a few sentences on", async () => {
    expect(
      await ends(
        "Next up is the festival on Saturday 14 March. We've entered two teams. First game kicks off at 10:00, so please have them there by 9:15. Boots and gum shield.\nIt's four or five short games per team and it should all be done by about 12:30.",
      ),
    ).toEqual(["10:00-12:30"]);
  });

  it("reads an order in capitals as no heading, and 't/m' between year groups as no range", async () => {
    const [sale] = await read(
      "PLEASE DO NOT PARK ON THE ZIGZAGS\n\nYear 2 cake sale on Friday 13 March at 2.30pm.",
      "News",
    );
    expect(sale?.title).toBe("Year 2 cake sale");
    const [show] = await read(
      "Op donderdag 5 maart is er een voorstelling voor groep 1 t/m groep 4.",
      "Nieuws",
      "Europe/Amsterdam",
      { from: "De Regenboog <info@regenboog.nl>" },
    );
    expect(show?.title).toContain("groep 1 t/m groep 4");
  });

  it("names no match from a debate's opponent column, nor from 'TBC' or 'Home'", async () => {
    const html = (header: string, cell: string) =>
      `<table><tr><th>Date</th><th>Time</th><th>${header}</th><th>Motion</th></tr><tr><td>Thu 12 March</td><td>4pm</td><td>${cell}</td><td>Homework should be banned</td></tr></table>`;
    const [debate] = await eventsIn(html("Opponent", "Kings School"), {
      subject: "Debating",
      html: true,
    });
    expect(debate?.title).not.toMatch(/^Match/);
    const [unknown] = await eventsIn(
      "<table><tr><th>Round</th><th>Date</th><th>Time</th><th>Vs</th></tr><tr><td>1</td><td>Sat 14 March</td><td>10am</td><td>TBC</td></tr></table>",
      { subject: "Fixtures", html: true },
    );
    expect(unknown?.title).not.toBe("Match v TBC");
  });
});

describe("from the tenth batch's failures (session 9)", () => {
  it("reads 'postpone … from Tuesday 8 December to Thursday 10 December' as one move", async () => {
    const events = await eventsIn(
      "We have decided to postpone our Carols Evening from Tuesday 8 December to Thursday 10 December. It will still be on the school oval, still starting at 6.30pm.",
      { subject: "News", date: "Fri, 04 Dec 2026 13:40:00 +1030" },
      "Australia/Adelaide",
    );
    expect(events.map(({ start, change }) => ({ start, change }))).toEqual([
      { start: "2026-12-10T18:30:00+10:30", change: "update" },
    ]);
  });

  it("reads a bare finishing hour as the next one after the start", async () => {
    expect(
      await ends(
        "The Full Moon Hike is on Saturday 14 March! Meet at the trailhead at 7:30pm. We'll be back at the trailhead around 9.",
      ),
    ).toEqual(["19:30-21:00"]);
    expect(
      await ends(
        "Our presentation will be held in the clubhouse on Saturday 14 March at 10am. It'll all be finished by 12.",
      ),
    ).toEqual(["10:00-12:00"]);
  });

  it("reads 'das 14h às 18h' and Dutch 'weer terug'", async () => {
    const [party] = await read(
      "Nossa Festa Junina será no sábado, 14 de março, das 14h às 18h, na quadra da escola.",
      "Convite",
      "America/Sao_Paulo",
      { from: "Escola <a@escola.com.br>" },
    );
    expect(party).toMatchObject({
      start: "2026-03-14T14:00:00-03:00",
      end: "2026-03-14T18:00:00-03:00",
    });
    const [trip] = await read(
      "Op donderdag 12 maart gaan de groepen op schoolreisje. De bus vertrekt om 8.00 uur; we zijn rond 17.30 uur weer terug.",
      "Schoolreisje",
      "Europe/Amsterdam",
      { from: "School <a@school.nl>" },
    );
    expect(trip?.end).toBe("2026-03-12T17:30:00+01:00");
  });

  it("leaves out the clocks going forward, bookings that open, and a closed registration's closure", async () => {
    expect(await read("Clocks go forward on the night of Saturday 28 March.", "News")).toEqual([]);
    expect(
      await read("Bookings for next summer's Cúl Camp open on Monday 1 June.", "News"),
    ).toEqual([]);
    const [tournament] = await read(
      "Registration is now closed for our Winter Scholastic Tournament on Saturday, March 14. Round 1 starts at 9:00 AM sharp.",
      "Tournament",
    );
    expect(tournament).toMatchObject({ start: "2026-03-14T09:00:00+00:00" });
  });

  it("reads 'entries to the Kingfisher Spring Open' as a gala, not an opening", async () => {
    const [gala] = await read(
      "Thank you for your entries to the Kingfisher Spring Open on Saturday 14 March at 9.30am.",
      "Entries",
    );
    expect(gala?.start).toBe("2026-03-14T09:30:00+00:00");
  });
});

describe("a plain-text draw and a show's dates with a dash before the time", () => {
  it("reads 'Round 5 - Sat 14 March - 9.50am - Court 4 - v Ponsonby Pearls' as the match, and a BYE round as none", async () => {
    const events = await read(
      "The draw for the next block is out. All games at Auckland Netball Centre.\nRound 5 - Sat 14 March - 9.50am - Court 4 - v Ponsonby Pearls\nRound 6 - Sat 21 March - BYE\nRound 7 - Sat 28 March - 11.10am - Court 7 - v Grey Lynn Gems",
      "Draw for rounds 5-7",
      "Pacific/Auckland",
    );
    expect(events.map(({ title, start }) => ({ title, start }))).toEqual([
      { title: "Netball v Ponsonby Pearls", start: "2026-03-14T09:50:00+13:00" },
      { title: "Netball v Grey Lynn Gems", start: "2026-03-28T11:10:00+13:00" },
    ]);
  });

  it("reads 'Friday, March 13 - 7:00 p.m.' as that Friday at seven", async () => {
    const [show] = await read(
      "Performances\nFriday, March 13 - 7:00 p.m.",
      "Show week",
      "America/Denver",
    );
    expect(show?.start).toBe("2026-03-13T19:00:00-06:00");
  });
});

describe("more from the tenth batch (session 9)", () => {
  it("keeps a paragraph that asks visitors to sign in at the office, and starts after the sign-in", async () => {
    const [assembly] = await read(
      "Our assembly will be held on Tuesday, March 10 at 10:30 a.m. in the gym. Families are welcome to attend; please sign in at the office.",
      "News",
    );
    expect(assembly?.start).toBe("2026-03-10T10:30:00+00:00");
    expect(
      await ends(
        "We would love to welcome grandparents into our classrooms on Friday 13 March for Grandparents Day.\nVisitors can sign in at the hall from 9.15am. The morning runs from 9.30am until 11.30am, with classroom visits.",
      ),
    ).toEqual(["09:30-11:30"]);
  });

  it("reads '10.30 to 12.30' as clock times, and a reminder after a scene-setting clause", async () => {
    expect(
      await ends("We're doing laser tag at Laser Quest on Sunday 15th March, 10.30 to 12.30."),
    ).toEqual(["10:30-12:30"]);
    const [recess] = await read(
      "As we head toward the end of the semester, here is a reminder that Winter Recess is Monday, March 23 through Friday, April 3.",
      "Reminder",
    );
    expect(recess).toMatchObject({ start: "2026-03-23", end: "2026-04-04" });
  });
});

describe("near misses a second review found (session 9)", () => {
  it("reads no end from a count or an address after 'back by' or 'pick-up at'", async () => {
    for (const later of [
      "Please make sure all borrowed books are back by 2 weeks from the visit.",
      "Then back at 7 Oak Lane for cake!",
      "Pick-up at 5 Church Street, not the hall.",
      "Last time it was over by 3 goals at half-time!",
      "Lunch finishes at 1.15pm and afternoon lessons continue as normal.",
    ])
      expect(await ends(`The library visit is on Thursday 12 March at 11am.\n\n${later}`)).toEqual([
        "11:00-12:00",
      ]);
  });

  it("keeps an event whose sentence also mentions the clocks, and one named beside when bookings open", async () => {
    const [disco] = await read(
      "The Halloween disco is on Friday 27 March at 6pm, the night before the clocks go forward.",
      "News",
    );
    expect(disco?.start).toBe("2026-03-27T18:00:00+00:00");
    const [evening] = await read(
      "Bookings open on Monday 9 March at 6pm for parents' evening on Thursday 19 March.",
      "News",
    );
    expect(evening?.start.slice(0, 10)).toBe("2026-03-19");
  });
});

describe("rounds and chats (session 9)", () => {
  it("names a round's match by the line below, not 'Round 3'", async () => {
    const [match] = await read(
      "Round 3 is this Saturday, 14 March.\nU11 Flames v Kensington Comets\nCourt 14, State Netball Centre\nCentre pass 10.20am",
      "Round 3 - Saturday 14 March",
      "Australia/Melbourne",
    );
    expect(match?.title).toBe("U11 Flames v Kensington Comets");
  });

  it("takes no end from a later chat line about tomorrow", async () => {
    const events = await read(
      "The picnic is ON! Gladstone Park this Saturday 14 March, from 12 by the café.\nAlso reminder football tmrw is half 5 not 5, the under 9s have the pitch till then.",
      "Y3 chat",
    );
    expect(events.find((event) => event.start.startsWith("2026-03-14"))?.end).toBe(
      "2026-03-14T13:00:00+00:00",
    );
  });
});
