import { HttpLayerRouter, HttpServerResponse } from "@effect/platform";
import { Context, Effect, Option, Schema } from "effect";
import type { ServerConfig } from "../config";
import { Database, type SqlSession } from "../db/Database";
import { Mailer } from "../mail/Mailer";
import {
  exchangePkce,
  isEmail,
  otp,
  pendingPkceCode,
  recover,
  SignupBody,
  sendingMail,
  sendLink,
  signup,
  VerifyType,
  verify,
} from "./accounts";
import { errors, GoTrueError, goTrueError } from "./errors";
import {
  body,
  clientIp,
  currentSession,
  errorResponse,
  json,
  optionalString,
  requestUrl,
} from "./http";
import { unlinkIdentity, userForIdToken } from "./identities";
import { AuthKeys } from "./keys";
import { safeRedirect } from "./links";
import { limitMailAsk } from "./mailBudget";
import { challenge, enroll, hasVerifiedFactor, unenroll, verifyChallenge } from "./mfa";
import { verifyIdToken } from "./oidc";
import { checkNewPassword, hashPassword, verifyPassword, weakPasswordReasons } from "./passwords";
import { hit, rateLimits } from "./rateLimit";
import { endStolenSession, type LogoutScope, logout, refresh, startSession } from "./sessions";
import { sqlFirst, sqlRows } from "./sql";
import { findUserByEmail, normaliseEmail, type UserRow, userJson } from "./users";

export type AuthConfig = Pick<
  ServerConfig,
  | "publicUrl"
  | "authAutoconfirm"
  | "msClientId"
  | "msAuthority"
  | "googleClientId"
  | "authOidcIssuers"
