/**
 * Event titles from the words around a date: filler and date words removed,
 * the part of a line that names the event chosen, or the subject used.
 */

import { normaliseForChrono, parse, type TextContext } from "./dates";
import { notAVenueChange, placeLike, streetAddress, titleCasePlace } from "./places";
import { fillerPatterns } from "./titleFillers";
import { calledOffToday, emptyWords, eventWords, holidayNames, monthPattern } from "./vocabulary";

// Leftover date words in a title: full weekday names, and month names next to a number ("Jan Brett" stays).
export const weekdayOrMonth = new RegExp(
  `\\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:mon|diens|mitt|donners|frei|sams|sonn)(?:tag|woch)|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|${monthPattern}(?=\\s*\\d)|(?<=\\d\\s*)${monthPattern})(?=\\s|$|[,.;:!?)'’])`,
  "gi",
);

/** 1st, 2nd, 3rd, 4th, 11th, 21st... */
function ordinalOf(number: number): string {
  const teens = number % 100 >= 11 && number % 100 <= 13;
  const suffix = teens ? "th" : (["th", "st", "nd", "rd"][number % 10] ?? "th");
  return `${number}${suffix}`;
}

/** "Location: …" to the end of a title, but not "Change of venue: netball …". */
const placeLabelToEnd = new RegExp(
  `${notAVenueChange}\\b(?:location|where|venue|place)\\s*:.*$`,
  "i",
);

const smallWords = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);
// Short words that are words, not initials.
const shortWords =
  /^(?:no|not|day|fun|run|art|big|all|new|our|his|her|its|out|off|end|one|two|six|ten|eve|kid|dad|mum|mom|you|we|us|it|is|are|was|how|who|may|has|had|red|top|tea|bus|car|gym|pop|bake|go|my|do|off|due|pay|per|sat|sun|mon|tue|wed|thu|fri)$/;

/**
 * "MATARIKI SHARED LUNCH" as "Matariki Shared Lunch": a title written in
 * capitals, in the case a calendar shows (and the tagger reads). Short
 * words that are not articles or prepositions stay capitals: they are
 * usually initials ("PTA BBQ", "TY").
 */
export function unshouted(text: string): string {
  if (/\p{Ll}/u.test(text) || !/\p{Lu}{3}/u.test(text) || !/\p{L}\s+\S*\p{L}/u.test(text))
    return text;
  let first = true;
  return text.replace(/\p{L}[\p{L}'’]*/gu, (word) => {
    const lower = word.toLowerCase();
    const wasFirst = first;
    first = false;
    if (smallWords.has(lower)) return wasFirst ? word[0] + lower.slice(1) : lower;
    if (word.length <= 3 && !shortWords.test(lower)) return word;
    return word[0] + lower.slice(1);
  });
}

