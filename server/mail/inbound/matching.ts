/**
 * How a later e-mail's event finds the event it changes when it carries no
 * iCalendar UID: by the words of the title. "Swimming gala moved to
 * Sunday" and "CANCELLED: swimming gala" both name the gala; words about
 * the change itself, and small words, do not count.
 */

const ignored = new Set([
  "a",
  "an",
  "and",
  "the",
  "of",
  "for",
  "to",
  "on",
  "at",
  "in",
  "with",
  "by",
  "is",
  "are",
  "will",
  "be",
  "this",
  "that",
  "our",
  "your",
  "from",
  "has",
  "have",
  "been",
  "now",
  "new",
  "cancelled",
  "canceled",
  "cancellation",
  "cancel",
  "moved",
  "move",
  "postponed",
  "rescheduled",
  "reschedule",
  "update",
  "updated",
  "change",
  "changed",
  "changes",
  "time",
  "date",
  "reminder",
  "re",
  "fw",
  "fwd",
  "no",
  "longer",
  "off",
  "called",
  "delayed",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "today",
  "tomorrow",
  "tonight",
  "next",
  "week",
  "weekend",
]);

/** The words of a title that identify an event, lower-case, accents removed. */
export function titleWords(title: string): ReadonlySet<string> {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.replace(/'s$/, ""))
    .filter((word) => word.length >= 2 && !ignored.has(word) && !/^\d{1,2}(am|pm)?$/.test(word));
  return new Set(words);
}

/**
 * How much two titles share, 0 to 1: the shared words over the words of the
 * shorter title (a short "Gala cancelled" still matches "Year 5 swimming
 * gala at Highfield pool" fully).
 */
export function titleOverlap(a: string, b: string): number {
  const left = titleWords(a);
  const right = titleWords(b);
  const smaller = Math.min(left.size, right.size);
  if (smaller === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / smaller;
}

/** Titles at least this close name the same event. */
export const sameEventOverlap = 0.5;
