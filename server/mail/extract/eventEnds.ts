/**
 * Where a timed event's end is found beyond its own sentence: a later
 * sentence's finishing time ("Finish around 12:30", "Pick-up is at
 * 3.15"), or the length a later sentence states ("The session runs for 45
 * minutes"), reading on into the next two lines.
 */

import { type Hit, hasDay, hasTime, normaliseForChrono, parse, type TextContext } from "./dates";
import { endTimeAfter, laterInDay } from "./durations";
import type { Line } from "./htmlLines";
import { durationMinutes } from "./lengths";
import { shorthandTomorrowWords, shorthandTonightWords } from "./relativeDates";
import { sentencesOf } from "./sentences";
import { awardsFinish, finishWords, ownFinish } from "./timeLeads";
import { besideTheEvent } from "./vocabulary";

/**
 * The end a later sentence gives a timed start: "Meet at 10:15. Finish
 * around 12:30.", "It should be finished by 8." Only a sentence with no
 * day of its own and with finishing words, and only a later time.
 */
export function finishAfter(
  start: Hit,
  following: ReadonlyArray<string>,
  context: TextContext,
  own: (sentence: string) => boolean = () => true,
): Hit | null {
  if (!hasTime(start) || start.end?.isCertain("hour")) return null;
  for (const sentence of following) {
    const hits = parse(sentence, context);
    if (hits.some(hasDay) || chatDay.test(sentence)) return null;
    if (!(finishWords.test(sentence) || awardsFinish.test(sentence)) || !own(sentence)) continue;
    const later =
      hits
        .filter(hasTime)
        .find((hit) => laterInDay(hit, start) && !countOrAddress(sentence, hit)) ??
      bareHourAfter(start, sentence, context);
    if (later !== undefined) return later;
  }
  return null;
}

// "football tmrw is half 5": a chat's day of its own, which chrono does not read.
const chatDay = new RegExp(`\\b(?:${shorthandTomorrowWords}|${shorthandTonightWords})\\b`, "i");

/** "back by 2 weeks", "home by 3 stops", "back at 7 Oak Lane": a bare number that counts or addresses. */
function countOrAddress(sentence: string, hit: Hit): boolean {
  const words = hit.text.trim();
  if (!/^(?:at|by|around|about)?\s*\d{1,2}$/i.test(words)) return false;
  const after = sentence.slice(hit.index + hit.text.length);
  return /^\s+(?:weeks?|days?|months?|years?|stops?|miles?|km|goals?|points?|laps?|holes?|minutes?|mins?|hours?|hrs?|\p{Lu}\p{Ll}+)/u.test(
    after,
  );
}

