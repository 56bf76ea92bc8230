import { HttpLayerRouter, HttpServerResponse } from "@effect/platform";
import { Context, Effect, Option, Schema } from "effect";
import { Database } from "../db/Database";
import { Mailer } from "../mail/Mailer";
import {
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
import { errors, GoTrueError } from "./errors";
import * as factors from "./factorRoutes";
import {
  body,
  clientIp,
  currentSession,
  errorResponse,
  json,
  optionalString,
  requestUrl,
} from "./http";
import { unlinkIdentity } from "./identities";
import { AuthKeys } from "./keys";
import { limitMailAsk } from "./mailBudget";
import { hit, rateLimits } from "./rateLimit";
import {
  type AuthConfig,
  inTransaction,
  pathParam,
  redirectParamOf,
  uuidPattern,
} from "./routeKit";
import { type LogoutScope, logout, startSession } from "./sessions";
import { tokenGrant } from "./tokenGrant";
import { updateUser } from "./updateUser";
import { findUserByEmail, userJson } from "./users";

export type { AuthConfig } from "./routeKit";

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
      const redirectParam = redirectParamOf(config);

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

      yield* add("POST", "/token", tokenGrant(config));

      // --- the signed-in user ---------------------------------------------------------

      yield* add(
        "GET",
        "/user",
        Effect.gen(function* () {
          const { user } = yield* currentSession;
          return json(yield* inTransaction((sql) => userJson(sql, user)));
        }),
      );

      yield* add("PUT", "/user", updateUser(config));

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

      yield* add("POST", "/factors", factors.enrollFactor(issuer));

      yield* add("POST", "/factors/:id/challenge", factors.challengeFactor);

      yield* add("POST", "/factors/:id/verify", factors.verifyFactor(issuer));

      yield* add("DELETE", "/factors/:id", factors.unenrollFactor);

      yield* add("POST", "/recovery-codes", factors.regenerateRecoveryCodes);

      yield* add("GET", "/recovery-codes", factors.countRecoveryCodes);

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
