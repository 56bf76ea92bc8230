/**
 * Closure notices: "No school Monday: INSET day", "School closed on Friday
 * for teacher training", "Kids' Corner will be CLOSED this Friday". A day a
 * school, nursery or club is shut is an all-day event the family plans
 * around, titled by what is closed and why. A gap in a fixture list ("No
 * game", "BYE") is not one: those stay out (see buildEvent.ts).
 */

export interface Closure {
  /** "No school", "School closed", "Kids' Corner closed". */
  readonly what: string;
  /** "INSET day", "teacher training", or null when the notice gives none. */
  readonly reason: string | null;
  /** The part of the sentence the date is in. */
  readonly clause: string;
}

const closedPlaces =
  "school|nursery|pre-?school|kindy|kindergarten|cr[eè]che|childcare|child care|day ?care|(?:before|after)[- ]school (?:club|care)|breakfast club|wraparound care|oshc";

// "No school on Friday"; not "no school uniform on Friday" (a non-uniform day) or "no school dinners".
const noPlace = new RegExp(
  `\\bno\\s+(${closedPlaces})\\b(?!\\s+(?:uniform|bags?|dinners?|lunch(?:es)?|meals?|bus(?:es)?|trips?|run|photos?|pictures?|clubs?|work|books?|shoes|jumpers?|fees?))`,
  "i",
);

const placeWord = new RegExp(
  `\\b(?:${closedPlaces}|schools|club|centre|center|academy|college|library|playgroup|preschool)\\b`,
  "i",
);

/** What makes a day one with no school: a training day, a holiday, the weather. */
const reasonWords =
  /\b(?:inset|in-service|staff (?:development|training|planning)|teacher (?:training|work|planning|professional)|training day|pupil[- ]free|student[- ]free|professional (?:development|learning)|pd day|bank holiday|public holiday|holidays?|break|snow\w*|weather|storm|strike|industrial action|election|polling|maintenance|mid-?term|half[- ]term|recess|vacation|thanksgiving|christmas|easter|passover|diwali|eid|(?:lunar )?new year|independence day|labou?r day|memorial day|veterans day|presidents['’]? day|martin luther king|mlk|st\.? patrick['’]s day|anzac day|boxing day)\b/i;

/** "is closed", "will be CLOSED", "closed on Friday"; not "registration closed" or "closed shoes". */
const closedWord =
  /(?<!\b(?:registration|registrations|entries|bookings?|orders?|sign-?ups?|applications?|voting|nominations?|sales?|roads?|lane|car park|parking|kitchen|canteen|doors?|gates?)\s+(?:is\s+|are\s+|will\s+be\s+|)?(?:now\s+)?)\b(?:closed|shut|closure)\b(?![-\s](?:toe|shoes?|footwear|book|captions?|group|session|event))/i;

/** "Monday 20 April is a Staff Development Day and is pupil free": a day off named as such. */
const dayOffNamed =
  /\b(?:inset|in-service|staff development|teacher (?:training|work|planning)|pupil[- ]free|student[- ]free|professional development|pd)\s+days?\b|\bpupil[- ]free\b/i;

