/**
 * What the lines around an event's line add to it: the times a letter
 * gives a paragraph below its title line, the end a later sentence gives,
 * and a place on the line below.
 */
import type { TextCandidate } from "./buildEvent";
import { type Hit, hasDay, hasTime, normaliseForChrono, parse, type TextContext } from "./dates";
import type { Line } from "./htmlLines";
import { addressLike } from "./places";
import { ignoredLine } from "./vocabulary";

/**
 * "Train 2153 Acela" over "Departs NYP 9:02 AM": a short unpunctuated label
 * whose next line holds a time names that timed event, not one of its own.
 */
export function labelsTimesBelow(
  line: Line,
  below: Line | undefined,
  context: TextContext,
): boolean {
  if (below === undefined) return false;
  const label = line.text.split(/\s+/).length <= 8 && !/[.!?]$/.test(line.text.trim());
  return label && parse(normaliseForChrono(below.text), context).some(hasTime);
}

const finishWords =
  /\b(?:finish(?:es|ed|ing)?|ends?|ending|over|back|return(?:s|ing)?|home|collect(?:ion)?|pick[- ]?up|done)\b/i;

/**
 * The end a later sentence gives a timed start: "Meet at 10:15. Finish
 * around 12:30.", "It should be finished by 8." Only a sentence with no
 * day of its own and with finishing words, and only a later hour.
 */
export function finishAfter(
  start: Hit,
  following: ReadonlyArray<string>,
  context: TextContext,
): Hit | null {
  if (!hasTime(start) || start.end?.isCertain("hour")) return null;
  const startHour = start.start.get("hour") ?? 0;
  for (const sentence of following) {
    const hits = parse(sentence, context);
    if (hits.some(hasDay)) return null;
    if (!finishWords.test(sentence)) continue;
    const later = hits.filter(hasTime).find((hit) => (hit.start.get("hour") ?? 0) > startHour);
    if (later !== undefined) return later;
  }
  return null;
}

/** A letter's title line ("Year 3 Trip to Chester Zoo - Wednesday 25th March"), not a sentence of prose. */
export const titleLine = (line: Line): boolean =>
  line.cells === null && line.text.split(/\s+/).length <= 14 && !/[.!?]$/.test(line.text.trim());

export interface TimesBelow {
  readonly start: Hit;
  readonly end: Hit | null;
}

const startWords =
  /\b(?:arriv\w*|leav\w*|depart\w*|starts?|starting|begins?|meet(?:ing)?|doors open|kick[- ]?off|drop[- ]?off|register|registration)\b/i;

/**
 * A letter often names its event and day in a title line ("Year 3 Trip to
 * Chester Zoo - Wednesday 25th March") and the times a paragraph or two
 * below ("arrive by 8.15am ... return at approximately 4pm"). The first
 * undated line below with a starting time gives the start, and a later
 * time beside finishing words in it the end.
 */
export function timesFromLinesBelow(
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  context: TextContext,
): TimesBelow | null {
  for (let offset = 1; offset <= 3; offset += 1) {
    const below = lines[lineIndex + offset];
    if (below === undefined || below.cells !== null || ignoredLine.test(below.text)) return null;
    const text = normaliseForChrono(below.text);
    const hits = parse(text, context);
    if (hits.some(hasDay)) return null;
    const times = hits.filter(hasTime);
    if (times.length === 0) continue;
    if (!startWords.test(text)) return null;
    const start = times[0] as Hit;
    const startHour = start.start.get("hour") ?? 0;
    const end =
      start.end?.isCertain("hour") === true
        ? null
        : (times.find(
            (hit) =>
              hit !== start &&
              (hit.start.get("hour") ?? 0) > startHour &&
              finishWords.test(text.slice(Math.max(0, hit.index - 60), hit.index)),
          ) ?? null);
    return { start, end };
  }
  return null;
}

/**
 * An event line without a place often has it just below: an address line
 * ("Cambridge Theatre, Earlham Street, London") or a "Location:" line a
 * few lines down, as booking and team apps write them.
 */
export function placeFromLinesBelow(
  events: Array<TextCandidate>,
  from: number,
  lines: ReadonlyArray<Line>,
  lineIndex: number,
): void {
  if (events.length === from) return;
  let place = "";
  for (let offset = 1; offset <= 3 && place === ""; offset += 1) {
    const below = lines[lineIndex + offset];
    if (below === undefined) break;
    const labelled = /^(?:location|where|venue|address|place)\s*:\s*(.+)$/i.exec(below.text);
    if (labelled !== null) place = (labelled[1] ?? "").trim();
    else if (offset === 1 && addressLike(below.text)) place = below.text.trim();
  }
  if (place === "") return;
  for (let index = from; index < events.length; index += 1) {
    const event = events[index];
    if (event !== undefined && event.location === "")
      events[index] = { ...event, location: place.slice(0, 200) };
  }
}
