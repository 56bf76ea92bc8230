import { HttpApiBuilder, HttpLayerRouter, HttpServerResponse } from "@effect/platform";
import { Effect, type Layer } from "effect";
import { CorkboardApi } from "../../../api/Api";
import { calendarFeedPath } from "../../../api/CalendarFeed";
import { NotFound } from "../../../api/errors";
import { CurrentUser } from "../../../api/security";
import type { ServerConfig } from "../../config";
import { Database } from "../../db/Database";
import { confirmedEvents, toCalendarEvent } from "../events/repo";
import { readPreferences } from "../preferences/repo";
import { found, inTransaction, isoOf, run } from "../shared";
import { calendarText } from "./ics";
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
        }).pipe(Effect.withSpan("CalendarFeed.get")),
      )
      .handle("rotate", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const row = yield* inTransaction((sql) => run(() => rotateFeed(sql, user.id)));
          return { data: feedJson(config, row) };
        }).pipe(Effect.withSpan("CalendarFeed.rotate")),
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
        }).pipe(Effect.withSpan("CalendarFeed.revoke")),
      ),
  );

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
          const body = yield* inTransaction((sql) =>
            Effect.gen(function* () {
              const userId = yield* run(() => feedOwner(sql, token));
              if (userId === undefined) return null;
              const preferences = yield* run(() => readPreferences(sql, userId));
              const events = yield* run(() => confirmedEvents(sql, userId));
              return calendarText(events.map(toCalendarEvent), {
                reminderMinutes: preferences.reminderMinutes,
              });
            }),
          );
          return body === null
            ? feedNotFound
            : HttpServerResponse.text(body, {
                contentType: "text/calendar; charset=utf-8",
                headers: { "cache-control": "no-store", "x-robots-tag": "noindex" },
              });
        }).pipe(Effect.provideService(Database, db), Effect.withSpan("CalendarFeed.ics")),
      );
    }),
  );
