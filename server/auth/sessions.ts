import { randomBytes, randomUUID } from "node:crypto";
import { Effect } from "effect";
import type { SqlSession } from "../db/Database";
import { errors } from "./errors";
import { type AmrEntry, AuthKeys, accessTokenSeconds } from "./keys";
import { sqlFirst, sqlRows } from "./sql";
import { findUserById, isBanned, type UserRow, userJson } from "./users";

export interface SessionRow {
  readonly id: string;
  readonly user_id: string;
  readonly aal: "aal1" | "aal2";
  readonly amr: ReadonlyArray<AmrEntry>;
  /** When the user signed in; read from the table, absent on a session being started. */
  readonly created_at?: Date;
}

/** AUTH.md: a revoked refresh token still answers within 10 s of its revocation. */
export const refreshReuseIntervalMs = 10_000;

const newRefreshToken = () => randomBytes(24).toString("base64url");

const now = () => Math.floor(Date.now() / 1000);

/** The session answer: tokens and the user. */
export const sessionResponse = (
  sql: SqlSession,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
) =>
  Effect.gen(function* () {
    const keys = yield* AuthKeys;
    const json = yield* userJson(sql, user);
    const { token, expiresAt } = yield* keys.sign({
      sub: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      phone: user.phone ?? "",
      app_metadata: json.app_metadata,
      user_metadata: json.user_metadata,
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    });
    return {
      access_token: token,
      token_type: "bearer" as const,
      expires_in: accessTokenSeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: json,
    };
  });

/** Starts a session for a user who just proved who they are with `method`. */
export const startSession = (sql: SqlSession, user: UserRow, method: string) =>
  Effect.gen(function* () {
    // Every way of signing in ends here, so a ban set through the admin API holds for all of them.
    if (isBanned(user)) return yield* Effect.fail(errors.userBanned());
    const session: SessionRow = {
      id: randomUUID(),
      user_id: user.id,
      aal: "aal1",
      amr: [{ method, timestamp: now() }],
    };
    yield* sqlRows(
      sql,
      "insert into auth_session (id, user_id, aal, amr) values ($1, $2, $3, $4)",
      [session.id, user.id, session.aal, JSON.stringify(session.amr)],
    );
    const refreshToken = newRefreshToken();
    yield* sqlRows(sql, "insert into auth_refresh_token (token, session_id) values ($1, $2)", [
      refreshToken,
      session.id,
    ]);
    const signedIn = yield* sqlFirst<UserRow>(
      sql,
      "update auth_user set last_sign_in_at = now() where id = $1 returning *",
      [user.id],
    );
    return yield* sessionResponse(sql, signedIn ?? user, session, refreshToken);
  });

/** Issues a fresh refresh token for an existing session (after its level changed). */
export const reissue = (sql: SqlSession, user: UserRow, session: SessionRow) =>
  Effect.gen(function* () {
    yield* sqlRows(
      sql,
      "update auth_refresh_token set revoked = true, revoked_at = now() where session_id = $1 and not revoked",
      [session.id],
    );
    const refreshToken = newRefreshToken();
    yield* sqlRows(sql, "insert into auth_refresh_token (token, session_id) values ($1, $2)", [
      refreshToken,
      session.id,
    ]);
    return yield* sessionResponse(sql, user, session, refreshToken);
  });

interface RefreshRow {
  readonly token: string;
  readonly session_id: string;
  readonly revoked: boolean;
  readonly revoked_at: Date | null;
}

/**
 * `grant_type=refresh_token`. Each refresh revokes the presented token and
 * issues its child. A revoked token still answers the current session when
 * it is the parent of the active one or was revoked under 10 s ago (two
 * tabs refreshing at once); any other reuse is treated as theft and ends the
 * whole session.
 */
export const refresh = (sql: SqlSession, token: string) =>
  Effect.gen(function* () {
    const presented = yield* sqlFirst<RefreshRow>(
      sql,
      "select token, session_id, revoked, revoked_at from auth_refresh_token where token = $1 for update",
      [token],
    );
    if (presented === undefined) return yield* Effect.fail(errors.refreshTokenNotFound());
    const session = yield* sqlFirst<SessionRow>(
      sql,
      "select * from auth_session where id = $1 for update",
      [presented.session_id],
    );
    if (session === undefined) return yield* Effect.fail(errors.sessionNotFound(400));
    const user = yield* findUserById(sql, session.user_id);
    if (user === undefined) return yield* Effect.fail(errors.userNotFound());
    if (isBanned(user)) return yield* Effect.fail(errors.userBanned());

    if (presented.revoked) {
      const active = yield* sqlFirst<{ token: string; parent: string | null }>(
        sql,
        "select token, parent from auth_refresh_token where session_id = $1 and not revoked order by id desc limit 1",
        [session.id],
      );
      const revokedAgo = Date.now() - new Date(presented.revoked_at ?? 0).getTime();
      if (
        active !== undefined &&
        (active.parent === presented.token || revokedAgo < refreshReuseIntervalMs)
      ) {
        return {
          stolen: undefined,
          session: yield* sessionResponse(sql, user, session, active.token),
        };
      }
      // Failing here would roll the revocation back with the transaction, so
      // the caller ends the session in its own transaction (`endStolenSession`).
      return { stolen: session.id, session: undefined };
    }

    yield* sqlRows(
      sql,
      "update auth_refresh_token set revoked = true, revoked_at = now() where token = $1",
      [presented.token],
    );
    const child = newRefreshToken();
    yield* sqlRows(
      sql,
      "insert into auth_refresh_token (token, session_id, parent) values ($1, $2, $3)",
      [child, session.id, presented.token],
    );
    yield* sqlRows(sql, "update auth_session set updated_at = now() where id = $1", [session.id]);
    return { stolen: undefined, session: yield* sessionResponse(sql, user, session, child) };
  }).pipe(Effect.withSpan("Auth.refresh"));

/** Ends a session whose refresh token was reused: treated as stolen. */
export const endStolenSession = (sql: SqlSession, sessionId: string) =>
  sqlRows(sql, "delete from auth_session where id = $1", [sessionId]);

export type LogoutScope = "global" | "local" | "others";

/** `POST /logout`: ends this session, all of the user's, or all others. */
export const logout = (sql: SqlSession, session: SessionRow, scope: LogoutScope) => {
  const statement = {
    local: ["delete from auth_session where id = $1", [session.id]],
    global: ["delete from auth_session where user_id = $1", [session.user_id]],
    others: [
      "delete from auth_session where user_id = $1 and id <> $2",
      [session.user_id, session.id],
    ],
  } as const;
  const [text, params] = statement[scope];
  return sqlRows(sql, text, params);
};
