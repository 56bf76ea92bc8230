/**
 * What the lines around an event's line add to it: the times a letter
 * gives a paragraph below its title line and a place on the line below.
 */
import type { TextCandidate, TitleHint } from "./buildEvent";
import {
  dateWord,
  type Hit,
  hasDay,
  hasTime,
  normaliseForChrono,
  parse,
  type TextContext,
} from "./dates";
import { type LedHit, laterInDay, ledTimes, startTimeOf, timesOfNextSentence } from "./durations";
import { type Line, titleLine } from "./htmlLines";
import { addressLike, placeLike } from "./places";
import { maxHeadingChars, readable, sentencesOf } from "./sentences";
import { finishWords, startLead, whenToBeThere } from "./timeLeads";
import { eventWords, ignoredLine } from "./vocabulary";

/**
 * "Train 2153 Acela" over "Departs NYP 9:02 AM": a short unpunctuated label
 * whose next line holds a time names that timed event, not one of its own.
 */
export function labelsTimesBelow(
  line: Line,
  below: Line | undefined,
  context: TextContext,
): boolean {
  if (below === undefined) return false;
  const label = line.text.split(/\s+/).length <= 8 && !/[.!?]$/.test(line.text.trim());
  return label && parse(normaliseForChrono(below.text), context).some(hasTime);
}

export interface TimesBelow {
  readonly start: Hit;
  readonly end: Hit | null;
  /** A line between the day and its times that names the event ("U11 Flames v Kensington Comets"). */
  readonly name?: string;
}

const startWords =
  /\b(?:arriv\w*|leav\w*|depart\w*|dep|starts?|starting|begins?|meet(?:ing)?|doors open|kick[- ]?off|drop[- ]?off|register|registration)\b/i;

// "Auckland (AKL) 8:00am -> Sydney (SYD) 9:45am", "New York JFK  arr 14:05": a journey's arrival.
const arrowLead = /(?:->|→)/;
const arrivalLead = /^\s*arriv(?:e|es|al)\b|\barr\.?\s*:?\s*$/i;

// "All times are local to the airport": a flight's arrival may be in another zone than its
// departure. (A ferry's or a train's "All times are local" keeps one clock.)
const localTimes = /\btimes?\b[^.]{0,30}\blocal\b|\blocal times?\b/i;
const flightWords = /\b(?:flights?|airlines?|airways|boarding pass|departure gate|aircraft)\b/i;
const airportCode = /\([A-Z]{3}\)/;
const localTimesNoted = new WeakMap<ReadonlyArray<Line>, boolean>();

function inLocalTimes(lines: ReadonlyArray<Line>): boolean {
  let noted = localTimesNoted.get(lines);
  if (noted === undefined) {
    noted =
      lines.some((line) => localTimes.test(line.text)) &&
      lines.some((line) => flightWords.test(line.text));
    localTimesNoted.set(lines, noted);
  }
  return noted;
}

/** The undated times of a line below, each with the words before it. */
function timesOfLine(line: Line | undefined, context: TextContext): Array<LedHit> | null {
  if (line === undefined || line.cells !== null || ignoredLine.test(line.text)) return null;
  const text = normaliseForChrono(line.text);
  const hits = parse(text, context);
  return hits.some(hasDay) ? null : ledTimes(hits, text);
}

/**
 * A letter often names its event and day in a title line ("Year 3 Trip to
 * Chester Zoo - Wednesday 25th March") and the times a paragraph or two
 * below ("arrive by 8.15am ... return at approximately 4pm"); a booking
 * gives its journey's departure and arrival on the lines below its date
 * ("Depart London Victoria 09:30" over "Arrive Bath Bus Station 12:45").
 * The first undated line below with a starting time gives the start; a
 * later time beside finishing words or an arrival, in that line or as the
 * next line's arrival, the end. A flight's arrival ("Los Angeles (LAX)
 * 9:40 AM -> Honolulu (HNL) 1:35 PM"), or one in a message that says its
 * times are local, is no end: it may be another zone's clock.
 */
