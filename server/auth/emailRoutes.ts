/**
 * Sign-up and the routes of e-mailed links and codes: recover, otp, resend
 * and verify (the link a browser follows, and the code a client posts).
 */
import { HttpServerResponse } from "@effect/platform";
import { Effect, Schema } from "effect";
import {
  otp,
  pendingPkceCode,
  recover,
  SignupBody,
  sendingMail,
  sendLink,
  signup,
  verify,
  verifyTypeOf,
} from "./accounts";
import { phoneVerifyTypes } from "./disabledFeatures";
import { errors, GoTrueError } from "./errors";
import { body, clientIp, json, optionalString, requestUrl } from "./http";
import { limitMailAsk } from "./mailBudget";
import { hit, rateLimits } from "./rateLimit";
import { type AuthConfig, inTransaction, redirectParamOf } from "./routeKit";
import { startSession } from "./sessions";
import { findUserByEmail } from "./users";

const EmailBody = Schema.Struct({
  email: Schema.String,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});
const OtpBody = Schema.Struct({
  email: optionalString,
  phone: optionalString,
  create_user: Schema.optional(Schema.NullOr(Schema.Boolean)),
  data: Schema.optional(
    Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
  ),
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});
const ResendBody = Schema.Struct({
  type: Schema.optional(Schema.Unknown),
  email: optionalString,
});
const VerifyBody = Schema.Struct({
  type: Schema.optional(Schema.Unknown),
  token_hash: optionalString,
  token: optionalString,
  email: optionalString,
});

/** `POST /signup`. */
export const signupRoute = (config: AuthConfig) =>
  Effect.gen(function* () {
    const ip = yield* clientIp;
    yield* hit(rateLimits.signup, ip);
    const input = yield* body(SignupBody);
    const redirectTo = yield* redirectParamOf(config);
    if (!config.authAutoconfirm) yield* limitMailAsk(ip, input.email ?? "");
    return json(yield* sendingMail(inTransaction((sql) => signup(sql, config, input, redirectTo))));
  });

/** `POST /recover`. */
export const recoverRoute = (config: AuthConfig) =>
  Effect.gen(function* () {
    const ip = yield* clientIp;
    yield* hit(rateLimits.verify, ip);
    const input = yield* body(EmailBody);
    const redirectTo = yield* redirectParamOf(config);
    yield* limitMailAsk(ip, input.email);
    return json(
      yield* sendingMail(
        inTransaction((sql) => recover(sql, config, input.email, redirectTo, input)),
      ),
    );
  });

/** `POST /otp`. */
export const otpRoute = (config: AuthConfig) =>
  Effect.gen(function* () {
    const ip = yield* clientIp;
    yield* hit(rateLimits.otp, ip);
    const input = yield* body(OtpBody);
    if (!input.email) {
      return yield* Effect.fail(
        input.phone
          ? errors.phoneDisabled("Unsupported phone provider")
          : errors.validation("One of email or phone must be set"),
      );
    }
    const email = input.email;
    const redirectTo = yield* redirectParamOf(config);
    yield* limitMailAsk(ip, email);
    return json(
      yield* sendingMail(
        inTransaction((sql) =>
          otp(sql, config, email, input.create_user !== false, input.data ?? {}, redirectTo, input),
        ),
      ),
    );
  });

/** `POST /resend`. */
export const resendRoute = (config: AuthConfig) =>
  Effect.gen(function* () {
    const ip = yield* clientIp;
    yield* hit(rateLimits.verify, ip);
    const input = yield* body(ResendBody);
    if (phoneVerifyTypes.has(input.type)) {
      return yield* Effect.fail(errors.phoneDisabled("Phone logins are disabled"));
    }
    if (input.type !== "signup" && input.type !== "email_change") {
      return yield* Effect.fail(
        errors.validation("Missing one of these types: signup, email_change, sms, phone_change"),
      );
    }
    const type = input.type;
    if (!input.email) return yield* Effect.fail(errors.validation("email is required"));
    const email = input.email;
    const redirectTo = yield* redirectParamOf(config);
    yield* limitMailAsk(ip, email);
    yield* sendingMail(
      inTransaction((sql) =>
        Effect.gen(function* () {
          const user = yield* findUserByEmail(sql, email);
          if (user === undefined) return;
          if (type === "signup" && user.email_confirmed_at === null) {
            yield* sendLink(sql, config, user, "signup", redirectTo);
          }
          if (type === "email_change" && user.email_change !== null) {
            yield* sendLink(sql, config, user, "email_change", redirectTo, user.email_change);
          }
        }),
      ),
    );
    return json({});
  });

/** `GET /verify`, the link in an e-mail: tokens go to the app in the URL fragment (or a PKCE code in the query). */
export const verifyLinkRoute = (config: AuthConfig) =>
  Effect.gen(function* () {
    yield* hit(rateLimits.verify, yield* clientIp);
    const url = yield* requestUrl;
    const redirectTo = yield* redirectParamOf(config);
    const token = url.searchParams.get("token") ?? "";
    const target = new URL(redirectTo);
    const outcome = yield* Effect.flatMap(
      verifyTypeOf(url.searchParams.get("type")),
      (verifyType) =>
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
    ).pipe(Effect.either);
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
  });

/** `POST /verify`. */
export const verifyRoute = Effect.gen(function* () {
  yield* hit(rateLimits.verify, yield* clientIp);
  const input = yield* body(VerifyBody);
  const type = yield* verifyTypeOf(input.type);
  return json(
    yield* inTransaction((sql) =>
      Effect.gen(function* () {
        const { user, method } = yield* verify(sql, {
          type,
          tokenHash: input.token_hash ?? undefined,
          email: input.email ?? undefined,
          code: input.token ?? undefined,
        });
        return yield* startSession(sql, user, method);
      }),
    ),
  );
});
