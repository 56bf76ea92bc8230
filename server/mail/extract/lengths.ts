/**
 * A length a text states for its event, in the words people use: "lasts
 * about 20 minutes", "a 45-minute assembly", "(1.5 hrs)", "please allow 90
 * minutes", and in the other languages read "dauert etwa 70 Minuten",
 * "dure environ 1 heure", "duurt ongeveer een half uur".
 */

const spelledNumbers: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
};

const number = String.raw`(?:one|two|three|four|\d)\s+and\s+a\s+(?:half|quarter)|\d{1,3}(?:\.\d{1,2})?|half\s+an?|an?|one|two|three|four|five|six`;
// "an hour and a quarter", "1hr 15": the hours' extra minutes, named or not.
const amount = String.raw`(?:${number})[\s-]*(?:hours?|hrs?|minutes?|mins?)\b(?:\s*(?:and\s+)?(?:a\s+half|a\s+quarter|three\s+quarters|\d{1,2}\s*(?:minutes?|mins?)\b|(?<=h\w*\s*)[1-5]\d\b(?![:.]\d)))?`;
// What turns a length into a distance or an offset: "15 minutes early", "a 10-minute walk".
const notALength = String.raw`(?!['’]|\s+(?:before|after|early|earlier|late|later|ahead|beforehand|prior|away|ago|from|in advance|notice|walk|drive|ride|journey|each way|to\s+(?:get|walk|drive|reach|travel|park)\b))`;
const about = String.raw`(?:(?:about|around|roughly|approx(?:imately|\.)?|just\s+(?:under|over)|up\s+to|some)\s+)?`;

const lengthPatterns: ReadonlyArray<RegExp> = [
  // "lasts about 20 minutes", "runs for about an hour and a half", "Conferences are 15 minutes", "for 45 mins",
  // "please allow 90 minutes".
  new RegExp(
    // ("Games are 6 innings or 1 hr 45 min, whichever comes first": the time limit.)
    String.raw`\b(?:for|last(?:s|ing)?(?:\s+for)?|run(?:s|ning)?(?:\s+for)?|tak(?:e|es|ing)|is|are|be|it['’]s|length|duration|running time|run time|allow(?:\s+for)?|plan\s+(?:on|for)|budget(?:\s+for)?|ha(?:ve|s)\s+an?)\s*:?\s+(?:\d{1,2}\s+(?:innings|overs|quarters|periods|halves|rounds)\s+or\s+)?${about}(${amount})${notALength}`,
    "i",
  ),
  // "We'll wrap up after about 40 minutes."
  new RegExp(
    String.raw`\b(?:wrap(?:s|ping)?\s+up|finish(?:es|ing)?|end(?:s|ing)?|be\s+(?:done|finished|over))\s+(?:after|in)\s+${about}(${amount})`,
    "i",
  ),
  // "a 45-minute assembly", "2-hour workshop", "an hour-long session"; not "a 10-minute walk" nor "10-minute slots"
  // (nor "an hour and a quarter", which the first reads whole).
  new RegExp(
    String.raw`\b((?:${number})[\s-](?:hour|hr|minute|min))(?:-long)?\s+(?!(?:walk|drive|ride|journey|trip|commute|break|interval|intermission|delay|wait|warning|notice|window|head|early|earlier|late|later|before|beforehand|ahead|prior|after|and|or)\b)(?![a-z]*[^s\s]s\b)[a-z]`,
    "i",
  ),
  // "(45 mins)", "at 4.40pm, 20 minutes.", "Duration: 1.5 hrs".
  new RegExp(String.raw`(?:\(\s*|(?:^|[,;:–—]|\s-)\s*)${about}(${amount})\s*(?=$|[.;,)!])`, "i"),
  // "It's still the usual 30 minutes": the length a family already knows.
  new RegExp(String.raw`\b(?:usual|normal|regular|standard|full)\s+(${amount})${notALength}`, "i"),
];

const gamePart =
  /\b(?:quarters?|halves|half|periods?|thirds|innings|sets?|heats?|breaks?|intervals?|rounds?|legs?|chukkas?)\s*(?:are|is|of|last|run)?\s*(?:about|around|roughly|approx(?:imately|\.)?|just\s+(?:under|over))?\s*\S?$/i;

const amountParts = new RegExp(
  String.raw`^(${number})[\s-]*(hours?|hrs?|minutes?|mins?)\b(?:\s*(?:and\s+)?(a\s+half|a\s+quarter|three\s+quarters|(\d{1,2})(?:\s*(?:minutes?|mins?))?))?`,
  "i",
);

/** The minutes an amount such as "an hour and a half", "1.5 hrs" or "90-minute" says. */
function minutesOf(text: string): number | null {
  const parts = amountParts.exec(text.trim());
  if (parts === null) return null;
  const word = (parts[1] ?? "").toLowerCase().replace(/\s+/g, " ");
  // "two and a half hours", "one and a quarter".
  const whole = /^(\S+) and a (half|quarter)$/.exec(word);
  const value = /^half an?$/.test(word)
    ? 0.5
    : whole !== null
      ? (spelledNumbers[whole[1] ?? ""] ?? Number(whole[1])) + (whole[2] === "half" ? 0.5 : 0.25)
      : (spelledNumbers[word] ?? Number(word));
  if (!Number.isFinite(value)) return null;
  if (/^h/i.test(parts[2] ?? "")) {
    const named: Record<string, number> = { "a half": 30, "a quarter": 15, "three quarters": 45 };
    const part = (parts[3] ?? "").toLowerCase().replace(/\s+/g, " ");
    const extra =
      parts[3] === undefined ? 0 : parts[4] === undefined ? (named[part] ?? 0) : Number(parts[4]);
    return Math.round(value * 60 + extra);
  }
  return Math.round(value);
}

