/**
 * Wall-clock arithmetic in an IANA time zone, with the runtime's zone data
 * and no date library, shared by the server and the browser. The contract's
 * all-day rule rests on it: an all-day event's dates are read in the event's
 * time zone, each date standing for the span from its local midnight, and
 * `endsAt` is the (exclusive) day after the last.
 */

/** A date on the calendar, with no time zone: 2026-09-14. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** What a clock on the wall shows: a date and a time of day, to the second. */
export interface WallClock extends CivilDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const DAY_MS = 86_400_000;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      era: "short",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant (epoch milliseconds) in a zone. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    parts[part.type] = part.value;
  }
  const year = Number(parts.year);
  return {
    year: parts.era === "BC" || parts.era === "B" ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines still say 24 for midnight.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** A wall-clock reading as if it were UTC; `Date.UTC` would move years 0 to 99 to the 1900s. */
function asUtc(wall: WallClock): number {
  const utc = new Date(0);
  utc.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  utc.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  return utc.getTime();
}

/** How far ahead of UTC the zone's wall clock is at `instant`, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return asUtc(wallClockAt(instant, timeZone)) - wholeSeconds;
}

/** `offsetAt` in whole minutes (east of UTC positive), as offsets are written. */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  return Math.round(offsetAt(instant, timeZone) / 60_000);
}

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** An offset in minutes as ISO 8601 writes it: `+05:30`, `-04:00`. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** An instant written with the zone's offset: `2026-09-14T08:30:00+01:00`. */
export function isoInZone(instant: number, timeZone: string): string {
  const wall = wallClockAt(instant, timeZone);
  const time = `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  return `${isoDate(wall)}T${time}${formatOffset(offsetMinutesAt(instant, timeZone))}`;
}

/** `YYYY-MM-DD`. */
export function isoDate(date: CivilDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The fields of a `YYYY-MM-DD` date; check the text with `isIsoDate` first. */
export function civilDate(text: string): CivilDate {
  const [year = 0, month = 1, day = 1] = text.split("-").map(Number);
  return { year, month, day };
}

export const isIsoDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The date `days` after `date` (before it when negative), across months and years. */
export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  const utc = (date: CivilDate) => Date.UTC(date.year, date.month - 1, date.day);
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The calendar date of `instant` on the wall clocks of `timeZone`. */
export function civilDateAt(instant: number, timeZone: string): CivilDate {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return { year, month, day };
}

/** The calendar date (`YYYY-MM-DD`) of `instant` on the wall clocks of `timeZone`. */
export function dateInZone(instant: number, timeZone: string): string {
  return isoDate(wallClockAt(instant, timeZone));
}

/**
 * The instant the zone's clocks show `time` ("HH:MM" or "HH:MM:SS") on
 * `date`. A time that a clock change skips resolves forwards, at the offset
 * from before the change (02:30 on a spring-forward night becomes 03:30,
 * and in a zone that springs forward at midnight the day starts when the gap
 * ends); a time shown twice takes its first occurrence.
 */
export function instantOfWallTime(date: CivilDate, time: string, timeZone: string): number {
  const [hour = 0, minute = 0, second = 0] = time.split(":").map(Number);
  return instantShowing({ ...date, hour, minute, second }, timeZone);
}

/**
 * The instant the zone's clocks show `wall`, resolved as `instantOfWallTime`
 * resolves it (skipped times forwards, repeated times at their first
 * occurrence).
 */
export function instantShowing(wall: WallClock, timeZone: string): number {
  const wallAsUtc = asUtc(wall);
  // The offsets in force a day either side bracket any clock change near it.
  const offsetBefore = offsetAt(wallAsUtc - DAY_MS, timeZone);
  const offsets = new Set([
    offsetBefore,
    offsetAt(wallAsUtc, timeZone),
    offsetAt(wallAsUtc + DAY_MS, timeZone),
  ]);
  const readsBack = (instant: number) => asUtc(wallClockAt(instant, timeZone)) === wallAsUtc;
  const matching = [...offsets].map((offset) => wallAsUtc - offset).filter(readsBack);
  return matching.length > 0 ? Math.min(...matching) : wallAsUtc - offsetBefore;
}

/** The first instant of `date` (`YYYY-MM-DD`) on the wall clocks of `timeZone`. */
export function startOfDay(date: string, timeZone: string): number {
  return instantOfWallTime(civilDate(date), "00:00", timeZone);
}
