/**
 * The words a title sheds: greetings, lead-ins ("Just a reminder that",
 * "Quick one:"), the verbs a date leaves behind ("will be held", "findet …
 * statt", "aura lieu"), reasons ("due to the weather"), moves and
 * cancellations, and the same in the other languages read. `cleanTitle`
 * (titles.ts) applies them in order, three passes.
 */

import { shorthandTomorrowWords, shorthandTonightWords } from "./relativeDates";
import { otherLanguageMoveLeads, otherLanguageMoveVerbs, otherLanguageNone } from "./vocabulary";

export const fillerPatterns: ReadonlyArray<RegExp> = [
  // "Halloween mid-term break: Monday 25th October to Friday 29th October (inclusive)": what the
  // removed dates leave; "Christmas holidays: school closes at the end of the day and reopens".
  /\s*\((?:both days |all days )?inclusive\)|\s*[:–-]\s*(?:the\s+)?school\s+closes\b[^:]*$/gi,
  /^(?:unfortunately|sadly|regrettably|important|urgent|update|fyi|note|reminder|(?:rappel|recordatorio|erinnerung|herinnering|promemoria|lembrete)(?=\s*[-–:!,])|(?:quick )?heads[- ]up|quick (?:one|update|reminder|word)|psa|(?:some |big |great |good |bad |sad |exciting |fantastic |brilliant |wonderful )news(?=\s*[-–:!,.]|\s*$|\s+(?:that|for|from|about)\b)|conferma(?: (?:della |di )?prenotazione)?|confirmación de (?:la |su |tu )?(?:reserva|cita)|confirmation de (?:votre |ta )?(?:réservation|rendez-vous)|buchungsbestätigung|terminbestätigung|reserveringsbevestiging|confirmação de (?:reserva|marcação)|cancell?ed|postponed|moved|rescheduled|(?:the\s+)?change of (?:date|time|venue)(?:\s+(?:for|of))?|(?:time|date|venue) change|updated?)\b[,:!]?/gi,
  /\bdue to [^,]+,/gi,
  // "1. Minecraft Masterclass (ages 8–12) – 1 place (Finn)": a booking list's number, ages and places.
  /^\s*\d{1,2}[.)]\s+(?=\p{L})/gu,
  /\s*\((?:all ages|ages? [^)]{1,12})\)/gi,
  // "(the buses were leaving at 9:15 and returning by 2:30)" once its times are gone: an aside left broken.
  /\s*\([^()]*\b(?:by|at|from|until|till|to|and|between)\s*\)/gi,
  /\s+[-–—]\s+\d{1,2}\s+(?:places?|seats?|tickets?|spots?|spaces?)\b.*$/gi,
  // "(Le vendredi 11 juin) est une journée pédagogique": what a removed date leaves before the name.
  /^(?:(?:le|la|el|il|lo|der|die|das|het|de)\s+)?(?:is|est|es|è|ist|será|sera|wird)\s+(?:an?|une?|una|ein(?:e)?|een|um|uma)\s+(?=\p{L})/giu,
  // "Here are the details for the Frosty Flips Invitational", "Congratulations to Arjun on qualifying
  // for the Surrey Megafinal".
  /^here(?:['’]s| (?:are|is)) (?:the |some |all the |our )?(?:details|info(?:rmation)?|arrangements|times|plans?|schedule|key dates)(?:\s+(?:for|about|of))?\s+/gi,
  /^congratulations\b.{0,60}?\b(?:on (?:qualifying|being selected|getting through|making it)|qualif(?:ying|ied)|selected) (?:for|to)\s+/gi,
  // "We just heard from the City that Alderwood Pool…", "that means our practice…".
  /^(?:we(?:['’]ve)?|i(?:['’]ve)?)\s+(?:just\s+)?(?:heard|been told|learned|learnt|found out)\s+(?:from\s+[^,]{1,40}?\s+)?that\s+/gi,
  /^(?:so\s+|and\s+)?(?:that|this|which)\s+means(?:\s+that)?\s+/gi,
  // "the committee has decided to postpone this week's Twilight Meet", "the hike planned for Saturday
  // is postponed until further notice".
  /^(?:the\s+)?(?:[\p{L}]+\s+){0,2}(?:has|have)\s+(?:decided|had)\s+to\s+(?:postpone|reschedule|move|cancel|call off)\s+/giu,
  /\s+(?:is\s+|are\s+|has been\s+)?postponed\s+(?:until|till)\s+(?:further notice|a (?:later|future) date)\b.*$/gi,
  /\s+(?:planned|scheduled|set|booked|arranged)\s+for\s*$/gi,
  // "Thank you for your entries to the Kingfisher Spring Open", "Thanks for booking Jack onto our camp", "… booking Darragh and Clodagh into our Summer Camp".
  // (Case matters here: a name is capitalised, "Swimming Lessons" is no child's name before "on".)
  /^[Tt]hank(?:s| you) for (?:your )?(?:entries|entry|entering|signing up|registering|booking|enrolling)(?:\s+\p{Lu}\p{Ll}+(?:\s+(?:and|&)\s+\p{Lu}\p{Ll}+)?(?=\s+(?:onto|into|on|for|in)\s))?(?:\s+(?:to|for|in|into|onto|on))?\s+/gu,
  // "Mia is booked in with Dr Lee", "a little get-together for Ava's 5th birthday at our house".
  /\s+(?:is|are|has been|have been)\s+booked\s+(?:in\s+)?(?=with|for|at)\b/gi,
  /^(?:an?\s+)?(?:little\s+|small\s+|wee\s+)?(?:get[- ]together|gathering|celebration|party)\s+for\s+(?=\p{Lu}\p{Ll}+['’]s\s)/gu,
  /\s+at\s+(?:our|my|their|his|her)\s+(?:house|place|home|flat)\b.*$/gi,
  // "Would Ella like to come over for a playdate".
  /^(?:[Ww]ould|[Cc]ould|[Cc]an|[Dd]oes)\s+\p{Lu}\p{Ll}+\s+(?:like|want|fancy)\s+to\s+(?:come\s+(?:over\s+|along\s+)?(?:for|to)\s+)?/gu,
  // "Because of the fire alarm testing, ballet on Thursday…": the reason before the name.
  /^(?:because of|owing to|as a result of|thanks to|with)\s+[^,]+,\s*/gi,
  // "As we head into the holiday season, …", "Now that the nights are drawing in, …": a clause
  // that sets the scene; and "So" or "And" opening what is left ("So game against Roseville").
  /^(?:as|now that|while|whilst)\s+(?:we|you|the|our|it|this)\b[^,]{3,60},\s*(?=\S)/gi,
  /^(?:so|and|but|also)\s+(?=\S)/gi,
  // A pronoun whose verb the date took with it: "We for the Seven Oaks Winter Classic" (from "We
  // are confirmed for…"), "It evening" (from "It will be on Monday evening").
  /^(?:we|it|they|you|i|he|she)\s+(?:(?:for|at|in|on|to|of|with|from)\s+(?:(?:the|a|an|our|your)\s+)?|(?=(?:morning|afternoon|evening|night)\b))/gi,
  // "Just a heads up that Thursday's practice…", "Hi all,".
  /^(?:(?:hi|hello|hey)(?: all| everyone| everybody| folks| team)?[,!]?\s+)?(?:just\s+)?(?:a\s+)?(?:quick\s+)?heads[- ]up(?:\s+that)?\b[,:!]?/gi,
  // "has been pushed back an hour": by how much it moved.
  /\b(?:pushed back|brought forward|moved (?:back|forward)|put back)\s+(?:by\s+)?(?:an?|one|two|half an?|\d+)\s+(?:hours?|minutes?|mins?|days?|weeks?)\b/gi,
  // "Easter Bake Sale after school": when, not what.
  /\s+(?:straight |right |just )?(?:after|before) school$/gi,
  // "10am KO": the kick-off a time was cut from.
  /\s+(?:ko|k\.o\.|kick[- ]?off)$/gi,
  /\b(?:due to|because|owing to)\b.*$/gi,
  /\binstead(?: of\b.*)?$/gi,
  // "Rehearsal is at 7pm and should take about an hour": what follows the name is about it.
  /\s+(?:is\s+|are\s+)?and\s+(?:should|will|would|must|may|takes?|lasts?|runs?)\b.*$/gi,
  /^(?:quick note|just a note|note)\s*[:\-–]\s*/gi,
  /^tickets? (?:are|is) (?:now )?(?:on sale|available)\s+(?:for|to)\s+/gi,
  /^(?:i|we)(?:['’]ve| have)\s+(?=\p{Lu}|\p{Ll})/giu,
  // "Football is half 5 not 5": the time it replaces.
  /\s+(?:not|rather than)\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\b/gi,
  /^(?:(?:this|next|coming|the) (?:week|weekend|month|term)|coming up|upcoming|diary dates?|dates for (?:your|the) diary|key dates|what'?s on)\s*[:\-–]\s*/gi,
  /^(?:also|plus|and|then|next up|ps|p\.s\.)\b[,:.]?/gi,
  /^(?:we )?(?:hope|look forward|can['’]t wait) (?:to see|to seeing|seeing) (?:you|everyone|lots of you)(?: all)?(?: there)?\s+(?:at|for|on)\b(?:\s+(?:our|the)\b)?/gi,
  /^(?:please )?(?:join us |come )?(?:to |and )?(?:help us )?celebrate\s+(?=\p{Lu})/gu,
  /^[Ww]e(?:['’]re| are| will be) celebrating\s+(?=\p{Lu})/gu,
  /^(?:(?:we )?hope (?:that )?(?:you|to see you)(?: all)?(?: can| will| could)?\s+)?(?:please )?(?:join us|come(?: along)?|you(?:'re| are) (?:all )?invited|we(?:'d| would) love (?:you )?to see you|(?:we|i)(?:['’]d| would) (?:like|love) to invite (?:you|all (?:parents|families))(?: all)?)\s+(?:for|to|at)\b(?:\s+(?:our|the|an?)\b)?/gi,
  /\b(?:i'm|i am|we're|we are) (?:(?:very|so|really) )?(?:sorry|afraid) (?:to (?:say|announce|let you know|tell you|inform you) )?(?:that )?/gi,
  /\b(?:please|kindly)\s+(?:note|remember|be aware|join us|come along)(?:\s+that)?\b/gi,
  /\bjust a (?:quick )?reminder(?: that)?\b/gi,
  /^(?:just )?(?:confirming|to confirm|a quick note to confirm)(?: that)?\b/gi,
  /\s+(?:this|next) (?:term|half[- ]term|season|semester)$/gi,
  /\b(?:a )?(?:friendly |quick )?reminder(?: that)?:?/gi,
  /\bdon'?t forget(?: that)?\b/gi,
  /\bsave the date:?|^mark (?:your|the) (?:calendars?|diar(?:y|ies))\s*[:!-]?/gi,
  /\b(?:will|shall) (?:be held|be played|take place|be taking place|be happening|happen|start|begin|run|be performed|be presented|be hosted|be)\b/gi,
  /\b(?:is|are) (?:being held|taking place|happening|scheduled|on|booked|confirmed)\b/gi,
  // "Our spring concert takes place on 25 March", "The book fair runs from Monday".
  /\b(?:takes|take) place\b/gi,
  /\s+(?:runs|continues)(?:\s+(?:daily|every day|each day|all week))?$/gi,
  // "It's sports day tomorrow", "the time of the Year 6 SATs meeting has changed".
  // (Not "It's A Knockout": there a capitalised name follows.)
  /^[Ii]t['’]s\s+(?!\p{Lu}\p{L}*\s+\p{Lu})/gu,
  /^(?:the\s+)?(?:start\s+)?(?:time|date|venue|location|start)\s+(?:of|for)\s+(?!(?:your|the)\s+diar)(?:the\s+)?(?=\p{L})/giu,
  // "Our Living Wax Museum is coming up", "The recital is set".
  /\s+(?:is|are) (?:(?:fast |quickly )?coming up|(?:almost|nearly) here|(?:all )?set|just around the corner)\b.*$/gi,
  /\bhas been (?:moved|rescheduled|rearranged|changed|postponed|cancell?ed|brought forward|pushed back)(?:\s+(?:for|to))?\b/gi,
  // "The Year 3 trip has had to be cancelled".
  /\s+(?:(?:has|have)\s+)?had\s+to(?:\s+be)?$/gi,
  /\b(?:have|has) been\b/gi,
  /\b(?:is|are|was|were) (?:now )?(?:moved|rescheduled|cancell?ed|postponed)\b/gi,
  // "Thursday's meet moved to Riverside Park": where it went, said by the move, not the name.
  // (Lower case only: "Year 6 Moving to Secondary evening" is a name.)
  /\s+(?:moved|moves|moving|relocated|switched)\s+(?:to|indoors|inside|outdoors|outside)\b.*$/g,
  /\b(?:is|are|was|were|has been|have been) (?:rained|washed|snowed) out\b.*$/gi,
  // "Cricket nets on Friday are off", "Friday's disco is going ahead", "Choir rehearsal is cancelled
  // as Mrs Green is unwell", "Training tonight moved indoors to the sports hall".
  /\s+(?:is|are|has been|have been)\s+(?:off|(?:still\s+)?going ahead|(?:still\s+)?on)\b(?!\s+(?:to|at|from|for|with|sale|the|a|an|our|your|in)\b).*$/gi,
  /\s+as\s+[^,]{1,40}?\s+(?:is|are|was|were|has been|have been)\s+(?:unwell|ill|sick|off sick|unavailable|not available|double[- ]booked|being used)\b.*$/gi,
  /\s+(?:(?:has been|have been|is|are|was|were)\s+)?(?:moved|moving)\s+(?:indoors|inside|outdoors|outside)\b.*$/gi,
  /\b(?:moved|rescheduled|rearranged|changed|postponed|cancell?ed|called off)\b/gi,
  // "Swimming lessons are cancelled for the next two weeks (9th and 16th March)".
  /\s+for the (?:next|coming|following) (?:two|three|four|few|\d+) (?:weeks?|sessions?)\b.*$/gi,
  // "Thursday's practice is moving to Friday", "squad practice moves to Sunday this week only".
  // (Not "Year 6 Moving to Secondary evening": there a name follows, not a day.)
  /\s+(?:is\s+|are\s+)?(?:moving|moves?)\s+(?:to|back|forward|over)\b(?=\s*$|\s{2,}|\s+(?:this|next|on|at|an?|half|by)\b).*$/gi,
  /\b(?:will not|won['’]t) (?:take place|go ahead|run|be (?:held|running|taking place|on))\b/gi,
  /\s+(?:is|are)(?: not|n['’]t) (?:going ahead|taking place)\b.*$/gi,
  // "There will be a meeting for Year 6 parents": what is left once "will be" has gone.
  /^there\s+(?=an?\s)/gi,
  /\bnew (?:date|time)(?: is)?:?/gi,
  /\b(?:will )?now (?:be )?(?:on|at|takes? place|starts?|runs?|finish(?:es)?|played|held|run)?\b/gi,
  /\bwe(?: are|['’]re) (?:holding|having|hosting|running|doing|organising|organizing)\b/gi,
  /\bwe(?: will|['’]ll) (?:be )?(?:holding|having|hosting|running)\b/gi,
  /\b(?:there (?:is|will be)|we have)(?: a| an)?\b/gi,
  // …but "lock-in" and "drop-in" keep their "in".
  /\b(?:starting|starts|begins|beginning|from|until|till|between|and|to|on|at|by|the|this|next|coming|upcoming|every|each|of|is|are|for|with|(?<!-)in|scheduled)$/gi,
  /^(?:the|this|our|a|an|on|at|from|and|of|is|are|for|with|by|to)\b/gi,
  /(?<!\p{L}[ -])\b(?:date|time|when|day)s?\s*:/giu,
  /\b(?:am|pm)\b/gi,
  new RegExp(
    String.raw`\b(?:tomorrow|today|tonight|${shorthandTomorrowWords}|${shorthandTonightWords}|(?:this|that|the same|the next|the following) (?:morning|afternoon|evening|week|weekend))(?:['’]s)?\b`,
    "gi",
  ),
  // "which are on Saturday week in Morton Stadium": a clause about something named before.
  /^(?:which|who|whom|whose)\s+(?:are|is|will|was|were|has|have)\b.*$/gi,
  // German, French and Spanish mail: greetings, "findet … statt", "aura lieu", "tendrá lugar".
  /^(?:liebe|lieber|sehr geehrte|chers|chères|queridas|queridos|estimadas|estimados)\s+(?:eltern|familien|parents|familles|familias|padres)\b[,!]?/giu,
  /\b(?:findet|finden)\s+(?:(?:am|um|im)\s+)?/giu,
  /\b(?:feiern|veranstalten|machen)\s+wir\b|\bwir\s+(?:feiern|veranstalten)\b/giu,
  /\s+statt$/giu,
  /\b(?:(?:wir|ich)?\s*(?:lade|laden)\s+(?:(?:ich|wir)\s+)?(?:sie|euch)\s+(?:(?:ganz\s+)?herzlich\s+)?(?:zu[mr]?|ein)|herzliche einladung zu[mr]?)\b/giu,
  /\s+ein$/giu,
  /\b(?:aura|a|ont|auront) lieu\b|\bse (?:tiendra|déroulera|tient|déroule)\b/giu,
  /\b(?:tendrá|tendrán|tiene|tienen) lugar\b|\bse (?:celebrará|realizará|celebra)\b/giu,
  // Italian: "il saggio di fine anno si terrà … alle ore 17:00 al Teatro Ghione".
  /(?<!\p{L})(?:si (?:terrà|terranno|svolgerà|svolgeranno|tiene|svolge)|avrà luogo|avranno luogo)(?!\p{L})|\s+alle ore(?!\p{L})/giu,
  /^(?:unser|unsere|unseren|unserem|notre|nos|nuestro|nuestra|nuestros)\s+/giu,
  // "Leider fällt das Training (10:00 bis 11:30 Uhr) aus": the training, called off.
  /^(?:leider|malheureusement|lamentablemente|desafortunadamente)\b,?\s*/giu,
  /\b(?:fällt|entfällt)\s+(?:(?:das|der|die|unser|unsere)\s+)?/giu,
  /\s+aus$/giu,
  /\(\s*(?:uhr|h)?\s*\)/giu,
  // "(same rink)", "(usual venue)": where, as before.
  /\(\s*(?:same|usual|normal|regular)\s+(?:rink|venue|place|pitch|field|court|pool|location|hall|time|place and time|time and place)\s*\)/giu,
  // "…, 6:00-8:00 PM, same place (St. Agnes Hall)": where, as before, and nothing else.
  /^(?:same|usual)\s+(?:venue|place|location|time|place and time|time and place)\s*(?:\([^)]*\))?\s*$/giu,
  // "Maths Paper 1: (1 hour 30 minutes)": how long, not what.
  /\(\s*(?:\d+(?:\.\d+)?\s*(?:hours?|hrs?|h|minutes?|mins?)\b\s*(?:and\s+)?)+\)/giu,
  /^(?:er|es|sie|wir|hiermit|außerdem|(?:außerdem )?zur erinnerung|dem|den)\b[,:]?\s*/giu,
  // "Am Montag ist die Schule wegen einer Fortbildung geschlossen", "wird vom 17.03. auf den 24.03. verschoben".
  /^(?:ist|sind|wird|werden|bleibt|bleiben)\s+(?=(?:die|der|das|unsere?)\s)/giu,
  /\s+wegen\s+(?:(?:eines|einer|des|der|dem|einem|unseres|unserer|unserem|unseren)\s+)?\p{L}+/giu,
  /\s+(?:wird|werden|ist|wurde)\s+(?:vom|von)\b.*$/giu,
  /\s+(?:le|la|du|de|des|à|el|del|am|um|von|vom|om|bis|dem|den|ist|sind|wird|será|serán|sera|seront)$/giu,
  // "No hay entrenamiento por la lluvia", "pas de cours", "kein Training", "geen les": the session.
  new RegExp(String.raw`^(?:${otherLanguageNone})\s*`, "giu"),
  /\s+por\s+(?:la|el|los|las)\s+\p{L}+$/giu,
  // "La réunion de parents prévue", "Informamos que a reunião … será na", "Ouderavond van".
  /\s+(?:prévue?s?|previst[oa]s?|geplant|gepland)$/giu,
  /^(?:informamos|lembramos|recordamos|avisamos|informons|rappelons)\s+(?:de\s+)?(?:que|qu['’])\s*/giu,
  /\s+(?:será|serão|sera|seront)(?:\s+(?:na|no|em|a|o|le|la))?$/giu,
  /(?<=\p{L}(?:avond|dag|ing|les|feest|toernooi))\s+van$/giu,
  // Dutch "van" and "op" left by a cut date, only in a Dutch title ("De training van"; not "Ice cream van").
  // (The opening is asserted once the ending has matched: asked first, it read back to the start
  // from every position of a long title.)
  /\s+(?:is\s+)?(?:van|op)$(?<=^(?:De|Het|Een)\s.*)/gu,
  /^(?:nous\s+)?(?:os|les|vous|le)\s+(?:recordamos|informamos|rappelons|informons)\s+(?:de\s+)?(?:que|qu['’])\s*/giu,
  // "Bitte beachten Sie außerdem:", "Let op:", "Par ailleurs,", "Graag nodigen we u uit voor",
  // "is er een studiedag", "la photo de classe sera prise".
  /^(?:bitte beachten sie(?:\s+außerdem)?|let op|attention|atención|par ailleurs|además|verder)\s*[:,!]?\s*/giu,
  /^(?:graag\s+)?(?:nodigen\s+(?:we|wij)\s+u|(?:we|wij)\s+nodigen\s+u)\s+(?:graag\s+)?uit\s+(?:voor|op|bij)\s+/giu,
  /^\s*(?:(?:is|zijn)\s+)?er\s+(?:is\s+|zijn\s+)?een\s+/giu,
  /\s+(?:sera|seront)\s+(?:prise?s?|faite?s?|organisée?s?)\b.*$/giu,
  // "a come-and-try day for anyone aged 6 to 12 who's been thinking…": who it is for, after the name.
  /\s+for\s+(?:anyone|everyone|all|any|children|kids|girls|boys|players|families|pupils|students)\b.{12,}$/gi,
  /\s+(?:are|is)\s+(?:now\s+)?open\s+for\s+(?:booking|bookings|sign-?ups?)\b.*$/gi,
  // "Our sleepover is the weekend of Friday 12th - Saturday 13th March".
  /\s+(?:is|are)\s+(?:on\s+)?(?:the\s+)?weekend\s+of\b/gi,
  // "Families are invited to our Closing Program": who is asked, not what.
  /^(?:all\s+)?(?:families|parents|carers|grandparents|everyone|you|all)(?:\s+and\s+\w+)?\s+(?:are|is)\s+(?:warmly\s+|very\s+)?(?:invited|welcome)\s+(?:to\s+(?:attend\s+|join\s+us\s+(?:at|for)\s+)?|at\s+)/gi,
  /\s+itself\b/gi,
  // "Sports day is on Wednesday 10 June (reserve day Friday 12 June)": the fallback, not the name.
  /\s*\(\s*(?:reserve|rain|back-?up|wet[- ]weather|alternative|fallback)\s+(?:day|date)\b[^)]*\)/gi,
  // "das Training fällt leider aus, da die Halle belegt ist", "est annulé en raison des intempéries",
  // "une sortie est prévue", "Os convocamos a la reunión": the reason, the verb, the summons.
  /(?<!\s),?\s+(?:en raison d|à cause d|vanwege\b|debido a\b|a causa de\b|parce qu|porque\b|weil\b|omdat\b|ya que\b|puisque\b|da\s+(?=(?:die|der|das|wir|es|sie|unser)(?!\p{L}))).*$/giu,
  /(?<!\p{L})leider(?!\p{L})|\s+(?:a la misma hora|à la même heure|zur gleichen zeit|op hetzelfde tijdstip)\b/giu,
  /\s+(?:est|sont|a été|ont été|wird|ist|wurde|se ha|ha sido|queda|is|wordt)\s+(?:annulée?s?|abgesagt|cancelad[oa]s?|suspendid[oa]s?|afgelast|geannuleerd)(?!\p{L})/giu,
  /\s+(?:est|sont|ist|sind|está|están|is|zijn)\s+(?:prévue?s?|geplant|previst[oa]s?|gepland|programmée?s?)(?!\p{L}).*$/giu,
  /^(?:os|les|vous|le)\s+(?:convocamos|invitamos|invitons|convoquons|esperamos)\s+(?:a|à|en)\s+/giu,
  // "Com muita alegria convidamos todos para a cerimônia de Formatura do ABC": the invitation's words.
  /^(?:com (?:muita|grande) alegria,?\s+|con (?:mucha|gran) alegría,?\s+)?(?:convidamos|invitamos)\s+(?:a\s+)?(?:todos|todas|vocês|ustedes|a todas las familias|todas as famílias)?\s*(?:para|a)\s+(?:a|o|la|el)\s+(?:(?:cerimônia|ceremonia|festa|fiesta)\s+de\s+)?/giu,
  // "Os aviso de que el partido…", "Dus de wedstrijd … gaat niet door", "(aftrap 9.00 uur)".
  /^(?:os|les|te|le|vous|je|jullie|euch|ihnen)\s+(?:aviso|avisamos|informo|informamos|recuerdo|recordamos|rappelle|informe|laat|laten|informieren|erinnern)\s+(?:de\s+|weten\s+)?(?:que|qu['’]|dat|dass)\s*/giu,
  /^(?:dus|daarom|donc|alors|entonces|así que|por eso|por lo tanto|deshalb|daher)\s+/giu,
  /\s+(?:gaat niet door|wordt afgelast|is afgelast|findet nicht statt|n['’]aura pas lieu|queda suspendid[oa]|se suspende)\b.*$/giu,
  /\(\s*(?:aftrap|anstoß|anpfiff|coup d['’]envoi|saque|ko|kick-?off)\s*\)/giu,
  /(?<!\s)\s+(?:(?:de|del|van|von|du)\s+)?(?:este|esta|ce|cette|diesen|dieser|deze|dit)(?:\s*\d{1,2})?$/giu,
  // A move in another language: "se traslada al", "est reporté au", "wird auf … verlegt", "is verplaatst naar".
  new RegExp(
    String.raw`(?<!\p{L})(?:(?:se|est|sont|a été|ont été|ha sido|han sido|foi|foram|is|zijn|wordt|werd|wird|werden|ist|sind|wurde|wurden)\s+)?(?:auf\s+)?(?:${otherLanguageMoveVerbs})(?:\s+(?:${otherLanguageMoveLeads})(?!\p{L}))?(?!\p{L})`,
    "giu",
  ),
  // "el partido del [sábado 13 de marzo] contra …": the date's preposition, left behind.
  /(?<!\p{L})(?:del|du|de la|des|am|vom|van|do|da)\s+(?=(?:contra|contre|gegen|tegen|against|vs\.?)(?!\p{L}))/giu,
];
