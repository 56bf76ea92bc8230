import { Effect } from "effect";
import { Database, type SqlSession } from "../db/Database";
import { errors } from "./errors";
import { AuthPolicy, type ConfigurableLimit } from "./policy";
import { sqlRows } from "./sql";

export interface RateLimit {
  readonly name: string;
  /** The limit when no setting names one. */
  readonly limit: number;
  /** The policy setting (GoTrue's variable) that overrides `limit`. */
  readonly setting?: ConfigurableLimit;
  readonly windowSeconds: number;
  /** Which of GoTrue's 429s answers over the limit. */
  readonly exceeded: "over_request_rate_limit" | "over_email_send_rate_limit";
}

/** AUTH.md's limits per client IP, and the auth e-mail limits (see mailBudget.ts). */
export const rateLimits = {
  token: {
    name: "token",
    limit: 150,
    setting: "token",
    windowSeconds: 300,
    exceeded: "over_request_rate_limit",
  },
  signup: {
    name: "signup",
    limit: 30,
    setting: "signup",
    windowSeconds: 300,
    exceeded: "over_request_rate_limit",
  },
  verify: {
    name: "verify",
    limit: 30,
    setting: "verify",
    windowSeconds: 300,
    exceeded: "over_request_rate_limit",
  },
  /** `POST /otp`: sign-in links and codes asked for. */
  otp: {
    name: "otp",
    limit: 30,
    setting: "otp",
    windowSeconds: 300,
    exceeded: "over_request_rate_limit",
  },
  mfa: {
    name: "mfa",
    limit: 15,
    setting: "mfa",
    windowSeconds: 60,
    exceeded: "over_request_rate_limit",
  },
  /** Auth e-mails sent, for the whole instance: a mail server's reputation is shared. */
  email: {
    name: "email",
    limit: 30,
    setting: "email",
    windowSeconds: 3600,
    exceeded: "over_email_send_rate_limit",
  },
  /** Asks for an auth e-mail from one client IP, whether or not one is sent. */
  emailFromIp: {
    name: "email_ip",
    limit: 10,
    windowSeconds: 3600,
    exceeded: "over_email_send_rate_limit",
  },
  /** Asks for an auth e-mail to one address, whether or not one is sent. */
  emailToAddress: {
    name: "email_to",
    limit: 5,
    windowSeconds: 3600,
    exceeded: "over_email_send_rate_limit",
  },
} as const satisfies Record<string, RateLimit>;

const overLimit = (rule: RateLimit) =>
  rule.exceeded === "over_email_send_rate_limit" ? errors.emailRateLimited() : errors.rateLimited();

/** The start of the rule's current fixed window, as SQL over the window length `$2`. */
const windowStart = "to_timestamp(floor(extract(epoch from now()) / $2) * $2)";

const countHitSql = `insert into auth_rate_limit (key, window_start, hits)
  values ($1, ${windowStart}, 1)
  on conflict (key, window_start) do update set hits = auth_rate_limit.hits + 1
  returning hits`;

/** The rule's limit: its policy setting when it has one, else its own. */
const limitOf = (rule: RateLimit) =>
  Effect.map(AuthPolicy, (policy) =>
    rule.setting === undefined ? rule.limit : policy.rateLimits[rule.setting],
  );

const failOverLimit = (rule: RateLimit, hits: number) =>
  Effect.flatMap(limitOf(rule), (limit) =>
    hits > limit ? Effect.fail(overLimit(rule)) : Effect.void,
  );

/**
 * Counts one hit against a fixed window kept in the database, so every
 * server process shares the count; over the limit answers 429. It runs in
 * its own statement, so a request that then fails still counts.
 */
export const hit = (rule: RateLimit, scope: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const rows = yield* db
      .query<{ hits: number }>(countHitSql, [`${rule.name}:${scope}`, rule.windowSeconds])
      .pipe(Effect.orDie);
    // Old windows are swept now and then by whichever request comes along.
    if (Math.random() < 0.01) {
      yield* db
        .query("delete from auth_rate_limit where window_start < now() - interval '2 hours'")
        .pipe(Effect.ignore);
    }
    yield* failOverLimit(rule, rows[0]?.hits ?? 0);
  });

/**
 * Counts one hit inside a transaction: the count commits with the work it
 * pays for, and a hit over the limit fails the work and so is not kept.
 */
export const hitWithin = (sql: SqlSession, rule: RateLimit, scope: string) =>
  Effect.gen(function* () {
    const rows = yield* sqlRows<{ hits: number }>(sql, countHitSql, [
      `${rule.name}:${scope}`,
      rule.windowSeconds,
    ]).pipe(Effect.orDie);
    yield* failOverLimit(rule, rows[0]?.hits ?? 0);
  });

/** Answers 429 when the current window is already full, without counting a hit. */
export const refuseWhenSpent = (rule: RateLimit, scope: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const rows = yield* db
      .query<{ hits: number }>(
        `select hits from auth_rate_limit where key = $1 and window_start = ${windowStart}`,
        [`${rule.name}:${scope}`, rule.windowSeconds],
      )
      .pipe(Effect.orDie);
    if ((rows[0]?.hits ?? 0) >= (yield* limitOf(rule))) return yield* Effect.fail(overLimit(rule));
  });
