/**
 * The second factor's routes: enrol a TOTP factor, challenge and verify it
 * (raising the session to aal2), and unenrol it; and the recovery codes
 * that stand in for the authenticator's code.
 */
import { Effect, Schema } from "effect";
import { enrollRefusal } from "./disabledFeatures";
import { goTrueError } from "./errors";
import { body, clientIp, currentSession, json, optionalString } from "./http";
import { challenge, enroll, hasVerifiedFactor, unenroll, verifyChallenge } from "./mfa";
import { hit, rateLimits } from "./rateLimit";
import { makeRecoveryCodes, recoveryCodesLeft } from "./recoveryCodes";
import { inTransaction, pathParam, uuidPattern } from "./routeKit";

const EnrollBody = Schema.Struct({
  factor_type: Schema.optional(Schema.Unknown),
  friendly_name: optionalString,
  issuer: optionalString,
});
const VerifyFactorBody = Schema.Struct({
  challenge_id: Schema.String.pipe(
    Schema.pattern(uuidPattern, { message: () => "challenge_id must be a UUID" }),
  ),
  code: Schema.String,
});

/** The factor id of the path, or GoTrue's 404 for one that is not a UUID. */
export const factorId = Effect.flatMap(pathParam("id"), (id) =>
  uuidPattern.test(id)
    ? Effect.succeed(id)
    : Effect.fail(goTrueError(404, "validation_failed", "factor_id must be an UUID")),
);

/** `POST /factors`. */
export const enrollFactor = (issuer: string) =>
  Effect.gen(function* () {
    const { user, session } = yield* currentSession;
    const input = yield* body(EnrollBody);
    const refusal = enrollRefusal(input.factor_type);
    if (refusal !== undefined) return yield* Effect.fail(refusal);
    return json(
      yield* inTransaction((sql) =>
        enroll(sql, user, session, {
          friendlyName: input.friendly_name ?? null,
          issuer: input.issuer ?? issuer,
        }),
      ),
    );
  });

/** `POST /factors/:id/challenge`. */
export const challengeFactor = Effect.gen(function* () {
  const ip = yield* clientIp;
  yield* hit(rateLimits.mfa, ip);
  const { user } = yield* currentSession;
  const id = yield* factorId;
  return json(yield* inTransaction((sql) => challenge(sql, user, id, ip)));
});

/** `POST /factors/:id/verify`. */
export const verifyFactor = (issuer: string) =>
  Effect.gen(function* () {
    yield* hit(rateLimits.mfa, yield* clientIp);
    const { user, session } = yield* currentSession;
    const id = yield* factorId;
    const input = yield* body(VerifyFactorBody);
    return json(
      yield* inTransaction((sql) =>
        verifyChallenge(sql, user, session, {
          factorId: id,
          challengeId: input.challenge_id,
          code: input.code,
          issuer,
        }),
      ),
    );
  });

/**
 * `POST /recovery-codes`: ten new recovery codes, replacing the old ones,
 * shown this once. Needs an aal2 session of a user with a verified factor.
 */
export const regenerateRecoveryCodes = Effect.gen(function* () {
  const { user, session } = yield* currentSession;
  return json(
    yield* inTransaction((sql) =>
      Effect.gen(function* () {
        if (session.aal !== "aal2" || !(yield* hasVerifiedFactor(sql, user.id))) {
          return yield* Effect.fail(
            goTrueError(
              422,
              "insufficient_aal",
              "AAL2 required to make recovery codes: verify your authenticator first",
            ),
          );
        }
        return { recovery_codes: yield* makeRecoveryCodes(sql, user.id) };
      }),
    ),
  );
});

/** `GET /recovery-codes`: how many unused recovery codes the user has. */
export const countRecoveryCodes = Effect.gen(function* () {
  const { user } = yield* currentSession;
  return json({
    remaining: yield* inTransaction((sql) => recoveryCodesLeft(sql, user.id)),
  });
});

/** `DELETE /factors/:id`. */
export const unenrollFactor = Effect.gen(function* () {
  const { user, session } = yield* currentSession;
  const id = yield* factorId;
  return json(yield* inTransaction((sql) => unenroll(sql, user, session, id)));
});
