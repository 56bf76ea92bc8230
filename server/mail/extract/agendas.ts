/**
 * A day's running order under the line that names the day and says it is
 * a plan ("schedule", "plan", "programme", "running order"):
 *
 *   Here's the schedule for the VEX IQ Championship on Saturday, February 27:
 *   7:30 - 8:15  team check-in & robot inspection
 *   8:30  opening ceremony
 *   9:00 - 12:00  qualification matches
 *   4:00  awards & wrap-up (done by 4:30)
 *
 * is one event, the day line's, as a parent puts it on the calendar: it
 * starts at the first row that is not for getting there (check-in,
 * warm-up, registration, doors) and ends where the last row's range ends
 * or where the last row or the line after it says it is done ("done by
 * 4:30", "We're usually done by 11:30"). Rows that name games or numbered
 * items are each an event of their own (scheduleLists.ts reads them).
 * Clock times without "am" or "pm" run forward through the day: "7:30"
 * above "8:30" and "12:00" is the morning.
 */

import type { TextCandidate } from "./buildEvent";
import { hasDay, hasTime, normaliseForChrono, parse, type TextContext } from "./dates";
import { resolveAgainstMessage } from "./dateText";
import type { Line } from "./htmlLines";
import { dayOn } from "./itinerary";
import { listItem } from "./scheduleLists";
import { eventsFromLines } from "./text";
import { dayOfInstant, formatDay, instantOf, isoInZone } from "./zone";

/** A clock as an agenda row writes it: "7:30", "9 am", "~3:30 PM", "14.45". */
const clock = String.raw`(\d{1,2})(?:[:.](\d{2})(?:\s*([ap])\.?m\b\.?)?|\s*([ap])\.?m\b\.?)`;
/** A row led by its time or range, then what happens: "7:30 - 8:15  team check-in". */
const row = new RegExp(
  String.raw`^\s*[~≈]?${clock}(?:\s*(?:-|–|—|to|till|until)\s*${clock})?\s*[-–—:|]?\s+(?=\p{L})`,
  "iu",
);
/** Rows for getting there, not the event's start: "team check-in", "warm-ups", "doors open". */
const gettingThere =
  /\b(?:check[- ]?in|arriv\w*|registration|register|sign[- ]?in|warm[- ]?ups?|set[- ]?up|doors|gates|drop[- ]?off|inspection|bleachers|spectators)\b/i;
/** "(done by 4:30)", "We're usually done by 11:30", "finishing around 3pm". */
const doneBy = new RegExp(
  String.raw`\b(?:done|finish(?:es|ed|ing)?|ends?|over|wrap(?:s|ping)? up)\s+(?:by|at|around|about|for)?\s*(?:approx(?:imately|\.)?\s*)?~?${clock}`,
  "i",
);

/**
 * What says the rows are one event's plan: "Here's the schedule for the
 * championship on Saturday", "Here is the plan for the day", "Schedule:". A
 * day's rows without it may be several events (three children's
 * activities, a parents' evening's slots, a school's year groups), a bus's
 * stops or a price list, and are read as before.
 */
const planWords =
  /\b(?:schedule|plan|programme|program|running order|order of (?:the )?(?:day|events)|timings)\b/i;
/** A week's timetable of lessons is no one event's plan. */
const lessonsTimetable =
  /\b(?:new|weekly|class|school|lesson)\s+(?:schedule|timetable|programme)\b/i;
