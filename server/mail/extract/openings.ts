/**
 * Days on which something opens to the reader (tickets on sale, bookings,
 * a registration): notices, not days to attend.
 */

import { clauseBefore } from "./clauses";
import type { Hit } from "./dates";

/**
 * Things that open to the reader from a date: "tickets are available from Monday", "on sale from",
 * "the booking system will reopen on Monday", "i biglietti si ritirano in segreteria dal 25 maggio".
 */
export const openFrom =
  /(?<!\p{L})(?:bigliett[io]|billets?|entradas|boletos|karten|tickets?|kaartjes)(?!\p{L})[^.!?]{0,40}?(?<!\p{L})(?:si ritirano|ritirabili|disponibili|in vendita|en vente|en venta|à venda|à retirer|disponibles?|se pueden recoger|abholbar|erhältlich|verkrijgbaar|af te halen)(?!\p{L})[^.!?]{0,40}?(?<!\p{L})(?:dal(?:l['’])?|dalla|à partir du|dès le|desde el|a partir del|ab(?:\s+(?:dem|den))?|vanaf)\s*$|\b(?:available|on sale|go(?:es)? on sale|open for (?:booking|bookings|orders|registration|sign-?ups)|(?:can|may) be (?:dropped(?: off)?|left|handed in|brought(?: in)?|donated))\b[^.!?]{0,30}?\b(?:from|as of|starting)\s+(?:the\s+|this\s+|next\s+)?$|\b(?:on sale|go(?:es)? on sale|pre-?sales?)\b[^.!?]{0,30}?$|\b(?:booking|bookings|booking (?:system|site|page|form)|ticket sales|the (?:online )?shop)\s+(?:will\s+)?(?:re-?)?opens?\b[^.!?]{0,20}?(?:\b(?:on|from|at|as of)\s+)?(?:the\s+|this\s+|next\s+)?$/iu;

/**
 * "Registration for the fall season opens Tuesday, June 1 at 9 AM on our
 * website": sign-ups opening online, not a day to attend ("Registration
 * opens 06:30 on Saturday" at a race is when to arrive).
 */
// (Case matters: "entries to the Kingfisher Spring Open" names a gala, not an opening.)
const registrationOpens =
  /\b(?:[Rr]egistration|[Ee]nrol(?:l)?ments?|[Ss]ign-?ups?|[Aa]pplications?|[Bb]ookings|[Ee]ntries|REGISTRATION)\b[^.!?]{0,60}?\b(?:[Rr]e-?)?(?:opens?|OPENS?)\b/;
const online =
  /\b(?:online|website|web site|portal|app|for the (?:[\w-]+\s+){0,2}(?:season|term|year|session|camp)|(?:season|term|session|semester|camp)\s+(?:registration|enrol(?:l)?ment|sign-?ups?)|(?:for|to)\s+(?:returning|current|existing|new)\s+(?:families|members|players|parents|students|campers|swimmers|gymnasts)|for everyone else|to (?:the )?(?:general )?public)\b/i;

/** "| Spring session registration opens (members first)": a row that says only that. */
const rowOpening =
  /^\s*[-–—:|]\s*(?:[\p{L}\d'’ ]{0,40}?\s)?(?:registration|enrol(?:l)?ments?|sign-?ups?|applications?|bookings|entries)\s+(?:for\s+[^,.;:|–—-]{0,40}?\s+)?(?:re-?)?opens?\b/iu;

/**
 * The days a registration opens on, each said in its own words or joined to the
 * one before ("opens to members on November 16 and to the public on November 23").
 */
export function isRegistrationOpening(
  sentence: string,
  hit: Hit,
  hits: ReadonlyArray<Hit>,
): boolean {
  const clause = clauseBefore(sentence, hit, hits);
  // (Untimed, or timed and online: a race's "Registration opens 06:30" is when to arrive.)
  const signUps = !hit.start.isCertain("hour") || online.test(sentence);
  if (registrationOpens.test(clause)) return signUps;
  // "Mar 1 | Spring session registration opens (members first)": a row led by its date.
  if (clause.trim() === "") {
    const end = hit.index + hit.text.length;
    const next = hits.find((other) => other.index >= end);
    if (rowOpening.test(sentence.slice(end, next?.index))) return signUps;
  }
  // (Joined by "and", with only whom it opens to between: "… and the quiz night is on 16 October" is an event.)
  if (
    !/^\W*(?:and|or)\s+(?:(?:to|for)\s+[^.!?]{0,30}?\s*)?(?:\b(?:on|from)\s+(?:the\s+)?)?$/i.test(
      clause,
    )
  )
    return false;
  const before = hits.filter((other) => other.index + other.text.length <= hit.index);
  const previous = before.at(-1);
  return previous !== undefined && isRegistrationOpening(sentence, previous, before);
}
