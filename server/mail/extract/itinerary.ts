/**
 * Journeys in booking confirmations (flights, trains, coaches, ferries): a
 * departure and an arrival, on one line ("Auckland (AKL) 8:00am -> Sydney
 * (SYD) 9:45am") or two ("Depart London Victoria 09:30" / "Arrive Bath
 * 12:45"), under the day they travel. Each becomes one event from departure
 * to arrival, named for where it goes ("Flight to Sydney (SYD)"), with each
 * end read in its own town's zone, since timetables give local times.
 */

import type { TextCandidate } from "./buildEvent";
import { shapedCandidate } from "./candidate";
import { type Hit, hasDay, inferYear, parse, partOf, type TextContext } from "./dates";
import type { Line } from "./htmlLines";
import { flightNumber, type Mode, serviceLabel, serviceNumber, titleOf } from "./journeyNames";
import { namedZoneIn, type Place, placeOf } from "./travelPlaces";
import { addDays, type CalendarDay, dayOfInstant, formatDay, instantOf, isoInZone } from "./zone";

// Checked in this order: a Eurostar "Coach 12" is a carriage, an airline's "Air" is not a train.
const modeCues: ReadonlyArray<readonly [Mode, RegExp]> = [
  ["ferry", /\b(?:ferry|ferries|sailings?|vessel|crossing)\b/i],
  ["eurostar", /\beurostar\b/i],
  [
    "train",
    /\b(?:train|rail|railcard|sleeper|amtrak|lner|gwr|avanti|scotrail|via rail|ouigo|tgv|ave|sncf|renfe|trenitalia|bahn|zug|tren|trein|comboio)\b/i,
  ],
  ["flight", /\b(?:flights?|airlines?|airways|air|airport|boarding pass|vuelo|vol|flug)\b/i],
  ["coach", /\b(?:coach|bus|national express|megabus|greyhound|flixbus)\b/i],
];

/** The Eurostar's two ends: London (or Kent) and a town across the Channel. */
const eurostarTowns =
  /^(?:London|Ashford|Ebbsfleet)\|(?:Paris|Brussels|Bruxelles|Lille|Amsterdam|Rotterdam|Calais|Marne-la-Vallée)$|^(?:Paris|Brussels|Bruxelles|Lille|Amsterdam|Rotterdam|Calais|Marne-la-Vallée)\|(?:London|Ashford|Ebbsfleet)$/;

/** A booking, not a newsletter that mentions a bus. */
export const bookingCue =
  /\b(?:booking|reservation|itinerary|e-?tickets?|tickets?|confirmation|localizador|dossier|buchung|billets?|boarding)\b/i;

const clock =
  /(?<![\d:])(\d{1,2})(?:[:h.](\d{2}))?\s*([ap])\.?\s?m\b\.?|(?<![\d:.])([01]?\d|2[0-3])[:h]([0-5]\d)(?![\d:])/gi;
const arrow = /\s(?:->|→|to|–|—)\s/i;
const departing = /\b(?:dep(?:art(?:s|ure)?)?|salida|départ|abfahrt|sale)\b\.?:?/i;
const arriving = /\b(?:arr(?:ive[sd]?|ival)?|llegada|arrivée|ankunft|llega)\b\.?:?/i;
const previously = /\b(?:previously|originally|was scheduled|formerly)\b/i;

interface Clock {
  readonly index: number;
  readonly length: number;
  readonly hour: number;
  readonly minute: number;
}

function clocksIn(text: string): Array<Clock> {
  return [...text.matchAll(clock)].map((match) => {
    const meridiem = match[3]?.toLowerCase();
    let hour = Number(match[1] ?? match[4]);
    if (meridiem === "p" && hour < 12) hour += 12;
    if (meridiem === "a" && hour === 12) hour = 0;
    return {
      index: match.index,
      length: match[0].length,
      hour,
      minute: Number(match[2] ?? match[5] ?? 0),
    };
  });
}

interface Stop {
  readonly place: string;
  readonly clock: Clock;
  readonly line: string;
}

