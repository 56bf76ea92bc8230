/**
 * `PUT /auth/v1/user`: metadata, a new password (which ends the user's
 * other sessions and voids pending links) and a new e-mail address (sent a
 * link to confirm), with GoTrue's aal2 rule for a user with a second factor
 * and its reauthentication nonce for a password change from an old session.
 */
import { Effect, Schema } from "effect";
import { isEmail, sendingMail, sendLink } from "./accounts";
import { errors } from "./errors";
import { body, clientIp, currentSession, json, optionalString } from "./http";
import { limitMailAsk } from "./mailBudget";
import { hasVerifiedFactor } from "./mfa";
import { checkNewPassword, hashPassword } from "./passwords";
import { limitNonceAttempt, needsNonce, spendNonce } from "./reauthenticate";
import { type AuthConfig, inTransaction, redirectParamOf } from "./routeKit";
import { logout } from "./sessions";
import { sqlFirst, sqlRows } from "./sql";
import { findUserByEmail, normaliseEmail, type UserRow, userJson } from "./users";

const UpdateUserBody = Schema.Struct({
  email: optionalString,
  password: optionalString,
  data: Schema.optional(
    Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  ),
  nonce: optionalString,
});

/** The handler of `PUT /user`. */
export const updateUser = (config: AuthConfig) =>
  Effect.gen(function* () {
    const { user, session } = yield* currentSession;
    const input = yield* body(UpdateUserBody);
    if (input.email && !isEmail(normaliseEmail(input.email))) {
      return yield* Effect.fail(
        errors.validation("Unable to validate email address: invalid format"),
      );
    }
    const password = input.password;
    if (password) yield* checkNewPassword(password);
    // As GoTrue: with a verified factor, only an aal2 session may change how one signs in.
    const changesSignIn =
      Boolean(password) ||
      (Boolean(input.email) && normaliseEmail(input.email ?? "") !== user.email);
    if (
      changesSignIn &&
      session.aal !== "aal2" &&
      (yield* inTransaction((sql) => hasVerifiedFactor(sql, user.id)))
    ) {
      return yield* Effect.fail(errors.updateRequiresAal2());
    }
    // As GoTrue's secure password change: a session older than a day must show a mailed nonce.
    const nonceRequired = Boolean(password) && needsNonce(session);
    if (nonceRequired) {
      if (!input.nonce) return yield* Effect.fail(errors.reauthenticationNeeded());
      yield* limitNonceAttempt;
    }
    const hash = password ? yield* hashPassword(password) : null;
    const redirectTo = yield* redirectParamOf(config);
    if (input.email) yield* limitMailAsk(yield* clientIp, input.email);
    return json(
      yield* sendingMail(
        inTransaction((sql) =>
          Effect.gen(function* () {
            if (hash !== null) {
              if (nonceRequired) yield* spendNonce(sql, user, input.nonce ?? "");
              // As GoTrue: a new password voids the old one's links and every other session.
              yield* sqlRows(
                sql,
                `update auth_user set encrypted_password = $2, confirmation_token_hash = null,
               recovery_token_hash = null, email_change_token_hash = null, updated_at = now()
               where id = $1`,
                [user.id, hash],
              );
              yield* logout(sql, session, "others");
            }
            if (input.data) {
              yield* sqlRows(
                sql,
                "update auth_user set user_metadata = user_metadata || $2::jsonb, updated_at = now() where id = $1",
                [user.id, JSON.stringify(input.data)],
              );
            }
            if (input.email && normaliseEmail(input.email) !== user.email) {
              const email = normaliseEmail(input.email);
              if ((yield* findUserByEmail(sql, email)) !== undefined) {
                return yield* Effect.fail(errors.emailExists());
              }
              yield* sqlRows(sql, "update auth_user set email_change = $2 where id = $1", [
                user.id,
                email,
              ]);
              yield* sendLink(sql, config, user, "email_change", redirectTo, email);
            }
            const updated = yield* sqlFirst<UserRow>(sql, "select * from auth_user where id = $1", [
              user.id,
            ]);
            return yield* userJson(sql, updated ?? user);
          }),
        ),
      ),
    );
  });