// "It'll all be finished by 5", "back at the trailhead around 9": an hour with no minutes or am/pm.
const bareFinish =
  /\b(?:finish\w*|back|done|over|end\w*|home|collect\w*|pick[- ]?up|packed up|wrap(?:s|ped|ping)? up)\b[^.\d]{0,30}?\b(?:at|by|around|about|approx\.?|approximately)\s+(1[0-2]|[1-9])(?=\s*(?:$|[.,;!?)]|o['’]clock|ish\b|in the (?:morning|afternoon|evening)|at the latest))/i;

/** A bare finishing hour read as the first of its morning or evening clock that follows the start within twelve hours. */
function bareHourAfter(start: Hit, sentence: string, context: TextContext): Hit | undefined {
  const hour = Number(bareFinish.exec(sentence)?.[1] ?? Number.NaN);
  if (!Number.isFinite(hour)) return undefined;
  const startHour = start.start.get("hour") ?? 0;
  for (const clock of [hour % 12, (hour % 12) + 12]) {
    if (clock <= startHour || clock - startHour > 12) continue;
    const [hit] = parse(`by ${clock}:00`, context).filter(hasTime);
    if (hit !== undefined && laterInDay(hit, start)) return hit;
  }
  return undefined;
}

/**
 * The length the sentences after an event's own give it: "Thursday 9 July,
 * 2pm: Matariki stories. The session runs for 45 minutes." It stops at a
 * sentence with a day of its own, and passes over one whose times do not
 * include the start, which is about something else ("Lunch is at 12:30").
 */
export function lengthAfter(
  start: Hit,
  following: ReadonlyArray<string>,
  context: TextContext,
): number | null {
  if (!hasTime(start) || start.end?.isCertain("hour")) return null;
  for (const sentence of following) {
    const hits = parse(sentence, context);
    if (hits.some(hasDay)) return null;
    const times = hits.filter(hasTime);
    if (times.length > 0 && !times.some((hit) => hit.text === start.text)) continue;
    for (const clause of sentence.split(clauseBreak)) {
      const minutes = durationMinutes(clause);
      if (minutes !== null && !besideTheEvent.test(clause)) return minutes;
    }
  }
  return null;
}

// "Exams take about 25 minutes, and parents wait in the foyer": the wait is another clause's.
const clauseBreak = /[,;]\s+(?=(?:and|but|while|so|whilst)\s)/i;

/** Where an event's sentence sits, for the end and length the sentences after it give. */
export interface Surroundings {
  /** An end found already, in the lines below a title line. */
  readonly given: Hit | null;
  /** Up to five sentences after the event's own in its line. */
  readonly following: ReadonlyArray<string>;
  readonly line: Line;
  /** The two lines after the event's own. */
  readonly nextLines: ReadonlyArray<Line | undefined>;
  /** The sentence gives one event, so a length stated after it is that event's. */
  readonly oneEvent: boolean;
  /** The event's own sentence: "…next Friday at 6pm in the clubrooms, finishing around 8". */
  readonly own?: string;
}

/** A bare finishing hour after the start in its own sentence ("…at 6pm…, finishing around 8"). */
function ownBareFinish(start: Hit, own: string | undefined, context: TextContext): Hit | null {
  if (own === undefined || own.slice(start.index, start.index + start.text.length) !== start.text)
    return null;
  return bareHourAfter(start, own.slice(start.index + start.text.length), context) ?? null;
}

/**
 * The sentences after an event's own, going on into the next two lines
 * when its own run out: always for a length ("The concert should run about
 * 90 minutes.") and a finish that is the event's (`ownFinish`), else only
 * when the line breaks off mid-sentence, as a PDF's lines do ("meet in the
 * car park at 8.40am;" over "the coach returns at about 3.30pm.").
 */
function sentencesAfter(
  around: Surroundings,
  intoNextParagraph: boolean,
  lines = 2,
): ReadonlyArray<string> {
  const { following, line } = around;
  let sentences = [...following];
  for (const nextLine of around.nextLines.slice(0, lines)) {
    if (sentences.length >= 6 || nextLine === undefined || nextLine.cells !== null) break;
    if (!intoNextParagraph && /[.!?]["”’)]?\s*$/.test(line.text)) return sentences.slice(0, 3);
    // (The next lines as their own are read: "off court by 10.30" with the dotted time made a clock.)
    sentences = [
      ...sentences,
      ...sentencesOf({ ...nextLine, text: normaliseForChrono(nextLine.text) }),
    ];
    if (!intoNextParagraph) break;
  }
  return sentences.slice(0, 8);
}

/**
 * The end of an event that starts at `start`, from its sentence's other times (`timed`) or a later
 * sentence's finish, else a later sentence's length; neither leaves the one-hour default.
 */
export function endOf(
  start: Hit,
  timed: ReadonlyArray<Hit>,
  around: Surroundings,
  context: TextContext,
): { readonly end: Hit | null; readonly lengthMinutes: number | null } {
  const end =
    around.given ??
    endTimeAfter(start, timed) ??
    ownBareFinish(start, around.own, context) ??
    finishAfter(start, sentencesAfter(around, false).slice(0, 3), context) ??
    finishAfter(start, sentencesAfter(around, true), context, ownFinish);
  if (end !== null || !around.oneEvent) return { end, lengthMinutes: null };
  return {
    end,
    lengthMinutes: lengthAfter(start, sentencesAfter(around, true, 1).slice(0, 3), context),
  };
}
