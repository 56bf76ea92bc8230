/**
 * Events in prose, tables and lists, with chrono-node. Each line (a paragraph, a list item, a
 * table row) is split into sentences; a sentence with a date becomes an event titled from what is
 * left once the date words and filler are removed. A line that is only a date heads the lines
 * below it ("Friday 13 March" over "9:00 Assembly" is a timed event). Dates resolve against the
 * message's date in the family's zone; dates before it, and dates that are not events (receipts,
 * sales, copyright lines, the quoted headers) are dropped.
 */

import { build, type Found, lonelyHeadingEvent, type TextCandidate } from "./buildEvent";
import { changeOfText } from "./changeWords";
import {
  type Hit,
  hasDay,
  hasTime,
  normaliseForChrono,
  parse,
  resolveAgainstMessage,
  spansDays,
  type TextContext,
} from "./dates";
import {
  endTimeAfter,
  ledTimes,
  overnightEnds,
  repeatsOf,
  sharedTime,
  spansNights,
  startTimeOf,
  withHourRanges,
} from "./durations";
import { endOf } from "./eventEnds";
import { formEvents } from "./forms";
import { type Line, shoutedTitle } from "./htmlLines";
import { lentTimes } from "./lentTimes";
import {
  cancelledDay,
  madeUpEvent,
  moved,
  moveIn,
  updatedDay,
  withOldLines,
  withReplaced,
} from "./moves";
import { namingSentence } from "./namingSentences";
import {
  type LineAbove,
  labelsTimesBelow,
  lineAboveNames,
  nameAboveDay,
  nameBelow,
  onlyWhenToArrive,
  placeFromLinesBelow,
  type TimesBelow,
  timesBelow,
  titleHints,
} from "./nearbyLines";
import { isNonEventSentence, unreadLines } from "./nonEventSentences";
import { addsNoDay, attendableDates, isDeadlineNote, withoutReceiptDays } from "./nonEvents";
import { mergeRanges } from "./ranges";
import { changeAfter } from "./sentenceChanges";
import {
  headingDay,
  isHeaderRow,
  maxDatesPerSentence,
  maxHeadingChars,
  readable,
  sameDayAsTime,
  sentencesOf,
  withoutRestatedDays,
} from "./sentences";
import { chooseTime, oneDay } from "./timeRanking";
import { withRankedTitles } from "./titleRanking";
import { subjectTitle } from "./titles";
import { deadline, endsTheEventAbove, ignoredLine, narratesThePast, showings } from "./vocabulary";

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
  let headingName: string | null = null;
  let headerCells: ReadonlyArray<string> | null = null;
  const subjectChange = changeOfText(context.subject);

  const closeHeading = () => {
    // A date heading nothing followed still names a day: an all-day event titled by the subject.
    if (heading !== null && !headingUsed && headingLine !== null) {
      const event = lonelyHeadingEvent(heading, headingLine, context, subjectChange);
      if (event !== null) events.push(event);
    }
    heading = null;
    headingUsed = false;
    headingLine = null;
  };

  const notRead = unreadLines(lines);
  const forms = formEvents(lines, context, notRead);
  events.push(...forms.events);
  let previousLine: LineAbove | null = null;
  let lastHeadingEvent: number | null = null;
  let lastDated: Hit | null = null; // The last day a sentence named, for a later "that morning".
  // The last span of days ("October 16-18") and its line, whose weekdays the next lines detail.
  let lastSpan: { readonly hit: Hit; readonly line: number } | null = null;
  // The last heading without a date, a title the events below it may take.
  let headingAbove: string | null = null;
  let headingAboveAge = 0;
  // The lines read so far, for "the Saturday matinee" or "the Tuesday after that" in a later one.
  let readSoFar = "";
  for (const [lineIndex, given] of lines.entries()) {
    const line = readable(given);
    if (ignoredLine.test(line.text) || notRead.has(lineIndex) || forms.used.has(lineIndex))
      continue;
    // A table's header row names its columns until the table ends.
    if (line.cells === null) headerCells = null;
    if (line.cells !== null && isHeaderRow(line.cells)) {
      headerCells = line.cells;
      continue;
    }
    const normalisedLine = withHourRanges(
      resolveAgainstMessage(normaliseForChrono(line.text), context, readSoFar),
    );
    readSoFar = `${readSoFar}\n${normalisedLine}`.slice(-2_000);
    const lineResults =
      normalisedLine.length <= maxHeadingChars ? parse(normalisedLine, context) : [];
    // ("Starting Monday, August 16, Route 14 stop times will change:" heads no event.)
    const dayHeading = headingDay({ ...line, text: normalisedLine }, lineResults);
    const lineHeading = dayHeading !== null && isNonEventSentence(line.text) ? null : dayHeading;
    if (lineHeading !== null && line.cells === null) {
      closeHeading();
      heading = lineHeading;
      // "Family Camp, Friday, June 11 to Sunday, June 13!" over "Arrival: after 5 pm on Friday".
      if (spansDays(lineHeading)) lastSpan = { hit: lineHeading, line: lineIndex };
      // "Mia's Unicorn Birthday Bash" over "Sunday, May 2" over "3:00 PM - 5:00 PM": the name above the day.
      headingName = nameAboveDay(previousLine);
      headingLine = { ...line, text: normalisedLine };
      headingAge = 0;
      lastHeadingEvent = null;
      continue;
    }
    headingAboveAge += 1;
    if (headingAboveAge > 12) headingAbove = null;
    if ((line.heading || shoutedTitle(line)) && line.cells === null && lineResults.length === 0) {
      headingAbove = line.text;
      headingAboveAge = 0;
    }
    headingAge += 1;
    if (heading !== null && (headingAge > 12 || (line.heading && lineResults.length === 0)))
      closeHeading();
    const lineAbove = previousLine;
    previousLine = { text: line.text, titleLike: lineAboveNames(line, lineResults.length > 0) };

    const firstOfLine = events.length;
    const sentences = sentencesOf({ ...line, text: normalisedLine });
    let lent = -1; // The sentence whose times the one before took ("Half day on the 18th. Pupils leave at 11:45").
    let ended = -1; // …and whose next morning ended it ("pick-up is 7am Sunday"): no day of its own.
    for (const [sentenceIndex, sentence] of sentences.entries()) {
      if (sentenceIndex === ended) continue;
      if (narratesThePast(sentence.replace(/\([^)]*\)/g, " ")) || isNonEventSentence(sentence)) {
        // ("Monday 26 April" over "Normal school day.": a bare day line, read, holding nothing.)
        if (heading !== null && headingLine?.text.replace(heading.text, "").trim() === "")
          headingUsed = true;
        continue;
      }
      const results = parse(sentence, context);
      const days = withoutRestatedDays(mergeRanges(results.filter(hasDay), sentence), sentence);
      const span = lastSpan !== null && lineIndex - lastSpan.line <= 2 ? lastSpan.hit : null;
      if (addsNoDay(days, span, lineAbove?.text ?? "", sentence, lastDated)) continue;
      const spanned = days.find(spansDays);
      if (spanned !== undefined) lastSpan = { hit: spanned, line: lineIndex };
      // "Reply by Friday", "orders close March 19": deadlines and notices are not events.
      const attendable = attendableDates(sentence, days).slice(0, maxDatesPerSentence);
      if (days.length > 0 && attendable.length === 0) continue;
      // "starts at 7pm on Friday ... pick-up is at 9am on Saturday": Saturday's time is the end.
      const overnight = overnightEnds(attendable, sentence);
      const dated = attendable.filter((hit) => !overnight.some((end) => end.index === hit.index));
      let timed: Array<Hit> = [...ledTimes(results, sentence), ...overnight];
      // "... on Friday 13 March. Buses leave at 8:30 AM and we are back by 2:30 PM."
      const next = sentences[sentenceIndex + 1];
      const change = changeAfter(sentence, sentences[sentenceIndex - 1], context);
      // A span of days takes no one time from the next sentence; a move's "from 3/14 to 3/21" is no span.
      const spanning = change !== "update" && dated.some(spansNights);
      let nextMorning: Hit | null = null;
      if (dated.length > 0 && timed.length === 0 && !dated.some(hasTime) && !spanning && next) {
        const borrowed = lentTimes(sentences, sentenceIndex, dated.at(-1) as Hit, context);
        if (borrowed !== null) {
          timed = [...borrowed.times];
          if (timed.length > 0) lent = borrowed.lender;
          if (borrowed.ends.length > 0) ended = borrowed.lender;
          nextMorning = borrowed.ends[0] ?? null;
        }
      }
      const found = (result: Hit): Found => ({ result, sentence });
      const before = sentenceIndex > 0 ? (sentences[sentenceIndex - 1] ?? null) : null;
      const hints = titleHints({
        previousSentence: namingSentence(before, context, sentence), // not one with a day of its own
        nextSentence: next === undefined ? null : namingSentence(next, context),
        lineAbove: lineAbove?.titleLike ? lineAbove.text : null,
        headingAbove,
        lineBelow: sentences.length === 1 ? nameBelow(lines, lineIndex) : null,
      });
      if (dated.length === 0) {
        // A time under a date heading ("9:00 Assembly") is an event on that day.
        if (heading !== null && timed.length > 0) {
          const timeResult = startTimeOf(null, timed);
          const arrive = (time: Hit) =>
            onlyWhenToArrive(sentence, time, lines[lineIndex + 1], headingUsed, context);
          if (timeResult === null || arrive(timeResult)) continue;
          // "Arrives BOS 1:10 PM" ends the journey the line above started.
          const previous = lastHeadingEvent === null ? undefined : events[lastHeadingEvent];
          if (previous !== undefined && endsTheEventAbove.test(sentence)) {
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
            endTimeAfter(timeResult, timed),
            headingName === null ? hints : [...hints, { text: headingName, source: "lineAbove" }],
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
          sentenceIndex !== lent &&
          sameDayAsTime(sentence, timed[0] as Hit)
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
          !deadline.test(sentence) &&
          !isDeadlineNote(sentence)
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
        } else if (heading !== null && (deadline.test(sentence) || isDeadlineNote(sentence))) {
          // A date heading over "Forms due" is a deadline's day, not a day to put on the calendar.
          headingUsed = true;
        }
        continue;
      }
      lastDated = dated[dated.length - 1] ?? lastDated;
      // A move names the old and the new time; the new one follows the change words.
      const move = change === "update" ? moveIn(sentence, context) : null;
      let chosen = dated;
      const titleBase = move?.titleBase ?? madeUpEvent(sentence, before) ?? sentence;
      if (move !== null) ({ chosen, timed } = moved(move, sentence, dated, timed));
      else if (change === "update" && dated.length > 1) {
        chosen = [updatedDay(dated, sentence) as Hit];
      } else if (change === "cancel" && dated.length > 1) {
        chosen = [cancelledDay(dated) as Hit];
      }
      for (const dateResult of chosen) {
        const timeResult =
          move?.time ??
          (hasTime(dateResult)
            ? null
            : (startTimeOf(dateResult, timed) ?? sharedTime(dateResult, dated, sentence)));
        let below: TimesBelow | null = null;
        if (
          timeResult === null &&
          !hasTime(dateResult) &&
          chosen.length === 1 &&
          // The line's last dated sentence: what follows it in the line names no time or day.
          sentences.slice(sentenceIndex + 1).every((later) => parse(later, context).length === 0)
        )
          below = timesBelow(line, lines, lineIndex, context, dateResult);
        const ruled = below?.start ?? timeResult; // vs all-day and later times: timeRanking.ts.
        const rest = spanning || !oneDay(chosen) ? null : sentences.slice(sentenceIndex + 1);
        const learned = chooseTime(dateResult, ruled, lines, lineIndex, rest, context);
        const startHit = learned?.start ?? ruled;
        // "the show starts at 7pm and finishes around 8:30", "The session runs for 45 minutes."
        const { end: endHit, lengthMinutes } = endOf(
          startHit ?? dateResult,
          timed,
          {
            given: learned === null ? (below?.end ?? nextMorning) : learned.end,
            following: sentences.slice(sentenceIndex + 1, sentenceIndex + 6),
            line,
            nextLines: [lines[lineIndex + 1], lines[lineIndex + 2]],
            oneEvent: chosen.length === 1,
            own: sentence,
          },
          context,
        );
        // "The shows are at 2pm and 6.30pm": one event at each time.
        const repeats = repeatsOf(
          startHit ?? dateResult,
          timed.filter(
            (hit) =>
              hit.index < sentence.length ||
              (lent === sentenceIndex + 1 && showings.test(next ?? "")),
          ),
        );
        let titleSource = titleBase;
        for (const other of [...dated, ...repeats])
          if (other !== dateResult) titleSource = titleSource.replace(other.text, " ");
        const at = (start: Hit | null, end: Hit | null) =>
          build(
            { ...found(dateResult), lengthMinutes },
            dateResult,
            start,
            null,
            line,
            titleSource,
            context,
            change,
            headerCells,
            end,
            below?.name === undefined
              ? hints
              : [...hints, { text: below.name, source: "lineBelow" }],
          );
        const built = at(startHit, endHit);
        if (built === null) continue;
        events.push(withReplaced(built.event, move, `${sentence} ${next ?? ""}`, context));
        for (const again of repeats) {
          const repeat = at(again, null);
          if (repeat !== null) events.push(repeat.event);
        }
      }
    }
    placeFromLinesBelow(events, firstOfLine, lines, lineIndex);
  }
  closeHeading();
  return withRankedTitles(withOldLines(withoutReceiptDays(events, context)), context);
}

export type { TextCandidate } from "./buildEvent";
