/**
 * One candidate event from a date match and the line it was found in: the
 * day and time in the family's zone, the title, the place and a confidence.
 */

import { closureAround, closureTitle } from "./closures";
import {
  type Hit,
  inferYear,
  instantOfPart,
  lastDayOfSpan,
  normaliseForChrono,
  parse,
  partOf,
  type TextContext,
} from "./dates";
import type { Line } from "./htmlLines";
import { durationMinutes } from "./lengths";
import { locationOf, placeLike } from "./places";
import { labelBeforeColon } from "./titleLabels";
import { chooseTitle, type TitleOption, type TitleSource } from "./titleRanking";
import {
  bestSegment,
  cleanTitle,
  meaningful,
  namedSubject,
  normaliseTimes,
  stripLocation,
  subjectTitle,
} from "./titles";
import type { EventChange, ExtractedEvent } from "./types";
import { calledOffToday, datesADeadline, eventWords, weekdayPattern } from "./vocabulary";
import { addDays, dayOfInstant, daysBetween, formatDay, isoInZone, weekdayOnOrAfter } from "./zone";

export interface Found {
  readonly result: Hit;
  readonly sentence: string;
  /** The length the sentences after it state ("The session runs for 45 minutes"), if any. */
  readonly lengthMinutes?: number | null;
}

export interface TextCandidate extends ExtractedEvent {
  /** Day of the start, for duplicate detection across sources. */
  readonly dayKey: string;
  /** The titles it was chosen from, ranked again once the message's events are known. */
  readonly titleOptions: ReadonlyArray<TitleOption>;
  /** A timed start whose end is the one-hour default: no end or length in its own text. */
  readonly lengthOpen?: boolean;
}

/** The longest line searched for a place beyond the event's own sentence. */
const nearbyPlaceChars = 1_200;

/** A title from around the sentence: the sentence before, the line above, the heading over it. */
export interface TitleHint {
  readonly text: string;
  readonly source: Exclude<TitleSource, "sentence" | "subject">;
}

export interface Built {
  readonly event: TextCandidate;
}

