/**
 * Dates that belong to paperwork, not to something a family attends, in the
 * languages the extractor reads: money due or taken ("la cuota debe
 * abonarse antes del día 15", "der Mitgliedsbeitrag wird am 1. April
 * abgebucht", "o boleto tem vencimento em 10/03"), things published or
 * handed out ("les bulletins seront disponibles sur Mozaïk le 19",
 * "picture proofs posted online April 2", "results given out in tutor time
 * on Friday"), and enrolments, orders and applications that open or close
 * ("as inscrições abrem a 18 de maio", "opgeven kan tot 29 januari",
 * "Anträge sind bis zum 19. März einzureichen"). A clause that also names
 * an event ("payment for the trip on Friday 6 March") keeps its date.
 */

import { eventWords } from "./vocabulary";

const money = String.raw`pay|paid|payable|payments?|fees?|subs|tuition|invoiced?|debit(?:ed)?|standing order|charged|cuotas?|abon(?:ar|arse|ad[oa])|pagos?|pagar|paiements?|frais|dûe?s?|prélev\p{L}*|lesgeld|contributie|betaal\p{L}*|betalen|boleto|vencimento|mensalidade|pagamentos?|propinas?|beitr(?:a|ä)ge?|mitgliedsbeitrag|abgebucht|zahlung|überweis\p{L}*|quota|retta|versamento`;

const published = String.raw`publish(?:ed)?|publicar(?:án|a)|publicad[oa]s?|publiée?s?|available|disponibles?|disponíve(?:l|is)|disponibil[ei]|beschikbaar|verfügbar|posted(?:\s+online)?|handed (?:out|back)|given out|distribu(?:ted|ées?|idos?|ídos?)|sent home|e-?mailed|uploaded|streamed|released|(?:on|via|in) the (?:portal|app)|en la plataforma|sur (?:le portail|l['’]application)|no portal|im portal|op het portaal`;

const enrolment = String.raw`registrations?|enrol(?:l)?(?:ments?)?|inscri(?:ptions?|pciones|ções|zioni)|anmeld\p{L}*|opgeven|aanmeld\p{L}*|iscrizion[ei]|bookings?|ordering|orders?|order forms?|sign[- ]?ups?|applications?|anträge|einzureichen|nominations?`;

// ("Drop in, no registration needed": no paperwork at all.)
const wordOf = (words: string): RegExp =>
  new RegExp(
    `(?<!\\p{L})(?<!\\b(?:no|without|sans|sin|ohne|geen|sem)\\s)(?:${words})(?!\\p{L})`,
    "iu",
  );
const moneyOrPublished = wordOf(`${money}|${published}`);
const enrolled = wordOf(enrolment);
const moneyOwed = wordOf(`${money}|(?:final\\s+)?balance(?!\\s+bikes?)|deposits?`);
/** "nominations close", "registration opens": the form itself, not "the registration desk opens". */
const enrolmentOpensOrCloses = new RegExp(
  `(?<!\\p{L})(?:${enrolment})\\s+(?:now\\s+)?(?:opens?|closes?|close|(?:are|is)\\s+due|due)(?!\\p{L})`,
  "iu",
);

/** "Mock exam results will be given out on Friday": a thing handed out, whatever it is about. */
const handedOut =
  /\bwill be (?:given out|handed (?:out|back)|published|posted(?: online)?|released|sent home|e-?mailed|distributed|uploaded)\b|\bwill be in (?:next \p{L}+['’]s|this week['’]s|the) newsletter\b/iu;

/** "Registration … opens Monday, February 2 and closes March 15": both days are the form's. */
const opensAndCloses =
  /\b(?:registrations?|enrol(?:l)?ments?|bookings?|sign[- ]?ups?|applications?|entries|orders?|ordering)\b[^.!?]*\bopens?\b[^.!?]*\bclos(?:es|ing)\b/i;

/**
 * Whether a date's clause (the words since the last date or clause break, and a few after it) is
 * paperwork. A timed date's "registration" is when to be there ("Registration opens 06:30 on
 * Saturday 14 March for the fun run"), not an enrolment.
 */
export function isPaperworkClause(
  before: string,
  after: string,
  sentence = "",
  timed = false,
): boolean {
  const rest = after.split(/[.!?;]/)[0] ?? "";
  const clause = `${before} ${rest.slice(0, 40)}`;
  return (
    ((moneyOrPublished.test(clause) || (!timed && enrolled.test(clause))) &&
      !eventWords.test(clause)) ||
    handedOut.test(clause) ||
    opensAndCloses.test(sentence) ||
    // (A form that opens or closes, whatever it is for: "Athletics carnival nominations close".)
    (!timed && enrolled.test(sentence) && enrolmentOpensOrCloses.test(clause)) ||
    // (Money due, whatever it is for, when the day labels it, "Friday 21 January: final balance for
    // the Berlin trip due", or in a clause of money alone; not "quiz night on Friday 20 March at
    // 7pm, payment due on the door".)
    (!timed &&
      /\bdue\b/i.test(`${before} ${rest}`) &&
      (/^\s*[:\-–]\s*(?:the\s+)?(?:final\s+)?(?:balance|payments?|fees?|deposits?|instal(?:l)?ments?)\b/i.test(
        rest,
      ) ||
        (moneyOwed.test(before) && !eventWords.test(before))))
  );
}
