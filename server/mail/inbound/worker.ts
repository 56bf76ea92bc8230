import os from "node:os";
import { Config, Duration, Effect, Layer } from "effect";
import { Database } from "../../db/Database";
import { pruneChanges } from "./live";
import { processMessage } from "./process";
import { claimNext } from "./queue";
import { deleteExpiredRawMail } from "./retention";
import { queueSignal } from "./signal";

/** How often an idle worker looks at the queue (an accept in this process wakes it at once). */
const idlePollMs = 250;

/**
 * Messages one process works on at a time. The embedded database has one
 * connection, so a second loop there would only queue behind the first
 * (and behind the SMTP accepts); PostgreSQL serves several.
 */
const concurrencyFor = (engine: "pglite" | "postgres") => (engine === "pglite" ? 1 : 2);

/**
 * Test knob: `INTAKE_WORKER_DELAY_MS` holds the worker back after start,
 * so a test can kill the process between the SMTP 250 and processing.
 */
const startDelay = Config.integer("INTAKE_WORKER_DELAY_MS").pipe(Config.withDefault(0));

/** Who claimed a message, recorded on it: host, process and this worker. */
export const workerName = () =>
  `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

/**
 * The intake worker, in every server process: `concurrency` loops each
 * claim the next due message in a short transaction, process it, and take
 * the next; idle, they wait for a wake-up or the poll interval. Stopped
 * with the scope (a message being processed is left claimed and becomes
 * claimable again once its claim is stale).
 */
export const IntakeWorkerLive = (name: string = workerName()) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const db = yield* Database;
      const delay = yield* startDelay.pipe(Effect.orElseSucceed(() => 0));
      const claim = db.transaction((sql) => Effect.promise(() => claimNext(sql, name)));
      const loop = Effect.gen(function* () {
        const claimed = yield* claim;
        if (claimed === undefined) {
          yield* Effect.promise(() => queueSignal.wait(idlePollMs));
          return;
        }
        yield* processMessage(claimed, name);
      }).pipe(
        Effect.catchAllCause((cause) =>
          Effect.logWarning("Intake worker: claiming failed; trying again", cause).pipe(
            Effect.zipRight(Effect.sleep(Duration.seconds(1))),
          ),
        ),
        Effect.forever,
      );
      // Once a minute: the live log's old rows, and raw mail past its retention.
      const prune = db
        .transaction((sql) =>
          Effect.promise(async () => {
            await pruneChanges(sql);
            await deleteExpiredRawMail(sql, new Date());
          }),
        )
        .pipe(Effect.ignore, Effect.zipRight(Effect.sleep(Duration.minutes(1))), Effect.forever);
      const loops = Array.from({ length: concurrencyFor(db.engine) }, () => loop);
      yield* Effect.all([...loops, prune], {
        concurrency: "unbounded",
        discard: true,
      }).pipe(Effect.delay(Duration.millis(delay)), Effect.forkScoped);
    }),
  );
