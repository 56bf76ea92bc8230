/**
 * Times given as a block of labelled lines under the paragraph that names
 * the day (issue 12: "timed events read as all-day when the time sits in
 * another sentence than the date").
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const meet = `Dear swimmers and parents,

Thank you for your entries to the Riverside Spring Open on Saturday 14 March at the Guildford Spectrum pool. Entries for Session 1 are confirmed below.

Session 1
Warm-up: 8.15am - 8.55am
Session starts: 9.30am
Expected finish: approx. 1.00pm

Swimmers must be on poolside by 8.10am. Please bring club hats and a packed lunch.`;

describe("a block of labelled times below the day", () => {
  it("starts at the session, not the warm-up, and ends at the expected finish", async () => {
    const found = await eventsIn(meet, { subject: "Spring Open - session times & what to bring" });
    expect(found.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Riverside Spring Open", "2026-03-14T09:30:00+00:00", "2026-03-14T13:00:00+00:00"],
    ]);
  });

  it("reads the paragraph even when the message mentions entries and a booking", async () => {
    // A swim meet's letter is no journey: the itinerary reader must leave its lines to the text.
    const found = await eventsIn(`${meet}\n\nSpectator tickets are £3, booking not needed.`, {
      subject: "Spring Open",
    });
    expect(found.map((event) => event.start)).toEqual(["2026-03-14T09:30:00+00:00"]);
  });

  it("needs two labelled times: one line alone is left to the other rules", async () => {
    const found = await eventsIn(
      "The Riverside Spring Open is on Saturday 14 March.\n\nDoors open: 6pm",
      { subject: "Spring Open" },
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.title).toBe("Riverside Spring Open");
  });
});

describe("a club's fixtures under the line that names their day", () => {
  it("gives each game its own event, named with its opponent, at the length the games run", async () => {
    const found = await eventsIn(
      "The schedule for the Shootout is out. Both our group games are on Saturday 14 March at the Sports Park:\n\nGame 1 - vs Westside United, 8:40 AM, Field 6\nGame 2 - vs Boulder Pink, 1:50 PM, Field 11\n\nGames are 50 minutes (two 25-minute halves).",
      { subject: "U10 Girls - Shootout schedule" },
    );
    expect(found.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Game 1 vs Westside United", "2026-03-14T08:40:00+00:00", "2026-03-14T09:30:00+00:00"],
      ["Game 2 vs Boulder Pink", "2026-03-14T13:50:00+00:00", "2026-03-14T14:40:00+00:00"],
    ]);
  });

  it("starts a netball game at its centre pass, a few lines below its day", async () => {
    const found = await eventsIn(
      "Round 3 is this Saturday, 7 March.\n\nU11 Flames v Kensington Comets\nCourt 14, State Netball Centre\nCentre pass 10.20am\n\nPlease arrive by 10.00 in full uniform.",
      { subject: "Round 3" },
    );
    expect(found.map((event) => event.start)).toEqual(["2026-03-07T10:20:00+00:00"]);
  });
});

describe("when to be there, then when it starts, below the day", () => {
  it("reads a paragraph that opens with registration and goes on to the first round", async () => {
    const found = await eventsIn(
      "Congratulations again to Arjun on qualifying for the Surrey Megafinal. It will be held on Sunday 15 March at Reed's School, Cobham.\n\nRegistration is from 9.15am in the foyer; please be there no later than 9.45am. Round 1 starts at 10am, so we expect to finish with the prize-giving at about 4.30pm.",
      { subject: "Megafinal arrangements" },
    );
    expect(found.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Surrey Megafinal", "2026-03-15T10:00:00+00:00", "2026-03-15T16:30:00+00:00"],
    ]);
  });

  it("starts at the first bullet that is not a check-in", async () => {
    const found = await eventsIn(
      "Here are the details for the Frosty Flips Invitational on Saturday, March 14, hosted at Springfield Gymnastics Academy.\n\nOur Level 3 girls compete in Session 2:\n- Check-in: 11:15 AM (gymnasts only, in competition leotard, hair in a bun)\n- Competition: 12:00 PM\n- Awards: approximately 2:30 PM",
      { subject: "Invitational - session info" },
      "America/Chicago",
    );
    expect(found.map((event) => [event.title, event.start])).toEqual([
      ["Gymnastics: Frosty Flips Invitational", "2026-03-14T12:00:00-05:00"],
    ]);
  });
});

describe("a fixture under a day heading", () => {
  it("is the kick-off, named by its sides; the warm-up after it is no event", async () => {
    const found = await eventsIn(
      "Round 4 draw for Saturday 14 March:\n\n9th Grade Kākā v Onehunga Sports\nKick-off 9.00am, Waikaraka Park, field 3\n\nWarm up starts at 8.40 so please have the kids there by then.",
      { subject: "9th Grade Kākā - Round 4" },
      "Pacific/Auckland",
    );
    expect(found.map((event) => [event.title, event.start])).toEqual([
      ["9th Grade Kākā v Onehunga Sports", "2026-03-14T09:00:00+13:00"],
    ]);
  });
});

describe("a bulletin's headings over lines that only say when and where", () => {
  it("names each event from its heading and keeps the room or the website as the place", async () => {
    const found = await eventsIn(
      "Year 9 Options Evening\nThursday 12 March, 6pm – 8pm, Main Hall. Students and parents will hear from heads of department. The options booklet will be emailed on Monday 9 March.\n\nYear 8 Parents' Evening\nTuesday 24 March, 4pm – 7pm, online via SchoolCloud.",
      { subject: "Weekly Bulletin" },
    );
    expect(found.map((event) => [event.title, event.start, event.location])).toEqual([
      ["Year 9 Options Evening", "2026-03-12T18:00:00+00:00", "Main Hall"],
      ["Year 8 Parents' Evening", "2026-03-24T16:00:00+00:00", "Online via SchoolCloud"],
    ]);
  });
});

describe("a time to be there, then the event's own start", () => {
  it("starts at the riding, the first track event and the set-off, not the gear check, the bus or the gathering", async () => {
    const starts = async (body: string, zone = "Europe/London") =>
      (await eventsIn(body, { subject: "Note" }, zone)).map((event) => [event.start, event.end]);
    expect(
      await starts(
        "Our rally is on Saturday 14 March at the club grounds.\n\nGear check is at 8.30am, with riding starting at 9am sharp. We'll finish around 3pm.",
      ),
    ).toEqual([["2026-03-14T09:00:00+00:00", "2026-03-14T15:00:00+00:00"]]);
    expect(
      await starts(
        "Our athletics day takes place on Friday 13 March at the track.\n\nLearners must be at school by 07:00; buses depart at 07:15 sharp. The first track event starts at 08:00 and we expect to finish at about 13:30.",
      ),
    ).toEqual([["2026-03-13T08:00:00+00:00", "2026-03-13T13:30:00+00:00"]]);
    expect(
      await starts(
        "Am Donnerstag, 12. März, findet unser Laternenumzug statt.\n\nBesammlung ist um 17.30 Uhr beim Schulhaus. Um 18.00 Uhr ziehen wir los; der Umzug endet ca. um 19.15 Uhr.",
        "Europe/Zurich",
      ),
    ).toEqual([["2026-03-12T18:00:00+01:00", "2026-03-12T19:15:00+01:00"]]);
    // On a trip the coach leaving is the start.
    expect(
      await starts(
        "Year 4 trip to the museum on Friday 13 March.\n\nChildren must be at school by 8.30am; the coach departs at 8.45am. The tour starts at 10am and we will be back by 3pm.",
      ),
    ).toEqual([["2026-03-13T08:45:00+00:00", "2026-03-13T15:00:00+00:00"]]);
  });
});
