/** The change a sentence says, read with the sentence before it when it only names what changed. */

import { changeOfText } from "./changeWords";
import type { TextContext } from "./dates";
import { changeOfSentence } from "./moves";
import type { EventChange } from "./types";

/**
 * "…all evening activities are cancelled today. This includes the Grade 4 Winter Concert
 * scheduled for tonight at 6:30 PM.": a sentence that only names what the one before it
 * changed takes that change.
 */
export function changeAfter(
  sentence: string,
  previous: string | undefined,
  context: TextContext,
): EventChange {
  const own = changeOfSentence(sentence, context);
  if (own !== "new" || previous === undefined || !namesWhatChanged.test(sentence)) return own;
  return changeOfText(previous) === "cancel" ? "cancel" : own;
}

const namesWhatChanged =
  /^\W*(?:(?:this|that|which)\s+(?:also\s+)?(?:includes?|means|covers|affects)|(?:this\s+)?including|(?:and\s+)?(?:that|this)\s+goes\s+for)\b/i;
