/**
 * Moves: a sentence that changes an event says where it goes and often
 * where it was ("moved from Tuesday 10 March to Thursday 12 March",
 * "originally on Tuesday 24th February", "the 4pm practice is now at 5pm").
 * The new time becomes the event; the old one is what it replaces, which
 * the intake uses to find the event to move.
 */

import { changeOfText } from "./changeWords";
import {
  type Hit,
  hasDay,
  hasTime,
  inferYear,
  instantOfPart,
  parse,
  partOf,
  type TextContext,
  withoutEchoedWeekdays,
} from "./dates";
import { ledTimes } from "./durations";
import type { EventChange, ExtractedEvent, ReplacedTime } from "./types";
import {
  cancelWords,
  madeUpWords,
  otherLanguageMoveLeads,
  otherLanguageMoveVerbs,
} from "./vocabulary";
import {
  type CalendarDay,
  dayOfInstant,
  formatDay,
  instantOf,
  isoInZone,
  parseDay,
  wallTimeOf,
  weekdayOnOrAfter,
} from "./zone";

const moveVerbs =
  "moved|moving|moves|move|postpone|reschedule|rescheduled|re-scheduled|rearranged|re-arranged|changed|postponed|brought forward|pushed back|put back|shifted|switched|bumped";

/** The words that carry a move; where the event goes follows them. */
const moveMarker = new RegExp(
  String.raw`\b(?:${moveVerbs}|new (?:date|time|date and time)(?: is| will be)?|now(?: be| being)?(?: taking place| takes? place| held| starts?| starting)?|instead(?! of))\b\s*(?:(?:to|for|until|till|on|at)\b|:)?`,
  "i",
);

/**
 * The same in the other languages: the verb and the word that leads to the
 * new date ("se traslada al domingo", "est reporté au 3 juin", "adiado para",
 * "verplaatst naar"); German names the new date before its verb ("wird auf
 * Sonntag, 18. April verlegt"), so there the marker is the "auf" before it.
 */
const otherLanguageMoveMarker = new RegExp(
  String.raw`(?<!\p{L})(?:(?:${otherLanguageMoveVerbs})(?!\p{L})\s*(?:(?:para o|para a|${otherLanguageMoveLeads})(?!\p{L}))?|auf(?=\s.*?(?<!\p{L})(?:verlegt|vorverlegt|verschoben)(?!\p{L})))`,
  "iu",
);

/** "from Tuesday 3/10 at 4 PM to Wednesday 3/11": a few words of object may come first. */
const fromTo = /^((?:\s*[^\s.,;:]+){0,8}?)\s*\bfrom\s+(.+?)\s+(?:to|until|till)\s+(?=\S)/i;
/** "postpone this week's Twilight Meet (Friday 12 November, 5pm) to Friday 19 November": the old time in brackets. */
const asideTo = /^((?:\s*[^\s.,;:()]+){0,8}?)\s*\(([^)]*\d[^)]*)\)\s*(?:to|until|till)\s+(?=\S)/i;

/** Words that open the old time: "originally on", "that was on", "instead of", "not". */
const oldLead =
  /\b(?:(?:originally|previously|initially|formerly)(?:\s+(?:scheduled|planned|set|booked|due|arranged|advertised))?|(?:that|which) (?:was|were)(?:\s+(?:originally|previously))?(?:\s+(?:scheduled|planned|set|booked|due|arranged))?|(?:was|were)(?:\s+(?:originally|previously))?\s+(?:scheduled|planned|set|booked|due|arranged)|instead of|rather than|in place of|not)(?:\s+(?:to be|to take place))?(?:\s+(?:on|for|at))?\s+/gi;

/** Where the old time's clause stops: the verb of the sentence, or a break. */
const clauseEnd =
  /[;()]|\s[-\u2013]\s|\b(?:has|have|had|is|are|will|was|were|and|but|so|because|as|due|owing|which|who)\b/i;

/**
 * Words between a move and its "from" that belong to the new time instead
 * ("moved to Sunday from 10am"), or make "from … to" the new hours ("will
 * now run from 6.30pm to 8pm").
 */
const notAnObject =
  /\b(?:to|into|for|until|till|on|at|run|runs|running|be|last|lasts|open|opens|take place|takes place)\b/i;

/** The old time had the new one's clock time. */
const sameTime =
  /\bsame time\b|\btimes? (?:stays?|remains?|is|are|will (?:be|stay|remain)) (?:the )?(?:same|unchanged)\b|\bthe usual time\b/i;

