/**
 * The units the text pipeline reads: sentences of a line (none longer than
 * `maxSentenceChars`, so the work stays linear in a message's size), lines
 * that are date headings, and the dates a sentence restates.
 */
import { type Hit, hasDay, hasTime, weekdayOf } from "./dates";
import type { Line } from "./htmlLines";
import { monthPattern, narratesThePast, weekdayPattern } from "./vocabulary";

/**
 * Work limits that keep the reading of one message linear in its size: a
 * "sentence" longer than this is no sentence a person wrote, and is read in
 * pieces of at most this many characters (cut at a space); a sentence
 * naming more days than `maxDatesPerSentence` gives events for the first
 * ones only. Without them a long run of dates cost the square of its length.
 */
export const maxSentenceChars = 600;
export const maxDatesPerSentence = 8;
/** A line longer than this is never a date heading, so it is not parsed whole. */
export const maxHeadingChars = 300;
/** A table row wider than this is read as text: every event of a row looks at all its cells. */
const maxRowCells = 24;
const maxRowChars = 2_000;

/** The line as read: a row too wide to be a table row of events becomes plain text. */
export const readable = (line: Line): Line =>
  line.cells !== null && (line.cells.length > maxRowCells || line.text.length > maxRowChars)
    ? { ...line, cells: null }
    : line;

/** `text` in pieces of at most `max` characters, each cut at the last space before the limit. */
export function piecesOf(text: string, max = maxSentenceChars): Array<string> {
  const pieces: Array<string> = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(" ", max);
    const cut = space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut);
  }
  pieces.push(rest.trim());
  return pieces.filter((piece) => piece !== "");
}

