/**
 * The length a message states on its own, away from any day or time, for
 * the one event it times: "The show runs for approximately two hours." a
 * paragraph below "Wednesday 10th and Thursday 11th March, both at
 * 7.30pm"; "Please allow 90 minutes for the appointment." under a form's
 * "Time: 14:20". The sentence that holds the time, and the few after it,
 * are read for a length when the event is built (durations.ts); this reads
 * the rest of the message once its events are known.
 */
import type { TextCandidate } from "./buildEvent";
import { hasDay, hasTime, normaliseForChrono, parse, type TextContext } from "./dates";
import type { Line } from "./htmlLines";
import { durationMinutes, lengthWords } from "./lengths";
import { sentencesOf } from "./sentences";
import { besideTheEvent } from "./vocabulary";
import { isoInZone } from "./zone";

/** The most lines searched for a stated length: a letter's, not a newsletter's. */
const maxLines = 80;

const lengthLabel = /^\W*(?:run(?:ning)? ?time|duration|length)\W*$/i;

/** A length the message states, and the kind of event it is for when it says ("Each game is 50 minutes"). */
interface StatedLength {
  readonly minutes: number;
  readonly each: string | null;
  /** The clock it is for, in minutes of the day, when given as hours ("Games are 8.30 to 11.30"). */
  readonly from?: number;
}

/** "Games are 8.30 to 11.30": the kind's hours as a length from its start, or null. */
function hoursOf(sentence: string, context: TextContext): StatedLength | null {
  const each = eachOf(sentence);
  if (each === null) return null;
  const hits = parse(normaliseForChrono(sentence), context);
  const [range] = hits;
  if (hits.length !== 1 || range?.end == null || hasDay(range)) return null;
  if (!range.start.isCertain("hour") || !range.end.isCertain("hour")) return null;
  const clock = (parts: typeof range.start) =>
    (parts.get("hour") ?? 0) * 60 + (parts.get("minute") ?? 0);
  const [from, to] = [clock(range.start), clock(range.end)];
  return to > from ? { minutes: to - from, each, from } : null;
}

/**
 * "Each game is 50 minutes", "every session lasts an hour", "Games are 50 minutes", "All matches
 * last 40 minutes": the kind of event, the word after "each" or the plural before the verb.
 */
const eachOf = (sentence: string): string | null =>
  /^\W*(?:each|every)\s+(\p{L}{3,})/iu.exec(sentence)?.[1]?.toLowerCase() ??
  // ("Games" is a game, "matches" a match, "classes" a class.)
  /^\W*(?:all\s+)?(?:(?:the|our)\s+)?(\p{L}{2,}s)\s+(?:are|last|run|have)\b/iu
    .exec(sentence)?.[1]
    ?.toLowerCase()
    .replace(/(?<=ch|sh|x|ss)es$|s$/, "") ??
  // "The show runs about two hours", "O espetáculo tem duração aproximada de 1h30".
  /^\W*(?:the|o|a|el|la|le|les|los|der|die|das|het|de)\s+(\p{L}{3,})\s+(?:runs?|lasts?|takes?|will\s+(?:run|last|take)|tem|dura|duran|durará|dure|durent|durera|dauert|dauern|duurt|duren)(?!\p{L})/iu
    .exec(sentence)?.[1]
    ?.toLowerCase() ??
  null;

/** The lengths the message's sentences state with no day or time of their own. */
function statedLengths(lines: ReadonlyArray<Line>, context: TextContext): Array<StatedLength> {
  const lengths: Array<StatedLength> = [];
  for (const line of lines.slice(0, maxLines)) {
    // A table's rows are events, but a labelled row ("Run time | Approximately 2 hours") is a length.
    if (line.cells !== null && !lengthLabel.test(line.cells[0] ?? "")) continue;
    const sentences =
      line.cells === null
        ? sentencesOf(line)
        : [`${line.cells[0]}: ${line.cells.slice(1).join(" ")}`];
    for (const sentence of sentences) {
      const hours = hoursOf(sentence, context);
      if (hours !== null) lengths.push(hours);
      const minutes = durationMinutes(sentence);
      if (minutes === null || besideTheEvent.test(sentence)) continue;
      // (The length's own "1h30" is no time of day.)
      // (Nor is "no new inning after 1:20", a cut-off inside the length.)
      const rest = sentence
        .replace(lengthWords(sentence), " ")
        .replace(/\b(?:no new \p{L}+ (?:after|past)|not after)\s+\d{1,2}[:.]\d\d\b/giu, " ");
      if (parse(rest, context).some((hit) => hasDay(hit) || hasTime(hit))) continue;
      lengths.push({ minutes, each: eachOf(sentence) });
    }
  }
  return lengths;
}

