import { createHash, randomUUID } from "node:crypto";
import { Context, Effect, Schema } from "effect";
import type { ServerConfig } from "../config";
import type { SqlSession } from "../db/Database";
import { Mailer, type OutgoingMail } from "../mail/Mailer";
import { authMail } from "../mail/templates";
import { phoneVerifyTypes } from "./disabledFeatures";
import { errors, goTrueError } from "./errors";
import { oneTimeCode, safeRedirect, tokenHashOf, verifyLink } from "./links";
import { chargeSentMail } from "./mailBudget";
import { checkNewPassword, hashPassword } from "./passwords";
import { startSession } from "./sessions";
import { sqlFirst, sqlRows } from "./sql";
import { findUserByEmail, insertUser, normaliseEmail, type UserRow, userJson } from "./users";

export type AccountConfig = Pick<ServerConfig, "publicUrl" | "authAutoconfirm">;

/** The e-mail actions a verify link or code can complete. */
export const VerifyType = Schema.Literal(
  "signup",
  "invite",
  "magiclink",
  "recovery",
  "email_change",
  "email",
);
export type VerifyType = typeof VerifyType.Type;

/**
 * The verify type a request names, with GoTrue's answers for the others: a
 * phone type is a code that cannot match (403 `otp_expired`, phone sign-in
 * being off), anything else is not a type at all.
 */
export const verifyTypeOf = (type: unknown) =>
  Schema.is(VerifyType)(type)
    ? Effect.succeed(type)
    : Effect.fail(
        phoneVerifyTypes.has(type)
          ? errors.otpExpired()
          : errors.validation("Unsupported verification type"),
      );

/** How long each kind of link works, in minutes. */
const validFor: Record<VerifyType, number> = {
  signup: 24 * 60,
  invite: 24 * 60,
  email_change: 24 * 60,
  magiclink: 60,
  email: 60,
  recovery: 60,
};

/** Which token column and sent-at column hold each kind of link. */
const columns = {
  signup: ["confirmation_token_hash", "confirmation_sent_at"],
  invite: ["confirmation_token_hash", "confirmation_sent_at"],
  magiclink: ["recovery_token_hash", "recovery_sent_at"],
  email: ["recovery_token_hash", "recovery_sent_at"],
  recovery: ["recovery_token_hash", "recovery_sent_at"],
  email_change: ["email_change_token_hash", "email_change_sent_at"],
} as const satisfies Record<VerifyType, readonly [string, string]>;

const mailKind = {
  signup: "signup_confirmation",
  invite: "signup_confirmation",
  magiclink: "magic_link",
  email: "magic_link",
  recovery: "recovery",
  email_change: "email_change",
} as const;

export interface PkceRequest {
  readonly code_challenge?: string | null | undefined;
  readonly code_challenge_method?: string | null | undefined;
}

