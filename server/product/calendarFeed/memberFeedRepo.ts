import type { SqlSession } from "../../db/Database";
import { type CalendarFeedRow, newFeedToken } from "./repo";

/**
 * A family member's own feed (issue 13), kept as the family's is
 * (calendar_feed): made the first time it is asked for, a null token while
 * turned off, a new token on rotation. Every call names the user too, so
 * another user's member is never reached.
 */

export interface MemberFeedRow extends CalendarFeedRow {
  readonly family_member_id: string;
}

const columns = "family_member_id::text as family_member_id, token, created_at, last_fetched_at";

/** Whether the user has this member (the id already UUID-shaped). */
async function ownsMember(sql: SqlSession, userId: string, memberId: string): Promise<boolean> {
  const rows = await sql.query<{ id: string }>(
    "select id::text as id from family_member where user_id = $1 and id = $2",
    [userId, memberId],
  );
  return rows.length > 0;
}

export type MemberFeedAnswer = MemberFeedRow | "no member" | "off";

/** The member's feed, made the first time; "off" once turned off, "no member" for someone else's. */
export async function memberFeedOf(
  sql: SqlSession,
  userId: string,
  memberId: string,
): Promise<MemberFeedAnswer> {
  if (!(await ownsMember(sql, userId, memberId))) return "no member";
  await sql.query(
    `insert into member_calendar_feed (family_member_id, user_id, token) values ($1, $2, $3)
     on conflict (family_member_id) do nothing`,
    [memberId, userId, newFeedToken()],
  );
  const rows = await sql.query<MemberFeedRow>(
    `select ${columns} from member_calendar_feed where family_member_id = $1 and token is not null`,
    [memberId],
  );
  return rows[0] ?? "off";
}

/** A new secret for the member's feed, turning it on if it was off; undefined for no such member. */
export async function rotateMemberFeed(
  sql: SqlSession,
  userId: string,
  memberId: string,
): Promise<MemberFeedRow | undefined> {
  if (!(await ownsMember(sql, userId, memberId))) return undefined;
  const rows = await sql.query<MemberFeedRow>(
    `insert into member_calendar_feed (family_member_id, user_id, token) values ($1, $2, $3)
     on conflict (family_member_id) do update
       set token = excluded.token, created_at = now(), last_fetched_at = null
     returning ${columns}`,
    [memberId, userId, newFeedToken()],
  );
  return rows[0];
}

/** Turns the member's feed off; undefined when it was not on (or no such member). */
export async function revokeMemberFeed(
  sql: SqlSession,
  userId: string,
  memberId: string,
): Promise<MemberFeedRow | undefined> {
  const rows = await sql.query<MemberFeedRow>(
    `update member_calendar_feed as feed set token = null
     from member_calendar_feed as before
     where feed.family_member_id = $1 and feed.user_id = $2
       and before.family_member_id = feed.family_member_id and feed.token is not null
     returning before.family_member_id::text as family_member_id, before.token,
       before.created_at, before.last_fetched_at`,
    [memberId, userId],
  );
  return rows[0];
}

/** Whose member feed a secret opens, if anyone's; a calendar app's read is remembered. */
export async function memberFeedOwner(
  sql: SqlSession,
  token: string,
): Promise<{ readonly userId: string; readonly memberId: string } | undefined> {
  const rows = await sql.query<{ user_id: string; family_member_id: string }>(
    `update member_calendar_feed set last_fetched_at = now() where token = $1
     returning user_id::text as user_id, family_member_id::text as family_member_id`,
    [token],
  );
  const row = rows[0];
  return row === undefined ? undefined : { userId: row.user_id, memberId: row.family_member_id };
}
