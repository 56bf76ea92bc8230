import type { CalendarEvent } from "../../../api/CalendarEvent";
import type { Preferences } from "../../../api/Preferences";
import {
  dateInZone,
  instantOfWallTime as instantOfWallClock,
  isoDate,
  startOfDay,
  wallClockAt,
} from "../../../api/zonedTime";

export { isoInZone } from "../../../api/zonedTime";

/**
 * Calendar arithmetic in a family's time zone, without a date library (the
 * zone math itself is api/zonedTime.ts). Days are `YYYY-MM-DD` keys ("day
 * keys"): they name a calendar day wherever the reader is, and compare as
 * strings. Instants are epoch milliseconds.
 */

export type DayKey = string;
export type WeekStartsOn = Preferences["weekStartsOn"];

/** A month of the calendar; `month` runs 1 to 12. */
export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

const DAY_MS = 86_400_000;
const dayKeyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The weekday numbers (0 Sunday … 6 Saturday) a week may start on. */
const weekStartIndex: Record<WeekStartsOn, number> = { sunday: 0, monday: 1, saturday: 6 };

/** The browser's own zone: the fallback while the family's preferences load. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** True for a date without a time (`2026-09-14`), as all-day events carry. */
export function isDayKey(value: string): boolean {
  return dayKeyPattern.test(value);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

export function dayKeyOf(year: number, month: number, day: number): DayKey {
  return isoDate({ year, month, day });
}

/** The calendar day an instant falls on in a zone. */
export const dayKeyInZone: (instant: number, timeZone: string) => DayKey = dateInZone;

function parseDayKey(day: DayKey): [number, number, number] {
  const match = dayKeyPattern.exec(day);
  if (match === null) throw new Error(`Not a date: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The instant a wall-clock time on a day has in a zone. A time that a
 * clock change skips resolves forwards (02:30 on a spring-forward night
 * becomes 03:30); a repeated one takes its first occurrence.
 */
export function instantOfWallTime(day: DayKey, time: string, timeZone: string): number {
  const [year, month, date] = parseDayKey(day);
  return instantOfWallClock({ year, month, day: date }, time, timeZone);
}

/** `HH:MM` of an instant in a zone. */
export function wallTimeInZone(instant: number, timeZone: string): string {
  const p = wallClockAt(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

export function addDays(day: DayKey, count: number): DayKey {
  const [year, month, date] = parseDayKey(day);
  const next = new Date(Date.UTC(year, month - 1, date + count));
  return dayKeyOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayKey, to: DayKey): number {
  const [y1, m1, d1] = parseDayKey(from);
  const [y2, m2, d2] = parseDayKey(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: DayKey): number {
  const [year, month, date] = parseDayKey(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The first day of the week that holds `day`. */
export function startOfWeek(day: DayKey, weekStartsOn: WeekStartsOn): DayKey {
  const back = (weekdayOf(day) - weekStartIndex[weekStartsOn] + 7) % 7;
  return addDays(day, -back);
}

/** The weekday numbers in the order the family's week runs. */
export function weekdayOrder(weekStartsOn: WeekStartsOn): number[] {
  const first = weekStartIndex[weekStartsOn];
  return Array.from({ length: 7 }, (_, index) => (first + index) % 7);
}

export function monthOfDay(day: DayKey): YearMonth {
  const [year, month] = parseDayKey(day);
  return { year, month };
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** `2026-09`, as the calendar keeps its month in the URL. */
export function monthKey({ year, month }: YearMonth): string {
  return `${pad(year, 4)}-${pad(month)}`;
}

export function parseMonthKey(text: string | null): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? "");
  if (match === null) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/**
 * The weeks a month view shows: whole weeks starting on the family's first
 * weekday, from the week holding the 1st to the week holding the last day.
 */
export function monthGrid(yearMonth: YearMonth, weekStartsOn: WeekStartsOn): DayKey[][] {
  const first = dayKeyOf(yearMonth.year, yearMonth.month, 1);
  const last = addDays(
    dayKeyOf(addMonths(yearMonth, 1).year, addMonths(yearMonth, 1).month, 1),
    -1,
  );
  const weeks: DayKey[][] = [];
  for (let start = startOfWeek(first, weekStartsOn); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
  }
  return weeks;
}

export interface WeekRange {
  /** The seven days, first to last. */
  readonly days: DayKey[];
  /** Midnight starting the first day, as an instant (the `from` of `GET /event`). */
  readonly from: string;
  /** Midnight ending the last day. */
  readonly to: string;
}

/** The family's current week, in its zone. */
export function weekRange(now: number, timeZone: string, weekStartsOn: WeekStartsOn): WeekRange {
  const first = startOfWeek(dayKeyInZone(now, timeZone), weekStartsOn);
  const days = Array.from({ length: 7 }, (_, index) => addDays(first, index));
  const from = new Date(startOfDay(first, timeZone)).toISOString();
  const to = new Date(startOfDay(addDays(first, 7), timeZone)).toISOString();
  return { days, from, to };
}

export interface DaySpan {
  readonly first: DayKey;
  /** The last day the event touches (inclusive). */
  readonly last: DayKey;
}

/**
 * The days an event covers as the family reads the calendar. All-day dates
 * are the same everywhere (their `endsAt` is the day after); a timed event
 * covers the days its start and end fall on in `timeZone`, an end at
 * midnight not reaching into the next day.
 */
export function eventDaySpan(
  event: Pick<CalendarEvent, "startsAt" | "endsAt" | "allDay">,
  timeZone: string,
): DaySpan {
  if (isDayKey(event.startsAt)) {
    const first = event.startsAt;
    const endExclusive = isDayKey(event.endsAt) ? event.endsAt : addDays(first, 1);
    const last = addDays(endExclusive, -1);
    return { first, last: last < first ? first : last };
  }
  const start = Date.parse(event.startsAt);
  const end = Math.max(start, Date.parse(event.endsAt) - 1);
  const first = dayKeyInZone(start, timeZone);
  const last = Number.isNaN(end) ? first : dayKeyInZone(end, timeZone);
  return { first, last: last < first ? first : last };
}

/** Start instant used to order events; all-day ones sort at the start of their day in UTC. */
function startSortKey(event: Pick<CalendarEvent, "startsAt">): number {
  return isDayKey(event.startsAt)
    ? Date.parse(`${event.startsAt}T00:00:00Z`)
    : Date.parse(event.startsAt);
}

/** Within a day: all-day and multi-day first (longest first), then by start. */
export function compareWithinDay(a: CalendarEvent, b: CalendarEvent, timeZone: string): number {
  const spanA = eventDaySpan(a, timeZone);
  const spanB = eventDaySpan(b, timeZone);
  const wholeA = a.allDay || spanA.first !== spanA.last;
  const wholeB = b.allDay || spanB.first !== spanB.last;
  if (wholeA !== wholeB) return wholeA ? -1 : 1;
  if (wholeA) {
    if (spanA.first !== spanB.first) return spanA.first < spanB.first ? -1 : 1;
    const lengthDifference =
      daysBetween(spanB.first, spanB.last) - daysBetween(spanA.first, spanA.last);
    if (lengthDifference !== 0) return lengthDifference;
  }
  return (
    startSortKey(a) - startSortKey(b) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id)
  );
}

export interface DayGroup {
  readonly day: DayKey;
  readonly events: CalendarEvent[];
}

export interface Agenda {
  /** Today onwards, soonest first; an event already under way sits under today. */
  readonly upcoming: DayGroup[];
  /** Events that have ended, most recent day first. */
  readonly past: DayGroup[];
}

/** The list view: events grouped by the day they start, split at today. */
export function buildAgenda(
  events: ReadonlyArray<CalendarEvent>,
  timeZone: string,
  today: DayKey,
): Agenda {
  const upcoming = new Map<DayKey, CalendarEvent[]>();
  const past = new Map<DayKey, CalendarEvent[]>();
  for (const event of events) {
    const span = eventDaySpan(event, timeZone);
    const isPast = span.last < today;
    const day = isPast || span.first >= today ? span.first : today;
    const groups = isPast ? past : upcoming;
    const list = groups.get(day);
    if (list === undefined) groups.set(day, [event]);
    else list.push(event);
  }
  const toGroups = (groups: Map<DayKey, CalendarEvent[]>, order: 1 | -1): DayGroup[] =>
    [...groups.entries()]
      .sort(([a], [b]) => (a < b ? -order : a > b ? order : 0))
      .map(([day, list]) => ({
        day,
        events: list.sort((a, b) => compareWithinDay(a, b, timeZone)),
      }));
  return { upcoming: toGroups(upcoming, 1), past: toGroups(past, -1) };
}

/** Where one day's cell sits within an event's run of days. */
export type SpanPosition = "single" | "start" | "middle" | "end";

export interface DayEntry {
  readonly event: CalendarEvent;
  readonly position: SpanPosition;
  /** 1-based day of the event's run, and how many days it runs. */
  readonly dayNumber: number;
  readonly dayCount: number;
}

/**
 * The month view's cells: every day an event covers lists it, marked as the
 * start, middle or end of its run so multi-day events read as one bar.
 */
export function eventsByDay(
  days: ReadonlyArray<DayKey>,
  events: ReadonlyArray<CalendarEvent>,
  timeZone: string,
): Map<DayKey, DayEntry[]> {
  const cells = new Map<DayKey, DayEntry[]>(days.map((day) => [day, []]));
  if (days.length === 0) return cells;
  const firstShown = days.reduce((a, b) => (a < b ? a : b));
  const lastShown = days.reduce((a, b) => (a > b ? a : b));
  const sorted = [...events].sort((a, b) => compareWithinDay(a, b, timeZone));
  for (const event of sorted) {
    const span = eventDaySpan(event, timeZone);
    if (span.last < firstShown || span.first > lastShown) continue;
    const dayCount = daysBetween(span.first, span.last) + 1;
    const from = span.first < firstShown ? firstShown : span.first;
    const to = span.last > lastShown ? lastShown : span.last;
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const position: SpanPosition =
        dayCount === 1
          ? "single"
          : day === span.first
            ? "start"
            : day === span.last
              ? "end"
              : "middle";
      cells.get(day)?.push({
        event,
        position,
        dayNumber: daysBetween(span.first, day) + 1,
        dayCount,
      });
    }
  }
  return cells;
}
