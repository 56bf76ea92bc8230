import type { CalendarEvent } from "../../../api/CalendarEvent";
import { compareWithinDay, type DayKey, daysBetween, eventDaySpan } from "./dates";

/**
 * How one week row of a calendar lays out its events: an event that covers
 * several days is one bar across the columns it covers (in a lane, so bars
 * never overlap), the others are listed in their day's column under the bars.
 */

export interface WeekBar {
  readonly event: CalendarEvent;
  /** The column the bar starts in (0 to 6) and how many columns it covers. */
  readonly column: number;
  readonly columns: number;
  /** The event began before this week, or goes on after it. */
  readonly continuesBefore: boolean;
  readonly continuesAfter: boolean;
}

export interface WeekLayout {
  /** Each lane's bars, left to right; lane 0 sits at the top of the row. */
  readonly lanes: ReadonlyArray<ReadonlyArray<WeekBar>>;
  /** The one-day events of each day of the week, in the order a day lists them. */
  readonly singles: ReadonlyMap<DayKey, ReadonlyArray<CalendarEvent>>;
}

/**
 * Lays out `events` over `week` (consecutive days, first to last) in
 * `timeZone`. With `allDayBars` a one-day all-day event is a bar too (the
 * week's time grid puts all of them above the hours).
 */
export function layoutWeek(
  week: ReadonlyArray<DayKey>,
  events: ReadonlyArray<CalendarEvent>,
  timeZone: string,
  { allDayBars = false }: { readonly allDayBars?: boolean } = {},
): WeekLayout {
  const first = week[0];
  const last = week[week.length - 1];
  const singles = new Map<DayKey, CalendarEvent[]>(week.map((day) => [day, []]));
  const lanes: WeekBar[][] = [];
  if (first === undefined || last === undefined) return { lanes, singles };
  const sorted = [...events].sort((a, b) => compareWithinDay(a, b, timeZone));
  for (const event of sorted) {
    const span = eventDaySpan(event, timeZone);
    if (span.last < first || span.first > last) continue;
    if (span.first === span.last && !(allDayBars && event.allDay)) {
      singles.get(span.first)?.push(event);
      continue;
    }
    const from = span.first < first ? first : span.first;
    const to = span.last > last ? last : span.last;
    const bar: WeekBar = {
      event,
      column: daysBetween(first, from),
      columns: daysBetween(from, to) + 1,
      continuesBefore: span.first < first,
      continuesAfter: span.last > last,
    };
    const free = lanes.find((lane) => lane.every((other) => !overlaps(other, bar)));
    if (free === undefined) lanes.push([bar]);
    else free.push(bar);
  }
  for (const lane of lanes) lane.sort((a, b) => a.column - b.column);
  return { lanes, singles };
}

function overlaps(a: WeekBar, b: WeekBar): boolean {
  return a.column < b.column + b.columns && b.column < a.column + a.columns;
}

/** The bar of `lane` that starts in `column`, or covers it (`covered`), or nothing. */
export function barAt(
  lane: ReadonlyArray<WeekBar>,
  column: number,
): { readonly bar: WeekBar; readonly starts: boolean } | null {
  const bar = lane.find((candidate) => overlaps(candidate, { ...candidate, column, columns: 1 }));
  return bar === undefined ? null : { bar, starts: bar.column === column };
}