/** Keeps a PKCE challenge so the link's code can later be exchanged by its verifier. */
const rememberPkce = (sql: SqlSession, userId: string, method: string, pkce: PkceRequest) =>
  pkce.code_challenge
    ? sqlRows(
        sql,
        `insert into auth_flow_state (id, user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          randomUUID(),
          userId,
          randomUUID(),
          pkce.code_challenge,
          (pkce.code_challenge_method ?? "s256").toLowerCase(),
          method,
        ],
      )
    : Effect.void;

/**
 * The auth e-mails a request has decided to send. They go out only after
 * its transaction commits (`sendingMail`), so a request that fails sends
 * nothing, and the mailer never waits on the transaction's connection.
 */
export class PendingMail extends Context.Tag("PendingMail")<PendingMail, Array<OutgoingMail>>() {}

/** Runs `work` and then sends the mail it queued. */
export const sendingMail = <A, E, R>(work: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const pending: Array<OutgoingMail> = [];
    const result = yield* Effect.provideService(work, PendingMail, pending);
    const mailer = yield* Mailer;
    for (const mail of pending) {
      yield* mailer.send(mail).pipe(Effect.mapError((error) => errors.unexpected(error.message)));
    }
    return result;
  });

/**
 * Stores a fresh one-time code for `type` and answers it with its link; the
 * admin API's `generate_link` hands these to server code instead of mailing them.
 */
export const issueLink = (
  sql: SqlSession,
  config: AccountConfig,
  user: UserRow,
  type: VerifyType,
  redirectTo: string,
  to: string = user.email ?? "",
) =>
  Effect.gen(function* () {
    const { code, tokenHash } = oneTimeCode(to);
    const [tokenColumn, sentColumn] = columns[type];
    yield* sqlRows(
      sql,
      `update auth_user set ${tokenColumn} = $2, ${sentColumn} = now() where id = $1`,
      [user.id, tokenHash],
    );
    return { code, tokenHash, link: verifyLink(config.publicUrl, type, tokenHash, redirectTo) };
  });

/**
 * Stores a fresh one-time code for `type` and queues the mail with the link
 * (and code). The mail takes its place in the shared e-mail budget first:
 * over the budget, the request fails and its transaction keeps nothing.
 */
export const sendLink = (
  sql: SqlSession,
  config: AccountConfig,
  user: UserRow,
  type: VerifyType,
  redirectTo: string,
  to: string = user.email ?? "",
) =>
  Effect.gen(function* () {
    yield* chargeSentMail(sql);
    const { code, link } = yield* issueLink(sql, config, user, type, redirectTo, to);
    const kind = mailKind[type];
    const request =
      kind === "email_change"
        ? { kind, to, link, code, validForMinutes: validFor[type], newEmail: to }
        : { kind, to, link, code, validForMinutes: validFor[type] };
    (yield* PendingMail).push(authMail(request));
  });

export const SignupBody = Schema.Struct({
  email: Schema.optional(Schema.NullOr(Schema.String)),
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  password: Schema.optional(Schema.NullOr(Schema.String)),
  data: Schema.optional(
    Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  ),
  code_challenge: Schema.optional(Schema.NullOr(Schema.String)),
  code_challenge_method: Schema.optional(Schema.NullOr(Schema.String)),
});

/** A plausible e-mail address: something, @, a domain with a dot. */
export const isEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/**
 * `POST /signup`. With autoconfirm (the embedded default) the answer is a
 * session; without it the user must follow the e-mailed link first and the
 * answer is the bare user.
 */
export const signup = (
  sql: SqlSession,
  config: AccountConfig,
  input: typeof SignupBody.Type,
  redirectTo: string,
) =>
  Effect.gen(function* () {
    // As GoTrue with phone and anonymous sign-in off: neither address nor phone is an anonymous sign-in.
    if (input.phone && !input.email)
      return yield* Effect.fail(errors.phoneDisabled("Phone signups are disabled"));
    const email = normaliseEmail(input.email ?? "");
    if (email === "") return yield* Effect.fail(errors.anonymousDisabled());
    if (!isEmail(email))
      return yield* Effect.fail(
        errors.validation(`Unable to validate email address: invalid format`),
      );
    const password = input.password ?? "";
    if (password === "")
      return yield* Effect.fail(errors.validation("Signup requires a valid password"));
    yield* checkNewPassword(password);

    const existing = yield* findUserByEmail(sql, email);
    if (existing !== undefined) {
      if (existing.email_confirmed_at !== null || config.authAutoconfirm) {
        return yield* Effect.fail(errors.userAlreadyExists());
      }
      // Not yet confirmed: send the link again rather than reveal anything.
      yield* sendLink(sql, config, existing, "signup", redirectTo);
      return yield* userJson(sql, existing);
    }

    const user = yield* insertUser(sql, {
      email,
      encryptedPassword: yield* hashPassword(password),
      confirmed: config.authAutoconfirm,
      userMetadata: input.data ?? {},
      provider: "email",
    });
    if (config.authAutoconfirm) return yield* startSession(sql, user, "password");
    yield* rememberPkce(sql, user.id, "email/signup", input);
    yield* sendLink(sql, config, user, "signup", redirectTo);
    const sent = yield* sqlFirst<UserRow>(sql, "select * from auth_user where id = $1", [user.id]);
    return yield* userJson(sql, sent ?? user);
  }).pipe(Effect.withSpan("Auth.signup"));

/** `POST /recover`: mails a reset link when the user exists, and says the same either way. */
export const recover = (
  sql: SqlSession,
  config: AccountConfig,
  email: string,
  redirectTo: string,
  pkce: PkceRequest,
) =>
  Effect.gen(function* () {
    const user = yield* findUserByEmail(sql, email);
    if (user === undefined) return {};
    yield* rememberPkce(sql, user.id, "recovery", pkce);
    yield* sendLink(sql, config, user, "recovery", redirectTo);
    return {};
  }).pipe(Effect.withSpan("Auth.recover"));

/** `POST /otp`: a sign-in link and code by e-mail, creating the account unless told not to. */
export const otp = (
  sql: SqlSession,
  config: AccountConfig,
  email: string,
  createUser: boolean,
  data: Record<string, unknown>,
  redirectTo: string,
  pkce: PkceRequest,
) =>
  Effect.gen(function* () {
    const normalised = normaliseEmail(email);
    if (!isEmail(normalised))
      return yield* Effect.fail(
        errors.validation("Unable to validate email address: invalid format"),
      );
    let user = yield* findUserByEmail(sql, normalised);
    if (user === undefined) {
      if (!createUser)
        return yield* Effect.fail(goTrueError(422, "otp_disabled", "Signups not allowed for otp"));
      user = yield* insertUser(sql, {
        email: normalised,
        encryptedPassword: null,
        confirmed: false,
        userMetadata: data,
        provider: "email",
      });
    }
    yield* rememberPkce(sql, user.id, "magiclink", pkce);
    yield* sendLink(sql, config, user, "magiclink", redirectTo);
    return {};
  }).pipe(Effect.withSpan("Auth.otp"));

export interface VerifyInput {
  readonly type: VerifyType;
  /** The stored hash, as links carry it. */
  readonly tokenHash?: string | undefined;
  /** Or the six-digit code with its e-mail address. */
  readonly email?: string | undefined;
  readonly code?: string | undefined;
}

/**
 * Completes an e-mailed action: confirms the address, applies an e-mail
 * change, or signs in for a recovery or magic link. Returns the user and the
 * sign-in method to record; an unknown or expired token answers `otp_expired`.
 */
export const verify = (sql: SqlSession, input: VerifyInput) =>
  Effect.gen(function* () {
    const [tokenColumn, sentColumn] = columns[input.type];
    const tokenHash =
      input.tokenHash ??
      (input.email !== undefined && input.code !== undefined
        ? tokenHashOf(normaliseEmail(input.email), input.code)
        : undefined);
    if (tokenHash === undefined) {
      return yield* Effect.fail(
        errors.validation("Verify requires a token_hash, or an email and a token"),
      );
    }
    const user = yield* sqlFirst<UserRow & { sent_at: Date | null }>(
      sql,
      `select *, ${sentColumn} as sent_at from auth_user where ${tokenColumn} = $1 for update`,
      [tokenHash],
    );
    const expired =
      user === undefined ||
      user.sent_at === null ||
      Date.now() - new Date(user.sent_at).getTime() > validFor[input.type] * 60_000;
    if (user === undefined || expired) return yield* Effect.fail(errors.otpExpired());

    const updated =
      input.type === "email_change"
        ? yield* sqlFirst<UserRow>(
            sql,
            `update auth_user set email = email_change, email_change = null, email_change_token_hash = null,
             email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1 returning *`,
            [user.id],
          )
        : yield* sqlFirst<UserRow>(
            sql,
            `update auth_user set ${tokenColumn} = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
             updated_at = now() where id = $1 returning *`,
            [user.id],
          );
    const method = input.type === "recovery" ? "recovery" : input.type === "signup" ? "otp" : "otp";
    return { user: updated ?? user, method };
  }).pipe(Effect.withSpan("Auth.verify"));

/** The PKCE code waiting for this user's action, if the action started with a challenge. */
export const pendingPkceCode = (sql: SqlSession, userId: string) =>
  Effect.map(
    sqlFirst<{ auth_code: string }>(
      sql,
      "select auth_code from auth_flow_state where user_id = $1 order by created_at desc limit 1",
      [userId],
    ),
    (row) => row?.auth_code,
  );

/** `grant_type=pkce`: exchanges a code for a session when the verifier matches its challenge. */
export const exchangePkce = (sql: SqlSession, authCode: string, verifier: string) =>
  Effect.gen(function* () {
    const flow = yield* sqlFirst<{
      user_id: string;
      code_challenge: string;
      code_challenge_method: string;
      authentication_method: string;
      created_at: Date;
    }>(sql, "delete from auth_flow_state where auth_code = $1 returning *", [authCode]);
    if (flow === undefined || Date.now() - new Date(flow.created_at).getTime() > 24 * 3600_000) {
      return yield* Effect.fail(errors.flowStateNotFound());
    }
    const computed =
      flow.code_challenge_method === "plain"
        ? verifier
        : createHash("sha256").update(verifier).digest("base64url");
    if (computed !== flow.code_challenge) return yield* Effect.fail(errors.badCodeVerifier());
    const user = yield* sqlFirst<UserRow>(sql, "select * from auth_user where id = $1", [
      flow.user_id,
    ]);
    if (user === undefined) return yield* Effect.fail(errors.userNotFound());
    return { user, method: flow.authentication_method === "recovery" ? "recovery" : "otp" };
  }).pipe(Effect.withSpan("Auth.exchangePkce"));

export { safeRedirect };
