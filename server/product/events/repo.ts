import type { CalendarEvent, EventStatus } from "../../../api/CalendarEvent";
import type { SqlSession } from "../../db/Database";
import { dataVersionColumn, type VersionedRow } from "../../db/dataVersionRead";
import { type Keyed, type Keyset, keyValue } from "../shared";
import { dateIn, readableZone, startOfDay } from "./time";

/** An event as the reads return it; times are instants in `toISOString`'s shape. */
export interface CalendarEventRow {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly all_day: boolean;
  readonly timezone: string;
  readonly location: string;
  readonly status: EventStatus;
  readonly source_email_id: string | null;
  readonly family_member_ids: ReadonlyArray<string>;
  readonly created_at: string;
  readonly updated_at: string;
}

/**
 * Each event a read returns comes as one JSON array, in this order: one
 * field per row rather than thirteen, as the embedded database's client pays
 * for every field it decodes. Times are read in UTC, so their JSON text is
 * the UTC wall time (`2026-09-14T08:30:00.123456`, trailing zeros of the
 * fraction left out) whatever the session's time zone.
 */
const eventJson = `json_build_array(e.id, e.title, e.description,
    e.starts_at at time zone 'UTC', e.ends_at at time zone 'UTC', e.all_day, e.timezone,
    e.location, e.status, e.source_email_id, coalesce(members.ids, '{}'::text[]),
    e.created_at at time zone 'UTC', e.updated_at at time zone 'UTC')`;

type EventJson = readonly [
  id: string,
  title: string,
  description: string,
  startsAt: string,
  endsAt: string,
  allDay: boolean,
  timezone: string,
  location: string,
  status: EventStatus,
  sourceEmailId: string | null,
  familyMemberIds: ReadonlyArray<string>,
  createdAt: string,
  updatedAt: string,
];

const utcTimestamp = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?$/;

/** A UTC timestamp's JSON text: its whole seconds and the digits of its fraction. */
const utcParts = (text: string): readonly [seconds: string, fraction: string] => {
  const match = utcTimestamp.exec(text);
  if (match === null) throw new Error(`Unexpected timestamp text from the database: ${text}`);
  return [match[1] ?? "", match[2] ?? ""];
};

/** The instant as `toISOString` writes it; microseconds are cut, as a Date cuts them. */
const instantOf = (text: string): string => {
  const [seconds, fraction] = utcParts(text);
  return `${seconds}.${fraction.padEnd(3, "0").slice(0, 3)}Z`;
};

/** A start as a cursor key (`Keyset.key`: UTC to the microsecond, as stored). */
const keyOf = (text: string): string => {
  const [seconds, fraction] = utcParts(text);
  return `${seconds}.${fraction.padEnd(6, "0")}`;
};

const rowOf = (event: EventJson): CalendarEventRow => ({
  id: event[0],
  title: event[1],
  description: event[2],
  starts_at: instantOf(event[3]),
  ends_at: instantOf(event[4]),
  all_day: event[5],
  timezone: event[6],
  location: event[7],
  status: event[8],
  source_email_id: event[9],
  family_member_ids: event[10],
  created_at: instantOf(event[11]),
  updated_at: instantOf(event[12]),
});

/**
 * A statement reading the events `selected` picks (a select of
 * `calendar_event e` rows, with the order and limit the caller needs), by
 * start, one `event` (`EventJson`) per row. The family members of all the
 * events come from one aggregate over the picked rows, ordered as the family
 * is (oldest member first), rather than from a subquery per event; picking
 * first also means only the picked rows are turned into JSON.
 */
const eventsQuery = (selected: string, extraColumns = "") => `with listed as (${selected}),
  members as (
    select m.event_id, array_agg(m.family_member_id::text order by f.created_at, f.id) as ids
    from listed e
      join calendar_event_member m on m.event_id = e.id
      join family_member f on f.id = m.family_member_id
    group by m.event_id
  )
  select ${eventJson} as event${extraColumns}
  from listed e left join members on members.event_id = e.id
  order by e.starts_at, e.id`;

const readEvents = async (
  sql: SqlSession,
  selected: string,
  params: ReadonlyArray<unknown>,
): Promise<ReadonlyArray<CalendarEventRow>> =>
  (await sql.query<{ readonly event: EventJson }>(eventsQuery(selected), params)).map((row) =>
    rowOf(row.event),
  );