/**
 * "Die Aufführung dauert etwa 70 Minuten", "Durée : environ 1h30", "La
 * duración aproximada es de 45 minutos", "duurt ongeveer 2 uur", "dauert
 * etwa anderthalb Stunden", "durerà circa un'ora e mezza".
 */
const otherLanguageLength =
  /(?<!\p{L})(?:dauert|dauern|dure|durent|durera|dura|duran|durará|durerà|dureranno|durano|duurt|duren|dauer|durée|duración|durata|duur|duração)(?:\s+(?:aproximada|approximative|prevista|prévue|voraussichtlich|estimada|estimée))?\s*(?::|\s(?:es|est|será|sera|is|ist|é)\s+de|\s(?:bedraagt|beträgt|ist|de|van))?\s*(?:jeweils\s+|chacun\s+|chacune\s+|cada\s+un[oa]\s+|ciascuno\s+|elk\s+)?(?:(?:etwa|ca\.|circa|rund|ungefähr|environ|unos|unas|aproximadamente|ongeveer|cerca de|approximativement)\s*)?(\d{1,3}(?:[.,]5)?|anderthalb|eineinhalb|anderhalf|een\s+half|een\s+halve|eine\s+halbe|une\s+demi-?|media|meia|une|una|un['’]|uma|eine|een|zwei|drei|deux|trois|dos|tres|dois|duas|três|twee|drie|due|tre)\s*(stunden?|std\.?|heures?|h|horas?|ore|ora|uur|minuten|minutes|minutos|minuti|min\.?)(?:\s*(\d{2})|\s+(?:et demie|y media|e meia|en een half|e mezza|y cuarto|e um quarto|et quart|en een kwartier|e un quarto))?(?!\p{L})/iu;

/** "dure une heure", "El festival durará aproximadamente dos horas": one to three, spelled out. */
const otherLanguageCounts: Record<string, number> = {
  une: 1,
  una: 1,
  "un'": 1,
  "un’": 1,
  uma: 1,
  eine: 1,
  een: 1,
  zwei: 2,
  drei: 3,
  deux: 2,
  trois: 3,
  dos: 2,
  tres: 3,
  dois: 2,
  duas: 2,
  três: 3,
  twee: 2,
  drie: 3,
  due: 2,
  tre: 3,
};

/** The minutes of `otherLanguageLength`'s match. */
function otherLanguageMinutes(match: RegExpExecArray): number {
  const word = (match[1] ?? "").toLowerCase();
  const count = /^(?:anderthalb|eineinhalb|anderhalf)$/.test(word)
    ? 1.5
    : /^(?:een\s+half|een\s+halve|eine\s+halbe|une\s+demi-?|media|meia)$/.test(word)
      ? 0.5
      : (otherLanguageCounts[word] ?? Number(word.replace(",", ".")));
  const hours = /^(?:stunde|std|heure|h|hora|ora|ore|uur)/i.test(match[2] ?? "");
  if (!hours) return count;
  const half = /(?:et demie|y media|e meia|en een half|e mezza)$/i.test(match[0])
    ? 30
    : /(?:y cuarto|e um quarto|et quart|en een kwartier|e un quarto)$/i.test(match[0])
      ? 15
      : 0;
  return Math.round(count * 60 + Number(match[3] ?? 0) + half);
}

/**
 * The length a text gives its event instead of an end: "at 3.40pm for 45
 * mins", "a 30-minute appointment", "the show runs 45 minutes", "(1.5
 * hrs)". Null when none, or when it is not a plausible length for one
 * sitting (under 5 minutes or over 10 hours).
 */
export function durationMinutes(text: string): number | null {
  const minutes = statedLength(text)?.minutes;
  return minutes !== undefined && minutes >= 5 && minutes <= 600 ? minutes : null;
}

/** The words that state a length in `text` ("Durée : environ 1h30"), or "" when none do. */
export function lengthWords(text: string): string {
  return statedLength(text)?.words ?? "";
}

/** The first length `text` states, in English or else in another language read. */
function statedLength(text: string): { readonly words: string; readonly minutes: number } | null {
  for (const pattern of lengthPatterns) {
    const match = pattern.exec(text);
    const minutes = match === null ? null : minutesOf(match[1] ?? "");
    // "Quarters are 8 minutes", "halves of 25 minutes": a part of the game, not the game.
    const part = match !== null && gamePart.test(text.slice(0, match.index + 1));
    if (match !== null && minutes !== null && !part) return { words: match[0], minutes };
  }
  const other = otherLanguageLength.exec(text);
  return other === null ? null : { words: other[0], minutes: otherLanguageMinutes(other) };
}
