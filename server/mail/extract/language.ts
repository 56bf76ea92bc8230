/**
 * The language a message is written in, from its most common small words:
 * English, German, French, Spanish, Dutch, Portuguese or Italian (the languages
 * chrono-node reads dates in). Detected from the text, never configured.
 */

export type Language = "en" | "de" | "fr" | "es" | "nl" | "pt" | "it";

const markers: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set("the and to of is are for on at with we you your will our this please".split(" ")),
  de: new Set(
    "der die das und ist nicht mit für wir sie ihr ein eine den dem am um bitte uhr von bis liebe eltern findet statt unser unsere viele grüße im zum zur auch sind wird werden gibt euch ihre".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les et est des une pour nous vous avec au aux du sur merci heures de votre vos dans bonjour sont pas chers chères parents aura lieu cordialement notre nos".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las y es del una para con por nos su sus al gracias hasta de le estimado queridas queridos familias saludos será nuestro nuestra".split(
      " ",
    ),
  ),
  nl: new Set("de het een en van is niet met voor wij jullie op om uur graag".split(" ")),
  pt: new Set("o a os as e do da dos das uma para com não nos por obrigado às de".split(" ")),
  it: new Set(
    "il gli della delle degli dei ai agli nel nella alle dalle sono che non per con vi ci si sarà siamo grazie cordiali saluti gentile gentili genitore genitori bambini alunno alunna alunni insegnanti scuola ogni questo questa ciao anche lunedì martedì mercoledì giovedì venerdì domenica".split(
      " ",
    ),
  ),
};

/** The language of `text` (its first 5,000 characters); English when nothing else clearly leads. */
export function languageOf(text: string): Language {
  // Codes and clocks are no words: "DEN", "ET" (Eastern Time) and the "am" of "7:05 am" are not
  // German's "den" and "am" or French's "et".
  const words = (
    text
      .slice(0, 5_000)
      .replace(/\d\s*(?:am|pm)\b/gi, " ")
      .match(/\p{L}+/gu) ?? []
  )
    .filter((word) => !(word.length <= 4 && word === word.toUpperCase() && word.length > 1))
    .map((word) => word.toLowerCase());
  const counts = new Map<Language, number>();
  for (const word of words) {
    for (const [language, set] of Object.entries(markers) as Array<
      [Language, ReadonlySet<string>]
    >) {
      if (set.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
    }
  }
  const english = counts.get("en") ?? 0;
  let best: Language = "en";
  let bestCount = english;
  for (const [language, count] of counts) {
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  // A few foreign words in English mail ("Bon voyage", a German place name) change nothing.
  return best !== "en" && bestCount >= Math.max(3, english * 1.5) ? best : "en";
}
