/**
 * The subject's day for a body that names the event but not its day:
 * "Trip to the zoo – Friday 13 March" over "Year 2 are off to Chester Zoo.
 * The coach leaves at 9am and we are back by 3pm." The subject's date heads
 * the body, as a date line heads the lines below it, so the body's times
 * and words complete the event. With nothing in the body, the subject is
 * the event on its own ("Reminder: Sports Day Friday 13 March" over "Don't
 * forget hats!").
 */
import {
  type Hit,
  hasDay,
  hasTime,
  normaliseForChrono,
  parse,
  partOf,
  resolveAgainstMessage,
  type TextContext,
} from "./dates";
import { type Line, textToLines } from "./htmlLines";
import { isNonEventSentence } from "./nonEventSentences";
import { isRoutineOrFallback } from "./routines";
import { eventsFromLines, type TextCandidate } from "./text";
import { contentWords, namedSubject } from "./titles";
import { eventWords } from "./vocabulary";
import { dayOfInstant, formatDay, weekdayOnOrAfter } from "./zone";

/** A subject's event is never surer than this: its day was not in the body. */
const subjectConfidence = 0.6;

/** The subject's one day without a time ("Friday 13 March"), or null. */
export function subjectDay(context: TextContext): Hit | null {
  const days = parse(
    resolveAgainstMessage(normaliseForChrono(context.subject), context),
    context,
  ).filter(hasDay);
  const only = days[0];
  return days.length === 1 && only !== undefined && !hasTime(only) ? only : null;
}

const pastWeekday =
  /\b(?:last|from|since|after)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s\b/i;

/**
 * The day the subject names, "YYYY-MM-DD", or null: a bare weekday ("Isla -
 * competition Saturday", sent on a Monday) is the next one on or after the
 * message's day, as in the body, not the one just gone.
 */
export function subjectDayKey(context: TextContext): string | null {
  const named = subjectDay(context);
  if (named === null) return null;
  const part = partOf(named.start, named.text);
  // ("Photos from Monday's assembly", "Since last Friday": a day gone, as chrono reads it.)
  if (!part.weekdayOnly || pastWeekday.test(context.subject)) return formatDay(part.day);
  const sent = dayOfInstant(context.reference.getTime(), context.zone);
  return formatDay(weekdayOnOrAfter(part.day, sent));
}

const namesDay =
  (context: TextContext) =>
  (line: Line): boolean =>
    parse(resolveAgainstMessage(normaliseForChrono(line.text), context), context).some(hasDay);

/** The days a line names, "YYYY-MM-DD", read against the message as the body's are. */
const dayKeysOf = (line: Line, context: TextContext): Array<string> =>
  parse(resolveAgainstMessage(normaliseForChrono(line.text), context), context)
    .filter((hit) => hit.start.isCertain("day"))
    .map((hit) => formatDay(partOf(hit.start, hit.text).day));

/**
 * "Grade 3 PE and swimming from 13 September" over "From Monday 13 September, PE lessons will be on
 * Tuesdays and Thursdays": the body reads the subject's day as a routine's first, no event.
 */
function startsARoutine(line: Line, days: ReadonlySet<string>, context: TextContext): boolean {
  const text = resolveAgainstMessage(normaliseForChrono(line.text), context);
  const hits = parse(text, context);
  return hits.some(
    (hit) =>
      hit.start.isCertain("day") &&
      days.has(formatDay(partOf(hit.start, hit.text).day)) &&
      isRoutineOrFallback(text, hit, hits),
  );
}

/** Whether the body speaks of the event the subject names: half its words are in the body. */
function bodyNamesSubject(context: TextContext, lines: ReadonlyArray<Line>): boolean {
  const title = namedSubject(context);
  if (title === null || !eventWords.test(title)) return false;
  const words = contentWords(title);
  if (words.size === 0) return false;
  const body = contentWords(lines.map((line) => line.text).join(" "));
  let shared = 0;
  for (const word of words) if (body.has(word)) shared += 1;
  return shared / words.size >= 0.5;
}

