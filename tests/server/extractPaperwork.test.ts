/**
 * Session 10 (issue 12), from the blind battery of date mentions that are no
 * events and the battery of relative dates: paperwork's dates (money due or
 * taken, things published or handed out, forms that open and close) in the
 * languages read; a provider's closure and the clocks; a word after a time
 * that chrono took for a zone ("um 16 Uhr ist Training", "a las 17:30 hay
 * reunión"); and Italian.
 */
import { describe, expect, it } from "vitest";
import { withoutWordZones } from "../../server/mail/extract/zoneWords";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, subject: string, zone = "Europe/London", date?: string) =>
  (await eventsIn(body, { subject, ...(date === undefined ? {} : { date }) }, zone)).map(
    ({ title, start }) => ({ title, start }),
  );

describe("paperwork's dates", () => {
  it("leaves out money due or taken, in English and the other languages read", async () => {
    for (const [body, zone] of [
      ["Your statement shows a balance of $40, payable by August 1. Thank you!", "America/Chicago"],
      ["La cuota trimestral (60 €) debe abonarse antes del día 15 de octubre.", "Europe/Madrid"],
      [
        "Der Mitgliedsbeitrag wird am 1. April abgebucht. Vielen Dank für eure Treue!",
        "Europe/Berlin",
      ],
      ["O boleto da mensalidade de março tem vencimento em 10/03. Obrigado!", "America/Sao_Paulo"],
      [
        "Het lesgeld voor het tweede semester moet uiterlijk 1 februari betaald zijn.",
        "Europe/Amsterdam",
      ],
    ] as const)
      expect(await read(body, "Fees", zone)).toEqual([]);
  });

  it("leaves out things published or handed out, and a form's opening and closing", async () => {
    expect(
      await read(
        "Mock exam results will be given out in tutor time on Friday 22 January. Revision guides will be handed out on 15 January.",
        "Year 11 update",
      ),
    ).toEqual([]);
    expect(
      await read(
        "Les bulletins seront disponibles sur le portail le 19 novembre.",
        "Bulletins",
        "America/Toronto",
      ),
    ).toEqual([]);
    expect(
      await read(
        "Summer Camp registration opens Monday, February 1 at 9:00 am and closes March 15.",
        "Summer Camp registration",
        "America/New_York",
      ),
    ).toEqual([]);
  });

  it("keeps a payment named beside its event, race-day registration and a drop-in with no registration", async () => {
    expect(
      (
        await read(
          "The Year 3 trip is on Friday 6 March; payment of £12 for the trip please.",
          "Trip",
        )
      ).length,
    ).toBe(1);
    expect(
      (await read("Registration opens 06:30 on Saturday 14 March for the fun run.", "Fun run"))
        .length,
    ).toBe(1);
    expect(
      await read(
        "LEGO Build Club\nSaturday, November 7, 2:00–3:30 p.m. · Ages 6–12 · Drop in, no registration needed.",
        "What's on",
        "America/Toronto",
      ),
    ).toEqual([{ title: "LEGO Build Club", start: "2026-11-07T14:00:00-05:00" }]);
  });

  it("leaves out a clinic's closure and the clocks changing", async () => {
    expect(
      await read(
        "Please note our clinic will be closed Friday, March 12 for staff training. Just a reminder that the clocks go forward this Sunday (14 March).",
        "Clinic news",
        "America/Vancouver",
        "Mon, 1 Mar 2027 09:00:00 -0800",
      ),
    ).toEqual([]);
  });
});

describe("a word after a time that spells a zone", () => {
  it("is no zone unless written in capitals", async () => {
    expect(withoutWordZones("um 16 Uhr ist Training", false)).toBe("um 16 Uhr qqq Training");
    expect(withoutWordZones("a las 17:30 hay reunión", false)).toBe("a las 17:30 qqq reunión");
    expect(withoutWordZones("at 7pm ET", true)).toBe("at 7pm ET");
    expect(withoutWordZones("at 7 pm est", true)).toBe("at 7 pm est");
    const [training] = await read(
      "Hallo zusammen,\n\nmorgen um 16 Uhr ist Training auf dem Kunstrasen statt in der Halle. Bitte warm anziehen!\n\nJens",
      "Training morgen",
      "Europe/Berlin",
      "Mon, 09 Feb 2026 20:12:00 +0100",
    );
    expect(training).toEqual({
      title: "Training auf dem Kunstrasen",
      start: "2026-02-10T16:00:00+01:00",
    });
  });
});

describe("Italian", () => {
  it("reads 'domani alle 16:30' and 'sabato prossimo dalle 16 alle 19'", async () => {
    const [recita] = await read(
      "Gentili genitori,\n\nvi ricordo che domani alle 16:30 c'è la recita di Natale in palestra.\n\nCordiali saluti,\nMaestra Chiara",
      "Recita di Natale",
      "Europe/Rome",
      "Thu, 17 Dec 2026 13:05:00 +0100",
    );
    expect(recita?.start).toBe("2026-12-18T16:30:00+01:00");
    const [festa] = await read(
      "Ciao! La festa di compleanno di Giulia sarà sabato prossimo dalle 16 alle 19 al parco giochi. Fammi sapere se Tommaso viene!",
      "Festa di Giulia",
      "Europe/Rome",
      "Sun, 09 May 2027 18:20:00 +0200",
    );
    expect(festa?.start).toBe("2027-05-15T16:00:00+02:00");
  });
});
