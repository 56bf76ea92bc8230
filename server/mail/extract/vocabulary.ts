/**
 * The words the text pipeline reads meaning from: lines whose dates are never
 * events, past narration, deadlines, cancellations and moves, the nouns that
 * name events, and the date words themselves.
 */

/** Lines whose dates are never events. */
export const ignoredLine =
  /^(?:sent|cc|bcc|reply-to)\s*:|^on .{4,80} wrote:?$|©|\bcopyright\b|all rights reserved|unsubscribe|\b(?:order(?:ed)?|purchase|invoice|payment|transaction|dispatch(?:ed)?|ship(?:ped|ping)|deliver(?:y|ed)|refund(?:ed)?|billing|statement)\s+(?:date|on(?=\s+(?:the\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))|placed|received|made|confirmed|processed|number|no\.?)\b|\bdelivered on\b|\b(?:placed|paid|charged|billed|purchased|ordered|renewed|refunded|processed|issued)\s+(?:on\b|:)|\bdate (?:paid|issued|of (?:purchase|order|issue))\b|\bbilling period\b|\bestimated delivery\b|\b(?:your|the|this)\s+(?:package|parcel|shipment)\s+(?:has|is|was|will)\b|\bout for delivery\b|\brenew(?:s|al|ing)?\b|\bauto-?renew|^\s*arriv(?:es|ing) by\b|\barriv(?:es|ing) by\b(?!\s+\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\b|o['’]clock))|\bpassword\b|\b(?:new|unusual|recent|suspicious)\s+sign[- ]in\b|\bsign[- ]in\s+(?:attempt|alert|activity|code|link)\b|\bsign(?:ed)?[- ]in\s+(?:to|into|from|on)\s+(?:your|the|our|a)\b|\bsecurity (?:alert|code)\b|\bverification code\b|\b(?:out of (?:the )?office|on (?:annual )?leave)\b(?<!\b(?:moved|rescheduled|postponed|cancel(?:l?ed)?|changed)\b[^.!?]{0,160})(?![^.!?]{0,160}\b(?:moved|rescheduled|postponed|cancel(?:l?ed)?|changed)\b)|\blink (?:will )?expires?\b|\bexpir(?:es|y|ation)\b|\bvalid (?:until|through|till)\b|\b(?:offer|sale|deal|promotion|discount)s? (?:ends?|expires?|runs? until|valid)\b|\bends? (?:at )?midnight\b|\b\d{1,2}% off\b|\bsave (?:up to |an extra )?\d{1,2}%|\b\d{1,2}% (?:off )?(?:on )?(?:everything|sitewide|storewide)\b|\bsale (?:starts|begins|ends|runs)\b|\b(?:shop|buy|order) now\b|\bfree (?:shipping|delivery)\b|\buse code\b|\bprivacy policy\b|\bterms (?:of|and)\b|^\W*(?:[^.!?]{0,40}\s)?(?:bogo|\d{1,2}%(?: off)?)\s+ends?\b[^.!?]{0,30}[.!?]*\s*$/i;

/** Sentences that narrate the past: "last Friday we had...", "thank you to all who came". */
export const pastNarration =
  /(?<!\b(?:our|the|your|their|its|this|a)\s+)\blast (?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!\s+(?:before|of|in|until|till|prior))|\blast (?:week|weekend|month|term|year|night)\b(?!\s+(?:of|before)\b)|\byesterday\b|\bwe had\b|\bwas a (?:great|huge|fantastic|wonderful|sea of|success|blast|hit|triumph|lovely|brilliant|amazing)\b|\bthank(?:s| you) (?:to )?(?:all|everyone|every|each)\b.*\b(?:came|attended|joined|supported|baked|volunteered|bought|helped|donated)\b|\btook place\b|\bwere held\b|\bwas held\b|\bphotos (?:from|of)\b|(?<!\b(?:be|been|being)\s+)\b(?:played|came away|raised|enjoyed|went on|won(?!['’]t)|lost)\b/i;

/** "Saturday's semifinal was the best game I've seen": a weekday's event told as gone by… */
const weekdayGoneBy =
  /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day['’]s\s+(?:[a-z-]+\s+){1,3}(?:was|were)\s+(?:the|a|an|so|such|really|brilliant|great|amazing|fantastic|tough|close|hard|fun)\b/i;
/** …unless the sentence goes on to a plan ("Friday's show was so popular that we're adding one on Saturday at 2pm"). */
const planAfter =
  /\b(?:so|will|['’]ll|going to|adding|extra|make-?up|next|before|this week|coming|upcoming|there['’]s|is on|are on)\b|\d[:.]\d\d|\d\s*[ap]\.?m\b/i;

/** A clock time said in a text: "6:30", "18.00", "2pm", "7 a.m.". */
export const clockTime = /\d[:.]\d\d|\d\s*[ap]\.?m\b/i;

/**
 * "If it's wet", "should it rain", "in the event of bad weather": what a message says may happen
 * in the rain, in `routines.ts` (the day a rained-off event moves to) and `nonEventSentences.ts`
 * (news promised if it is wet).
 */
export const ifWet =
  "if (?:it['’]s|it is) (?:wet|raining|rainy)|if (?:it|the weather) (?:rains|is (?:wet|bad|poor))|if wet|should it rain|in (?:the )?(?:case|event) of (?:rain|bad weather|wet weather)";

/** "how proud I am of the lads on Saturday": praise for a day's play, which is gone by. */
const praiseOfADay =
  /\bproud\b(?:(?!\b(?:who|picked|selected|chosen|performing|playing|will)\b)[^.!?]){0,60}\bon (?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!\s*(?:the\s+)?\d)/i;

/**
 * A sentence about what has happened. "Following feedback from last year, we'll once again be
 * running our graduation ceremony … on Thursday, June 25" looks back only to say what will
 * happen: a "last year" beside "will" is no narration.
 */
export function narratesThePast(sentence: string): boolean {
  if (weekdayGoneBy.test(sentence) && !planAfter.test(sentence)) return true;
  if (
    praiseOfADay.test(sentence) &&
    !/\b(?:will|['’]ll|going to)\b/i.test(sentence) &&
    !clockTime.test(sentence)
  )
    return true;
  if (!pastNarration.test(sentence)) return false;
  // "the trip … on Tuesday 7th December has had to be cancelled, as the rail strike announced
  // yesterday means …": a change to a day to come, whatever it says of the past.
  if (
    /\b(?:has|have|had)\s+(?:had\s+to\s+)?(?:been|be)\s+(?:cancell?ed|postponed|moved|rescheduled|called off)\b/i.test(
      sentence,
    )
  )
    return false;
  if (!/\b(?:will|['’]ll|going to|shall)\b/i.test(sentence)) return true;
  return pastNarration.test(
    sentence.replace(/\blast (?:week|weekend|month|term|year|season)\b/gi, " "),
  );
}

/** Deadlines and replies, not things to attend. */
export const deadline =
  // ("Testing fee is $45, payable … before the 18th": a fee's date; not "payable before the trip".)
  /\bpayable\b[^!?\n]{0,60}?\b(?:by|before)\s+(?:the\s+)?\d|\b(?:rsvp|reply|respond|let\s+(?:[\w'’]+\s+){0,3}know|confirm|register|sign[- ]?up|book|order|pay(?:ment)?|return(?:ed)?|submit(?:ted)?|apply|applications?|forms?|slips?|fees?|cancell?ations?|refunds?|withdrawals?)\b[^!?\n]{0,60}?\b(?:by|before|no later than|deadline)\b|\bdeadline\b|\bdue (?:by|on|back)\b|\bcloses? on\b/i;

/**
 * Tickets bought, or donations given, by the date that follows: "Wristbands are $15 in advance
 * (online by 10/6)", "donations can be dropped off in the front office on 10/8". That date is
 * no event; the event's own date before it stands ("Sponsored walk on Saturday 20 March - buy a
 * wristband online by Thursday").
 */
export const paidOrGivenBy =
  /\b(?:buy|purchase|in advance|online)\b[^!?\n]{0,60}?\b(?:by|before|no later than)\s+(?=(?:the\s+)?\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|tomorrow|midnight)|\bdonations?\b[^.!?\n]{0,60}?\b(?:can|may|should|must|need to|are|is|will be)\s+(?:be\s+)?(?:\w+\s+)?(?:dropped off|handed in|brought in|left|received|welcome|accepted|collected)\b[^.!?\n]{0,40}?\b(?:on|from|by|until)\s+(?=(?:the\s+)?\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)/i;

/**
 * Whether the date at `dateAt` in `sentence` is a deadline's: one the
 * deadline's words lead to, or any date of a sentence with a deadline when
 * the title names no event; or the date tickets are bought or donations
 * given by.
 */
export function datesADeadline(sentence: string, dateAt: number, title: string): boolean {
  const due = deadline.exec(sentence);
  const paid = paidOrGivenBy.exec(sentence);
  return (
    (due !== null &&
      (dateAt < 0 || due.index + due[0].length <= dateAt + 1 || !eventWords.test(title))) ||
    (paid !== null && dateAt >= 0 && paid.index + paid[0].length <= dateAt + 1)
  );
}

/** "NO CUBS TONIGHT", "no swimming today", "no practice Friday": something called off, named in group 1. */
export const calledOffToday =
  // (Not "if there's no practice Friday", nor "children who have no swimming Friday".)
  /(?<!\bif\s+(?:there['’]?s\s+|there\s+is\s+)?|\b(?:have|has|had)\s+)\bno (?!school\b|nursery\b|classes\b|lessons\b|college\b|(?:bus|buses|lunch|homework|uniform|need|charge|cost|fee|one|more|later|longer|parking|entry)\b)([\p{L}'’-]+(?:\s[\p{L}'’-]+)?)\s+(?:tonight|today|tomorrow|this (?:week|weekend|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?<=\bno (?:training|practice|swimming|club|cubs|scouts|beavers|brownies|guides|rainbows|football|netball|rugby|hockey|cricket|ballet|dance|gym|gymnastics|choir|band|orchestra|rehearsals?|lessons?|class|classes|sessions?|match|game|games|nets)\s+)(?:(?:next|on)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/iu;

/** "No hay", "pas de", "kein", "geen", "não há": the other languages' "no" before a session's name. */
export const otherLanguageNone = "no hay|pas d['’]|pas de|kein(?:e|en)?|geen|não há";

export const cancelWords = new RegExp(
  String.raw`\b(?:cancell?ed|cancell?ing|(?:had|have|has|need(?:ed)?|forced|decided|going)\s+to\s+(?:cancel|postpone)|(?:we|we['’]ll|i|i['’]ll|must|will)\s+(?:have\s+to\s+)?(?:cancel|postpone)|will not (?:take place|go ahead|run(?!\s+\p{L}*ing)|be (?:held|running|taking place|on(?!\s+(?:the|a|an|our|your|his|her|their|this|that)\b)))|won['’]t (?:take place|go ahead|run(?!\s+\p{L}*ing)|be (?:running|on(?!\s+(?:the|a|an|our|your|his|her|their|this|that)\b)))|(?:is|are)(?: not|n['’]t) (?:going ahead|taking place)|called off|call(?:ing|ed)? it off|scrapp(?:ed|ing)\s+(?:it\b|(?:the|this|our|tonight['’]s|today['’]s|tomorrow['’]s|\p{L}+day['’]s)\s+(?:[\d:.]+\s*(?:[ap]m\s+)?)?(?:game|match|fixture|practice|training|session|lesson|class|party|trip|meeting|meet|race|rehearsal|event)s?)|postponed|rained out|washed out|snowed out|no longer (?:taking place|going ahead|happening)|no longer (?:take place|go ahead|be held|be going ahead)(?=\s+on\s+[^.;!?]{3,40}?(?:[.;!?]|$)|\s*(?:[.;!?]|$)))\b|\b(?:game|match|fixture|training|practice|session|lesson|class|rehearsal|club|party|trip|outing|tournament|meet|race|nets|games|matches|fixtures|sessions|lessons|classes|rehearsals|races)(?:['’]s)?(?:(?:\s+(?:v|vs\.?|against)\s+[\p{L}\p{N}.'’ -]{1,40}?|\s+(?:on|this|next|tomorrow|tonight)\b[\p{L}\p{N} ]{0,25}?)?\s+(?:is|are|has\s+been|have\s+been)\s+|\s+)off(?![-\p{L}])(?!\s+(?:to|at|from|for|with|the|a|timetable|site|campus|sick|duty|limits)\b)|${calledOffToday.source}|(?<!\p{L})(?:${otherLanguageNone})\s*(?:entrenamiento|clases?|partido|ensayo|entraînement|cours|match|répétition|training|unterricht|probe|spiel|les|lessen|wedstrijd|treino|aulas?|jogo)(?!\p{L})|(?<!\p{L})(?:annulée?s?|annulation|abgesagt|fällt(?:\s(?:[^.!?]|(?<=\d)\.){0,120}?)?\saus|entfällt|cancelad[oa]s?|suspendid[oa]s?|geannuleerd|gaat niet door|cancelad[oa]|(?:report[ée]e?s?|aplazad[oa]s?|pospuest[oa]s?|adiad[oa]s?|verschoben|uitgesteld)\s+(?:à une date ultérieure|jusqu['’]à nouvel ordre|hasta nuevo aviso|sin fecha|sine die|até nova ordem|auf unbestimmte Zeit|tot nader order)|auf unbestimmte Zeit (?:verschoben|vertagt)|(?:tot nader order|voor onbepaalde tijd) (?:uitgesteld|verschoven))(?!\p{L})`,
  "iu",
);

/**
 * A move in the other languages the extractor reads (French, Spanish,
 * Portuguese, Dutch, German): the verb, or a new date or time named as
 * such. A postponement to no date is a cancellation (`cancelWords`).
 */
export const otherLanguageMoveVerbs =
  "se traslada|trasladad[oa]s?|se cambia|cambiad[oa]s?|se pasa|se aplaza|aplazad[oa]s?|se pospone|pospuest[oa]s?|se adelanta|adelantad[oa]s?|report[ée](?:e|s|es)?|d[ée]plac[ée](?:e|s|es)?|d[ée]cal[ée](?:e|s|es)?|adiad[oa]s?|remarcad[oa]s?|transferid[oa]s?|verplaatst|verschoven|verzet|verlegt|vorverlegt|verschoben";

/** The words between such a verb and the new date: "se traslada al", "reporté au", "verplaatst naar". */
export const otherLanguageMoveLeads = "a la|al|a|à la|au|aux|à|para|naar|op|tot";

export const otherLanguageUpdateWords = new RegExp(
  String.raw`(?<!\p{L})(?:${otherLanguageMoveVerbs}|nouvelle date|nouvel horaire|changement (?:de date|d['’]horaire|de lieu)|nueva fecha|nuevo horario|cambio de (?:fecha|hora|horario)|nova data|novo hor[áa]rio|neuer Termin|neue Uhrzeit|Terminänderung|Terminverschiebung|nieuwe datum|nieuwe tijd)(?!\p{L})`,
  "iu",
);

export const updateWords =
  /\d(?:[:.]\d\d)?\s*(?:am|pm)?,?\s+(?:not|rather than)\s+(?:at\s+)?\d|\b(?:(?:postpone|reschedule|rearrange)\b(?=[^.;!?]{0,80}?(?<!\d\s*(?:[ap]m)?\s*)\bto\s+(?:next\s+|the\s+|this\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))|moved|(?:moves|moving) (?:indoors|inside|outdoors|outside)\b|(?:moves|moving) (?:to|back|forward)(?=\s+(?:on\s+|at\s+)?(?:next\s+|the\s+|this\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|tomorrow|tonight|today|an? |half|\d)[a-z]*\b))|change of (?:date|time|venue|location|plans?)|(?:date|time|venue|location) change|rescheduled|re-scheduled|postponed|changed|brought forward|pushed back|bumped (?:from|back|forward|a week|by (?:a|one) week)\b|new (?:date|time|venue)|now (?:on(?!\s+sale)|be|takes?|taking|at|starts?|being)|will now|make-?up (?:game|match|date|session|class|lesson|practice)|(?<!\(\s*)rain date|instead\b(?!\s+of\s+(?:our|the|your|their)\s+(?:normal|usual|regular|weekly)))\b/i;

/** Words that name an event in English: "meeting", "match", "open day", "bake sale". */
const englishEventWords = String.raw`\b(?:meeting|party|gala|trip|match|game|fixture|tournament|practice|training|rehearsal|concert|recital|performance|show|play|assembly|fair|fete|fête|disco|evening|day|night|club|class(?!\s+\d)|lesson|session|camp|workshop|appointment|check-?up|visit|tour|service|celebration|ceremony|festival|sports(?!\s+(?:centre|center|hall|ground|park|complex|field))|race|parade|exam|test|screening|vaccination|dentist|doctor|orthodontist|clinic|conference|consultation|open (?:day|house|evening)|sleepover|birthday|wedding|barbecue|bbq|picnic|breakfast|lunch|dinner|coffee|bake sale|reunion|audition|tryouts?|presentation|program(?:me)?|graduation|prom|ball|jamboree|meet|regatta|show ?case|swim(?:ming)?|football|soccer|rugby|netball|hockey|cricket|tennis|basketball|baseball|dance|ballet|nativity|softball|taekwondo|beavers|rainbows|gymnastics|karate|judo|grading|communion|christening|baptism|orientation|evaluations?|recess|dismissal|scouts|brownies|cubs|guides|choir|orchestra|band|inset|training day|half[- ]term|holiday|term (?:starts|ends|begins)|closed|closure|fundraiser|auction|quiz|bingo|qualifiers?|invitational|championships?|regionals|nationals|carnival|blitz|derby|scrimmage|playoffs?|story ?time|rhyme ?time|playgroup|toddler group|semi-?finals?|movie|cinema|theatre|theater|exhibition|museum|zoo|flight|reservation|booking|check-?in|pick-?up|drop-?off|collection)\b`;

/**
 * The same in the other languages read, German compounds by their last part:
 * "Elternabend", "Sommerfest", "Hallenturnier", "réunion", "kermesse", "excursión",
 * "ouderavond", "reunião".
 */
const otherLanguageEventWords = String.raw`(?<!\p{L})(?:\p{L}+(?:abend|fest|feier|turnier|konzert|ausflug|fahrt|spiel|training|probe|versammlung|sprechtag|wandertag|sporttag|projekttag|geburtstag|gottesdienst|markt|lauf|aufführung|vorstellung|treffen|kurs|termin|untersuchung|impfung|ferien)|feier|turnier|konzert|ausflug|versammlung|aufführung|vorstellung|termin|ferien|elternsprechstunde|einschulung|sitzung|geschlossen|schließtag|fermée?s?|cerrad[oa]s?|gesloten|fechad[oa]s?|réunion|fête|kermesse|spectacle|entraînement|tournoi|anniversaire|rendez-vous|répétition|atelier|séance|carnaval|vacances|journée|soirée|pique-nique|sortie scolaire|rentrée|portes ouvertes|conseil de classe|compétition|messe|baptême|mariage|cérémonie|fermeture|reunión|fiesta|excursión|partido|entrenamiento|concierto|torneo|cumpleaños|cita|función|ensayo|clase|sesión|jornada|vacaciones|revisión|consulta|visita|viaje|campamento|competición|misa|boda|graduación|ceremonia|vergadering|feest|uitje|wedstrijd|afspraak|verjaardag|toernooi|ouderavond|schoolreisje?|voorstelling|optreden|repetitie|kamp|excursie|vakantie|studiedag|sportdag|viering|reunião|festa|passeio|jogo|treino|aniversário|ensaio|excursão|apresentação|espetáculo|acampamento|férias|viagem|casamento|formatura|recita|colloqui|gita|riunione|partita|allenamento|saggio|concerto|spettacolo|compleanno|uscita didattica|open day|carnevale|vacanze)(?!\p{L})`;

export const eventWords = new RegExp(`${englishEventWords}|${otherLanguageEventWords}`, "iu");

export const weekdayPattern =
  "(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\\.?";

export const monthPattern =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

/** Filler in English: words that say nothing about which event it is. */
const englishEmptyWords =
  "a an and or the at on in to from with please note day time date it it's its is are was be we you they he she this that there here our your their his her my me us them all each every when where what who how which will would can could should may might must do does did has have had not no yes so if then than as by for of up out off about into over after before until till also just only very more most some any one ones same via re fwd fw see below above attached thanks thank hi hello dear";

/**
 * The same in the other languages read: articles, prepositions, pronouns and the
 * particles a sentence leaves when its date is cut ("findet … statt", "aura lieu").
 */
const otherLanguageEmptyWords =
  "der die das den dem des ein eine einen einem einer und oder mit von vom bis zum zur für am um im an auf aus bei nach ab ist sind wird werden findet finden statt wir sie ihr uhr le la les un une du de et ou avec pour par au aux à en dans sur est sont sera nous vous el los las lo una unos unas con para por del al es será nosotros hrs het een voor op met om uur os as um uma com do da dos das no na às il lo gli di da in su tra fra alle alla al ai agli ore si terrà sarà è c'è nella nel della del dei degli delle";

/** True when a candidate title says something: letters beyond filler. */
export const emptyWords = new Set(`${englishEmptyWords} ${otherLanguageEmptyWords}`.split(" "));

/** Named days whose weekday word is part of the name, not a date. */
export const holidayNames =
  /\b(?:good|black|ash|holy|maundy|cyber|giving|palm|easter|whit|super bowl|shrove|plough|blue|orange|pink|purple|remembrance|mothering|trinity|passion|small business) (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday)\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|\d{1,2}(?:st|nd|rd|th)) sunday (?:of|in|after) (?:advent|lent|easter|ordinary time|pentecost|epiphany|the year)\b/gi;

export const receiptSubject =
  /\b(?:receipts?|order|invoices?|statement|payment|purchase|subscription|renewals?|refund|shipped|delivered|dispatched|factures?|rechnung|factura|fatura|(?:lunch|dinner|school|canteen|cafeteria|hot|term|weekly|week|autumn|spring|summer|winter|fall)\s+menus?|menus? de la cantine|speiseplan|menú escolar|ementa)\b/iu;

/** A heading over a weekly timetable ("MASS TIMES", "Opening hours"): its weekdays recur. */
export const timetable =
  /^\W*(?:(?:(?:mass|service|worship|opening|office|surgery|visiting|clinic|pool|library|swim(?:ming)?|training|practice|club|class|session)\s+(?:times|hours|timetable))|timetable|weekly (?:schedule|timetable)|regular (?:times|schedule))\W*$/i;

/** A line under a date heading that ends the event above it ("Arrives BOS 1:10 PM", "Zurück … 13 Uhr"). */
export const endsTheEventAbove =
  /^(?:arrives?|arrival|arriving|ends?|finish(?:es)?|pick[- ]?up|collection|returns?|returning|zurück|retour|regreso|vuelta)(?!\p{L})/iu;

/** "There are two shows, at 1:00 PM and again at 6:00 PM": times that are separate showings, not rounds of one day. */
export const showings = /\b(?:shows?|performances?|showings?|screenings?|matinees?)\b/i;

/** A sentence about what is over ("Great turnout at training last night"): no name for the next event. */
export const recapOf =
  /\b(?:last (?:night|week|weekend|month|term)|yesterday|great turnout|what a (?:game|match|day|night|season))\b/i;

/** A make-up of something called off ("The makeup game is Tuesday", "rain date"). */
export const madeUpWords = /\bmake-?up\b|\brain date\b/i;

/**
 * A length of something beside the event: the parking, lunch, the way
 * there. Not an interval: "runs for two hours, including an interval" is
 * the show's ("a 20 minute interval" is no length of it).
 */
export const besideTheEvent =
  // ("park the car", "parking"; not "Downey Park", where the games are.)
  /\b(?:parking|(?<=\b(?:to|can|please|you|and)\s)park\b|lunch|wait(?:ing)?|travel|drive|walk|journey|queue|delay|notice|refund|cancel\w*)\b/i;

/** Weekdays, months and days like "tomorrow" in the other languages read ("este sábado", "am Dienstag"). */
export const otherLanguageDateWord = new RegExp(
  `(?<!\\p{L})(?:${[
    "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|januar|februar|märz|mai|juni|juli|oktober|dezember|heute|morgen|übermorgen",
    "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|aujourd['’]hui|demain|ce soir",
    "lunes|martes|miércoles|jueves|viernes|sábado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|hoy|mañana|esta noche",
    "maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|januari|februari|maart|mei|augustus|vandaag|vanavond",
    "segunda|terça|quarta|quinta|sexta|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|hoje|amanhã",
    "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|oggi|domani|dopodomani|stasera",
  ].join("|")})(?!\\p{L})`,
  "iu",
);
