/**
 * Days written in the other languages read (issue 12: "chrono-node's German,
 * French, Spanish, Dutch and Portuguese parsers are used when the text is in
 * that language"): a weekday alone is a day, and a day written twice is one.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const brief = (events: ReadonlyArray<{ title: string; start: string; change: string }>) =>
  events.map((event) => [event.title, event.start, event.change]);

describe("days in other languages", () => {
  it("reads a Spanish weekday with no month ('este sábado 7') and the move it makes", async () => {
    const found = await eventsIn(
      "Hola familias:\n\nOs aviso de que el partido del alevín B contra la AD Villaverde de este sábado 7 se adelanta a las 9:30 (antes era a las 11:00), porque el campo lo necesitan después.",
      { subject: "Sábado: el partido se adelanta", from: "Rubén <entrenador@club.example.es>" },
      "Europe/Madrid",
    );
    expect(found.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-07T09:30:00+01:00", "update"],
    ]);
  });

  it("reads 'am Mittwoch, dem 11. März' as one day, not also next Wednesday", async () => {
    const found = await eventsIn(
      "Liebe Eltern,\n\nam Mittwoch, dem 11. März 2026, findet unser Laternenumzug statt. Treffpunkt ist um 17:00 Uhr auf dem Schulhof.",
      { subject: "Laternenumzug", from: "Schule <sekretariat@schule.example.de>" },
      "Europe/Berlin",
    );
    expect(found.map((event) => event.start)).toEqual(["2026-03-11T17:00:00+01:00"]);
  });

  it("reads 'mañana, martes, a las 17:30' as one appointment at half past five", async () => {
    const found = await eventsIn(
      "Le recordamos la cita de Pablo mañana, martes, a las 17:30 con la Dra. Ruiz.",
      { subject: "Recordatorio de cita", from: "Clínica <citas@clinica.example.es>" },
      "Europe/Madrid",
    );
    expect(brief(found).map(([, start]) => start)).toEqual(["2026-03-03T17:30:00+01:00"]);
  });
});
