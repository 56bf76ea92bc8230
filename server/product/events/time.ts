/**
 * All-day events are kept as instants (migration 0004): local midnight of
 * the first day and of the day after the last, in the event's time zone.
 * These turn dates into those instants and back, with the runtime's zone
 * data, so any zone the contract accepts works on both database engines.
 */

import { isTimeZone } from "../../../api/fields";
import { dateInZone, startOfDay as startOfDayInZone } from "../../../api/zonedTime";

export { isIsoDate as isDate } from "../../../api/zonedTime";

/** The first instant of `date` (`YYYY-MM-DD`) on the wall clocks of `timeZone`. */
export const startOfDay = (date: string, timeZone: string): Date =>
  new Date(startOfDayInZone(date, timeZone));

/** The calendar date (`YYYY-MM-DD`) of `instant` on the wall clocks of `timeZone`. */
export const dateIn = (instant: Date, timeZone: string): string =>
  dateInZone(instant.getTime(), timeZone);

/** A zone the runtime can read; rows written by other code fall back to UTC rather than fail. */
export const readableZone = (zone: string): string => (isTimeZone(zone) ? zone : "UTC");
