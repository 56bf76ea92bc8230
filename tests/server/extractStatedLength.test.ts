/**
 * A length the message states away from the event's day and time (issue
 * 12: "a stated length or end time wins over the one-hour default"): it
 * ends each timed event of one title, and nothing else. And the times of
 * a day named by a holiday ("Remembrance Sunday ... on 8 November").
 */
import { describe, expect, it } from "vitest";
import { durationMinutes } from "../../server/mail/extract/lengths";
import { brief, eventsIn } from "./support/extractMail";

const ends = async (body: string) => (await eventsIn(body)).map((event) => event.end);

describe("a length stated in a paragraph of its own", () => {
  it("ends every night of a show the message times once", async () => {
    expect(
      await ends(
        "Our students are thrilled to invite you to this year's musical, Grease.\n\nPerformances are on Wednesday 11th March and Thursday 12th March, both at 7.30pm. Tickets are £10.\n\nThe show runs for approximately two hours, including an interval.",
      ),
    ).toEqual(["2026-03-11T21:30:00+00:00", "2026-03-12T21:30:00+00:00"]);
  });

  it("ends a form's appointment with the time the letter asks to allow", async () => {
    expect(
      await ends(
        "An appointment has been made for Isaac.\n\nDate: Thursday 12 March 2026\nTime: 14:20\nLocation: Audiology, Outpatients Level 2\n\nPlease allow 90 minutes for the appointment, as several tests may be carried out.",
      ),
    ).toEqual(["2026-03-12T15:50:00+00:00"]);
  });

  it("reads a running time in hours and minutes, not the interval inside it", async () => {
    expect(
      await ends(
        "Sleeping Beauty\nSaturday 14 March 2026, 2.00pm\nSeats: Dress Circle, Row D\n\nRunning time is approximately 2 hours 20 minutes, including a 20 minute interval. Doors open 45 minutes before the performance.",
      ),
    ).toEqual(["2026-03-14T16:20:00+00:00"]);
  });

  it("ends each game of a tournament day with the length stated for each game", async () => {
    expect(
      await ends(
        "Here is our schedule for this Saturday, March 14:\n\nGame 1: 8:15 AM vs. Leaside Flames, Rink 2\nGame 2: 2:40 PM vs. Oakville Rangers, Rink 4\n\nEach game is 50 minutes. Players must be dressed 30 minutes before puck drop.",
      ),
    ).toEqual(["2026-03-14T09:05:00+00:00", "2026-03-14T15:30:00+00:00"]);
  });

  it("keeps the default hour when the message holds two different events", async () => {
    const events = await eventsIn(
      "Swimming gala on Tuesday 10 March at 4pm.\n\nBake sale on Thursday 12 March at 3pm.\n\nPlease bring cakes.\n\nThe session lasts 90 minutes.",
    );
    expect(brief(events).map((event) => event.end)).toEqual([
      "2026-03-10T17:00:00+00:00",
      "2026-03-12T16:00:00+00:00",
    ]);
  });

  it("keeps the default hour when the message states two lengths", async () => {
    expect(
      await ends(
        "The recital is on Saturday 14 March at 6pm.\n\nPlease arrive early.\n\nThe first half runs for 45 minutes. The second half runs for an hour.",
      ),
    ).toEqual(["2026-03-14T19:00:00+00:00"]);
  });

  it("does not take the length of the parking, lunch or the way there", async () => {
    expect(
      await ends(
        "The open evening is on Thursday 12 March at 6pm.\n\nParking on the school field is free for 2 hours.",
      ),
    ).toEqual(["2026-03-12T19:00:00+00:00"]);
  });

  it("leaves an end the text gave alone", async () => {
    expect(
      await ends(
        "The concert is on Thursday 12 March from 6pm to 7.30pm.\n\nThe programme runs for about two hours.",
      ),
    ).toEqual(["2026-03-12T19:30:00+00:00"]);
  });

  it("reads 'please allow' as a length, and not time allowed for something else", () => {
    expect(durationMinutes("Please allow 90 minutes for the appointment.")).toBe(90);
    expect(durationMinutes("Please allow 10 minutes to park.")).toBeNull();
  });
});