/** Sentences of a line, none longer than `maxSentenceChars`; a table row stays whole. */
export function sentencesOf(line: Line): Array<string> {
  if (line.cells !== null) return piecesOf(line.text);
  return (
    line.text
      // Not after "Dr." or "St.": titles and abbreviations end with a full stop too; nor in a
      // German date, whose day ends with one ("am Freitag, 16. April"); nor between "7 p.m." and
      // the zone it is in ("7 p.m. ET"). An address's "St." ("1301 Arapahoe St.") may end one.
      .split(
        /(?<=\b\d{1,5}\s+(?:[A-Z][\w'-]*\s+){1,3}(?:St|Ave|Rd)\.)\s+(?=[A-Z])|(?<=[.!?])(?<!\b(?:Dr|Dra|Sra|Mr|Mrs|Ms|Mx|St|Prof|Jr|Sr|vs|No|Mt|Ave|Rd|approx|etc|Rev|Capt|Lt|Col)\.)(?<!\b[ap]\.m\.(?=\s+(?:[ECMP][SD]?T|GMT|BST|UTC|Eastern|Central|Mountain|Pacific)\b))(?<!\b\d{1,2}\.(?=\s+(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b))\s+(?=[A-Z"“])|\s*;\s+/,
      )
      .flatMap((sentence) => piecesOf(sentence))
      .flatMap(pastThenPlan)
  );
}

/**
 * "We lost today to the rain so we'll add an extra practice Thurs": what
 * happened, then the plan it led to, as two sentences, so that the plan is
 * read even though the first half narrates the past.
 */
function pastThenPlan(sentence: string): Array<string> {
  const plan =
    /,?\s+(?:so|and|but|which means)\s+(?=(?:we|i|they|you)(?:['’]ll|\s+will|\s+are going to|['’]re going to)\s)/i.exec(
      sentence,
    );
  if (plan === null) return [sentence];
  const past = sentence.slice(0, plan.index);
  if (!narratesThePast(past)) return [sentence];
  const rest = sentence.slice(plan.index + plan[0].length);
  return [`${past}.`, rest.charAt(0).toUpperCase() + rest.slice(1)];
}

/** A date heading's day: a line that is a date and little else. */
export function headingDay(line: Line, results: ReadonlyArray<Hit>): Hit | null {
  if (results.length !== 1) return null;
  const result = results[0];
  if (result === undefined || !hasDay(result) || hasTime(result)) return null;
  const rest = line.text.replace(result.text, " ");
  const restWords = (rest.match(/\p{L}{2,}/gu) ?? []).filter(
    (word) => !new RegExp(`^(?:${weekdayPattern}|${monthPattern}|the|of|on)$`, "i").test(word),
  );
  if (restWords.length === 0) return result;
  if (line.heading && restWords.length <= 3 && rest.trim().endsWith(":") === false) return null;
  // "Here is the plan for Thursday, June 10:": a line that introduces the lines below it, perhaps
  // after a sentence of its own ("The schedule is out. Both games are on Saturday, September 4:").
  const lastSentence = line.text.slice(line.text.search(/[.!?]\s+(?=[^.!?]*:\s*$)/) + 1);
  if (
    /:\s*$/.test(line.text) &&
    (restWords.length <= 14 ||
      (lastSentence.includes(result.text) &&
        (lastSentence.match(/\p{L}{2,}/gu) ?? []).length <= 18))
  )
    return result;
  return rest.trim() === ":" ? result : null;
}

/**
 * "tomorrow's practice (Wednesday, Feb 4, 6pm)": a relative day restated in
 * full is one date; so is "Sunday: 18 October", a weekday just before the date.
 */
export function withoutRestatedDays(dated: Array<Hit>, sentence = ""): Array<Hit> {
  const gapAfter = (first: Hit, second: Hit) => second.index - (first.index + first.text.length);
  const dayOf = (hit: Hit) =>
    `${hit.start.get("year")}-${hit.start.get("month")}-${hit.start.get("day")}`;
  // "Saturday, 14 March", "am Mittwoch, dem 11. November": one day, its weekday written first.
  const weekdayBeforeDate = (hit: Hit) =>
    !hit.start.isCertain("day") &&
    dated.some((other) => {
      const gap = gapAfter(hit, other);
      const words = sentence.slice(hit.index + hit.text.length, other.index);
      return (
        other.start.isCertain("day") &&
        gap >= 0 &&
        (gap <= 3 || (gap <= 8 && /^\s*,?\s*(?:the|den|dem|der|le|el|o)\s*$/i.test(words)))
      );
    });
  // "mañana, martes, a las 17:30": the day, then its weekday (with the time, when it has one).
  const sameDay = (day: Hit, weekday: Hit) =>
    day.start.isCertain("day") &&
    !weekday.start.isCertain("day") &&
    weekdayOf(day) === weekday.start.get("weekday") &&
    gapAfter(day, weekday) >= 0 &&
    gapAfter(day, weekday) <= 3;
  const restated = (hit: Hit) =>
    dated.some(
      (other) =>
        (sameDay(other, hit) && (!hasTime(hit) || hasTime(other))) ||
        (sameDay(hit, other) && hasTime(other) && !hasTime(hit)),
    );
  return dated.filter(
    (hit) =>
      !weekdayBeforeDate(hit) &&
      !restated(hit) &&
      (!/^(?:tomorrow|today|tonight)\b/i.test(hit.text.trim()) ||
        !dated.some(
          (other) =>
            other !== hit &&
            // ("tomorrow (Saturday)": not the weekday that only restates it.)
            !restated(other) &&
            !/^(?:tomorrow|today|tonight)\b/i.test(other.text.trim()) &&
            dayOf(other) === dayOf(hit),
        )),
  );
}

const dateOrTimeInCell =
  /\d{1,2}[:.]\d\d|\d\s*[ap]\.?m\b|\d{1,2}\/\d{1,2}|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;

/** A table's header row: short cells, one of which names a column ("Date", "Event", "Where"). */
export function isHeaderRow(cells: ReadonlyArray<string>): boolean {
  return (
    cells.length > 1 &&
    cells.every((cell) => cell.length < 30) &&
    // ("When | Tuesday 8 June 2027, 3:45pm": a label beside its value, not a row of column names.)
    !cells.some((cell) => dateOrTimeInCell.test(cell)) &&
    cells.some((cell) =>
      /^(?:date|day|when|time|event|what|activity|location|venue|where|details|description)s?$/i.test(
        cell.trim(),
      ),
    )
  );
}

/**
 * "dropped off between 7:30 and 8:15 a.m. that morning": a time said to be on
 * the day just named, the words beside it. Not "Buses leave school at 8.40am
 * and …, so please make sure your child is at school on time that morning":
 * there the words belong to another clause.
 */
export function sameDayAsTime(sentence: string, time: Hit): boolean {
  const end = time.index + time.text.length;
  const after = sentence.slice(end, end + 30);
  const before = sentence.slice(Math.max(0, time.index - 30), time.index);
  const sameDay = /\b(?:that|the same)\s+(?:morning|day|afternoon|evening|night)\b/i;
  const said = (text: string) => text.search(sameDay);
  return (
    (said(after) >= 0 && !/[,;]/.test(after.slice(0, said(after)))) ||
    (said(before) >= 0 && !/[,;]/.test(before.slice(said(before))))
  );
}
