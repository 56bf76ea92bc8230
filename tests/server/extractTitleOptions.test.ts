/**
 * Title options that can never be an event's name (issue 12: "the title was
 * taken from a room or location line"): a street address, a number on a
 * numbered road, an age or year group. They are dropped before ranking, so
 * the name beside them wins.
 */
import { describe, expect, it } from "vitest";
import { streetAddress } from "../../server/mail/extract/places";
import { usableOptions } from "../../server/mail/extract/titleRanking";
import { eventsIn } from "./support/extractMail";

const texts = (candidates: ReadonlyArray<string>) =>
  usableOptions(candidates.map((text) => ({ text, source: "sentence" as const }))).map(
    (option) => option.text,
  );

describe("title options that say where or who, never what", () => {
  it("drops street addresses and numbers on numbered roads", () => {
    for (const address of ["1600 NJ-23", "45 Route 9", "12 State Route 7A", "2830 Sunset Blvd"])
      expect(streetAddress.test(address), address).toBe(true);
    for (const name of ["10 in-1 craft morning", "3 hours of fun", "Year 6 play"])
      expect(streetAddress.test(name), name).toBe(false);
  });

  it("drops age and year groups, keeping the name beside them", () => {
    expect(
      texts([
        "Ages 6-12",
        "Years 3 to 6",
        "(ages 5+)",
        "Under 9s",
        "Grades K-2",
        "LEGO Build Club",
      ]),
    ).toEqual(["LEGO Build Club"]);
    expect(texts(["Year 6 leavers' assembly", "Under 9s tournament"])).toEqual([
      "Year 6 leavers' assembly",
      "Under 9s tournament",
    ]);
  });

  it("drops a form's field names in the languages read", () => {
    expect(texts(["Rendez-vous", "Time:", "Treffpunkt", "Hora", "Anniversaire de Chloé"])).toEqual([
      "Anniversaire de Chloé",
    ]);
  });

  it("names a library session from its heading, not its age range", async () => {
    const events = await eventsIn(
      "What's on this month\n\nLEGO Build Club\nSaturday 14 March, 2:00-3:30pm. Ages 6-12.",
      { subject: "What's On at Riverdale Branch" },
    );
    expect(events.map((event) => event.title)).toEqual(["LEGO Build Club"]);
  });

  it("names a party from the sentence before its address", async () => {
    const events = await eventsIn(
      "Please join us for Zoe's 10th birthday party! Sunday 15 March, 12:30-2:30pm at Bowlero Wayne, 1600 NJ-23.",
      { subject: "Fwd: Invitation" },
    );
    expect(events.map((event) => event.title)).toEqual(["Zoe's 10th birthday party"]);
  });

  it("leaves out a chatty lead-in before the name", async () => {
    for (const [body, title] of [
      ["Quick one: the quiz night is on Friday 13 March at 7pm in the hall.", "Quiz night"],
      ["PSA: Bake sale on Friday 13 March after school.", "Bake sale"],
    ] as const)
      expect((await eventsIn(body, { subject: "News" })).map((event) => event.title)).toEqual([
        title,
      ]);
  });

  it("names the nights of one show from its subject, as it would one night", async () => {
    const nights = await eventsIn(
      "Our students are thrilled to invite you to this year's musical.\n\nPerformances are on Wednesday 11th March and Thursday 12th March, both at 7.30pm.",
      { subject: "Spring Musical - Grease" },
    );
    expect(nights.map((event) => event.title)).toEqual([
      "Spring Musical - Grease",
      "Spring Musical - Grease",
    ]);
  });

  it("names a change from what changes, not from the reason given before it", async () => {
    const moved = await eventsIn(
      "The gym is being used for the book fair setup, so Thursday's basketball practice is moving to Friday 13 March, 5:30-7pm.",
      { subject: "This week" },
    );
    expect(moved.map((event) => [event.title, event.change])).toEqual([
      ["Basketball practice", "update"],
    ]);
    const swim = await eventsIn(
      "The pool is hosting a gala this Saturday, so our squad practice moves to Sunday 8 March, 7-8:30am.",
      { subject: "This week" },
    );
    expect(swim.map((event) => [event.title, event.change])).toEqual([
      ["Squad practice", "update"],
    ]);
  });

  it("leaves a German sentence's particles out of its title", async () => {
    const events = await eventsIn(
      "Unser erster Elternabend findet am Dienstag, den 15.09.2026, um 19:30 Uhr in Raum 204 statt.",
      { subject: "Neuigkeiten", from: "Schule <sekretariat@schule.example.de>" },
      "Europe/Berlin",
    );
    expect(events.map((event) => event.title)).toEqual(["Erster Elternabend"]);
  });

  it("names an invitation from what families are invited to, not what follows it", async () => {
    const events = await eventsIn(
      "Families are invited to our Closing Program on Friday 13 March at 11:30 AM in the sanctuary, followed by a picnic on the lawn.",
      { subject: "VBS 2026 - you're registered!" },
    );
    expect(events.map((event) => event.title)).toEqual([expect.stringMatching(/^Closing Program/)]);
  });

  it("reads a playdate, a camp booking and a venue with 'n in its name", async () => {
    const playdate = await eventsIn(
      "Would Ella like to come over for a playdate next Wednesday after school? I can pick them both up at 3.15 and you could collect her around 5.30.",
      { subject: "Playdate?" },
    );
    expect(playdate.map((event) => [event.title, event.start, event.end])).toEqual([
      ["Playdate", "2026-03-11T15:15:00+00:00", "2026-03-11T17:30:00+00:00"],
    ]);
    const camp = await eventsIn(
      "Thanks for booking Jack onto our Easter Multi-Sports Camp. Dates: Monday 30 March - Thursday 2 April. Times: 9am - 3pm daily.",
      { subject: "Booking confirmed" },
    );
    expect(camp.map((event) => event.title)).toEqual(["Easter Multi-Sports Camp"]);
    const party = await eventsIn(
      "Max's party: Saturday 14th March, 1-3pm, at Clip 'n Climb Chelmsford.",
      {
        subject: "Party",
      },
    );
    expect(party.map((event) => event.location)).toEqual(["Clip 'n Climb Chelmsford"]);
  });

  it("reads a time range as no reference code, and 'Mark your calendars:' as no part of a name", async () => {
    const dismissal = await eventsIn(
      "Early dismissal Wednesday 3/18 at 12:15 for parent-teacher conferences (conferences run 1-7 p.m.).",
      { subject: "PTA", from: "PTA <pta@school.k12.co.us>" },
      "America/Denver",
    );
    expect(dismissal.map((event) => event.title)).toEqual([
      expect.stringMatching(/^Early dismissal for parent-teacher conferences/),
    ]);
    const carnival = await eventsIn(
      "Mark your calendars: Spring Carnival, Saturday, April 25, 11 a.m.-3 p.m., rain or shine!",
      { subject: "PTA", from: "PTA <pta@school.k12.co.us>" },
      "America/Denver",
    );
    expect(carnival.map((event) => event.title)).toEqual(["Spring Carnival"]);
  });
});
