/**
 * What chrono is not shown as a date: phrases it would read as relative dates
 * that are not dates here, words that only look like weekdays or months, and
 * "this evening" before a time, shown as the day the message was sent.
 */

import { holidayNames } from "./vocabulary";

/**
 * Phrases chrono would read as relative dates that are not dates here: "last
 * day of term", "next week", "30 minutes before kick-off". They are masked
 * (same length, so positions still line up) before chrono sees the text.
 */
export const notDates: ReadonlyArray<RegExp> = [
  // "Years 3 to 8", "ages 5-7", "Grades 3 and 4": who, never a range of hours.
  /\b(?:years?|yrs?|grades?|class(?:es)?|ages?|levels?|rooms?|groups?|forms?|standards?|P)\s*\d{1,2}(?:\s*(?:-|–|to|and|&|\/)\s*\d{1,2}(?![:.]\d|\s*[ap]\.?m\b))*(?![:.]\d|\s*[ap]\.?m\b|\d)/gi,
  /\b(?:last|first|next|same|that|each|every|all|a|per|one|the|whole|full|half|this|following|previous)\s+(?:day|week|weekend|month|year|term|night|morning|afternoon|evening)s?\b/gi,
  /\b(?:week|weekend|month|year)s?\b/gi,
  /\b(?:\d+|a|an|one|two|three|few|several|couple of)\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b(?:\s+(?:before|after|early|earlier|later|prior|ago|beforehand|from now))?/gi,
  // "mantendrá la mesa 15 minutos", "15 Minuten vorher", "dans 15 minutes": lengths, not times.
  /\b\d+\s*(?:minutos?|horas?|minuten|stunden|heures?)(?![\p{L}])/giu,
  /\b(?:now|later|soon|earlier|recently|currently|previously|ago)\b/gi,
  // "Noah Bergman 3.5/5 (tied 4th)", "3/5 points": a score, never a day.
  /\b\d{1,2}\.5\/\d{1,2}\b|\b\d{1,2}\/\d{1,2}(?=\s*(?:pts\b|points?\b|\(tied\b|[-–]\s*\d(?:st|nd|rd|th)\s+place\b))/gi,
  // "Sunday 26 April, first games 10am": the first game, never the 1st of April.
  /\b(?:first|second|third|last)(?=\s+(?:games?|match(?:es)?|races?|rounds?|heats?|waves?|bells?|services?|performances?|shows?|slots?|sittings?|events?|bounce|pitch|whistle|sessions?|half|period|lessons?|class(?:es)?|act|dances?|fixtures?|tee)\b)/gi,
  // chrono folds "Night on Monday, March 16th from 3:30" into a time without its date.
  /\b(?:morning|afternoon|evening|night|lunchtime)s?\b/gi,
  /\b(?:in|within) (?:a|an|the|\d+) (?:minute|hour|day|week|month)s?\b/gi,
  // "1/26 O'Riordan St": a unit and street number, as Australian addresses write them.
  /\b\d{1,4}\/\d{1,4}(?=\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:St|Street|Rd|Road|Ave|Avenue|Pde|Parade|Hwy|Highway|Dr|Drive|Ln|Lane|Pl|Place|Cres|Crescent|Tce|Terrace|Blvd)\b)/gu,
];

/** "this evening" before a time: the day the message was sent. */
export const thisPartOfDay =
  /\bthis\s+(morning|afternoon|evening)\b(?=\s*(?:\(|,|-|at\b|from\b|between\b)?\s*(?:\d{1,2}[:.]\d\d|\d{1,2}\s?[ap]\.?m\b))/gi;

export function mask(text: string): string {
  // Lower-case "sun cream", "may come", "sat down": words, not dates.
  let masked = text
    .replace(holidayNames, (match) => match.replace(/[A-Za-z]/g, "q"))
    .replace(
      // Letters beyond ASCII end no word here: "março" is not "mar".
      /\b(?<!\d(?:st|nd|rd|th)?\s{0,2})(?:sun|sat|wed|mar|may|march|jan|second|sec)\b(?!\p{L})(?!\s*\d)/gu,
      (match) => "q".repeat(match.length),
    )
    // "SUN School is also closed", "SAT Prep": a name in capitals, not a weekday ("FRI Movie Night" is one).
    .replace(
      /\bSUN(?=\s+(?:School|Smart|Safe|Cream|Hats?)\b)|\bSAT(?=\s+(?:Prep|Tests?|Scores?|Exams?|Practice|Math|Reading)\b)/g,
      (match) => "q".repeat(match.length),
    );
  for (const pattern of notDates)
    masked = masked.replace(pattern, (match) => match.replace(/[A-Za-z0-9]/g, "q"));
  return masked;
}
