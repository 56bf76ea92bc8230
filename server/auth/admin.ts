/**
 * The admin API under `/auth/v1/admin` (and `POST /invite`), for server
 * code holding the service-role key: users created, listed, read, changed,
 * banned and deleted; their factors listed and removed; links generated
 * without mail. Answers carry the user as GoTrue does, never a password
 * hash or a factor secret.
 */
import { type HttpLayerRouter, HttpServerResponse } from "@effect/platform";
import { Effect, Schema } from "effect";
import type { Database, SqlSession } from "../db/Database";
import type { DatabaseError } from "../db/DatabaseError";
import type { Mailer } from "../mail/Mailer";
import { isEmail, sendingMail, sendLink } from "./accounts";
import { generateLink } from "./adminLinks";
import { disabledRoutes, refuseDisabled } from "./disabledFeatures";
import { errors, type GoTrueError, goTrueError } from "./errors";
import { body, json, optionalString, requestUrl, requireAdmin } from "./http";
import type { AuthKeys } from "./keys";
import { checkNewPassword, hashPassword } from "./passwords";
import type { AuthPolicy } from "./policy";
import {
  type AuthConfig,
  inTransaction,
  pathParam,
  redirectParamOf,
  uuidPattern,
} from "./routeKit";
import { sqlFirst, sqlRows } from "./sql";
import {
  type FactorRow,
  factorJson,
  findUserByEmail,
  findUserById,
  insertUser,
  normaliseEmail,
  type UserRow,
  userJson,
} from "./users";

const Metadata = Schema.optional(
  Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.Unknown })),
);

const AdminUserBody = Schema.Struct({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  email_confirm: Schema.optional(Schema.NullOr(Schema.Boolean)),
  user_metadata: Metadata,
  app_metadata: Metadata,
  ban_duration: optionalString,
});
type AdminUserBody = typeof AdminUserBody.Type;

const DeleteUserBody = Schema.Struct({
  should_soft_delete: Schema.optional(Schema.NullOr(Schema.Boolean)),
});

const InviteBody = Schema.Struct({ email: optionalString, data: Metadata });

const goDurationUnits: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * A `ban_duration` in Go's duration syntax (`24h`, `1h30m`, `876000h`) in
 * milliseconds, or 0 for `none`, which lifts a ban.
 */
export const banDurationMs = (text: string): number | undefined => {
  if (text === "none") return 0;
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(text)) return undefined;
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(amount) * (goDurationUnits[unit ?? ""] ?? 0);
  }
  return total;
};

/** Applies `ban_duration`, `email_confirm` and both metadata sets to a user. */
const applyAdminFields = (sql: SqlSession, userId: string, input: AdminUserBody) =>
  Effect.gen(function* () {
    if (input.ban_duration) {
      const ms = banDurationMs(input.ban_duration);
      if (ms === undefined) {
        return yield* Effect.fail(
          errors.validation(`invalid format for ban duration: ${input.ban_duration.slice(0, 40)}`),
        );
      }
      yield* sqlRows(sql, "update auth_user set banned_until = $2 where id = $1", [
        userId,
        ms === 0 ? null : new Date(Date.now() + ms),
      ]);
    }
    if (input.email_confirm) {
      yield* sqlRows(
        sql,
        "update auth_user set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1",
        [userId],
      );
    }
    if (input.user_metadata) {
      yield* sqlRows(
        sql,
        "update auth_user set user_metadata = user_metadata || $2::jsonb where id = $1",
        [userId, JSON.stringify(input.user_metadata)],
      );
    }
    if (input.app_metadata) {
      yield* sqlRows(
        sql,
        "update auth_user set app_metadata = app_metadata || $2::jsonb where id = $1",
        [userId, JSON.stringify(input.app_metadata)],
      );
    }
    yield* sqlRows(sql, "update auth_user set updated_at = now() where id = $1", [userId]);
    const updated = yield* findUserById(sql, userId);
    if (updated === undefined) return yield* Effect.fail(errors.userNotFound());
    return yield* userJson(sql, updated);
  });

