/** The clause a date sits in, read back from the date to the last clause start or date before it. */

import type { Hit } from "./dates";

/** Words no limit looks past: the start of a clause, or a date already read. */
const clauseStart = /[.!?;:]\s|,\s|\b(?:and|but|so|then|if|or|while|when|which|where)\s/gi;

/** Where the last date before `hit` in its sentence ends, or 0. */
export function previousDateEnd(hit: Hit, hits: ReadonlyArray<Hit>): number {
  let from = 0;
  for (const other of hits) {
    const end = other.index + other.text.length;
    if (other !== hit && end <= hit.index) from = Math.max(from, end);
  }
  return from;
}

/** The text a limit word may govern: from the last clause start (or date) before `hit` up to it. */
export function clauseBefore(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): string {
  const before = sentence.slice(previousDateEnd(hit, hits), hit.index);
  // "complete the consent form (whether you are giving or declining consent) by Friday": an aside
  // in brackets starts no clause.
  const masked = before.replace(/\([^()]*\)/g, (aside) => " ".repeat(aside.length));
  let start = 0;
  for (const match of masked.matchAll(clauseStart)) {
    // A boundary right before the date is the limit's own punctuation ("Pickup by: 03/24").
    if (before.slice(match.index + match[0].length).trim() !== "") start = match.index;
  }
  return before.slice(start);
}
