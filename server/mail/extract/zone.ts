/**
 * The extractor's names for wall-clock arithmetic in IANA zones. The
 * arithmetic itself is api/zonedTime.ts, shared with the product's server,
 * the seed and the browser, so an extracted event's times and all-day dates
 * resolve exactly as the calendar later reads them back.
 */

import { isTimeZone } from "../../../api/fields";
import {
  addDays,
  type CivilDate,
  civilDate,
  civilDateAt,
  daysBetween,
  instantShowing,
  isIsoDate,
  isoDate,
  type WallClock,
  wallClockAt,
} from "../../../api/zonedTime";

export {
  addDays,
  daysBetween,
  formatOffset,
  isoInZone,
  offsetMinutesAt,
} from "../../../api/zonedTime";

/** Local fields of an instant; `month` runs 1 to 12. */
export type WallTime = WallClock;

/** A date on the calendar, with no time zone. */
export type CalendarDay = CivilDate;

/** The first day on or after `from` with `day`'s weekday: a bare "Saturday" is the coming one. */
export function weekdayOnOrAfter(day: CalendarDay, from: CalendarDay): CalendarDay {
  let next = day;
  while (daysBetween(from, next) < 0) next = addDays(next, 7);
  return next;
}

/** True when Intl knows the zone (IANA names and "UTC"). */
export const isValidTimeZone: (timeZone: string) => boolean = isTimeZone;

/** The local fields of an instant in a zone. */
export const wallTimeOf: (instant: number, timeZone: string) => WallTime = wallClockAt;

/**
 * The instant a local time names in a zone. In a spring-forward gap the
 * time moves forward by the gap; in a fall-back overlap the earlier one wins.
 */
export const instantOf: (wall: WallTime, timeZone: string) => number = instantShowing;

/** `YYYY-MM-DD`. */
export const formatDay: (day: CalendarDay) => string = isoDate;

export const dayOfInstant: (instant: number, timeZone: string) => CalendarDay = civilDateAt;

/** The fields of a `YYYY-MM-DD` date, or null for any other text. */
export function parseDay(value: string): CalendarDay | null {
  return isIsoDate(value) ? civilDate(value) : null;
}

/** A parsed date's day ("the start or end of a hit") as the UTC midnight of that day, as written. */
export const utcDay = (parts: { get: (unit: "year" | "month" | "day") => number | null }): number =>
  Date.UTC(parts.get("year") ?? 2000, (parts.get("month") ?? 1) - 1, parts.get("day") ?? 1);
