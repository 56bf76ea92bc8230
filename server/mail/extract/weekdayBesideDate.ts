/**
 * A bare weekday beside the date it names: "Sunday is our turn at the
 * festival (19th April)", written on a Wednesday. chrono places a weekday
 * said alone on the nearest such day, here the Sunday just gone; the date
 * a few words on says which Sunday is meant, so the weekday takes that date;
 * and one right after its date ("11.12.2027 (Saturday)") is that date's, or
 * after a span, its last day's, which the span holds already.
 */

import { ParsingComponents } from "chrono-node";
import type { Hit } from "./dates";
import { utcDay } from "./zone";

const DAY_MS = 86_400_000;

/** "last Sunday", "next Friday", "this Saturday": a weekday placed by its own words. */
const placedByWords = /\b(?:last|next|this|coming|following|past|previous)\b/i;

const utcOf = (hit: Hit): number => utcDay(hit.start);

/** How far apart, in characters, a weekday and the date that names its day may stand. */
const besideChars = 60;

/**
 * The hits of one text, each bare weekday that chrono placed before the message's day given the
 * date beside it (within a few words) that falls on the same weekday a week on. A weekday placed
 * ahead ("Training on Saturday, and the tournament the weekend after, Saturday 3 October") keeps
 * its own day.
 */
export function withWeekdaysOfTheirDates(hits: ReadonlyArray<Hit>, reference: Date): Array<Hit> {
  const today = Date.UTC(
    reference.getUTCFullYear(),
    reference.getUTCMonth(),
    reference.getUTCDate(),
  );
  const dates = hits.filter((hit) => hit.start.isCertain("day"));
  if (dates.length === 0) return [...hits];
  const endsNamed = new Set<Hit>();
  for (const hit of hits) {
    if (
      !hit.start.isCertain("weekday") ||
      hit.start.isCertain("day") ||
      placedByWords.test(hit.text)
    )
      continue;
    const weekday = hit.start.get("weekday");
    const own = utcOf(hit);
    const apartFrom = (date: Hit) =>
      date.index > hit.index
        ? date.index - (hit.index + hit.text.length)
        : hit.index - (date.index + date.text.length);
    // "on 11.12.2027 (Saturday) from 9:00 a.m.": the weekday right after its date (in brackets or
    // after a comma) is that date's, however far chrono placed it.
    const bracketed = dates.find(
      (date) =>
        date.index < hit.index &&
        apartFrom(date) <= 2 &&
        new Date(utcOf(date)).getUTCDay() === weekday,
    );
    // "from 24/12/2027 to 02/01/2028 (Sunday)": the weekday after a span names its last day,
    // which the span holds already.
    const spanEnd = dates.find(
      (date) =>
        !hit.start.isCertain("hour") &&
        date.end !== null &&
        date.index < hit.index &&
        apartFrom(date) <= 2 &&
        new Date(utcDay(date.end)).getUTCDay() === weekday,
    );
    if (bracketed === undefined && spanEnd !== undefined) {
      endsNamed.add(hit);
      continue;
    }
    // (A day from the reference's UTC date: a weekday placed a day or more in the past.)
    if (bracketed === undefined && own >= today - DAY_MS / 2) continue;
    const named =
      bracketed ??
      dates.find((date) => {
        const away = (utcOf(date) - own) / DAY_MS;
        return (
          new Date(utcOf(date)).getUTCDay() === weekday &&
          away === 7 &&
          apartFrom(date) <= besideChars
        );
      });
    // (chrono's parsers give ParsingComponents, whose implied parts can be set.)
    if (named === undefined || !(hit.start instanceof ParsingComponents)) continue;
    for (const part of ["year", "month", "day"] as const) {
      const value = named.start.get(part);
      if (value !== null) hit.start.imply(part, value);
    }
  }
  return hits.filter((hit) => !endsNamed.has(hit));
}