describe("a length stated for a kind of event, in a table or another language", () => {
  it("ends each row of a schedule with the games' time limit, a bye and a row named only by its place aside", async () => {
    const events = await eventsIn(
      "Here's our game schedule. Please arrive 45 min before game time. Games are 6 innings or 1 hr 45 min, whichever comes first.\nSat 3/7 - 9:00am vs Padres - Field 2\nSat 3/14 - BYE\nSat 3/21 - 2:00pm vs Dodgers - Field 2",
      { subject: "Rays schedule", from: "Coach <coach@example.com>" },
      "America/Los_Angeles",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-07T09:00:00-08:00", "2026-03-07T10:45:00-08:00"],
      ["2026-03-21T14:00:00-07:00", "2026-03-21T15:45:00-07:00"],
    ]);
  });

  it("ends each row of a fixture table with the games' time limit, its cut-off no time of day", async () => {
    const events = await eventsIn(
      "<p>Games have a 1 hr 30 min time limit, no new inning after 1:20.</p><table><tr><th>Date</th><th>Time</th><th>Opponent</th></tr><tr><td>Sat 3/14</td><td>9:00 AM</td><td>Fenton Fireflies (home)</td></tr><tr><td>Tue 3/17</td><td>6:00 PM</td><td>Kirkwood Heat (away)</td></tr></table>",
      { subject: "10U game schedule", from: "Coach <coach@example.com>", html: true },
      "America/Chicago",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-14T09:00:00-05:00", "2026-03-14T10:30:00-05:00"],
      ["2026-03-17T18:00:00-05:00", "2026-03-17T19:30:00-05:00"],
    ]);
  });

  it("reads a ticket table's 'Run time' row, not the interval inside it", async () => {
    const events = await eventsIn(
      "<p>Thank you for your order!</p><table><tr><td>Performance</td><td>The Nutcracker</td></tr><tr><td>Date</td><td>Saturday, March 14, 2026</td></tr><tr><td>Time</td><td>1:00 PM</td></tr><tr><td>Run time</td><td>Approximately 2 hours, including one 20-minute intermission</td></tr></table>",
      { subject: "Your tickets", html: true },
    );
    expect(events.map((event) => event.end)).toEqual(["2026-03-14T15:00:00+00:00"]);
  });

  it("reads 'een half uur', a show's length said of the show, 'til 7ish' and 'wrap up by about 5'", async () => {
    expect(durationMinutes("Korte informatieavond (duurt ongeveer een half uur)")).toBe(30);
    expect(durationMinutes("Tendrá una duración aproximada de una hora y cuarto.")).toBe(75);
    expect(durationMinutes("Lo spettacolo durerà circa 45 minuti.")).toBe(45);
    expect(durationMinutes("Games have a 1 hr 30 min time limit, no new inning after 1:20.")).toBe(
      90,
    );
    expect(
      await ends(
        "Koningsspelen op vrijdag 13 maart! We beginnen om 8.30 uur. De dag is om 14.00 uur afgelopen.",
      ),
    ).toEqual(["2026-03-13T14:00:00+00:00"]);
    const show = await eventsIn(
      "Nosso espetáculo será no sábado, 14 de março, às 16h, no Teatro Municipal.\n\nAs alunas devem chegar às 14h30. O espetáculo tem duração aproximada de 1h30.\n\nEnsaio geral: quinta-feira, 12 de março, das 18h às 20h30.",
      { subject: "Espetáculo de fim de ano" },
      "America/Sao_Paulo",
    );
    expect(show.map((event) => event.end)).toEqual([
      "2026-03-12T20:30:00-03:00",
      "2026-03-14T17:30:00-03:00",
    ]);
    expect(await ends("Pool party on Saturday 14 March, from 4pm til 7ish.")).toEqual([
      "2026-03-14T19:00:00+00:00",
    ]);
    expect(
      await ends(
        "The bridging ceremony is on Sunday 15 March at 3pm. We should wrap up by about 5.",
      ),
    ).toEqual(["2026-03-15T17:00:00+00:00"]);
  });
});

describe("a holiday named by its weekday", () => {
  it("times a parade on Remembrance Sunday from the next paragraph, the holiday's weekday no second day", async () => {
    const events = await eventsIn(
      "The Group will be taking part in the town's Remembrance Sunday parade on 8 November.\n\nScouts should be at the HQ in full uniform by 10.15am. We will parade from the HQ at 10.30am to the war memorial, and we will be finished by 12 noon.",
    );
    expect(events.map((event) => [event.start, event.end])).toEqual([
      ["2026-11-08T10:30:00+00:00", "2026-11-08T12:00:00+00:00"],
    ]);
  });

  it("reads a dotted time a lesson moves to, and the one it replaces", async () => {
    const events = await eventsIn(
      "Also, I need to move this Thursday's lesson to 4.15 rather than 4.45, as I have a concert that evening.",
      { subject: "Thursday" },
    );
    expect(events.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-05T16:15:00+00:00", "update"],
    ]);
  });
});