/** Loose move words the change vocabulary leaves out: a move only with an old and a new time. */
const looseMove = /\b(?:move|moving|rearranged|re-arranged|shifted|switched)\b/i;

/** Where an event was before a move, as the sentence names it. */
export interface OldTime {
  readonly day: Hit | null;
  readonly time: Hit | null;
}

/** A move read from one sentence; hit indexes are the sentence's. */
export interface Move {
  /** The new day, or null when only the clock time moves. */
  readonly day: Hit | null;
  /** The new start when the new day does not carry one. */
  readonly time: Hit | null;
  /** The new times, for the end of the event. */
  readonly times: ReadonlyArray<Hit>;
  readonly was: OldTime | null;
  /** The sentence without the old time and the move's dates, for the title. */
  readonly titleBase: string;
}

const within = (sentence: string, from: number, to: number, context: TextContext): Array<Hit> =>
  parse(sentence.slice(from, to), context).map((hit) => ({ ...hit, index: hit.index + from }));

const timeOnly = (hit: Hit): boolean => !hasDay(hit) && hasTime(hit);

/** The old time's clause in a sentence: where its lead words start, its span and, after "from X to", where the new time starts. */
interface OldClause {
  readonly lead: number;
  readonly start: number;
  readonly end: number;
  readonly newStart: number | null;
}

function oldClause(
  sentence: string,
  markerStart: number,
  markerEnd: number,
  context: TextContext,
): OldClause | null {
  const move = fromTo.exec(sentence.slice(markerEnd)) ?? asideTo.exec(sentence.slice(markerEnd));
  const object = move?.[1] ?? "";
  if (
    move !== null &&
    !notAnObject.test(object) &&
    within(sentence, markerEnd, markerEnd + object.length, context).length === 0
  ) {
    const start = markerEnd + move[0].indexOf(move[2] ?? "", object.length);
    const end = start + (move[2] ?? "").length;
    return { lead: markerEnd + object.length, start, end, newStart: markerEnd + move[0].length };
  }
  // A few tries at most: each one reads its clause for dates.
  for (const lead of [...sentence.matchAll(oldLead)].slice(0, 4)) {
    const start = lead.index + lead[0].length;
    if (lead.index < markerEnd && start > markerStart) continue;
    const rest = sentence.slice(start);
    const stops = [clauseEnd.exec(rest)?.index, moveMarker.exec(rest)?.index].filter(
      (index): index is number => index !== undefined,
    );
    const end = start + Math.min(rest.length, ...stops);
    // The clause must open with its date: "not forget the kit on Friday" names no old time.
    const first = within(sentence, start, end, context)[0];
    if (first !== undefined && first.index - start <= 5)
      return { lead: lead.index, start, end, newStart: null };
  }
  return null;
}

/**
 * Where a changed event goes and where it was. Null when the sentence names
 * no new day or time after its move words (a new venue, "the time has
 * changed"): the event keeps the dates it gave.
 */
export function moveIn(sentence: string, context: TextContext): Move | null {
  const marker = moveMarker.exec(sentence) ?? otherLanguageMoveMarker.exec(sentence);
  if (marker === null) return null;
  const markerEnd = marker.index + marker[0].length;
  const clause = oldClause(sentence, marker.index, markerEnd, context);
  let newStart = markerEnd;
  let newEnd = sentence.length;
  // "from Tuesday to Thursday": the new time follows the old; "now Friday instead of Thursday": it comes first.
  if (clause !== null && clause.newStart !== null) newStart = clause.newStart;
  else if (clause !== null && clause.lead >= markerEnd) newEnd = clause.lead;
  const fresh = within(sentence, newStart, newEnd, context);
  const day = fresh.find(hasDay) ?? null;
  // With the words before each, so that "finishes at 8pm" can end the event.
  const times = ledTimes(fresh, sentence);
  const time =
    day !== null && hasTime(day)
      ? null
      : (times.find((hit) => day === null || hit.index > day.index) ?? times[0] ?? null);
  if (day === null && time === null) return null;

  let was: OldTime | null = null;
  if (clause !== null) {
    const old = within(sentence, clause.start, clause.end, context);
    was = { day: old.find(hasDay) ?? null, time: old.find(timeOnly) ?? null };
  } else {
    // "This Saturday's rehearsal is moved to Sunday": the date before the move is the one it leaves.
    const before = within(sentence, 0, marker.index, context);
    was = { day: before.findLast(hasDay) ?? null, time: before.findLast(timeOnly) ?? null };
  }
  if (was.day === null && was.time === null) was = null;

  let titleBase = sentence;
  if (clause !== null) {
    // The old time goes from the title with its lead words ("originally on", "from ... to").
    const end = clause.newStart ?? clause.end;
    titleBase = `${sentence.slice(0, clause.lead)} ${sentence.slice(end)}`;
  }
  const spent = [...fresh, ...(clause === null ? [was?.day ?? null, was?.time ?? null] : [])];
  for (const hit of spent)
    if (hit !== null && hit !== day && hit !== time) titleBase = titleBase.replace(hit.text, " ");
  return { day, time, times, was, titleBase };
}

