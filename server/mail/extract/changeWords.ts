/**
 * What change a text announces for its event: a cancellation ("called off",
 * "postponed" with no new day), a move ("moved to", "postponed to Friday",
 * "nouvelle date"), or nothing new.
 */

import type { EventChange } from "./types";
import { cancelWords, otherLanguageUpdateWords, updateWords } from "./vocabulary";

/** The change a sentence or a subject announces: cancel, update (a move) or new. */
export function changeOfText(text: string): EventChange {
  // "the game (10.30 KO at the park) is off": an aside does not split the words that cancel.
  if (cancelWords.test(text) || cancelWords.test(text.replace(/\s*\([^)]*\)/g, ""))) {
    // "postponed to Friday" is a move; "postponed" alone (even "due to the weather") a cancellation.
    // ("postponed until further notice" is still a cancellation.)
    const postponedTo =
      /\bpostpone[ds]?\b[^.;!?]{0,30}?\b(?:until|to|till)\b(?!\s+(?:further notice|a (?:later|future) date|be (?:confirmed|announced|decided)|tbc|tba))/i;
    // "decided to postpone this week's meet (Friday 12 November, 5pm) to Friday 19 November".
    // "postpone our Carols Evening from Tuesday 8 December to Thursday 10 December": further on,
    // only with a day after "to".
    const postponedToDay =
      /\bpostpone[ds]?\b[^.;!?]{0,80}?(?<!\b(?:due|owing|thanks|according)\s)\b(?:until|to|till)\s+(?:(?:next|the|this|our)\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|tomorrow\b|week\b|weekend\b)/i;
    if (
      postponedTo.test(text) ||
      postponedTo.test(text.replace(/\s*\([^)]*\)/g, "")) ||
      postponedToDay.test(text)
    )
      return "update";
    return "cancel";
  }
  return updateWords.test(text) || otherLanguageUpdateWords.test(text) ? "update" : "new";
}

const subjectCancel =
  /\b(?:cancell?ed|cancell?ation|called off|will not (?:take place|go ahead)|postponed)\b/i;
const subjectUpdate =
  /\b(?:moved|rescheduled|change of (?:date|time|venue|location|plans?)|new (?:date|time)|(?:time|date|schedule|venue|location) change)\b/i;

/** The change a subject announces for the one or two events its text names ("Match cancelled", "Change of plan!"), if any. */
export function changeOfSubject(subject: string): Exclude<EventChange, "new"> | null {
  if (subjectCancel.test(subject)) return "cancel";
  return subjectUpdate.test(subject) ? "update" : null;
}
