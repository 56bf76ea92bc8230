/**
 * The time of a one-day text event whose date names none, as a ranked
 * choice: the time today's rules find (or "all-day" when they find none)
 * competes with the times later in its paragraph and in the next two
 * paragraphs, up to a sentence that names a day of its own, each described by
 * readable features (how far away, a range, the words before it: start,
 * arrive, finish...), and the best score wins. A block of labelled lines under
 * the day ("Check-in: 12:15", "Competition begins: 1:15") is read to its end.
 * The weights are fitted on the development mail by `npm run extract:train-times` (scripts/timeFit.ts) and
 * kept in `timeWeights.json`, beside this file.
 */

import {
  dayKeyOf,
  type Hit,
  hasDay,
  hasTime,
  normaliseForChrono,
  parse,
  partOf,
  type TextContext,
} from "./dates";
import { type LedHit, laterInDay, ledTimes, withHourRanges } from "./durations";
import { type FittedWeights, linearScore, readWeights } from "./fittedWeights";
import type { Line } from "./htmlLines";
import { readable, sentencesOf } from "./sentences";
import { beThereLead, finishWords } from "./timeLeads";

export const timeFeatureNames = [
  "all_day",
  "rules_time",
  "same_line",
  "next_line",
  "later_line",
  "further_in_block",
  "sentences_away",
  "beside_another_day",
  "first_candidate",
  "is_range",
  "start_cue",
  "arrival_cue",
  "end_cue",
  "deadline_cue",
  "time_only_line",
  "earliest_clock",
] as const;

export type TimeFeatureName = (typeof timeFeatureNames)[number];
export type TimeFeatures = Record<TimeFeatureName, number>;

export type TimeWeights = FittedWeights<TimeFeatureName>;

/** One option of a time choice: a time (null for all-day) and what describes it. */
export interface TimeOption {
  readonly hit: LedHit | null;
  /** "HH:MM" as the event would start, null for all-day. */
  readonly clock: string | null;
  readonly features: TimeFeatures;
  /** The start said after the arrival the rules took: chosen whatever the weights say. */
  readonly saidStart?: boolean;
}

/** A time choice as the trainer sees it: the event's day and its options. */
export interface TimeTrace {
  /** "YYYY-MM-DD". */
  readonly day: string;
  readonly options: ReadonlyArray<TimeOption>;
}

export const timeWeights: TimeWeights = readWeights(new URL("./timeWeights.json", import.meta.url));

const startCue =
  /(?:\b(?:start(?:s|ing)?|begin(?:s|ning)?|from|doors|kick[- ]?off|commenc\w*|runs?|parade|leave|depart\w*|vertrek\w*|abfahrt|partenza|débute|commence|à partir|comienza|empieza|desde)|beginn\w*)\W*(?:\w+\W+){0,3}$/iu;