/** A finish in the line after the rows, said of the event: "We're usually done by 11:30", "It finishes at 4". */
const eventFinishes =
  /^\s*(?:we|we['’](?:re|ll)|they|it|everything|all|the (?:day|event|meet|gala|tournament|competition|show|championship)s?)\b/i;

/** Fewer rows is a sentence's times, read elsewhere. */
const minimumRows = 3;
/** Rows read at most below one day. */
const maximumRows = 15;

interface Clock {
  readonly hour: number;
  readonly minute: number;
  readonly meridiem: "a" | "p" | null;
}

const clockOf = (hour?: string, minute?: string, meridiem?: string): Clock | null => {
  if (hour === undefined) return null;
  const value = Number(hour);
  const minutes = Number(minute ?? "0");
  if (value > 23 || minutes > 59) return null;
  const side = meridiem?.toLowerCase();
  return { hour: value, minute: minutes, meridiem: side === "a" || side === "p" ? side : null };
};

/** Minutes after midnight, the clock's "am" or "pm" said or `pm` guessed. */
const minutesOf = (time: Clock, pm: boolean): number => {
  // "12:30" with no "am" or "pm" is half past noon, never half past midnight.
  if (time.hour === 12 && time.meridiem === null) return 12 * 60 + time.minute;
  const hour =
    time.hour > 12
      ? time.hour
      : (time.hour % 12) + ((time.meridiem ?? (pm ? "p" : "a")) === "p" ? 12 : 0);
  return hour * 60 + time.minute;
};

/** The earliest reading of `time` not before `after` (a clock runs forward through the day). */
const onwardFrom = (time: Clock, after: number): number => {
  if (time.meridiem !== null || time.hour > 12) return minutesOf(time, false);
  const morning = minutesOf(time, false);
  return morning >= after ? morning : minutesOf(time, true);
};

/** The clocks read forward from the first, taken as morning or afternoon; null when they cannot run forward within the day. */
function runForward(clocks: ReadonlyArray<Clock>, firstAfternoon: boolean): Array<number> | null {
  const minutes: Array<number> = [];
  let last = -1;
  for (const [index, time] of clocks.entries()) {
    const value = index === 0 ? minutesOf(time, firstAfternoon) : onwardFrom(time, last);
    if (value < last || value >= 24 * 60) return null;
    minutes.push(value);
    last = value;
  }
  return minutes;
}

/** The clocks in minutes: the first as the extractor reads a bare hour (1 to 7 is the afternoon) unless the rows then cannot run forward. */
function readForward(clocks: ReadonlyArray<Clock>): Array<number> | null {
  const first = clocks[0];
  if (first === undefined) return null;
  const usual = first.hour >= 1 && first.hour <= 7;
  return runForward(clocks, usual) ?? runForward(clocks, !usual);
}

interface Row {
  readonly index: number;
  readonly start: Clock;
  readonly end: Clock | null;
  readonly what: string;
}

/** The agenda rows right below line `index` (a "Schedule:" line between them allowed). */
function rowsBelow(lines: ReadonlyArray<Line>, index: number, context: TextContext): Array<Row> {
  const rows: Array<Row> = [];
  let labels = 0;
  for (let next = index + 1; next < lines.length && rows.length < maximumRows; next += 1) {
    const line = lines[next];
    if (line === undefined || line.cells !== null) break;
    const text = line.text.replace(/^\s*[-•*·]\s*/, "");
    const match = row.exec(text);
    if (match === null) {
      // "Schedule:" or "Here is the plan:" between the day and its rows.
      if (rows.length === 0 && labels === 0 && /:\s*$/.test(text) && text.length <= 60) {
        labels += 1;
        continue;
      }
      break;
    }
    const start = clockOf(match[1], match[2], match[3] ?? match[4]);
    if (start === null || listItem.test(text)) break;
    if (parse(normaliseForChrono(text), context).some(hasDay)) break;
    rows.push({
      index: next,
      start,
      end: clockOf(match[5], match[6], match[7] ?? match[8]),
      what: text.slice(match[0].length),
    });
  }
  return rows;
}

export interface Agendas {
  readonly events: Array<TextCandidate>;
  /** The day lines and rows read, not to be read again. */
  readonly lines: Set<number>;
}

/** The events of the running orders in `lines`, one for each day line with rows below it. */
export function agendasOf(
  lines: ReadonlyArray<Line>,
  context: TextContext,
  taken: ReadonlySet<number>,
): Agendas {
  const events: Array<TextCandidate> = [];
  const used = new Set<number>();
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    // (A row is never the day line: a long timetable is read once, not once for each of its rows.)
    if (line === undefined || line.cells !== null || row.test(line.text)) continue;
    // The rows first: most lines have none below them, and reading a line's day costs more.
    const rows = rowsBelow(lines, index, context);
    if (rows.length < minimumRows || taken.has(index) || rows.some((each) => taken.has(each.index)))
      continue;
    const text = resolveAgainstMessage(normaliseForChrono(line.text), context);
    const dated = dayOn(text, context);
    // "... on Wednesday 7 October at 6.30pm. Agenda: 1. ...": the line's own time is the start.
    if (dated === null || parse(text, context).some(hasTime)) continue;
    const introduction = lines
      .slice(index, rows[0]?.index ?? index)
      .map((each) => each.text)
      .join(" ");
    if (!planWords.test(introduction) || lessonsTimetable.test(introduction)) continue;
    const after = lines[(rows.at(-1)?.index ?? index) + 1]?.text ?? "";
    const lastRow = rows.at(-1);
    const finish =
      doneBy.exec(lastRow?.what ?? "") ??
      (row.test(after) || !eventFinishes.test(after) ? null : doneBy.exec(after));
    const clocks = rows.flatMap((each) =>
      each.end === null ? [each.start] : [each.start, each.end],
    );
    const stated = finish === null ? null : clockOf(finish[1], finish[2], finish[3] ?? finish[4]);
    const minutes = readForward(stated === null ? clocks : [...clocks, stated]);
    if (minutes === null) continue;
    // Each row's start in minutes: a row with a range took two places.
    const starts: Array<number> = [];
    let at = 0;
    for (const each of rows) {
      starts.push(minutes[at] ?? 0);
      at += each.end === null ? 1 : 2;
    }
    const opening = rows.findIndex((each) => !gettingThere.test(each.what));
    const startMinutes = starts[opening === -1 ? 0 : opening] ?? 0;
    const lastEnd = lastRow?.end === null ? null : (minutes[clocks.length - 1] ?? null);
    const endMinutes = stated === null ? lastEnd : (minutes.at(-1) ?? null);
    const [dayEvent] = eventsFromLines([line], context).filter(
      (event) => event.dayKey === formatDay(dated.day),
    );
    if (dayEvent === undefined) continue;
    const instant = (total: number) =>
      instantOf(
        { ...dated.day, hour: Math.floor(total / 60), minute: total % 60, second: 0 },
        context.zone,
      );
    const start = instant(startMinutes);
    const end = endMinutes !== null && endMinutes > startMinutes ? instant(endMinutes) : null;
    used.add(index);
    for (const each of rows) used.add(each.index);
    events.push({
      ...dayEvent,
      start: isoInZone(start, context.zone),
      end: isoInZone(end ?? start + 3_600_000, context.zone),
      allDay: false,
      // A day line with its running order below is surer than the day line alone.
      confidence: Math.max(dayEvent.confidence, 0.8),
      dayKey: formatDay(dayOfInstant(start, context.zone)),
      lengthOpen: end === null,
    });
  }
  return { events, lines: used };
}