/** The `email` of a body, normalised and checked; phone numbers are off on this instance. */
const emailOf = (input: { readonly email?: string | null; readonly phone?: string | null }) =>
  Effect.gen(function* () {
    if (!input.email) {
      return yield* Effect.fail(
        input.phone
          ? errors.phoneDisabled("Phone logins are disabled")
          : goTrueError(
              422,
              "validation_failed",
              "Cannot create a user without either an email or phone",
            ),
      );
    }
    const email = normaliseEmail(input.email);
    if (!isEmail(email)) {
      return yield* Effect.fail(
        errors.validation("Unable to validate email address: invalid format"),
      );
    }
    return email;
  });

/** The user of the path, or GoTrue's 404. */
const pathUser = (sql: SqlSession) =>
  Effect.gen(function* () {
    const id = yield* pathParam("id");
    if (!uuidPattern.test(id)) {
      return yield* Effect.fail(goTrueError(404, "user_not_found", "user_id must be an UUID"));
    }
    const user = yield* findUserById(sql, id);
    if (user === undefined) return yield* Effect.fail(errors.userNotFound());
    return user;
  });

const createUser = Effect.gen(function* () {
  const input = yield* body(AdminUserBody);
  const email = yield* emailOf(input);
  if (input.password) yield* checkNewPassword(input.password);
  const hash = input.password ? yield* hashPassword(input.password) : null;
  return json(
    yield* inTransaction((sql) =>
      Effect.gen(function* () {
        if ((yield* findUserByEmail(sql, email)) !== undefined) {
          return yield* Effect.fail(errors.emailExists());
        }
        const user = yield* insertUser(sql, {
          email,
          encryptedPassword: hash,
          confirmed: false,
          userMetadata: {},
          provider: "email",
        });
        return yield* applyAdminFields(sql, user.id, input);
      }),
    ),
  );
});

/** Page numbers and sizes as GoTrue reads them: from 1, 50 a page by default. */
const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const listUsers = Effect.gen(function* () {
  const url = yield* requestUrl;
  const page = positive(url.searchParams.get("page"), 1);
  const perPage = Math.min(positive(url.searchParams.get("per_page"), 50), 1000);
  const { users, total } = yield* inTransaction((sql) =>
    Effect.gen(function* () {
      const rows = yield* sqlRows<UserRow>(
        sql,
        "select * from auth_user order by created_at desc, id limit $1 offset $2",
        [perPage, (page - 1) * perPage],
      );
      const count = yield* sqlFirst<{ total: string }>(
        sql,
        "select count(*)::text as total from auth_user",
      );
      const users = yield* Effect.forEach(rows, (row) => userJson(sql, row));
      return { users, total: Number(count?.total ?? 0) };
    }),
  );
  // GoTrue's pagination headers, which supabase-js reads for nextPage, lastPage and total.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageLink = (number: number, rel: string) =>
    `<${url.origin}${url.pathname}?page=${number}&per_page=${perPage}>; rel="${rel}"`;
  const links = [
    ...(page < lastPage ? [pageLink(page + 1, "next")] : []),
    pageLink(lastPage, "last"),
  ];
  return json({ users, aud: "authenticated" }).pipe(
    HttpServerResponse.setHeaders({ "x-total-count": String(total), link: links.join(", ") }),
  );
});

const getUser = Effect.map(
  inTransaction((sql) => Effect.flatMap(pathUser(sql), (user) => userJson(sql, user))),
  json,
);

const updateUser = Effect.gen(function* () {
  const input = yield* body(AdminUserBody);
  const email = input.email ? yield* emailOf(input) : undefined;
  if (input.password) yield* checkNewPassword(input.password);
  const hash = input.password ? yield* hashPassword(input.password) : null;
  return json(
    yield* inTransaction((sql) =>
      Effect.gen(function* () {
        const user = yield* pathUser(sql);
        if (email !== undefined && email !== user.email) {
          if ((yield* findUserByEmail(sql, email)) !== undefined) {
            return yield* Effect.fail(errors.emailExists());
          }
          yield* sqlRows(
            sql,
            "update auth_user set email = $2, email_change = null where id = $1",
            [user.id, email],
          );
          yield* sqlRows(
            sql,
            `update auth_identity set identity_data = identity_data || jsonb_build_object('email', $2::text)
             where user_id = $1 and provider = 'email'`,
            [user.id, email],
          );
        }
        if (hash !== null) {
          yield* sqlRows(sql, "update auth_user set encrypted_password = $2 where id = $1", [
            user.id,
            hash,
          ]);
        }
        return yield* applyAdminFields(sql, user.id, input);
      }),
    ),
  );
});

