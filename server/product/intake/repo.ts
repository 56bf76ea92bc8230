import { randomBytes } from "node:crypto";
import type { SenderReview } from "../../../api/Intake";
import type { SqlSession } from "../../db/Database";
import { isoOf } from "../shared";

export interface ForwardingAddressRow {
  readonly slug: string;
  readonly created_at: Date | string;
}

const base32 = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * A forwarding address's local part: 16 characters of lower-case base32
 * from 10 random bytes (80 bits), so it cannot be guessed or enumerated.
 */
export const newSlug = (): string => {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let slug = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      slug += base32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return slug;
};

const slugPattern = /^[a-z2-7]{16}$/;

/** The slug of `address` when it is on the mail domain and shaped like one of ours. */
export const slugOf = (address: string, mailDomain: string): string | null => {
  const at = address.lastIndexOf("@");
  if (at < 0) return null;
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1).toLowerCase();
  return domain === mailDomain.toLowerCase() && slugPattern.test(local) ? local : null;
};

/** The user's live forwarding address, made the first time it is asked for. */
export async function forwardingAddressOf(
  sql: SqlSession,
  userId: string,
): Promise<ForwardingAddressRow> {
  await sql.query(
    `insert into forwarding_address (slug, user_id) values ($1, $2)
     on conflict (user_id) where retired_at is null do nothing`,
    [newSlug(), userId],
  );
  const rows = await sql.query<ForwardingAddressRow>(
    "select slug, created_at from forwarding_address where user_id = $1 and retired_at is null",
    [userId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("The forwarding address could not be read back");
  return row;
}

/** Retires the live address (it refuses mail from now on) and makes a new one. */
export async function rotateForwardingAddress(
  sql: SqlSession,
  userId: string,
): Promise<ForwardingAddressRow> {
  await sql.query(
    "update forwarding_address set retired_at = now() where user_id = $1 and retired_at is null",
    [userId],
  );
  const rows = await sql.query<ForwardingAddressRow>(
    "insert into forwarding_address (slug, user_id) values ($1, $2) returning slug, created_at",
    [newSlug(), userId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("The new forwarding address was not returned");
  return row;
}

/** Who a live forwarding address belongs to, by slug. */
export async function ownersOf(
  sql: SqlSession,
  slugs: ReadonlyArray<string>,
): Promise<ReadonlyMap<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await sql.query<{ slug: string; user_id: string }>(
    `select slug, user_id::text as user_id from forwarding_address
     where slug = any($1::text[]) and retired_at is null`,
    [slugs],
  );
  return new Map(rows.map((row) => [row.slug, row.user_id]));
}

interface ReviewRow {
  readonly sender: string;
  readonly name: string | null;
  readonly first_seen_at: Date | string;
  readonly email_ids: ReadonlyArray<string>;
  readonly latest_subject: string | null;
}

/** Senders whose mail waits for the user's decision, the longest-waiting first. */
export async function sendersInReview(
  sql: SqlSession,
  userId: string,
): Promise<ReadonlyArray<SenderReview>> {
  const rows = await sql.query<ReviewRow>(
    `select sender,
       (array_agg(sender_name order by received_at desc) filter (where sender_name is not null))[1]
         as name,
       min(received_at) as first_seen_at,
       array_agg(id::text order by received_at, id) as email_ids,
       (array_agg(subject order by received_at desc))[1] as latest_subject
     from inbound_message
     where user_id = $1 and state = 'held' and sender is not null
     group by sender
     order by min(received_at), sender`,
    [userId],
  );
  return rows.map((row) => ({
    sender: row.sender,
    name: row.name,
    firstSeenAt: isoOf(row.first_seen_at),
    emailIds: row.email_ids,
    latestSubject: row.latest_subject ?? "",
  }));
}

/**
 * Releases the sender's waiting mail: queued again for processing (approve)
 * or finished as ignored (block). Returns the e-mail ids it touched, none
 * when nothing waited.
 */
export async function releaseHeld(
  sql: SqlSession,
  userId: string,
  sender: string,
  decision: "approve" | "block",
): Promise<ReadonlyArray<string>> {
  const rows = await sql.query<{ id: string }>(
    decision === "approve"
      ? `update inbound_message
         set state = 'queued', attempts = 0, next_attempt_at = now(), last_error = null
         where user_id = $1 and state = 'held' and sender = $2
         returning id::text as id`
      : `update inbound_message set state = 'done', last_error = 'Blocked sender'
         where user_id = $1 and state = 'held' and sender = $2
         returning id::text as id`,
    [userId, sender],
  );
  const ids = rows.map((row) => row.id).sort();
  if (ids.length === 0) return ids;
  await sql.query(
    `update email set status = $3, status_reason = $4, updated_at = now()
     where user_id = $1 and id = any($2::uuid[])`,
    decision === "approve"
      ? [userId, ids, "received", null]
      : [userId, ids, "ignored", "Blocked sender"],
  );
  return ids;
}

/** Records a block: later mail from the sender is stored and ignored. */
export async function blockSender(sql: SqlSession, userId: string, sender: string): Promise<void> {
  await sql.query(
    "insert into blocked_sender (user_id, sender) values ($1, $2) on conflict do nothing",
    [userId, sender],
  );
}

/** Forgets a block (the user approved the sender after all). */
export async function unblockSender(
  sql: SqlSession,
  userId: string,
  sender: string,
): Promise<void> {
  await sql.query("delete from blocked_sender where user_id = $1 and sender = $2", [
    userId,
    sender,
  ]);
}

export async function isBlocked(sql: SqlSession, userId: string, sender: string): Promise<boolean> {
  const rows = await sql.query<{ one: number }>(
    "select 1 as one from blocked_sender where user_id = $1 and sender = $2",
    [userId, sender],
  );
  return rows.length > 0;
}
