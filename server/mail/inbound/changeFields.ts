/**
 * What a change e-mail rewrites on the event it changes (issue 13). A
 * calendar update (same UID) restates the whole event. A text one ("moved
 * to Wednesday 16 December at 2pm, because the hall is needed") says only
 * what changed, so every other field stays as it was: the title and notes
 * always (its sentence makes a worse title than the announcement), the
 * place unless it names a new one, the time of day when it names only a
 * day, and the length when it names only a start.
 */
import type { CalendarEvent, EventStatus } from "../../../api/CalendarEvent";
import {
  addDays,
  civilDate,
  instantShowing,
  isIsoDate,
  isoDate,
  wallClockAt,
} from "../../../api/zonedTime";
import type { EventFields } from "../../product/events/repo";
import { readableZone } from "../../product/events/time";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * A clause that gives a reason or a consequence, never a place: "because
 * the hall is needed for the exams", "as the pool is closed", "due to the
 * weather", "so that the hall can be set up".
 */
const reasonClause =
  /^(?:because|as|since|due to|owing to|on account of|so(?: that)?|in order to|to allow|to make room|for the reason|while|whilst|which|who|when|if|unless|although|though|but|and|sorry|apologies|unfortunately)\b/i;

/** Whether an extracted location is in fact a reason clause the sentence went on with. */
export function isReasonClause(location: string): boolean {
  return reasonClause.test(location.trim());
}

/** The place an e-mail names, or "" when what it took for one is a reason clause. */
export const placeNamed = (location: string): string => (isReasonClause(location) ? "" : location);

/** An all-day span's number of days, from its first date to the (exclusive) end date. */
function daysIn(startsAt: string, endsAt: string): number {
  if (!isIsoDate(startsAt) || !isIsoDate(endsAt)) return 1;
  const from = Date.parse(`${startsAt}T00:00:00Z`);
  const to = Date.parse(`${endsAt}T00:00:00Z`);
  return Math.max(1, Math.round((to - from) / dayMs));
}

type Times = Pick<EventFields, "startsAt" | "endsAt" | "allDay" | "timezone">;

/**
 * The times after a text change. The extractor gives a day alone as a
 * one-day all-day event and a start alone as an hour, so: a timed event
 * moved to a day keeps its time of day and length; a timed event given a
 * new start for an hour keeps its length (an hour is also what a message
 * naming no end is read as); an all-day event moved to one day keeps its
 * number of days. Anything else the message says is taken as it says it.
 */
export function movedTimes(current: CalendarEvent, fields: Times): Times {
  const oneDay = fields.allDay && daysIn(fields.startsAt, fields.endsAt) === 1;
  if (current.allDay) {
    if (!oneDay) return fields;
    const days = daysIn(current.startsAt, current.endsAt);
    return { ...fields, endsAt: isoDate(addDays(civilDate(fields.startsAt), days)) };
  }
  const length = Date.parse(current.endsAt) - Date.parse(current.startsAt);
  if (oneDay) {
    const zone = readableZone(current.timezone);
    const wall = wallClockAt(Date.parse(current.startsAt), zone);
    const start = instantShowing({ ...wall, ...civilDate(fields.startsAt) }, zone);
    return {
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + length).toISOString(),
      allDay: false,
      timezone: current.timezone,
    };
  }
  if (fields.allDay) return fields;
  const start = Date.parse(fields.startsAt);
  const end = Date.parse(fields.endsAt);
  if (end - start !== hourMs) return fields;
  return { ...fields, endsAt: new Date(start + length).toISOString() };
}

/**
 * The event's fields after a change e-mail: the whole restatement for a
 * calendar update (`byUid`), else only what the text changes.
 */
export function changedFields(
  current: CalendarEvent,
  fields: EventFields,
  byUid: boolean,
  status: EventStatus,
): EventFields {
  const location = placeNamed(fields.location);
  if (byUid) {
    return {
      ...fields,
      description: fields.description !== "" ? fields.description : current.description,
      location: location === "" ? current.location : location,
      status,
    };
  }
  return {
    ...movedTimes(current, fields),
    title: current.title,
    description: current.description,
    location: location === "" ? current.location : location,
    status,
  };
}
