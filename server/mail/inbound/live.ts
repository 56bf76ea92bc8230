import { Context, Effect, Layer, Queue, Schedule, type Scope } from "effect";
import type { LiveChange } from "../../../api/Intake";
import { Database, type SqlSession } from "../../db/Database";
import { liveSignal } from "./signal";

/**
 * Live updates for `GET /api/live`. A change is a row of `live_change`
 * written in the same transaction as the change itself, so it exists
 * exactly when the change committed. Each server process polls that log for
 * the users it has listeners for (every 250 ms, at once when this process
 * committed one) and hands new rows to the listeners: a worker in another
 * process on the same PostgreSQL reaches this process's listeners too.
 *
 * Why a polled table rather than LISTEN/NOTIFY: the Database service hands
 * out pooled connections (PGlite has one), and LISTEN needs a connection
 * held for ever and re-listened after every reconnect; the poll is one
 * indexed query per interval, only while someone listens, on either engine.
 *
 * Identity values are taken at insert and committed in any order, so a poll
 * reading `id > last` could pass over a row whose transaction commits late.
 * The poll therefore re-reads the last few seconds of the listened users'
 * rows and remembers which it has delivered.
 */

export interface LiveEntry extends LiveChange {
  readonly userId: string;
}

/** Writes a change into the log; call inside the transaction that makes the change. */
export async function recordChange(
  sql: SqlSession,
  userId: string,
  change: LiveChange,
): Promise<void> {
  await sql.query(
    "insert into live_change (user_id, kind, entity_id, action) values ($1, $2, $3, $4)",
    [userId, change.kind, change.id, change.action],
  );
}

/** Removes log rows older than any poll reads. */
export async function pruneChanges(sql: SqlSession): Promise<void> {
  await sql.query("delete from live_change where at < now() - interval '10 minutes'");
}

const pollMs = 250;
/** How far back each poll looks, for rows whose transactions committed late. */
const lookbackSeconds = 10;

interface LogRow {
  readonly id: string;
  readonly user_id: string;
  readonly kind: LiveChange["kind"];
  readonly entity_id: string;
  readonly action: LiveChange["action"];
}

export interface LiveChangesShape {
  /** The user's changes from now on, until the scope closes. */
  readonly subscribe: (
    userId: string,
  ) => Effect.Effect<Queue.Dequeue<LiveChange>, never, Scope.Scope>;
}

export class LiveChanges extends Context.Tag("LiveChanges")<LiveChanges, LiveChangesShape>() {}

export const LiveChangesLive = Layer.scoped(
  LiveChanges,
  Effect.gen(function* () {
    const db = yield* Database;
    const listeners = new Map<string, Set<Queue.Queue<LiveChange>>>();
    /** Delivered row ids, with when they were first seen (epoch ms). */
    const delivered = new Map<string, number>();
    /** The log's newest id when polling started: older rows are history, not news. */
    let floor: string | null = null;

    const newestId = db
      .query<{ id: string | null }>("select max(id)::text as id from live_change")
      .pipe(Effect.map((rows) => rows[0]?.id ?? "0"));

    const poll = Effect.gen(function* () {
      const users = [...listeners.keys()];
      if (users.length === 0 || floor === null) return;
      const rows = yield* db.query<LogRow>(
        `select id::text as id, user_id::text as user_id, kind, entity_id, action
         from live_change
         where user_id = any($1::uuid[]) and id > $2::bigint
           and at > now() - make_interval(secs => $3)
         order by id`,
        [users, floor, lookbackSeconds],
      );
      const now = Date.now();
      for (const row of rows) {
        if (delivered.has(row.id)) continue;
        delivered.set(row.id, now);
        const change: LiveChange = { kind: row.kind, id: row.entity_id, action: row.action };
        for (const queue of listeners.get(row.user_id) ?? []) queue.unsafeOffer(change);
      }
      for (const [id, seen] of delivered) {
        if (now - seen > (lookbackSeconds + 5) * 1000) delivered.delete(id);
      }
    }).pipe(
      Effect.catchAllCause((cause) =>
        Effect.logWarning("Live changes: the poll failed; trying again", cause),
      ),
    );

    yield* Effect.promise(() => liveSignal.wait(pollMs)).pipe(
      Effect.zipRight(poll),
      Effect.repeat(Schedule.forever),
      Effect.forkScoped,
    );

    const shape: LiveChangesShape = {
      subscribe: (userId) =>
        Effect.acquireRelease(
          Effect.gen(function* () {
            if (floor === null) floor = yield* newestId.pipe(Effect.orElseSucceed(() => "0"));
            // Sliding: a listener that stops reading loses old changes, not memory.
            const queue = yield* Queue.sliding<LiveChange>(1_000);
            const set = listeners.get(userId) ?? new Set();
            set.add(queue);
            listeners.set(userId, set);
            return queue;
          }),
          (queue) =>
            Effect.gen(function* () {
              const set = listeners.get(userId);
              set?.delete(queue);
              if (set?.size === 0) listeners.delete(userId);
              if (listeners.size === 0) floor = null;
              yield* Queue.shutdown(queue);
            }),
        ),
    };
    return shape;
  }),
);
