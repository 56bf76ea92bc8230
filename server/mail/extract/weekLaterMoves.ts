/**
 * A move by a week that names no new date: "We're moving the workshop to
 * the same time next week", "the concert has been pushed back a week". The
 * one event the message gives is the one moved: it becomes an update seven
 * days on, replacing where it was.
 */

import type { ExtractedEvent } from "./types";
import {
  addDays,
  dayOfInstant,
  formatDay,
  instantOf,
  isoInZone,
  parseDay,
  wallTimeOf,
} from "./zone";

const weekLater =
  /\b(?:moved|moving|move|postponed?|pushed back|put back|bumped|rescheduled|shifted)\b[^.!?]{0,60}?(?:\bto\s+)?(?:the\s+)?(?:same time (?:the )?(?:following|next) week|(?:exactly )?(?:a|one) week later|(?:by |back )?(?:a|one) week\b(?!\s+(?:from|on|before|after|early|earlier)))/i;

/** `value` (an event's start or end) seven days on, at the same wall time in `zone`. */
function weekOn(value: string, allDay: boolean, zone: string): string | null {
  if (allDay) {
    const day = parseDay(value.slice(0, 10));
    return day === null ? null : formatDay(addDays(day, 7));
  }
  const instant = Date.parse(value);
  if (!Number.isFinite(instant)) return null;
  const wall = wallTimeOf(instant, zone);
  const day = addDays(dayOfInstant(instant, zone), 7);
  return isoInZone(instantOf({ ...wall, ...day }, zone), zone);
}

/**
 * `events` with the message's one new event moved a week on when a later
 * sentence moves it by a week and names no date. Anything else is left.
 */
export function withWeekLaterMove<Event extends ExtractedEvent>(
  events: ReadonlyArray<Event>,
  text: string,
): Array<Event> {
  const [event] = events;
  if (events.length !== 1 || event === undefined || event.change !== "new") return [...events];
  const move = weekLater.exec(text);
  const said = text.indexOf(event.description.slice(0, 40));
  if (move === null || said < 0 || said >= move.index) return [...events];
  const start = weekOn(event.start, event.allDay, event.timezone);
  const end = weekOn(event.end, event.allDay, event.timezone);
  if (start === null || end === null) return [...events];
  return [
    {
      ...event,
      start,
      end,
      change: "update",
      replaces: { start: event.start, allDay: event.allDay },
    },
  ];
}
