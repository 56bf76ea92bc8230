import { HttpApiBuilder, HttpLayerRouter, HttpServerResponse } from "@effect/platform";
import { Effect, type Layer } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { calendarFeedPath } from "../../../api/CalendarFeed";
import { Forbidden, NotFound } from "../../../api/errors";
import { CurrentUser } from "../../../api/security";
import type { ServerConfig } from "../../config";
import { Database, type SqlSession } from "../../db/Database";
import { confirmedEvents, toCalendarEvent } from "../events/repo";
import { readPreferences } from "../preferences/repo";
import { found, handlerSpan, idOf, inTransaction, isoOf, run } from "../shared";
import { calendarText, type FeedMember } from "./ics";
import { memberFeedsAllowed, memberFeedsRefusal } from "./memberFeedGate";
import {
  type MemberFeedRow,
  memberFeedOf,
  memberFeedOwner,
  revokeMemberFeed,
  rotateMemberFeed,
} from "./memberFeedRepo";
import {
  type CalendarFeedRow,
  feedOf,
  feedOwner,
  isFeedToken,
  revokeFeed,
  rotateFeed,
} from "./repo";

const feedJson = (config: Pick<ServerConfig, "publicUrl">, row: CalendarFeedRow) => ({
  url: `${config.publicUrl}${calendarFeedPath(row.token)}`,
  createdAt: isoOf(row.created_at),
  lastFetchedAt: row.last_fetched_at === null ? null : isoOf(row.last_fetched_at),
});

const memberFeedJson = (config: Pick<ServerConfig, "publicUrl">, row: MemberFeedRow) => ({
  familyMemberId: row.family_member_id,
  ...feedJson(config, row),
});

/** The member id of a member-feed call, once the plan is known to allow member feeds. */
const allowedMember = (sql: SqlSession, userId: string, id: string) =>
  Effect.gen(function* () {
    const memberId = yield* idOf(id, "family member");
    const allowed = yield* run(() => memberFeedsAllowed(sql, userId));
    if (!allowed) {
      return yield* Effect.fail(
        Forbidden.because(memberFeedsRefusal.code, memberFeedsRefusal.message),
      );
    }
    return memberId;
  });

export const CalendarFeedLive = (config: Pick<ServerConfig, "publicUrl">) =>
  HttpApiBuilder.group(CorkboardApi, "calendarFeed", (handlers) =>
    handlers
      .handle("get", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) =>
            run(() => feedOf(sql, user.id)).pipe(
              Effect.flatMap((row) => found(row, "calendar feed")),
            ),
          );
          return { data: feedJson(config, row) };
        }).pipe(Effect.withSpan("CalendarFeed.get", handlerSpan)),
      )
      .handle("rotate", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) => run(() => rotateFeed(sql, user.id)));
          return { data: feedJson(config, row) };
        }).pipe(Effect.withSpan("CalendarFeed.rotate", handlerSpan)),
      )
      .handle("revoke", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) =>
            run(() => revokeFeed(sql, user.id)).pipe(
              Effect.flatMap((row) => found(row, "calendar feed")),
            ),
          );
          return { data: feedJson(config, row) };
        }).pipe(Effect.withSpan("CalendarFeed.revoke", handlerSpan)),
      )
      .handle("memberGet", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) =>
            Effect.gen(function* () {
              const memberId = yield* allowedMember(sql, user.id, path.id);
              const answer = yield* run(() => memberFeedOf(sql, user.id, memberId));
              if (answer === "no member") return yield* Effect.fail(NotFound.of("family member"));
              if (answer === "off") return yield* Effect.fail(NotFound.of("calendar feed"));
              return answer;
            }),
          );
          return { data: memberFeedJson(config, row) };
        }).pipe(Effect.withSpan("CalendarFeed.memberGet", handlerSpan)),
      )
      .handle("memberRotate", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) =>
            Effect.gen(function* () {
              const memberId = yield* allowedMember(sql, user.id, path.id);
              const row = yield* run(() => rotateMemberFeed(sql, user.id, memberId));
              return yield* found(row, "family member");
            }),
          );
          return { data: memberFeedJson(config, row) };
        }).pipe(Effect.withSpan("CalendarFeed.memberRotate", handlerSpan)),
      )
      .handle("memberRevoke", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) =>
            Effect.gen(function* () {
              const memberId = yield* allowedMember(sql, user.id, path.id);
              const row = yield* run(() => revokeMemberFeed(sql, user.id, memberId));
              return yield* found(row, "calendar feed");
            }),
          );
          return { data: memberFeedJson(config, row) };
        }).pipe(Effect.withSpan("CalendarFeed.memberRevoke", handlerSpan)),
      ),
  );

/** The family as the feed names them, by id. */
async function feedMembers(
  sql: SqlSession,
  userId: string,
): Promise<ReadonlyMap<string, FeedMember>> {
  const rows = await sql.query<FeedMember>(
    "select id::text as id, name, email from family_member where user_id = $1 order by created_at, id",
    [userId],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The .ics text a token opens: the family's feed (every confirmed event),
 * or a member's (theirs only, while the plan allows member feeds); null
 * for a token that opens nothing.
 */
async function feedText(sql: SqlSession, token: string): Promise<string | null> {
  const familyOwner = await feedOwner(sql, token);
  const memberOwner = familyOwner === undefined ? await memberFeedOwner(sql, token) : undefined;
  const userId = familyOwner ?? memberOwner?.userId;
  if (userId === undefined) return null;
  if (memberOwner !== undefined && !(await memberFeedsAllowed(sql, userId))) return null;
  const preferences = await readPreferences(sql, userId);
  const members = await feedMembers(sql, userId);
  const events = (await confirmedEvents(sql, userId)).map(toCalendarEvent);
  const member = memberOwner === undefined ? undefined : members.get(memberOwner.memberId);
  return calendarText(
    member === undefined
      ? events
      : events.filter((event) => event.familyMemberIds.includes(member.id)),
    {
      reminderMinutes: preferences.reminderMinutes,
      members,
      namesInTitle: preferences.feedNamesInTitle,
      ...(member === undefined ? {} : { name: `Corkboard: ${member.name}` }),
    },
  );
}

const feedNotFound = HttpServerResponse.unsafeJson(
  { error: NotFound.of("calendar feed").error },
  { status: 404, headers: { "cache-control": "no-store" } },
);

/**
 * `GET /api/calendar/{token}.ics`: the user's confirmed events for calendar
 * apps, which can send neither the function key nor a bearer token; the
 * secret token is the only credential. An unknown or revoked one is a 404.
 */
export const CalendarFeedRoute: Layer.Layer<never, never, HttpLayerRouter.HttpRouter | Database> =
  HttpLayerRouter.use((router) =>
    Effect.gen(function* () {
      const db = yield* Database;
      yield* router.add("GET", "/api/calendar/:file", (request) =>
        Effect.gen(function* () {
          const file = new URL(request.url, "http://localhost").pathname.split("/").pop() ?? "";
          const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
          if (!isFeedToken(token)) return feedNotFound;
          const body = yield* inTransaction((sql) => run(() => feedText(sql, token)));
          return body === null
            ? feedNotFound
            : HttpServerResponse.text(body, {
                contentType: "text/calendar; charset=utf-8",
                headers: { "cache-control": "no-store", "x-robots-tag": "noindex" },
              });
        }).pipe(
          Effect.provideService(Database, db),
          Effect.withSpan("CalendarFeed.ics", handlerSpan),
        ),
      );
    }),
  );
