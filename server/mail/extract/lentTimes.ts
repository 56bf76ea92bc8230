/**
 * The times a date's sentence takes from the sentence after it ("Half day on
 * the 18th. Pupils leave at 11:45."), or the new time when that sentence moves
 * only the clock ("…tomorrow night's games are pushed back. Your game has
 * moved from 5.40pm to 7.20pm.").
 */

import type { Hit, TextContext } from "./dates";
import { type LedHit, timeLender, timesOfNextSentence } from "./durations";
import { movedTimeOf } from "./moves";

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
