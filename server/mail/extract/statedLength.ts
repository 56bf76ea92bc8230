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
import { hasDay, hasTime, parse, type TextContext } from "./dates";
import type { Line } from "./htmlLines";
import { durationMinutes, lengthWords } from "./lengths";
import { sentencesOf } from "./sentences";
import { besideTheEvent } from "./vocabulary";
import { isoInZone } from "./zone";

/** The most lines searched for a stated length: a letter's, not a newsletter's. */
const maxLines = 80;

/** A length the message states, and the kind of event it is for when it says ("Each game is 50 minutes"). */
interface StatedLength {
  readonly minutes: number;
  readonly each: string | null;
}

/**
 * "Each game is 50 minutes", "every session lasts an hour", "Games are 50 minutes", "All matches
 * last 40 minutes": the kind of event, the word after "each" or the plural before the verb.
 */
const eachOf = (sentence: string): string | null =>
  (
    /^\W*(?:each|every)\s+(\p{L}{3,})/iu.exec(sentence)?.[1] ??
    /^\W*(?:all\s+)?(?:(?:the|our)\s+)?(\p{L}{2,}s)\s+(?:are|last|run)\b/iu.exec(sentence)?.[1]
  )
    ?.toLowerCase()
    .replace(/e?s$/, "") ?? null;

/** The lengths the message's sentences state with no day or time of their own. */
function statedLengths(lines: ReadonlyArray<Line>, context: TextContext): Array<StatedLength> {
  const lengths: Array<StatedLength> = [];
  for (const line of lines.slice(0, maxLines)) {
    if (line.cells !== null) continue;
    for (const sentence of sentencesOf(line)) {
      const minutes = durationMinutes(sentence);
      if (minutes === null || besideTheEvent.test(sentence)) continue;
      // (The length's own "1h30" is no time of day.)
      const rest = sentence.replace(lengthWords(sentence), " ");
      if (parse(rest, context).some((hit) => hasDay(hit) || hasTime(hit))) continue;
      lengths.push({ minutes, each: eachOf(sentence) });
    }
  }
  return lengths;
}

/**
 * The candidates, each timed one whose end is the default hour given the
 * length the message states: only when it states one length, and when all
 * its timed candidates are one event (one title, however many days) or
 * the length is for each of a kind they all name ("Each game is 50
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
  const forAll = ({ each }: StatedLength) =>
    oneTitle || (each !== null && open.every((candidate) => names(candidate).includes(each)));
  const lengths = new Set(
    statedLengths(lines, context)
      .filter(forAll)
      .map((length) => length.minutes),
  );
  const [minutes] = lengths;
  if (lengths.size !== 1 || minutes === undefined) return candidates;
  return candidates.map((candidate) =>
    // Only a timed candidate is ever left open (buildEvent.ts).
    candidate.lengthOpen === true
      ? {
          ...candidate,
          end: isoInZone(Date.parse(candidate.start) + minutes * 60_000, candidate.timezone),
          lengthOpen: false,
        }
      : candidate,
  );
}
