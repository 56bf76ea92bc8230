/**
 * A day the message gives a timed event already, said again without its
 * time by a line that names nothing of its own: "THIS Saturday folks!" over
 * "Jan 16, 12:15-1:30, BMO Centre rink 3", "We still need a scorekeeper for
 * the game" beside "Game at 5:30". "Red Nose Day" beside the assembly at
 * 2pm names a day of its own and stays.
 */

import type { ExtractedEvent } from "./types";
import { eventWords } from "./vocabulary";

const fromText = (event: ExtractedEvent): boolean =>
  event.source === "text" || event.source === "html" || event.source === "pdf";

/** A title that is a sentence or a fragment of one, or names no event. */
const namesNothing = (title: string): boolean =>
  title.split(/\s+/).length >= 7 ||
  !eventWords.test(title) ||
  /(?<!\p{L})(?:or|and|but|the|a|an|to|of|for|with|at|on|in)\s*$/iu.test(title);

/** `events` without all-day text events that only say again the day of a timed one. */
export function withoutUntimedEchoes<Event extends ExtractedEvent>(
  events: ReadonlyArray<Event>,
): Array<Event> {
  const timedDays = new Set(
    events
      .filter((event) => fromText(event) && !event.allDay)
      .map((event) => event.start.slice(0, 10)),
  );
  return events.filter(
    (event) =>
      !(
        fromText(event) &&
        event.allDay &&
        event.change === "new" &&
        timedDays.has(event.start.slice(0, 10)) &&
        namesNothing(event.title)
      ),
  );
}