export function build(
  found: Found,
  dateResult: Hit,
  timeResult: Hit | null,
  headingResult: Hit | null,
  line: Line,
  titleSource: string,
  context: TextContext,
  change: EventChange,
  headerCells: ReadonlyArray<string> | null,
  endHit: Hit | null = null,
  hints: ReadonlyArray<TitleHint> = [],
): Built | null {
  const referenceDay = dayOfInstant(context.reference.getTime(), context.zone);
  const dateBase = partOf((headingResult ?? dateResult).start);
  const timeSource = timeResult ?? dateResult;
  const timePart = partOf(timeSource.start, timeSource.text);
  const dateComponents = (headingResult ?? dateResult).start;
  let day = dateBase.day;
  if (dateComponents.isCertain("day") && !dateComponents.isCertain("year")) {
    day = inferYear(
      day,
      dateComponents.isCertain("weekday") ? (dateComponents.get("weekday") ?? null) : null,
      referenceDay,
    );
  }
  // A bare weekday means the next one on or after the message date.
  if (dateBase.weekdayOnly) day = weekdayOnOrAfter(day, referenceDay);
  if (daysBetween(referenceDay, day) < 0) return null;
  if (daysBetween(referenceDay, day) > 730) return null;
  // "School closed on Friday for teacher training": the whole day, whatever time the sentence gives.
  // "no training this Tuesday (5.30-6.30pm) - the pool is closed": a timed session called off
  // because of a closure is that session, not the closure (a school's own closure stands).
  const around = closureAround(found.sentence, dateResult.text);
  const closure =
    change === "cancel" &&
    timePart.hour !== null &&
    !/\b(?:school|college|nursery|kita|academy)s?\b|^no\b/i.test(around?.what ?? "")
      ? null
      : around;
  // A day-only date on the message's own day is its receipt, order or "went home today", not a
  // plan; "Tonight's rehearsal is cancelled" is a change to one.
  // ("A reminder that the Athletics Carnival is on today" is the day's plan.)
  const onToday =
    /\b(?:is|are)\s+(?:on\s+)?today\b/i.test(found.sentence) && eventWords.test(found.sentence);
  if (
    daysBetween(referenceDay, day) === 0 &&
    (timePart.hour === null || closure !== null) &&
    change === "new" &&
    !onToday
  )
    return null;

  const zone = context.zone;
  let start: string;
  let end: string;
  let allDay: boolean;
  let lengthOpen = false;
  const explicitTime = timePart.hour !== null && closure === null;
  if (explicitTime) {
    const from = instantOfPart(timePart, day, zone);
    let to = from + 3_600_000;
    const endComponents = timeSource.end?.isCertain("hour")
      ? timeSource.end
      : (endHit?.start ?? null);
    if (endComponents?.isCertain("hour")) {
      let endPart = partOf(endComponents, endHit?.text ?? timeSource.text);
      // "at 6:30 ... finished by 8", "at 6:30 PM ... wraps up by 8:00", "after practice, 6:30 to 8": a bare later hour after an afternoon start is evening too.
      if (
        (endHit !== null || timePart.afternoonGuessed) &&
        timePart.hour !== null &&
        timePart.hour >= 12 &&
        endPart.hour !== null &&
        endPart.hour < 12 &&
        !endComponents.isCertain("meridiem") &&
        // "pick-up Saturday at 10" after a Friday evening start is the next morning.
        !endComponents.isCertain("weekday") &&
        endPart.hour + 12 > timePart.hour
      ) {
        endPart = { ...endPart, hour: endPart.hour + 12, afternoonGuessed: true };
      }
      // chrono moves "12:30-1:30" to 1:30 the next morning; read as afternoon it stays on the day.
      // An end chrono dated keeps its distance from the start, whose year was inferred ("12/31 8pm-1am").
      let endDay =
        endComponents.isCertain("day") &&
        timeResult === null &&
        endHit === null &&
        !endPart.afternoonGuessed
          ? dateComponents.isCertain("year")
            ? endPart.day
            : addDays(day, daysBetween(dateBase.day, endPart.day))
          : day;
      if (endDay.year === 1970) endDay = day;
      let candidate = instantOfPart(endPart, endDay, zone);
      // "10pm-1am" ends the next day.
      while (candidate <= from && candidate + 86_400_000 * 2 > from) candidate += 86_400_000;
      if (candidate > from) to = candidate;
    } else {
      const minutes = durationMinutes(found.sentence) ?? found.lengthMinutes ?? null;
      if (minutes !== null) to = from + minutes * 60_000;
      else lengthOpen = true;
    }
    // An event with a zone ("7pm ET") lands on the family's calendar day for that instant.
    // Already over when the message was written (a sign-in alert, "this morning at 9").
    if (from <= context.reference.getTime()) return null;
    // "July 12 - July 16" over "9:00 AM - 3:00 PM daily": the days' span, its hours each day's.
    const dated = headingResult ?? dateResult;
    const spanLast = timeSource !== dated ? lastDayOfSpan(dated, day) : day;
    // (Not "Friday 12th - Saturday 13th" with "6pm on the Friday" to "10am on Saturday": its times span it.)
    if (daysBetween(dayOfInstant(to, zone), spanLast) > 0) {
      start = formatDay(day);
      end = formatDay(addDays(spanLast, 1));
      allDay = true;
    } else if (to - from >= 86_400_000) {
      // "June 22-26, 9am-3pm": a camp over several days with daily hours is a span of days.
      start = formatDay(day);
      end = formatDay(addDays(dayOfInstant(to, zone), 1));
      allDay = true;
    } else {
      start = isoInZone(from, zone);
      end = isoInZone(to, zone);
      allDay = false;
    }
  } else {
    allDay = true;
    start = formatDay(day);
    end = formatDay(addDays(lastDayOfSpan(dateResult, day), 1));
  }

  // The title: the row's other cells, else the sentence without its date words.
  let titleText = titleSource;
  let location = "";
  if (line.cells !== null) {
    const cells = line.cells;
    const dateTexts = [dateResult.text, timeResult?.text ?? ""].filter((text) => text !== "");
    const locationColumn =
      headerCells?.findIndex((cell) =>
        /\b(?:location|venue|where|place|ground|field|pitch|court|rink|arena)\b/i.test(cell),
      ) ?? -1;
    // "Round | Date | Kick-off | Opponent | Ground": a fixture table's match is named by its opponent.
    const opponentColumn =
      headerCells?.findIndex((cell) =>
        /^\W*(?:opponents?|opposition|against|versus|vs?\.?)\W*$/i.test(cell),
      ) ?? -1;
    // (Only a sports table: "Date | Time | Opponent | Motion" is a debate's.)
    const sportsTable =
      headerCells?.some((cell) =>
        /\b(?:kick[- ]?off|ground|field|pitch|court|rink|round|home|away|h\/a|game|match)\b/i.test(
          cell,
        ),
      ) ?? false;
    const opponentCell = (sportsTable && opponentColumn >= 0 ? cells[opponentColumn] : "") ?? "";
    const opponent = /^\W*(?:tbc|tba|tbd|home|away)\W*$/i.test(opponentCell)
      ? ""
      : opponentCell.trim();
    const titleColumn =
      headerCells?.findIndex((cell) =>
        /\b(?:event|what|activity|description|details|title|item)\b/i.test(cell),
      ) ?? -1;
    if (locationColumn >= 0) location = cells[locationColumn] ?? "";
    const others = cells.filter((cell, index) => {
      if (index === locationColumn) return false;
      const stripped = dateTexts.reduce((text, dateText) => text.replace(dateText, ""), cell);
      return meaningful(cleanTitle(stripped)) && !isDateOrTimeCell(cell, context);
    });
    titleText =
      titleColumn >= 0 && cells[titleColumn] !== undefined
        ? (cells[titleColumn] ?? "")
        : // (A bye is no event; "No game" and "at Golden Eagles" are read as they are.)
          opponent !== "" && meaningful(opponent) && !/^\W*(?:no\s|at\s)/i.test(opponent)
          ? /^\W*bye\b/i.test(opponent)
            ? opponent
            : `Match v ${opponent.replace(/^(?:versus|vs\.?|v\.?|@)(?=\s)\s*/i, "")}`
          : (others[0] ??
            dateTexts.reduce((text, dateText) => text.replace(dateText, " "), cells.join(" | ")));
    if (location === "" && others.length > 1) {
      const candidate = others.find((cell) => cell !== titleText && placeLike.test(cell));
      if (candidate !== undefined) location = candidate;
    }
  } else {
    for (const result of [dateResult, timeResult, endHit]) {
      if (result !== null) titleText = titleText.replace(result.text, " \uE000 ");
    }
    titleText = titleText.replace(/\b(?:from|between)\s*-?\s*$/i, " ");
  }
  if (location === "") location = locationOf(normaliseTimes(found.sentence));
  // "Cian is booked in for Cúl Camp at Naomh Mearnóg GAA. Camp runs from...": the place may be a sentence away.
  // Only a line of a few sentences: a longer one would cost its length for every event in it.
  if (location === "" && line.cells === null && line.text.length <= nearbyPlaceChars)
    location = locationOf(normaliseTimes(line.text));
  const segmented = bestSegment(stripLocation(titleText, location), location);
  if (location === "" && segmented.place !== "") location = segmented.place;
  // A table row's cells have no sentence to label.
  const label = line.cells === null ? labelBeforeColon(titleText) : null;
  // "January 8-10 at Camp Tamarack.": what is left says where, not what (in a fixture table's
  // cell, "at Oak Park Strikers" is an away game).
  const onlyWhere =
    line.cells === null && /^(?:at|in|@)\s+(?:the\s+)?\p{Lu}/u.test(segmented.title.trim());
  const titleOptions: ReadonlyArray<TitleOption> = [
    ...(onlyWhere ? [] : [{ text: cleanTitle(segmented.title), source: "sentence" as const }]),
    ...(label === null ? [] : [{ text: cleanTitle(label), source: "label" as const }]),
    ...hints.map((hint) => ({ text: cleanTitle(hint.text), source: hint.source })),
    { text: subjectTitle(context), source: "subject", generic: namedSubject(context) === null },
  ];
  const chosen = chooseTitle(
    titleOptions,
    { subject: context.subject, sentence: found.sentence, eventsInMessage: 0 },
    context.titleWeights,
  );
  if (chosen === null) return null;
  const title = closure === null ? chosen.text : closureTitle(closure, chosen.text);
  const titleFromSubject = chosen.source === "subject" && title === chosen.text;
  // A closure's own title stands: ranking again could only bring back the words it replaced.
  const rankedOptions: ReadonlyArray<TitleOption> =
    title === chosen.text ? titleOptions : [{ text: title, source: "sentence" }];
  // "No game (Easter weekend)", "Good Friday - no school", a "BYE" round: a gap in a schedule, not an event;
  // but "No training this Wednesday as the pitches are frozen" calls one session off.
  if (/^bye\b/i.test(title)) return null;
  if (
    closure === null &&
    !calledOffToday.test(found.sentence) &&
    /^(?:there\s+(?:will\s+be\s+|is\s+|are\s+)?)?no (?:school|games?|practices?|match(?:es)?|training|club|lessons?|class(?:es)?|sessions?|swimming|rehearsals?|meetings?|cubs|scouts|beavers|brownies|guides|rainbows|explorers|choir|band|orchestra|football|netball|rugby|ballet|dance|gym(?:nastics)?)\b/i.test(
      title,
    )
  )
    return null;

  let confidence = 0.5;
  if (explicitTime) confidence += 0.15;
  if (dateBase.dayKnown && !dateBase.weekdayOnly) confidence += 0.1;
  if (!titleFromSubject) confidence += 0.1;
  else confidence -= 0.05;
  if (eventWords.test(title) || eventWords.test(found.sentence)) confidence += 0.1;
  if (line.cells !== null || line.bullet || headingResult !== null) confidence += 0.05;
  if (location !== "") confidence += 0.05;
  // "Reply by Friday", "Return the slip for the trip by 13 March": the date is a deadline, not the event.
  if (datesADeadline(found.sentence, found.sentence.indexOf(dateResult.text), title)) {
    confidence -= 0.3;
  }
  if (title.split(/\s+/).length > 14) confidence -= 0.1;
  // "See you at Saturday's game": a bare weekday without a time is vague.
  const weekdayWord = new RegExp(`\\b${weekdayPattern}`, "i")
    .exec(dateResult.text)?.[0]
    ?.slice(0, 3);
  const subjectAgrees =
    weekdayWord !== undefined && new RegExp(`\\b${weekdayWord}`, "i").test(context.subject);
  const qualified =
    /\b(?:this|next|coming|on)\s+$/i.test(
      found.sentence.slice(0, Math.max(0, found.sentence.indexOf(dateResult.text))),
    ) ||
    /^(?:this|next|coming)\b/i.test(dateResult.text) ||
    closure !== null ||
    // "Saturday's match is cancelled": a change names the one it changes.
    change !== "new";
  if (
    dateBase.weekdayOnly &&
    !explicitTime &&
    headingResult === null &&
    !subjectAgrees &&
    !qualified
  )
    confidence -= 0.25;
  if (
    /\b(?:every|each)\s+(?:week|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day)/i.test(
      found.sentence,
    )
  )
    confidence -= 0.3;
  confidence = Math.max(0, Math.min(0.9, confidence));

  return {
    event: {
      title,
      start,
      end,
      allDay,
      location,
      timezone: zone,
      confidence: Math.round(confidence * 100) / 100,
      source: context.source,
      description: found.sentence.slice(0, 500),
      uid: null,
      sequence: null,
      recurrence: null,
      change,
      replaces: null,
      members: [],
      dayKey: start.slice(0, 10),
      titleOptions: rankedOptions,
      ...(lengthOpen && !allDay ? { lengthOpen } : {}),
    },
  };
}

export function isDateOrTimeCell(cell: string, context: TextContext): boolean {
  const results = parse(normaliseForChrono(cell), context);
  if (results.length === 0) return false;
  const covered = results.reduce((length, result) => length + result.text.length, 0);
  return covered >= cell.replace(/[^\w]/g, "").length * 0.6;
}

/**
 * A date heading nothing followed still names a day: an all-day event
 * titled by the subject, never surer than 0.55.
 */
export function lonelyHeadingEvent(
  heading: Hit,
  headingLine: Line,
  context: TextContext,
  change: EventChange,
): TextCandidate | null {
  const built = build(
    { result: heading, sentence: headingLine.text },
    heading,
    null,
    null,
    headingLine,
    headingLine.text,
    context,
    change,
    null,
  );
  return built === null
    ? null
    : { ...built.event, confidence: Math.min(built.event.confidence, 0.55) };
}
