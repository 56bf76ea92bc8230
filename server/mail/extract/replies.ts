/**
 * A reply's own words before the message it quotes: under "On Mon, Apr 5,
 * 2027 at 8:03 PM Lauren wrote:" is what was said before, whose plans the
 * reply above may have changed ("so we'll have to cancel tomorrow").
 */

import type { TextCandidate } from "./buildEvent";
import type { Line } from "./htmlLines";

/** The line a mail client writes over the message it quotes. */
const quoteHeader = /^on\s.{4,120}\swrote:?\s*$/i;

/**
 * The events of a reply's own lines when one of them is sure enough to keep
 * (`minimumConfidence`); else the events of every line, the quoted message's
 * too ("Yes, see you then!" over the invitation it answers).
 */
export function eventsOfReply(
  lines: ReadonlyArray<Line>,
  read: (lines: ReadonlyArray<Line>) => Array<TextCandidate>,
  minimumConfidence: number,
): Array<TextCandidate> {
  const quoteAt = lines.findIndex((line) => quoteHeader.test(line.text));
  if (quoteAt > 0) {
    const own = read(lines.slice(0, quoteAt));
    if (own.some((event) => event.confidence >= minimumConfidence)) return own;
  }
  return read(lines);
}
