/**
 * How long an event lasts, from the words around its times: a stated
 * length ("the session lasts 90 minutes", "a 45-minute assembly", "(45
 * mins)"), the time that ends it ("finishes around 8:30", "back by 2:30")
 * and the time that starts it when another comes first ("doors open 6:30pm,
 * the show starts at 7pm"). Without any of these the one-hour default stays.
 */
import {
  type Hit,
  hasDay,
  hasTime,
  parse,
  partOf,
  spansDays,
  type TextContext,
  weekdayOf,
} from "./dates";
import {
  awardsFinish,
  beThereLead,
  crossingArrival,
  departureLead,
  doorsLead,
  eventNamedBefore,
  finishWords,
  flightLead,
  rangeJoin,
  startLead,
  startTrail,
  untilInOwnSentence,
} from "./timeLeads";
import { monthPattern, weekdayPattern } from "./vocabulary";
import { utcDay } from "./zone";

const dayBefore = String.raw`(?:\b${weekdayPattern}|\b${monthPattern}\s+\d{1,2}(?:st|nd|rd|th)?|\b\d{1,2}(?:st|nd|rd|th)(?:\s+(?:of\s+)?${monthPattern})?|\b\d{1,2}\s+(?:of\s+)?${monthPattern})(?:,?\s+\d{4})?`;
const hourRangeAfterDay = new RegExp(
  String.raw`(${dayBefore}\s*,\s*)(1[0-2]|[1-9])\s*(?:-|–|to)\s*(1[0-2]|[1-9])(?:ish)?\b(?![:.]\d|\s*(?:[ap]\.?m\b|%|yrs?\b|years?\b|y\/?o\b|st\b|nd\b|rd\b|th\b|\/))`,
  "gi",
);

/**
 * "Sunday, June 14, 1-3", "Sat the 18th, 9-12", "this Sunday, 2 to 4ish":
 * bare hours joined as a range just after a day are the event's hours, not
 * ages or scores; written as clock times ("1:00-3:00") chrono reads them.
 */
export const withHourRanges = (text: string): string =>
  text.replace(
    hourRangeAfterDay,
    (_all, day: string, from: string, to: string) => `${day}${from}:00-${to}:00`,
  );

/** A time with the words just before it in its sentence, which say what the time is for. */
export interface LedHit extends Hit {
  readonly lead: string;
  /** The words just after the time ("kick off" in "for a 10am kick off"). */
  readonly trail?: string;
}

/** The most of a time's trailing words read. */
const trailChars = 12;

/** The longest run of words before a time that can say what the time is for. */
const leadChars = 40;

/** The times of a sentence that carry no day, each with the words since the time before it. */
export function ledTimes(hits: ReadonlyArray<Hit>, text: string): Array<LedHit> {
  const led: Array<LedHit> = [];
  let from = 0;
  for (const hit of hits) {
    if (!hasDay(hit) && hasTime(hit))
      led.push({
        ...hit,
        lead: text.slice(Math.max(from, hit.index - leadChars), hit.index),
        trail: text.slice(hit.index + hit.text.length, hit.index + hit.text.length + trailChars),
      });
    from = Math.max(from, hit.index + hit.text.length);
  }
  return led;
}

const leadOf = (hit: Hit): string =>
  "lead" in hit && typeof hit.lead === "string" ? hit.lead : "";
const trailOf = (hit: Hit): string =>
  "trail" in hit && typeof hit.trail === "string" ? hit.trail : "";

/** "we zijn rond 13.00 uur klaar", "gegen 16 Uhr fertig": a finish said after its time. */
const finishedAfter =
  /^\W{0,3}(?:uur\s+|uhr\s+)?(?:klaar|afgelopen|fertig|zu ende)(?!\p{L})(?!\s+(?:staan|stehen|umgezogen|angezogen|sein|zijn))/iu;
/** …said of the group itself: "we zijn rond", "wir sind gegen" (not "de lunch staat om 12.00 uur klaar"). */
const weAre = /\b(?:we zijn|wij zijn|zijn we|wir sind|sind wir)\b[^.!?]{0,20}$/iu;

/** Minutes into the day a time means, read as `build` reads it (a bare 1 to 7 is afternoon). */
function clockMinutes(hit: Hit): number {
  const part = partOf(hit.start, hit.text);
  return (part.hour ?? 0) * 60 + part.minute;
}

/**
 * Whether `end` comes later on the day than `start`. A bare hour after an
 * afternoon start is read as afternoon too: "at 6:30 PM ... wraps up by 8:00".
 */
export function laterInDay(end: Hit, start: Hit): boolean {
  const from = clockMinutes(start);
  let to = clockMinutes(end);
  if (to <= from && from >= 720 && to < 720 && !end.start.isCertain("meridiem") && to + 720 > from)
    to += 720;
  return to > from;
}

/**
 * The time that starts the event among a sentence's times: the first after
 * its date (else the first), passing over the time the doors open when a
 * later one follows ("Doors open 6:30pm, the show starts at 7pm").
 */
