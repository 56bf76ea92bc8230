import { HttpApiBuilder } from "@effect/platform";
import { Effect } from "effect";
import { CorkboardApi } from "../../api/Api";
import { ServiceUnavailable } from "../../api/errors";
import { Database, DatabaseError } from "../db/Database";

export const HealthLive = HttpApiBuilder.group(CorkboardApi, "health", (handlers) =>
  handlers.handle("check", () =>
    Effect.gen(function* () {
      const db = yield* Database;
      yield* db.query("select 1").pipe(
        Effect.timeoutFail({
          duration: "5 seconds",
          onTimeout: () => new DatabaseError({ message: "no answer within 5 seconds" }),
        }),
      );
      return { data: { status: "ok" as const, database: db.engine } };
    }).pipe(
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
      Effect.withSpan("Health.check"),
    ),
  ),
);
