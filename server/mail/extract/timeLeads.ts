/**
 * The words beside a time that say what it is for: an end ("finishes
 * around", "back by", "Het einde is rond"), when to be there ("arrive by",
 * "Check-in:", "Einschwimmen ist ab", "doors open"), the event's own start
 * ("kick off", "racing starts", "Wettkampfbeginn um") or a range's join
 * ("to", "às", "bis"). `durations.ts` reads them.
 */

/**
 * Words that make the time after them an end: "finishes around", "back
 * by", "until", "pick-up at", "off court by", and the verbs for "ends" of the other
 * languages read ("Das Turnier endet gegen 13 Uhr").
 */
export const finishWords =
  /\b(?:finish(?:es|ed|ing)?|ends?|ending|over|clos(?:es|ing)|conclud(?:es|ing)|lets out|off\s+(?:the\s+)?(?:court|ice|field|pitch|stage|water|mat)|(?<!push[- ]?)back(?!\s+(?:to|as)\s+(?:normal|usual))|return(?:s|ing)?|home|collect(?:ion|ed)?|pick[- ]?up|done|wrap(?:s|ped|ping)?\s+up|carriages(?=\s+(?:at|are at|will be at)\b)|until|till|til|endet|ende|zurück|terug|fin|finit|finira|retour|termin(?:a|e|é|ó|ará|era|ent)|t[eé]rmino|encerramento|regreso|vuelta|eindigt|einde|afgelopen|vorbei|zu ende|finit[oa]|finisce|finirà|acaba|acabará|fim|jusqu['’]à|hasta|tot|regresso|rientro|ritorno|rückkehr|terugkomst|chegada (?:à|a) escola|llegada al colegio|arrivée à l['’]école|ankunft an der schule)(?![\p{L}])/iu;

/**
 * A competition's end, told by when its prizes come: "prize-giving is expected at about 15:00",
 * "awards should be around 4:30 PM" (an estimate, not an awards evening of its own); a stated
 * finish goes first.
 */
/** German "bis" before an end in the event's own sentence: "…um 19:30 Uhr … wird bis ca. 21:00 Uhr dauern". */
export const untilInOwnSentence = /\bbis(?!\s+(?:zum|zur|spätestens|morgen))\b/i;

export const awardsFinish =
  /\b(?:prize[- ]?giving|awards?(?:\s+ceremony)?(?!\s+(?:evening|night|dinner|assembly|lunch))|medals?|results(?![^.!?]{0,30}\b(?:online|posted|e-?mailed|website|app|portal)\b))\b(?=[^.!?]{0,40}\b(?:expected|around|about|approx\w*|should be|usually|roughly)\b)/i;

/**
 * A finish further on, or in the next paragraph, is the event's own unless it speaks of something
 * else: a club, the office, a bus home, a sibling, opening hours, a habit ("Football finishes at
 * 5.15pm, so siblings can be collected together", "The office is open until 4pm", "pick-up from
 * after-school club will be at 6pm as usual"). "Pick-up is at 3.15", "The coach is due back at
 * 5.30pm", "we'll be off court by 10.30" are the event's.
 */
const elsewhere =
  /\b(?:clubs?|lunch|break|lessons|classes|school day|office|reception|library|pool|shop|canteen|car ?park|bus(?:es)? home|siblings?|brothers?|sisters?|as usual|every (?:day|week|morning|afternoon|evening)|each day|daily|opening hours|open(?:s|ing)? (?:until|till|from|at)|geöffnet|offen|ouvert|abierto|aperto|geopend|(?:regular|usual|normal) time|(?:last|return) bus(?:es)?|bus(?:es)? (?:leaves?|departs?)|clos(?:es|ing) (?:at|for)|(?:most|some) (?:children|kids|students|pupils) (?:are|will be) (?:home|back))\b/i;
export const ownFinish = (sentence: string): boolean => !elsewhere.test(sentence);