/** What is left of "Friday Letter" or "Weekly update - Monday" once its day is read: the letter's name. */
const dayNamedLetter =
  /^\W*(?:(?:weekly|school|class|parent|parents|family|head['’]?s?|principal['’]?s?|staff)\s+)?(?:news ?letter|letter|news|update|bulletin|message|memo|notes|round-?up|digest|briefing|e-?news|flyer)s?\W*$/i;

/**
 * Events on the subject's day that the body did not give: when the body
 * gave no event it is sure of, or when it names the subject's event but
 * gave other days only. None when the body already has the subject's day.
 * A body with no day at all lends the subject's day its times.
 */
export function eventsOnSubjectDay(
  lines: ReadonlyArray<Line>,
  bodyEvents: ReadonlyArray<TextCandidate>,
  context: TextContext,
  minimumConfidence: number,
): Array<TextCandidate> {
  const sure = bodyEvents.filter((event) => event.confidence >= minimumConfidence);
  if (sure.length > 0 && !bodyNamesSubject(context, lines)) return [];
  // "Saturday game moved" over "moved to Sunday": the subject's day is the one the move replaces.
  if (sure.some((event) => event.change === "update")) return [];
  const fromSubject = eventsFromLines(textToLines(context.subject), context);
  // "Friday Letter", "Monday Message": a newsletter named for the day it comes out.
  if (fromSubject.every((event) => dayNamedLetter.test(event.title))) return [];
  const days = new Set(fromSubject.map((event) => event.dayKey));
  if (days.size === 0 || sure.some((event) => days.has(event.dayKey))) return [];
  // "New drop-off arrangements from Monday" over "from Monday 9 August the front gate will open at
  // 8.20am (not 8.00am)": the body read that day and found no event on it.
  // (Only a line read as no event at all: "return the forms by Friday 13 June" leaves Sports Day.)
  const subjectSaysFrom = /\b(?:from|starting|beginning|as of)\s+(?:\p{L}+,?\s+)?\d/iu.test(
    context.subject,
  );
  if (
    lines.some(
      (line) =>
        (isNonEventSentence(line.text) && dayKeysOf(line, context).some((key) => days.has(key))) ||
        (subjectSaysFrom && startsARoutine(line, days, context)),
    )
  )
    return [];
  // "Swim gala Saturday" over "The Winter Gala is on Saturday 14 March": the body's Saturday.
  const weekdayOf = (key: string) => new Date(`${key}T12:00:00Z`).getUTCDay();
  const bareWeekday = parse(normaliseForChrono(context.subject), context).some(
    (hit) => hit.start.isCertain("weekday") && !hit.start.isCertain("day"),
  );
  const weekdays = new Set([...days].map(weekdayOf));
  if (bareWeekday && sure.some((event) => weekdays.has(weekdayOf(event.dayKey)))) return [];
  // Only a body with no day of its own gives its times to the subject's day.
  const day =
    bodyEvents.length === 0 && !lines.some(namesDay(context)) ? subjectDay(context) : null;
  const headed =
    day === null
      ? []
      : eventsFromLines(
          [{ text: day.text, cells: null, heading: true, bullet: false }, ...lines],
          context,
        ).filter((event) => days.has(event.dayKey));
  // A time the body gives is the event's; the paragraph under the day is then only its words.
  const timed = headed.filter((event) => !event.allDay);
  const onDay = timed.length > 0 ? timed : headed;
  // One event on the subject's day is the one the subject names ("Dear parents," is no title).
  const title = onDay.length === 1 ? namedSubject(context) : null;
  return (onDay.length > 0 ? onDay : fromSubject).map((event) => ({
    ...event,
    ...(title === null
      ? {}
      : { title, titleOptions: [{ text: title, source: "subject" as const }] }),
    confidence: Math.min(event.confidence, subjectConfidence),
  }));
}
