/**
 * Days on which nothing new happens: a routine that goes on as before (a
 * class's day each week, practices that stay, what happens on the first
 * Sunday of each month) and a fallback that is only a plan B (a rain date,
 * the day a rained-off event would try again).
 */

import { clauseBefore, previousDateEnd } from "./clauses";
import type { Hit } from "./dates";
import { clockTime, ifWet } from "./vocabulary";

/** "If it rains, we will try again on": the day a rained-off event moves to. */
const rainMove = new RegExp(
  String.raw`\b(?:${ifWet})\b[^.!?]{0,40}\b(?:try again|run it|hold it|play it)\b[^.!?]{0,12}$`,
  "i",
);

/** "every Tuesday", "each other Friday": a weekday that comes round each week. */
const everyLead = /\b(?:every|each)(?:\s+other)?\s+$/i;

/**
 * Whether `hit` is such a day: "classes resume Monday", "training stays Wednesday", "Hebrew is on
 * as usual", "training as normal Tuesday", "practices stay Tuesday & Thursday", "the back-up date
 * is Thursday 4 June".
 */
export function isRoutineOrFallback(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  const clause = clauseBefore(sentence, hit, hits);
  // "Practices stay Tuesday & Thursday 6-7pm": a day joined to the one before shares its clause.
  const joinedTo = /^\s*(?:&|and|or|,|\/)\s*$/i.test(clause)
    ? hits.filter((other) => other.index + other.text.length <= hit.index).at(-1)
    : undefined;
  if (joinedTo !== undefined && isRoutineOrFallback(sentence, joinedTo, hits)) return true;
  const end = hit.index + hit.text.length;
  const next = hits.find((other) => other.index >= end);
  const after = sentence.slice(end, next === undefined ? undefined : next.index);
  return (
    /\bresum(?:e|es|ing)\b|\bback to normal\b|\b(?:stays?|remains?)\s+(?:on\s+)?$/i.test(clause) ||
    // "Library day is Tuesday", "PE days are Monday and Thursday": a class's day each week (not
    // "Sports Day is this Friday", one day of the year).
    (!hit.start.isCertain("day") &&
      !hit.start.isCertain("hour") &&
      !/^(?:this|next|coming)\b/i.test(hit.text) &&
      /^(?:[\p{L}'’]+\s+){0,2}?(?:library|pe|p\.e\.|swimming|swim|show and tell|forest school|music|spelling|reading|homework|cooking|baking|gym|games|bike|welly|wellie|fruit|toy|tuck shop)\s+days?\s+(?:is|are)\s+(?:on\s+|every\s+)?$/iu.test(
        sentence.slice(0, hit.index).replace(/^\W+/, ""),
      )) ||
    // "Math Club meets every Tuesday at 3:10": each week's, not the coming Tuesday's.
    // ("We meet every Tuesday at 6pm, starting 29 September": the first is dated.)
    (!hit.start.isCertain("day") &&
      everyLead.test(clause) &&
      // (Nor "… every Sunday at 9am - come along this Sunday": a day of its own beside it.)
      hits.every(
        (other) =>
          !other.start.isCertain("day") &&
          (other === hit || everyLead.test(clauseBefore(sentence, other, hits))),
      )) ||
    // "From Monday 13 September, PE lessons will be on Tuesdays and Thursdays": a timetable's start.
    (/\b(?:from|starting|beginning|as of)\s+$/i.test(clause) &&
      !clockTime.test(sentence) &&
      /\b(?:lessons?|timetable|p\.?e\.?|classes|library|drop-?off|pick-?ups?|bus(?:es)?|lunch(?:es)?)\b/i.test(
        sentence,
      ) &&
      /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|every\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i.test(
        sentence.slice(end),
      )) ||
    // "Baptisms are celebrated on the first Sunday of the month": each month's.
    (!hit.start.isCertain("day") && /^\W*of\s+(?:the|each|every)\s+month\b/i.test(after)) ||
    // "We'll be back on 13 March", "normal service returns next week": after a cancellation.
    /^\W*(?:we['’]ll|we will|we['’]re|we are)\s+be\s+back\s+(?:on\s+|from\s+|next\s+|this\s+)?$/i.test(
      clause,
    ) ||
    // "Training as normal Tuesday 5.30-6.30": the routine, named before its day.
    /\bas\s+(?:normal|usual)\s*[,:-]?\s*(?:on\s+|this\s+|next\s+)?$/i.test(clause) ||
    /^(?:[^.!?]{0,30}?\b(?:is|are)\s+(?:on\s+|running\s+)?)?\s*as\s+(?:normal|usual)\b/i.test(
      after,
    ) ||
    /\b(?:wie gewohnt|wie immer|wie üblich|comme d['’]habitude|como siempre|como de costumbre|zoals gewoonlijk)\b/iu.test(
      after,
    ) ||
    /\b(?:(?:storm|snow|bad[- ]weather)\s+date|(?:rain|back-?up|reserve|wet[- ]weather|fallback|contingency|postponement|alternative)\s+(?:date|day))\b[^.!?]{0,20}$/i.test(
      clause,
    ) ||
    // "If it rains, we will try again on Friday 25th June": the day it moves to if it must.
    rainMove.test(sentence.slice(0, hit.index)) ||
    // ("Postponement day if the weather is bad is 13/05": across the "if" clause; not "There is no
    // wet weather day, so the picnic will happen on Saturday 22 May".)
    /(?<!\bno\s+)\b(?:rain|back-?up|reserve|wet[- ]weather|fallback|contingency|postponement|alternative)\s+(?:date|day)\s+if\b[^.!?,;]{0,40}?\b(?:is|will be)\s+(?:on\s+)?(?:the\s+)?$/i.test(
      sentence.slice(previousDateEnd(hit, hits), hit.index),
    )
  );
}
