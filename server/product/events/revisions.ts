import type { CalendarEvent, EventRevision } from "../../../api/CalendarEvent";
import type { SqlSession } from "../../db/Database";
import { isoOf } from "../shared";
import { readableZone } from "./time";

export type RevisionChange = EventRevision["change"];

/** Adds a step to an event's history; `previous` keeps the fields it replaced. */
export async function insertRevision(
  sql: SqlSession,
  userId: string,
  revision: {
    readonly eventId: string;
    readonly change: RevisionChange;
    readonly emailId: string | null;
    readonly summary: string;
    readonly previous?: CalendarEvent | null;
  },
): Promise<void> {
  await sql.query(
    `insert into calendar_event_revision (id, event_id, user_id, change, email_id, summary, previous)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      crypto.randomUUID(),
      revision.eventId,
      userId,
      revision.change,
      revision.emailId,
      revision.summary,
      revision.previous === undefined || revision.previous === null
        ? null
        : JSON.stringify(revision.previous),
    ],
  );
}

interface RevisionRow {
  readonly id: string;
  readonly event_id: string;
  readonly change: RevisionChange;
  readonly email_id: string | null;
  readonly summary: string;
  readonly at: Date | string;
}

/** An event's history, oldest first (the caller has checked the event is the user's). */
export async function eventHistory(
  sql: SqlSession,
  userId: string,
  eventId: string,
): Promise<ReadonlyArray<EventRevision>> {
  const rows = await sql.query<RevisionRow>(
    `select id::text as id, event_id::text as event_id, change, email_id::text as email_id,
       summary, at
     from calendar_event_revision where user_id = $1 and event_id = $2
     order by at, id`,
    [userId, eventId],
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    change: row.change,
    emailId: row.email_id,
    summary: row.summary,
    at: isoOf(row.at),
  }));
}

const partsIn = (instant: string, zone: string, allDay: boolean) => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: readableZone(zone),
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(allDay ? {} : { hour: "2-digit", minute: "2-digit", hourCycle: "h23" as const }),
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  const day = `${part("weekday")} ${part("day")} ${part("month")}`;
  return allDay ? day : `${day} ${part("hour")}:${part("minute")}`;
};

/**
 * When an event happens, for a history line: "Sat 14 Mar 09:00", or
 * "Sat 14 Mar" for an all-day event. `startsAt` is a wire time: a date for
 * all-day events, read at local noon so no zone shifts its day.
 */
export const describeWhen = (event: Pick<CalendarEvent, "startsAt" | "allDay" | "timezone">) =>
  event.allDay
    ? partsIn(`${event.startsAt}T12:00:00Z`, "UTC", true)
    : partsIn(event.startsAt, event.timezone, false);

/** What an edit changed, for its history line: "Moved from … to …", or the fields named. */
export function describeChange(before: CalendarEvent, after: CalendarEvent): string {
  const moved =
    before.startsAt !== after.startsAt ||
    before.endsAt !== after.endsAt ||
    before.allDay !== after.allDay;
  const fields: Array<string> = [];
  if (before.title !== after.title) fields.push("title");
  if (before.location !== after.location) fields.push("location");
  if (before.description !== after.description) fields.push("description");
  if (before.status !== after.status) fields.push(`status (${after.status})`);
  if (before.familyMemberIds.join() !== after.familyMemberIds.join()) fields.push("members");
  const parts: Array<string> = [];
  if (moved) parts.push(`Moved from ${describeWhen(before)} to ${describeWhen(after)}`);
  if (fields.length > 0) parts.push(`${moved ? "changed" : "Changed"} ${fields.join(", ")}`);
  return parts.length === 0 ? "No change" : parts.join("; ");
}