/** The clause of `sentence` that holds `dateText` (the whole sentence when it is not there). */
function clauseOf(sentence: string, dateText: string): string {
  const at = sentence.indexOf(dateText);
  if (at < 0) return sentence;
  const boundary = /;\s*|,\s+(?:and|but|while|so|whereas)\s+|\s+(?:but|whereas)\s+|(?<=[.!?])\s+/gi;
  let start = 0;
  let end = sentence.length;
  for (const match of sentence.matchAll(boundary)) {
    if (match.index + match[0].length <= at) start = match.index + match[0].length;
    else if (match.index >= at + dateText.length) {
      end = match.index;
      break;
    }
  }
  return sentence.slice(start, end);
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Why the day is off, in a few words: "(teacher work day)", "for teacher training", ": INSET day". */
function reasonIn(clause: string): string | null {
  const text = clause.trim().replace(/[.!]+$/, "");
  const candidates = [
    /\(([^()]{3,60})\)/.exec(text)?.[1],
    // ("closed for mid-term from Monday 25 October to …": the reason ends where its days begin.)
    ...[
      ...text.matchAll(
        /\b(?:for|due to|because of|owing to)\s+(?:the\s+|our\s+|a\s+|an\s+)?([^,.;:()!?]{3,60}?)(?=\s+(?:from|on|until|till|between|starting|beginning|this|next|over|due)\b|[,.;:()!?]|$)/gi,
      ),
    ]
      .map((match) => match[1])
      // "closed for the day on Friday due to snow": the day says nothing of why.
      .filter(
        (reason) =>
          !/^(?:the\s+)?(?:day|week|morning|afternoon|rest of the day)$/i.test(reason ?? ""),
      ),
    /(?::|\s[-–—])\s+([^,.;:()!?]{3,60})$/.exec(text)?.[1],
    /\bis\s+(?:an?\s+)?([^,.;:()!?]{0,30}\bdays?)\b/i.exec(text)?.[1],
  ];
  for (const candidate of candidates) {
    const reason = candidate?.trim();
    if (reason === undefined || reason === "" || /\d/.test(reason)) continue;
    if (reason.split(/\s+/).length > 6) continue;
    if (!reasonWords.test(reason) && !/\bdays?\b/i.test(reason)) continue;
    return reason;
  }
  return null;
}

/** The closed place named before "closed": "the school", "all Ridgewood Public Schools", "Kids' Corner". */
function closedName(clause: string): string | null {
  const verb =
    /\s+(?:(?:is|are|will\s+be|['’]ll\s+be|remains?|will\s+remain)\s+)?(?:closed|shut)\b/i.exec(
      clause,
    );
  if (verb === null) return null;
  // "Please note that the school will be closed": the words after the last "that", colon or comma.
  const lead =
    clause
      .slice(0, verb.index)
      .split(/\b(?:that|which|as)\b|[:,;(]/i)
      .at(-1) ?? "";
  const words = lead
    .trim()
    .replace(/^(?:(?:all|the|our|both)\s+)+/i, "")
    .split(/\s+/)
    .filter((word) => word !== "");
  if (words.length === 0 || words.length > 5) return null;
  const name = words.join(" ");
  if (!(placeWord.test(name) || /^\p{Lu}/u.test(name))) return null;
  return capitalised(name);
}

/** The closure the date of `sentence` is part of, or null when it is no closure notice. */
export function closureAround(sentence: string, dateText: string): Closure | null {
  const clause = clauseOf(sentence, dateText);
  const reason = reasonIn(clause);
  const noSchool = noPlace.exec(clause);
  if (noSchool !== null) {
    const place = noSchool[1] ?? "school";
    // "No OSHC" keeps its capitals; "No School" reads as "No school".
    return {
      what: `No ${/^[A-Z]{2,5}$/.test(place) ? place : place.toLowerCase()}`,
      reason,
      clause,
    };
  }
  const closed = closedWord.exec(clause);
  if (closed !== null && (placeWord.test(clause) || reasonWords.test(clause))) {
    const name = closedName(clause);
    return { what: name === null ? "Closed" : `${name} closed`, reason, clause };
  }
  if (dayOffNamed.test(clause)) return { what: "", reason, clause };
  return null;
}

/**
 * The title of a closure: the one chosen when it is words of the notice
 * itself ("Good Friday", "Kids' Corner CLOSED for staff training"), else
 * what is closed and why ("No school – teacher work day").
 */
export function closureTitle(closure: Closure, chosen: string): string {
  const own = chosen.trim().toLowerCase();
  if (
    closure.what === "" ||
    (own !== "" && !/^no\b/.test(own) && closure.clause.toLowerCase().includes(own))
  )
    return chosen;
  return closure.reason === null ? closure.what : `${closure.what} – ${closure.reason}`;
}
