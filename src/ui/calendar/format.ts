import type { CalendarEvent } from "../../../api/CalendarEvent";
import { addDays, type DayKey, daysBetween, eventDaySpan, isDayKey, type YearMonth } from "./dates";

/**
 * Dates and times as people read them. `locale` is the reader's (the
 * browser's when left out); the zone is always explicit, so an event reads
 * the same on a phone abroad as at home.
 */

type Locale = string | undefined;

/** A day key as a Date at noon UTC: formatted in UTC it is that day in every locale. */
function dayAsDate(day: DayKey): Date {
  return new Date(`${day}T12:00:00Z`);
}

const dayFormats = {
  long: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
  medium: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
  short: { weekday: "short", day: "numeric", month: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof dayFormats;

/** In en-GB: `Monday, 14 September 2026` (long), `Mon, 14 Sept 2026` (medium), `Mon 14 Sept` (short). */
export function formatDay(day: DayKey, style: DayStyle = "long", locale?: Locale): string {
  return new Intl.DateTimeFormat(locale, { ...dayFormats[style], timeZone: "UTC" }).format(
    dayAsDate(day),
  );
}

/** "Today", "Tomorrow" or "Yesterday" for a day near `today`; null otherwise. */
export function relativeDayName(day: DayKey, today: DayKey): string | null {
  const difference = daysBetween(today, day);
  if (difference === 0) return "Today";
  if (difference === 1) return "Tomorrow";
  if (difference === -1) return "Yesterday";
  return null;
}

/** `September 2026`. */
export function formatMonth({ year, month }: YearMonth, locale?: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** Weekday names (`Mon`, `Monday`) for weekday numbers 0 (Sunday) to 6. */
export function weekdayName(weekday: number, style: "short" | "long", locale?: Locale): string {
  // 2026-09-13 is a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" }).format(
    dayAsDate(addDays("2026-09-13", weekday)),
  );
}

/** `08:30` (or `8:30 AM`, as the locale writes times) of an instant in a zone. */
export function formatTime(iso: string, timeZone: string, locale?: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(iso));
}

/** `Mon, 14 Sept 2026, 08:30` of an instant in a zone (e-mail received times). */
export function formatDateTime(iso: string, timeZone: string, locale?: Locale): string {
  const day = new Intl.DateTimeFormat(locale, { ...dayFormats.medium, timeZone }).format(
    new Date(iso),
  );
  return `${day}, ${formatTime(iso, timeZone, locale)}`;
}

/** The zone's short name at an instant: `BST`, `GMT+2`, `EDT`. */
export function timeZoneShortName(iso: string, timeZone: string, locale?: Locale): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(
    new Date(iso),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

type EventTimes = Pick<CalendarEvent, "startsAt" | "endsAt" | "allDay" | "timezone">;

/**
 * When an event happens, whole, in its own zone: `Mon, 14 Sept 2026, 08:30–09:30`,
 * `Mon, 14 Sept – Wed, 16 Sept 2026, all day`.
 */
export function formatEventWhen(event: EventTimes, locale?: Locale): string {
  if (isDayKey(event.startsAt)) {
    const { first, last } = eventDaySpan(event, event.timezone);
    const format = new Intl.DateTimeFormat(locale, { ...dayFormats.medium, timeZone: "UTC" });
    const days =
      first === last
        ? format.format(dayAsDate(first))
        : format.formatRange(dayAsDate(first), dayAsDate(last));
    return `${days}, all day`;
  }
  const format = new Intl.DateTimeFormat(locale, {
    ...dayFormats.medium,
    hour: "numeric",
    minute: "2-digit",
    timeZone: event.timezone,
  });
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  if (Number.isNaN(end.getTime()) || end.getTime() <= start.getTime()) return format.format(start);
  return format.formatRange(start, end);
}

/**
 * An event's times on one day of a list or calendar, read in `timeZone`:
 * `All day`, `08:30 – 09:30`, `From 20:00` on the first of several days,
 * `Until 02:00` on the last.
 */
export function formatTimesOnDay(
  event: EventTimes,
  day: DayKey,
  timeZone: string,
  locale?: Locale,
): string {
  const { first, last } = eventDaySpan(event, timeZone);
  const several = first !== last;
  const ofDays = several
    ? ` (day ${daysBetween(first, day) + 1} of ${daysBetween(first, last) + 1})`
    : "";
  if (isDayKey(event.startsAt)) return `All day${ofDays}`;
  const start = formatTime(event.startsAt, timeZone, locale);
  const end = formatTime(event.endsAt, timeZone, locale);
  if (!several) return event.startsAt === event.endsAt ? start : `${start} – ${end}`;
  if (day === first) return `From ${start}${ofDays}`;
  if (day === last) return `Until ${end}${ofDays}`;
  return `All day${ofDays}`;
}
