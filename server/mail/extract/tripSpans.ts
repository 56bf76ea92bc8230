/**
 * A trip away told as its departure and its return ("Departure: Monday 1
 * June, 9am … Return: Wednesday 3 June, around 3.30pm", "we leave on Friday
 * 5 June at 6pm and return on Sunday 7 June at 2pm"): one event from the
 * leaving to the coming back, as the batches write a camp or a residential
 * with its times, not two one-hour events on its first and last days.
 */

import { cleanTitle, meaningful } from "./titles";
import type { ExtractedEvent } from "./types";
import { daysBetween, parseDay } from "./zone";

const leaving =
  /\b(?:leave|leaves|leaving|depart(?:s|ing|ure)?|set(?:s|ting)? off|drop[- ]?off|salida|départ|abfahrt|vertrek\w*|partenza|partida)\b/iu;
const returning =
  /\b(?:return(?:s|ing)?|back|pick[- ]?up|collection|home|regreso|retour|rückkehr|terugkomst|rientro|regresso)\b/iu;
/** Labels the two ends are written under, which name no event. */
const endLabel =
  /^\W*(?:departure|departing|leave|leaving|return(?:ing)?|coaches?(?: leave)?|we leave|pick[- ]?up|drop[- ]?off)\b[:\s-]*/i;

/** The longest trip read as one: a fortnight's camp. */
const maxDays = 14;

const dayOf = (event: ExtractedEvent) => parseDay(event.start.slice(0, 10));

/** Whether `later` is the return of the trip `earlier` leaves on. */
function returnOf(earlier: ExtractedEvent, later: ExtractedEvent): boolean {
  const from = dayOf(earlier);
  const to = dayOf(later);
  if (from === null || to === null || earlier.allDay || later.allDay) return false;
  if (earlier.change !== "new" || later.change !== "new") return false;
  const days = daysBetween(from, to);
  if (days < 1 || days > maxDays) return false;
  // One sentence for both ("leave at 8.30 on Monday 1 June and return at about 3pm on Wednesday").
  if (earlier.description === later.description) {
    const text = earlier.description;
    const leaves = text.search(leaving);
    const returns = text.search(returning);
    return leaves >= 0 && returns > leaves;
  }
  return leaving.test(earlier.description) && returning.test(later.description);
}

/**
 * The name the merged trip keeps: one that is more than the label its end was written under,
 * else the subject's ("Year 6 residential - final details").
 */
function tripTitle(earlier: ExtractedEvent, later: ExtractedEvent, subject: string): string {
  if (!endLabel.test(earlier.title)) return earlier.title;
  if (!endLabel.test(later.title)) return later.title;
  const named = cleanTitle(subject.replace(/^(?:(?:re|fwd?|aw|wg|tr)\s*:\s*)+/i, ""));
  return meaningful(named) ? named : earlier.title;
}

/** The events with each trip's departure and return made one event from the one to the other. */
export function withTripSpans(
  events: ReadonlyArray<ExtractedEvent>,
  subject: string,
): ReadonlyArray<ExtractedEvent> {
  const text = events
    .filter((event) => event.source === "text" || event.source === "html")
    .sort((left, right) => Date.parse(left.start) - Date.parse(right.start));
  if (text.length < 2 || text.length > 6) return events;
  // A span of days already read ("Friday 6 November to Sunday 8 November") is the trip itself.
  if (
    events.some(
      (event) => event.allDay && Date.parse(event.end) - Date.parse(event.start) > 86_400_000,
    )
  )
    return events;
  const merged = new Set<ExtractedEvent>();
  const spans = new Map<ExtractedEvent, ExtractedEvent>();
  for (const [index, earlier] of text.entries()) {
    if (merged.has(earlier)) continue;
    const later = text
      .slice(index + 1)
      .find((other) => !merged.has(other) && returnOf(earlier, other));
    if (later === undefined) continue;
    merged.add(later);
    spans.set(earlier, { ...earlier, title: tripTitle(earlier, later, subject), end: later.start });
  }
  if (spans.size === 0) return events;
  return events.flatMap((event) => (merged.has(event) ? [] : [spans.get(event) ?? event]));
}