export function cleanTitle(text: string): string {
  // "Year 5∕6", "aged 6‑12": the look-alike marks that kept chrono off them go back to "/" and "-".
  let title = unshouted(text)
    .replace(/\u2215/g, "/")
    .replace(/\u2011/g, "-");
  title = title.replace(placeLabelToEnd, "");
  // "We'd love to celebrate the girls with a team party": a team party.
  title = title.replace(
    /^we(?:['’]d|\s+would)\s+love\s+to\s+celebrate\s+[^,]{1,30}?\s+with\s+(?:a|an|our)\s+/iu,
    "",
  );
  const holidays: Array<string> = [];
  title = title.replace(holidayNames, (match) => {
    holidays.push(match);
    return `\uE001${holidays.length - 1}\uE001`;
  });
  title = title.replace(weekdayOrMonth, " ").replace(/(^|\s)['’]s\b/g, " ");
  title = title.replace(
    /\uE001(\d+)\uE001/g,
    (_match, index: string) => holidays[Number(index)] ?? "",
  );
  // Ordinals left from a date ("the 14th of"), not those that name things ("7th Birthday", "Mum's 80th").
  title = title.replace(
    /(?<!\p{L}['’]s\s+)\b\d{1,2}(?:st|nd|rd|th)\b(?=\s+of\b|\s*$|\s*[,.;:!?)-])/giu,
    " ",
  );
  title = title.replace(/\S+@\S+\.\S+/g, " ").replace(/\bhttps?:\/\/\S+/g, " ");
  // "Friday's disco: it now starts at 6.30pm": what follows the colon is a clause about the name.
  title = title.replace(/^([^:]{3,}?):\s*(?:it|they|we|this|that|he|she)\b.*$/i, "$1");
  // Unbalanced brackets left by a cut ("Practice ) instead", "Fair (bring").
  title = title.replace(/^[^(]*?\)/, (match) => match.replace(")", " "));
  title = title
    .replace(/\([^)]*\)\s*$/g, " ")
    // "(not 9am as previously advertised)": the old time, not part of the name.
    .replace(
      /\(\s*(?:(?:not|was|were|previously|originally|formerly)\b[^)]*|[^)]*\bas (?:previously|originally|first) (?:advertised|stated|announced|planned)\b[^)]*)\)/gi,
      " ",
    )
    .replace(/\(\s*\)/g, " ")
    .replace(/\([^)]*$/, " ");
  for (let pass = 0; pass < 3; pass += 1) {
    for (const pattern of fillerPatterns) title = title.replace(pattern, " ");
    title = title
      .replace(/\s+/g, " ")
      .replace(/^[\s\-–—:;,.|/!*•·()@]+|[\s\-–—:;,.|/*•·(@]+$/g, "")
      .replace(/\s+[-–—:;,|]\s+[-–—:;,|]?\s*/g, " - ")
      .trim();
  }
  title = title
    .replace(/[.!]+$/, "")
    .replace(/^(?:the|a|an|your|our|my)\s+/i, "")
    // "(a reminder) that Brownies is at the church hall": the name after it.
    .replace(/^[Tt]hat\s+(?=\p{Lu})/u, "")
    // "Ist Training auf dem Kunstrasen", "Hay reunión de padres": the verb the time stood after.
    .replace(/^(?:ist|sind|hay|il y a|er is|er zijn|há|c['’]è|ci sono)\s+(?=\p{L}{3})/iu, "")
    // A verb left hanging by the cut: "Football practice has", "Rehearsal is".
    .replace(
      /(?:\s+(?:has|have|had|is|are|was|were|will|would|can|could|should|must|be|been|has been|will be|now|still))+$/i,
      "",
    )
    .trim();
  // "Cillian is turning 5 (!!) and we'd love Nessa to come to his party": Cillian's 5th birthday party.
  title = title.replace(
    /^(\p{Lu}\p{Ll}+)\s+(?:is turning|turns|will be)\s+(\d{1,2})\b(?!\s*(?:am|pm|[:.]\d))(.*)$/iu,
    (_all, name: string, age: string, rest: string) =>
      `${name}'s ${ordinalOf(Number(age))} birthday${/\bparty\b/i.test(rest) ? " party" : ""}`,
  );
  // "Liam has an appointment", "Ava has her dance exam": Liam's appointment.
  title = title.replace(
    /^(?!(?:It|He|She|We|They|You|Everyone|Everybody|Each|Every|This|That|There|Nobody|Someone|Who|What|Which|All|Both|Some|Many|Parents|Students|Pupils|Children|Kids|Families|Teachers|Staff|Players|Swimmers|Members)\b)(\p{Lu}\p{Ll}+)\s+(?:has|have)\s+(?:an?|his|her|their)\s+(\p{L}.*)$/u,
    "$1's $2",
  );
  // "Halloween disco: The juvenile Halloween disco": the label says again what follows it.
  title = title.replace(/^([^:]{3,40}):\s+(.+)$/u, (all, label: string, rest: string) =>
    rest.toLowerCase().includes(label.toLowerCase().trim())
      ? rest.replace(/^(?:the|a|an|our|your)\s+/i, "")
      : all,
  );
  // "Hudson's 6th 🎉": a birthday.
  title = title.replace(
    /^(\p{Lu}\p{Ll}+['’]s \d{1,2}(?:st|nd|rd|th))[^\p{L}\p{N}]*$/u,
    "$1 birthday",
  );
  // "Oliver would love Jack to come to his 6th birthday party": Oliver's 6th birthday party (and
  // "to his party in Basingstoke", Noah's party).
  title = title.replace(
    /^(\p{Lu}\p{Ll}+)\b[^.!?]{0,60}?\b(?:come|coming|join(?:\s+us)?)\s+(?:to|for|at)\s+(?:his|her|their)\s+((?:\S.*\b)?(?:party|celebration|birthday|bash|sleepover))\b.*$/u,
    (_all, name: string, occasion: string) => `${name}'s ${occasion}`,
  );
  // "We're away at Hendon on Sunday": a team's fixture, its place already the location.
  title = title.replace(
    /^we(?:['’]re| are)\s+(away|at home|home)\b(?:\s+(?:to|v|vs\.?|against)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*))?(?!\s+\p{L}{3,}).*$/iu,
    (_all, where: string, opponent: string | undefined) =>
      `${/away/i.test(where) ? "Away" : "Home"} match${opponent === undefined ? "" : ` v ${opponent}`}`,
  );
  title = withoutInstruction(title)
    .replace(/\s+(?:is|are)\s+(?:morning|afternoon|evening|tonight)\b/i, "")
    .trim();
  // "Sleepover starts and pick-up": the verb the date and time were cut from, and what follows it.
  const beforeVerb = title.replace(
    /\s+(?:starts?|begins?|kicks? off|opens?|at and (?:finish(?:es)?|ends?))\b(?:\s+and\s+.*)?$/i,
    "",
  );
  // …but "Kingfisher Spring Open" is a name.
  const cutVerb = title.slice(beforeVerb.length);
  if (beforeVerb !== title && meaningful(beforeVerb) && !/^\s+Opens?\b/.test(cutVerb))
    title = beforeVerb;
  if (title.length > 0) title = title[0]?.toUpperCase() + title.slice(1);
  return title.length > 120 ? `${title.slice(0, 117).trimEnd()}...` : title;
}

/** "Please send in a packed lunch for the trip to Kew Gardens": the trip, not the lunch. */
function withoutInstruction(title: string): string {
  const match = title.match(
    /^(?:please\s+)?(?:send(?:\s+in)?|bring|remember(?:\s+to\s+bring)?|pack|wear|don['’]t forget(?:\s+to\s+bring)?|(?:doors|gates|registration|bar)\s+opens?|arrive|arrival|meet)\b.*?\b(?:for|on)\s+(?:the\s+|our\s+)?(\p{L}.*)$/iu,
  );
  const named = match?.[1];
  return named !== undefined && eventWords.test(named) ? named : title;
}

export function meaningful(title: string): boolean {
  const words = (title.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? []).map((word) =>
    word.replace(/['’]s$/, ""),
  );
  return words.some((word) => /\p{L}{2,}/u.test(word) && !emptyWords.has(word));
}

/**
 * The part of a line that names the event: once the date is gone, lines like
 * "Science fair: - school hall" fall apart at their separators; the first part
 * that says something is the title, and a later part naming a place the location
 * (`segmentOf`); a sentence that says its event "is" on the day names it first.
 */
export function bestSegment(text: string, location: string): { title: string; place: string } {
  const segmented = segmentOf(text, location);
  // "Our presentation night is next Friday at 6pm", "School holidays run from 18 December"; not
  // "Our first game is … vs the Rapids", nor "Year 6 will be at the O2 for the Young Voices concert".
  const [, isDated, verb = ""] =
    /^([^,;:|\uE000]{3,60}?)(?<!\bnot|n['’]t|\bnever|\blonger)\s+(is|are|will be|(?:will\s+)?runs?(?:\s+from)?)\s+(?:on\s+|at\s+)?\uE000/.exec(
      text,
    ) ?? [];
  const afterDay = text.slice(text.indexOf("\uE000")).replace(/\([^()]*\)?/g, " ");
  if (
    isDated !== undefined &&
    (eventWords.test(isDated) || /\bruns?\b/.test(verb)) &&
    !eventWords.test(afterDay) &&
    !/\bfor\s+(?:the|our|a|an|their)\b/i.test(afterDay) &&
    !changeVerb.test(text) &&
    !/\b(?:v|vs|versus|against)\b/i.test(text)
  )
    return { title: isDated, place: segmented.place };
  return segmented;
}

function segmentOf(text: string, location: string): { title: string; place: string } {
  // "Cillian is turning 5 (!!) and…": an aside of marks only ends nothing.
  const parts = withoutReason(text)
    .replace(/\(\s*[!?.]+\s*\)/g, " ")
    // "Game 1 - vs Westside United": the opponent belongs to the name before it.
    // ("Game 1 – 9:00 AM vs. Lightning": also with its time between.)
    .replace(/\s+[-–—|]\s+(?=(?:\uE000\s+)*(?:vs?\.?|versus|against)\s)/gi, " ")
    .split(/\s+[-–—|]\s+|[,;|!?]\s*|\s+-\s*$/)
    .map((segment) => segment.trim());
  const plain = (segment: string) => segment.replace(/\uE000/g, " ");
  const usable = (segment: string) => meaningful(cleanTitle(plain(segment)));
  const usableParts = parts.filter(usable);
  // "…, 1301 Arapahoe St.": an address says where, never what; so does "Main Hall" or "online via
  // SchoolCloud" when nothing else is left of the line.
  const segments = usableParts.filter((segment) => !streetAddress.test(plain(segment)));
  if (usableParts.length > 0 && segments.length === 0) return { title: "", place: "" };
  // (Not "at Oak Park Strikers" in a fixture list: an away game.)
  // Only a part after the date's own part ("Thursday 4 February, 6pm – 8pm, Main Hall"): "Forest
  // School on Thursday 12 March" names the event.
  const firstDate = parts.findIndex((segment) => segment.includes("\uE000"));
  const afterDate = firstDate >= 0 && parts.indexOf(segments[0] ?? "") > firstDate;
  const lone = segments.length === 1 && afterDate ? plain(segments[0] ?? "") : "";
  const only = /^\W*(?:at|@|vs?\.?)\s/i.test(lone) ? "" : cleanTitle(lone);
  const head = only.split(/\s+/).pop() ?? "";
  if (only !== "" && !eventWords.test(only) && (placeLike.test(head) || onlineVenue.test(only)))
    return { title: "", place: location === "" ? only : "" };
  if (segments.length <= 1) return { title: plain(segments[0] ?? text), place: "" };
  const dateAt = parts.findIndex((segment) => segment.includes("\uE000"));
  const before = (dateAt < 0 ? parts : parts.slice(0, dateAt)).filter(usable);
  const after = dateAt < 0 ? [] : parts.slice(dateAt + 1).filter(usable);
  const withDate = dateAt >= 0 && usable(parts[dateAt] ?? "") ? parts[dateAt] : undefined;
  // A place is a later part: one with a place word, else a Title Case name after the date.
  const place =
    location === ""
      ? ([...after, ...before.slice(1)].find(
          (segment) =>
            !segment.includes("\uE000") &&
            placeLike.test(segment) &&
            // "school closes at 2pm" says what happens there, not where.
            !/\b(?:closes?|opens?|starts?|finish(?:es)?|ends?|is|are|will|waterlogged|frozen|flooded|unplayable|closed|shut)\b/i.test(
              segment,
            ) &&
            !eventWords.test(segment) &&
            // "because the hall is needed for exams" gives a reason, not a place.
            !/^(?:because|as|since|due|so|but|which|while|if|when|unless|though|although|owing|da|weil|wegen|car|parce|porque|ya que|omdat|vanwege)\b/i.test(
              segment,
            ),
        ) ??
        after.find((segment) => titleCasePlace(segment) && !eventWords.test(segment)) ??
        "")
      : "";
  const candidates = segments.filter((segment) => segment !== place);
  // The words around the date name the event if they name one; else the part that names an event;
  // else the first part before the date, then after it.
  // "pictures are on the 12th, before practice": a part that only says when is not the event.
  // (Not by words in a bracketed aside: "at Jubilee Park (meet by the bandstand)" says where.)
  const named = candidates.find(
    (segment) =>
      eventWords.test(segment.replace(/\([^()]*\)?/g, " ")) &&
      // ("As we head into the holiday season, …" sets the scene.)
      !/^(?:before|after|following|followed by|then|afterwards|during|until|till|prior to|(?:as|now that|while|whilst)\s+(?:we|you|the|our|it|this))\b/i.test(
        plain(segment),
      ),
  );
  // "meet at Hampstead Heath on Tuesday at 7pm" says where to be, not what it is.
  const orders =
    withDate !== undefined && /^\W*(?:meet|arrive|bring|collect)\b/i.test(plain(withDate));
  const title =
    withDate !== undefined &&
    !(orders && named !== undefined) &&
    (eventWords.test(withDate) || named === undefined)
      ? withDate
      : (named ??
        before.find((segment) => candidates.includes(segment)) ??
        after.find((segment) => candidates.includes(segment)) ??
        candidates[0] ??
        text);
  return { title: plain(title), place: cleanTitle(plain(place)) };
}

/** A change said of the event: "moves to", "is moving to", "is off", "has been cancelled". */
const changeVerb =
  /\b(?:moves?|moving|moved|(?:is|are)\s+off|cancell?ed|postponed|rescheduled|called off|brought forward|pushed back)\b/i;

/**
 * "The gym is being used for the book fair setup, so Thursday's practice is
 * moving to Friday": the reason goes, the event that changes stays.
 */
function withoutReason(text: string): string {
  const cut =
    /^(.*?)(?:,\s*|\s+)(?:and\s+)?(?:so|which means(?: that)?|meaning(?: that)?)\s+(?=\S)/i.exec(
      text,
    );
  if (cut === null) return text;
  const rest = text.slice(cut[0].length);
  return changeVerb.test(rest) && !changeVerb.test(cut[1] ?? "") ? rest : text;
}

/** "Online via SchoolCloud", "on Zoom": where an event is held when it is held on a screen. */
const onlineVenue =
  /^(?:online|virtual(?:ly)?|remote(?:ly)?)(?:\s+(?:via|on|through|using)\s+\S.*)?$|^(?:via|on)\s+(?:zoom|teams|google meet|schoolcloud)\b/i;

export function normaliseTimes(text: string): string {
  return text.replace(/\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b/gi, " ");
}

export function stripLocation(text: string, location: string): string {
  if (location === "") return text;
  // "court 4, Ken Rosewall" was written "on court 4 at Ken Rosewall": each part goes with its word.
  const parts = location.includes(", ") ? [location, ...location.split(", ")] : [location];
  let stripped = text;
  for (const part of parts) {
    const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    stripped = stripped
      .replace(new RegExp(`\\b(?:location|where|venue|place|address)\\s*:\\s*${escaped}`, "i"), " ")
      .replace(
        new RegExp(
          `(?:\\b(?:at|in|on|venue|dans|im|in der|auf dem|in unserem|in unserer|en)\\s+|@\\s*|[·•]\\s*)(?:the\\s+)?${escaped}`,
          "i",
        ),
        " ",
      );
  }
  return stripped;
}

export const contentWords = (text: string): Set<string> =>
  new Set((text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((word) => !emptyWords.has(word)));

/** "Re: ", "Fwd: FW: ": a reply's or forward's prefixes before a subject. */
export const replyPrefix = /^(?:(?:re|fwd?|fw)\s*:\s*)+/i;

export const subjectNoise =
  /^(?:(?:re|fwd?|fw)\s*:\s*)+|^(?:you(?:'re| are) invited(?: to)?|invitation(?: to)?(?![a-z])|reminder|(?:your\s+)?booking (?:confirmed|confirmation)|confirmed|confirmation|save the date|updated? invitation|new event|(?:your\s+)?(?:e-?)?tickets?(?:\s+(?:are\s+)?(?:here|ready|attached|confirmed))?(?=\s*(?:[:!-]|$)))\s*[:!-]?\s*|\s*[-:]?\s*\b(?:reminder|booked|confirmed|confirmation|(?:time|date|venue) change|change of (?:time|date|venue)|new (?:date|time|venue|day)|date|details)\s*(?=[:!-]|$)|\s+[-–|:]\s+(?:(?:(?:session|start|kick-off|match|game|event) )?(?:times?|timings?|schedule|details|info(?:rmation)?|arrangements|logistics|registration|sign-?ups?|inschrijving|anmeldung|inscription|inscripción|inscrição|iscrizione)|what to bring|kit(?: list)?|directions)(?:\s*(?:&|and|en|und|et|y|e|\+|,)\s*(?:(?:(?:session|start|kick-off|match|game|event) )?(?:times?|timings?|schedule|details|info(?:rmation)?|arrangements|registration|sign-?ups?|inschrijving|anmeldung|inscription|inscripción|inscrição|iscrizione)|what to bring|kit(?: list)?|directions))*\s*$|(?<=\p{L}{3,})\s+(?:arrangements|logistics|timings|details|info(?:rmation)?|(?:e-?)?tickets?(?:\s+(?:now\s+)?(?:available|on sale))?)\s*$/giu;

/** The subject as a title: prefixes like "You're invited to" and its date words removed. */
/** The subject as a title only when it names something beyond "Booking confirmation", else null. */
export function namedSubject(context: TextContext): string | null {
  let subject = context.subject.replace(subjectNoise, "").replace(subjectNoise, "");
  for (const hit of parse(normaliseForChrono(subject), context))
    subject = subject.replace(hit.text, " ");
  const title = cleanTitle(subject);
  return meaningful(title) ? title : null;
}

export function subjectTitle(context: TextContext): string {
  const withoutDates = (text: string): string => {
    let result = text;
    for (const hit of parse(normaliseForChrono(result), context))
      result = result.replace(hit.text, " ");
    return cleanTitle(result);
  };
  const stripped = withoutDates(
    context.subject.replace(subjectNoise, "").replace(subjectNoise, ""),
  );
  return meaningful(stripped) ? stripped : withoutDates(context.subject.replace(replyPrefix, ""));
}

/**
 * A called-off event under its own name: "No religious school" is the
 * religious school, cancelled; "Cubs tonight - OFF" is Cubs, and so is
 * a sentence's "NO CUBS TONIGHT".
 */
export function cancelledTitle(title: string, sentence = ""): string {
  // "sorry for the late notice but NO CUBS TONIGHT 😷": the sentence names what is off.
  const named = calledOffToday.exec(sentence)?.[1];
  if (named !== undefined) return named[0]?.toUpperCase() + named.slice(1).toLowerCase();
  const name = title
    .replace(/^(?:no|kein(?:e|en)?|pas de|sin)\s+(?=\p{L})/iu, "")
    // "(We have) had to cancel the trip to the zoo": the trip to the zoo.
    .replace(
      /^(?:(?:we|i)\s+)?(?:(?:have|has|had)\s+)?(?:(?:had|need(?:ed)?|decided|been forced)\s+to\s+|will\s+(?:have\s+to\s+)?|must\s+)?cancel(?:l?ed|l?ing)?\s+(?:the\s+)?(?=\p{L})/iu,
      "",
    )
    .replace(/\s*[-–:!]*\s*\b(?:is\s+)?(?:off|cancell?ed|tonight|today|this week)\b[\s!.]*$/iu, "")
    .trim();
  return meaningful(name) ? name[0]?.toUpperCase() + name.slice(1) : title;
}
