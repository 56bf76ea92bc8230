import { randomBytes } from "node:crypto";
import type { SqlSession } from "../../db/Database";

export interface CalendarFeedRow {
  readonly token: string;
  readonly created_at: Date | string;
  readonly last_fetched_at: Date | string | null;
}

const columns = "token, created_at, last_fetched_at";

/** A feed secret: 32 random bytes, base64url (43 characters). */
export const newFeedToken = (): string => randomBytes(32).toString("base64url");

export const isFeedToken = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);

/**
 * The user's feed, made the first time it is asked for; undefined when the
 * user has turned it off (it stays off until they turn it on again).
 */
export async function feedOf(
  sql: SqlSession,
  userId: string,
): Promise<CalendarFeedRow | undefined> {
  await sql.query(
    "insert into calendar_feed (user_id, token) values ($1, $2) on conflict (user_id) do nothing",
    [userId, newFeedToken()],
  );
  const rows = await sql.query<CalendarFeedRow>(
    `select ${columns} from calendar_feed where user_id = $1 and token is not null`,
    [userId],
  );
  return rows[0];
}

/** A new secret for the user's feed (turning it on if it was off); the old one stops working. */
export async function rotateFeed(sql: SqlSession, userId: string): Promise<CalendarFeedRow> {
  const rows = await sql.query<CalendarFeedRow>(
    `insert into calendar_feed (user_id, token) values ($1, $2)
     on conflict (user_id) do update
       set token = excluded.token, created_at = now(), last_fetched_at = null
     returning ${columns}`,
    [userId, newFeedToken()],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("The calendar feed upsert returned no row");
  return row;
}

/** Turns the feed off; undefined when it was not on. */
export async function revokeFeed(
  sql: SqlSession,
  userId: string,
): Promise<CalendarFeedRow | undefined> {
  const rows = await sql.query<CalendarFeedRow>(
    `update calendar_feed as feed set token = null
     from calendar_feed as before
     where feed.user_id = $1 and before.user_id = feed.user_id and feed.token is not null
     returning before.token, before.created_at, before.last_fetched_at`,
    [userId],
  );
  return rows[0];
}

/** Whose feed a secret opens, if anyone's; a calendar app's read is remembered. */
export async function feedOwner(sql: SqlSession, token: string): Promise<string | undefined> {
  const rows = await sql.query<{ user_id: string }>(
    `update calendar_feed set last_fetched_at = now() where token = $1
     returning user_id::text as user_id`,
    [token],
  );
  return rows[0]?.user_id;
}
