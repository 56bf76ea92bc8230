/**
 * Hotel and holiday-let bookings in plain text: a check-in day and a
 * check-out day ("Check-in: Saturday 04 April 2026 (from 3pm)", "Departure:
 * Sunday, July 19, 2026") become one all-day stay covering both days, named
 * for the place ("Stay at Premier Inn Bath City Centre"), as a calendar
 * shows a trip away rather than two one-hour appointments.
 */

import type { TextCandidate } from "./buildEvent";
import { shapedCandidate } from "./candidate";
import type { TextContext } from "./dates";
import type { Line } from "./htmlLines";
import { bookingCue, dayOn } from "./itinerary";
import type { ExtractedEvent } from "./types";
import { addDays, type CalendarDay, daysBetween, formatDay, parseDay } from "./zone";

const lodgingCue =
  /\b(?:hotel|inn|resort|lodge|motel|hostel|b&b|guest ?house|holiday (?:let|home|cottage)|cottage|apartment|room|nights?|accommodations?|unterkunft|hôtel|hotel)\b/i;
const checkIn = /\b(?:check[- ]?in|arrival|arriving|anreise|llegada|entrada|arrivée)\b/i;
const checkOut = /\b(?:check[- ]?out|departure|departing|abreise|salida|départ)\b/i;
/** "Thanks for booking with Premier Inn", "Thank you for choosing Paradise Point Resort & Spa". */
const brandAfter =
  /\b(?:booking with|booked with|choosing|staying (?:with|at)|welcome to|reservation at)\s+((?:\p{Lu}[\p{L}'’&-]*|&)(?:\s+(?:\p{Lu}[\p{L}'’&-]*|&|of|the|at|on))*)/u;

/** A line that reads as a property's name: short, capitalised, no label, no figures. */
const isNameLine = (text: string): boolean =>
  /^\p{Lu}[\p{L}'’&.\s-]*(?:\([\p{L}\s'’-]+\))?$/u.test(text.trim()) &&
  text.trim().split(/\s+/).length <= 7;

export interface Stay {
  readonly event: TextCandidate;
  readonly lines: ReadonlySet<number>;
}

/** The stay a booking confirmation describes, or null when it is not one. */
export function stayOf(lines: ReadonlyArray<Line>, context: TextContext): Stay | null {
  const whole = `${context.subject}\n${lines.map((line) => line.text).join("\n")}`;
  if (!bookingCue.test(whole) || !lodgingCue.test(whole)) return null;
  const arrive = lines.findIndex(
    (line) => checkIn.test(line.text) && dayOn(line.text, context) !== null,
  );
  if (arrive < 0) return null;
  let leave = -1;
  for (let index = arrive + 1; index < Math.min(lines.length, arrive + 4); index += 1) {
    if (checkOut.test(lines[index]?.text ?? "")) leave = index;
  }
  const first = dayOn(lines[arrive]?.text ?? "", context)?.day;
  const last = leave < 0 ? undefined : dayOn(lines[leave]?.text ?? "", context)?.day;
  if (first === undefined || last === undefined) return null;
  const nights = daysBetween(first, last);
  if (nights < 1 || nights > 60) return null;
  const brand = whole.match(brandAfter)?.[1]?.trim() ?? "";
  const property = lines
    .slice(Math.max(0, arrive - 4), arrive)
    .map((line) => line.text.trim())
    .find(
      (text) =>
        isNameLine(text) &&
        !/^(?:hi|hello|dear|thank)/i.test(text) &&
        !text.includes(brand || "\u0000"),
    );
  const name = [brand, property?.replace(/\s*\([^)]*\)\s*$/, "")]
    .filter((part) => part !== undefined && part !== "")
    .join(" ");
  if (name === "") return null;
  const propertyIndex =
    property === undefined ? -1 : lines.findIndex((line) => line.text.trim() === property);
  const address = lines
    .slice(propertyIndex + 1, Math.min(lines.length, leave + 6))
    .map((line) => line.text.trim())
    .find((text) => /,/.test(text) && /\d/.test(text) && !/[:|]/.test(text) && text.length <= 100);
  const day = (value: CalendarDay) => formatDay(value);
  return {
    event: shapedCandidate({
      title: `Stay at ${name}`,
      start: day(first),
      end: day(addDays(last, 1)),
      allDay: true,
      location: [property, address].filter((part) => part !== undefined).join(", "),
      timezone: context.zone,
      confidence: 0.85,
      source: context.source,
      description: [lines[arrive]?.text ?? "", lines[leave]?.text ?? ""].join("\n"),
      dayKey: day(first),
    }),
    lines: new Set([arrive, leave]),
  };
}

/** The days from an event's start to its end (the end day too when it is timed). */
export function daysCovered(event: ExtractedEvent): Array<string> {
  const first = parseDay(event.start.slice(0, 10));
  const last = parseDay(event.end.slice(0, 10));
  if (first === null || last === null) return [event.start.slice(0, 10)];
  const days: Array<string> = [];
  const through = event.allDay ? addDays(last, -1) : last;
  for (
    let day = first;
    formatDay(day) <= formatDay(through) && days.length < 62;
    day = addDays(day, 1)
  )
    days.push(formatDay(day));
  return days.length === 0 ? [formatDay(first)] : days;
}