export function timesFromLinesBelow(
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  context: TextContext,
): TimesBelow | null {
  for (let offset = 1; offset <= 3; offset += 1) {
    const times = timesOfLine(lines[lineIndex + offset], context);
    if (times === null) return null;
    if (times.length === 0) continue;
    const text = lines[lineIndex + offset]?.text ?? "";
    const journey = times.some((hit) => arrowLead.test(hit.lead));
    if (!journey && !startWords.test(text)) return null;
    const start = startTimeOf(null, times);
    if (start === null) return null;
    if (start.end?.isCertain("hour") === true) return { start, end: null };
    const arrivals = !airportCode.test(text) && !inLocalTimes(lines);
    const endsIt = (hit: LedHit) =>
      hit.index > start.index &&
      (finishWords.test(hit.lead) ||
        (arrivals && (arrowLead.test(hit.lead) || arrivalLead.test(hit.lead)))) &&
      laterInDay(hit, start);
    const arrival = arrivals ? timesOfLine(lines[lineIndex + offset + 1], context)?.[0] : undefined;
    const end =
      times.find(endsIt) ??
      (arrival !== undefined && arrivalLead.test(arrival.lead) && laterInDay(arrival, start)
        ? arrival
        : null);
    return { start, end };
  }
  return null;
}

/** The longest line of a block of labelled times ("Session starts: 9.30am"). */
const maxLabelledTimeChars = 60;

/**
 * A block of short labelled time lines under the paragraph that names the
 * day, perhaps under a line that names the session: "Session 1" over
 * "Warm-up: 8.15am - 8.55am", "Session starts: 9.30am" and "Expected
 * finish: approx. 1.00pm". Read as one sentence, the time that starts the
 * event starts it (not the warm-up) and the one after finishing words ends it.
 */
export function labelledTimesBelow(
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  context: TextContext,
): TimesBelow | null {
  const block: Array<string> = [];
  let name: string | undefined;
  let skipped = 0;
  for (let offset = 1; offset <= 6; offset += 1) {
    const line = lines[lineIndex + offset];
    // "- Check-in: 11:15 AM (gymnasts only, in competition leotard)": the aside is no part of the label.
    const label = line?.text.replace(/\s*\([^)]*\)/g, "") ?? "";
    if (line === undefined || line.cells !== null || label.length > maxLabelledTimeChars) break;
    const times = timesOfLine(line, context);
    if (times === null) break;
    if (times.length === 0) {
      // Two naming lines may stand between the paragraph and its times ("Session 1", or a fixture
      // and its court: "U11 Flames v Kensington Comets" over "Court 14, State Netball Centre").
      if (block.length > 0 || offset > 2) break;
      skipped += 1;
      if (offset === 1 && line.text.split(/\s+/).length <= 8 && !placeLike.test(line.text))
        name = line.text.trim();
      continue;
    }
    block.push(label.replace(/[.;,\s]+$/, ""));
  }
  const text = normaliseForChrono(block.join(". "));
  const times = ledTimes(parse(text, context), text);
  // One line will do when it says the time starts the event ("Centre pass 10.20am") under the lines
  // that name the game; "Breakfast club starts at 7:45am" just below the day is a habit of its own.
  const named = block.length === 1 && skipped > 0 && times.some((hit) => startLead.test(hit.lead));
  if (block.length < 2 && !named) return null;
  // "Check-in: 11:15 AM" over "Competition: 12:00 PM": the first label that is not when to be there.
  const start =
    times.find((hit) => !whenToBeThere(hit.lead) && !finishWords.test(hit.lead)) ??
    startTimeOf(null, times);
  if (start === undefined || start === null) return null;
  const end = times.find(
    (hit) => hit.index > start.index && finishWords.test(hit.lead) && laterInDay(hit, start),
  );
  return { start, end: end ?? null, ...(name === undefined ? {} : { name }) };
}

/**
 * A timed line under a date heading that says when to get there, not an event: "Arrive by: 6:45
 * AM" over "Appointment time: 7:15 AM", or "Warm up starts at 8.40" after the kick-off's line.
 */
export function onlyWhenToArrive(
  sentence: string,
  time: Hit,
  below: Line | undefined,
  afterTheEvent: boolean,
  context: TextContext,
): boolean {
  if (afterTheEvent && whenToBeThere(sentence.slice(0, time.index))) return true;
  if (
    below === undefined ||
    !/^\W*(?:please\s+)?(?:arrive|arrival|check[- ]?in|(?:gates|doors)\s+open)\b/i.test(sentence)
  )
    return false;
  // ("Gates open: 11:00" over "Raffle draw: 2:00" opens a fair; over "Kick-off: 3:00", a match.)
  if (/^\W*(?:gates|doors)\b/i.test(sentence) && !startLead.test(below.text.split(/\d/)[0] ?? ""))
    return false;
  return (timesOfLine(below, context)?.length ?? 0) > 0;
}

/** Words that say when to be there, not when something else starts. */
const arrivalWords =
  /\b(?:arriv\w*|(?:doors|gates) open|meet(?:ing)? (?:at|by|from)|drop[- ]?off|register|registration|report|warm[- ]?up|march(?:ing)?[- ]?in|check[- ]?in|sign[- ]?in|poolside|be there|get there|aanwezig|anwesend|attendus|présents|presentes)\b/iu;

