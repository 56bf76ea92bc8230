/**
 * `POST /auth/v1/token`: the password, refresh-token, id-token and PKCE
 * grants, in GoTrue's wire format.
 */
import { Effect, Schema } from "effect";
import { Database } from "../db/Database";
import { exchangePkce } from "./accounts";
import { errors } from "./errors";
import { body, clientIp, json, optionalString, requestUrl } from "./http";
import { userForIdToken } from "./identities";
import { verifyIdToken } from "./oidc";
import { verifyPassword, weakPasswordReasons } from "./passwords";
import { AuthPolicy } from "./policy";
import { hit, rateLimits } from "./rateLimit";
import { type AuthConfig, inTransaction } from "./routeKit";
import { endStolenSession, refresh, startSession } from "./sessions";
import { findUserByEmail } from "./users";

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

/** The token endpoint's handler: one grant per `grant_type`. */
export const tokenGrant = (config: AuthConfig) =>
  Effect.gen(function* () {
    yield* hit(rateLimits.token, yield* clientIp);
    const grant = (yield* requestUrl).searchParams.get("grant_type");
    switch (grant) {
      case "password": {
        const input = yield* body(PasswordGrant);
        if (!input.email) {
          return yield* Effect.fail(
            input.phone
              ? errors.phoneDisabled("Phone logins are disabled")
              : errors.validation("An email address is required"),
          );
        }
        const password = input.password ?? "";
        const db = yield* Database;
        // bcrypt runs outside any transaction so sign-ins do not queue behind it.
        const user = yield* db.transaction((sql) => findUserByEmail(sql, input.email ?? ""));
        const matches = yield* verifyPassword(password, user?.encrypted_password ?? null);
        if (user === undefined || !matches) return yield* Effect.fail(errors.invalidCredentials());
        if (user.email_confirmed_at === null) return yield* Effect.fail(errors.emailNotConfirmed());
        const session = yield* inTransaction((sql) => startSession(sql, user, "password"));
        const reasons = weakPasswordReasons(password, (yield* AuthPolicy).password);
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
        const token = yield* verifyIdToken(config, provider, input.id_token, input.nonce ?? null);
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
      case "web3":
        return yield* Effect.fail(errors.web3Disabled());
      default:
        return yield* Effect.fail(errors.validation("unsupported_grant_type"));
    }
  });