/** What names the place on a stop line: the words before its time, or else those after it. */
function placeText(line: string, time: Clock): string {
  const strip = (text: string) =>
    text
      .replace(flightNumber, "")
      // ("From: HOWRAH JN (HWH)    Departure*: 16:50": a form's labels.)
      .replace(/^\s*(?:from|to)\s*:/i, "")
      .replace(/\*/g, "")
      .replace(departing, "")
      .replace(arriving, "")
      .replace(/^[\s:,-]+|[\s:,-]+$/g, "");
  const before = strip(line.slice(0, time.index));
  if (before !== "") return before;
  const after = strip(line.slice(time.index + time.length).split(/[(,]/)[0] ?? "");
  // ("Departure*: 05:50 24-Dec-2027": a day after the time is no place.)
  return /\d/.test(after) ? "" : after;
}

function stopOf(line: string): Stop | null {
  if (line.length > 140) return null;
  const times = clocksIn(line);
  const time = times[0];
  if (times.length !== 1 || time === undefined) return null;
  return { place: placeText(line, time), clock: time, line };
}

interface Segment {
  readonly from: Stop;
  readonly to: Stop;
  readonly lines: ReadonlyArray<number>;
}

function oneLineSegment(line: string, index: number): Segment | null {
  const times = clocksIn(line);
  const [first, second] = times;
  if (times.length !== 2 || first === undefined || second === undefined || line.length > 160)
    return null;
  const between = line.slice(first.index + first.length, second.index);
  // "Departs 08:05 - Arrives 11:20": the times only, under a route line ("Dublin Port - Holyhead").
  if (departing.test(line.slice(0, first.index)) && arriving.test(between)) {
    // ("Depart 7:30pm, arrive Saturday 9 January 6:00am": a day is no place.)
    const place = (text: string) => {
      // ("Dublin Port (Terminal 1) dep 08:05 -> Holyhead arr 11:20": the aside and arrow go too.)
      const words = text
        .replace(departing, "")
        .replace(arriving, "")
        .replace(/\([^()]*\)/g, "")
        .replace(/^[\s:,|–—>→-]+|[\s:,|–—>→-]+$/g, "");
      return /\d|\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/i.test(words) ? "" : words;
    };
    return {
      from: {
        place: place(line.slice(0, first.index)),
        clock: first,
        line: line.slice(0, first.index + first.length),
      },
      to: { place: place(between), clock: second, line: line.slice(first.index + first.length) },
      lines: [index],
    };
  }
  const split = between.match(arrow);
  if (split?.index === undefined) return tabledSegment(line, first, second, index);
  const origin = line.slice(0, first.index).replace(serviceLabel, "").trim();
  const destination = between.slice(split.index + split[0].length).trim();
  if (origin === "" || destination === "") return null;
  return {
    from: { place: origin, clock: first, line },
    to: {
      place: destination,
      clock: second,
      line: line.slice(first.index + first.length + split.index),
    },
    lines: [index],
  };
}

/** A stop's day written after its place: "Sat 10 Jul 2027", "10 July 2027", "Jul 10, 2027", "10/07/2027". */
const dayAfterPlace =
  /\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}\.?,?\s+\d{4}|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2})\s*$/i;

/**
 * A table's row, each stop with its own day: "NZ 940  Auckland (AKL) Sat 10 Jul 2027 09:40
 * Rarotonga (RAR) Fri 9 Jul 2027 15:10". Each end is read on its own day, or on the day above.
 */
function tabledSegment(line: string, first: Clock, second: Clock, index: number): Segment | null {
  const origin = line.slice(0, first.index).replace(serviceLabel, "");
  const destination = line.slice(first.index + first.length, second.index);
  const days = [origin, destination].filter((text) => dayAfterPlace.test(text)).length;
  // (Led by the service's number: a hotel's "Check-in: … Check-out: …" row is no journey.)
  if (days === 1 || !serviceLabel.test(line)) return null;
  // (An HTML table's cells are joined by " | ".)
  const place = (text: string) =>
    text.replace(dayAfterPlace, "").replace(/^[\s|:,–—-]+|[\s|:,–—-]+$/g, "");
  if (!/\p{L}{3}/u.test(place(origin)) || !/\p{L}{3}/u.test(place(destination))) return null;
  return {
    from: { place: place(origin), clock: first, line: line.slice(0, first.index + first.length) },
    to: { place: place(destination), clock: second, line: line.slice(first.index + first.length) },
    lines: [index],
  };
}

