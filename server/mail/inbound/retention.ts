import type { SqlSession } from "../../db/Database";
import { recordChange } from "./live";

/** Days a raw message (attachments included) is kept after it arrived. */
export const rawMailRetentionDays = 30;

/** Why a message still waiting when its raw copy is deleted will never be read. */
export const expiredReason = {
  held: `Not approved within ${rawMailRetentionDays} days: the original message is deleted`,
  limited: `Not processed within ${rawMailRetentionDays} days: the original message is deleted`,
} as const;

/**
 * Deletes the raw copy of every message that arrived more than
 * `rawMailRetentionDays` before `now` (the intake's clock; a test passes a
 * simulated one). The e-mail's parsed text and its events stay. A message
 * still waiting then (for the sender's approval, or for room in the plan)
 * can no longer be read: it is finished, and its e-mail says why. Messages
 * being processed are left for the next sweep. Answers how many it deleted.
 */
export async function deleteExpiredRawMail(sql: SqlSession, now: Date): Promise<number> {
  const rows = await sql.query<{ id: string; user_id: string; state: string }>(
    `update inbound_message m
     set raw = null, raw_deleted_at = $1::timestamptz,
         state = case when m.state in ('held', 'limited') then 'done' else m.state end,
         last_error = case when m.state in ('held', 'limited') then $3 else m.last_error end
     from (select id, state as was from inbound_message
           where raw is not null
             and received_at < $1::timestamptz - make_interval(days => $2::int)
             and state in ('done', 'failed', 'held', 'limited')
           for update skip locked) expired
     where m.id = expired.id
     returning m.id::text as id, m.user_id::text as user_id, expired.was as state`,
    [now.toISOString(), rawMailRetentionDays, "Original message deleted after 30 days"],
  );
  for (const row of rows) {
    if (row.state !== "held" && row.state !== "limited") continue;
    await sql.query(
      `update email set status = 'ignored', status_reason = $3, updated_at = now()
       where id = $1 and user_id = $2`,
      [row.id, row.user_id, expiredReason[row.state]],
    );
    await recordChange(sql, row.user_id, { kind: "email", id: row.id, action: "updated" });
  }
  return rows.length;
}
