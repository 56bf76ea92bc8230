/**
 * Calendar arithmetic for the seed: days relative to "today" where the
 * family lives, local wall-clock times turned into instants, and dates
 * written the way a school letter writes them. The zone math itself lives in
 * api/zonedTime.ts.
 */

import { type CivilDate, civilDateAt, instantOfWallTime } from "../../api/zonedTime";

export { addDays, type CivilDate, isoDate } from "../../api/zonedTime";

/** The date it is at `now` in the zone. */
export const todayIn = (timeZone: string, now: Date): CivilDate =>
  civilDateAt(now.getTime(), timeZone);

/**
 * The instant the zone's clocks show `time` ("HH:MM") on `date`. A time
 * skipped by a daylight-saving change lands just after the gap.
 */
export const zonedInstant = (date: CivilDate, time: string, timeZone: string): Date =>
  new Date(instantOfWallTime(date, time, timeZone));

/** Local midnight starting `date` in the zone (how all-day events are stored). */
export const startOfDay = (date: CivilDate, timeZone: string): Date =>
  zonedInstant(date, "00:00", timeZone);

const longDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
});

/** "Tuesday 14 April", as a school letter writes a date. */
export function spokenDate(date: CivilDate): string {
  return longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** The machine's own time zone, or UTC when the runtime does not say. */
export function machineTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