// "between 7:30 and 8:15", "9:00 - 11:00 AM": what joins the two ends of a range chrono left apart.
// ("das 17h00 às 19h30", "de 10:00 a 12:00", "von 15 bis 17 Uhr", "van 19.30 tot 20.30 uur".)
export const rangeJoin =
  /^\s*(?:-|–|—|to|and|until|till|til|thru|through|às|à|a|a las|al|bis|tot|hasta|jusqu['’]à)\s*$/iu;

// "Doors open 6:30pm", "Doors 18:30 | Show 19:30": the time the hall opens, before the event.
export const doorsLead =
  /\b(?:doors?(?:\s+(?:open|opens|opening))?|gates?\s+(?:open|opens|opening))(?:\s+(?:at|from))?\s*[:-]?\s*$/i;

// "Please arrive by 9:15", "Warm up is at 8am", "Gymnasts should be at the hall for 1:30pm": when to be there.
export const beThereLead =
  /(?:\b(?:arriv(?:e|al)|meet|warm[- ]?ups?|registration|register|check[- ]?in|(?:gear|kit|tack|bag|equipment|uniform) check|weigh[- ]?in|march(?:ing)?[- ]?in|report(?:ing)?(?: time)?|gather|marshall?ing|sign[- ]?in|einschwimmen|einlaufen|aufwärmen|treffpunkt|besammlung|versammlung|sammeln|échauffement|calentamiento|inzwemmen|inlopen|rendez-vous|rdv|verzamelen|aanwezig|anwesend|ritrovo|concentração|concentración|citación)\b|poolside(?:\s+and\s+(?:changed|ready|dressed))?|\bbe (?:at|in) [^,;.]{1,40}?|\bhave (?:them|him|her|your (?:child|children|kids|swimmer|player|daughter|son|dancer|gymnast)s?|the (?:kids|children|players|team|squad|girls|boys|swimmers|gymnasts|dancers|runners)) (?:there|poolside|ready|changed|dressed|at [^,;.]{1,30}?|in [^,;.]{1,30}?))(?:\s+(?:at|in)\s+(?:the\s+)?[\p{L}'’ -]{1,30}?(?=\s*$|\s+(?:from|at|by)\b))?(?:\s+(?:sur place|vor ort|ter plaatse|no local|en el (?:lugar|sitio)))?(?:\s+(?:is|are|opens?|starts?|at|by|from|for|no later than|ist|ab|um|om|à|dès|a las|desde|às|vanaf))*(?:\s+the\s+(?:usual|normal|regular)\s+time)?\s*[:(-]?\s*$/iu;

// "competition 12:30", "the match at 2pm", "concert: 7pm": an event's noun just before its time.
export const eventNamedBefore =
  /\b(?:competition|competing|session|game|match|race|racing|ceremony|concert|recital|exam|performance|show|tournament|gala|meet|service|play)\s*(?:is\s+|starts?\s+|begins?\s+)?(?:at\s+|from\s+)?[:-]?\s*$/i;

/** The words before a time say when to be there ("Doors open", "Check-in:", "Warm up is at"). */
export const whenToBeThere = (lead: string): boolean =>
  doorsLead.test(lead) || beThereLead.test(lead);

// "racing starts at 9am", "the show starts at 2:30pm", "first games 9:30": the event's own start…
export const startLead =
  /\b(?:starts?|starting|begins?|runs?|kick[- ]?offs?|ko|show|performance|curtain up|racing|first (?:games?|matches|races?|round|bounce|pitch|events?|heats?)|(?:leave|leaves|leaving|depart(?:s|ing)?)(?:\s+(?:from\s+)?(?:the\s+)?school)?|vertrekken|vertrekt|abfahrt|départ|salida|partenza|centre pass|center pass|(?:first )?push[- ]?back|bully[- ]off|tip[- ]?off|throw[- ]?in|puck drop|face[- ]?off|game time|match time|begint|beginnt|beginn|eerste (?:wedstrijd|race|ronde)|erstes spiel|erster lauf|premier match|primer partido|primeiro jogo|prima partita|wettkampfbeginn|spielbeginn|anpfiff|aftrap|commence|débute|début(?:\s+(?:des|du|de la)\s+\p{L}+)?|empieza|comienza|começa|início|inicio(?:\s+(?:del?|de los)\s+\p{L}+)?)(?![\p{L}])(?:\s+(?:is|are|at|from|ist|um|om|à|a las|às|vanaf|dès))*\s*[:-]?\s*$/iu;
// …or "for a 10am kick off", "a 9.15 start".
export const startTrail =
  /^\s*(?:kick[- ]?off|ko\b|k\.o\.|(?:start|exam|match|game|show|performance|race|service|ceremony|concert|lesson|class|session|appointment)\b)/i;

/** "Departs 08:05", "sails at", and the "arrives 11:20" that ends the crossing. */
export const departureLead = /\b(?:depart(?:s|ure|ing)?|leaves?|sails?)\b[^\d]*$/i;
export const crossingArrival = /\barriv(?:e|es|al|ing)\b[^\d]*$/i;

/**
 * A flight's departure or arrival (airport codes, "Heathrow", "Terminal 5"): its arrival may be
 * another zone's clock, so it ends nothing.
 */
export const flightLead = (...leads: ReadonlyArray<string>): boolean =>
  leads.some((lead) =>
    /\([A-Z]{3}\)|\b(?:flight|airport|heathrow|gatwick|stansted|terminal)\b/i.test(lead),
  );