/**
 * A paragraph that names its event's day often gives the times as the next
 * paragraph opens ("… moved to Thursday 4th February." over "Appointments
 * will run from 4.30pm to 7.30pm in the Sports Hall."): the first sentence
 * below, when it names no day of its own, is no daily habit, and its time
 * is a range or says when to arrive.
 */
export function timesOpeningNextLine(
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  context: TextContext,
  date: Hit | null = null,
): TimesBelow | null {
  const below = lines[lineIndex + 1];
  if (below === undefined || below.cells !== null || below.heading) return null;
  const first = sentencesOf(readable(below))[0];
  // "Breakfast club starts at 7:45am every day": a habit of its own, not this day's times.
  if (
    first === undefined ||
    /\b(?:every|each)\s+(?:day|morning|afternoon|evening|week)\b|\bdaily\b/i.test(first)
  )
    return null;
  // "Registration is from 9.15am … Round 1 starts at 10am … finish at about 4.30pm": when to be
  // there opens the paragraph, and the rest of it says when the event starts and ends.
  const paragraph = sentencesOf(readable(below)).slice(0, 3).join(" ");
  // "Guides should arrive at 7pm …, and collection is at 9am on Saturday morning": the night's end.
  const overnight = date === null ? null : timesOfNextSentence(date, first, 0, context);
  if (overnight !== null && overnight.ends.length > 0) {
    const start = startTimeOf(
      null,
      overnight.times.filter((hit) => !overnight.ends.some((end) => end.index === hit.index)),
    );
    if (start !== null) return { start, end: overnight.ends[0] ?? null };
  }
  const times =
    (arrivalWords.test(first) ? timesOfLine({ ...below, text: paragraph }, context) : null) ??
    timesOfLine({ ...below, text: first }, context);
  const start = times === null ? null : startTimeOf(null, times);
  if (times === null || start === null) return null;
  if (start.end?.isCertain("hour") === true) return { start, end: null };
  const endAfter = (from: Hit, hits: ReadonlyArray<LedHit>) =>
    hits.find(
      (hit) => hit.index > from.index && finishWords.test(hit.lead) && laterInDay(hit, from),
    ) ?? null;
  if (arrivalWords.test(first)) return { start, end: endAfter(start, times) };
  // "De eerste wedstrijd begint om 9.00 uur; … Het einde is rond 15.00 uur": a paragraph that says
  // when it ends gives its start and end, read as one.
  // Only when the paragraph says in so many words when it starts ("begint om", "Wettkampfbeginn um").
  const whole = timesOfLine({ ...below, text: paragraph }, context) ?? [];
  const opening = startTimeOf(null, whole);
  const wholeStart = whole.find((hit) => hit.index === opening?.index);
  if (wholeStart === undefined || !startLead.test(wholeStart.lead)) return null;
  const end = endAfter(wholeStart, whole);
  return end === null ? null : { start: wholeStart, end };
}

/**
 * An event line without a place often has it just below: an address line
 * ("Cambridge Theatre, Earlham Street, London") or a "Location:" line a
 * few lines down, as booking and team apps write them.
 */
export function placeFromLinesBelow(
  events: Array<TextCandidate>,
  from: number,
  lines: ReadonlyArray<Line>,
  lineIndex: number,
): void {
  if (events.length === from) return;
  let place = "";
  for (let offset = 1; offset <= 3 && place === ""; offset += 1) {
    const below = lines[lineIndex + offset];
    if (below === undefined) break;
    const labelled = /^(?:location|where|venue|address|place)\s*:\s*(.+)$/i.exec(below.text);
    if (labelled !== null) place = (labelled[1] ?? "").trim();
    else if (offset === 1 && addressLike(below.text)) place = below.text.trim();
  }
  if (place === "") return;
  for (let index = from; index < events.length; index += 1) {
    const event = events[index];
    if (event !== undefined && event.location === "")
      events[index] = { ...event, location: place.slice(0, 200) };
  }
}

/** The text around a dated sentence that may name its event. */
export interface AroundSentence {
  readonly previousSentence: string | null;
  /** The sentence after, when it has no day of its own ("Quick update for Sunday. We're away at Hampton Rangers."). */
  readonly nextSentence: string | null;
  /** The line above, when it reads as a title. */
  readonly lineAbove: string | null;
  /** The last heading without a date above. */
  readonly headingAbove: string | null;
  readonly lineBelow: string | null;
}

/** The line above a sentence, and whether it can name the events below it. */
export interface LineAbove {
  readonly text: string;
  readonly titleLike: boolean;
}

