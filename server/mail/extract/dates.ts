/**
 * Dates and times in text, with chrono-node: phrases it misreads are masked
 * or rewritten first, matches keep their place in the unmasked text, and a
 * date without a year gets the year that makes sense beside the message date.
 */

import * as chrono from "chrono-node";
import { mask, thisPartOfDay } from "./dateMasks";
import type { Language } from "./language";
import type { TimeTrace, TimeWeights } from "./timeRanking";
import type { TitleTrace, TitleWeights } from "./titleRanking";
import type { ExtractionSource } from "./types";
import { monthPattern, otherLanguageDateWord, weekdayPattern } from "./vocabulary";
import { withWeekdaysOfTheirDates } from "./weekdayBesideDate";
import { countWork } from "./work";
import { type CalendarDay, daysBetween, formatDay, instantOf, offsetMinutesAt } from "./zone";
import { withoutWordZones } from "./zoneWords";

export interface TextContext {
  readonly zone: string;
  /** The original message's date: relative dates and missing years resolve against it. */
  readonly reference: Date;
  readonly dayFirst: boolean;
  readonly subject: string;
  readonly source: ExtractionSource;
  /** The message's language: its dates are read with that language's parser. */
  readonly language?: Language;
  /** Where each title choice is told, when training the title weights. */
  readonly titleTrace?: Array<TitleTrace>;
  /** Title weights other than titleWeights.json's, when the trainer scores a fit. */
  readonly titleWeights?: TitleWeights["weights"];
  /** Where each time choice is told, when training the time weights. */
  readonly timeTrace?: Array<TimeTrace>;
  /** Time weights other than timeWeights.json's, when the trainer scores a fit. */
  readonly timeWeights?: TimeWeights["weights"];
}

export {
  normaliseForChrono,
  ordinal,
  rangeAcrossWeekdays,
  rangeMonthFirst,
  resolveAgainstMessage,
} from "./dateText";

export interface DatedPart {
  readonly day: CalendarDay;
  readonly dayKnown: boolean;
  readonly weekdayOnly: boolean;
  readonly hour: number | null;
  readonly minute: number;
  /** Offset in minutes when the text named a zone ("7pm ET"). */
  readonly offset: number | null;
  /** The hour had no am or pm and was read as afternoon. */
  readonly afternoonGuessed: boolean;
}

/**
 * The parts of a chrono date. A clock time without am or pm between 1 and 7
 * ("game @ 6:30", "12:30-1:30") is read as afternoon: families are not
 * invited to things at 6:30 in the morning, and a 24-hour writer pads
 * ("06:30") or goes past 12.
 */
export function partOf(components: chrono.ParsedComponents, text = ""): DatedPart {
  const hourKnown = components.isCertain("hour");
  let hour = hourKnown ? (components.get("hour") ?? 0) : null;
  let afternoonGuessed = false;
  if (
    hour !== null &&
    hour >= 1 &&
    hour <= 7 &&
    !components.isCertain("meridiem") &&
    !/\b0\d[:.h]\d\d|\ba\.?m\b/i.test(text)
  ) {
    hour += 12;
    afternoonGuessed = true;
  }
  return {
    afternoonGuessed,
    day: {
      year: components.get("year") ?? 1970,
      month: components.get("month") ?? 1,
      day: components.get("day") ?? 1,
    },
    dayKnown: components.isCertain("day") || components.isCertain("weekday"),
    weekdayOnly: !components.isCertain("day") && components.isCertain("weekday"),
    hour,
    minute: hourKnown ? (components.get("minute") ?? 0) : 0,
    offset: components.isCertain("timezoneOffset") ? (components.get("timezoneOffset") ?? 0) : null,
  };
}

/**
 * The year of a date written without one: the first such day from six
 * weeks before the message on (so "10 January" in December is next year,
 * "27 February" in March stays in the past, and "December 20" in March is
 * this December, not last), preferring a year in which the
 * weekday written beside it ("Friday 13 March") is right.
 */
