/**
 * A move in the other languages the extractor reads (issue 12): French,
 * Spanish, Portuguese, Dutch and German mail that moves an event gives one
 * update at the new time, replacing the old day, titled without the move's
 * words; a postponement to no date calls the event off.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const moves = [
  {
    language: "Spanish",
    body: "Hola familias:\n\nOs informamos de que el partido del sábado 14 de marzo contra el CD Canillas se traslada al domingo 15 de marzo a las 11:00.",
    title: /^El partido contra el CD Canillas$/i,
  },
  {
    language: "French",
    body: "Chers parents,\n\nLe match du samedi 14 mars contre le PSG est reporté au dimanche 15 mars à 11h00.",
    title: /^Le match contre le PSG$/i,
  },
  {
    language: "German",
    body: "Liebe Eltern,\n\ndas Spiel am Samstag, 14. März gegen den TSV wird auf Sonntag, 15. März um 11:00 Uhr verlegt.",
    title: /^Das Spiel gegen den TSV$/i,
  },
  {
    language: "Dutch",
    body: "Beste ouders,\n\nDe wedstrijd van zaterdag 14 maart tegen Ajax is verplaatst naar zondag 15 maart om 11:00.",
    title: /^De wedstrijd tegen Ajax$/i,
  },
  {
    language: "Portuguese",
    body: "Caros pais,\n\nO jogo contra o Benfica de sábado, 14 de março, foi adiado para domingo, 15 de março, às 11h00.",
    title: /^O jogo contra o Benfica$/i,
  },
];

describe("a move in another language", () => {
  it.each(moves)(
    "$language: one update at the new time, replacing the old day",
    async ({ body, title }) => {
      const found = await eventsIn(body, { subject: "Match" }, "Europe/Madrid");
      expect(
        found.map(({ start, allDay, change, replaces }) => ({ start, allDay, change, replaces })),
      ).toEqual([
        {
          start: "2026-03-15T11:00:00+01:00",
          allDay: false,
          change: "update",
          replaces: { start: "2026-03-14", allDay: true },
        },
      ]);
      expect(found[0]?.title).toMatch(title);
    },
  );

  it("reads a postponement to no date as the event called off, in French, Spanish and German", async () => {
    for (const body of [
      "La kermesse du samedi 14 mars est reportée à une date ultérieure.",
      "La fiesta del sábado 14 de marzo queda aplazada hasta nuevo aviso.",
      "Das Sommerfest am Samstag, 14. März wird auf unbestimmte Zeit verschoben.",
    ]) {
      const found = await eventsIn(body, { subject: "Info" }, "Europe/Paris");
      expect({ body, changes: found.map((event) => [event.start, event.change]) }).toEqual({
        body,
        changes: [["2026-03-14", "cancel"]],
      });
    }
  });

  it("leaves mail that only names a date in another language as a new event", async () => {
    const found = await eventsIn(
      "Chers parents,\n\nLa kermesse aura lieu le samedi 14 mars à 14h00 dans la cour.",
      { subject: "Kermesse" },
      "Europe/Paris",
    );
    expect(found.map((event) => [event.start, event.change])).toEqual([
      ["2026-03-14T14:00:00+01:00", "new"],
    ]);
  });
});
