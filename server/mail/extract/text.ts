/**
 * Events in prose, tables and lists, with chrono-node. Each line (a
 * paragraph, a list item, a table row) is split into sentences; a sentence
 * with a date becomes an event titled from what is left once the date
 * words and filler are removed. A line that is only a date heads the lines
 * below it, so "Friday 13 March" followed by "9:00 Assembly" gives a timed
 * event. Dates resolve against the original message's date in the family's
 * zone; dates before it, and dates that are not events (receipts, sales,
 * copyright lines, the quoted headers) are dropped.
 */

import { build, type Found, type TextCandidate, type TitleHint } from "./buildEvent";
import {
  changeOfText,
  endTimeAfter,
  type Hit,
  hasDay,
  hasTime,
  mergeRanges,
  newTimeOf,
  normaliseForChrono,
  parse,
  resolveAgainstMessage,
  type TextContext,
} from "./dates";
import { formEvents, quotedHeaderLines } from "./forms";
import type { Line } from "./htmlLines";
import { addressLike } from "./places";
import { contentWords, namedSubject, subjectTitle } from "./titles";
import {
  deadline,
  eventWords,
  ignoredLine,
  monthPattern,
  pastNarration,
  receiptSubject,
  weekdayPattern,
} from "./vocabulary";

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
const maxHeadingChars = 300;
/** A table row wider than this is read as text: every event of a row looks at all its cells. */
const maxRowCells = 24;
const maxRowChars = 2_000;

/** The line as read: a row too wide to be a table row of events becomes plain text. */
const readable = (line: Line): Line =>
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
      // Not after "Dr." or "St.": titles and abbreviations end with a full stop too.
      .split(
        /(?<=[.!?])(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|St|Prof|Jr|Sr|vs|No|Mt|Ave|Rd|approx|etc|Rev|Capt|Lt|Col)\.)\s+(?=[A-Z"“])|\s*;\s+/,
      )
      .flatMap((sentence) => piecesOf(sentence))
  );
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
  return rest.trim() === ":" ? result : null;
}

