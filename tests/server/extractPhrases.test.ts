/**
 * The words the title ranking reads (issue 12): which phrases name an event
 * in the languages read, and what shape a phrase has once wink-nlp has
 * tagged it.
 */
import { describe, expect, it } from "vitest";
import { phraseShape } from "../../server/mail/extract/phrases";
import { eventWords } from "../../server/mail/extract/vocabulary";

describe("words that name an event", () => {
  it("reads them in German, French, Spanish, Dutch and Portuguese, compounds included", () => {
    for (const name of [
      "Elternabend Klasse 3b",
      "Sommerfest der Kita",
      "Hallenturnier F-Jugend",
      "La réunion parents-professeurs",
      "Kermesse de l'école",
      "Excursión a Faunia",
      "El partido contra el CD Canillas",
      "Ouderavond groep 5",
      "De wedstrijd tegen Ajax",
      "O jogo contra o Benfica",
    ])
      expect(eventWords.test(name), name).toBe(true);
  });

  it("leaves weekdays, times of day and places alone", () => {
    for (const words of ["Dienstag", "am Nachmittag", "Raum 204", "Turnhalle", "mardi", "sábado"])
      expect(eventWords.test(words), words).toBe(false);
  });
});

describe("the shape of a phrase", () => {
  it("reads an event's noun at the start as a name, not an order", () => {
    for (const name of ["Match v Hendon", "Match", "Swim gala"]) {
      const shape = phraseShape(name);
      expect({ name, instruction: shape.instruction, clause: shape.clause }).toEqual({
        name,
        instruction: false,
        clause: false,
      });
    }
  });

  it("still reads an order when the verb has an object", () => {
    expect(phraseShape("Play the video").instruction).toBe(true);
    expect(phraseShape("Please bring a packed lunch").instruction).toBe(true);
  });

  it("reads a Title Case name ending in an event's noun, and a German article, as no order", () => {
    for (const name of ["Meet the Teacher BBQ", "Bring Your Dad Day", "Die Kita geschlossen"]) {
      expect({ name, instruction: phraseShape(name).instruction }).toEqual({
        name,
        instruction: false,
      });
    }
    expect(phraseShape("Meet at the Gate").instruction).toBe(true);
    expect(phraseShape("Bring a packed lunch").instruction).toBe(true);
  });
});
