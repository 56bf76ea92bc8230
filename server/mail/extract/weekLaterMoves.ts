/**
 * A move by a week that names no new date: "We're moving the workshop to
 * the same time next week", "the concert has been pushed back a week". The
 * one event the message gives is the one moved: it becomes an update seven
 * days on, replacing where it was.
 */

import type { ExtractedEvent } from "./types";
import { eventWords } from "./vocabulary";
import {
  addDays,
  dayOfInstant,
  formatDay,
  instantOf,
  isoInZone,
  parseDay,
  wallTimeOf,
} from "./zone";

const moveVerb = String.raw`\b(?:moved|moving|move|postponed?|pushed back|put back|bumped|rescheduled|shifted)\b`;

const moveWord = new RegExp(moveVerb, "i");

/** A move by a week; its first group is what stands between the verb and the week (the object). */
const weekLater = new RegExp(
  String.raw`${moveVerb}([^.!?]{0,60}?)(?:\bto\s+)?(?:the\s+)?(?:same time (?:the )?(?:following|next) week|(?:exactly )?(?:a|one) week later|(?<!\bfor\s)(?:by |back )?(?:a|one) week\b(?!['’]s|\s+(?:ago|from|on|before|after|early|earlier)\b))`,
  "gi",
);

/**
 * Whether the move is the event's: its object or its subject names an event ("moving the workshop",
 * "the concert has been pushed back"), or the subject is "it" ("it has been bumped a week").
 * "Reports, which were postponed a week" and "the deadline has been pushed back a week" are not.
 */
function movesTheEvent(sentence: string, object: string): boolean {
  const subject = sentence.slice(0, Math.max(0, sentence.search(moveWord)));
  return (
    eventWords.test(object) ||
    eventWords.test(subject) ||
    /\b(?:it|this|that)\s+(?:has|have|had|is|was|will|['’]s)\b[^.!?]{0,20}$/i.test(subject)
  );
}

/** The sentence of `text` around `index`. */
function sentenceAt(text: string, index: number): string {
  const start =
    Math.max(
      text.lastIndexOf(".", index),
      text.lastIndexOf("!", index),
      text.lastIndexOf("?", index),
      text.lastIndexOf("\n", index),
    ) + 1;
  const ends = [".", "!", "?", "\n"]
    .map((mark) => text.indexOf(mark, index))
    .filter((at) => at >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

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
  const said = text.indexOf(event.description.slice(0, 40));
  // ("Reports, which were postponed a week", "the deadline has been pushed back a week": not the event.)
  const move = [...text.matchAll(weekLater)].find((found) => {
    const sentence = sentenceAt(text, found.index);
    return said >= 0 && said < found.index && movesTheEvent(sentence, found[1] ?? "");
  });
  if (move === undefined) return [...events];
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
