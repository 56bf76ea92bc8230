/**
 * Wall-clock arithmetic in IANA zones with nothing but Intl: an instant's
 * local fields and offset in a zone, and the instant a local time names.
 */

export interface WallTime {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
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
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone (IANA names and "UTC"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === "") return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local fields of an instant in a zone. */
export function wallTimeOf(instant: number, timeZone: string): WallTime {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? "0");
  return {
    year: field("year"),
    month: field("month"),
    day: field("day"),
    hour: field("hour") % 24,
    minute: field("minute"),
    second: field("second"),
  };
}

const utcOf = (wall: WallTime): number =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Math.round((utcOf(wallTimeOf(wholeSeconds, timeZone)) - wholeSeconds) / 60_000);
}

/**
 * The instant a local time names in a zone. In a spring-forward gap the
 * time moves forward by the gap; in a fall-back overlap the earlier one wins.
 */
export function instantOf(wall: WallTime, timeZone: string): number {
  const guess = utcOf(wall);
  const first = guess - offsetMinutesAt(guess, timeZone) * 60_000;
  const second = guess - offsetMinutesAt(first, timeZone) * 60_000;
  if (first === second) return first;
  return Math.min(first, second);
}

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** ISO-8601 of an instant with the zone's offset, e.g. 2026-03-14T09:00:00-05:00. */
export function isoInZone(instant: number, timeZone: string): string {
  const wall = wallTimeOf(instant, timeZone);
  const offset = offsetMinutesAt(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${formatOffset(offset)}`;
}

export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function formatDay(day: CalendarDay): string {
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) /
      86_400_000,
  );
}

export function dayOfInstant(instant: number, timeZone: string): CalendarDay {
  const wall = wallTimeOf(instant, timeZone);
  return { year: wall.year, month: wall.month, day: wall.day };
}

export function parseDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
