/**
 * What a journey is called: its mode in the message's language, its service's
 * number ("Flight EA 137", "Train 20607") and its ends ("Dublin to Boston (BOS)").
 */

import type { Line } from "./htmlLines";
import type { Language } from "./language";
import type { Place } from "./travelPlaces";

export type Mode = "flight" | "train" | "eurostar" | "coach" | "ferry";

const modeNames: Record<Mode, Partial<Record<Language, string>> & { en: string }> = {
  flight: { en: "Flight", de: "Flug", fr: "Vol", es: "Vuelo", nl: "Vlucht", pt: "Voo" },
  train: { en: "Train", de: "Zug", fr: "Train", es: "Tren", nl: "Trein", pt: "Comboio" },
  eurostar: { en: "Eurostar" },
  coach: { en: "Coach", de: "Bus", fr: "Car", es: "Autobús", nl: "Bus", pt: "Autocarro" },
  ferry: { en: "Ferry", de: "Fähre", nl: "Veerboot" },
};

/** An airline's two-character designator: "BA", "U2", "9W". */
const designator = String.raw`(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])`;
// ("BA 117", "Flight 1183", "Flight no. UA 902": a flight's number before its first stop.)
export const flightNumber = new RegExp(
  String.raw`^\s*(?:[Ff]light\s+(?:[Nn]o\.?\s*|#\s*)?(?:${designator}\s?)?\d{1,4}\b|${designator}\s?\d{2,4}\b)`,
);
/** "Train 9014 - ", "Flight CW 1271 - ": the service's label before its first stop. */
export const serviceLabel = new RegExp(
  String.raw`^\s*(?:(?:[Ff]light|[Tt]rain|[Cc]oach|[Bb]us|[Ss]ervice)\s+(?:[Nn]o\.?\s*|#\s*)?(?:${designator}\s?)?\d{1,5}|${designator}\s?\d{2,4})\b\s*[-–—:|]?\s*`,
);
/** "EA 137", "NZ103": an airline's designator and a flight's number, standing alone. */
const designated = new RegExp(String.raw`(?<![\p{L}\d])${designator}\s?\d{1,4}(?![\p{L}\d])`, "u");
/** "Train 20607", "Train no. 12951": a train's number. */
const trainNumber =
  /\b(?:train|tren|zug|trein|comboio)\s*(?:(?:no\.?|number|#)(?:\s*\/\s*name)?)?\s*:?\s*(\d{3,5})\b/i;

/** A line that names a day: the next leg's heading, not this leg's details. */
const namesADay =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d{1,2}[/.-]\d{1,2}/i;

/**
 * The number of the leg on lines `own`, from those lines or the nearest that name it
 * ("OUTBOUND - Sat 10 Jul 2027 - Flight EA 137", "NZ103 Auckland 7:00am -> …"); `legs` holds
 * every leg's lines, which no other leg reads past.
 */
export function serviceNumber(
  mode: Mode,
  lines: ReadonlyArray<Line>,
  own: ReadonlyArray<number>,
  legs: ReadonlySet<number>,
): string | null {
  const first = own[0] ?? 0;
  const last = own.at(-1) ?? first;
  // Its own lines, the line just above, the detail line below ("Train 9008 | Coach 12"), then the
  // lines further above, nearest first; never past another leg's lines.
  const above: Array<number> = [];
  for (let index = first - 1; index >= Math.max(0, first - 8) && !legs.has(index); index -= 1)
    above.push(index);
  const belowText = lines[last + 1]?.text ?? "";
  const below = legs.has(last + 1) || namesADay.test(belowText) ? [] : [last + 1];
  const near = [...own, ...above.slice(0, 1), ...below, ...above.slice(1)];
  for (const index of near) {
    const text = lines[index]?.text ?? "";
    if (mode === "flight") {
      // ("Flight 1 of 2 - SA 1182": the designator's number, not the leg's.)
      const leading = text
        .match(flightNumber)?.[0]
        .replace(/^\s*[Ff]light\s+(?:[Nn]o\.?\s*|#\s*)?/, "");
      const number =
        leading !== undefined || /\bflights?\b/i.test(text)
          ? (text.match(designated)?.[0] ?? (/\d{2}/.test(leading ?? "") ? leading : undefined))
          : undefined;
      if (number !== undefined) return number.trim();
    } else if (mode === "train" || mode === "eurostar") {
      const number = text.match(trainNumber)?.[1];
      if (number !== undefined) return number;
    }
  }
  return null;
}

export function titleOf(
  mode: Mode,
  from: Place,
  to: Place,
  language: Language,
  number: string | null,
): string {
  const names = modeNames[mode];
  // ("Flight EA 137 Dublin to Boston (BOS)": the number a parent looks up on the day.)
  const name = `${names[language] ?? names.en}${number === null ? "" : ` ${number}`}`;
  if (language !== "en") return `${name} ${from.town} → ${to.town}`;
  const code = mode === "flight" && to.code !== null ? ` (${to.code})` : "";
  // ("Flight Halifax to Toronto (YYZ)": a parent's "flight home from Halifax" names where it leaves.)
  return `${name} ${from.town} to ${to.town}${code}`;
}
