/**
 * Events a message says twice, the second time with less: a change said
 * again without its time (the day a move leaves, the reason for a
 * cancellation), and a day said again without the time another line gives
 * it ("THIS Saturday folks!" over "Jan 16, 12:15-1:30, BMO Centre rink 3").
 */

import { type ExtractedEvent, fromText } from "./types";
import { eventWords } from "./vocabulary";

/** A title that is a sentence or a fragment of one, or names no event. */
const namesNothing = (title: string): boolean =>
  title.split(/\s+/).length >= 7 ||
  !eventWords.test(title) ||
  /(?<!\p{L})(?:or|and|but|the|a|an|to|of|for|with|at|on|in)\s*$/iu.test(title);

/**
 * `events` without all-day text events that only say again the day of a
 * timed one: "We still need a scorekeeper for the game" beside "Game at
 * 5:30". "Red Nose Day" beside the assembly at 2pm names a day of its own
 * and stays.
 */
export function withoutUntimedEchoes<Event extends ExtractedEvent>(
  events: ReadonlyArray<Event>,
): Array<Event> {
  const timedDays = new Set(
    events
      .filter((event) => fromText(event) && !event.allDay)
      .map((event) => event.start.slice(0, 10)),
  );
  return events.filter(
    (event) =>
      !(
        fromText(event) &&
        event.allDay &&
        event.change === "new" &&
        timedDays.has(event.start.slice(0, 10)) &&
        namesNothing(event.title)
      ),
  );
}

/**
 * "…has been moved from 27 May to Thursday 3 June at 16:10", "the 7:00–8:30 AM practice on
 * Saturday is cancelled as the pool is closed for repairs": beside a timed change, an all-day
 * change that is the same one said again is dropped: on the same day, under a like title, or
 * on a day before a move (the day it leaves). Only text events; a calendar's own stay.
 */
export function withoutEchoedChanges<Event extends ExtractedEvent>(
  events: ReadonlyArray<Event>,
): Array<Event> {
  const timed = events.filter(
    (event) => fromText(event) && !event.allDay && event.change !== "new",
  );
  const echoes = (event: Event) =>
    timed.some(
      (change) =>
        change.start.slice(0, 10) === event.start.slice(0, 10) ||
        likeTitles(change.title, event.title) ||
        (change.change === "update" && event.start.slice(0, 10) < change.start.slice(0, 10)),
    );
  // (A change read as new still says one, under a like title: "we've made the call to postpone the
  // Twilight Fair" on the Friday it leaves; "remember to cancel the hot lunch order" is no change.)
  const saidAsNew = (event: Event) =>
    event.change === "new" &&
    /\b(?:postpon|cancel|reschedul)\p{L}*|\bcall(?:ed|ing)? off\b/iu.test(event.description) &&
    timed.some((change) => namesSameEvent(change.title, event.title));
  return events.filter(
    (event) =>
      !(
        fromText(event) &&
        event.allDay &&
        ((event.change !== "new" && echoes(event)) || saidAsNew(event))
      ),
  );
}

const threeLetters = /\p{L}{3,}/gu;
const fourLetters = /\p{L}{4,}/gu;

/** A title's lower-case words, as `letters` finds them. */
const titleWords = (title: string, letters: RegExp): Set<string> =>
  new Set(title.toLowerCase().match(letters) ?? []);

/** Words two titles share. */
const sharedWords = (left: Set<string>, right: Set<string>): number =>
  [...left].filter((word) => right.has(word)).length;

/** Two words of four letters or more in common, not a year group's or a day's ("Twilight Fair"). */
function namesSameEvent(left: string, right: string): boolean {
  const named = (title: string) =>
    new Set(
      [...titleWords(title, fourLetters)].filter(
        (word) => !/^(?:grade|year|class|school|week|with|from|this|that|will)$/.test(word),
      ),
    );
  return sharedWords(named(left), named(right)) >= 2;
}

/** Half the words of the shorter title in the other ("Dino Sleepover", "Dino Sleepover cancelled"). */
function likeTitles(left: string, right: string): boolean {
  const [a, b] = [titleWords(left, threeLetters), titleWords(right, threeLetters)];
  const shared = sharedWords(a, b);
  return shared > 0 && shared >= Math.min(a.size, b.size) / 2;
}
