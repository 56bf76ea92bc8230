/**
 * A newsletter lists its events in a calendar ("Fri 3/12 Family Movie Night,
 * 6:30 PM (gym)") and tells of each under its own heading further down
 * ("Family Movie Night" over "The movie starts at 6:30 and should be over
 * by about 8:15."). The section's finishing time ends the listed event,
 * whose length the list line left unsaid.
 */
import type { TextCandidate } from "./buildEvent";
import { hasDay, hasTime, parse, type TextContext } from "./dates";
import { laterInDay, ledTimes } from "./durations";
import type { Line } from "./htmlLines";
import { sentencesOf } from "./sentences";
import { instantOf, isoInZone, wallTimeOf } from "./zone";

/** "should be over by about", "finishes at", "ends around", "wraps up by": the event's own end. */
const overWords =
  /\b(?:over|finish(?:es|ed)?|ends?|ending|wraps?\s+up|done|conclude[sd]?)\b[^.!?\d]{0,20}$/i;

/** The longest line taken for a section's heading. */
const maxHeadingChars = 80;

/** The lines under a section's heading read for its finishing time. */
const sectionLines = 3;

const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The finishing time the section under the heading at `heading` gives after `start`. */
function sectionEnd(
  heading: number,
  start: number,
  zone: string,
  lines: ReadonlyArray<Line>,
  context: TextContext,
): number | null {
  const startWall = wallTimeOf(start, zone);
  for (const line of lines.slice(heading + 1, heading + 1 + sectionLines)) {
    for (const sentence of sentencesOf(line)) {
      const hits = parse(sentence, context);
      // (A section that names a day of its own is another event's.)
      if (hits.some(hasDay)) return null;
      const times = ledTimes(hits.filter(hasTime), sentence);
      // ("starts at 6:30" for a 6:30 PM start: the clock, either half of the day.)
      const opening = times.find(
        (hit) =>
          (hit.start.get("hour") ?? -1) % 12 === startWall.hour % 12 &&
          hit.start.get("minute") === startWall.minute,
      );
      // (Only a sentence that starts the event too: "The snack bar closes at 7:00" is the snack bar's.)
      if (opening === undefined) continue;
      const finish = times.find((hit) => overWords.test(hit.lead) && laterInDay(hit, opening));
      if (finish === undefined) continue;
      let hour = finish.start.get("hour") ?? 0;
      // ("starts at 6:30 and should be over by about 8:15": a bare hour after an evening start.)
      if (
        !finish.start.isCertain("meridiem") &&
        hour < 12 &&
        hour + 12 > startWall.hour &&
        startWall.hour >= 12
      )
        hour += 12;
      const end = instantOf(
        { ...startWall, hour, minute: finish.start.get("minute") ?? 0, second: 0 },
        zone,
      );
      return end > start && end - start <= 12 * 3_600_000 ? end : null;
    }
  }
  return null;
}

/** The candidates, each listed one left at the default hour ended where its own section says. */
export function withSectionEnds(
  candidates: ReadonlyArray<TextCandidate>,
  lines: ReadonlyArray<Line>,
  context: TextContext,
): ReadonlyArray<TextCandidate> {
  const open = candidates.filter((candidate) => !candidate.allDay && candidate.lengthOpen === true);
  if (open.length === 0) return candidates;
  // Each short line once, by its words: a heading a title may equal.
  const headings = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    if (line.text.length > maxHeadingChars) continue;
    const words = plain(line.text);
    if (words !== "" && !headings.has(words)) headings.set(words, index);
  }
  return candidates.map((candidate) => {
    const heading = headings.get(plain(candidate.title));
    if (candidate.allDay || candidate.lengthOpen !== true || heading === undefined)
      return candidate;
    const end = sectionEnd(
      heading,
      Date.parse(candidate.start),
      candidate.timezone,
      lines,
      context,
    );
    return end === null
      ? candidate
      : { ...candidate, end: isoInZone(end, candidate.timezone), lengthOpen: false };
  });
}