function segmentsOf(lines: ReadonlyArray<Line>): Array<Segment> {
  const segments: Array<Segment> = [];
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index]?.text ?? "";
    const single = oneLineSegment(text, index);
    if (single !== null) {
      segments.push(single);
      continue;
    }
    const from = stopOf(text);
    const to = stopOf(lines[index + 1]?.text ?? "");
    if (from === null || to === null || previously.test(from.line) || previously.test(to.line))
      continue;
    if (arriving.test(from.line) || departing.test(to.line)) continue;
    segments.push({ from, to, lines: [index, index + 1] });
    index += 1;
  }
  return segments;
}

/** The day on a line, when it names one ("OUTBOUND - Thursday 30 July 2026"). */
export function dayOn(text: string, context: TextContext): { day: CalendarDay; hit: Hit } | null {
  const hit = parse(text, context).find(hasDay);
  if (hit === undefined) return null;
  const part = partOf(hit.start);
  if (part.weekdayOnly) return null;
  const reference = dayOfInstant(context.reference.getTime(), context.zone);
  const day = hit.start.isCertain("year")
    ? part.day
    : inferYear(
        part.day,
        hit.start.isCertain("weekday") ? (hit.start.get("weekday") ?? null) : null,
        reference,
      );
  return { day, hit };
}

const fromLabel = /^\s*from\s*:\s*(\S.*)$/i;
const toLabel = /^\s*to\s*:\s*(\S.*)$/i;

/** The "A to B" or "A - B" line above a segment, for stops that give only a code or a time. */
function routeAbove(lines: ReadonlyArray<Line>, first: number): readonly [string, string] | null {
  // "From : MGR CHENNAI CTL (MAS)" … "To : MYSURU JN (MYS)": a form's labelled ends.
  // (The nearest pair, never a pasted e-mail header's "From: Grandma <nana@example.com>".)
  const labelled = (label: RegExp) =>
    lines
      .slice(Math.max(0, first - 8), first)
      .map((line) => line.text.match(label)?.[1])
      .findLast((value) => value !== undefined && !/[@<>]/.test(value));
  const origin = labelled(fromLabel);
  const destination = labelled(toLabel);
  if (origin !== undefined && destination !== undefined) return [origin, destination];
  for (let index = first - 1; index >= Math.max(0, first - 6); index -= 1) {
    // ("OUTBOUND - Geelong to Devonport": the leg's label is no place.)
    const text = (lines[index]?.text ?? "")
      .replace(/^[\p{L} ]{2,20}:\s*/u, "")
      .replace(/^(?:outbound|return|inbound|homeward|going out|coming back)\s*[-–—:]\s*/i, "");
    if (clocksIn(text).length > 0 || text.length > 160) continue;
    const parts = text.split(/\s(?:to|->|→)\s/i);
    const pair = parts.length === 2 ? parts : text.split(/\s[-–]\s(?=[^-–]*$)/);
    const [origin, destination] = pair;
    if (pair.length === 2 && origin !== undefined && destination !== undefined)
      return [origin, destination];
  }
  return null;
}

function resolvePlace(written: string, fallback: string | undefined): Place {
  const trimmed = written.replace(/\((?:[^)]*time[^)]*|\+\d[^)]*)\)/gi, "").trim();
  if (fallback !== undefined && (trimmed === "" || /^[A-Z]{3}$/.test(trimmed)))
    return placeOf(fallback);
  return placeOf(trimmed);
}

function modeOf(text: string): Mode | null {
  return modeCues.find(([, cue]) => cue.test(text))?.[0] ?? null;
}

export interface Itinerary {
  readonly events: ReadonlyArray<TextCandidate>;
  /** Lines the journeys were read from (stops, their days and routes): not read again as text. */
  readonly lines: ReadonlySet<number>;
}