export function startTimeOf(date: Hit | null, timed: ReadonlyArray<Hit>): Hit | null {
  const first =
    (date === null ? undefined : timed.find((hit) => hit.index > date.index)) ?? timed[0];
  if (first === undefined) return null;
  // "Please arrive by 9:15 for a 10am kick off": the kick-off, when a later time says it starts.
  if (beThereLead.test(leadOf(first))) {
    const later = timed.filter((hit) => hit.index > first.index && laterInDay(hit, first));
    const start =
      later.find((hit) => startLead.test(leadOf(hit)) || startTrail.test(trailOf(hit))) ??
      // "March-in 12:15 PM, competition 12:30-3:00 PM": the event named before its time.
      later.find((hit) => eventNamedBefore.test(leadOf(hit)) && !beThereLead.test(leadOf(hit)));
    if (start !== undefined) return start;
  }
  if (!doorsLead.test(leadOf(first))) return first;
  const show = timed.find(
    (hit) => hit.index > first.index && !finishWords.test(leadOf(hit)) && laterInDay(hit, first),
  );
  return show ?? first;
}

/**
 * "Tuesday and Thursday next week from 5:30-7pm": a day joined by "and" to
 * the next day of its sentence shares that day's time (chrono reads the
 * time as the second day's).
 */
export function sharedTime(date: Hit, dated: ReadonlyArray<Hit>, sentence: string): Hit | null {
  const next = dated.find((hit) => hit.index > date.index);
  if (next === undefined || !hasTime(next)) return null;
  const between = sentence.slice(date.index + date.text.length, next.index);
  // ("on Wednesday, January 20 and again on Wednesday, January 27, from 1:15 to 2:30 p.m. both days")
  return /^\s*(?:,\s*)?(?:and|&|or|\+)(?:\s+(?:again|also))?(?:\s+on)?\s*$|^\s*,\s*$/i.test(between)
    ? next
    : null;
}

/**
 * A later time that ends the start: one after finishing words ("leave at
 * 8:30 AM and are back by 2:30 PM", "check-in at 7:30, opening ceremony at
 * 8:30, and awards wrap up around 4:00 PM"), else the next time when only
 * a range's joining word stands between them ("between 7:30 and 8:15").
 * A next time after other words starts something of its own ("meet 10:15,
 * first throw-in 10:30").
 */
export function endTimeAfter(start: Hit, timed: ReadonlyArray<Hit>): Hit | null {
  if (!hasTime(start) || start.end?.isCertain("hour")) return null;
  const after = timed.filter((hit) => hit.index > start.index && hit !== start);
  const later = (hit: Hit) => laterInDay(hit, start) || isNextDay(hit, start);
  // (A finish named before its time first; "we zijn rond 13.00 uur klaar" only when none is.)
  // (Then a competition's awards, then German "bis" in the event's own sentence.)
  const finish =
    [finishWords, awardsFinish, untilInOwnSentence]
      .map((lead) => after.find((hit) => lead.test(leadOf(hit)) && later(hit)))
      .find((hit) => hit !== undefined) ??
    after.find((hit) => weAre.test(leadOf(hit)) && finishedAfter.test(trailOf(hit)) && later(hit));
  if (finish !== undefined) return finish;
  // "Departs 08:05 - arrives 11:20": a crossing's arrival ends it.
  const arrival = departureLead.test(leadOf(start))
    ? after.find((hit) => crossingArrival.test(leadOf(hit)))
    : undefined;
  if (
    arrival !== undefined &&
    !flightLead(leadOf(start), leadOf(arrival)) &&
    laterInDay(arrival, start)
  )
    return arrival;
  const next = after[0];
  // chrono keeps the joining word in the end's own text in other languages: "das 17:00" "às 19:30".
  const joined =
    next !== undefined &&
    /^[\s,]*$/.test(leadOf(next)) &&
    rangeJoin.test(/^(?:a las|\S+)(?=\s)/i.exec(next.text)?.[0] ?? "");
  if (next === undefined || !(rangeJoin.test(leadOf(next)) || joined) || !laterInDay(next, start))
    return null;
  // "between 7:30 and 8:15" is a range; "at 2pm and 6.30pm" two times (`repeatsOf`).
  if (/^\s*and\s*$/i.test(leadOf(next)) && !opensRange(start)) return null;
  return next;
}

const opensRange = (start: Hit): boolean =>
  /\bbetween\s*$/i.test(leadOf(start)) || /^\s*between\b/i.test(start.text);

/**
 * "The shows are on Saturday 19th June at 2pm and 6.30pm": the later times
 * joined to the start by "and" or a comma, each a time of its own for the
 * same event (not "between 7:30 and 8:15", a range).
 */
export function repeatsOf(start: Hit, timed: ReadonlyArray<Hit>): Array<Hit> {
  if (!hasTime(start) || start.end?.isCertain("hour") || opensRange(start)) return [];
  const repeats: Array<Hit> = [];
  let previous = start;
  for (const hit of timed.filter((candidate) => candidate.index > start.index)) {
    if (
      !/^\s*(?:,|and|&|,\s*and)\s*(?:again\s+)?(?:at\s+)?$/i.test(leadOf(hit)) ||
      !laterInDay(hit, previous)
    )
      break;
    repeats.push(hit);
    previous = hit;
  }
  return repeats;
}

