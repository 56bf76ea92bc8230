import { createHash } from "node:crypto";
import { HttpApp, type HttpServerRequest, HttpServerResponse } from "@effect/platform";
import { Effect } from "effect";
import { CurrentUser } from "../../api/security";
import { Database } from "../db/Database";
import { matchesIfNoneMatch } from "../http/staticSite";

/**
 * Answers a browser can revalidate (issue 16). Every write to a user's rows
 * bumps their data version when it commits (migration 0015's triggers), so
 * the version and the request's path and query name an answer exactly: the
 * ETag is built from them, and a request whose `If-None-Match` names the
 * current one is answered 304 after one primary-key read, without the query.
 *
 * The tag is weak (RFC 9110 §8.8.1): it stands for the data, not for the
 * bytes, which a new server release may encode differently;
 * `If-None-Match` compares weakly anyway. The user's id is part of what is
 * hashed, so one user's tag never matches another's answer, even for the
 * same URL in one shared browser cache.
 */

/** Bump it when the answers' encoding changes, so no client keeps the old one. */
const TAG_SCHEME = "1";

export const CACHE_CONTROL = "private, no-cache";

/** The user's data version: 0 until their first write. */
export const readDataVersion = (userId: string) =>
  Effect.flatMap(Database, (db) => db.dataVersion(userId)).pipe(
    // As for every other read: a database failure is a 500.
    Effect.orDie,
  );

/** The weak ETag of an answer: the user, their data version and the request's path and query. */
export const entityTag = (userId: string, version: string, url: string): string =>
  `W/"${createHash("sha256")
    .update(`${TAG_SCHEME}\n${userId}\n${version}\n${url}`)
    .digest("base64url")
    .slice(0, 27)}"`;

const revalidationHeaders = (etag: string) => ({ etag, "cache-control": CACHE_CONTROL });

/**
 * Wraps a read handler: the user's version is read first (so a write that
 * commits while the read runs gives the next request a new tag, never an
 * old tag over new data), then either 304, or the read with the tag on its
 * answer. Errors (a 404) carry no tag.
 *
 * The 304 is the handler's answer itself (the contract's `NotModified`
 * documents it): failing with `NotModified` instead built an error, with its
 * stack trace, and sent it through the error encoding and a response
 * handler on every revalidation, the most frequent request of a browser
 * that already holds the data.
 */
export const revalidated =
  (request: HttpServerRequest.HttpServerRequest) =>
  <A, E, R>(read: Effect.Effect<A, E, R>) =>
    Effect.gen(function* () {
      const user = yield* CurrentUser;
      const version = yield* readDataVersion(user.id);
      const etag = entityTag(user.id, version, request.url);
      const notModified = HttpServerResponse.empty({
        status: 304,
        headers: revalidationHeaders(etag),
      });
      const ifNoneMatch = request.headers["if-none-match"];
      // "*" matches any current answer (RFC 9110 §13.1.2): there must be one, so a 404 stays a 404.
      if (ifNoneMatch?.trim() === "*") {
        yield* read;
        return notModified;
      }
      if (matchesIfNoneMatch(ifNoneMatch, etag)) return notModified;
      yield* HttpApp.appendPreResponseHandler((_request, response) =>
        Effect.succeed(
          response.status === 200
            ? HttpServerResponse.setHeaders(response, revalidationHeaders(etag))
            : response,
        ),
      );
      return yield* read;
    });
