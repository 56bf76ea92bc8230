/**
 * `POST /admin/generate_link`: the link and code an auth e-mail would carry,
 * answered to server code (which sends its own mail) instead of mailed.
 */
import { Effect, Schema } from "effect";
import type { SqlSession } from "../db/Database";
import { isEmail, issueLink, type VerifyType } from "./accounts";
import { errors, goTrueError } from "./errors";
import { body, json, optionalString } from "./http";
import { checkNewPassword, hashPassword } from "./passwords";
import { type AuthConfig, inTransaction, redirectParamOf } from "./routeKit";
import { sqlRows } from "./sql";
import { findUserByEmail, findUserById, insertUser, normaliseEmail, userJson } from "./users";

const GenerateLinkBody = Schema.Struct({
  type: Schema.optional(Schema.Unknown),
  email: optionalString,
  password: optionalString,
  new_email: optionalString,
  data: Schema.optional(
    Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  ),
});

const linkTypes = [
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change_current",
  "email_change_new",
] as const;
type LinkType = (typeof linkTypes)[number];
const isLinkType = (type: unknown): type is LinkType => linkTypes.some((known) => known === type);

const checkedEmail = (text: string | null | undefined, field: string) => {
  const email = normaliseEmail(text ?? "");
  return isEmail(email)
    ? Effect.succeed(email)
    : Effect.fail(errors.validation(`${field} must be a valid email address`));
};

/** The user a link is for, created first for a sign-up, an invitation or a magic link. */
const userForLink = (
  sql: SqlSession,
  type: LinkType,
  email: string,
  passwordHash: string | null,
  data: Record<string, unknown>,
) =>
  Effect.gen(function* () {
    const existing = yield* findUserByEmail(sql, email);
    if (existing !== undefined) {
      if ((type === "signup" || type === "invite") && existing.email_confirmed_at !== null) {
        return yield* Effect.fail(errors.emailExists());
      }
      return existing;
    }
    if (type === "recovery" || type === "email_change_current" || type === "email_change_new") {
      return yield* Effect.fail(errors.userNotFound());
    }
    return yield* insertUser(sql, {
      email,
      encryptedPassword: passwordHash,
      confirmed: false,
      userMetadata: data,
      provider: "email",
    });
  });

export const generateLink = (config: AuthConfig) =>
  Effect.gen(function* () {
    const input = yield* body(GenerateLinkBody);
    const type = input.type;
    if (!isLinkType(type)) {
      return yield* Effect.fail(errors.validation(`Invalid link type: ${linkTypes.join(", ")}`));
    }
    const email = yield* checkedEmail(input.email, "email");
    if (type === "signup" && !input.password) {
      return yield* Effect.fail(
        goTrueError(422, "validation_failed", "Signup requires a valid password"),
      );
    }
    if (input.password) yield* checkNewPassword(input.password);
    const hash = input.password && type === "signup" ? yield* hashPassword(input.password) : null;
    const isEmailChange = type === "email_change_current" || type === "email_change_new";
    const newEmail = isEmailChange ? yield* checkedEmail(input.new_email, "new_email") : null;
    const redirectTo = yield* redirectParamOf(config);
    return json(
      yield* inTransaction((sql) =>
        Effect.gen(function* () {
          const user = yield* userForLink(sql, type, email, hash, input.data ?? {});
          if (newEmail !== null) {
            if ((yield* findUserByEmail(sql, newEmail)) !== undefined) {
              return yield* Effect.fail(errors.emailExists());
            }
            yield* sqlRows(sql, "update auth_user set email_change = $2 where id = $1", [
              user.id,
              newEmail,
            ]);
          }
          const verifyType: VerifyType = isEmailChange ? "email_change" : type;
          const issued = yield* issueLink(
            sql,
            config,
            user,
            verifyType,
            redirectTo,
            newEmail ?? email,
          );
          const current = (yield* findUserById(sql, user.id)) ?? user;
          return {
            ...(yield* userJson(sql, current)),
            action_link: issued.link,
            email_otp: issued.code,
            hashed_token: issued.tokenHash,
            redirect_to: redirectTo,
            verification_type: verifyType,
          };
        }),
      ),
    );
  });
