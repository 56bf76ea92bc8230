import { createHash, randomBytes } from "node:crypto";
import { Effect } from "effect";
import type { SqlSession } from "../db/Database";
import { sqlFirst, sqlRows } from "./sql";

/**
 * Recovery codes for two-step sign-in: a parent who loses the phone signs
 * in with one instead of the authenticator's code. Ten at a time, each
 * accepted once, shown only when made, kept only as hashes.
 */

export const recoveryCodeCount = 10;

const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";

/** `abcd-efgh-jkmn`: 12 characters of a 32-letter alphabet (60 bits), without 0/o or 1/l. */
const newCode = (): string => {
  const bytes = randomBytes(12);
  const letters = Array.from(bytes, (byte) => alphabet[byte & 31]).join("");
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8, 12)}`;
};

/** The code as typed, without case, spaces or dashes. */
const normalised = (code: string): string => code.toLowerCase().replace(/[\s-]/g, "");

/** What looks like a recovery code rather than a 6-digit authenticator code. */
export const isRecoveryCodeShaped = (code: string): boolean =>
  /^[a-z2-9]{12}$/.test(normalised(code));

const hashOf = (userId: string, code: string): string =>
  createHash("sha256")
    .update(`${userId}:${normalised(code)}`)
    .digest("base64url");

/** Makes ten new codes, replacing any the user had; the codes are returned once, here. */
export const makeRecoveryCodes = (sql: SqlSession, userId: string) =>
  Effect.gen(function* () {
    yield* sqlRows(sql, "delete from auth_recovery_code where user_id = $1", [userId]);
    const codes = Array.from({ length: recoveryCodeCount }, newCode);
    for (const code of codes) {
      yield* sqlRows(sql, "insert into auth_recovery_code (user_id, code_hash) values ($1, $2)", [
        userId,
        hashOf(userId, code),
      ]);
    }
    return codes;
  }).pipe(Effect.withSpan("Auth.makeRecoveryCodes"));

/** Uses a code: true when it was the user's and unused (it is used from now on). */
export const spendRecoveryCode = (sql: SqlSession, userId: string, code: string) =>
  Effect.map(
    sqlFirst<{ id: string }>(
      sql,
      `update auth_recovery_code set used_at = now()
       where user_id = $1 and code_hash = $2 and used_at is null
       returning id::text as id`,
      [userId, hashOf(userId, code)],
    ),
    (row) => row !== undefined,
  ).pipe(Effect.withSpan("Auth.spendRecoveryCode"));

/** How many unused codes the user has. */
export const recoveryCodesLeft = (sql: SqlSession, userId: string) =>
  Effect.map(
    sqlFirst<{ remaining: number }>(
      sql,
      "select count(*)::int as remaining from auth_recovery_code where user_id = $1 and used_at is null",
      [userId],
    ),
    (row) => row?.remaining ?? 0,
  );

/** Whether the user has ever been given codes (any, used or not). */
export const hasRecoveryCodes = (sql: SqlSession, userId: string) =>
  Effect.map(
    sqlFirst(sql, "select 1 from auth_recovery_code where user_id = $1 limit 1", [userId]),
    (row) => row !== undefined,
  );
