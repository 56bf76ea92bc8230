/**
 * A day's list of games or routines under the line that names the day:
 *
 *   Here's our pool play schedule for the Winter Classic on Saturday, January 23.
 *   Game 1 - 9:00 AM vs Evanston Thunder (Court 2)
 *   Game 2 - 12:40 PM vs Oak Park Elite (Court 1)
 *
 * Each line is an event of its own at its time on that day, named by what it
 * says besides the time, as a parent puts each game on the calendar. Only a
 * list whose every line names a game, a numbered item or an opponent is
 * read so: an agenda of one event ("8:30 AM Opening ceremony", "~3:30 PM
 * Awards", "Round 1: 9:00 AM") stays one event.
 */

import type { TextCandidate } from "./buildEvent";
import { shapedCandidate } from "./candidate";
import { hasDay, hasTime, normaliseForChrono, parse, partOf, type TextContext } from "./dates";
import { resolveAgainstMessage } from "./dateText";
import type { Line } from "./htmlLines";
import { dayOn } from "./itinerary";
import { placeLike } from "./places";
import { cleanTitle, meaningful } from "./titles";
import { dayOfInstant, formatDay, instantOf, isoInZone } from "./zone";

/** "Game 1", "Match 3", "#112", "vs Evanston Thunder", "@ Giants": an item of a list of its own. */
export const listItem =
  /\b(?:game|match|race|routine|bout|fixture)\s*#?\d{1,3}\b|#\d{1,4}\b|(?:^|[\s(–—-])(?:vs?\.?|versus|against|@)\s+\p{Lu}/iu;

/** A clock time as written in a list line, to be cut from its name. */
const clockText = /~?\b\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)(?=\W|$)|~?\b\d{1,2}[:.]\d\d\b/gi;

/** The longest list read; more lines is a season's fixtures, read elsewhere. */
const maxItems = 8;

export interface Schedule {
  readonly events: Array<TextCandidate>;
  /** The list's lines, not to be read again. */
  readonly lines: Set<number>;
  /** The days the lists fall on: the line that named each day gives no event of its own. */
  readonly days: Set<string>;
}

/** The list items right below line `index`: one time each, no day, each naming a game or an opponent. */
function itemsBelow(
  lines: ReadonlyArray<Line>,
  index: number,
  context: TextContext,
): Array<{ index: number; line: Line }> {
  const items: Array<{ index: number; line: Line }> = [];
  for (let next = index + 1; next < lines.length && items.length < maxItems; next += 1) {
    const line = lines[next];
    if (line === undefined || line.cells !== null) break;
    if (line.text.trim() === "") continue;
    if (!listItem.test(line.text)) break;
    const hits = parse(normaliseForChrono(line.text), context);
    if (hits.some(hasDay) || hits.filter(hasTime).length !== 1) break;
    items.push({ index: next, line });
  }
  return items;
}

/** The events of the day lists in `lines`. */
export function scheduleOf(lines: ReadonlyArray<Line>, context: TextContext): Schedule {
  const events: Array<TextCandidate> = [];
  const used = new Set<number>();
  const days = new Set<string>();
  for (let index = 0; index < lines.length; index += 1) {
    // The list first: most lines have none below them, and reading a line's day costs more.
    const items = itemsBelow(lines, index, context);
    if (items.length < 2) continue;
    const text = resolveAgainstMessage(normaliseForChrono(lines[index]?.text ?? ""), context);
    const dated = dayOn(text, context);
    if (dated === null || parse(text, context).some(hasTime)) continue;
    for (const item of items) {
      const normalised = normaliseForChrono(item.line.text);
      const time = parse(normalised, context).find(hasTime);
      if (time === undefined) continue;
      const part = partOf(time.start, time.text);
      if (part.hour === null) continue;
      const at = (hour: number, minute: number) =>
        instantOf({ ...dated.day, hour, minute, second: 0 }, context.zone);
      const start = at(part.hour, part.minute);
      const endPart = time.end?.isCertain("hour") === true ? partOf(time.end, time.text) : null;
      const end =
        endPart?.hour == null || at(endPart.hour, endPart.minute) <= start
          ? start + 3_600_000
          : at(endPart.hour, endPart.minute);
      // "Game 1 - vs Evanston Thunder (Court 2)": the court says where, the rest what.
      const parts = item.line.text
        .replace(clockText, " ")
        .split(/\s+[-–—|]\s+|,\s+|\s*[()]\s*/)
        .map((part) => part.trim())
        .filter((part) => /\p{L}/u.test(part));
      const place = parts.find((part) => placeLike.test(part) && !listItem.test(part)) ?? "";
      // ("Game 1 - vs Westside United": the opponent belongs to the game, as in a sentence.)
      const title = cleanTitle(
        parts
          .filter((part) => part !== place)
          .join(" - ")
          .replace(/\s+[-–—]\s+(?=(?:vs?\.?|versus|against)\s)/gi, " "),
      );
      if (!meaningful(title)) continue;
      used.add(item.index);
      events.push(
        shapedCandidate({
          title,
          start: isoInZone(start, context.zone),
          end: isoInZone(end, context.zone),
          allDay: false,
          location: place,
          timezone: context.zone,
          confidence: 0.8,
          source: context.source,
          description: item.line.text,
          dayKey: formatDay(dayOfInstant(start, context.zone)),
          ...(endPart?.hour == null ? { lengthOpen: true } : {}),
        }),
      );
    }
    days.add(formatDay(dated.day));
  }
  return { events, lines: used, days };
}