export function inferYear(
  day: CalendarDay,
  weekday: number | null,
  reference: CalendarDay,
): CalendarDay {
  const candidates = [reference.year - 1, reference.year, reference.year + 1].map((year) => ({
    ...day,
    year,
  }));
  const inWindow = candidates.filter((candidate) => {
    const distance = daysBetween(reference, candidate);
    return distance >= -45 && distance <= 400;
  });
  const weekdayOf = (candidate: CalendarDay) =>
    new Date(Date.UTC(candidate.year, candidate.month - 1, candidate.day)).getUTCDay();
  const matching =
    weekday === null ? inWindow : inWindow.filter((candidate) => weekdayOf(candidate) === weekday);
  return matching[0] ?? inWindow[0] ?? { ...day, year: reference.year };
}

export function instantOfPart(part: DatedPart, day: CalendarDay, zone: string): number {
  const wall = { ...day, hour: part.hour ?? 0, minute: part.minute, second: 0 };
  if (part.offset === null) return instantOf(wall, zone);
  return (
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - part.offset * 60_000
  );
}

/** A chrono match, with its text taken from the unmasked input. */
export interface Hit {
  readonly index: number;
  readonly text: string;
  readonly start: chrono.ParsedComponents;
  readonly end: chrono.ParsedComponents | null;
}

export const dateWord = new RegExp(
  `\\b(?:${weekdayPattern}|${monthPattern}|tomorrow|tonight|today|noon|midnight)(?![a-z])|\\d`,
  "i",
);

/** The chrono matches of a text that carry a day, a weekday or a time. */
// chrono costs about a millisecond a line; the same text is often asked about twice
// (a line, then its one sentence), so answers are kept per context.
const answers = new WeakMap<TextContext, Map<string, Array<Hit>>>();

export function parse(text: string, context: TextContext): Array<Hit> {
  // Most lines of a newsletter name no date at all: no need to ask chrono.
  if ((context.language ?? "en") === "en" ? !dateWord.test(text) : !/\d|\p{L}{3,}/u.test(text))
    return [];
  let cache = answers.get(context);
  if (cache === undefined) {
    cache = new Map();
    answers.set(context, cache);
  }
  const known = cache.get(text);
  if (known !== undefined) return known;
  const hits = parseUncached(text, context);
  if (cache.size < 5_000) cache.set(text, hits);
  return hits;
}

// "13/03/2026" can only be day first, whoever sent it.
const plainlyDayFirst = /\b(?:1[3-9]|2\d|3[01])[/.](?:0?[1-9]|1[0-2])[/.]\d{2,4}\b/;

/** chrono's parser for the message's language; English ones by day-month order. */
function parserFor(context: TextContext, text: string): Pick<chrono.Chrono, "parse"> {
  switch (context.language ?? "en") {
    case "de":
      return chrono.de.casual;
    case "fr":
      return chrono.fr.casual;
    case "es":
      return chrono.es.casual;
    case "nl":
      return chrono.nl.casual;
    case "pt":
      return chrono.pt.casual;
    case "it":
      return chrono.it.casual;
    default:
      return context.dayFirst || plainlyDayFirst.test(text) ? chrono.en.GB : chrono.en;
  }
}

/**
 * "June 12" written month first: chrono's day-first English reads it as June
 * 2012. Written as "12 June" (the same length, so positions still line up)
 * it is the 12th, as the sender meant.
 */
const monthFirst = new RegExp(
  `\\b(${monthPattern})(\\s+)(\\d{1,2}(?:st|nd|rd|th)?)\\b(?![:.]\\d|\\s*(?:[ap]\\.?m\\b|o['’]clock)|\\s*[-–]\\s*\\d)`,
  "gi",
);
const dayFirstOrder = (text: string): string =>
  text.replace(
    monthFirst,
    (_all, month: string, space: string, day: string) => `${day}${space}${month}`,
  );

