/**
 * A reply's own words before the message it quotes: under "On Mon, Apr 5,
 * 2027 at 8:03 PM Lauren wrote:" is what was said before, whose plans the
 * reply above may have changed ("so we'll have to cancel tomorrow").
 */

import type { TextCandidate } from "./buildEvent";
import type { Line } from "./htmlLines";

/** The line a mail client writes over the message it quotes: "On … wrote:", "-----Original Message-----". */
const quoteHeader = /^on\s.{4,120}\swrote:?\s*$|^-{3,}\s*original message\s*-{3,}$/i;

/** Where the quoted message starts: its header line, or Outlook's "From:" over "Sent:". */
function quoteStart(lines: ReadonlyArray<Line>): number {
  return lines.findIndex(
    (line, index) =>
      quoteHeader.test(line.text.trim()) ||
      (/^from\s*:/i.test(line.text) && /^(?:sent|date)\s*:/i.test(lines[index + 1]?.text ?? "")),
  );
}

/** A reply's subject ("Re: playdate?"), not a forward's: its own text is the news. */
export const replySubject = /^\s*(?:re|aw|sv|antw)\s*:/i;

/**
 * The events of a reply's own lines (its `subject` says it is one) when one
 * of them is sure enough to keep (`minimumConfidence`); else the events of
 * every line, the quoted message's too ("Yes, see you then!" over the
 * invitation it answers). Any other message is read whole.
 */
export function eventsOfReply(
  lines: ReadonlyArray<Line>,
  subject: string,
  read: (lines: ReadonlyArray<Line>) => Array<TextCandidate>,
  minimumConfidence: number,
): Array<TextCandidate> {
  const quoteAt = replySubject.test(subject) ? quoteStart(lines) : -1;
  if (quoteAt > 0) {
    const own = read(lines.slice(0, quoteAt));
    if (own.some((event) => event.confidence >= minimumConfidence)) return own;
  }
  return read(lines);
}