/** Events found in lines of text (from a text part, an HTML part or a PDF). */
export function eventsFromLines(
  lines: ReadonlyArray<Line>,
  context: TextContext,
): Array<TextCandidate> {
  const events: Array<TextCandidate> = [];
  let heading: Hit | null = null;
  let headingAge = 0;
  let headingUsed = false;
  let headingLine: Line | null = null;
  let headerCells: ReadonlyArray<string> | null = null;
  const subjectChange = changeOfText(context.subject);

  const closeHeading = () => {
    // A date heading nothing followed still names a day: an all-day event titled by the subject.
    if (heading !== null && !headingUsed && headingLine !== null) {
      const built = build(
        { result: heading, sentence: headingLine.text },
        heading,
        null,
        null,
        headingLine,
        headingLine.text,
        context,
        subjectChange,
        null,
      );
      if (built !== null)
        events.push({ ...built.event, confidence: Math.min(built.event.confidence, 0.55) });
    }
    heading = null;
    headingUsed = false;
    headingLine = null;
  };

  const quotedHeaders = quotedHeaderLines(lines);
  const forms = formEvents(lines, context, quotedHeaders);
  events.push(...forms.events);
  let previousLine: { readonly text: string; readonly titleLike: boolean } | null = null;
  let lastHeadingEvent: number | null = null;
  // The last day a sentence named, for "that morning" in a later one.
  let lastDated: Hit | null = null;
  for (const [lineIndex, given] of lines.entries()) {
    const line = readable(given);
    if (ignoredLine.test(line.text) || quotedHeaders.has(lineIndex) || forms.used.has(lineIndex))
      continue;
    // A table's header row names its columns until the table ends.
    if (line.cells === null) headerCells = null;
    if (line.cells !== null && line.cells.length > 1) {
      const looksLikeHeader =
        line.cells.every((cell) => cell.length < 30) &&
        line.cells.some((cell) =>
          /^(?:date|day|when|time|event|what|activity|location|venue|where|details|description)s?$/i.test(
            cell.trim(),
          ),
        );
      if (looksLikeHeader) {
        headerCells = line.cells;
        continue;
      }
    }
    const normalisedLine = resolveAgainstMessage(normaliseForChrono(line.text), context);
    const lineResults =
      normalisedLine.length <= maxHeadingChars ? parse(normalisedLine, context) : [];
    const lineHeading = headingDay({ ...line, text: normalisedLine }, lineResults);
    if (lineHeading !== null && line.cells === null) {
      closeHeading();
      heading = lineHeading;
      headingLine = { ...line, text: normalisedLine };
      headingAge = 0;
      lastHeadingEvent = null;
      continue;
    }
    headingAge += 1;
    if (heading !== null && (headingAge > 12 || (line.heading && lineResults.length === 0)))
      closeHeading();
    const lineAbove = previousLine;
    previousLine = {
      text: line.text,
      titleLike:
        lineResults.length === 0 &&
        line.cells === null &&
        !/^(?:(?:date|day|time|start|end|fixture|event|venue|location|where|what|when|details?|opponent|kick-?off)\s*)+$/i.test(
          line.text,
        ) &&
        (line.heading || (line.text.split(/\s+/).length <= 8 && !/[.?!:,;]$/.test(line.text))),
    };

    const firstOfLine = events.length;
    const sentences = sentencesOf({ ...line, text: normalisedLine });
    for (const [sentenceIndex, sentence] of sentences.entries()) {
      if (pastNarration.test(sentence.replace(/\([^)]*\)/g, " "))) continue;
      const results = parse(sentence, context);
      const dated = withoutRestatedDays(mergeRanges(results.filter(hasDay), sentence)).slice(
        0,
        maxDatesPerSentence,
      );
      let timed = results.filter((result) => !hasDay(result) && hasTime(result));
      // "... on Friday 13 March. Buses leave at 8:30 AM and we are back by 2:30 PM."
      const next = sentences[sentenceIndex + 1];
      if (dated.length > 0 && timed.length === 0 && !dated.some(hasTime) && next !== undefined) {
        const following = parse(next, context);
        if (!following.some(hasDay))
          timed = following
            .filter(hasTime)
            .map((hit) => ({ ...hit, index: hit.index + sentence.length + 1_000 }));
      }
      const change = changeOfText(sentence);
      const found = (result: Hit): Found => ({ result, sentence });
      const previousSentence = sentenceIndex > 0 ? (sentences[sentenceIndex - 1] ?? null) : null;
      const hint: TitleHint | null =
        previousSentence !== null
          ? { text: previousSentence }
          : lineAbove?.titleLike
            ? { text: lineAbove.text }
            : null;
      if (dated.length === 0) {
        // A time under a date heading ("9:00 Assembly") is an event on that day.
        if (heading !== null && timed.length > 0) {
          const timeResult = timed[0];
          if (timeResult === undefined) continue;
          // "Arrives BOS 1:10 PM" ends the journey the line above started.
          const previous = lastHeadingEvent === null ? undefined : events[lastHeadingEvent];
          if (
            previous !== undefined &&
            /^(?:arrives?|arrival|arriving|ends?|finish(?:es)?|pick[- ]?up|collection|returns?|returning)\b/i.test(
              sentence,
            )
          ) {
            const built = build(
              found(timeResult),
              timeResult,
              timeResult,
              heading,
              line,
              sentence,
              context,
              change,
              headerCells,
            );
            if (built !== null && !built.event.allDay && built.event.start > previous.start) {
              events[lastHeadingEvent as number] = { ...previous, end: built.event.start };
            }
            headingUsed = true;
            continue;
          }
          const departure = /^(?:departs?|departure|departing|leaves?|check[- ]?in)\b/i.test(
            sentence,
          );
          const built = build(
            found(timeResult),
            timeResult,
            timeResult,
            heading,
            line,
            departure ? subjectTitle(context) : sentence,
            context,
            change,
            headerCells,
          );
          if (built !== null) {
            events.push(built.event);
            lastHeadingEvent = events.length - 1;
            headingUsed = true;
          }
        } else if (
          heading === null &&
          timed.length > 0 &&
          lastDated !== null &&
          /\b(?:that|the same)\s+(?:morning|day|afternoon|evening|night)\b/i.test(sentence)
        ) {
          // "Projects must be dropped off between 7:30 and 8:15 a.m. that morning": the day just named.
          const timeResult = timed[0] as Hit;
          const built = build(
            found(timeResult),
            lastDated,
            timeResult,
            null,
            line,
            sentence,
            context,
            change,
            headerCells,
            endTimeAfter(timeResult, timed),
          );
          if (built !== null) events.push(built.event);
        } else if (
          heading !== null &&
          (line.bullet ||
            line.cells !== null ||
            // A short paragraph right under a date heading ("School photographs - ...") is that day's event.
            (sentenceIndex === 0 &&
              headingAge === 1 &&
              !headingUsed &&
              !line.heading &&
              timed.length === 0 &&
              !labelsTimesBelow(line, lines[lineIndex + 1], context))) &&
          !deadline.test(sentence)
        ) {
          const built = build(
            found(heading),
            heading,
            null,
            null,
            line,
            sentence,
            context,
            change,
            headerCells,
          );
          if (built !== null) {
            events.push(built.event);
            headingUsed = true;
          }
        }
        continue;
      }
      lastDated = dated[dated.length - 1] ?? lastDated;
      // A move names the old and the new time; the new one follows the change words.
      let chosen = dated;
      let titleBase = sentence;
      if (change === "update") {
        const moved = newTimeOf(sentence, context);
        if (moved !== null) {
          for (const other of dated) titleBase = titleBase.replace(other.text, " ");
          titleBase = titleBase.replace(moved.tail, " ");
          chosen = [moved.result];
        } else if (dated.length > 1) {
          chosen = [dated[dated.length - 1] as Hit];
        }
      } else if (change === "cancel" && dated.length > 1) {
        chosen = [dated[0] as Hit];
      }
      for (const dateResult of chosen) {
        const timeResult = hasTime(dateResult)
          ? null
          : (timed.find((result) => result.index > dateResult.index) ?? timed[0] ?? null);
        let below: TimesBelow | null = null;
        if (
          timeResult === null &&
          !hasTime(dateResult) &&
          next === undefined &&
          chosen.length === 1 &&
          titleLine(line)
        )
          below = timesFromLinesBelow(lines, lineIndex, context);
        const startHit = below?.start ?? timeResult;
        const endHit =
          below?.end ??
          endTimeAfter(startHit ?? dateResult, timed) ??
          finishAfter(
            startHit ?? dateResult,
            sentences.slice(sentenceIndex + 1, sentenceIndex + 4),
            context,
          );
        let titleSource = titleBase;
        for (const other of dated)
          if (other !== dateResult) titleSource = titleSource.replace(other.text, " ");
        const built = build(
          found(dateResult),
          dateResult,
          startHit,
          null,
          line,
          titleSource,
          context,
          change,
          headerCells,
          endHit,
          hint,
        );
        if (built !== null) events.push(built.event);
      }
    }
    placeFromLinesBelow(events, firstOfLine, lines, lineIndex);
  }
  closeHeading();
  return withSubjectTitle(withoutReceiptDays(events, context), context);
}

