/**
 * The times a date's sentence takes from the sentence after it ("Half day on
 * the 18th. Pupils leave at 11:45."), or the new time when that sentence moves
 * only the clock ("…tomorrow night's games are pushed back. Your game has
 * moved from 5.40pm to 7.20pm.").
 */

import type { Hit, TextContext } from "./dates";
import { type LedHit, timeLender, timesOfNextSentence } from "./durations";
import { movedTimeOf } from "./moves";

/** What some may do from a time: "Siblings … can come in from 8.15am", "Preschool siblings can be photographed from 8.15am". */
const optionalFrom =
  /\b(?:siblings?|brothers?|sisters?|younger|pre-?school(?:ers)?|toddlers?)\b[^.!?]{0,30}?\b(?:can|may|could)\s+(?:come|arrive|drop\s+in|pop\s+in|be\s+\p{L}+ed)\b[^.!?]{0,40}?\bfrom\s+\d/iu;

export interface LentTimes {
  /** The times, placed after the date's sentence. */
  readonly times: ReadonlyArray<Hit>;
  /** The next-morning ends among them. */
  readonly ends: ReadonlyArray<LedHit>;
  /** The index of the sentence that lent them. */
  readonly lender: number;
}

export function lentTimes(
  sentences: ReadonlyArray<string>,
  index: number,
  date: Hit,
  context: TextContext,
): LentTimes | null {
  const sentence = sentences[index] ?? "";
  const offset = sentence.length + 1_000;
  const lender = timeLender(sentences, index, context);
  // "Siblings at other schools can come in from 8.15am for a family photo": a choice some have.
  if (optionalFrom.test(lender.text)) return null;
  const borrowed = timesOfNextSentence(date, lender.text, offset, context);
  if (borrowed === null) return null;
  const movedTo = movedTimeOf(lender.text, context);
  if (movedTo !== null)
    return {
      times: [{ ...movedTo, index: movedTo.index + offset }],
      ends: [],
      lender: lender.index,
    };
  return { times: borrowed.times, ends: borrowed.ends, lender: lender.index };
}