function parseUncached(text: string, context: TextContext): Array<Hit> {
  countWork(text.length);
  const parser = parserFor(context, text);
  const reference = {
    instant: context.reference,
    timezone: offsetMinutesAt(context.reference.getTime(), context.zone),
  };
  try {
    // French "est" ("is") and "et" ("and"), Spanish or Portuguese "este", are not the US Eastern zone.
    const english = (context.language ?? "en") === "en";
    // "no training this evening (6.30-7.45)", "this afternoon at 3pm": today, when a time follows
    // (chrono is shown "tonight" or "today"; the hit keeps the words as written).
    const today: Array<readonly [number, number]> = [];
    const unzoned = withoutWordZones(text, english).replace(
      thisPartOfDay,
      (match: string, part: string, offset: number) => {
        today.push([offset, offset + match.length]);
        return (part.toLowerCase() === "evening" ? "tonight" : "today").padEnd(match.length, " ");
      },
    );
    const inToday = (index: number, end: number) =>
      today.find(([from, to]) => index < to && end > from);
    const masked = english
      ? parser === chrono.en.GB
        ? dayFirstOrder(mask(unzoned))
        : mask(unzoned)
      : mask(unzoned)
          .replace(/\b(?:est|este|cet|cest|et)\b/giu, (word) => "q".repeat(word.length))
          // "los alumnos de 2.º de Primaria": a school year, never 2 o'clock.
          .replace(/\b\d{1,2}\.?[ºª]/gu, (ordinal) => "q".repeat(ordinal.length))
          // "13.01." is the 13th of January, never 1:01 pm; "de 12:00 a 14:30" is a range.
          .replace(/\b(\d{1,2})\.(\d{1,2})\.(?!\d)/g, "$1/$2 ")
          // "Dienstag, 12.05" (its last full stop left behind): a day after a weekday.
          .replace(
            /\b((?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s*,?\s*(?:den\s+|le\s+|el\s+)?)(\d{1,2})\.(\d{1,2})\b(?![.:]\d)/giu,
            "$1$2/$3",
          )
          .replace(/(\d)\s+a\s+(?=\d)/g, "$1 - ")
          // "de segunda-feira, 20 de dezembro, a sexta-feira, 31 de dezembro", "del lunes 20 de
          // diciembre al viernes 31": a span of days, its "a" made a dash (positions kept).
          .replace(
            /(\d\s+de\s+\p{L}+),?\s+(?:a|al|ao)\s+(?=(?:(?:segunda|terça|quarta|quinta|sexta)-feira|sábado|domingo|lunes|martes|miércoles|jueves|viernes)?,?\s*\d{1,2}\s+de\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro)(?!\p{L}))/giu,
            (all: string, day: string) => `${day} - `.padEnd(all.length, " "),
          );
    const hits = parser
      .parse(masked, reference)
      .map((result) => {
        const end = result.index + result.text.length;
        const span = inToday(result.index, end);
        const index = Math.min(result.index, span?.[0] ?? result.index);
        const to = Math.max(end, span?.[1] ?? end);
        return {
          index,
          text: text.slice(index, to).trimEnd(),
          start: result.start,
          end: result.end ?? null,
        };
      })
      .filter((hit) => {
        if (inToday(hit.index, hit.index + hit.text.length) !== undefined) return true;
        // "Fr" of "Frühlingsfest": chrono's word edges do not know letters beyond ASCII.
        const after = text.slice(hit.index + hit.text.length, hit.index + hit.text.length + 1);
        const before = text.slice(Math.max(0, hit.index - 1), hit.index);
        if (/\p{L}/u.test(after) || /\p{L}/u.test(before)) return false;
        const words = hit.text.trim().toLowerCase();
        // Bare numbers like "2026" or "3" are not dates; nor are words with no date in them.
        if (/^[\d\s.,:()-]*$/.test(words) && !/\d[:.]\d\d/.test(words) && !/\d[/.-]\d/.test(words))
          return false;
        return (
          dateWord.test(words) ||
          ((context.language ?? "en") !== "en" && otherLanguageDateWord.test(words))
        );
      });
    return withWeekdaysOfTheirDates(hits, context.reference);
  } catch {
    return [];
  }
}

