import { Effect } from "effect";
import { Database, type DatabaseShape, type SqlSession } from "../../db/Database";
import { ownersOf, slugOf } from "../../product/intake/repo";
import { enqueue, type NewInbound } from "./queue";
import { queueSignal } from "./signal";

/** The largest message accepted, over SMTP or the webhook. */
export const maxMessageBytes = 25 * 1024 * 1024;

/** A recipient resolved to the user whose live forwarding address it is. */
export interface Recipient {
  readonly address: string;
  readonly userId: string;
}

/**
 * The users behind these addresses, once each: only live forwarding
 * addresses on the mail domain count (a rotated one no longer does).
 */
export const resolveRecipients = (addresses: ReadonlyArray<string>, mailDomain: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const bySlug = new Map<string, string>();
    for (const address of addresses) {
      const slug = slugOf(address.trim(), mailDomain);
      if (slug !== null && !bySlug.has(slug)) bySlug.set(slug, address.trim().toLowerCase());
    }
    if (bySlug.size === 0) return [];
    // One read, outside a transaction: it runs for every RCPT.
    const owners = yield* Effect.promise(() => ownersOf(readSession(db), [...bySlug.keys()]));
    const seen = new Set<string>();
    const recipients: Array<Recipient> = [];
    for (const [slug, userId] of owners) {
      if (seen.has(userId)) continue;
      seen.add(userId);
      recipients.push({ address: bySlug.get(slug) ?? slug, userId });
    }
    return recipients;
  });

/**
 * Messages one account may receive in a rolling hour. More are refused for
 * now (SMTP 452, which a sending server retries later; 429 on the webhook),
 * never accepted and dropped: one account's flood cannot fill the queue
 * that every family shares.
 */
export const intakePerHour = 500;

/** The accounts among `userIds` that received `intakePerHour` messages in the last hour. */
export const atIntakeLimit = (userIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (userIds.length === 0) return new Set<string>();
    const db = yield* Database;
    const rows = yield* db.query<{ user_id: string }>(
      `select user_id::text as user_id from inbound_message
       where user_id = any($1::uuid[]) and received_at > now() - interval '1 hour'
       group by user_id having count(*) >= $2`,
      [userIds, intakePerHour],
    );
    return new Set(rows.map((row) => row.user_id));
  });

/** Plain reads through the service, for repository functions that take a session. */
const readSession = (db: DatabaseShape): SqlSession => ({
  query: (text, params) => Effect.runPromise(db.query(text, params)),
  exec: () => Promise.reject(new Error("Not for statements")),
});

interface Pending {
  readonly rows: ReadonlyArray<NewInbound>;
  readonly bytes: number;
  readonly done: (error: unknown) => void;
}

/** Messages waiting for the next group commit, per database. */
const commitQueues = new WeakMap<DatabaseShape, { pending: Array<Pending>; busy: boolean }>();

/** The most raw bytes one group commit carries (a 25 MB message goes alone). */
const groupBytes = 32 * 1024 * 1024;

/**
 * Group commit: messages accepted while a commit is running wait and go
 * together in the next one, so concurrent senders share the cost of a
 * commit (a flush on the embedded database) instead of queueing for one
 * each. Every caller still hears back only after its rows are committed.
 */
function commitGrouped(db: DatabaseShape, rows: ReadonlyArray<NewInbound>): Promise<void> {
  const queue = commitQueues.get(db) ?? { pending: [], busy: false };
  commitQueues.set(db, queue);
  const committed = new Promise<void>((resolve, reject) => {
    const bytes = rows.reduce((sum, row) => sum + row.raw.byteLength, 0);
    queue.pending.push({
      rows,
      bytes,
      done: (error) => (error === undefined ? resolve() : reject(error)),
    });
  });
  if (!queue.busy) {
    queue.busy = true;
    void (async () => {
      while (queue.pending.length > 0) {
        let bytes = 0;
        let take = 0;
        for (const pending of queue.pending) {
          if (take > 0 && bytes + pending.bytes > groupBytes) break;
          bytes += pending.bytes;
          take += 1;
        }
        const batch = queue.pending.splice(0, take);
        const error = await Effect.runPromise(
          db.transaction((sql) =>
            Effect.promise(() =>
              enqueue(
                sql,
                batch.flatMap((p) => p.rows),
              ),
            ),
          ),
        ).then(
          () => undefined,
          (failure: unknown) => failure ?? new Error("The commit failed"),
        );
        for (const pending of batch) pending.done(error);
      }
      queue.busy = false;
    })();
  }
  return committed;
}

/**
 * Commits the raw message, one row per recipient user, and only then
 * returns their ids: the caller answers 250 (or 202) after this, so an
 * accepted message is never lost. Wakes this process's worker.
 */
export const acceptMessage = (
  raw: Uint8Array,
  recipients: ReadonlyArray<Recipient>,
  envelopeFrom: string | null,
) =>
  Effect.gen(function* () {
    const db = yield* Database;
    // MAIL FROM is the sender's text: a NUL (PostgreSQL text refuses it) would fail the
    // whole group commit, so every message committed with it would be refused too.
    const from = envelopeFrom === null ? null : envelopeFrom.replaceAll("\u0000", "").slice(0, 998);
    const rows = recipients.map((recipient) => ({
      id: crypto.randomUUID(),
      userId: recipient.userId,
      recipient: recipient.address,
      envelopeFrom: from,
      raw,
    }));
    yield* Effect.promise(() => commitGrouped(db, rows));
    queueSignal.notify();
    return rows.map((row) => row.id);
  }).pipe(Effect.withSpan("Intake.accept"));
