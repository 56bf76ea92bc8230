/**
 * How a change e-mail's event finds the event it changes: by calendar UID,
 * then where a move says the event was (its `replaces`), then by title
 * among events near the new date.
 */
import type { EventStatus } from "../../../api/CalendarEvent";
import type { SqlSession } from "../../db/Database";
import { dateIn, isDate, readableZone, startOfDay } from "../../product/events/time";
import type { ExtractedEvent, ReplacedTime } from "../extract/types";
import { isValidTimeZone } from "../extract/zone";
import { sameEventOverlap, titleOverlap } from "./matching";

/** Whose calendar is searched, and who sent the message. */
export interface TargetContext {
  readonly userId: string;
  readonly sender: string;
  readonly timezone: string;
}

export interface Candidate {
  readonly id: string;
  readonly title: string;
  readonly starts_at: Date | string;
  readonly all_day: boolean;
  readonly status: EventStatus;
  readonly uid: string | null;
  readonly sequence: number | null;
  readonly source_sender: string | null;
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** How far from the time a move replaces a timed event may start and still be the one it moves. */
const replacedSlackMs = 2 * hourMs;

async function byUid(
  sql: SqlSession,
  userId: string,
  uid: string,
): Promise<ReadonlyArray<Candidate>> {
  return sql.query<Candidate>(
    `select id::text as id, title, starts_at, all_day, status, uid, sequence, source_sender
     from calendar_event where user_id = $1 and uid = $2 and deleted_at is null
     order by starts_at, id`,
    [userId, uid],
  );
}

/** Events near `around` that a change e-mail could mean, not dismissed. */
export async function nearby(
  sql: SqlSession,
  userId: string,
  around: number,
  days: number,
): Promise<ReadonlyArray<Candidate>> {
  return sql.query<Candidate>(
    `select id::text as id, title, starts_at, all_day, status, uid, sequence, source_sender
     from calendar_event
     where user_id = $1 and status <> 'dismissed' and deleted_at is null
       and starts_at between $2::timestamptz - make_interval(days => $3)
                         and $2::timestamptz + make_interval(days => $3)
     order by starts_at, id
     limit 500`,
    [userId, new Date(around).toISOString(), days],
  );
}

const timeOf = (value: Date | string) => new Date(value).getTime();

/**
 * Where a move says its event was: the day it names (from its first
 * instant to the next day's), or a couple of hours either side of the time
 * it names, reaching back to that day's start for an all-day event.
 */
function replacedWindow(
  replaces: ReplacedTime,
  zone: string,
): { readonly at: number; readonly from: number; readonly to: number } | null {
  if (replaces.allDay) {
    if (!isDate(replaces.start)) return null;
    const at = startOfDay(replaces.start, zone).getTime();
    const nextDay = dateIn(new Date(at + dayMs + 2 * hourMs), zone);
    return { at, from: at, to: startOfDay(nextDay, zone).getTime() };
  }
  const at = Date.parse(replaces.start);
  if (Number.isNaN(at)) return null;
  const dayStart = startOfDay(dateIn(new Date(at), zone), zone).getTime();
  return { at, from: Math.min(dayStart, at - replacedSlackMs), to: at + replacedSlackMs };
}

/**
 * The event a move means, found where the message says it was (same
 * user, not dismissed or cancelled, inside `replacedWindow`), best title
 * first, the same original sender's on a tie, then the closest.
 */
async function byReplacedStart(
  sql: SqlSession,
  context: TargetContext,
  event: ExtractedEvent,
  replaces: ReplacedTime,
): Promise<Candidate | undefined> {
  const zone = readableZone(isValidTimeZone(event.timezone) ? event.timezone : context.timezone);
  const window = replacedWindow(replaces, zone);
  if (window === null) return undefined;
  const rows = await sql.query<Candidate>(
    `select id::text as id, title, starts_at, all_day, status, uid, sequence, source_sender
     from calendar_event
     where user_id = $1 and status not in ('dismissed', 'cancelled') and deleted_at is null
       and starts_at >= $2::timestamptz and starts_at < $3::timestamptz
     order by starts_at, id
     limit 100`,
    [context.userId, new Date(window.from).toISOString(), new Date(window.to).toISOString()],
  );
  let best: { row: Candidate; score: number } | undefined;
  for (const row of rows) {
    const distance = Math.abs(timeOf(row.starts_at) - window.at);
    // A timed move reaches an all-day event on its day, not a timed one hours away.
    if (!replaces.allDay && !row.all_day && distance > replacedSlackMs) continue;
    const overlap = titleOverlap(event.title, row.title);
    if (overlap < sameEventOverlap) continue;
    const sameSender = row.source_sender !== null && row.source_sender === context.sender;
    const score = overlap + (sameSender ? 0.25 : 0) - distance / dayMs / 100;
    if (best === undefined || score > best.score) best = { row, score };
  }
  return best?.row;
}

/**
 * The event a change e-mail means: by UID when it carries one (the
 * occurrence starting at the same time for a series, else the nearest),
 * else by title among events near its date, the same original sender's
 * first, then anyone's.
 */
export async function findTarget(
  sql: SqlSession,
  context: TargetContext,
  event: ExtractedEvent,
  start: number,
): Promise<{ readonly row: Candidate; readonly byUid: boolean } | undefined> {
  // A move that names where the event was (the CLI's "replaces") is looked for there first.
  const replaces = event.change === "update" ? event.replaces : null;
  if (event.uid !== null) {
    const same = await byUid(sql, context.userId, event.uid);
    if (same.length > 0) {
      const zone = readableZone(event.timezone);
      const replaced = replaces === null ? null : replacedWindow(replaces, zone);
      const exact =
        same.find((row) => replaced !== null && timeOf(row.starts_at) === replaced.at) ??
        same.find((row) => timeOf(row.starts_at) === start);
      const nearest =
        exact ??
        (event.recurrence !== null
          ? undefined
          : [...same].sort(
              (a, b) =>
                Math.abs(timeOf(a.starts_at) - start) - Math.abs(timeOf(b.starts_at) - start),
            )[0]);
      return nearest === undefined ? undefined : { row: nearest, byUid: true };
    }
  }
  if (event.change === "new") return undefined;
  if (replaces !== null) {
    const moved = await byReplacedStart(sql, context, event, replaces);
    if (moved !== undefined) return { row: moved, byUid: false };
  }
  // A move names the new date, which can be a couple of weeks from the old one.
  const rows = await nearby(sql, context.userId, start, event.change === "cancel" ? 7 : 21);
  let best: { row: Candidate; score: number } | undefined;
  for (const row of rows) {
    if (event.change === "update" && row.status === "cancelled") continue;
    const overlap = titleOverlap(event.title, row.title);
    if (overlap < sameEventOverlap) continue;
    const sameSender = row.source_sender !== null && row.source_sender === context.sender;
    // Closer in time wins a tie; a day apart weighs less than a shared word.
    const score =
      overlap + (sameSender ? 0.25 : 0) - Math.abs(timeOf(row.starts_at) - start) / dayMs / 100;
    if (best === undefined || score > best.score) best = { row, score };
  }
  return best === undefined ? undefined : { row: best.row, byUid: false };
}