/** The wire form of a time: a date for an all-day event, else the instant (ISO text). */
export const eventTime = (instant: string, allDay: boolean, timezone: string): string =>
  allDay ? dateIn(new Date(instant), readableZone(timezone)) : instant;

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
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface EventFilter {
  /** Events that end after this instant. */
  readonly from?: string | undefined;
  /** Events that start before this instant. */
  readonly to?: string | undefined;
  readonly status?: EventStatus | undefined;
}

/**
 * The user's events by start, earliest first, `limit + 1` of them after
 * `after`. The statement holds only the conditions the filter and page ask
 * for, so the database parses and plans no more than it must. Only the
 * page's last row (the `limit`-th), which a next page starts after, carries
 * its cursor key.
 */
export async function listEvents(
  sql: SqlSession,
  userId: string,
  filter: EventFilter,
  page: { readonly limit: number; readonly after: Keyset | null },
): Promise<ReadonlyArray<CalendarEventRow & Keyed & VersionedRow>> {
  const params: Array<unknown> = [userId];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const conditions = ["e.user_id = $1"];
  if (filter.from !== undefined) {
    conditions.push(`e.ends_at > ${param(new Date(filter.from).toISOString())}::timestamptz`);
  }
  if (filter.to !== undefined) {
    conditions.push(`e.starts_at < ${param(new Date(filter.to).toISOString())}::timestamptz`);
  }
  if (filter.status !== undefined) conditions.push(`e.status = ${param(filter.status)}`);
  if (page.after !== null) {
    const key = keyValue(`${param(page.after.key)}::text`);
    conditions.push(`(e.starts_at, e.id) > (${key}, ${param(page.after.id)}::uuid)`);
  }
  const rows = await sql.query<{ readonly event: EventJson } & VersionedRow>(
    eventsQuery(
      `select * from calendar_event e
       where e.deleted_at is null and ${conditions.join(" and ")}
       order by e.starts_at, e.id
       limit ${param(page.limit + 1)}`,
      `, ${dataVersionColumn}`,
    ),
    params,
  );
  return rows.map(({ event, data_version }, index) => ({
    ...rowOf(event),
    sort_key: index === page.limit - 1 ? keyOf(event[3]) : null,
    data_version,
  }));
}

/**
 * One of the user's events; `lock` holds it until the transaction ends. A
 * deleted event is not found, unless `deleted` asks for it (to restore it).
 */
export async function findEvent(
  sql: SqlSession,
  userId: string,
  id: string,
  { lock = false, deleted = false }: { readonly lock?: boolean; readonly deleted?: boolean } = {},
): Promise<CalendarEventRow | undefined> {
  const rows = await readEvents(
    sql,
    `select * from calendar_event e where e.user_id = $1 and e.id = $2
       and e.deleted_at is ${deleted ? "not null" : "null"}
     ${lock ? "for update of e" : ""}`,
    [userId, id],
  );
  return rows[0];
}

/** Hides an event (its history stays), or brings a hidden one back. */
export async function setEventDeleted(
  sql: SqlSession,
  userId: string,
  id: string,
  deleted: boolean,
): Promise<void> {
  await sql.query(
    `update calendar_event set deleted_at = ${deleted ? "now()" : "null"}, updated_at = now()
     where user_id = $1 and id = $2`,
    [userId, id],
  );
}

/** The user's events that came from one e-mail, by start. */
export function eventsFromEmail(
  sql: SqlSession,
  userId: string,
  emailId: string,
): Promise<ReadonlyArray<CalendarEventRow>> {
  return readEvents(
    sql,
    "select * from calendar_event e where e.user_id = $1 and e.source_email_id = $2 and e.deleted_at is null",
    [userId, emailId],
  );
}

/** The user's confirmed events, for the calendar feed. */
export function confirmedEvents(
  sql: SqlSession,
  userId: string,
): Promise<ReadonlyArray<CalendarEventRow>> {
  return readEvents(
    sql,
    "select * from calendar_event e where e.user_id = $1 and e.status = 'confirmed' and e.deleted_at is null",
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
