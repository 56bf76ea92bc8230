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

describe("lengths, ends and titles in other languages", () => {
  it("takes a German stated length and a French end ('se terminera vers 16h')", async () => {
    const play = await eventsIn(
      "Liebe Eltern,\n\ndie Theater-AG lädt herzlich zu ihrer Aufführung ein:\n\nDonnerstag, 12. März 2026, 18:00 Uhr\nAula des Lessing-Gymnasiums\n\nDie Aufführung dauert etwa 70 Minuten.",
      { subject: "Aufführung der Theater-AG", from: "Schule <sekretariat@schule.example.de>" },
      "Europe/Berlin",
    );
    expect(play.map((event) => event.end)).toEqual(["2026-03-12T19:10:00+01:00"]);
    const parade = await eventsIn(
      "Chers parents,\n\nLe carnaval de l'école aura lieu le mardi 10 mars. Le défilé partira de l'école à 14h et se terminera vers 16h dans la cour.",
      { subject: "Carnaval", from: "École <direction@ecole.example.fr>" },
      "Europe/Paris",
    );
    expect(parade.map((event) => [event.start, event.end])).toEqual([
      ["2026-03-10T14:00:00+01:00", "2026-03-10T16:00:00+01:00"],
    ]);
  });

  it("leaves Spanish, Dutch and German lead-ins out of titles", async () => {
    const titles = async (body: string, from: string, zone: string) =>
      (await eventsIn(body, { subject: "Info", from }, zone)).map((event) => event.title);
    expect(
      await titles(
        "Os aviso de que el partido contra la AD Villaverde del sábado 14 de marzo se suspende por lluvia.",
        "Rubén <entrenador@club.example.es>",
        "Europe/Madrid",
      ),
    ).toEqual(["El partido contra la AD Villaverde"]);
    expect(
      await titles(
        "Beste ouders,\n\nLet op: vrijdag 13 maart is er een studiedag. Alle leerlingen zijn die dag vrij.",
        "School <info@school.example.nl>",
        "Europe/Amsterdam",
      ),
    ).toEqual(["Studiedag"]);
  });
});

describe("weekday-only changes in other languages", () => {
  const found = async (body: string, zone: string) =>
    (await eventsIn(body, { subject: "Info", from: "Verein <info@verein.example.eu>" }, zone)).map(
      (event) => [event.title, event.start, event.change],
    );

  it("calls off Wednesday's training in German, French and Dutch, without the reason", async () => {
    expect(
      await found(
        "Hallo zusammen,\n\ndas Training am Mittwoch fällt leider aus, da die Halle belegt ist.",
        "Europe/Berlin",
      ),
    ).toEqual([["Das Training", "2026-03-04", "cancel"]]);
    expect(
      await found(
        "Hoi allemaal,\n\nDe training van woensdag gaat niet door vanwege het weer.",
        "Europe/Amsterdam",
      ),
    ).toEqual([["De training", "2026-03-04", "cancel"]]);
  });

  it("moves Thursday's training to Friday in Spanish ('se cambia al viernes')", async () => {
    expect(
      await found(
        "Hola:\n\nEl entrenamiento del jueves se cambia al viernes a la misma hora (18:00).",
        "Europe/Madrid",
      ),
    ).toEqual([["El entrenamiento", "2026-03-06T18:00:00+01:00", "update"]]);
  });

  it("places a Dutch parents' evening 'in de aula'", async () => {
    const events = await eventsIn(
      "Beste ouders,\n\nDe ouderavond is op dinsdag 10 maart van 19.00 tot 21.00 uur in de aula.",
      { subject: "Ouderavond", from: "School <info@school.example.nl>" },
      "Europe/Amsterdam",
    );
    expect(events.map((event) => [event.title, event.start, event.location])).toEqual([
      ["De ouderavond", "2026-03-10T19:00:00+01:00", "de aula"],
    ]);
  });
});
