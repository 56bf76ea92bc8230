import { randomUUID } from "node:crypto";
import { Effect } from "effect";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import type { SqlSession } from "../db/Database";
import { errors, goTrueError } from "./errors";
import {
  hasRecoveryCodes,
  isRecoveryCodeShaped,
  makeRecoveryCodes,
  spendRecoveryCode,
} from "./recoveryCodes";
import { reissue, type SessionRow } from "./sessions";
import { sqlFirst, sqlRows } from "./sql";
import type { FactorRow, UserRow } from "./users";

/** A challenge must be verified within five minutes. */
export const challengeSeconds = 300;

const totpFor = (factor: Pick<FactorRow, "secret">, issuer: string, label: string) =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(factor.secret),
  });

/**
 * Whether the user has a verified factor: then a session below aal2 (a
 * password alone) may only finish signing in, not change the account.
 */
export const hasVerifiedFactor = (sql: SqlSession, userId: string) =>
  Effect.map(
    sqlFirst(sql, "select 1 from auth_factor where user_id = $1 and status = 'verified' limit 1", [
      userId,
    ]),
    (row) => row !== undefined,
  );

/**
 * `POST /factors`: a new unverified TOTP factor, with its secret, its
 * otpauth URI and a QR code of it as raw SVG (supabase-js adds the `data:`
 * prefix itself). Once a factor is verified, another needs an aal2 session.
 */
export const enroll = (
  sql: SqlSession,
  user: UserRow,
  session: SessionRow,
  input: { readonly friendlyName: string | null; readonly issuer: string },
) =>
  Effect.gen(function* () {
    if (session.aal !== "aal2" && (yield* hasVerifiedFactor(sql, user.id))) {
      return yield* Effect.fail(errors.enrolRequiresAal2());
    }
    if (input.friendlyName !== null) {
      const clash = yield* sqlFirst(
        sql,
        "select 1 from auth_factor where user_id = $1 and friendly_name = $2",
        [user.id, input.friendlyName],
      );
      if (clash !== undefined) {
        return yield* Effect.fail(
          goTrueError(
            422,
            "mfa_factor_name_conflict",
            `A factor with the friendly name "${input.friendlyName}" for this user already exists`,
          ),
        );
      }
    }
    // Abandoned enrolments would otherwise pile up; GoTrue clears them too.
    yield* sqlRows(
      sql,
      "delete from auth_factor where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'",
      [user.id],
    );
    const id = randomUUID();
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    yield* sqlRows(
      sql,
      "insert into auth_factor (id, user_id, friendly_name, factor_type, status, secret) values ($1, $2, $3, 'totp', 'unverified', $4)",
      [id, user.id, input.friendlyName, secret],
    );
    const uri = totpFor({ secret }, input.issuer, user.email ?? user.id).toString();
    const svg = yield* Effect.promise(() => QRCode.toString(uri, { type: "svg", margin: 1 }));
    return {
      id,
      type: "totp" as const,
      friendly_name: input.friendlyName ?? undefined,
      totp: { qr_code: svg, secret, uri },
    };
  }).pipe(Effect.withSpan("Auth.mfaEnroll"));

const ownFactor = (sql: SqlSession, user: UserRow, factorId: string) =>
  Effect.gen(function* () {
    const factor = yield* sqlFirst<FactorRow>(
      sql,
      "select * from auth_factor where id = $1 and user_id = $2",
      [factorId, user.id],
    );
    // Another user's factor id answers exactly like a missing one.
    if (factor === undefined) return yield* Effect.fail(errors.mfaFactorNotFound());
    return factor;
  });

/** `POST /factors/{id}/challenge`. */
export const challenge = (sql: SqlSession, user: UserRow, factorId: string, ip: string) =>
  Effect.gen(function* () {
    yield* ownFactor(sql, user, factorId);
    const id = randomUUID();
    yield* sqlRows(sql, "insert into auth_challenge (id, factor_id, ip) values ($1, $2, $3)", [
      id,
      factorId,
      ip,
    ]);
    return {
      id,
      type: "totp" as const,
      expires_at: Math.floor(Date.now() / 1000) + challengeSeconds,
    };
  }).pipe(Effect.withSpan("Auth.mfaChallenge"));