/** A short line without a date or a sentence's ending, and not a column label, can be a title. */
export function lineAboveNames(line: Line, hasDates: boolean): boolean {
  return (
    !hasDates &&
    line.cells === null &&
    // "Cambridge Theatre, Earlham Street, London WC2H 9HU" says where, never what ("LEGO Build
    // Club", a name with a place's word, may name the event).
    !(line.text.includes(",") && addressLike(line.text)) &&
    // "PLEASE DO NOT PARK ON THE ZIGZAGS": an order, whatever follows it.
    !/^\W*(?:please|do not|don['’]t)\b/i.test(line.text) &&
    !/^(?:(?:date|day|time|start|end|fixture|event|venue|location|where|what|when|details?|opponent|kick-?off)\s*)+$/i.test(
      line.text,
    ) &&
    // ("1. Minecraft Masterclass (ages 8–12) – 1 place (Finn)": a list's item, its asides not counted.)
    (line.heading ||
      (line.text
        .replace(/\([^)]*\)/g, " ")
        .replace(/^\s*\d{1,2}[.)]\s+/, "")
        .trim()
        .split(/\s+/).length <= 8 &&
        !/[.?!:,;]$/.test(line.text)))
  );
}

const namesEventOrSide = new RegExp(
  `${eventWords.source}|\\b(?:away|home|v|vs\\.?|versus|against)\\b`,
  "iu",
);

/** Title options from around a sentence; only text short enough to be a title (a longer one would cost its length for every event). */
export function titleHints(around: AroundSentence): Array<TitleHint> {
  const short = (text: string | null): text is string =>
    text !== null && text.length <= maxHeadingChars;
  const hints: Array<TitleHint> = [];
  if (short(around.previousSentence))
    hints.push({ text: around.previousSentence, source: "previousSentence" });
  // (Only one that names an event or a side: "We're away at Hampton Rangers", not "The PTA are also
  // selling raffle tickets".)
  if (short(around.nextSentence) && namesEventOrSide.test(around.nextSentence))
    hints.push({ text: around.nextSentence, source: "nextSentence" });
  if (short(around.lineAbove)) hints.push({ text: around.lineAbove, source: "lineAbove" });
  if (short(around.headingAbove) && around.headingAbove !== around.lineAbove)
    hints.push({ text: around.headingAbove, source: "heading" });
  if (short(around.lineBelow)) hints.push({ text: around.lineBelow, source: "lineBelow" });
  return hints;
}

/**
 * "Main Hall" over "Friday 9 April, 6pm" over "Spring Concert. Tickets are
 * free.": a name that opens the line below a date line, in a few words
 * with no date of its own.
 */
export function nameBelow(lines: ReadonlyArray<Line>, lineIndex: number): string | null {
  const line = lines[lineIndex];
  const below = lines[lineIndex + 1];
  if (line === undefined || below === undefined || below.cells !== null) return null;
  if (!titleLine(line) || line.text.split(/\s+/).length > 8) return null;
  const sentence = sentencesOf(readable(below))[0]?.replace(/[.!?:]+$/, "") ?? "";
  // "Lego Club: build, play and show off…": the name before the colon. (A comma also ends an
  // address's first part: "Cambridge Theatre, Earlham Street" is a place.)
  const first = /^([^:,]{3,60}):\s/.exec(sentence)?.[1]?.trim() ?? sentence;
  const words = first.split(/\s+/).length;
  if (first === "" || words > 6 || ignoredLine.test(first) || dateWord.test(first)) return null;
  return first;
}

/**
 * "Mia's Unicorn Birthday Bash" over "Sunday, May 2, 2027" over "3:00 PM -
 * 5:00 PM": the title-like line above a date heading names the day's event,
 * unless it is an address ("3Arena, North Wall Quay, Dublin 1").
 */
export function nameAboveDay(
  above: { readonly text: string; readonly titleLike: boolean } | null,
): string | null {
  if (above === null || !above.titleLike) return null;
  return addressLike(above.text) || /,[^,]+,/.test(above.text) ? null : above.text;
}

/** The times below a dated line: a title line's letter, the next paragraph, or a block of labelled times. */
export function timesBelow(
  line: Line,
  lines: ReadonlyArray<Line>,
  lineIndex: number,
  context: TextContext,
  date: Hit | null = null,
): TimesBelow | null {
  return titleLine(line)
    ? timesFromLinesBelow(lines, lineIndex, context)
    : // "Warm up: 8.00-8.45am" over "Gala starts: 9.00am": the block, before its first line alone.
      (labelledTimesBelow(lines, lineIndex, context) ??
        timesOpeningNextLine(lines, lineIndex, context, date));
}
