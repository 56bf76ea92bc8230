import type { CalendarEvent, EventStatus } from "../../../api/CalendarEvent";
import type { SqlSession } from "../../db/Database";
import { isoOf, type Keyed, type Keyset, keyText, keyValue } from "../shared";
import { dateIn, readableZone, startOfDay } from "./time";

export interface CalendarEventRow extends Keyed {
  readonly title: string;
  readonly description: string;
  readonly starts_at: Date | string;
  readonly ends_at: Date | string;
  readonly all_day: boolean;
  readonly timezone: string;
  readonly location: string;
  readonly status: EventStatus;
  readonly source_email_id: string | null;
  readonly family_member_ids: ReadonlyArray<string>;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

const columns = `e.id::text as id, e.title, e.description, e.starts_at, e.ends_at, e.all_day,
  e.timezone, e.location, e.status, e.source_email_id::text as source_email_id,
  e.created_at, e.updated_at, ${keyText("e.starts_at")} as sort_key,
  coalesce((select json_agg(m.family_member_id::text order by f.created_at, f.id)
            from calendar_event_member m join family_member f on f.id = m.family_member_id
            where m.event_id = e.id), '[]'::json) as family_member_ids`;

/** The wire form of a time: a date for an all-day event, else the instant. */
export const eventTime = (value: Date | string, allDay: boolean, timezone: string): string =>
  allDay ? dateIn(new Date(value), readableZone(timezone)) : isoOf(value);

/** The instant stored for a wire time: local midnight of a date, else the instant itself. */
export const storedTime = (value: string, allDay: boolean, timezone: string): Date =>
  allDay ? startOfDay(value, readableZone(timezone)) : new Date(value);

export const toCalendarEvent = (row: CalendarEventRow): CalendarEvent => ({
  id: row.id,
  title: row.title,
  description: row.description,
  startsAt: eventTime(row.starts_at, row.all_day, row.timezone),
  endsAt: eventTime(row.ends_at, row.all_day, row.timezone),
  allDay: row.all_day,
  timezone: row.timezone,
  location: row.location,
  status: row.status,
  familyMemberIds: row.family_member_ids,
  sourceEmailId: row.source_email_id,
  createdAt: isoOf(row.created_at),
  updatedAt: isoOf(row.updated_at),
});

export interface EventFilter {
  /** Events that end after this instant. */
  readonly from?: string | undefined;
  /** Events that start before this instant. */
  readonly to?: string | undefined;
  readonly status?: EventStatus | undefined;
}

/** The user's events by start, earliest first, `limit + 1` of them after `after`. */
export function listEvents(
  sql: SqlSession,
  userId: string,
  filter: EventFilter,
  page: { readonly limit: number; readonly after: Keyset | null },
): Promise<ReadonlyArray<CalendarEventRow>> {
  return sql.query<CalendarEventRow>(
    `select ${columns} from calendar_event e
     where e.user_id = $1
       and ($2::timestamptz is null or e.ends_at > $2::timestamptz)
       and ($3::timestamptz is null or e.starts_at < $3::timestamptz)
       and ($4::text is null or e.status = $4::text)
       and ($5::text is null or (e.starts_at, e.id) > (${keyValue("$5::text")}, $6::uuid))
     order by e.starts_at, e.id
     limit $7`,
    [
      userId,
      filter.from === undefined ? null : new Date(filter.from).toISOString(),
      filter.to === undefined ? null : new Date(filter.to).toISOString(),
      filter.status ?? null,
      page.after?.key ?? null,
      page.after?.id ?? null,
      page.limit + 1,
    ],
  );
}

/** One of the user's events; `lock` holds it until the transaction ends. */
export async function findEvent(
  sql: SqlSession,
  userId: string,
  id: string,
  { lock = false }: { readonly lock?: boolean } = {},
): Promise<CalendarEventRow | undefined> {
  const rows = await sql.query<CalendarEventRow>(
    `select ${columns} from calendar_event e where e.user_id = $1 and e.id = $2
     ${lock ? "for update of e" : ""}`,
    [userId, id],
  );
  return rows[0];
}

/** The user's events that came from one e-mail, by start. */
export function eventsFromEmail(
  sql: SqlSession,
  userId: string,
  emailId: string,
): Promise<ReadonlyArray<CalendarEventRow>> {
  return sql.query<CalendarEventRow>(
    `select ${columns} from calendar_event e
     where e.user_id = $1 and e.source_email_id = $2
     order by e.starts_at, e.id`,
    [userId, emailId],
  );
}

/** The user's confirmed events, for the calendar feed. */
export function confirmedEvents(
  sql: SqlSession,
  userId: string,
): Promise<ReadonlyArray<CalendarEventRow>> {
  return sql.query<CalendarEventRow>(
    `select ${columns} from calendar_event e
     where e.user_id = $1 and e.status = 'confirmed'
     order by e.starts_at, e.id`,
    [userId],
  );
}

/**
 * An event's stored fields. Times are in wire form: dates (`YYYY-MM-DD`,
 * `endsAt` the day after the last) when `allDay`, else ISO instants.
 */
export interface EventFields {
  readonly title: string;
  readonly description: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly allDay: boolean;
  readonly timezone: string;
  readonly location: string;
  readonly status: EventStatus;
}

const fieldParams = (event: EventFields) => [
  event.title,
  event.description,
  storedTime(event.startsAt, event.allDay, event.timezone).toISOString(),
  storedTime(event.endsAt, event.allDay, event.timezone).toISOString(),
  event.allDay,
  event.timezone,
  event.location,
  event.status,
];

/** A new event, as the e-mail intake (or a seed) creates them. */
export interface NewEvent extends EventFields {
  readonly id?: string;
  readonly sourceEmailId?: string | null;
  /** Ids of the user's own family members. */
  readonly familyMemberIds?: ReadonlyArray<string>;
}

/** Inserts an event (with its members) and returns it as the API shows it. */
export async function insertEvent(
  sql: SqlSession,
  userId: string,
  event: NewEvent,
): Promise<CalendarEvent> {
  const id = event.id ?? crypto.randomUUID();
  await sql.query(
    `insert into calendar_event
       (id, user_id, title, description, starts_at, ends_at, all_day, timezone, location, status,
        source_email_id)
     values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz, $7, $8, $9, $10, $11)`,
    [id, userId, ...fieldParams(event), event.sourceEmailId ?? null],
  );
  await replaceEventMembers(sql, id, event.familyMemberIds ?? []);
  const row = await findEvent(sql, userId, id);
  if (row === undefined) throw new Error("The inserted event could not be read back");
  return toCalendarEvent(row);
}

/** Writes an event's fields; the caller has checked that the event is the user's. */
export async function updateEventFields(
  sql: SqlSession,
  userId: string,
  id: string,
  event: EventFields,
): Promise<void> {
  await sql.query(
    `update calendar_event
     set title = $3, description = $4, starts_at = $5::timestamptz, ends_at = $6::timestamptz,
         all_day = $7, timezone = $8, location = $9, status = $10, updated_at = now()
     where user_id = $1 and id = $2`,
    [userId, id, ...fieldParams(event)],
  );
}

/** Sets who an event is for; the ids must be the event owner's members. */
export async function replaceEventMembers(
  sql: SqlSession,
  eventId: string,
  familyMemberIds: ReadonlyArray<string>,
): Promise<void> {
  await sql.query("delete from calendar_event_member where event_id = $1", [eventId]);
  if (familyMemberIds.length === 0) return;
  await sql.query(
    `insert into calendar_event_member (event_id, family_member_id)
     select $1, member_id from unnest($2::uuid[]) as member_id
     on conflict do nothing`,
    [eventId, familyMemberIds],
  );
}
