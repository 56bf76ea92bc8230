import { Effect } from "effect";
import { Database } from "../db/Database";
import { errors } from "./errors";

export interface RateLimit {
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** AUTH.md's limits, per client IP. */
export const rateLimits = {
  token: { name: "token", limit: 150, windowSeconds: 300 },
  signup: { name: "signup", limit: 30, windowSeconds: 300 },
  verify: { name: "verify", limit: 30, windowSeconds: 300 },
  mfa: { name: "mfa", limit: 15, windowSeconds: 60 },
  /** Auth e-mails, for the whole instance: a mail server's reputation is shared. */
  email: { name: "email", limit: 30, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

/**
 * Counts one hit against a fixed window kept in the database, so every
 * server process shares the count; over the limit answers 429. It runs in
 * its own statement, so a request that then fails still counts.
 */
export const hit = (rule: RateLimit, scope: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const rows = yield* db
      .query<{ hits: number }>(
        `insert into auth_rate_limit (key, window_start, hits)
         values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
         on conflict (key, window_start) do update set hits = auth_rate_limit.hits + 1
         returning hits`,
        [`${rule.name}:${scope}`, rule.windowSeconds],
      )
      .pipe(Effect.orDie);
    // Old windows are swept now and then by whichever request comes along.
    if (Math.random() < 0.01) {
      yield* db
        .query("delete from auth_rate_limit where window_start < now() - interval '2 hours'")
        .pipe(Effect.ignore);
    }
    if ((rows[0]?.hits ?? 0) > rule.limit) return yield* Effect.fail(errors.rateLimited());
  });