/**
 * The candidates, each timed one whose end is the default hour given the
 * length the message states: only when it states one length, and when all
 * its timed candidates are one event (one title, however many days), or
 * to the candidates of the kind the length is for ("Each game is 50
 * minutes" over "Game 1: vs. Leaside Flames" and "Game 2: vs. Oakville").
 */
export function withStatedLength(
  candidates: ReadonlyArray<TextCandidate>,
  lines: ReadonlyArray<Line>,
  context: TextContext,
): ReadonlyArray<TextCandidate> {
  const timed = candidates.filter((candidate) => !candidate.allDay);
  if (!timed.some((candidate) => candidate.lengthOpen === true)) return candidates;
  if (timed.some((candidate) => candidate.change === "cancel")) return candidates;
  const oneTitle = new Set(timed.map((candidate) => candidate.title.toLowerCase())).size === 1;
  // "Each performance runs approximately two hours" under a "Performances" heading: the kind may
  // be named by the title or by the heading or line the event could have taken its title from.
  const names = (candidate: TextCandidate) =>
    [candidate.title, ...candidate.titleOptions.map((option) => option.text)]
      .join(" ")
      .toLowerCase();
  const open = timed.filter((candidate) => candidate.lengthOpen === true);
  // ("Games are 1 hr 45 min" over "Sat 3/6 - 9:00am vs Padres": a match is a game, named by its sides.)
  // (Or a row of a fixture table: "Sat 4/10 | 9:00 AM | Fenton Fireflies (home)".)
  const named = (candidate: TextCandidate, each: string) =>
    names(candidate).includes(each) ||
    (/^(?:game|match|fixture)$/.test(each) &&
      /\b(?:game|match|fixture)\b|(?:^|\s)(?:v|vs\.?|versus|@)\s|\((?:home|away)\)/i.test(
        `${names(candidate)} ${candidate.description}`,
      ));
  // ("1. Minecraft Masterclass, 10.30am – 12.00pm … 2. Meet the author, 2.00pm … The session runs
  // for about 45 minutes": the one event whose length is unsaid, unless the length names another.)
  const onlyOpen = (each: string | null) =>
    open.length === 1 &&
    (each === null ||
      !timed.some((candidate) => candidate.lengthOpen !== true && named(candidate, each)));
  // ("Games are 8.30 to 11.30": only for the games that start at 8.30.)
  const clockOf = (candidate: TextCandidate) =>
    Number(candidate.start.slice(11, 13)) * 60 + Number(candidate.start.slice(14, 16));
  const startsAt = (candidate: TextCandidate, { from }: StatedLength) =>
    from === undefined || clockOf(candidate) === from;
  // "Conferences are 15 minutes each", "Die Gespräche dauern jeweils 10 Minuten": every slot's, in
  // a list of slots on one day (not an early dismissal's in a newsletter).
  const slotList =
    open.length > 1 && new Set(open.map((slot) => slot.start.slice(0, 10))).size === 1;
  const slots = (each: string | null) =>
    slotList &&
    each !== null &&
    /^(?:appointment|slot|conference|meeting|interview|gespräch|gespräche|termin|rendez-vou|cita|gesprek)$/.test(
      each,
    );
  const forSome = (length: StatedLength) =>
    open.some((candidate) => startsAt(candidate, length)) && forKind(length);
  const forKind = ({ each }: StatedLength) =>
    oneTitle ||
    slots(each) ||
    onlyOpen(each) ||
    (each !== null && open.some((candidate) => named(candidate, each)));
  const stated = statedLengths(lines, context).filter(forSome);
  const lengths = new Set(stated.map((length) => length.minutes));
  const [minutes] = lengths;
  if (lengths.size !== 1 || minutes === undefined) return candidates;
  // The length is for the kind it names ("Games are 50 minutes"), or for the message's one event.
  const forThis = (candidate: TextCandidate) =>
    stated.every((length) => startsAt(candidate, length)) &&
    (oneTitle ||
      stated.some(
        ({ each }) => (each !== null && named(candidate, each)) || onlyOpen(each) || slots(each),
      ));
  return candidates.map((candidate) =>
    // Only a timed candidate is ever left open (buildEvent.ts).
    candidate.lengthOpen === true && forThis(candidate)
      ? {
          ...candidate,
          end: isoInZone(Date.parse(candidate.start) + minutes * 60_000, candidate.timezone),
          lengthOpen: false,
        }
      : candidate,
  );
}
