/**
 * The same event found twice in one message (a newsletter's list and its
 * paragraph, an invitation's calendar file and its text): which events are
 * twins, and which of two twins is kept.
 */

import type { ExtractedEvent } from "./types";

export const sourceRank: Record<ExtractedEvent["source"], number> = {
  ics: 0,
  jsonld: 1,
  microdata: 1,
  html: 2,
  text: 3,
  pdf: 3,
};

const words = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/\p{L}{3,}|\p{N}+/gu) ?? []).filter((word) => word !== "the"));

/** Loosely the same title: half the words of the shorter one are in the other. */
function similarTitles(left: string, right: string): boolean {
  const a = words(left);
  const b = words(right);
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.min(a.size, b.size) >= 0.5;
}

/** Strictly the same title: every word of one is in the other ("Year 3 swimming" is not "Year 4 swimming"). */
export function sameTitle(left: string, right: string): boolean {
  const a = words(left);
  const b = words(right);
  if (a.size === 0 || b.size === 0) return left.trim().toLowerCase() === right.trim().toLowerCase();
  return [...a].every((word) => b.has(word)) || [...b].every((word) => a.has(word));
}

/**
 * Whether a later event repeats one already kept: the same calendar UID and
 * start; within one source the same times and title, or an all-day event
 * on a timed one's day with a similar title; across sources the
 * same day and a similar title, or a structured event's exact times.
 */
function isTwin(
  kept: ExtractedEvent,
  event: ExtractedEvent,
  lengthUnsaid: Pick<ReadonlySet<ExtractedEvent>, "has">,
): boolean {
  if (kept.change !== event.change) return false;
  if (kept.uid !== null && kept.uid === event.uid) return kept.start === event.start;
  if (kept.source === event.source) {
    // "… on Tuesday, October 6 at 3:15 PM" and "See you Tuesday!": the day again, not an event.
    if (event.allDay && !kept.allDay && kept.start.slice(0, 10) === event.start.slice(0, 10))
      return similarTitles(kept.title, event.title);
    return (
      kept.start === event.start &&
      (kept.end === event.end || oneLengthUnsaid(kept, event, lengthUnsaid)) &&
      sameTitle(kept.title, event.title)
    );
  }
  if (sourceRank[kept.source] < 2 && kept.start === event.start && kept.end === event.end)
    return true;
  return (
    kept.start.slice(0, 10) === event.start.slice(0, 10) && similarTitles(kept.title, event.title)
  );
}

/**
 * "3/18 Spring Concert, 7:00 PM" in a newsletter's list and "the concert …
 * runs about 75 minutes" below it: one concert, its length said once. Only
 * read from text, with the very same name and people, one of the two the
 * one-hour default ("Football training 9-10" and "Football training +
 * tournament 9-1" are two; so are two calendar entries and two children's lessons).
 */
function oneLengthUnsaid(
  kept: ExtractedEvent,
  event: ExtractedEvent,
  lengthUnsaid: Pick<ReadonlySet<ExtractedEvent>, "has">,
): boolean {
  const [left, right] = [words(kept.title), words(event.title)];
  return (
    sourceRank[kept.source] >= 2 &&
    kept.uid === null &&
    event.uid === null &&
    !kept.allDay &&
    !event.allDay &&
    left.size === right.size &&
    [...left].every((word) => right.has(word)) &&
    [...kept.members].sort().join("\n") === [...event.members].sort().join("\n") &&
    lengthUnsaid.has(kept) !== lengthUnsaid.has(event)
  );
}

/** A kept event with the one-hour default takes its twin's stated end. */
const withStatedEnd = (
  kept: ExtractedEvent,
  twin: ExtractedEvent,
  lengthUnsaid: Pick<ReadonlySet<ExtractedEvent>, "has">,
): ExtractedEvent =>
  !kept.allDay && kept.start === twin.start && lengthUnsaid.has(kept) && !lengthUnsaid.has(twin)
    ? { ...kept, end: twin.end }
    : kept;

/** The events without their twins; `lengthUnsaid` holds the timed ones with the one-hour default. */
export function withoutDuplicates(
  events: ReadonlyArray<ExtractedEvent>,
  lengthUnsaid: Pick<ReadonlySet<ExtractedEvent>, "has"> = new Set(),
): Array<ExtractedEvent> {
  const ordered = [...events].sort(
    (left, right) =>
      sourceRank[left.source] - sourceRank[right.source] || right.confidence - left.confidence,
  );
  const kept: Array<ExtractedEvent> = [];
  for (const event of ordered) {
    const twin = kept.findIndex((other) => isTwin(other, event, lengthUnsaid));
    if (twin === -1) kept.push(event);
    else kept[twin] = withStatedEnd(kept[twin] ?? event, event, lengthUnsaid);
  }
  return kept;
}