/** The dates a changed sentence's events are on, and the times left for their ends. */
export function moved(
  move: Move,
  sentence: string,
  dated: ReadonlyArray<Hit>,
  timed: ReadonlyArray<Hit>,
): { readonly chosen: Array<Hit>; readonly timed: Array<Hit> } {
  // Only the clock time moves: the day is the old one, or the one the sentence names.
  const chosen = move.day ?? move.was?.day ?? dated[dated.length - 1];
  // Times borrowed from the sentence after ("The match starts at 3.45pm") still count.
  const borrowed = timed.filter((hit) => hit.index >= sentence.length);
  // "(Friday 12 November, 5pm) to Friday 19 November, same time": the old clock on the new day.
  const oldClock =
    move.was?.time ?? (move.was?.day != null && hasTime(move.was.day) ? move.was.day : null);
  const kept =
    move.times.length === 0 && oldClock !== null && sameTime.test(sentence) ? [oldClock] : [];
  return {
    chosen: chosen === undefined ? [] : [chosen],
    timed: [...move.times, ...kept, ...borrowed],
  };
}

/**
 * A sentence whose subject is the event itself ("Your game has moved…", "It has moved…"), not a
 * part of its day ("Warm-up has been moved…"). Stricter than weekLaterMoves.ts's reading, which also
 * takes any event word before the verb ("The dress rehearsal has moved…").
 */
