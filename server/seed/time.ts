/**
 * Calendar arithmetic in a time zone, for the seed: days relative to "today"
 * where the family lives, local wall-clock times turned into instants, and
 * dates written the way a school letter writes them.
 */

/** A date on the calendar, with no time zone: 2026-09-14. */
export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

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
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instantMs: number, timeZone: string) {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? "0");
  return {
    year: field("year"),
    month: field("month"),
    day: field("day"),
    hour: field("hour"),
    minute: field("minute"),
    second: field("second"),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instantMs: number, timeZone: string): number {
  const wall = wallClock(instantMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The date it is at `now` in the zone. */
export function todayIn(timeZone: string, now: Date): CivilDate {
  const wall = wallClock(now.getTime(), timeZone);
  return { year: wall.year, month: wall.month, day: wall.day };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  };
}

export function isoDate(date: CivilDate): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * The instant the zone's clocks show `time` ("HH:MM") on `date`. A time
 * skipped by a daylight-saving change lands just after the gap.
 */
export function zonedInstant(date: CivilDate, time: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const first = wall - offsetMs(wall, timeZone);
  return new Date(wall - offsetMs(first, timeZone));
}

/** Local midnight starting `date` in the zone (how all-day events are stored). */
export function startOfDay(date: CivilDate, timeZone: string): Date {
  return zonedInstant(date, "00:00", timeZone);
}

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
