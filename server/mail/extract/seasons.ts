/**
 * Spans of days that are no one event: a season or a term (over six weeks;
 * a holiday's up to ten), and a day named in a span's own bracketed aside.
 */
import { type Hit, hasTime } from "./dates";
import { daysSpanned } from "./durations";
import { utcDay } from "./zone";

/**
 * "School holidays run from 18 December to 31 January (Monday 31 January is a pupil free day)":
 * an untimed day in the bracket right after a span, inside that span, is the span's aside.
 */
export function isSpanAside(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  if (hasTime(hit)) return false;
  const span = hits.find(
    (other) =>
      other.end !== null &&
      other.index < hit.index &&
      // (chrono may take the bracket into the day's own text: "(Monday 31 January".)
      /^\s*\([^()]{0,40}$/.test(
        sentence.slice(other.index + other.text.length, hit.index) + (/^\(/.exec(hit.text) ?? ""),
      ),
  );
  // (A day off only: "is a pupil free day", "staff return"; not "is our late-night browsing evening".)
  const aside = sentence.slice(hit.index + hit.text.length).split(")")[0] ?? "";
  if (
    !/\b(?:pupil|student|staff|teacher|inset|public holiday|bank holiday|closed|no school|return)/i.test(
      `${sentence.slice(span?.index ?? 0, hit.index)} ${aside}`.split("(").at(-1) ?? "",
    )
  )
    return false;
  const end = span?.end;
  if (span === undefined || end == null || daysSpanned(span) <= 1) return false;
  return utcDay(span.start) <= utcDay(hit.start) && utcDay(hit.start) <= utcDay(end);
}

/**
 * "Weeks run June 7 - August 13": a span of over six weeks is a season or a term, not one event;
 * a holiday's may run to ten ("School holidays run from 18 December to 31 January").
 */
export const isSeason = (sentence: string, hit: Hit): boolean => {
  if (hit.end === null || !hit.end.isCertain("day") || !hit.end.isCertain("month")) return false;
  const holiday =
    /(?<!\b(?:lunch|morning|afternoon|coffee|tea)\s)\b(?:holidays?|vacation|break|recess|ferien|vacances|vakantie|vacaciones|vacanze|férias)\b[^.,;:]{0,25}$/i.test(
      sentence.slice(0, hit.index),
    );
  return daysSpanned(hit) > (holiday ? 70 : 42);
};
