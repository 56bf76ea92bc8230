/**
 * Session 10 (issue 12), from the second blind battery of starts and ends
 * and the paperwork battery: a start said after the arrival the rules took
 * ("Warm-up is from 4.15 to 4.50; the gala itself starts at 5pm"), "It's an
 * hour and a quarter", "7 till 9" after a day and month, Portuguese "a
 * chegada à escola está prevista para as 16h" as the end, and Italian
 * deadlines and donations dropped or brought by a date as no events; and a
 * trip from its departure to its return.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject: string, zone: string, date: string) =>
  (await eventsIn(body, { subject, date }, zone)).map(({ start, end }) => ({ start, end }));

describe("starts and ends", () => {
  it("starts at the start said after the arrival, in the same sentence or the next", async () => {
    expect(
      await read(
        "Our intra-club gala is this Saturday 24 October in the Leisure Centre. Warm-up is from 4.15 to 4.50; the gala itself starts at 5pm and should be over by 7.",
        "Gala",
        "Europe/London",
        "Mon, 19 Oct 2026 19:00:00 +0100",
      ),
    ).toEqual([{ start: "2026-10-24T17:00:00+01:00", end: "2026-10-24T19:00:00+01:00" }]);
    expect(
      await read(
        "The Spring Concert is Tuesday, May 4. Students need to report to the band room by 6:15 pm for tuning. The concert begins at 7:00 pm in the auditorium.",
        "Spring Concert",
        "America/New_York",
        "Mon, 26 Apr 2027 09:00:00 -0400",
      ),
    ).toEqual([{ start: "2027-05-04T19:00:00-04:00", end: "2027-05-04T20:00:00-04:00" }]);
  });

  it("reads 'It's an hour and a quarter', '7 till 9' after a date, and a Portuguese return", async () => {
    const [workshop] = await read(
      "Just confirming Ben's place on the theory workshop on Saturday 17 October at 10am at my studio. It's an hour and a quarter.",
      "Theory workshop",
      "Europe/London",
      "Mon, 05 Oct 2026 10:45:00 +0100",
    );
    expect(workshop?.end).toBe("2026-10-17T11:15:00+01:00");
    const [club] = await read(
      "Junior youth club restarts Friday 16 October, 7 till 9 in the church hall.",
      "Youth club",
      "Europe/London",
      "Mon, 12 Oct 2026 12:00:00 +0100",
    );
    expect(club).toEqual({ start: "2026-10-16T19:00:00+01:00", end: "2026-10-16T21:00:00+01:00" });
    const [visita] = await read(
      "A visita de estudo ao Oceanário é na quinta-feira, 15 de outubro. O autocarro parte da escola às 9h30.\n\nOs alunos devem levar almoço e um casaco.\n\nA chegada à escola está prevista para as 16h.",
      "Visita de estudo",
      "Europe/Lisbon",
      "Mon, 05 Oct 2026 18:00:00 +0100",
    );
    expect(visita?.end).toBe("2026-10-15T16:00:00+01:00");
  });
});

describe("dates that are no events", () => {
  it("reads a half-point score or one followed by 'points' or '(tied' as no day", async () => {
    expect(
      await read(
        "Hillcrest highlights: Noah Bergman 3.5/5 (tied 4th), Daniel Cho 4/5 points - 1st place!",
        "Winter Scholastic results",
        "America/New_York",
        "Mon, 08 Feb 2027 18:45:00 -0500",
      ),
    ).toEqual([]);
  });

  it("leaves out a Portuguese 'até o dia' limit on sending a gift", async () => {
    expect(
      await read(
        "Pedimos que cada família envie uma prenda (doces ou salgados) até o dia 23 de junho. Obrigado!",
        "Festa Junina",
        "America/Sao_Paulo",
        "Thu, 10 Jun 2027 12:00:00 -0300",
      ),
    ).toEqual([]);
  });

  it("leaves out Italian deadlines and donations dropped off or brought in by a date", async () => {
    expect(
      await read(
        "La prenotazione si effettua sul registro elettronico entro il 19 ottobre. Il contributo volontario di 30 euro va versato entro il 31 ottobre.",
        "Colloqui",
        "Europe/Rome",
        "Mon, 05 Oct 2026 09:00:00 +0200",
      ),
    ).toEqual([]);
    expect(
      await read(
        "Tombola donations can be dropped at the office by Friday 20 November. Harvest donations should be brought in by Friday 25 September.",
        "PTA news",
        "Europe/London",
        "Mon, 14 Sep 2026 09:00:00 +0100",
      ),
    ).toEqual([]);
  });
});

describe("a trip away", () => {
  it("runs from its departure to its return, in one sentence or two lines", async () => {
    expect(
      await read(
        "Cub camp: we leave on Friday 5 June at 6pm and return on Sunday 7 June at 2pm.",
        "Cub camp",
        "Europe/London",
        "Fri, 15 May 2026 15:00:00 +0100",
      ),
    ).toEqual([{ start: "2026-06-05T18:00:00+01:00", end: "2026-06-07T14:00:00+01:00" }]);
    const [residential] = await eventsIn(
      "Final details for our residential:\n\nDeparture: Monday 1 June, 9am from the school car park. Please arrive by 8.30am to load luggage.\nReturn: Wednesday 3 June, around 3.30pm, back at school.",
      { subject: "Year 6 residential", date: "Fri, 15 May 2026 15:00:00 +0100" },
      "Europe/London",
    );
    expect(residential).toMatchObject({
      title: "Year 6 residential",
      start: "2026-06-01T09:00:00+01:00",
      end: "2026-06-03T15:30:00+01:00",
    });
  });
});