>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One transaction around a handler's database work. */
const inTransaction = <A, E, R>(work: (sql: SqlSession) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(Database, (db) => db.transaction(work));

const PasswordGrant = Schema.Struct({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
});
const RefreshGrant = Schema.Struct({ refresh_token: optionalString });
const IdTokenGrant = Schema.Struct({
  provider: Schema.String,
  id_token: Schema.String,
  nonce: optionalString,
  access_token: optionalString,
});
const PkceGrant = Schema.Struct({ auth_code: Schema.String, code_verifier: Schema.String });
const EmailBody = Schema.Struct({
  email: Schema.String,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});
const OtpBody = Schema.Struct({
  email: Schema.String,
  create_user: Schema.optional(Schema.NullOr(Schema.Boolean)),
  data: Schema.optional(
    Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  ),
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});
const ResendBody = Schema.Struct({
  type: Schema.Literal("signup", "email_change"),
  email: Schema.String,
});
const VerifyBody = Schema.Struct({
  type: VerifyType,
  token_hash: optionalString,
  token: optionalString,
  email: optionalString,
});
const UpdateUserBody = Schema.Struct({
  email: optionalString,
  password: optionalString,
  data: Schema.optional(
    Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  ),
  nonce: optionalString,
});
const EnrollBody = Schema.Struct({
  factor_type: Schema.Literal("totp"),
  friendly_name: optionalString,
  issuer: optionalString,
});
const VerifyFactorBody = Schema.Struct({
  challenge_id: Schema.String.pipe(
    Schema.pattern(uuidPattern, { message: () => "challenge_id must be a UUID" }),
  ),
  code: Schema.String,
});

/** The embedded auth service under `/auth/v1`, in GoTrue's wire format (AUTH.md). */
export const authRoutes = (config: AuthConfig) =>
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      const services = Context.empty().pipe(
        Context.add(Database, yield* Database),
        Context.add(AuthKeys, yield* AuthKeys),
        Context.add(Mailer, yield* Mailer),
      );
      const issuer = "Corkboard";
      const defaultRedirect = `${config.publicUrl}/callback`;
      const redirectParam = Effect.map(requestUrl, (url) =>
        safeRedirect(config.publicUrl, url.searchParams.get("redirect_to"), defaultRedirect),
      );

      type Method = "GET" | "POST" | "PUT" | "DELETE";
      const add = <E, R>(
        method: Method,
        path: `/${string}`,
        handler: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
      ) =>
        router.add(
          method,
          `/auth/v1${path}`,
          handler.pipe(
            Effect.catchAll((error) =>
              Effect.succeed(
                error instanceof GoTrueError
                  ? errorResponse(error)
                  : errorResponse(
                      errors.unexpected("The auth service failed; the error was logged."),
                    ),
              ).pipe(
                Effect.tap(() =>
                  error instanceof GoTrueError ? Effect.void : Effect.logError(error),
                ),
              ),
            ),
            Effect.provide(services),
          ) as Effect.Effect<
            HttpServerResponse.HttpServerResponse,
            never,
            Exclude<R, Database | AuthKeys | Mailer>
          >,
        );

      const pathParam = (name: string) =>
        Effect.map(HttpLayerRouter.params, (params) => params[name] ?? "");

      // --- sign-up and e-mail links -------------------------------------------------

      yield* add(
        "POST",
        "/signup",
        Effect.gen(function* () {
          const ip = yield* clientIp;
          yield* hit(rateLimits.signup, ip);
          const input = yield* body(SignupBody);
          const redirectTo = yield* redirectParam;
          if (!config.authAutoconfirm) yield* limitMailAsk(ip, input.email ?? "");
          return json(
            yield* sendingMail(inTransaction((sql) => signup(sql, config, input, redirectTo))),
          );
        }),
      );

      yield* add(
        "POST",
        "/recover",
        Effect.gen(function* () {
          const ip = yield* clientIp;
          yield* hit(rateLimits.verify, ip);
          const input = yield* body(EmailBody);
          const redirectTo = yield* redirectParam;
          yield* limitMailAsk(ip, input.email);
          return json(
            yield* sendingMail(
              inTransaction((sql) => recover(sql, config, input.email, redirectTo, input)),
            ),
          );
        }),
      );

      yield* add(
        "POST",
        "/otp",
        Effect.gen(function* () {
          const ip = yield* clientIp;
          yield* hit(rateLimits.verify, ip);
          const input = yield* body(OtpBody);
          const redirectTo = yield* redirectParam;
          yield* limitMailAsk(ip, input.email);
          return json(
            yield* sendingMail(
              inTransaction((sql) =>
                otp(
                  sql,
                  config,
                  input.email,
                  input.create_user !== false,
                  input.data ?? {},
                  redirectTo,
                  input,
                ),
              ),
            ),
          );
        }),
      );

      yield* add(
        "POST",
        "/resend",
        Effect.gen(function* () {
          const ip = yield* clientIp;
          yield* hit(rateLimits.verify, ip);
          const input = yield* body(ResendBody);
          const redirectTo = yield* redirectParam;
          yield* limitMailAsk(ip, input.email);
          yield* sendingMail(
            inTransaction((sql) =>
              Effect.gen(function* () {
                const user = yield* findUserByEmail(sql, input.email);
                if (user === undefined) return;
                if (input.type === "signup" && user.email_confirmed_at === null) {
                  yield* sendLink(sql, config, user, "signup", redirectTo);
                }
                if (input.type === "email_change" && user.email_change !== null) {
                  yield* sendLink(sql, config, user, "email_change", redirectTo, user.email_change);
                }
              }),
            ),
          );
          return json({});
        }),
      );

      // The link in an e-mail: tokens go to the app in the URL fragment (or a PKCE code in the query).
      yield* add(
        "GET",
        "/verify",
        Effect.gen(function* () {
          yield* hit(rateLimits.verify, yield* clientIp);
          const url = yield* requestUrl;
          const redirectTo = yield* redirectParam;
          const type = Schema.decodeUnknownOption(VerifyType)(url.searchParams.get("type"));
          const token = url.searchParams.get("token") ?? "";
          const target = new URL(redirectTo);
          const outcome = yield* Option.match(type, {
            onNone: () => Effect.fail(errors.validation("Verify requires a valid type")),
            onSome: (verifyType) =>
              inTransaction((sql) =>
                Effect.gen(function* () {
                  const { user, method } = yield* verify(sql, {
                    type: verifyType,
                    tokenHash: token,
                  });
                  const code = yield* pendingPkceCode(sql, user.id);
                  if (code !== undefined) return { code, session: undefined, verifyType };
                  return { code: "", session: yield* startSession(sql, user, method), verifyType };
                }),
              ),
          }).pipe(Effect.either);
          if (outcome._tag === "Left") {
            const error = outcome.left;
            const reason =
              error instanceof GoTrueError ? error : errors.unexpected("verification failed");
            target.hash = new URLSearchParams({
              error: reason.status === 403 ? "access_denied" : "server_error",
              error_code: reason.code,
              error_description: reason.message,
            }).toString();
          } else if (outcome.right.session === undefined) {
            target.searchParams.set("code", outcome.right.code);
          } else {
            const { session, verifyType } = outcome.right;
            target.hash = new URLSearchParams({
              access_token: session.access_token,
              expires_at: String(session.expires_at),
              expires_in: String(session.expires_in),
              refresh_token: session.refresh_token,
              token_type: "bearer",
              type: verifyType,
            }).toString();
          }
          return HttpServerResponse.redirect(target.toString(), {
            status: 303,
            headers: { "cache-control": "no-store" },
          });
        }),
      );

      yield* add(
        "POST",
        "/verify",
        Effect.gen(function* () {
          yield* hit(rateLimits.verify, yield* clientIp);
          const input = yield* body(VerifyBody);
          return json(
            yield* inTransaction((sql) =>
              Effect.gen(function* () {
                const { user, method } = yield* verify(sql, {
                  type: input.type,
                  tokenHash: input.token_hash ?? undefined,
                  email: input.email ?? undefined,
                  code: input.token ?? undefined,
                });
                return yield* startSession(sql, user, method);
              }),
            ),
          );
        }),
      );

      // --- tokens ---------------------------------------------------------------------

      yield* add(
        "POST",
        "/token",
        Effect.gen(function* () {
          yield* hit(rateLimits.token, yield* clientIp);
          const grant = (yield* requestUrl).searchParams.get("grant_type");
          switch (grant) {
            case "password": {
              const input = yield* body(PasswordGrant);
              if (!input.email) {
                return yield* Effect.fail(
                  errors.validation(
                    input.phone ? "Phone logins are disabled" : "An email address is required",
                  ),
                );
              }
              const password = input.password ?? "";
              const db = yield* Database;
              // bcrypt runs outside any transaction so sign-ins do not queue behind it.
              const user = yield* db.transaction((sql) => findUserByEmail(sql, input.email ?? ""));
              const matches = yield* verifyPassword(password, user?.encrypted_password ?? null);
              if (user === undefined || !matches)
                return yield* Effect.fail(errors.invalidCredentials());
              if (user.email_confirmed_at === null)
                return yield* Effect.fail(errors.emailNotConfirmed());
              const session = yield* inTransaction((sql) => startSession(sql, user, "password"));
              const reasons = weakPasswordReasons(password);
              return json(
                reasons.length === 0
                  ? session
                  : {
                      ...session,
                      weak_password: {
                        reasons,
                        message: "Your password no longer meets the policy; please change it.",
                      },
                    },
              );
            }
            case "refresh_token": {
              const input = yield* body(RefreshGrant);
              if (!input.refresh_token) return yield* Effect.fail(errors.refreshTokenNotFound());
              const token = input.refresh_token;
              const outcome = yield* inTransaction((sql) => refresh(sql, token));
              const { stolen, session } = outcome;
              if (stolen !== undefined) {
                yield* inTransaction((sql) => endStolenSession(sql, stolen));
                return yield* Effect.fail(errors.refreshTokenAlreadyUsed());
              }
              return json(session);
            }
            case "id_token": {
              const input = yield* body(IdTokenGrant);
              if (input.provider !== "azure" && input.provider !== "google") {
                return yield* Effect.fail(errors.providerDisabled(input.provider));
              }
              const provider = input.provider;
              const token = yield* verifyIdToken(
                config,
                provider,
                input.id_token,
                input.nonce ?? null,
              );
              return json(
                yield* inTransaction((sql) =>
                  Effect.flatMap(userForIdToken(sql, provider, token), (user) =>
                    startSession(sql, user, "oauth"),
                  ),
                ),
              );
            }
            case "pkce": {
              const input = yield* body(PkceGrant);
              return json(
                yield* inTransaction((sql) =>
                  Effect.flatMap(
                    exchangePkce(sql, input.auth_code, input.code_verifier),
                    ({ user, method }) => startSession(sql, user, method),
                  ),
                ),
              );
            }
            default:
              return yield* Effect.fail(
                errors.validation(
                  `unsupported_grant_type: ${grant ?? "(none)"} is not a grant type this server accepts`,
                ),
              );
          }
        }),
      );

      // --- the signed-in user ---------------------------------------------------------

      yield* add(
        "GET",
        "/user",
        Effect.gen(function* () {
          const { user } = yield* currentSession;
          return json(yield* inTransaction((sql) => userJson(sql, user)));
        }),
      );

      yield* add(
        "PUT",
        "/user",
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
          const hash = password ? yield* hashPassword(password) : null;
          const redirectTo = yield* redirectParam;
          if (input.email) yield* limitMailAsk(yield* clientIp, input.email);
          return json(
            yield* sendingMail(
              inTransaction((sql) =>
                Effect.gen(function* () {
                  if (hash !== null) {
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
                      return yield* Effect.fail(
                        goTrueError(
                          422,
                          "email_exists",
                          "A user with this email address has already been registered",
                        ),
                      );
                    }
                    yield* sqlRows(sql, "update auth_user set email_change = $2 where id = $1", [
                      user.id,
                      email,
                    ]);
                    yield* sendLink(sql, config, user, "email_change", redirectTo, email);
                  }
                  const updated = yield* sqlFirst<UserRow>(
                    sql,
                    "select * from auth_user where id = $1",
                    [user.id],
                  );
                  return yield* userJson(sql, updated ?? user);
                }),
              ),
            ),
          );
        }),
      );

      yield* add(
        "POST",
        "/logout",
        Effect.gen(function* () {
          const { session } = yield* currentSession;
          const requested = (yield* requestUrl).searchParams.get("scope") ?? "global";
          const scope: LogoutScope =
            requested === "local" || requested === "others" || requested === "global"
              ? requested
              : "global";
          yield* inTransaction((sql) => logout(sql, session, scope));
          return HttpServerResponse.empty({ status: 204 });
        }),
      );

      yield* add(
        "DELETE",
        "/user/identities/:id",
        Effect.gen(function* () {
          const { user } = yield* currentSession;
          const id = yield* pathParam("id");
          if (!uuidPattern.test(id)) return yield* Effect.fail(errors.identityNotFound());
          return json(yield* inTransaction((sql) => unlinkIdentity(sql, user, id)));
        }),
      );

      // --- second factor ----------------------------------------------------------------

      const factorId = Effect.flatMap(pathParam("id"), (id) =>
        uuidPattern.test(id)
          ? Effect.succeed(id)
          : Effect.fail(goTrueError(404, "validation_failed", "factor_id must be an UUID")),
      );

      yield* add(
        "POST",
        "/factors",
        Effect.gen(function* () {
          const { user, session } = yield* currentSession;
          const input = yield* body(EnrollBody);
          return json(
            yield* inTransaction((sql) =>
              enroll(sql, user, session, {
                friendlyName: input.friendly_name ?? null,
                issuer: input.issuer ?? issuer,
              }),
            ),
          );
        }),
      );

      yield* add(
        "POST",
        "/factors/:id/challenge",
        Effect.gen(function* () {
          const ip = yield* clientIp;
          yield* hit(rateLimits.mfa, ip);
          const { user } = yield* currentSession;
          const id = yield* factorId;
          return json(yield* inTransaction((sql) => challenge(sql, user, id, ip)));
        }),
      );

      yield* add(
        "POST",
        "/factors/:id/verify",
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
        }),
      );

      yield* add(
        "DELETE",
        "/factors/:id",
        Effect.gen(function* () {
          const { user, session } = yield* currentSession;
          const id = yield* factorId;
          return json(yield* inTransaction((sql) => unenroll(sql, user, session, id)));
        }),
      );

      // --- public documents -------------------------------------------------------------

      yield* add(
        "GET",
        "/settings",
        Effect.succeed(
          json({
            external: {
              email: true,
              phone: false,
              azure: Option.isSome(config.msClientId),
              google: Option.isSome(config.googleClientId),
            },
            disable_signup: false,
            mailer_autoconfirm: config.authAutoconfirm,
            phone_autoconfirm: false,
            sms_provider: "",
            saml_enabled: false,
          }),
        ),
      );

      // Tokens are signed with an HMAC secret, which is never published: the key set is empty.
      yield* add("GET", "/.well-known/jwks.json", Effect.succeed(json({ keys: [] })));

      yield* add(
        "GET",
        "/authorize",
        Effect.gen(function* () {
          const url = yield* requestUrl;
          const provider = url.searchParams.get("provider") ?? "";
          const redirectTo = yield* redirectParam;
          const target = new URL(redirectTo);
          // Sign-in with Microsoft and Google runs in the browser (MSAL, Google's button) and ends
          // in an id_token grant; the embedded service holds no provider secrets to run OAuth itself.
          if (provider === "azure" && Option.isSome(config.msClientId)) {
            return HttpServerResponse.redirect(`${config.publicUrl}/login?provider=azure`, {
              status: 302,
            });
          }
          if (provider === "google" && Option.isSome(config.googleClientId)) {
            return HttpServerResponse.redirect(`${config.publicUrl}/login?provider=google`, {
              status: 302,
            });
          }
          target.hash = new URLSearchParams({
            error: "invalid_request",
            error_code: "provider_disabled",
            error_description: `Unsupported provider: ${provider || "(none)"} is not enabled`,
          }).toString();
          return HttpServerResponse.redirect(target.toString(), { status: 302 });
        }),
      );

      // Unknown auth paths answer GoTrue's error shape, not the app.
      for (const method of ["GET", "POST", "PUT", "DELETE"] as const) {
        yield* add(
          method,
          "/*",
          Effect.flatMap(requestUrl, (url) => Effect.fail(errors.notFound(url.pathname))),
        );
      }
    }),
  );
