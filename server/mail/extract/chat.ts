/**
 * Group chats forwarded as e-mail (WhatsApp exports, GroupMe or iMessage
 * threads pasted in): each line starts with who wrote it, and with WhatsApp
 * when ("[13/05/2026, 20:51:07] Priya (Anika's mum): …"). The speaker and
 * the timestamp are not part of what is said: they are cut off, so that
 * "Dana: Hiii" is never a title and the time a message was sent is never an
 * event's time; the last timestamp is when "tomorrow" and "this Saturday"
 * were said.
 */

import { formLabel } from "./forms";
import type { Line } from "./htmlLines";
import { type CalendarDay, instantOf } from "./zone";

/** "[13/05/2026, 20:51:07] Name: " (iOS) or "13/05/2026, 20:51 - Name: " (Android). */
const stamped =
  /^\s*\[?(?<first>\d{1,2})\/(?<second>\d{1,2})\/(?<year>\d{2,4}),?\s+(?<hour>\d{1,2}):(?<minute>\d{2})(?::\d{2})?\s*(?<meridiem>[ap]\.?m\.?)?\]?\s*(?:-\s*)?([^:]{1,40}):\s*/i;
/** "[2:14 pm, 03/08/2027] Name: ": the time first, as some phones write it. */
const stampedTimeFirst =
  /^\s*\[(?<hour>\d{1,2}):(?<minute>\d{2})(?::\d{2})?\s?(?<meridiem>[ap]\.?m\.?)?,\s?(?<first>\d{1,2})\/(?<second>\d{1,2})\/(?<year>\d{2,4})\]\s*([^:]{1,40}):\s*/i;

/** A chat line's stamp: the two numbers of its date in the order written, when, and its length. */
interface Stamp {
  readonly first: number;
  readonly second: number;
  readonly year: number;
  readonly hour: number;
  readonly minute: number;
  readonly meridiem: string | undefined;
  readonly length: number;
}

/** The stamp a line starts with, in either order (both patterns name the same parts). */
function stampOf(text: string): Stamp | null {
  const match = text.match(stamped) ?? text.match(stampedTimeFirst);
  const parts = match?.groups;
  if (match === null || parts === undefined) return null;
  return {
    first: Number(parts.first),
    second: Number(parts.second),
    year: Number(parts.year),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    meridiem: parts.meridiem,
    length: match[0].length,
  };
}

/** "Jen M: " — a speaker with no timestamp, as GroupMe and iMessage copies read. */
const named =
  /^\s*(?:\[\s*\]\s*)?(\p{Lu}[\p{L}'’.-]*(?:\s[\p{Lu}(][\p{L}'’.()-]*){0,3}):\s+(?=\S)/u;

/** Labels that end in a colon like a speaker's name but head a forward or a notice. */
const labels =
  /^(?:from|to|sent|date|subject|cc|bcc|times?|when|where|location|venue|address|notes?|re|fwd|fw|tel|phone|mobile|e-?mail|web(?:site)?|cost|price|dates?|what|who|why|how|ps|update|reminder|important|please note|dress code|bring|contact|kit|ground|pitch|court|round|result|score)$/i;

/** The speaker a line starts with, if it starts with one. */
function speakerOf(text: string): RegExpMatchArray | null {
  const match = text.match(named);
  // ("KO: 10:00", "Opponent: Hillside Hawks" are a block's fields, not people.)
  return match === null || labels.test(match[1] ?? "") || formLabel.test(match[1] ?? "")
    ? null
    : match;
}

export interface Chat {
  readonly lines: Array<Line>;
  /** When the last stamped line was written, in the family's zone; null without stamps. */
  readonly saidAt: Date | null;
}

/**
 * The day of a stamp: of its two readings ("2/07/26"), the one that can be
 * a date and comes last on or before the e-mail that forwarded it, the
 * sender's order breaking a tie.
 */
function dayOfStamp(stamp: Stamp, dayFirst: boolean, sent: Date): CalendarDay | null {
  const { first, second, year: written } = stamp;
  const year = written < 100 ? 2000 + written : written;
  const readings = (
    dayFirst
      ? [[first, second] as const, [second, first] as const]
      : [[second, first] as const, [first, second] as const]
  )
    .filter(([day, month]) => month >= 1 && month <= 12 && day >= 1 && day <= 31)
    .map(([day, month]) => ({ year, month, day }));
  const sentDay = sent.getTime() + 2 * 86_400_000;
  const before = readings.filter(
    (reading) => Date.UTC(reading.year, reading.month - 1, reading.day) <= sentDay,
  );
  const latest = [...before].sort(
    (left, right) =>
      Date.UTC(right.year, right.month - 1, right.day) -
      Date.UTC(left.year, left.month - 1, left.day),
  )[0];
  return latest ?? readings[0] ?? null;
}

/** The lines with speakers and stamps cut off, or null when the message is not a chat. */
export function chatOf(
  lines: ReadonlyArray<Line>,
  zone: string,
  dayFirst: boolean,
  sent: Date,
): Chat | null {
  const stampedCount = lines.filter((line) => stampOf(line.text) !== null).length;
  const speakers = new Set(
    lines.map((line) => speakerOf(line.text)?.[1]).filter((name) => name !== undefined),
  );
  const namedCount = lines.filter((line) => speakerOf(line.text) !== null).length;
  const isStamped = stampedCount >= 2;
  // Without stamps, at least three lines by at most six people, and a speaker heard twice.
  const isNamed = !isStamped && namedCount >= 3 && speakers.size <= 6 && speakers.size < namedCount;
  if (!isStamped && !isNamed) return null;
  let saidAt: Date | null = null;
  const out = lines.map((line) => {
    const stamp = stampOf(line.text);
    if (stamp !== null) {
      const day = dayOfStamp(stamp, dayFirst, sent);
      let hour = stamp.hour % 24;
      const meridiem = stamp.meridiem?.toLowerCase().replace(/\./g, "");
      if (meridiem === "pm" && hour < 12) hour += 12;
      if (meridiem === "am" && hour === 12) hour = 0;
      if (day !== null)
        saidAt = new Date(instantOf({ ...day, hour, minute: stamp.minute, second: 0 }, zone));
      return { ...line, text: line.text.slice(stamp.length) };
    }
    const speaker = isNamed ? speakerOf(line.text) : null;
    return speaker === null ? line : { ...line, text: line.text.slice(speaker[0].length) };
  });
  return { lines: out, saidAt };
}
