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
import {
  finishAfter,
  labelsTimesBelow,
  placeFromLinesBelow,
  type TimesBelow,
  timesFromLinesBelow,
  titleLine,
} from "./nearbyLines";
import {
  headingDay,
  maxDatesPerSentence,
  maxHeadingChars,
  readable,
  sentencesOf,
  withoutRestatedDays,
} from "./sentences";
import { chooseTitle } from "./titleRanking";
import { subjectTitle } from "./titles";
import { deadline, ignoredLine, pastNarration, receiptSubject } from "./vocabulary";

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
  // The last heading without a date, a title the events below it may take.
  let headingAbove: string | null = null;
  let headingAboveAge = 0;
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
    headingAboveAge += 1;
    if (headingAboveAge > 12) headingAbove = null;
    if (line.heading && line.cells === null && lineResults.length === 0) {
      headingAbove = line.text;
      headingAboveAge = 0;
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
      // Only text short enough to be a title: a longer one would cost its length for every event.
      const hints: Array<TitleHint> = [];
      if (previousSentence !== null && previousSentence.length <= maxHeadingChars)
        hints.push({ text: previousSentence, source: "previousSentence" });
      if (lineAbove?.titleLike && lineAbove.text.length <= maxHeadingChars)
        hints.push({ text: lineAbove.text, source: "lineAbove" });
      if (
        headingAbove !== null &&
        headingAbove !== lineAbove?.text &&
        headingAbove.length <= maxHeadingChars
      )
        hints.push({ text: headingAbove, source: "heading" });
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
          hints,
        );
        if (built !== null) events.push(built.event);
      }
    }
    placeFromLinesBelow(events, firstOfLine, lines, lineIndex);
  }
  closeHeading();
  return withRankedTitles(withoutReceiptDays(events, context), context);
}

/** A receipt's dates without a time are its purchase and billing dates. */
export function withoutReceiptDays(
  events: Array<TextCandidate>,
  context: TextContext,
): Array<TextCandidate> {
  return receiptSubject.test(context.subject) ? events.filter((event) => !event.allDay) : events;
}

/**
 * Each event's title chosen again from its options once the message's
 * events are known (a message about one event often names it best in its
 * subject); every choice is told to `context.titleTrace` when given.
 */
export function withRankedTitles(
  events: Array<TextCandidate>,
  context: TextContext,
): Array<TextCandidate> {
  return events.map((event) => {
    const setting = {
      subject: context.subject,
      sentence: event.description,
      eventsInMessage: events.length,
    };
    const chosen = chooseTitle(event.titleOptions, setting);
    context.titleTrace?.push({ event, options: event.titleOptions, setting });
    return chosen === null ? event : { ...event, title: chosen.text };
  });
}

export type { TextCandidate } from "./buildEvent";
export type { TextContext } from "./dates";