/**
 * "Train 2153 Acela" over "Departs NYP 9:02 AM": a short unpunctuated label
 * whose next line holds a time names that timed event, not one of its own.
 */
function labelsTimesBelow(line: Line, below: Line | undefined, context: TextContext): boolean {
  if (below === undefined) return false;
  const label = line.text.split(/\s+/).length <= 8 && !/[.!?]$/.test(line.text.trim());
  return label && parse(normaliseForChrono(below.text), context).some(hasTime);
}

/** "tomorrow's practice (Wednesday, Feb 4, 6pm)": a relative day restated in full is one date. */
export function withoutRestatedDays(dated: Array<Hit>): Array<Hit> {
  const dayOf = (hit: Hit) =>
    `${hit.start.get("year")}-${hit.start.get("month")}-${hit.start.get("day")}`;
  return dated.filter(
    (hit) =>
      !/^(?:tomorrow|today|tonight)\b/i.test(hit.text.trim()) ||
      !dated.some(
        (other) =>
          other !== hit &&
          !/^(?:tomorrow|today|tonight)\b/i.test(other.text.trim()) &&
          dayOf(other) === dayOf(hit),
      ),
  );
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
const titleLine = (line: Line): boolean =>
  line.cells === null && line.text.split(/\s+/).length <= 14 && !/[.!?]$/.test(line.text.trim());

interface TimesBelow {
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

/** A receipt's dates without a time are its purchase and billing dates. */
export function withoutReceiptDays(
  events: Array<TextCandidate>,
  context: TextContext,
): Array<TextCandidate> {
  return receiptSubject.test(context.subject) ? events.filter((event) => !event.allDay) : events;
}

/**
 * A message about one event usually names it best in its subject ("Year 4
 * Science Museum trip"); the sentence it came from is wordier. The subject
 * wins when it names an event or shares words with that sentence.
 */
export function withSubjectTitle(
  events: Array<TextCandidate>,
  context: TextContext,
): Array<TextCandidate> {
  if (events.length !== 1 || context.source === "pdf") return events;
  const [event] = events as [TextCandidate];
  const title = namedSubject(context);
  if (title === null || title === event.title) return events;
  const sentence = contentWords(`${event.description} ${event.title}`);
  const shared = [...contentWords(title)].filter((word) => sentence.has(word)).length;
  if (!eventWords.test(title) && shared < 2) return events;
  // A sentence title that already holds every word of the subject is the more specific one.
  const own = contentWords(event.title);
  if ([...contentWords(title)].every((word) => own.has(word))) return events;
  return [{ ...event, title }];
}

export type { TextCandidate } from "./buildEvent";
export type { TextContext } from "./dates";
