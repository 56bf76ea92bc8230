import type { CalendarEvent, EventStatus } from "../../../api/CalendarEvent";
import type { SqlSession } from "../../db/Database";
import {
  type EventFields,
  findEvent,
  insertEvent,
  replaceEventMembers,
  toCalendarEvent,
  updateEventFields,
} from "../../product/events/repo";
import { describeChange, describeWhen, insertRevision } from "../../product/events/revisions";
import { isDate, readableZone, startOfDay } from "../../product/events/time";
import type { ExtractedEvent } from "../extract/types";
import { isValidTimeZone } from "../extract/zone";
import { changedFields, placeNamed } from "./changeFields";
import { recordChange } from "./live";
import { type MemberForms, membersFound } from "./memberNames";
import { findTarget, nearby } from "./targets";

/** What an e-mail's events did to the calendar. */
export interface Applied {
  readonly created: number;
  readonly updated: number;
  readonly cancelled: number;
  /** Events already on the calendar as the e-mail says (a re-delivery). */
  readonly unchanged: number;
  /** Cancellations that found no event to cancel. */
  readonly unmatchedCancels: number;
}

export interface ApplyContext {
  readonly userId: string;
  readonly emailId: string;
  readonly sender: string;
  readonly timezone: string;
  readonly autoConfirm: boolean;
  /** The forms the user's family goes by, and whose each is. */
  readonly family: MemberForms;
}

const clean = (text: string, max: number) => text.replaceAll("\u0000", "").trim().slice(0, max);

const hourMs = 3_600_000;

/**
 * The extracted event as stored fields, or null when its times cannot be
 * read. A missing or backwards end becomes an hour (timed) or a day
 * (all-day) after the start.
 */
