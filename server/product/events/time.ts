/**
 * All-day events are kept as instants (migration 0004): local midnight of
 * the first day and of the day after the last, in the event's time zone.
 * These turn dates into those instants and back, with the runtime's zone
 * data, so any zone the contract accepts works on both database engines.
 */

import { isTimeZone } from "../../../api/fields";

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
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

interface LocalTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function localTime(instant: number, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    parts[part.type] = part.value;
  }
  const year = Number(parts.year);
  return {
    year: parts.era === "BC" || parts.era === "B" ? 1 - year : year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far ahead of UTC the zone's wall clock is at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const local = localTime(instant, timeZone);
  const asUtc = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
  );
  const wholeSeconds = instant - (((instant % 1000) + 1000) % 1000);
  return asUtc - wholeSeconds;
}

function utcOfDate(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getTime();
}

/** The first instant of `date` (`YYYY-MM-DD`) on the wall clocks of `timeZone`. */
export function startOfDay(date: string, timeZone: string): Date {
  const wall = utcOfDate(date);
  const day = 86_400_000;
  // Midnight minus the zone's offset, with each offset in force around it:
  // the one that lands on the day's first second wins. In a zone that
  // springs forward at midnight, the day starts when the gap ends, which is
  // midnight at the offset from before the change.
  const offsets = new Set(
    [wall - day, wall, wall + day].map((instant) => offsetAt(instant, timeZone)),
  );
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const starts = candidates.filter(
    (instant) =>
      dateIn(new Date(instant), timeZone) === date &&
      dateIn(new Date(instant - 1000), timeZone) !== date,
  );
  return new Date(starts[0] ?? candidates[0] ?? wall);
}

/** The calendar date (`YYYY-MM-DD`) of `instant` on the wall clocks of `timeZone`. */
export function dateIn(instant: Date, timeZone: string): string {
  const local = localTime(instant.getTime(), timeZone);
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(local.year, 4)}-${pad(local.month, 2)}-${pad(local.day, 2)}`;
}

export const isDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** A zone the runtime can read; rows written by other code fall back to UTC rather than fail. */
export const readableZone = (zone: string): string => (isTimeZone(zone) ? zone : "UTC");
