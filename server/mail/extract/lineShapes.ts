/**
 * The events a body's lines give by their shape, read before its sentences:
 * a booking's journeys and stay, a day's list of games or routines (each its
 * own event) and a day's running order (one event from its first row to its
 * last). The lines they read are not read again; the days a booking travels
 * or a list falls on give no other event.
 */

import { agendasOf } from "./agendas";
import type { TextCandidate } from "./buildEvent";
import type { TextContext } from "./dates";
import type { Line } from "./htmlLines";
import { itineraryOf } from "./itinerary";
import { scheduleOf } from "./scheduleLists";
import { daysCovered, stayOf } from "./stays";

export interface LineShapes {
  /** A booking's journeys and stay. */
  readonly booked: ReadonlyArray<TextCandidate>;
  /** A day's games and running orders: a length said below may still be theirs. */
  readonly listed: ReadonlyArray<TextCandidate>;
  readonly bookedDays: ReadonlySet<string>;
  /** The lines read, not to be read again. */
  readonly lines: ReadonlySet<number>;
}

export function lineShapes(lines: ReadonlyArray<Line>, context: TextContext): LineShapes {
  const travel = itineraryOf(lines, context);
  const stay = stayOf(lines, context);
  const schedule = scheduleOf(lines, context);
  const agendas = agendasOf(lines, context, new Set([...travel.lines, ...schedule.lines]));
  return {
    booked: [...travel.events, ...(stay === null ? [] : [stay.event])],
    listed: [...schedule.events, ...agendas.events],
    bookedDays: new Set([
      ...travel.events.map((event) => event.dayKey),
      ...(stay === null ? [] : daysCovered(stay.event)),
      ...schedule.days,
    ]),
    lines: new Set([...travel.lines, ...(stay?.lines ?? []), ...schedule.lines, ...agendas.lines]),
  };
}
