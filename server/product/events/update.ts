import { Effect } from "effect";
import type { CalendarEvent, EventUpdate } from "../../../api/CalendarEvent";
import { BadRequest } from "../../../api/errors";
import type { EventFields } from "./repo";
import { isDate, readableZone, startOfDay } from "./time";

const dateMessage = "An all-day event takes a date like 2026-09-14";
const instantMessage =
  "A timed event takes a date and time with its offset, like 2026-09-14T08:30:00Z";

/**
 * The event's fields after an edit: the update's fields over the current
 * ones, checked together. All-day events take dates, timed ones instants,
 * and an event may not end before it starts (an all-day one ends on the day
 * after its last day, so at least one day after it starts).
 */
export const mergeEventUpdate = (
  current: CalendarEvent,
  update: EventUpdate,
): Effect.Effect<EventFields, BadRequest> => {
  const merged: EventFields = {
    title: update.title ?? current.title,
    description: update.description ?? current.description,
    startsAt: update.startsAt ?? current.startsAt,
    endsAt: update.endsAt ?? current.endsAt,
    allDay: update.allDay ?? current.allDay,
    timezone: update.timezone ?? current.timezone,
    location: update.location ?? current.location,
    status: update.status ?? current.status,
  };
  return checkEventFields(merged);
};

/**
 * An event's fields checked together: all-day events take dates, timed
 * ones instants, and an event may not end before it starts (an all-day one
 * ends on the day after its last day, so at least one day after it starts).
 */
export const checkEventFields = (merged: EventFields): Effect.Effect<EventFields, BadRequest> => {
  for (const field of ["startsAt", "endsAt"] as const) {
    if (isDate(merged[field]) !== merged.allDay) {
      return Effect.fail(BadRequest.field(field, merged.allDay ? dateMessage : instantMessage));
    }
  }
  if (merged.allDay) {
    const zone = readableZone(merged.timezone);
    const start = startOfDay(merged.startsAt, zone).getTime();
    const end = startOfDay(merged.endsAt, zone).getTime();
    if (end <= start) {
      return Effect.fail(
        BadRequest.field(
          "endsAt",
          "An all-day event ends on the day after its last day, so after startsAt",
        ),
      );
    }
  } else if (Date.parse(merged.endsAt) < Date.parse(merged.startsAt)) {
    return Effect.fail(BadRequest.field("endsAt", "endsAt must not be before startsAt"));
  }
  return Effect.succeed(merged);
};