// ("Um 18.00 Uhr ziehen wir los", "à 18h nous partons": the set-off said after its time.)
const startAfter =
  /^\W{0,3}(?:start|kick[- ]?off|beginn?|début|inicio|(?:uhr\s+)?(?:ziehen|gehen|laufen|fahren)\s+wir\s+los|(?:uhr\s+)?geht(?:['’]s| es)\s+los)/iu;
/** "The first track event starts at 08:00": the event's own start, not a bus leaving for it. */
const ownStart =
  /\b(?:start(?:s|ing)?|begin(?:s|ning)?|commenc\w*|kick[- ]?off)\W*(?:\w+\W+){0,3}$/iu;
/** A day out, where the bus leaving is the start. */
const trip =
  /\b(?:trip|excursion|outing|visit|tour|day out|ausflug|sortie|excursión|uitstap)(?!\p{L})/iu;
/** "buses depart at 07:15 sharp": a departure that may only take the family to the event. */
const departure = /\b(?:bus(?:es)?|coach(?:es)?|we)\s+(?:depart|leave)s?\b[^.!?]{0,20}$/i;
const arrivalCue =
  /\b(?:arriv\w*|call[- ]?times?|be there|there (?:by|for)|sign(?:ed)? in|warm[- ]?ups?|dressed|registration|check[- ]?in|drop[- ]?off|meet(?:ing)?(?: (?:us|me|them|the (?:team|group|coach|bus)))? (?:at|in|by)|einschwimmen|treffpunkt|treffen|aufwärmen|accueil|llegada|(?:siblings?|younger|pre-?school(?:ers)?|toddlers?)\b[^.!?]{0,30}?\b(?:can|may|could)\s+(?:(?:come|pop|drop|call)(?:\s+(?:in|along|by|over|round))?|be\s+\p{L}+ed))\b/iu;
/** "arrive at school at the normal time (8.40am)", "come to school at the usual time": the school day's start, not the event's. */
const arrivalClause =
  /(?:\b(?:arrive|come|be|get|report)\s+(?:\w+\s+){0,2}(?:at|to|in|into)\s+school\b|\b(?:usual|normal|regular)\s+(?:school\s+)?(?:time|start)\b)[^.!?]{0,25}$/i;
/** "om 8.15 uur op school verwacht", "à 8h15 à l'école": a time the children are expected at school. */
const arrivalAfter =
  /^\W{0,3}(?:uur\s+)?(?:op school|aanwezig|à l['’]école|en el colegio|na escola|in der schule|an der schule)\b/iu;
/** "need to report to the band room by", "doors": words before a time to be there, loosely. */
const beforeStart =
  /\b(?:report(?:s|ing)?|doors?|tuning|line[- ]?up|have (?:your|them|him|her)\b[^,;]{0,30}\b(?:by|at|for))\b[^,;]{0,40}$/i;
const deadlineCue = /\b(?:by|before|no later than|deadline|due|bis spätestens|avant)\W*$/iu;
const habitWords = /\b(?:every|each)\s+(?:day|morning|afternoon|evening|week)\b|\bdaily\b/i;

const clockOf = (hit: Hit): string | null => {
  const part = partOf(hit.start, hit.text);
  return part.hour === null
    ? null
    : `${String(part.hour).padStart(2, "0")}:${String(part.minute).padStart(2, "0")}`;
};

const none = (): TimeFeatures =>
  Object.fromEntries(timeFeatureNames.map((name) => [name, 0])) as TimeFeatures;

interface Place {
  readonly sentence: string;
  readonly line: 0 | 1 | 2 | 3;
  readonly away: number;
  readonly lineText: string;
}

/** The most lines below a day read for its times. */
const blockLines = 6;

/** The sentences after the event's own: the rest of its line, then the next two paragraphs. */
function placesAfter(
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  following: ReadonlyArray<string>,
): Array<Place> {
  const own = lines[lineIndex]?.text ?? "";
  const places: Array<Place> = following.map((sentence, index) => ({
    sentence,
    line: 0,
    away: index + 1,
    lineText: own,
  }));
  let away = following.length;
  let taken = 0;
  let blank = false;
  // The next two lines, and on to the end of the block the second sits in (up to `blockLines`):
  // "Check-in: 12:15 PM", "Timed warm-ups: 12:30 PM", "Competition begins: 1:15 PM" under a day.
  for (let next = lineIndex + 1; next < lines.length && taken < blockLines; next += 1) {
    const given = lines[next];
    if (given === undefined || given.text.trim() === "") {
      blank = taken > 0;
      continue;
    }
    if (taken >= 2 && blank) break;
    if (given.cells !== null || given.heading) break;
    taken += 1;
    const line = readable(given);
    const text = withHourRanges(normaliseForChrono(line.text));
    for (const sentence of sentencesOf({ ...line, text })) {
      away += 1;
      places.push({ sentence, line: Math.min(taken, 3) as 1 | 2 | 3, away, lineText: line.text });
    }
  }
  return places;
}

/**
 * The options of a dated event: today's rules' time (`ruled`), or "all-day"
 * when they found none, first; then each other time in the sentences after
 * its own (its line's rest, the next two paragraphs), in written order.
 */
export function timeOptions(
  ruled: Hit | null,
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  following: ReadonlyArray<string>,
  context: TextContext,
): Array<TimeOption> {
  const kept = ruled === null ? null : { ...ruled, lead: "" };
  const keptClock = kept === null ? null : clockOf(kept);
  const options: Array<TimeOption> = [
    kept === null
      ? { hit: null, clock: null, features: { ...none(), all_day: 1 } }
      : {
          hit: kept,
          clock: keptClock,
          features: {
            ...none(),
            rules_time: 1,
            is_range: kept.end?.isCertain("hour") === true ? 1 : 0,
          },
        },
  ];
  let keptArrival: number | null = null;
  let keptDeparture = false;
  const onTrip = trip.test(lines[lineIndex]?.text ?? "");
  for (const place of placesAfter(lines, lineIndex, following)) {
    const hits = parse(place.sentence, context);
    // "Breakfast club starts at 7:45am every day": a habit of its own, not this day's times.
    const times = habitWords.test(place.sentence) ? [] : ledTimes(hits, place.sentence);
    // A sentence that names a day of its own likely gives its times to that day.
    const ownDay = hits.some(hasDay) ? 1 : 0;
    // ("Warm-up: 1.00pm (poolside in club caps please)": an aside in brackets adds no words.)
    const onlyTime =
      place.sentence
        .replace(/\([^()]*\)/g, " ")
        .replace(/\d{1,2}(?:[:.h]\d\d)?\s*(?:[ap]\.?m\.?)?/giu, " ")
        .split(/\s+/u)
        .filter((word) => /\p{L}{2,}/u.test(word)).length <= 2;
    for (const hit of times) {
      const clock = clockOf(hit);
      // The rules' own time met again: "Warm-up is from 4.15 to 4.50; the gala itself starts at 5pm".
      if (clock !== null && clock === keptClock && keptArrival === null) {
        keptArrival =
          beThereLead.test(hit.lead) ||
          arrivalCue.test(hit.lead) ||
          beforeStart.test(hit.lead) ||
          (departure.test(hit.lead) && !onTrip)
            ? place.away
            : -1;
        keptDeparture = departure.test(hit.lead) && !onTrip;
      }
      if (clock === null || clock === keptClock) continue;
      const before = hit.lead;
      const option: TimeOption = {
        hit,
        clock,
        features: {
          ...none(),
          same_line: place.line === 0 ? 1 : 0,
          next_line: place.line === 1 ? 1 : 0,
          later_line: place.line === 2 ? 1 : 0,
          further_in_block: place.line === 3 ? 1 : 0,
          sentences_away: Math.min(place.away, 6) / 3,
          beside_another_day: ownDay,
          first_candidate: options.length === 1 ? 1 : 0,
          is_range: hit.end?.isCertain("hour") === true ? 1 : 0,
          start_cue:
            startCue.test(before) ||
            startAfter.test(place.sentence.slice(hit.index + hit.text.length))
              ? 1
              : 0,
          arrival_cue:
            arrivalCue.test(hit.lead) ||
            arrivalClause.test(place.sentence.slice(Math.max(0, hit.index - 90), hit.index)) ||
            arrivalAfter.test(place.sentence.slice(hit.index + hit.text.length))
              ? 1
              : 0,
          end_cue: finishWords.test(hit.lead) ? 1 : 0,
          deadline_cue: deadlineCue.test(before) ? 1 : 0,
          time_only_line: onlyTime ? 1 : 0,
        },
      };
      // Past the block's second line only a start or a finish said as such is the day's ("PTA AGM:
      // 7pm" at the foot of an open morning's lines is another event's).
      const { start_cue: starts, end_cue: ends } = option.features;
      if (place.line === 3 && starts === 0 && ends === 0) continue;
      options.push(option);
    }
    // The times after a sentence that names a day of its own are that day's (the rules' stop too).
    if (hits.some(hasDay)) break;
  }
  // …when the rules took an arrival and its sentence or the next then says when it starts, that
  // start is chosen (as `startTimeOf` reads a sentence's own times).
  const arrivalAway = keptArrival === null || keptArrival < 0 ? null : Math.min(keptArrival, 6);
  const startSaid =
    arrivalAway === null
      ? undefined
      : options.find((option) => {
          // (In its sentence or the next: "Warm-up is from 4.15 to 4.50; the gala … starts at 5pm".)
          const further = option.features.sentences_away * 3 - arrivalAway;
          // (After a bus's departure, only a start said as such: "The first track event starts at 08:00".)
          const started = keptDeparture ? ownStart.test(option.hit?.lead ?? "") : true;
          return (
            option.features.start_cue === 1 && started && further > -1e-9 && further < 1 + 1e-9
          );
        });
  // A bus leaving for the event, then the event's own start in the next sentence ("buses depart
  // at 07:15. The first track event starts at 08:00"): the start, unless the day is a trip.
  const afterBus =
    startSaid !== undefined && departure.test(startSaid.hit?.lead ?? "") && !onTrip
      ? options.find((option) => {
          const further = (option.features.sentences_away - startSaid.features.sentences_away) * 3;
          return ownStart.test(option.hit?.lead ?? "") && further > 1e-9 && further < 1 + 1e-9;
        })
      : undefined;
  const said = afterBus ?? startSaid;
  if (said !== undefined) options[options.indexOf(said)] = { ...said, saidStart: true };
  const clocks = options.flatMap((option) => (option.clock === null ? [] : [option.clock]));
  const earliest = clocks.sort()[0];
  return options.map((option) =>
    option.clock !== null && option.clock === earliest
      ? { ...option, features: { ...option.features, earliest_clock: 1 } }
      : option,
  );
}

/**
 * When the time chosen is when to be there ("Gear check is at 8.30am", "buses depart at 07:15")
 * and the same or the next sentence says when the event starts ("with riding starting at 9am",
 * "The first track event starts at 08:00"), that start.
 */
function startAfterArrival(
  best: TimeOption,
  options: ReadonlyArray<TimeOption>,
  ownLine: string,
): TimeOption | undefined {
  const lead = best.hit?.lead ?? "";
  // (On a trip the coach leaving is the start: "be at school by 8.30; the coach departs at 8.45".)
  if (best.hit === null || best.saidStart === true || trip.test(ownLine)) return undefined;
  const toBeThere = beThereLead.test(lead) || arrivalCue.test(lead) || departure.test(lead);
  if (!toBeThere) return undefined;
  const from = best.hit;
  return options.find((option) => {
    const further = (option.features.sentences_away - best.features.sentences_away) * 3;
    return (
      option.hit !== null &&
      option.hit.index > (further < 1e-9 ? from.index : -1) &&
      further > -1e-9 &&
      further < 1 + 1e-9 &&
      // (Its start said before it, or after it: "Um 18.00 Uhr ziehen wir los".)
      (ownStart.test(option.hit.lead) ||
        (option.features.start_cue === 1 && !startCue.test(option.hit.lead))) &&
      laterInDay(option.hit, from)
    );
  });
}

/** Whether the dates of a sentence all name the same day ("Remembrance Sunday ... on 14 November"). */
export const oneDay = (hits: ReadonlyArray<Hit>): boolean => new Set(hits.map(dayKeyOf)).size <= 1;

export function timeScore(features: TimeFeatures, weights: TimeWeights["weights"]): number {
  return linearScore(timeFeatureNames, features, weights);
}

/**
 * The start (and an end, when a later option says the event finishes then)
 * the weights choose over today's rules' time; null keeps what the rules
 * found (a time, or all-day), as does `following` null (a span of days, or
 * several days in the sentence). The choice is told to `context.timeTrace`.
 */
export function chooseTime(
  day: Hit,
  ruled: Hit | null,
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  following: ReadonlyArray<string> | null,
  context: TextContext,
): { readonly start: LedHit; readonly end: Hit | null } | null {
  if (following === null || hasTime(day)) return null;
  const options = timeOptions(ruled, lines, lineIndex, following, context);
  if (options.length === 1) return null;
  context.timeTrace?.push({ day: dayKeyOf(day), options });
  const weights = context.timeWeights ?? timeWeights.weights;
  let best = options[0] as TimeOption;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    const score = timeScore(option.features, weights);
    if (score > bestScore) [best, bestScore] = [option, score];
  }
  best = options.find((option) => option.saidStart === true) ?? best;
  best = startAfterArrival(best, options, lines[lineIndex]?.text ?? "") ?? best;
  const start = best.hit;
  if (start === null || best === options[0]) return null;
  if (start.end?.isCertain("hour") === true) return { start, end: null };
  const after = options.slice(options.indexOf(best) + 1);
  const end = after.find(
    (option) =>
      option.hit !== null &&
      option.features.end_cue === 1 &&
      option.features.sentences_away - best.features.sentences_away <= 2 / 3 &&
      laterInDay(option.hit, start),
  );
  return { start, end: end?.hit ?? null };
}
