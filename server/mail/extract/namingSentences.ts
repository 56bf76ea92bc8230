/**
 * The sentence beside a dated one, when it may name its event: not one with
 * a day of its own (it names its own event), nor a recap ("Great turnout at
 * training last night"). A change names its event with the day it leaves:
 * "we've decided to postpone the Father-Daughter Dance" (on Saturday) before
 * "The new date is Saturday, February 6" still names the dance.
 */

import { changeOfText } from "./changeWords";
import { hasDay, parse, type TextContext } from "./dates";
import { recapOf } from "./vocabulary";

/** A sentence that gives only a moved event's new time: "The new date is…", "It's now on…". */
const newTimeOnly =
  /^\W*(?:the\s+)?(?:new|revised|rescheduled)\s+(?:date|time|date and time|day|slot)\s+(?:is|will be)\b|^\W*(?:it|this|that)(?:['’]s|\s+is|\s+will be)\s+now\b/i;

export function namingSentence(
  before: string | null,
  context: TextContext,
  sentence = "",
): string | null {
  if (before === null || recapOf.test(before)) return null;
  if (newTimeOnly.test(sentence) && changeOfText(before) !== "new") return before;
  return parse(before, context).some(hasDay) ? null : before;
}
