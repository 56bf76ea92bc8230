/**
 * A bare weekday beside the date it names: "Sunday is our turn at the
 * festival (19th April)", written on a Wednesday. chrono places a weekday
 * said alone on the nearest such day, here the Sunday just gone; the date
 * beside it says which Sunday is meant, so the weekday takes that date.
 */

import { ParsingComponents } from "chrono-node";
import type { Hit } from "./dates";

const DAY_MS = 86_400_000;

/** "last Sunday", "next Friday", "this Saturday": a weekday placed by its own words. */
const placedByWords = /\b(?:last|next|this|coming|following|past|previous)\b/i;

const utcOf = (hit: Hit): number =>
  Date.UTC(
    hit.start.get("year") ?? 0,
    (hit.start.get("month") ?? 1) - 1,
    hit.start.get("day") ?? 1,
  );

/** The hits of one text, each bare weekday given the date of a later-placed day beside it that falls on it. */
export function withWeekdaysOfTheirDates(hits: ReadonlyArray<Hit>): Array<Hit> {
  const dates = hits.filter((hit) => hit.start.isCertain("day"));
  if (dates.length === 0) return [...hits];
  for (const hit of hits) {
    if (
      !hit.start.isCertain("weekday") ||
      hit.start.isCertain("day") ||
      placedByWords.test(hit.text)
    )
      continue;
    const weekday = hit.start.get("weekday");
    const own = utcOf(hit);
    const named = dates.find((date) => {
      const away = (utcOf(date) - own) / DAY_MS;
      return new Date(utcOf(date)).getUTCDay() === weekday && away === 7;
    });
    // (chrono's parsers give ParsingComponents, whose implied parts can be set.)
    if (named === undefined || !(hit.start instanceof ParsingComponents)) continue;
    for (const part of ["year", "month", "day"] as const) {
      const value = named.start.get(part);
      if (value !== null) hit.start.imply(part, value);
    }
  }
  return [...hits];
}