export const hasDay = (result: Hit): boolean =>
  result.start.isCertain("day") ||
  result.start.isCertain("weekday") ||
  /\b(?:tomorrow|tonight|today)\b/i.test(result.text);

export const hasTime = (result: Hit): boolean => result.start.isCertain("hour");

/** The day a hit names, "YYYY-MM-DD" (its year as chrono placed it). */
export const dayKeyOf = (hit: Hit): string => formatDay(partOf(hit.start, hit.text).day);

/** "Tuesday, April 13 through Friday, April 16": a span of days. */
export const spansDays = (result: Hit): boolean =>
  result.end?.isCertain("day") === true &&
  (result.end.get("day") !== result.start.get("day") ||
    result.end.get("month") !== result.start.get("month"));

/**
 * The last day of a span of days that starts on `day` (its year as placed),
 * or `day` when the hit names one day: "November 24-26" said in March ends
 * in the start's year, and an end before the start is the next year's.
 */
export function lastDayOfSpan(result: Hit, day: CalendarDay): CalendarDay {
  const endComponents = result.end;
  if (!endComponents?.isCertain("day")) return day;
  const endPart = partOf(endComponents);
  // (chrono's end keeps the past year the start was moved from.)
  const inYear = { ...endPart.day, year: day.year };
  const endDay = endComponents.isCertain("year")
    ? endPart.day
    : daysBetween(day, inYear) < 0
      ? { ...inYear, year: day.year + 1 }
      : inYear;
  return daysBetween(day, endDay) > 0 && daysBetween(day, endDay) < 60 ? endDay : day;
}

export const utcDay = (components: Hit["start"]): number =>
  Date.UTC(
    components.get("year") ?? 1970,
    (components.get("month") ?? 1) - 1,
    components.get("day") ?? 1,
  );

/** "Saturday's match (14 March, 10am)": a weekday that a full date beside it names again adds nothing. */
export function withoutEchoedWeekdays(hits: ReadonlyArray<Hit>): ReadonlyArray<Hit> {
  return hits.filter(
    (hit) =>
      hit.start.isCertain("day") ||
      !hit.start.isCertain("weekday") ||
      !hits.some(
        (other) =>
          other !== hit &&
          other.start.isCertain("day") &&
          weekdayOf(other) === hit.start.get("weekday"),
      ),
  );
}

/** The weekday of a hit, from its date or its written weekday; null when it has neither. */
export function weekdayOf(hit: Hit): number | null {
  const parts = hit.start;
  if (parts.isCertain("day"))
    return new Date(
      Date.UTC(parts.get("year") ?? 1970, (parts.get("month") ?? 1) - 1, parts.get("day") ?? 1),
    ).getUTCDay();
  return parts.isCertain("weekday") ? (parts.get("weekday") ?? null) : null;
}

/**
 * A bare weekday ("the closing campfire is Saturday night") that falls
 * inside a span of a week at most ("October 16-18"): a part of that span.
 */
export function weekdayWithin(hit: Hit, span: Hit): boolean {
  if (hit.start.isCertain("day") || !hit.start.isCertain("weekday") || span.end === null)
    return false;
  const from = utcDay(span.start);
  const days = Math.round((utcDay(span.end) - from) / 86_400_000);
  const weekday = hit.start.get("weekday");
  for (let day = 0; day <= days && days <= 7; day += 1)
    if (new Date(from + day * 86_400_000).getUTCDay() === weekday) return true;
  return false;
}