const subjectIsTheEvent =
  /^\W*(?:it|this|that|(?:your|the|our|their|his|her)\s+(?:[\p{L}'’-]+\s+)?(?:game|match|fixture|session|lesson|class|event|appointment|practice|training|start(?:ing)? time|kick-?off|time))\b/iu;

/**
 * The new time of a sentence that moves only the clock ("Your game has moved from 5.40pm to
 * 7.20pm"), for the day the sentence before names; null for any other sentence.
 */
export function movedTimeOf(sentence: string, context: TextContext): Hit | null {
  // (Only the event itself: "Warm-up has been moved from 5pm to 5.15pm" is not the gala's start.)
  if (!subjectIsTheEvent.test(sentence) || changeOfSentence(sentence, context) !== "update")
    return null;
  const move = moveIn(sentence, context);
  return move?.time != null && move.day === null ? move.time : null;
}

/** The change a sentence makes: the vocabulary's, or a move its looser words make plain. */
export function changeOfSentence(sentence: string, context: TextContext): EventChange {
  const change = changeOfText(sentence);
  if (change !== "new" || !looseMove.test(sentence)) return change;
  // "Could we move Mateo's session from tomorrow to Friday?", "originally on the 24th, rearranged for the 26th".
  const move = moveIn(sentence, context);
  return move !== null && move.was !== null ? "update" : "new";
}

/** The calendar day of a date hit, as the event's own day is found (`build`). */
function dayOf(hit: Hit, referenceDay: CalendarDay): CalendarDay {
  const part = partOf(hit.start);
  let day = part.day;
  if (hit.start.isCertain("day") && !hit.start.isCertain("year")) {
    const weekday = hit.start.isCertain("weekday") ? (hit.start.get("weekday") ?? null) : null;
    day = inferYear(day, weekday, referenceDay);
  }
  if (part.weekdayOnly) day = weekdayOnOrAfter(day, referenceDay);
  return day;
}

/**
 * Where an update's event was: the old day (else the new one, when only the
 * clock time moves) at the old time (else the new time when the text says
 * "same time", else the whole day).
 */
export function replacedTime(
  was: OldTime,
  event: ExtractedEvent,
  text: string,
  context: TextContext,
): ReplacedTime | null {
  const zone = context.zone;
  const day =
    was.day === null
      ? parseDay(event.start.slice(0, 10))
      : dayOf(was.day, dayOfInstant(context.reference.getTime(), zone));
  if (day === null) return null;
  const clock = was.time ?? (was.day !== null && hasTime(was.day) ? was.day : null);
  if (clock !== null) {
    const part = partOf(clock.start, clock.text);
    return { start: isoInZone(instantOfPart(part, day, zone), zone), allDay: false };
  }
  if (!event.allDay && sameTime.test(text)) {
    const wall = wallTimeOf(Date.parse(event.start), zone);
    const instant = instantOf({ ...day, hour: wall.hour, minute: wall.minute, second: 0 }, zone);
    return { start: isoInZone(instant, zone), allDay: false };
  }
  return { start: formatDay(day), allDay: true };
}

/** The event with what it replaces, when it is an update whose sentence names the old time. */
export function withReplaced<E extends ExtractedEvent>(
  event: E,
  move: Move | null,
  text: string,
  context: TextContext,
): E {
  if (move === null || move.was === null || event.change !== "update") return event;
  const replaces = replacedTime(move.was, event, text, context);
  return replaces === null ? event : { ...event, replaces };
}

const oldLabel =
  /^(?:old|was|previous(?:ly)?|original(?:ly)?|formerly)(?:\s+(?:date|time|date and time|day|appointment|booking|slot))?\s*[:\u2013-]/i;
const newLabel =
  /^(?:new|now|changed to|moved to|rescheduled (?:to|for))(?:\s+(?:date|time|date and time|day|appointment|booking|slot))?\s*[:\u2013-]/i;

/**
 * "Old: Thursday, November 12 at 10:00 AM" over "New: Friday, November 13
 * at 2:45 PM", or the new line first ("NEW: …" over "PREVIOUSLY: …"): one
 * update at the new time, replacing the old line's.
 */
export function withOldLines<E extends ExtractedEvent>(events: ReadonlyArray<E>): Array<E> {
  const kept: Array<E> = [];
  const labelled = (event: E | undefined, label: RegExp): event is E =>
    event !== undefined && label.test(event.description);
  for (const [index, event] of events.entries()) {
    const previous = events[index - 1];
    const next = events[index + 1];
    if (labelled(event, oldLabel) && (labelled(next, newLabel) || labelled(previous, newLabel)))
      continue;
    const old = labelled(previous, oldLabel)
      ? previous
      : labelled(next, oldLabel)
        ? next
        : undefined;
    if (old !== undefined && labelled(event, newLabel)) {
      const replaces = { start: old.start, allDay: old.allDay };
      kept.push({ ...event, change: "update", replaces });
    } else kept.push(event);
  }
  return kept;
}

/**
 * The day an update without move words goes to: the last one the sentence
 * names, unless an old-time lead stands before it ("on Thursday instead of
 * Wednesday", "Friday rather than Thursday"): then the one before.
 */
export function updatedDay(dated: ReadonlyArray<Hit>, sentence: string): Hit | undefined {
  const last = dated[dated.length - 1];
  if (last === undefined || dated.length < 2) return last;
  const lead = sentence.slice(0, last.index);
  return /\b(?:instead of|rather than|not|in place of)\s+(?:on\s+|the\s+)?$/i.test(lead)
    ? dated[dated.length - 2]
    : last;
}

/**
 * The one day a cancelling sentence calls off when it names several: the
 * one given with a time ("Dr Mensah is unwell today and tomorrow, and the
 * appointment on Wednesday 14 October at 9.10am has been cancelled"), else
 * the first that is not a weekday echoing a full date beside it.
 */
export function cancelledDay(dated: ReadonlyArray<Hit>): Hit | undefined {
  const days = withoutEchoedWeekdays(dated);
  return days.find(hasTime) ?? days[0] ?? dated[0];
}

/**
 * "I have a family thing tomorrow afternoon. Could we move Mateo's session
 * from tomorrow to Friday?": the day a move leaves is no new event of its
 * own. A new all-day event on a day some update in the message replaces is
 * dropped; a timed one, or one on another day, stays.
 */
export function withoutReplacedDays<Event extends ExtractedEvent>(
  events: ReadonlyArray<Event>,
): Array<Event> {
  const left = new Set(
    events.flatMap((event) =>
      event.change === "update" && event.replaces !== null
        ? [event.replaces.start.slice(0, 10)]
        : [],
    ),
  );
  if (left.size === 0) return [...events];
  return events.filter(
    (event) => !(event.change === "new" && event.allDay && left.has(event.start.slice(0, 10))),
  );
}

/**
 * "Tonight's game vs. the Cubs is rained out. The makeup game is Tuesday,
 * April 28 at 6:00 PM": the make-up is the called-off event again, on its
 * new day, and the sentence before names it.
 */
export function madeUpEvent(sentence: string, before: string | null): string | null {
  if (before === null || !madeUpWords.test(sentence)) return null;
  return cancelWords.test(before) ? before : null;
}
