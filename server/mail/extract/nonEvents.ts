/**
 * Dates that are never events, read from what a sentence asks of the reader
 * rather than from its nouns. A date that closes a window for something the
 * reader does (reply, return a form, order, pay, collect a hold, use an
 * offer) is a deadline; a date from which grades or reports can be read is a
 * notice (the sentences whose days are never events are in
 * nonEventSentences.ts).
 * A deadline never becomes an event here: turning one into an all-day
 * reminder is for a preference to ask, not for the extractor to guess.
 */

import type { TextCandidate } from "./buildEvent";
import { clauseBefore } from "./clauses";
import { type Hit, hasTime, type TextContext, weekdayWithin } from "./dates";
import { overnightEndsAfter } from "./durations";
import { isRegistrationOpening, openFrom } from "./openings";
import { isPaperworkClause } from "./paperwork";
import { isRoutineOrFallback } from "./routines";
import { isSeason, isSpanAside } from "./seasons";
import { clockTime, eventWords, receiptSubject, timetable, updateWords } from "./vocabulary";
import { dayOfInstant, formatDay } from "./zone";

/**
 * The words just before a date that make it a limit: "by Friday", "until the
 * 9th", "due next Wednesday", "due in classrooms on Monday", "orders close March 19", "avant le 3 juin".
 * The date must follow at once (an article, "this" or "next" and punctuation
 * aside), so "reply by Friday to come on Sunday" limits Friday only.
 */
