/**
 * Sessions called off and events named in Spanish, French, Dutch and
 * Portuguese mail (issue 12): "no hay entrenamiento", "pas de cours", "kein
 * Training", "geen les" call a session off; "prévue", "será na", "Informamos
 * que" and a Dutch "van" leave titles.
 */
import { describe, expect, it } from "vitest";
import { eventsIn } from "./support/extractMail";

const read = async (body: string, from: string, zone: string) =>
  (await eventsIn(body, { subject: "Info", from }, zone)).map(({ title, start, change }) => ({
    title,
    start,
    change,
  }));

describe("other languages' call-offs and titles", () => {
  it("calls off 'mañana no hay entrenamiento por la lluvia' as the training", async () => {
    expect(
      await read(
        "Hola a todos, mañana no hay entrenamiento por la lluvia. Nos vemos el jueves a la hora de siempre.",
        "entrenador@club.es",
        "Europe/Madrid",
      ),
    ).toEqual([{ title: "Entrenamiento", start: "2026-03-03", change: "cancel" }]);
  });

  it("drops 'prévue', 'Informamos que … será na' and a Dutch 'van' from titles", async () => {
    expect(
      (
        await read(
          "La réunion de parents prévue jeudi 5 mars à 18h est annulée.",
          "direction@ecole.fr",
          "Europe/Paris",
        )
      )[0],
    ).toMatchObject({ title: "La réunion de parents", change: "cancel" });
    expect(
      (
        await read(
          "Informamos que a reunião de pais do 3.º ano será na quinta-feira, 12 de março, às 18h30, na sala 5.",
          "escola@agrupamento.pt",
          "Europe/Lisbon",
        )
      )[0]?.title,
    ).toBe("Reunião de pais do 3.º ano");
    expect(
      (
        await read(
          "Op dinsdag 10 maart is er een ouderavond van 19.00 tot 20.30 uur in de aula.",
          "juf@basisschool.nl",
          "Europe/Amsterdam",
        )
      )[0]?.title,
    ).toBe("Ouderavond");
  });
});
