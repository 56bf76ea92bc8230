/**
 * Reauthentication before a password change, as GoTrue's "secure password
 * change": `GET /reauthenticate` mails a six-digit nonce, and `PUT /user`
 * with a new password from a session older than a day must carry it. A
 * fresh sign-in (a recovery link included) needs none.
 */
import { Effect } from "effect";
import type { SqlSession } from "../db/Database";
import { reauthenticationMail } from "../mail/templates";
import { PendingMail, sendingMail } from "./accounts";
import { errors, goTrueError } from "./errors";
import { clientIp, currentSession, json } from "./http";
import { oneTimeCode, tokenHashOf } from "./links";
import { chargeSentMail, limitMailAsk } from "./mailBudget";
import { hit, rateLimits } from "./rateLimit";
import { inTransaction } from "./routeKit";
import type { SessionRow } from "./sessions";
import { sqlFirst, sqlRows } from "./sql";
import type { UserRow } from "./users";

/** A session older than this needs a nonce to change the password. */
export const reauthenticationAfterMs = 24 * 3600_000;

/** How long a mailed nonce works. */
const nonceValidMinutes = 60;

/** `GET /reauthenticate`: mails the signed-in user a nonce; answers `{}`. */
export const reauthenticate = Effect.gen(function* () {
  const { user } = yield* currentSession;
  const email = user.email ?? "";
  if (email === "") {
    return yield* Effect.fail(
      goTrueError(422, "reauthentication_not_valid", "Reauthentication requires an email"),
    );
  }
  yield* limitMailAsk(yield* clientIp, email);
  yield* sendingMail(
    inTransaction((sql) =>
      Effect.gen(function* () {
        yield* chargeSentMail(sql);
        const { code, tokenHash } = oneTimeCode(email);
        yield* sqlRows(
          sql,
          `update auth_user set reauthentication_token_hash = $2, reauthentication_sent_at = now()
           where id = $1`,
          [user.id, tokenHash],
        );
        const content = reauthenticationMail(code, nonceValidMinutes);
        (yield* PendingMail).push({ to: email, kind: "reauthentication", ...content });
      }),
    ),
  );
  return json({});
});

/** Whether a password change from this session must carry a nonce. */
export const needsNonce = (session: SessionRow) =>
  Date.now() - new Date(session.created_at ?? 0).getTime() > reauthenticationAfterMs;

/** Counts a nonce attempt against the verify limit, so six digits cannot be walked. */
export const limitNonceAttempt = Effect.flatMap(clientIp, (ip) => hit(rateLimits.verify, ip));

/**
 * Spends the user's nonce in the transaction of the password change: a
 * wrong or expired one fails it (422 `reauthentication_not_valid`), and a
 * right one works once.
 */
export const spendNonce = (sql: SqlSession, user: UserRow, nonce: string) =>
  Effect.gen(function* () {
    const spent = yield* sqlFirst<{ id: string }>(
      sql,
      `update auth_user set reauthentication_token_hash = null, reauthentication_sent_at = null
       where id = $1 and reauthentication_token_hash = $2
         and reauthentication_sent_at > now() - make_interval(mins => $3)
       returning id`,
      [user.id, tokenHashOf(user.email ?? "", nonce.trim()), nonceValidMinutes],
    );
    if (spent === undefined) return yield* Effect.fail(errors.reauthenticationNotValid());
  });
