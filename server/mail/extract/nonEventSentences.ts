/**
 * Sentences and lines whose days are never the family's: a recap ("What a
 * game on Sunday!"), a parcel on its way, the clocks changing, opening hours, a service open as
 * usual, a return after a closure, a menu, a normal school day, a day only
 * if it rains, a sign-off; and the lines never
 * read: a forward's quoted headers and the labelled lines under a
 * registration's opening.
 */

import { quotedHeaderLines } from "./forms";
import type { Line } from "./htmlLines";
import { clockTime, eventWords, ifWet, updateWords } from "./vocabulary";

/** "What a game on Sunday!", "Great win Sunday!": about what has happened, not what will. */
function isRecap(sentence: string): boolean {
  return (
    (/^\W*what an?\b[^!?]*!/i.test(sentence) ||
      /\b(?:great|big|fantastic|brilliant|amazing|superb|convincing|hard[- ]fought|well[- ]deserved)\s+(?:win|victory|result|comeback|team performance)\b/i.test(
        sentence,
      )) &&
    !/\b(?:will|going to|coming|upcoming|next|tomorrow|don['’]?t miss|see you)\b/i.test(sentence)
  );
}

/**
 * "Your order has shipped and will arrive on Thursday", "The certificate will be posted to me and
 * should arrive towards the end of January": a parcel's or a post's days are not the family's.
 */
function isShippingNotice(sentence: string): boolean {
  if (
    // (A sentence with a time of its own is about more: "Medals will be sent home, and the awards
    // evening is on Friday at 6pm".)
    /\b(?:certificates?|medals?|trophies|badges?|report cards?|results?)\b[^.!?]{0,60}?\b(?:will|should|may|is expected to|are expected to)\s+(?:arrive|be\s+(?:posted|sent|mailed|delivered|dispatched))\b/i.test(
      sentence,
    ) &&
    !clockTime.test(sentence)
  )
    return true;
  if (
    /\b(?:estimated|expected) delivery\b|\bentrega (?:estimada|prevista)\b|\blivraison (?:prévue|estimée)|\bvoraussichtliche (?:lieferung|zustellung)\b/iu.test(
      sentence,
    )
  )
    return true;
  return (
    /\b(?:your|our)\s+(?:order|package|parcel|shipment|delivery|purchase)\b|\b(?:the|this)\s+(?:package|parcel|shipment)\b|\borders\s+will\b/i.test(
      sentence,
    ) &&
    /\b(?:ship(?:s|ped|ping)?|dispatch(?:es|ed)?|deliver(?:s|ed|y)?|arriv(?:e|es|ing)|on (?:its|their) way|in transit)\b/i.test(
      sentence,
    )
  );
}

/** "Opening hours: Mon-Fri 9am-6.30pm", "Library hours: ...": days that are open, not events. */
function isOpeningHours(line: string): boolean {
  // ("Tallyn's Reach Library hours:" names the place; "The exam lasts two hours:" and "holiday club
  // hours are 8am-6pm" do not.)
  return (
    (/^\W*(?:our\s+)?(?:[\p{L}'’-]+\s+){0,2}hours\s*(?::|\bare\b)/iu.test(line) &&
      !/\b(?:lasts?|takes?|club|camp)\s+(?:[\p{L}-]+\s+)?hours\b/iu.test(line)) ||
    /^\W*(?:[\p{L}'’-]+\s+){0,3}(?:library|branch|office|pool|centre|center|shop|store|reception|clinic|surgery)\s+hours\s*(?::|\bare\b)/iu.test(
      line,
    )
  );
}

/**
 * "Registration for Fall Swim Lessons opens:" over "Residents: Tuesday,
 * August 17 at 7:00 p.m." and "Non-residents: Thursday, August 19": the
 * labelled lines under an opening are when it opens to whom, not events.
 */
function openingLines(lines: ReadonlyArray<Line>): Set<number> {
  const skipped = new Set<number>();
  lines.forEach((line, index) => {
    // ("Registration opens:" alone over a race's start times is when to arrive on the day.)
    const opening =
      /\b(?:registration|enrol(?:l)?ments?|sign-?ups?|applications?|bookings?)\s+(?:for|to)\b/i.test(
        line.text,
      );
    if (!opening || !/\b(?:re-?)?opens?(?:\s+(?:on|at|for))?\s*:\s*$/i.test(line.text)) return;
    for (let below = index + 1; below < lines.length && below <= index + 6; below += 1) {
      const text = lines[below]?.text ?? "";
      if (!/^\W*[\p{L}'’ -]{2,30}:\s+\S/u.test(text) || eventWords.test(text)) break;
      skipped.add(below);
    }
  });
  return skipped;
}

/**
 * "OSHC will be open on the Monday for children who are booked in", "Uniform
 * shop open 8-9am": a service open as usual. "The fair is open April 20-23"
 * is the fair.
 */
function isServiceOpen(sentence: string): boolean {
  // (Only a short sentence: on a long run of spaces the pattern backtracks for minutes.)
  const open =
    sentence.length > 300
      ? null
      : /^\W*(?:[\p{L}'’ ]{2,30}:\s*)?(?:the\s+)?([\p{L}'’ ]{2,30}?)\s+(?:will (?:still )?be|is|are|remains?|stays?)\s+open\b(?!\s+(?:day|evening|morning|house|afternoon|night|mic|air))/iu.exec(
          sentence,
        );
  return (
    (open !== null && !eventWords.test(open[1] ?? "")) ||
    // "Uniform shop open 8-9am": a shop's hours in a list of dates (not "opens at 2pm with a ribbon cutting").
    (/\b(?:shop|store|canteen|tuckshop|library|office)\s*:?\s+(?:re-?)?open(?:s|ing hours)?\s+(?:from\s+|between\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?\s*(?:[-–]|to|until|and)\s*\d/i.test(
      sentence,
    ) &&
      !eventWords.test(sentence) &&
      !/\b(?:christmas|santa|pop-?up|mother['’]s day|father['’]s day)\b/i.test(sentence))
  );
}

/** "If it's wet, we'll let you know by 2pm on the day": news to come if it rains. */
const wetWeatherNews = new RegExp(
  String.raw`^\W*(?:${ifWet})\b[^.!?]{0,30}?\b(?:we['’]ll|we will|i['’]ll|i will)\s+(?:let you know|be in touch|text|e-?mail|message|update you|confirm)\b`,
  "i",
);

/** A sentence whose days are never the family's: a recap, a parcel on its way, opening hours, a return after a closure, a menu. */
export function isNonEventSentence(sentence: string): boolean {
  return (
    isRecap(sentence) ||
    isShippingNotice(sentence) ||
    isOpeningHours(sentence) ||
    isServiceOpen(sentence) ||
    // "As we reach the end of January, here are the key dates": a letter's opening, not a day.
    // (Not "As we head toward the end of the semester, here is a reminder that Winter Recess is…".)
    /^\W*as\s+we\s+(?:reach|approach|near|come\s+to|head\s+(?:into|towards?)|get\s+(?:to|close\s+to))\s+the\s+(?:end|start|beginning|middle|close|last\s+(?:week|weeks|days))\s+of\b[^,.!?]*(?:[.!?]?\s*$|,\s*here\s+are\b)|\bhere\s+are\s+(?:the\s+|some\s+)?(?:key|important|upcoming|main)\s+dates\b/i.test(
      sentence,
    ) ||
    // "Clocks go forward on the night of Saturday 27 March": the hour changes, nobody goes anywhere.
    // (Only a sentence about the clocks: "The disco is on Friday, the night before the clocks go back" is the disco.)
    /^\W*(?:(?:and\s+|just\s+)?(?:a\s+)?(?:please\s+)?(?:remember|note|reminder|don['’]t forget)\b[^,.]{0,20}?(?:that\s+)?)?(?:the\s+)?clocks?\s+(?:go|goes|going|will\s+go|change|spring|fall)\s+(?:forward|back|ahead)\b|\bdaylight sav(?:ing|ings)(?: time)? (?:ends|begins|starts)\b/i.test(
      sentence,
    ) ||
    // "Team shirts have arrived and will go home on Monday": things sent home, not an event;
    // "Appointments can be booked through SchoolCloud from 23rd February": when booking opens.
    // (Only a sentence about that alone: not "Reports will go home on Friday 4 July, and our
    // parents' evening is on …", nor "Tickets for the Summer Fair on Saturday 21 June can be …".)
    /^\W*(?:[\p{L}'’-]+\s+){0,3}(?:shirts?|jerseys?|kits?|reports?|report cards?|letters?|packs?|books?|forms?|photos?|certificates?|hoodies?|uniforms?|medals?|trophies)\b[^.!?\d]{0,60}?\b(?:go|goes|be sent|are sent|is sent|come|comes|coming|going)\s+home\b[^.!?]{0,30}[.!?]?\s*$|^\W*(?:appointments?|slots?|places?|tickets?|sessions?|bookings?)\b[^.!?\d]{0,40}?\bcan\s+be\s+(?:booked|reserved|bought|purchased)\s+(?:online\s+)?(?:through|via|on|at|using|in)\s+[^.!?\d]{1,40}?\s+from\s+(?:\p{L}+\s+)?\d[^.!?]{0,30}[.!?]?\s*$/iu.test(
      sentence,
    ) ||
    // "Stop 3 (Baseline & Val Vista): AM pickup 7:12, PM drop-off 3:41": a bus's stop times, and
    // "Starting Monday, August 16, Route 14 stop times will change": a timetable, not an event.
    /\bstop\s+\d+\b[^.!?]{0,40}?\b(?:am|morning)\s+pick-?up\s+\d[^.!?]{0,30}?\b(?:pm|afternoon)\s+drop-?off\s+\d/i.test(
      sentence,
    ) ||
    // (Not "Bus times will change for the Year 5 trip on Friday": the trip.)
    (!eventWords.test(sentence) &&
      /\b(?:(?:bus|route|stop)\s+(?:\d+\s+)?(?:stop\s+)?(?:times?|timings?)|(?:times?|timings?)\s+of\s+(?:the\s+)?bus\b[^.!?]{0,40}?)\s+(?:will\s+)?change\b/i.test(
        sentence,
      )) ||
    // "If it's wet, we'll let you know by 2pm on the day": news to come, of an event dated elsewhere;
    // "If we finish top 2 we play bracket games on Sunday": a game that may not happen.
    wetWeatherNews.test(sentence) ||
    // ("If we win on Saturday, the final is on Sunday 15 March at 2pm": a day to keep free.)
    (/^\W*if\s+(?:we|they|the\s+(?:team|girls|boys|kids))\s+(?:win|finish|make|qualify|advance|get through|go through|progress|place|top)\b/i.test(
      sentence,
    ) &&
      !clockTime.test(sentence)) ||
    // "Normal school day.", "Aftercare closes at 17:00 for staff training": the day as usual, or a
    // service's hours cut short; nobody goes anywhere new.
    /^\W*(?:a\s+|it['’]s\s+a\s+)?(?:normal|regular|usual|ordinary)\s+(?:school\s+)?day\s*[.!]?\s*$|^\W*(?:the\s+)?(?:aftercare|after-?school care|before-?school care|before care|after care|breakfast club|canteen|tuck ?shop|uniform shop|office|reception)\s+(?:will\s+)?(?:close|closes|closing|is closing|shuts?)\s+(?:early\s+)?at\b/i.test(
      sentence,
    ) ||
    // "Our clinic will be closed Friday, March 12 for staff training": a provider's day off, not
    // the family's (a school's closure is).
    /\b(?:office|clinic|surgery|practice|pharmacy|library|branch|shop|store|reception|salon)\s+(?:will\s+be|is)\s+closed\b/i.test(
      sentence,
    ) ||
    // "we've added her to the waitlist": no place yet, so no day on the calendar.
    /\b(?:wait ?list(?:ed)?|waiting list)\b/i.test(sentence) ||
    // "La próxima cuota se cargará el 1 de noviembre", "Der Betrag wird am 01.10.2027 per
    // SEPA-Lastschrift eingezogen": money taken, not a day to attend.
    /\b(?:will be (?:charged|debited|billed)|(?:next|first) (?:payment|instal?ment|charge|direct debit)|(?:next|first) collection\s*(?::|date\b|will be (?:taken|made)\b|of (?:your|the) (?:payment|subscription|fees?)\b)|se cargará|próxima cuota|sera prélevée?|prochain prélèvement|prélèvement(?: automatique)? sera|wird abgebucht|nächste abbuchung|lastschrift (?:erfolgt|wird)|direct debit will be (?:taken|collected)|(?:will be|to be) (?:collected|taken) by direct debit|(?:amount|payment|fees?|balance|total|deposit|instal?ment)\s+(?:of\s+[^.!?]{1,20}?\s+)?(?:will be|is|gets)\s+(?:taken|collected|debited|withdrawn)\s+on\s+(?:the\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b)|(?:wird|werden)\s+am\s+\d(?:[^.!?]|\.(?=\d)){0,80}?(?<!\p{L})(?:eingezogen|abgebucht))(?![\p{L}])/iu.test(
      sentence,
    ) ||
    // "Her real birthday is Wednesday the 17th but we figured a Saturday works better": the party's
    // aside, not a day to go anywhere.
    (/\b(?:his|her|their|\p{Lu}\p{Ll}+['’]s)\s+(?:(?:real|actual|proper|official)\s+)?(?:birthday|b-?day)\s+(?:is|falls)\b[^.!?]{0,40}\bbut\b/iu.test(
      sentence,
    ) &&
      !clockTime.test(sentence)) ||
    // "Canteen prices will increase slightly from 1 April": a price list's news, not a day to attend.
    (/^\W*(?:(?:please\s+)?(?:note|be aware|remember)\s+(?:that\s+)?)?(?:[\p{L}'’-]+\s+){0,3}(?:prices?|fees?|costs?|charges?|rates?|subscriptions?)\s+(?:will\s+(?:\w+ly\s+)?|are\s+|is\s+)?(?:increas|ris|go(?:ing)? up|go(?:ing)? down|decreas|chang)/iu.test(
      sentence,
    ) &&
      !clockTime.test(sentence) &&
      !eventWords.test(sentence)) ||
    // "School reopens on Monday 2 November", "Students return on Monday 22 February", "21/10/2027
    // School reopens", "Monday, January 3: Classes resume": the end of a closure, not a day to put
    // on a calendar ("We return to the coach at 3pm" is part of a trip's day, "Students return for
    // Term 2" a term's start, "…back at the pool for our first gala" the gala).
    (/^\W*(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\W+|(?:\p{L}+\.?,?\s+){0,2}\d{1,2}(?:st|nd|rd|th)?(?:\s+\p{L}+\.?)?(?:,?\s+\d{4})?\s*[:–—-]\s*)?(?:the\s+)?(?:school|schools|college|nursery|classes|lessons|students|pupils|children|kids|everyone|we)\s+(?:(?:will\s+)?(?:re-?opens?|resumes?|returns?)|(?:is|are)\s+back)\b|\b(?:iedereen|alle kinderen|de kinderen)\s+weer\s+(?:op|naar)\s+school\b|\b(?:beginnen\s+de\s+lessen|de\s+lessen\s+beginnen|begint\s+de\s+school|de\s+school\s+begint)\s+weer\b|\b(?:beginnt\s+(?:der\s+unterricht|die\s+schule)|(?:der\s+unterricht|die\s+schule)\s+beginnt)\s+wieder\b|\b(?:seeing|see|welcom(?:e|ing))\s+(?:everyone|you all|all (?:the )?(?:children|pupils|students)|the (?:children|pupils|students))\s+back\b|(?<!\p{L})(?:le (?:attività|lezioni)[^.!?]{0,20}riprend\p{L}*|las clases se reanudan|les cours reprennent|reprise des cours)(?!\p{L})|\balle\s+(?:kinder|schüler(?:innen)?)\s+wieder\b/iu.test(
      sentence,
    ) &&
      !/\d[:.]\d\d(?!\.?\d)|\d\s*(?:am|pm)\b|\bterm\b|\breturn(?:s|ing)?\s+from\b|\bmet een\b|\bmit einem\b|\b(?:with|to|for)\s+(?:a|an|our|the)\b/i.test(
        sentence,
      ) &&
      !/\b(?:gala|bbq|barbecue|party|breakfast|assembly|service|gottesdienst|ontbijt|social|disco|picnic|fair)\b/i.test(
        sentence,
      )) ||
    // "… and we restart on Tuesday 11th January": a club back after its break (one that gives
    // the time, "Lessons restart on Monday 4th January at 5pm", is the first session).
    (/\b(?:we|meetings|sessions|training|classes|lessons)\s+(?:will\s+)?(?:restart|resume|start back|go back)\s+on\b/i.test(
      sentence,
    ) &&
      !/\d[:.]\d\d|\d\s*(?:am|pm)\b|\b(?:usual|normal) time of\b/i.test(sentence)) ||
    // "Our meeting on Wednesday 18th will go ahead as normal", "We'll be back at the usual time",
    // "Schools will dismiss at the regular time": the usual, not a new event (a move that keeps
    // the usual time is still a move).
    // ("Last training session is 27/06, 10-11.30am as usual" is the session.)
    (/\b(?:go(?:es|ing)?\s+ahead|run(?:s|ning)?|(?:be|are|is)\s+back|return(?:s|ing)?|dismiss(?:es)?|continue(?:s)?|clos(?:e|es|ing)\s+for\s+(?:the\s+)?[a-z -]{3,30}?)\b[^.!?]{0,60}?\b(?:as\s+(?:normal|usual|planned)|(?:at|to)\s+the\s+(?:usual|regular|normal)\s+time)\b/i.test(
      sentence,
    ) &&
      !updateWords.test(sentence) &&
      !/\b(?:moved?|now|instead|postponed|rescheduled|new date|cancel+ed|called off)\b/i.test(
        sentence,
      )) ||
    // "Assembly at 2.15pm as usual", "the quiz is on Friday as always": the routine, said again.
    (/^[^.!?]{0,40}?\b(?:is|are|at|on)\b[^.!?]{0,40}?\bas\s+(?:usual|always|normal)\b/i.test(
      sentence,
    ) &&
      !updateWords.test(sentence) &&
      // ("Last training session is 27/06, 10-11.30am as usual" is the session.)
      !/\b(?:moved?|now|instead|postponed|rescheduled|new|cancel+ed|called off|change[ds]?|last|final|first)\b|\d{1,2}\/\d{1,2}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(
        sentence,
      )) ||
    // "See you all next Thursday.": a sign-off, not a new event ("See you all at Sports Day" is one).
    (/^\W*(?:see|catch)\s+(?:you|y['’]?all|everyone)(?:\s+all)?\s+(?:(?:again|then)\s+)?(?:on\s+|next\s+|this\s+)?[\p{L}\d ,]{0,24}[.!]*\W*$/iu.test(
      sentence,
    ) &&
      !eventWords.test(sentence)) ||
    // "bingo cards bought for the original date will be honored on March 5": still good, not an
    // event ("The concert has moved to Friday - all tickets remain valid" is a move).
    (/\b(?:tickets?|cards?|wristbands?|passes|bookings?|they)\b[^.!?]{0,60}?\b(?:(?:will|['’]ll)\s+(?:\w+ly\s+)?be|are still|remain)\s+(?:honou?red|valid|accepted|transferred)\b/i.test(
      sentence,
    ) &&
      !updateWords.test(sentence)) ||
    // "Entries for the Area Champs (4 December) close on Sunday 21 November": a competition not
    // yet entered, and the day its entries close.
    /^\W*(?:reminder\s*:\s*)?(?:the\s+)?(?:entries|entry forms?|registrations?|applications?|nominations?|sign-?ups?)\s+(?:for|to)\b[^.!?]{0,80}?\bclos(?:e|es|ing)\b/i.test(
      sentence,
    ) ||
    // "Anything left on Friday, February 26 will be donated": lost property's last day.
    /\b(?:left|unclaimed|not claimed|uncollected|not collected|unnamed|remaining)\b[^.!?]{0,60}?\b(?:will be|is|are|gets?|goes|go)\s+(?:donated|recycled|thrown away|binned|to (?:the\s+)?(?:charity|donation))/i.test(
      sentence,
    ) ||
    // "Tickets are on sale until 27 November", "à venda ... até o dia 27": a sale, not a day out.
    /(?<!\p{L})(?:on sale|for sale|à venda|en venta|en vente|in vendita|te koop)(?!\p{L})[^.!?]{0,60}?(?:\b(?:until|till|through|by|before)\b|(?<!\p{L})(?:até|hasta|jusqu|fino a|tot)(?!\p{L}))/iu.test(
      sentence,
    ) ||
    // "Week 5 (July 26–30) still has a few spots": places on offer, not a booking.
    /\bstill\s+(?:has|have)\s+(?:a few\s+|some\s+|\d+\s+)?(?:spots|places|spaces|openings)\b|\b(?:spots|places|spaces)\s+(?:still\s+)?(?:left|available|remaining)\b/i.test(
      sentence,
    ) ||
    // "Starting September 1, your child's stop will have a new pick-up time of 7:52 AM": the bus.
    /\b(?:bus|route|stop)\b[^.!?]{0,80}\b(?:pick-?up|drop-?off)\s+time\b/i.test(sentence) ||
    // "Students may wear the school sweater from 15 November": uniform, not an event ("Christmas
    // Jumper Day: children may wear a festive jumper" is the day).
    (/\b(?:may|can|should|must|will)\s+(?:now\s+)?(?:wear|change (?:in)?to)\b[^.!?]{0,40}\b(?:uniform|sweaters?|blazers?|jumpers?|jackets?|shorts|hats?)\b|\b(?:winter|summer)\s+uniform\b/i.test(
      sentence,
    ) &&
      // (A changeover only: "must wear full uniform for school photos on Tuesday" is the photos.)
      /\b(?:from|onwards|starting|start wearing|switch)\b/i.test(sentence) &&
      !/\bday\b|non-uniform|dress(?:ing)?[- ]up/i.test(sentence)) ||
    // "… from Monday 9 August the front gate will open at 8.20am (not 8.00am)": the same, mid-sentence.
    (/\b(?:from|starting|as of)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?\d{1,2}(?:st|nd|rd|th)?\s+\p{L}+,?\s+(?:the\s+)?(?:\p{L}+\s+)?(?:gates?|doors)\s+(?:will\s+)?(?:now\s+)?(?:open|close)s?\s+at\b/iu.test(
      sentence,
    ) &&
      /\(not\s+\d|\binstead of\b|\brather than\b/i.test(sentence)) ||
    // "From Monday 11th January, the school gates will open at 8.20am instead of 8.30am", "From 1
    // July, child entry will be $3.50": a standing change from that day on, not an event.
    // (Not "From 11am on Saturday, the school will open its doors for our Autumn Fair" or "the PTA
    // quiz night costs £5": events.)
    (/^\W*(?:from|starting|beginning|as of|with effect from|effective)\s+(?:on\s+)?[^,.!?]{3,40},\s/i.test(
      sentence,
    ) &&
      /\b(?:entry|admission|fees?|prices?|passes|membership|rates?|charges?)\b[^.!?]{0,60}?\b(?:will be|costs?|rises?|goes up|increases?)\b[^.!?]{0,20}?[$€£]\s?\d|\b(?:gates?|doors|office|reception|pool|library|canteen|shop)\s+(?:will\s+)?(?:now\s+)?(?:open|close)s?\b|\binstead of\b/i.test(
        sentence,
      ) &&
      !/\b(?:for|to)\s+(?:our|the|a)\b[^.!?]{0,30}\b(?:fair|fete|fête|disco|concert|show|party|night|day|festival|gala)\b/i.test(
        sentence,
      )) ||
    // "Lessons carry on as normal until Friday 17th December and restart the week of 10th January":
    // the routine, said of itself (not "Clubs carry on as normal and the concert is on Thursday").
    /^\W*(?:[\p{L}'’-]+\s+){1,3}(?:will\s+)?carr(?:y|ies)\s+on\s+as\s+(?:normal|usual)\b(?![^.!?]*\b(?:and|but|while)\s+(?:the|our|a|an)\b)/iu.test(
      sentence,
    ) ||
    // "Bus routes 7 and 12 will follow revised timings from Monday, 9 August", "From 8th March, Year 4
    // swimming moves from Tuesday to Wednesday afternoons for the rest of the term": the routine
    // changed from a day on.
    /\b(?:revised|new|updated|changed)\s+(?:timings?|times|timetable|schedule|stop times|pick-?up times|routes?)\s+(?:from|starting|as of|with effect from|effective)\b|\bfor\s+the\s+rest\s+of\s+(?:the\s+)?(?:term|year|season|semester|school year)\b/i.test(
      sentence,
    ) ||
    // "All after-school clubs finish for the term on Friday 10th December and start again in the
    // week beginning 10th January": the routine pausing, not an event.
    (/\b(?:clubs?|sessions?|lessons?|classes|activities|training|practices?)\s+(?:will\s+)?(?:finish|end|stop|break up|wind up)\s+for\s+(?:the\s+)?(?:term|year|holidays?|summer|winter|christmas|season|break)\b/i.test(
      sentence,
    ) &&
      // ("Swimming lessons finish for the term with a mini gala on Saturday": the gala.)
      !/\d[:.]\d\d|\d\s*(?:am|pm)\b|\bwith\s+(?:a|an|our|the|their)\b/i.test(sentence)) ||
    // "No Cubs on Monday 13 December - our term is done": the season over, nothing called off.
    (/^\W*no\s/i.test(sentence) &&
      /\b(?:our|the)\s+(?:term|season|year)\s+(?:is|has)\s+(?:done|over|finished|ended)\b/i.test(
        sentence,
      )) ||
    // "Here's our game schedule through the end of March": where a list stops, not an event.
    /\b(?:schedule|fixtures|draw|calendar|dates|games)\s+(?:through|thru|until|up to)\b/i.test(
      sentence,
    ) ||
    // "A reminder that the school will close for the October holiday on Friday 8 October": the last
    // day before a break, not an event ("School closes at 1.30pm for Christmas" is an early close).
    (/^\W*(?:(?:a |just a )?reminder(?: that)?:?\s+)?(?:the\s+)?(?:school|schools|nursery|we)\s+(?:will\s+)?(?:close|closes|break|breaks)(?:\s+up)?\s+for\s+(?:the\s+)?[a-z -]{0,30}?\b(?:holidays?|break|half[- ]term|vacation|recess)\b/i.test(
      sentence,
    ) &&
      !/\d[:.]\d\d|\d\s*(?:am|pm)\b|\bnoon\b|\bearly\b/i.test(sentence)) ||
    // "Thu Feb 17 Regular meeting night", "Our last rehearsal is during normal class time": the
    // usual session, not a new event.
    /^\W*(?:[\p{L}\d.]+\s+){0,3}?(?:regular|usual|normal|weekly)\s+(?:meeting|practice|training|class|session|rehearsal|lesson|club)s?(?:\s+(?:night|day|time))?\W*$|\bduring\s+(?:the\s+)?(?:normal|usual|regular)\s+(?:class|lesson|practice|training|school|club)\s+time\b/iu.test(
      sentence,
    ) ||
    // "Lunch menu for the week of April 5: Monday - pizza": what is eaten, not an event.
    // ("Our new three-week menu starts on Monday 6 September" too.)
    /^\W*(?:(?:this week['’]s|the|our|school|lunch|dinner|breakfast|cafeteria|canteen|hot|new|spring|summer|autumn|fall|winter|term['’]s|(?:two|three|four|\d)-week)\s+)*menus?\b(?!\s+(?:tasting|launch|evening|night|party|event|competition))/i.test(
      sentence,
    ) ||
    // "Friday 11 June will now be a normal school day with the usual timetable": nothing to attend.
    // ("Thursday, Nov 11 (Veterans Day): school IS in session" too; "not in session" is a closure.)
    /\b(?:be|is|as)\s+(?:a\s+)?(?:normal|usual|regular|ordinary)\s+(?:school\s+)?day\b|\b(?:school|classes)\s+(?:is|are|will be)\s+(?:still\s+)?in session\W*$/i.test(
      sentence,
    ) ||
    // "If the weather is bad it will be postponed to 14/05", "… we will move the event to Tuesday 25
    // May": a day only if it rains, no event yet.
    /\b(?:if|in case of|should)\b[^.!?]{0,40}\b(?:weather|rain|rains|wet|storm|heat|washout)\b[^.!?]{0,40}\b(?:postponed|moved|moves|(?:will|we['’]ll) move|held|rescheduled|switch(?:es)?)(?:\s+(?:to|until|on)\b|\s+(?:it|everything|the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+(?:to|until|on)\s+(?:the\s+|next\s+|this\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*day\b))/iu.test(
      sentence,
    ) ||
    // "Bei Regen gilt der Ausweichtermin Dienstag, 22. Juni", "en cas de pluie, reporté au…": the
    // same in the other languages read.
    // (Only a day put off: "bei Regen in der Turnhalle" is where, and the day stands.)
    /(?<!\p{L})(?:ausweichtermin|(?:bei (?:schlechtem wetter|regen)|en cas de (?:pluie|mauvais temps)|en caso de lluvia|bij (?:slecht weer|regen)|in caso di (?:pioggia|maltempo)|em caso de chuva)[^.!?]{0,60}?(?:verschoben|reporté|report|aplazad|pospuest|uitgesteld|verplaatst|rinviat|adiad))/iu.test(
      sentence,
    ) ||
    // "Il menù autunnale sarà in vigore da lunedì 11 ottobre", "le menu d'hiver": what is eaten.
    /^\W*(?:il|le|el|o|het|der)\s+(?:nuovo\s+|nouveau\s+|nuevo\s+|novo\s+)?(?:menù|menu|menú|cardápio|speiseplan)(?!\p{L})/iu.test(
      sentence,
    )
  );
}

/** Lines whose dates are never read: a forward's quoted headers, and the lines under an opening. */
export function unreadLines(lines: ReadonlyArray<Line>): Set<number> {
  return new Set([...quotedHeaderLines(lines), ...openingLines(lines)]);
}
