/**
 * Two dates of a sentence that make one span: "from 06/07/2026 to
 * 10/07/2026", "between 1 March and 30 June", "du 3 au 7 juin", and a
 * closure's days between the day a school closes and the day it reopens.
 */

import * as chrono from "chrono-node";
import { type Hit, hasTime, utcDay } from "./dates";

/** A date's components moved by whole days (its weekday dropped), or null for one chrono did not make. */
function shiftedDay(
  components: chrono.ParsedComponents,
  days: number,
): chrono.ParsedComponents | null {
  if (!(components instanceof chrono.ParsingComponents) || !components.isCertain("day"))
    return null;
  const moved = new Date(utcDay(components) + days * 86_400_000);
  const shifted = components.clone();
  shifted.delete("weekday");
  shifted.assign("day", moved.getUTCDate());
  shifted.assign("month", moved.getUTCMonth() + 1);
  if (components.isCertain("year")) shifted.assign("year", moved.getUTCFullYear());
  else shifted.imply("year", moved.getUTCFullYear());
  return shifted;
}

/** "from 06/07/2026 to 10/07/2026": two dates joined by "to" are one span. */
export function mergeRanges(hits: Array<Hit>, sentence: string): Array<Hit> {
  const merged: Array<Hit> = [];
  for (const hit of hits) {
    const previous = merged[merged.length - 1];
    if (previous !== undefined && previous.end === null && !hasTime(previous)) {
      const between = sentence.slice(previous.index + previous.text.length, hit.index);
      const opened = sentence.slice(0, previous.index);
      // "between 1 March and 30 June", "entre el 1 de marzo y el 30 de junio", "du 3 au 7 juin".
      const betweenAnd =
        /\b(?:between|entre(?:\s+(?:el|le|la))?|zwischen(?:\s+(?:dem|der))?)\s*$/i.test(opened) &&
        /^\s*(?:and|y|e|et|und)\s+(?:(?:el|le|la|dem|der|the)\s+)?$/i.test(between);
      // "… begin on Monday 1 February and run until Friday 12 February": one span too.
      const fromTo =
        /^\.?\s*(?:(?:and|,)\s+(?:runs?|continues?|lasts?|goes?|go)\s+)?(?:-|to|until|till|through|thru|au|al|bis(?:\s+(?:zum|zur))?(?:\s+einschlie(?:ß|ss)lich)?|through)\s*$/i.test(
          between,
        );
      // "school closes at the end of the day on Wednesday 22nd December and reopens on Thursday
      // 6th January": the days between, closed.
      if (
        /\bclos(?:es|ing)\b[^.!?]{0,40}$/i.test(opened) &&
        /^[^.!?]{0,12}\b(?:and|,)\s+(?:will\s+)?re-?opens?\s+(?:on\s+)?(?:the\s+)?$/i.test(between)
      ) {
        // ("closes at the end of the day on Wednesday 22nd": open that day, closed from the next.)
        const afterClosing =
          /\b(?:end of (?:the )?(?:day|school day)|after school|at\s+\d|early|for (?:the\s+)?(?:easter|christmas|summer|winter|spring|autumn|half[- ]term|mid[- ]term|holidays?|break|vacation))\b/i.test(
            sentence.slice(0, previous.index),
          );
        const first = afterClosing ? shiftedDay(previous.start, 1) : previous.start;
        const last = shiftedDay(hit.start, -1);
        if (first !== null && last !== null && utcDay(first) <= utcDay(last)) {
          merged[merged.length - 1] = {
            index: previous.index,
            text: sentence.slice(previous.index, hit.index + hit.text.length),
            start: first,
            end: last,
          };
          continue;
        }
      }
      if (fromTo || betweenAnd) {
        merged[merged.length - 1] = {
          index: previous.index,
          text: sentence.slice(previous.index, hit.index + hit.text.length),
          start: previous.start,
          end: hit.start,
        };
        continue;
      }
    }
    merged.push(hit);
  }
  return merged;
}