/**
 * `POST /factors/{id}/verify`: a right code raises the session to aal2 (with
 * `totp` first in its amr, or `recovery_code` when one of the user's unused
 * recovery codes was given instead), verifies the factor, and ends the
 * user's other sessions that are still below aal2. Verifying the user's
 * first factor also answers `recovery_codes`, the ten codes, this once.
 */
export const verifyChallenge = (
  sql: SqlSession,
  user: UserRow,
  session: SessionRow,
  input: {
    readonly factorId: string;
    readonly challengeId: string;
    readonly code: string;
    readonly issuer: string;
  },
) =>
  Effect.gen(function* () {
    const factor = yield* ownFactor(sql, user, input.factorId);
    const found = yield* sqlFirst<{ created_at: Date; verified_at: Date | null }>(
      sql,
      "select created_at, verified_at from auth_challenge where id = $1 and factor_id = $2 for update",
      [input.challengeId, factor.id],
    );
    if (found === undefined) {
      return yield* Effect.fail(goTrueError(404, "mfa_challenge_not_found", "Challenge not found"));
    }
    const age = Date.now() - new Date(found.created_at).getTime();
    if (found.verified_at !== null || age > challengeSeconds * 1000) {
      return yield* Effect.fail(errors.mfaChallengeExpired());
    }
    // A recovery code passes the code step of a factor already in use, once.
    const recovered =
      factor.status === "verified" &&
      isRecoveryCodeShaped(input.code) &&
      (yield* spendRecoveryCode(sql, user.id, input.code));
    if (!recovered) {
      const delta = totpFor(factor, input.issuer, user.email ?? user.id).validate({
        token: input.code,
        window: 1,
      });
      if (delta === null) return yield* Effect.fail(errors.mfaVerificationFailed());
    }

    yield* sqlRows(sql, "update auth_challenge set verified_at = now() where id = $1", [
      input.challengeId,
    ]);
    yield* sqlRows(
      sql,
      "update auth_factor set status = 'verified', updated_at = now() where id = $1",
      [factor.id],
    );
    const raised: SessionRow = {
      ...session,
      aal: "aal2",
      amr: [
        { method: recovered ? "recovery_code" : "totp", timestamp: Math.floor(Date.now() / 1000) },
        ...session.amr.filter(
          (entry) => entry.method !== "totp" && entry.method !== "recovery_code",
        ),
      ],
    };
    yield* sqlRows(
      sql,
      "update auth_session set aal = 'aal2', amr = $2, updated_at = now() where id = $1",
      [session.id, JSON.stringify(raised.amr)],
    );
    yield* sqlRows(
      sql,
      "delete from auth_session where user_id = $1 and id <> $2 and aal = 'aal1'",
      [user.id, session.id],
    );
    // The first authenticator turned on comes with recovery codes, shown this once.
    const firstCodes =
      factor.status === "unverified" && !(yield* hasRecoveryCodes(sql, user.id))
        ? yield* makeRecoveryCodes(sql, user.id)
        : null;
    const issued = yield* reissue(sql, user, raised);
    return firstCodes === null ? issued : { ...issued, recovery_codes: firstCodes };
  }).pipe(Effect.withSpan("Auth.mfaVerify"));

/**
 * `DELETE /factors/{id}`: once the user has a verified factor, any factor
 * can only go from an aal2 session.
 */
export const unenroll = (sql: SqlSession, user: UserRow, session: SessionRow, factorId: string) =>
  Effect.gen(function* () {
    const factor = yield* ownFactor(sql, user, factorId);
    if (
      session.aal !== "aal2" &&
      (factor.status === "verified" || (yield* hasVerifiedFactor(sql, user.id)))
    )
      return yield* Effect.fail(errors.unenrolRequiresAal2());
    yield* sqlRows(sql, "delete from auth_factor where id = $1", [factor.id]);
    // Without a factor the codes open nothing; the next first factor brings new ones.
    if (!(yield* hasVerifiedFactor(sql, user.id))) {
      yield* sqlRows(sql, "delete from auth_recovery_code where user_id = $1", [user.id]);
    }
    return { id: factor.id };
  }).pipe(Effect.withSpan("Auth.mfaUnenroll"));