const deleteUser = Effect.gen(function* () {
  const input = yield* body(DeleteUserBody);
  // Soft deletion keeps an anonymised row GoTrue can restore; this instance has no such rows.
  if (input.should_soft_delete) {
    return yield* Effect.fail(
      errors.validation("Soft deletion is not supported; delete the user instead"),
    );
  }
  yield* inTransaction((sql) =>
    Effect.flatMap(pathUser(sql), (user) =>
      sqlRows(sql, "delete from auth_user where id = $1", [user.id]),
    ),
  );
  return json({});
});

const listFactors = Effect.map(
  inTransaction((sql) =>
    Effect.flatMap(pathUser(sql), (user) =>
      sqlRows<FactorRow>(sql, "select * from auth_factor where user_id = $1 order by created_at", [
        user.id,
      ]),
    ),
  ),
  (factors) => json(factors.map(factorJson)),
);

const deleteFactor = Effect.gen(function* () {
  const factorId = yield* pathParam("factorId");
  if (!uuidPattern.test(factorId)) return yield* Effect.fail(errors.mfaFactorNotFound());
  const factor = yield* inTransaction((sql) =>
    Effect.flatMap(pathUser(sql), (user) =>
      sqlFirst<FactorRow>(
        sql,
        "delete from auth_factor where id = $1 and user_id = $2 returning *",
        [factorId, user.id],
      ),
    ),
  );
  if (factor === undefined) return yield* Effect.fail(errors.mfaFactorNotFound());
  return json(factorJson(factor));
});

/** `POST /invite`: creates the user unless they exist and mails the invitation. */
const invite = (config: AuthConfig) =>
  Effect.gen(function* () {
    const input = yield* body(InviteBody);
    const email = yield* emailOf(input);
    const redirectTo = yield* redirectParamOf(config);
    return json(
      yield* sendingMail(
        inTransaction((sql) =>
          Effect.gen(function* () {
            const existing = yield* findUserByEmail(sql, email);
            if (existing?.email_confirmed_at) return yield* Effect.fail(errors.emailExists());
            const user =
              existing ??
              (yield* insertUser(sql, {
                email,
                encryptedPassword: null,
                confirmed: false,
                userMetadata: input.data ?? {},
                provider: "email",
              }));
            yield* sendLink(sql, config, user, "invite", redirectTo);
            const invited = yield* findUserById(sql, user.id);
            return yield* userJson(sql, invited ?? user);
          }),
        ),
      ),
    );
  });

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What an admin handler needs: the router provides the request, the auth routes the rest. */
type AdminHandler = Effect.Effect<
  HttpServerResponse.HttpServerResponse,
  GoTrueError | DatabaseError,
  Database | AuthKeys | Mailer | AuthPolicy | HttpLayerRouter.Provided
>;

/** The admin routes, each behind the service-role check. */
export const adminRoutes = (
  config: AuthConfig,
): ReadonlyArray<readonly [Method, `/${string}`, AdminHandler]> => {
  const admin = (handler: AdminHandler): AdminHandler => Effect.zipRight(requireAdmin, handler);
  return [
    ["POST", "/admin/users", admin(createUser)],
    ["GET", "/admin/users", admin(listUsers)],
    ["GET", "/admin/users/:id", admin(getUser)],
    ["PUT", "/admin/users/:id", admin(updateUser)],
    ["DELETE", "/admin/users/:id", admin(deleteUser)],
    ["GET", "/admin/users/:id/factors", admin(listFactors)],
    ["DELETE", "/admin/users/:id/factors/:factorId", admin(deleteFactor)],
    ["POST", "/admin/generate_link", admin(generateLink(config))],
    ["POST", "/invite", admin(invite(config))],
    ...disabledRoutes
      .filter((route) => route.admin)
      .map((route) => [route.method, route.path, refuseDisabled(route, requireAdmin)] as const),
  ];
};
