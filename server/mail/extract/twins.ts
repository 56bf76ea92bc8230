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
function isTwin(kept: ExtractedEvent, event: ExtractedEvent): boolean {
  if (kept.change !== event.change) return false;
  if (kept.uid !== null && kept.uid === event.uid) return kept.start === event.start;
  if (kept.source === event.source) {
    // "… on Tuesday, October 6 at 3:15 PM" and "See you Tuesday!": the day again, not an event.
    if (event.allDay && !kept.allDay && kept.start.slice(0, 10) === event.start.slice(0, 10))
      return similarTitles(kept.title, event.title);
    // ("3/18 Spring Concert, 7:00 PM" in a list and "the concert … runs about 75 minutes" below:
    // one concert, its length said once.)
    return (
      kept.start === event.start &&
      (kept.end === event.end || (!kept.allDay && !event.allDay)) &&
      sameTitle(kept.title, event.title)
    );
  }
  if (sourceRank[kept.source] < 2 && kept.start === event.start && kept.end === event.end)
    return true;
  return (
    kept.start.slice(0, 10) === event.start.slice(0, 10) && similarTitles(kept.title, event.title)
  );
}

/** A kept event with the one-hour default takes its twin's longer stated end. */
const withStatedEnd = (kept: ExtractedEvent, twin: ExtractedEvent): ExtractedEvent =>
  !kept.allDay &&
  kept.start === twin.start &&
  Date.parse(kept.end) - Date.parse(kept.start) === 3_600_000 &&
  Date.parse(twin.end) > Date.parse(kept.end)
    ? { ...kept, end: twin.end }
    : kept;

export function withoutDuplicates(events: ReadonlyArray<ExtractedEvent>): Array<ExtractedEvent> {
  const ordered = [...events].sort(
    (left, right) =>
      sourceRank[left.source] - sourceRank[right.source] || right.confidence - left.confidence,
  );
  const kept: Array<ExtractedEvent> = [];
  for (const event of ordered) {
    const twin = kept.findIndex((other) => isTwin(other, event));
    if (twin === -1) kept.push(event);
    else kept[twin] = withStatedEnd(kept[twin] ?? event, event);
  }
  return kept;
}
