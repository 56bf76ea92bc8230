import { HttpLayerRouter, HttpServerResponse } from "@effect/platform";
import { Context, Effect, Option } from "effect";
import { Database } from "../db/Database";
import { Mailer } from "../mail/Mailer";
import { adminRoutes } from "./admin";
import { disabledRoutes, refuseDisabled } from "./disabledFeatures";
import {
  otpRoute,
  recoverRoute,
  resendRoute,
  signupRoute,
  verifyLinkRoute,
  verifyRoute,
} from "./emailRoutes";
import { errors, GoTrueError } from "./errors";
import * as factors from "./factorRoutes";
import { currentSession, errorResponse, json, requestUrl, requireApiKey } from "./http";
import { unlinkIdentity } from "./identities";
import { AuthKeys } from "./keys";
import { AuthPolicy, settingsJson } from "./policy";
import { reauthenticate } from "./reauthenticate";
import {
  type AuthConfig,
  inTransaction,
  pathParam,
  redirectParamOf,
  uuidPattern,
} from "./routeKit";
import { type LogoutScope, logout } from "./sessions";
import { tokenGrant } from "./tokenGrant";
import { updateUser } from "./updateUser";
import { userJson } from "./users";

export type { AuthConfig } from "./routeKit";

/** The embedded auth service under `/auth/v1`, in GoTrue's wire format (AUTH.md). */
export const authRoutes = (config: AuthConfig) =>
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      const services = Context.empty().pipe(
        Context.add(Database, yield* Database),
        Context.add(AuthKeys, yield* AuthKeys),
        Context.add(Mailer, yield* Mailer),
        Context.add(AuthPolicy, config.authPolicy),
      );
      const issuer = "Corkboard";
      const redirectParam = redirectParamOf(config);

      type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      const add = <E, R>(
        method: Method,
        path: `/${string}`,
        handler: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
      ) =>
        router.add(
          method,
          `/auth/v1${path}`,
          Effect.zipRight(requireApiKey, handler).pipe(
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
            Exclude<R, Database | AuthKeys | Mailer | AuthPolicy>
          >,
        );

      // --- sign-up and e-mail links -------------------------------------------------

      yield* add("POST", "/signup", signupRoute(config));
      yield* add("POST", "/recover", recoverRoute(config));
      yield* add("POST", "/otp", otpRoute(config));
      yield* add("POST", "/resend", resendRoute(config));
      yield* add("GET", "/verify", verifyLinkRoute(config));
      yield* add("POST", "/verify", verifyRoute);

      // --- the admin API (service-role key) --------------------------------------------

      for (const [method, path, handler] of adminRoutes(config)) yield* add(method, path, handler);

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

      yield* add("GET", "/reauthenticate", reauthenticate);

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

      yield* add("GET", "/settings", Effect.succeed(json(settingsJson(config))));

      // The public keys of AUTH_JWT_KEYS; with the HMAC secret (never published) the set is empty.
      yield* add(
        "GET",
        "/.well-known/jwks.json",
        Effect.map(AuthKeys, (keys) => json(keys.publicJwks)),
      );

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

      // --- features this instance leaves off ------------------------------------------

      for (const disabled of disabledRoutes.filter((route) => !route.admin)) {
        yield* add(disabled.method, disabled.path, refuseDisabled(disabled, Effect.void));
      }

      // Unknown auth paths answer GoTrue's error shape, not the app.
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
        yield* add(
          method,
          "/*",
          Effect.flatMap(requestUrl, (url) => Effect.fail(errors.notFound(url.pathname))),
        );
      }
    }),
  );
