import type { SqlSession } from "../../db/Database";
import { recordChange } from "../../mail/inbound/live";

export interface RemovedEmail {
  readonly id: string;
  readonly removedEventIds: ReadonlyArray<string>;
}

/**
 * Deletes one of the user's e-mails: the e-mail row (its text, HTML and the
 * list of its attachments) and every raw copy of the message in the intake
 * queue (the raw message is where the attachments themselves are), repeat
 * deliveries of the same Message-ID included. Its events are deleted too
 * when `withEvents`; otherwise they stay, no longer linked to an e-mail
 * (the foreign key sets their source to null). Undefined when the user has
 * no such e-mail, and then nothing changes.
 */
export async function removeEmail(
  sql: SqlSession,
  userId: string,
  id: string,
  withEvents: boolean,
): Promise<RemovedEmail | undefined> {
  const found = await sql.query<{ id: string }>(
    "select id::text as id from email where user_id = $1 and id = $2 for update",
    [userId, id],
  );
  if (found.length === 0) return undefined;
  const events = withEvents
    ? await sql.query<{ id: string }>(
        `delete from calendar_event where user_id = $1 and source_email_id = $2
         returning id::text as id`,
        [userId, id],
      )
    : [];
  await sql.query(
    `delete from inbound_message
     where user_id = $1
       and (id = $2 or email_id = $2
            or message_id in (select message_id from inbound_message
                              where user_id = $1 and (id = $2 or email_id = $2)
                                and message_id is not null))`,
    [userId, id],
  );
  await sql.query("delete from email where user_id = $1 and id = $2", [userId, id]);
  const removedEventIds = events.map((event) => event.id).sort();
  await recordChange(sql, userId, { kind: "email", id, action: "deleted" });
  for (const eventId of removedEventIds) {
    await recordChange(sql, userId, { kind: "event", id: eventId, action: "deleted" });
  }
  return { id, removedEventIds };
}