/** The journeys of a booking confirmation; none for any other message. */
export function itineraryOf(lines: ReadonlyArray<Line>, context: TextContext): Itinerary {
  const whole = `${context.subject}\n${lines.map((line) => line.text).join("\n")}`;
  const none: Itinerary = { events: [], lines: new Set() };
  if (!bookingCue.test(whole)) return none;
  const used = new Set<number>();
  const events: Array<TextCandidate> = [];
  const language = context.language ?? "en";
  const wholeMode = modeOf(whole);
  const segments = segmentsOf(lines);
  const legLines = new Set(segments.flatMap((segment) => segment.lines));
  for (const segment of segments) {
    const first = segment.lines[0] ?? 0;
    let dated = dayOn(segment.from.line, context);
    // The line above that gave the day; it is the journey's only once the journey is read.
    let datedAbove: number | null = null;
    for (let index = first - 1; dated === null && index >= Math.max(0, first - 5); index -= 1) {
      dated = dayOn(lines[index]?.text ?? "", context);
      if (dated !== null) datedAbove = index;
    }
    if (dated === null) continue;
    const near = modeOf(
      lines
        .slice(Math.max(0, first - 5), first + 3)
        .map((line) => line.text)
        .join("\n"),
    );
    const route = routeAbove(lines, first);
    const from = resolvePlace(segment.from.place, route?.[0]);
    const to = resolvePlace(segment.to.place, route?.[1]);
    // ("Train 9039 - Paris Gare du Nord 18:13 -> London" in a Eurostar booking is the Eurostar;
    // its connecting train from Bristol, or a TGV to Lyon, is not.)
    const guess = near ?? wholeMode;
    const rail = guess === "train" || guess === "eurostar";
    const mode =
      rail && wholeMode === "eurostar"
        ? eurostarTowns.test(`${from.town}|${to.town}`)
          ? "eurostar"
          : "train"
        : guess;
    if (mode === null) continue;
    if (from.town === "" || to.town === "") continue;
    const fromZone = namedZoneIn(segment.from.line) ?? from.zone ?? context.zone;
    const toZone = namedZoneIn(segment.to.line) ?? to.zone ?? from.zone ?? context.zone;
    const wall = (day: CalendarDay, time: Clock) => ({
      ...day,
      hour: time.hour,
      minute: time.minute,
      second: 0,
    });
    const start = instantOf(wall(dated.day, segment.from.clock), fromZone);
    const ownDay = segment.to.line === segment.from.line ? null : dayOn(segment.to.line, context);
    // ("Arrive Inverness 08:40 (Saturday 31 July)": an arrival's day without its year is the
    // departure's year, or the next when the journey crosses the new year.)
    const arrivalOwn =
      ownDay === null || ownDay.hit.start.isCertain("year")
        ? ownDay?.day
        : { ...ownDay.day, year: dated.day.year + (ownDay.day.month < dated.day.month ? 1 : 0) };
    const arrivalDay =
      arrivalOwn ?? (/\+1\b/.test(segment.to.line) ? addDays(dated.day, 1) : dated.day);
    let end = instantOf(wall(arrivalDay, segment.to.clock), toZone);
    if (end <= start && ownDay === null)
      end = instantOf(wall(addDays(arrivalDay, 1), segment.to.clock), toZone);
    for (const index of segment.lines) used.add(index);
    // "Arrives Sunday, 04 Jul 2027" below the leg: its arrival's day, no event of its own.
    const below = (segment.lines.at(-1) ?? first) + 1;
    const belowText = lines[below]?.text ?? "";
    if (arriving.test(belowText) && clocksIn(belowText).length === 0 && dayOn(belowText, context))
      used.add(below);
    if (datedAbove !== null) used.add(datedAbove);
    if (route !== null) used.add(first - 1);
    events.push(
      shapedCandidate({
        title: titleOf(
          mode,
          from,
          to,
          language,
          serviceNumber(mode, lines, segment.lines, legLines),
        ),
        start: isoInZone(start, context.zone),
        end: isoInZone(end, context.zone),
        allDay: false,
        location: from.text,
        timezone: context.zone,
        confidence: 0.9,
        source: context.source,
        description: segment.lines.map((index) => lines[index]?.text ?? "").join("\n"),
        dayKey: formatDay(dayOfInstant(start, context.zone)),
      }),
    );
  }
  return { events, lines: used };
}
