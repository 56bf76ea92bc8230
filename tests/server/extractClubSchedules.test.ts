/**
 * Club schedules as coaches write them (issue 12, session 9, from the
 * eleventh batch): a plain-text table lined up with spaces under a header
 * row, "Rd 1 - Sat 14th March v Kilmacud Crokes (H) - 10.30am", and a French
 * "Rendez-vous à 9h15, début des matchs à 10h".
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject: string, zone = "Europe/London", from?: string) =>
  (await eventsIn(body, { subject, ...(from === undefined ? {} : { from }) }, zone)).map(
    ({ title, start }) => ({ title, start }),
  );

describe("club schedules", () => {
  it("reads a plain-text table lined up with spaces, home and away", async () => {
    expect(
      await read(
        "Here's the schedule for our first games.\n\nDate  Day  Time      Opponent       Field\n3/14  Sat  9:00 AM   vs Cardinals   Field 2\n3/17  Tue  5:45 PM   @ Mets         Field 4\n\nSnack schedule is on TeamSnap.",
        "Yankees schedule",
        "America/New_York",
        "Coach <coach@league.example.com>",
      ),
    ).toEqual([
      { title: "Game v Cardinals", start: "2026-03-14T09:00:00-04:00" },
      { title: "Game v Mets", start: "2026-03-17T17:45:00-04:00" },
    ]);
  });

  it("keeps a booking's 'Depart  London Victoria   09:30' lines out of any table", async () => {
    const [journey] = await eventsIn(
      "OUTWARD JOURNEY - Saturday 14 March 2026\nDepart  London Victoria Coach Station   09:30\nArrive  Bath Bus Station                12:45",
      { subject: "Your coach booking" },
    );
    expect(journey).toMatchObject({
      start: "2026-03-14T09:30:00+00:00",
      end: "2026-03-14T12:45:00+00:00",
    });
  });

  it("reads 'Rd 1 - Sat 14th March v Kilmacud Crokes (H) - 10.30am' as the match", async () => {
    expect(
      await read(
        "League fixtures are out for Division 2.\nRd 1 - Sat 14th March v Kilmacud Crokes (H) - 10.30am\nRd 2 - Sat 21st March - bye\nRd 3 - Sat 28th March v Na Fianna (H) - 10am",
        "U13 football fixtures",
        "Europe/Dublin",
      ),
    ).toEqual([
      { title: "U13 football v Kilmacud Crokes", start: "2026-03-14T10:30:00+00:00" },
      { title: "U13 football v Na Fianna", start: "2026-03-28T10:00:00+00:00" },
    ]);
  });

  it("starts a French tournament at 'début des matchs', not at the meeting time", async () => {
    const [tournament] = await read(
      "Samedi 14 mars, nos U9 participent au plateau de Choisy-le-Roi. Rendez-vous sur place à 9h15, début des matchs à 10h, fin prévue vers 12h.",
      "Plateau samedi",
      "Europe/Paris",
      "Karim <karim@club.fr>",
    );
    expect(tournament?.start).toBe("2026-03-14T10:00:00+01:00");
  });
});

describe("fixture lists and club notices that are no events", () => {
  it("reads a GAA list with no sport's name: no event for 'rounds 1-4' or a bye", async () => {
    const events = await read(
      "League fixtures are out. First 4 rounds:\nRd 1 - Sat 14th March v Kilmacud Crokes (H) - 10.30am\nRd 2 - Sat 21st March - bye\nRd 3 - Sat 28th March v Na Fianna (H) - 10am\nLads to be togged out 30 mins before throw-in please.",
      "U13 league fixtures - rounds 1-4",
      "Europe/Dublin",
    );
    expect(events.map(({ title, start }) => ({ title, start }))).toEqual([
      { title: "Match v Kilmacud Crokes", start: "2026-03-14T10:30:00+00:00" },
      { title: "Match v Na Fianna", start: "2026-03-28T10:00:00+00:00" },
    ]);
  });

  it("reads a German entry deadline as no event", async () => {
    expect(
      await read(
        "Meldeschluss ist der 12.03. (bitte über eure Trainerin).",
        "Vereinsmeisterschaften",
        "Europe/Berlin",
        "Verein <info@verein.de>",
      ),
    ).toEqual([]);
  });
});

describe("near misses a third review found (session 9)", () => {
  it("keeps 'Coach:' a chat's speaker, and a debate's 'Opponent:' no match", async () => {
    const [training] = await read(
      "Coach: training moved to Wednesday 4 March at 5pm\nMum: ok thanks\nCoach: see you tmrw then",
      "Team chat",
    );
    expect(training).toMatchObject({ title: "Training", start: "2026-03-04T17:00:00+00:00" });
    const [debate] = await read(
      "Date: Thursday 12 March\nTime: 6pm\nOpponent: St Mary's School\nMotion: Homework should be banned",
      "Debate final",
    );
    expect(debate?.title).toBe("Debate final");
  });

  it("leaves a journey's 'Date  Time  From  To' table to be read as lines", async () => {
    const events = await read(
      "Year 5 trip to York on Friday 20 March.\n\nDate      Time     From          To\n20 March  8:30am   School        York station\n20 March  3:00pm   York station  School",
      "York trip",
    );
    expect(events[0]).toMatchObject({ title: "Year 5 trip to York", start: "2026-03-20" });
  });
});
