import { Schema } from "effect";
import { FreeText, Instant, IsoDate, IsoDateTime, RequiredText, TimeZone } from "./fields";

/** "cancelled" is set only by a cancellation e-mail; a user sets the other three. */
export const EventStatus = Schema.Literal("suggested", "confirmed", "dismissed", "cancelled");
export type EventStatus = typeof EventStatus.Type;

/** The statuses a user sets; "cancelled" comes only from a cancellation e-mail. */
export const UserEventStatus = Schema.Literal("suggested", "confirmed", "dismissed").annotations({
  message: () => "status must be suggested, confirmed or dismissed",
});

/**
 * When an event happens. Timed events carry instants with their offset; an
 * all-day event carries dates, `endsAt` being the day after the last day
 * (as iCalendar's DTEND), both read in the event's `timezone`.
 */
export const EventTime = Schema.Union(IsoDateTime, IsoDate);

/** An event on the family calendar (SPEC §3 fixes `id`). */
export const CalendarEvent = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  description: Schema.String,
  startsAt: Schema.String,
  endsAt: Schema.String,
  allDay: Schema.Boolean,
  timezone: Schema.String,
  location: Schema.String,
  status: EventStatus,
  familyMemberIds: Schema.Array(Schema.String),
  sourceEmailId: Schema.NullOr(Schema.String),
  createdAt: Instant,
  updatedAt: Instant,
});
export type CalendarEvent = typeof CalendarEvent.Type;

/**
 * `PUT /event/{id}`: the fields a user edits; those left out keep their
 * value. An all-day event takes dates, a timed one instants; `endsAt` must
 * not be before `startsAt`. Family member ids must be the user's own.
 */
export const EventUpdate = Schema.Struct({
  title: Schema.optional(RequiredText("Title", 200)),
  description: Schema.optional(FreeText("Description", 5000)),
  startsAt: Schema.optional(EventTime),
  endsAt: Schema.optional(EventTime),
  allDay: Schema.optional(Schema.Boolean),
  timezone: Schema.optional(TimeZone),
  location: Schema.optional(FreeText("Location", 300)),
  status: Schema.optional(UserEventStatus),
  familyMemberIds: Schema.optional(
    Schema.Array(Schema.String).pipe(
      Schema.maxItems(50, { message: () => "At most 50 family members" }),
    ),
  ),
});
export type EventUpdate = typeof EventUpdate.Type;

/**
 * `POST /event`: an event added by hand (a birthday, an appointment made
 * by phone). Times as for `EventUpdate`; without a `timezone` the family's
 * is used. It is confirmed unless `status` says otherwise.
 */
export const EventInput = Schema.Struct({
  title: RequiredText("Title", 200),
  description: Schema.optionalWith(FreeText("Description", 5000), { default: () => "" }),
  startsAt: EventTime,
  endsAt: EventTime,
  allDay: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  timezone: Schema.optional(TimeZone),
  location: Schema.optionalWith(FreeText("Location", 300), { default: () => "" }),
  status: Schema.optionalWith(
    Schema.Literal("suggested", "confirmed").annotations({
      message: () => "status must be suggested or confirmed",
    }),
    { default: () => "confirmed" as const },
  ),
  familyMemberIds: Schema.optionalWith(
    Schema.Array(Schema.String).pipe(
      Schema.maxItems(50, { message: () => "At most 50 family members" }),
    ),
    { default: () => [] },
  ),
});
export type EventInput = typeof EventInput.Type;

/**
 * `POST /event/status`: one status for several events at once ("Confirm
 * all", and its undo). Every id must be one of the user's events, or
 * nothing changes; each change is kept in that event's history.
 */
export const EventStatusChange = Schema.Struct({
  ids: Schema.Array(Schema.String).pipe(
    Schema.minItems(1, { message: () => "ids must name at least one event" }),
    Schema.maxItems(500, { message: () => "At most 500 events at once" }),
  ),
  status: UserEventStatus,
});
export type EventStatusChange = typeof EventStatusChange.Type;

/** `GET /event` filters beside the page: events that end after `from` and start before `to`, by status. */
export const EventListParams = Schema.Struct({
  from: Schema.optional(IsoDateTime),
  to: Schema.optional(IsoDateTime),
  status: Schema.optional(EventStatus),
});

/**
 * One step of an event's history, oldest first: created from an e-mail or
 * by hand, updated or cancelled by a later one, edited, deleted or restored
 * by the user. `summary` says
 * what changed, e.g. "Moved from Sat 14 Mar 09:00 to Sun 15 Mar 10:00".
 */
export const EventRevision = Schema.Struct({
  id: Schema.String,
  eventId: Schema.String,
  change: Schema.Literal("created", "updated", "cancelled", "edited", "deleted", "restored"),
  emailId: Schema.NullOr(Schema.String),
  summary: Schema.String,
  at: Instant,
});
export type EventRevision = typeof EventRevision.Type;