const limitWord =
  /(?:\b(?:(?:an)?meldeschluss(?:\s+ist)?(?:\s+(?:der|am))?|date limite|fecha límite|data limite|by|before|until|till|til|through|thru|no later than|not later than|up to|(?:projects?|forms?|slips?|logs?|homework|boards?|books?|entries|assignments?|posters?)\s+(?:are|is)\s+due\s+(?:in|at|back to|to)\s+(?:the\s+)?[\p{L}'’ -]{1,30}?|due|deadline|closes?(?:\s+for\s+(?:this|that|the)\s+\p{L}+)?|closing|closed|ends?|ending|expires?|expiring|bis|spätestens|vor(?:\s+(?:den|der|dem))?|hasta|fino\s+al?|fino\s+alla|avant|jusqu['’]?au|d['’]ici|uiterlijk|vóór|voor|tot en met|t\/m|até|entro)(?!\p{L})|\bantes\s+del?\b|\bprima\s+del(?:la)?\b|\bau plus tard\b)(?:\s+(?:on|is|date|at|zum|am|le|el|la|de|of|il|o dia|ao dia|el día|al))?\s*[:,]?\s*(?:(?:the|this|next|coming|on)\s+)?$/iu;

/** Limits that are deadlines whatever comes before them: "due Friday", "avant le 3 juin". */
const alwaysDeadline =
  /\b(?:due|deadline|no later than|not later than|spätestens|vor(?:\s+(?:den|der|dem))?|expires?|expiring|(?:an)?meldeschluss|einsendeschluss|date limite|fecha límite|data limite|entro|scadenza)\b|\bantes\s+del?\b|\bavant\b|\bau plus tard\b|\bd['’]ici\b/iu;

/**
 * What a reader does by a date, in the clause before it: reply, sign up, order, pay, return;
 * or need not do before it ("you won't need to sign again until 1 August").
 */
const readerAction =
  /\b(?:reply|replies|respond|rsvp|confirm|let (?:me|us|them|her|him) know|tell (?:me|us)|register|registration|enrol(?:l|ment)?|sign(?:ed)?[- ]?ups?|book(?:ed|ing|ings)?(?!\s+(?:fair|fayre|week|club|day|sale|swap|parade|character))|reserve|order(?:s|ed|ing)?|pre-?order|buy|bought|purchase|pay(?:s|able|ment|ments)?|paid|cuotas?|cotisations?|beitrag|contributie|mensalidades?|pago|paiement|zahlung|(?:e-?)?transfers?|transferred|venmo|zelle|paypal|fees?|due|return\s+(?:the|your|this|these|those|all|any|it|them|a|an|completed|signed)|submit(?:ted)?|send\s+(?:in|back|us|me|your|the|it|them|a|an|payment|money)|hand(?:ed)? in|apply|applications?|forms?|slips?|renew|claim|redeem|refer|refund|priority|vote|nominat(?:e|ions?)|complete[ds]?|fill(?:ed)? (?:in|out)|upload|scan|log(?:ged)?|ship(?:ped)?|opt (?:in|out)|top up|cancel(?:l?ation)?|entr(?:y|ies)|view|download|tickets?)\b|\b(?:must|needs? to|has to|have to|should)\s+be\s+(?:\p{L}+ed|brought|sent|left|given|paid|made|handed in)\b|\b(?:must|needs? to|has to|have to|should)\s+come\s+(?:in(?:to)?|to school|back)\b|\b(?:costumes?|forms?|slips?|books?|bags?|kits?|money|payments?|donations?|items?|entries|projects?)\b[^.!?]{0,30}?\bbe\s+(?:in|into|at|brought\s+(?:in|into))\s+(?:school|nursery|class|the office|pre-?school|kindy)\b|\breview\s+(?:the|your|this|these|his|her|their)\b|\b(?:can|may|could)\s+be\s+(?:left|dropped(?: off)?|handed in|brought(?: in)?|sent in|returned|donated|made|paid)\b|\b(?:prenotazion[ei]|iscrizion[ei]|inschrijv\p{L}*|aanmeld\p{L}*|anmeld\p{L}*|inscri(?:re|vez|ptions?|birse|pción|ção|ções)|versat[oa]|versare|pagare|pagamento|contributo|quota|envi(?:e|ar|em)|mand(?:e|ar)|tra(?:er|igan|zer|gam)|entreg(?:ar|ue|uen)|devolv(?:er|a)|apport(?:er|ez)|rapport(?:er|ez)|portare|consegnare|mitbringen|abgeben|inleveren|meenemen)\b|\bturn(?:s|ing)?\s+\d{1,2}\b|\bnames?\s+(?:to|in|into)\b|\bwill be \d{1,2}(?=\s+(?:years?\s+old\s+)?(?:on|by|before)\b|\s+years?\s+old\s*$)|\b(?:won['’]t|will not|don['’]t|do not|not) (?:need|have) to\b/iu;

/** A thing held or offered to the reader until a date: a hold, a prescription, prints, a price. */
const heldForReader =
  /\b(?:keep|kept|hold|held|reserved|available|on sale|valid|ready|sales?|presales?|offers?|deals?|promotions?|discounts?|early[- ]bird|pricing|prices?|vouchers?|coupons?)\b|\bpick(?:ed)?[- ]?up\b|\bpick\s+(?:it|them|this|these|those)\s+up\b|\bcollect(?:ed|ion)?\b/i;

/** What closes or ends on a date without being an event: a sale, an offer, orders, sign-ups. */
const closingWindow =
  /\b(?:renewals?|memberships?|subscriptions?|sales?|presales?|pre-sales?|offers?|deals?|promotions?|discounts?|early[- ]bird|pricing|prices?|orders?|pre-?orders?|sign[- ]?ups?|registrations?|entr(?:y|ies)|enrol(?:l)?ments?|bookings?|applications?|nominations?|voting|votes?|ballots?|bids?|bidding|submissions?|surveys?|forms?|tickets?|window|portal|contests?|drives?|(?:spirit wear|uniform|online|pop-up|book fair|pta|school)\s+(?:store|shop))\b/i;

/** German, French and Spanish requests: "bitte ... bis", "merci de ... avant", "confirmadme antes". */
const foreignRequest =
  /(?<!\p{L})(?:over te maken|overmaken|betalen|inleveren|aanmelden|opgeven|contributie|inscrever|pagar|bitte|rückmeld|anmeld|abgeben|zurückgeben|einreichen|bezahlen|überweisen|\p{L}*zettel|formular|merci de|répond|confirm|inscri|payer|pagar|avis|respond|bestell|commande|pedido|encarg|ritirar\p{L}*)/iu;

/**
 * Whether `hit` is a limit for something the reader does, not a day to be
 * somewhere: "reply by the 4th", "forms due Friday", "sign-up closes October
 * 23", "we'll keep it for you until Wednesday", "payable by April 15".
 */
function isLimitDate(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  // "Get tickets before Friday's show": the date names the show, whatever limits the tickets.
  if (/^['’]s\b/.test(sentence.slice(hit.index + hit.text.length))) return false;
  const clause = clauseBefore(sentence, hit, hits);
  const limit = limitWord.exec(clause);
  if (limit === null) return false;
  const word = limit[0];
  if (alwaysDeadline.test(word)) return true;
  // ("Please return the card with the money, or pay online, by Friday 3 September", "a child
  // who will be 5 on or before July 31": a limit said after a comma or an "or" governs the
  // clauses before it.)
  const own = clause.slice(0, limit.index);
  // ("Please upload shots of field trips, practice and sports by Friday": a request that opens the
  // sentence is what its limit governs, past the commas of its list.)
  const request =
    /^\W*(?:please|kindly)\s+\p{L}+(?:\s+(?:in|back|out|up))?/iu.exec(sentence)?.[0] ?? "";
  const governed = /^\W*(?:(?:and|or|but)\W*)?$/i.test(own)
    ? sentence.slice(0, hit.index - clause.length)
    : `${request} ${own}`;
  const timed = hit.start.isCertain("hour");
  // "Early-bird pricing: $150 per player through February 15": an offer's last day, in its own
  // clause, and never a thing that runs through the day ("our Read-a-thon runs through Friday").
  const lead =
    sentence
      .slice(Math.max(0, hit.index - 160), hit.index)
      .split(/[.;!?]|\band\b/)
      .at(-1) ?? "";
  const runs = /\b(?:runs?|running|is on|are on|open|continues?|lasts?)\b/i.test(lead);
  if (/^(?:through|thru|until|till)\b/i.test(word) && !timed && !runs && closingWindow.test(lead))
    return true;
  // "Ends Sunday, August 16 at 11:59 PM" under a sale's subject: an end with nothing before it
  // ends something named elsewhere, never an event of its own.
  if (/\b(?:close[sd]?|closing|ends?|ending)\b/i.test(word))
    return (
      /^\W*(?:and|but|or|then|it)?\s*$/i.test(governed) ||
      closingWindow.test(governed) ||
      // ("ParentPay, which closes for this item on 3 February"; not "…, which ends … with a parade".)
      (/^\W*which\s*$/i.test(governed) &&
        /\bclos/i.test(word) &&
        !timed &&
        !/^[^.!?]{0,12}\bwith\b/i.test(sentence.slice(hit.index + hit.text.length)))
    );
  // "Registration until 9:30 on Saturday", "register by 8:30am on the day": the day itself.
  if (timed && /^(?:until|till|til|through|thru|up to)\b/i.test(word)) return false;
  if (timed && /\b(?:regist|check[- ]?in|sign[- ]?in)/i.test(governed)) return false;
  // German puts the verb last: "bis zum 20.11. online bestellen".
  const rest =
    sentence
      .slice(hit.index + hit.text.length)
      .replace(/^\.(?=\s+\p{Ll})/u, "")
      .split(/[.!?;]\s/)[0] ?? "";
  // ("Balance due: $145.00 by June 1": an amount to pay by a day.)
  const amount = !timed && /[$£€]\s?\d[\d,]*(?:\.\d\d)?\s*$/.test(own);
  if (
    amount ||
    readerAction.test(governed) ||
    foreignRequest.test(governed) ||
    foreignRequest.test(rest)
  )
    return true;
  // A collection with a time ("pick-up by 3pm Saturday") is a child to fetch; without one, a hold.
  return heldForReader.test(governed) && !timed;
}

/**
 * Grades, reports and results put up to be read from a date: "summer reports
 * will be published on the app from Monday", "grades are in the portal",
 * "test results are available from the 9th".
 */
const readableNotice =
  /\b(?:published|posted|uploaded|released|visible|accessible|available)\b[^.!?]{0,40}?\b(?:on|in|via|through)\s+(?:the\s+|our\s+|your\s+)?(?:[\p{L}-]+\s+){0,2}(?:app|portal|website|site|platform|account|dashboard|online)\b|\b(?:grades|marks|reports?|report cards?|results|scores|transcripts?)\b[^.!?]{0,30}?\b(?:are|is|will be|go|goes)\s+(?:now\s+)?(?:in|on|out|available|published|released|posted|ready|live|online|uploaded|home)\b/iu;

/** "Refunds will be issued by 30 April": money moving, not a day to attend. */
const refundBy =
  /\brefunds?\s+(?:will\s+be\s+|are\s+|is\s+)?(?:issued|processed|made|paid|sent|credited|back)\b[^.!?]{0,30}?\b(?:by|on|before|within|from)\s+(?:the\s+|this\s+|next\s+)?$/i;

/** "Each family will be contacted by their coach", "you'll be notified": the reader is told later. */
const contactedBy =
  /\b(?:will be|you['’]ll be|you will be|are to be)\s+(?:contacted|notified|told|informed|emailed|called|sent)\b/i;

/** "The deadline for entries is 5 June", "the last day to order is Friday". */
const deadlineIs =
  /\b(?:deadline|closing date|cut-?off(?: date)?|last (?:day|date|chance) to)\b[^.!?]{0,60}?(?:\b(?:is|was|will be)|:)\s*(?:the\s+|this\s+|next\s+|on\s+)?$/i;

/**
 * A note that something is due or closes, with no date of its own: "Medication forms due",
 * "Orders close", "Last day for stationery pack orders", or that a service of the school is
 * closed for the day ("Canteen closed (stocktake)"). After a date in a list ("June 15 - forms
 * due") or under a date heading, that day is a deadline.
 */
export function isDeadlineNote(text: string): boolean {
  return /^[^.!?()]{0,50}?\b(?:(?:due|deadline)(?:\s+(?:back|in|today))?|(?:orders?|sign[- ]?ups?|registrations?|entries|bookings?|applications?|sales?|presales?|offers?|voting|nominations?)\s+(?:close|closes|end|ends))\s*[.!]?\s*$|^\W*(?:[\p{L}'’ -]{0,30}\s)?(?:contests?|competitions?|drives?|raffles?|auctions?|challenges?)\s+(?:close|closes|end|ends)\s*[.!]?\s*$|^\W*(?:last (?:day|chance) to|deadline (?:for|to))\b|^\W*(?:last|final) (?:day|date|chance) for\b[^.!?]{0,40}?\b(?:orders?|bookings?|entries|applications?|payments?|fees?|registrations?|sign[- ]?ups?|submissions?|forms?|refunds?)\b[^.!?]{0,30}?[.!]?\s*$|^\W*(?:the\s+)?(?:canteen|tuck ?shop|uniform shop|school office|front office|cafeteria|kiosk|lunch service)\s+(?:is\s+|will be\s+)?closed(?:\s*\(\s*[\p{L}-]+\s*\))?\s*[.!]?\s*$/iu.test(
    text.trim(),
  );
}

/** "June 15 - Medication forms due": a date that leads a deadline note. */
function leadsDeadlineNote(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  const end = hit.index + hit.text.length;
  const next = hits.find((other) => other.index >= end);
  const after = sentence.slice(end, next === undefined ? undefined : next.index);
  return /^\s*[-–—:|,]\s*/.test(after) || /^\s*$/.test(sentence.slice(0, hit.index))
    ? isDeadlineNote(after.replace(/^\s*[-–—:|,]?\s*/, ""))
    : false;
}

/**
 * "Offers will be sent out on 1 March", "results are emailed on the 9th", "these will come home in
 * book bags on Friday": news on its way, not a day to attend.
 */
const sentOut =
  /\b(?:these|tickets?|letters?|reports?|forms?|books?|photos?|certificates?|packs?)\s+(?:will\s+)?(?:come|go|be sent|be coming)\s+home\b[^.!?]{0,30}?(?:\b(?:on|by|from)\s+(?:the\s+|this\s+|next\s+)?)?$|\b(?:offers?|results?|letters?|reports?|decisions?|invitations?|confirmations?|details|information|allocations?|places|booklets?|packs?|newsletters?|forms?|timetables?|schedules?|links?)\s+(?:will\s+be|are|is|get)\s+(?:sent(?:\s+(?:out|home))?|e-?mailed|posted(?:\s+out)?|released|announced|issued|published|confirmed)\b(?:[^.!?]{0,20}?\b(?:on|by|from))?\s+(?:the\s+|this\s+|next\s+)?$/i;
/** "Team lists will be put up on the sports notice board the following Monday": news on its way (untimed). */
const listsPutUp =
  /\b(?:team\s+)?(?:lists?|squads?|teams?|line-?ups?|rosters?|selections?)\s+(?:will\s+be|are|is|get)\s+(?:put up|pinned up|posted|displayed|published|sent out|e-?mailed)\b[^.!?]{0,60}$/i;

/** "Items still on the rail after Friday 16th July will be donated": the last day to collect. */
function isDisposalAfter(sentence: string, hit: Hit, clause: string): boolean {
  if (!/\bafter\s+(?:the\s+|this\s+|next\s+)?$/i.test(clause)) return false;
  const rest = sentence.slice(hit.index + hit.text.length);
  return /^[^.!?]{0,20}?\bwill\s+be\s+(?:donated|disposed|recycled|thrown|binned|cleared|removed|sold|given\s+away|passed\s+on)\b/i.test(
    rest,
  );
}

/** A date on which something is put up to be read or opens for sale: a notice, not a day to attend. */
function isNoticeDate(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  const clause = clauseBefore(sentence, hit, hits);
  return (
    sentOut.test(clause) ||
    (listsPutUp.test(clause) && !hit.start.isCertain("hour")) ||
    isDisposalAfter(sentence, hit, clause) ||
    (readableNotice.test(clause) &&
      /\b(?:from|on|after|as of|starting|by|until)\s+(?:the\s+|this\s+|next\s+)?$/i.test(clause)) ||
    openFrom.test(clause) ||
    // (Only the day it opens: "Bookings open on Monday 9 March for parents' evening on Thursday 19 March".)
    isRegistrationOpening(sentence, hit, hits) ||
    deadlineIs.test(clause) ||
    refundBy.test(clause) ||
    // "Each family will be contacted … with the practice night by Friday": news on its way.
    (contactedBy.test(sentence) && /\bby\s+(?:the\s+|this\s+|next\s+)?$/i.test(clause)) ||
    leadsDeadlineNote(sentence, hit, hits)
  );
}

/**
 * "Order forms come home in Friday folders", "our famous Friday cookouts": a
 * bare weekday between an article or a word of habit and a plural noun is a
 * habit, not a day ("our trip Friday leaves at 8" is a day: a verb follows),
 * and so is one after "regular" or "usual" ("the regular Saturday rehearsal").
 */
function isHabitualWeekday(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  // "Storytime is on every Wednesday at 10.30am", "chaque mercredi": a weekly habit, not a day
  // (with a day of its own, "every Tuesday at 6pm, starting 29 September", the habit's start).
  if (
    hits.length === 1 &&
    hit.start.isCertain("weekday") &&
    !hit.start.isCertain("day") &&
    /(?<!\p{L})(?:every|each|jeden|jede|chaque|tous les|todos los|todas las|cada|elke|iedere|todas as|todos os|ogni)(?:\s+other)?\s+$/iu.test(
      sentence.slice(0, hit.index),
    )
  )
    return true;
  if (!/^(?:mon|tues|wednes|thurs|fri|satur|sun)day$/i.test(hit.text.trim())) return false;
  const after = sentence.slice(hit.index + hit.text.length);
  const before = sentence.slice(0, hit.index);
  // "This replaces the regular Saturday rehearsal": a habit, whatever its noun's number.
  if (/\b(?:regular|usual|normal|weekly)\s+$/i.test(before)) return true;
  return (
    /^\s+\p{Ll}{2,}[^s\W]s\b/u.test(after) &&
    /(?:\b(?:in|our|the|their|your|my|all|famous|weekly|regular|usual|normal|traditional|popular)\s+|\()$/i.test(
      before,
    )
  );
}

/** "on Monday week (not this coming Monday - the one after)": a day named only to be ruled out. */
const isRuledOut = (sentence: string, hit: Hit): boolean =>
  /(?:\(\s*|[,;\u2013-]\s*)not\s+(?:this\s+(?:coming\s+)?|next\s+|the\s+)?$/i.test(
    sentence.slice(Math.max(0, hit.index - 30), hit.index),
  ) && !updateWords.test(sentence); // ("Thursday, not Wednesday": a move names the day it leaves.)

/** Words that say a closure ends: pupils return, classes resume ("as aulas recomeçam"). */
const returnLead =
  /(?:\b(?:pupils|children|students|kids|school|classes|lessons|everyone|we)\s+(?:(?:will\s+)?(?:return|resume|re-?open|go back|start back)s?|(?:is|are)\s+back)(?:\s+to\s+school)?|(?<!\p{L})(?:as aulas recomeçam|las clases (?:se reanudan|comienzan de nuevo)|les cours reprennent|reprise des cours|le lezioni riprendono))\s*(?:on|el|le|na|no|em|il|am)?\s*$/iu;
/** A closure the return ends: "Christmas holiday: …", "As férias de Natal decorrem…". */
const closure =
  /(?<!\p{L})(?:holidays?|break|half[- ]term|closed|closure|vacation|férias|vacaciones|vacances|ferien|vakantie|vacanze)(?!\p{L})/iu;
/**
 * "(pupils return on Friday 7 January)" after a holiday's span, "as aulas recomeçam na segunda-feira,
 * 3 de janeiro": the day a closure ends, said beside it, is no day of its own (a time with it,
 * "return to school by 4pm", is part of the day's plan; a residential's "we return on Friday" is its end).
 */
const isReturnDate = (sentence: string, hit: Hit): boolean =>
  !hasTime(hit) &&
  closure.test(sentence) &&
  returnLead.test(sentence.slice(Math.max(0, hit.index - 60), hit.index));

/** "The season runs from late May to the end of August": a part of a month, no day of its own. */
const isPartOfMonth = (sentence: string, hit: Hit): boolean =>
  !hasTime(hit) &&
  // ("End of March: Easter bonnet parade at 2pm": a time makes it a plan for that day.)
  !clockTime.test(sentence) &&
  /^(?:the\s+)?(?:end|start|beginning|middle)\s+of\s+\p{L}+$/iu.test(hit.text.trim());

/** "THE PANTHER PAUSE – WEEK OF OCTOBER 18", "Issue 12, 5 March": a newsletter's own date. */
function isIssueDate(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  return (
    /\b(?:week|issue|edition|newsletter|bulletin)\s+(?:of|for|dated|no\.?\s*\d+,?|\d+,?)\s*$/i.test(
      clauseBefore(sentence, hit, hits),
    ) && !eventWords.test(sentence)
  );
}

/** A date in a clause about money, publishing or enrolment (`paperwork.ts`). */
function isPaperworkDate(sentence: string, hit: Hit, hits: ReadonlyArray<Hit>): boolean {
  const end = hit.index + hit.text.length;
  const next = hits.find((other) => other.index >= end);
  return isPaperworkClause(
    clauseBefore(sentence, hit, hits),
    sentence.slice(end, next === undefined ? undefined : next.index),
    sentence,
    hit.start.isCertain("hour"),
  );
}

/**
 * "a movie on the Thursday afternoon": a weekday with "the", and no date or
 * time in its sentence, is a day of something the message has already dated
 * (the camp's Thursday), not the next one from the day it was sent.
 */
const isTheWeekday = (sentence: string, hit: Hit): boolean =>
  hit.start.isCertain("weekday") &&
  !hit.start.isCertain("day") &&
  // (Not "the class party is on the Friday at 2pm": a time says it is a plan of its own.)
  !/\d\s*(?:[ap]\.?m\b|[:.h]\d\d)|\bnoon\b/i.test(sentence) &&
  (/^the\s/i.test(hit.text) || /\bthe\s+$/i.test(sentence.slice(0, hit.index))) &&
  // ("the Tuesday after that", "the Thursday before": read from another day, elsewhere.)
  !/^\s*(?:after|before|following|of)\b/i.test(sentence.slice(hit.index + hit.text.length));

/** The dates of a sentence that are events: limits, notices, paperwork, habits and seasons left out. */
export function attendableDates(sentence: string, hits: ReadonlyArray<Hit>): Array<Hit> {
  return hits.filter(
    (hit) =>
      !isLimitDate(sentence, hit, hits) &&
      !isPaperworkDate(sentence, hit, hits) &&
      !isIssueDate(sentence, hit, hits) &&
      !isNoticeDate(sentence, hit, hits) &&
      !isHabitualWeekday(sentence, hit, hits) &&
      !isRoutineOrFallback(sentence, hit, hits) &&
      !isSeason(sentence, hit) &&
      !isPartOfMonth(sentence, hit) &&
      !isTheWeekday(sentence, hit) &&
      !isReturnDate(sentence, hit) &&
      !isSpanAside(sentence, hit, hits) &&
      !isRuledOut(sentence, hit),
  );
}

/**
 * A receipt's dates without a time are its purchase and billing dates, and
 * so is its "Date:" field on the day it was sent, whatever time stands near
 * it ("Date: 02/24/2027" over "Saturdays 9:00 AM"); a menu's are the days its dishes are served
 * (`receiptSubject` names both); a waiting list's are the days of a place
 * not yet had.
 */
export function withoutReceiptDays(
  events: Array<TextCandidate>,
  context: TextContext,
): Array<TextCandidate> {
  // "Waitlist confirmation - Tiny Tumblers": the class's days and times are not the child's yet.
  if (waitlistSubject.test(context.subject)) return [];
  if (!receiptSubject.test(context.subject)) return events;
  const sent = formatDay(dayOfInstant(context.reference.getTime(), context.zone));
  return events.filter(
    (event) =>
      !event.allDay &&
      !(
        event.dayKey === sent &&
        /^\W*(?:\p{L}+\s+)?date\s*:\s*\d/iu.test(event.description) &&
        !clockTime.test(event.description)
      ),
  );
}

/** A subject that puts the child on a waiting list, not off it ("You're off the waitlist!"). */
const waitlistSubject =
  /^(?!.*\b(?:(?:off|from)\s+the\s+(?:wait ?list|waiting list)|offer(?:ed)?|place|spot|space|opening|good news|you['’]re in|enrolled)\b).*\b(?:wait ?list(?:ed)?|waiting list)\b/i;

/**
 * Days that add no event: weekdays inside the span of days just named
 * ("October 16-18" then "Troops arrive Friday after 4 PM, the closing
 * campfire is Saturday night"), and a weekly timetable's weekdays ("MASS
 * TIMES" over "Saturday Vigil 6.30pm; Sunday 9am and 11.30am", a shop's
 * "visit us in person:" over its days).
 */
export function addsNoDay(
  days: ReadonlyArray<Hit>,
  span: Hit | null,
  lineAbove: string,
  sentence = "",
  lastDated: Hit | null = null,
): boolean {
  if (days.length === 0) return false;
  if (span !== null && days.every((hit) => weekdayWithin(hit, span))) return true;
  // "…on Friday 6 November!" over "collection is at 9am on Saturday morning": the night's end.
  if (lastDated !== null && overnightEndsAfter(lastDated, days, sentence)?.length === days.length)
    return true;
  return (
    days.every((hit) => !hit.start.isCertain("day")) &&
    (timetable.test(lineAbove) ||
      // "Shop online any time, or visit us in person:" over "Monday 8.00-9.30am and Thursday…".
      /\b(?:visit us|we(?:['’]re| are) open|opening (?:hours|times)|come (?:in|by|and see us))\b[^.!?]*:\s*$/i.test(
        lineAbove,
      ))
  );
}
