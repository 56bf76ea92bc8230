import { randomBytes } from "node:crypto";
import type { SqlSession } from "../../db/Database";

export interface CalendarFeedRow {
  readonly token: string;
  readonly created_at: Date | string;
}

/** A feed secret: 32 random bytes, base64url (43 characters). */
export const newFeedToken = (): string => randomBytes(32).toString("base64url");

export const isFeedToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);

/** The user's feed, made the first time it is asked for. */
export async function feedOf(sql: SqlSession, userId: string): Promise<CalendarFeedRow> {
  await sql.query(
    "insert into calendar_feed (user_id, token) values ($1, $2) on conflict (user_id) do nothing",
    [userId, newFeedToken()],
  );
  const rows = await sql.query<CalendarFeedRow>(
    "select token, created_at from calendar_feed where user_id = $1",
    [userId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("The calendar feed could not be read back");
  return row;
}

/** A new secret for the user's feed; the old one stops working. */
export async function rotateFeed(sql: SqlSession, userId: string): Promise<CalendarFeedRow> {
  const rows = await sql.query<CalendarFeedRow>(
    `insert into calendar_feed (user_id, token) values ($1, $2)
     on conflict (user_id) do update set token = excluded.token, created_at = now()
     returning token, created_at`,
    [userId, newFeedToken()],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("The calendar feed upsert returned no row");
  return row;
}

/** Turns the feed off; undefined when there was none. */
export async function revokeFeed(
  sql: SqlSession,
  userId: string,
): Promise<CalendarFeedRow | undefined> {
  const rows = await sql.query<CalendarFeedRow>(
    "delete from calendar_feed where user_id = $1 returning token, created_at",
    [userId],
  );
  return rows[0];
}

/** Whose feed a secret opens, if anyone's. */
export async function feedOwner(sql: SqlSession, token: string): Promise<string | undefined> {
  const rows = await sql.query<{ user_id: string }>(
    "select user_id::text as user_id from calendar_feed where token = $1",
    [token],
  );
  return rows[0]?.user_id;
}