/** A span of more than one night ("June 22-26"): it takes no one time from the next sentence. */
export function spansNights(hit: Hit): boolean {
  return spansDays(hit) && daysSpanned(hit) > 1;
}

/** The days from a hit's start to its end, as written (0 when it has no end). */
export function daysSpanned(hit: Hit): number {
  if (hit.end === null) return 0;
  return (utcDay(hit.end) - utcDay(hit.start)) / 86_400_000;
}

/** "pick-up is at 9am on Saturday" after "7pm on Friday 20 March": the morning after. */
function isNextDay(hit: Hit, start: Hit): boolean {
  const from = weekdayOf(start);
  const to = weekdayOf(hit);
  return !hit.start.isCertain("day") && from !== null && to !== null && to === (from + 1) % 7;
}

/**
 * The dated times of a sentence that end an overnight event begun by the
 * date before them: "starts at 7pm on Friday 20 March and pick-up is at 9am
 * on Saturday". They are ends, not events of their own.
 */
export function overnightEnds(dated: ReadonlyArray<Hit>, sentence: string): Array<LedHit> {
  const ends: Array<LedHit> = [];
  dated.forEach((hit, index) => {
    const before = dated[index - 1];
    if (before === undefined || !hasTime(hit) || !isNextDay(hit, before)) return;
    const lead = sentence.slice(
      Math.max(before.index + before.text.length, hit.index - leadChars),
      hit.index,
    );
    if (finishWords.test(lead)) ends.push({ ...hit, lead });
  });
  return ends;
}

/**
 * The days of the sentence after a date that only end it overnight ("…two
 * weeks from Saturday." then "Drop-off is at 7pm and pick-up is 7am Sunday
 * morning."), as ends; null when any of its days is a day of its own.
 */
export function overnightEndsAfter(
  date: Hit,
  following: ReadonlyArray<Hit>,
  next: string,
): Array<LedHit> | null {
  const days = following.filter(hasDay);
  const ends = days.flatMap((hit) => {
    // "next Tuesday" is a week on, never the morning after.
    if (!hasTime(hit) || !isNextDay(hit, date) || /\b(?:next|following)\b/i.test(hit.text))
      return [];
    const lead = next.slice(Math.max(0, hit.index - leadChars), hit.index);
    return finishWords.test(lead) ? [{ ...hit, lead }] : [];
  });
  return ends.length === days.length ? ends : null;
}

/**
 * The sentence a date without a time borrows its times from: the next one,
 * or, when that only says when to meet, the next one with the sentence after
 * it ("Please meet at the car park by 5.45pm; we'll start at 6pm and finish
 * at 7.30pm": when to be there, then the event's own times).
 */
export function timeLender(
  sentences: ReadonlyArray<string>,
  index: number,
  context: TextContext,
): { readonly text: string; readonly index: number } {
  const next = { text: sentences[index + 1] ?? "", index: index + 1 };
  const after = sentences[index + 2];
  if (
    after === undefined ||
    !/^\W*(?:please\s+)?(?:meet|arrive|be there|gather|report|check[- ]?in)\b/i.test(next.text) ||
    parse(next.text, context).length === 0
  )
    return next;
  const afterHits = parse(after, context);
  return afterHits.length > 0 && !afterHits.some((hit) => hit.start.isCertain("day"))
    ? { text: `${next.text} ${after}`, index: index + 2 }
    : next;
}

/**
 * The times the sentence after a date gives it ("Half day on the 18th.
 * Pupils leave at 11:45."), placed after the date's sentence (`offset`),
 * with the next-morning ends among them; null when that sentence names a
 * day of its own.
 */
export function timesOfNextSentence(
  date: Hit,
  next: string,
  offset: number,
  context: TextContext,
): { readonly times: Array<Hit>; readonly ends: Array<LedHit> } | null {
  const following = parse(next, context);
  // "Drop off is at 6pm on the Friday and pick up at 10am on Saturday morning": the date's own
  // weekday restated with its start time.
  const restated = following.filter(
    (hit) =>
      hasDay(hit) &&
      !hit.start.isCertain("day") &&
      !/\b(?:next|following|coming|this|every)\b/i.test(hit.text) &&
      weekdayOf(hit) === weekdayOf(date),
  );
  const ends = overnightEndsAfter(
    date,
    following.filter((hit) => !restated.includes(hit)),
    next,
  );
  // A night away ("Friday 12th - Saturday 13th March") takes its times only with the morning's end.
  if (ends === null || (spansDays(date) && ends.length === 0)) return null;
  const starts = restated.filter(hasTime).map((hit) => ({
    ...hit,
    lead: next.slice(0, hit.index).slice(-leadChars),
  }));
  const times = [...ledTimes(following, next), ...starts, ...ends]
    .sort((left, right) => left.index - right.index)
    .map((hit) => ({ ...hit, index: hit.index + offset }));
  return { times, ends };
}