export function fieldsOf(event: ExtractedEvent, fallbackZone: string, status: EventStatus) {
  const timezone = isValidTimeZone(event.timezone) ? event.timezone : fallbackZone;
  const zone = readableZone(timezone);
  let startsAt = event.start;
  let endsAt = event.end;
  if (event.allDay) {
    if (!isDate(startsAt)) return null;
    const start = startOfDay(startsAt, zone).getTime();
    if (!isDate(endsAt) || startOfDay(endsAt, zone).getTime() <= start) {
      const next = new Date(`${startsAt}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      endsAt = next.toISOString().slice(0, 10);
    }
  } else {
    const start = Date.parse(startsAt);
    if (Number.isNaN(start)) return null;
    startsAt = new Date(start).toISOString();
    const end = Date.parse(endsAt);
    endsAt = new Date(Number.isNaN(end) || end < start ? start + hourMs : end).toISOString();
  }
  const year = Number((event.allDay ? startsAt : new Date(startsAt).toISOString()).slice(0, 4));
  if (year < 1000 || year > 9999) return null;
  const fields: EventFields = {
    title: clean(event.title, 200) || "Event",
    description: clean(event.description, 5000),
    startsAt,
    endsAt,
    allDay: event.allDay,
    timezone,
    // "…, because the hall is needed for …" is the sentence going on, not a place.
    location: placeNamed(clean(event.location, 300)),
    status,
  };
  return fields;
}

/** The instant an extracted event starts (local midnight for an all-day one). */
const startInstant = (fields: EventFields) =>
  fields.allDay
    ? startOfDay(fields.startsAt, readableZone(fields.timezone)).getTime()
    : Date.parse(fields.startsAt);

const membersOf = (context: ApplyContext, names: ReadonlyArray<string>) =>
  membersFound(context.family, names);

const sameFields = (current: CalendarEvent, fields: EventFields) =>
  current.title === fields.title &&
  current.startsAt === fields.startsAt &&
  current.endsAt === fields.endsAt &&
  current.allDay === fields.allDay &&
  current.location === fields.location;

/**
 * Applies one e-mail's events inside its finishing transaction: new ones
 * are added, changes update or cancel the event they mean, each with a
 * history line and a live change.
 */
export async function applyEvents(
  sql: SqlSession,
  context: ApplyContext,
  events: ReadonlyArray<ExtractedEvent>,
): Promise<Applied> {
  const tally = { created: 0, updated: 0, cancelled: 0, unchanged: 0, unmatchedCancels: 0 };
  const newStatus: EventStatus = context.autoConfirm ? "confirmed" : "suggested";
  for (const event of events) {
    const fields = fieldsOf(event, context.timezone, newStatus);
    if (fields === null) continue;
    const start = startInstant(fields);
    const found = await findTarget(sql, context, event, start);
    const target = found?.row;
    const members = membersOf(context, event.members);
    if (target === undefined) {
      if (event.change === "cancel") {
        tally.unmatchedCancels += 1;
        continue;
      }
      // The same event from an earlier e-mail (or a second delivery of this one).
      const twin = (await nearby(sql, context.userId, start, 0)).find(
        (row) =>
          row.title.toLowerCase() === fields.title.toLowerCase() && row.status !== "cancelled",
      );
      if (twin !== undefined) {
        tally.unchanged += 1;
        continue;
      }
      const created = await insertEvent(sql, context.userId, {
        ...fields,
        sourceEmailId: context.emailId,
        familyMemberIds: members,
      });
      await sql.query(
        "update calendar_event set uid = $2, sequence = $3, source_sender = $4 where id = $1",
        [created.id, event.uid, event.sequence, context.sender],
      );
      await insertRevision(sql, context.userId, {
        eventId: created.id,
        change: "created",
        emailId: context.emailId,
        summary: `Found for ${describeWhen(created)}`,
      });
      await recordChange(sql, context.userId, { kind: "event", id: created.id, action: "created" });
      tally.created += 1;
      continue;
    }
    const row = await findEvent(sql, context.userId, target.id, { lock: true });
    if (row === undefined) continue;
    const current = toCalendarEvent(row);
    // An older SEQUENCE than the one applied is a late, stale copy.
    if (event.sequence !== null && target.sequence !== null && event.sequence < target.sequence) {
      tally.unchanged += 1;
      continue;
    }
    if (event.change === "cancel") {
      if (current.status === "cancelled") {
        tally.unchanged += 1;
        continue;
      }
      await updateEventFields(sql, context.userId, current.id, { ...current, status: "cancelled" });
      await sql.query("update calendar_event set sequence = coalesce($2, sequence) where id = $1", [
        current.id,
        event.sequence,
      ]);
      await insertRevision(sql, context.userId, {
        eventId: current.id,
        change: "cancelled",
        emailId: context.emailId,
        summary: `Cancelled (was ${describeWhen(current)})`,
        previous: current,
      });
      await recordChange(sql, context.userId, { kind: "event", id: current.id, action: "updated" });
      tally.cancelled += 1;
      continue;
    }
    // A mail update keeps the user's decision (suggested, confirmed or
    // dismissed); one that brings back a cancelled event makes it a suggestion.
    const status: EventStatus = current.status === "cancelled" ? newStatus : current.status;
    const next = changedFields(current, fields, found?.byUid === true, status);
    if (sameFields(current, next) && current.status !== "cancelled") {
      tally.unchanged += 1;
      continue;
    }
    await updateEventFields(sql, context.userId, current.id, next);
    await sql.query(
      "update calendar_event set uid = coalesce(uid, $2), sequence = coalesce($3, sequence) where id = $1",
      [current.id, event.uid, event.sequence],
    );
    if (members.length > 0) {
      await replaceEventMembers(sql, current.id, [
        ...new Set([...current.familyMemberIds, ...members]),
      ]);
    }
    const after = await findEvent(sql, context.userId, current.id);
    await insertRevision(sql, context.userId, {
      eventId: current.id,
      change: "updated",
      emailId: context.emailId,
      summary: after === undefined ? "Updated" : describeChange(current, toCalendarEvent(after)),
      previous: current,
    });
    await recordChange(sql, context.userId, { kind: "event", id: current.id, action: "updated" });
    tally.updated += 1;
  }
  return tally;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The e-mail's status after its events were applied, with the reason shown beside it. */
export function emailOutcome(
  applied: Applied,
  found: number,
): { readonly status: "processed" | "ignored"; readonly reason: string } {
  const parts: Array<string> = [];
  if (applied.created > 0) parts.push(plural(applied.created, "event found", "events found"));
  if (applied.updated > 0) parts.push(plural(applied.updated, "event updated", "events updated"));
  if (applied.cancelled > 0)
    parts.push(plural(applied.cancelled, "event cancelled", "events cancelled"));
  if (parts.length > 0) return { status: "processed", reason: parts.join(", ") };
  if (applied.unmatchedCancels > 0)
    return { status: "processed", reason: "Cancellation for an event not on the calendar" };
  if (applied.unchanged > 0)
    return { status: "processed", reason: "Events already on the calendar" };
  return { status: "ignored", reason: found === 0 ? "No events found" : "No readable event dates" };
}
