/**
 * Lengths, ends and deadlines in French, Spanish, Portuguese, Dutch and
 * German mail (issue 12): "Durée : environ 1h30", "La duración aproximada
 * es de 45 minutos", "das 17h00 às 19h30", a paragraph that says when the
 * tournament begins and ends, and "voor 1 oktober over te maken".
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, from: string, zone: string, date: string) =>
  (await eventsIn(body, { subject: "Info", from, date }, zone)).map(({ start, end }) => ({
    start,
    end,
  }));

describe("lengths and ends in other languages", () => {
  it("reads a French length a paragraph below, its '1h30' no time of day", async () => {
    expect(
      await read(
        "L'audition de piano aura lieu le samedi 12 juin à 15h, à l'auditorium.\n\nLes élèves sont attendus à 14h30. Durée : environ 1h30. Un pot de l'amitié suivra.",
        "secretariat@musique-montreuil.fr",
        "Europe/Paris",
        "Wed, 26 May 2027 10:05:00 +0200",
      ),
    ).toEqual([{ start: "2027-06-12T15:00:00+02:00", end: "2027-06-12T16:30:00+02:00" }]);
  });

  it("reads 'La duración aproximada es de 45 minutos'", async () => {
    expect(
      await read(
        "El festival será el jueves 16 de diciembre a las 10:00 en el salón de actos.\n\nLas familias podrán acceder a partir de las 9:45. La duración aproximada es de 45 minutos.",
        "infantil@colegio.es",
        "Europe/Madrid",
        "Thu, 2 Dec 2027 13:30:00 +0100",
      ),
    ).toEqual([{ start: "2027-12-16T10:00:00+01:00", end: "2027-12-16T10:45:00+01:00" }]);
  });

  it("ends 'das 17h00 às 19h30' at half past seven", async () => {
    expect(
      await read(
        "A festa realiza-se na sexta-feira, 18 de junho, das 17h00 às 19h30, no recreio da escola.",
        "pais@escola.pt",
        "Europe/Lisbon",
        "Mon, 7 Jun 2027 18:45:00 +0100",
      ),
    ).toEqual([{ start: "2027-06-18T17:00:00+01:00", end: "2027-06-18T19:30:00+01:00" }]);
  });

  it("reads a Dutch paragraph's start and end below its day, and a fee due 'voor 1 oktober' as no event", async () => {
    expect(
      await read(
        "Het nieuwe seizoen begint met ons jeugdtoernooi op zaterdag 4 september.\n\nDe eerste wedstrijd begint om 9.00 uur; de meiden moeten om 8.30 uur aanwezig zijn. Het einde is rond 15.00 uur.\n\nVergeet niet de contributie voor 1 oktober over te maken.",
        "jeugd@mhc.nl",
        "Europe/Amsterdam",
        "Sun, 29 Aug 2027 20:15:00 +0200",
      ),
    ).toEqual([{ start: "2027-09-04T09:00:00+02:00", end: "2027-09-04T15:00:00+02:00" }]);
  });

  it("passes over German 'Einschwimmen ist ab 8:00 Uhr' for the start", async () => {
    expect(
      await read(
        "Unsere Vereinsmeisterschaften finden am Samstag, 5. Juni, in der Schwimmhalle statt.\n\nEinschwimmen ist ab 8:00 Uhr, Wettkampfbeginn um 9:00 Uhr. Wir rechnen mit einem Ende gegen 13 Uhr.",
        "schwimmen@sc-lichterfelde.de",
        "Europe/Berlin",
        "Sun, 16 May 2027 18:40:00 +0200",
      ),
    ).toEqual([{ start: "2027-06-05T09:00:00+02:00", end: "2027-06-05T13:00:00+02:00" }]);
  });
});

describe("an English letter from a country that writes the day first", () => {
  it("reads 09/10 from a .com.br school as 9 October, and 'from 10h to 14h' as its hours", async () => {
    expect(
      await read(
        "Save the date! Our annual Family Day will take place on 09/10, from 10h to 14h, on the school grounds.",
        "comunicados@eivm.com.br",
        "America/Sao_Paulo",
        "Wed, 01 Sep 2027 10:02:00 -0300",
      ),
    ).toEqual([{ start: "2027-10-09T10:00:00-03:00", end: "2027-10-09T14:00:00-03:00" }]);
  });
});
