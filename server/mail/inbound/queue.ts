import type { SqlSession } from "../../db/Database";
import { onFamilySql } from "../../entitlements/Entitlements";

/**
 * The inbound queue's SQL. A message is claimed in a short transaction of
 * its own (FOR UPDATE SKIP LOCKED, so workers in several processes never
 * take the same row) and finished in another that first checks the claim
 * is still this worker's: a worker that ran past `staleClaimSeconds` and
 * lost its claim to another cannot finish the message a second time.
 * Family mail is claimed before Free mail (the plan's priority processing).
 */

/** A claim older than this is taken to belong to a process that died. */
export const staleClaimSeconds = 120;

/** Attempts before a message is given up as failed. */
export const maxAttempts = 3;

/** Seconds to wait before the second and the third attempt. */
export const retryDelaysSeconds: ReadonlyArray<number> = [5, 30, 120];

export interface NewInbound {
  readonly id: string;
  readonly userId: string;
  readonly recipient: string;
  readonly envelopeFrom: string | null;
  readonly raw: Uint8Array;
}

/** Stores accepted messages, one row per recipient user. */
export async function enqueue(sql: SqlSession, messages: ReadonlyArray<NewInbound>): Promise<void> {
  for (const message of messages) {
    await sql.query(
      `insert into inbound_message (id, user_id, recipient, envelope_from, raw, size)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        message.id,
        message.userId,
        message.recipient,
        message.envelopeFrom,
        Buffer.from(message.raw.buffer, message.raw.byteOffset, message.raw.byteLength),
        message.raw.byteLength,
      ],
    );
  }
}

export interface ClaimedMessage {
  readonly id: string;
  readonly user_id: string;
  readonly recipient: string;
  readonly envelope_from: string | null;
  readonly raw: Uint8Array;
  readonly attempts: number;
  readonly received_at: Date | string;
  readonly claim_token: string;
}

/** Claims the next due message for `worker`, or none. */
export async function claimNext(
  sql: SqlSession,
  worker: string,
): Promise<ClaimedMessage | undefined> {
  const rows = await sql.query<ClaimedMessage>(
    `update inbound_message m
     set state = 'processing', claimed_at = now(), claim_token = $1, claimed_by = $2,
         attempts = m.attempts + 1
     where m.id = (
       select id from inbound_message
       where (state = 'queued' and next_attempt_at <= now())
          or (state = 'processing' and claimed_at < now() - make_interval(secs => $3))
       order by (${onFamilySql("inbound_message.user_id")}) desc, next_attempt_at, received_at, id
       limit 1
       for update skip locked
     )
     returning m.id::text as id, m.user_id::text as user_id, m.recipient, m.envelope_from,
       m.raw, m.attempts, m.received_at, m.claim_token::text as claim_token`,
    [crypto.randomUUID(), worker, staleClaimSeconds],
  );
  return rows[0];
}

/**
 * Locks the message for finishing; false when the claim is no longer this
 * one (taken over, or finished already), and nothing must be written.
 */
export async function holdsClaim(
  sql: SqlSession,
  message: Pick<ClaimedMessage, "id" | "claim_token">,
): Promise<boolean> {
  const rows = await sql.query<{ state: string; claim_token: string | null }>(
    "select state, claim_token::text as claim_token from inbound_message where id = $1 for update",
    [message.id],
  );
  const row = rows[0];
  return row?.state === "processing" && row.claim_token === message.claim_token;
}

export interface Outcome {
  readonly state: "done" | "held" | "limited" | "failed";
  readonly worker: string;
  readonly emailId: string | null;
  readonly messageId: string | null;
  readonly sender: string | null;
  readonly senderName: string | null;
  readonly subject: string | null;
  readonly error?: string | null;
}

/** Records how processing ended. */
export async function finish(sql: SqlSession, id: string, outcome: Outcome): Promise<void> {
  await sql.query(
    `update inbound_message
     set state = $2, finished_by = $3, email_id = $4, message_id = coalesce($5, message_id),
         sender = coalesce($6, sender), sender_name = coalesce($7, sender_name),
         subject = coalesce($8, subject), last_error = $9, claim_token = null
     where id = $1`,
    [
      id,
      outcome.state,
      outcome.worker,
      outcome.emailId,
      outcome.messageId,
      outcome.sender,
      outcome.senderName,
      outcome.subject,
      outcome.error ?? null,
    ],
  );
}

/** Puts a failed attempt back in the queue, due after its backoff. */
export async function retryLater(
  sql: SqlSession,
  message: Pick<ClaimedMessage, "id" | "claim_token" | "attempts">,
  error: string,
): Promise<void> {
  const delay =
    retryDelaysSeconds[Math.min(message.attempts, retryDelaysSeconds.length) - 1] ?? 120;
  await sql.query(
    `update inbound_message
     set state = 'queued', next_attempt_at = now() + make_interval(secs => $3),
         last_error = $4, claim_token = null
     where id = $1 and claim_token = $2::uuid`,
    [message.id, message.claim_token, delay, error],
  );
}

/** An earlier message of the user with this Message-ID, already handled. */
export async function earlierDelivery(
  sql: SqlSession,
  userId: string,
  id: string,
  messageId: string,
): Promise<string | undefined> {
  const rows = await sql.query<{ id: string }>(
    `select id::text as id from inbound_message
     where user_id = $1 and message_id = $2 and id <> $3 and state in ('done', 'held')
       and email_id is not null
     order by received_at limit 1`,
    [userId, messageId, id],
  );
  return rows[0]?.id;
}
