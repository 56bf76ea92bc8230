import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../api/Api";
import { DataEnvelope } from "../../api/Envelope";
import { ServiceUnavailable } from "../../api/errors";
import { Health } from "../../api/HealthApi";
import { Database, DatabaseError, type DatabaseShape } from "../db/Database";
import { answerOf } from "./answer";

/** How long one probe's answer stands for the database's state. */
export const healthProbeInterval = "1 second";

/**
 * The database's state as `/api/health` reports it: one `select 1` (given 5
 * seconds) whose outcome, success or failure, answers every check for the
 * next second; checks that arrive while it runs wait for it. So a health
 * check under load costs no query, and a monitor still learns within a
 * second when the database stops answering.
 */
export const databaseProbe = (db: DatabaseShape) =>
  Effect.cachedWithTTL(
    // The check that happens to run the probe may be dropped by its client;
    // the probe runs on regardless, as every check waiting for it needs it.
    Effect.uninterruptible(
      Effect.interruptible(db.query("select 1")).pipe(
        Effect.timeoutFail({
          duration: "5 seconds",
          onTimeout: () => new DatabaseError({ message: "no answer within 5 seconds" }),
        }),
        Effect.asVoid,
      ),
    ),
    healthProbeInterval,
  );

export const HealthLive = HttpApiBuilder.group(CorkboardApi, "health", (handlers) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const probe = yield* databaseProbe(db);
    const healthy = answerOf(DataEnvelope(Health), { data: { status: "ok", database: db.engine } });
    return handlers.handle("check", () =>
      probe.pipe(
        Effect.as(healthy),
        Effect.catchTag("DatabaseError", (error) =>
          Effect.fail(
            new ServiceUnavailable({
              error: {
                code: "database_unavailable",
                message: `The database is not answering: ${error.message}`,
              },
            }),
          ),
        ),
        // No stack trace: an Error per check is a measurable share of it.
        Effect.withSpan("Health.check", { captureStackTrace: false }),
      ),
    );
  }),
);
