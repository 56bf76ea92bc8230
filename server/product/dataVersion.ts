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
      yield* tagged(etag);
      return yield* read;
    });

/** A 200 answer goes with the tag and the caching rule; errors (a 404) carry no tag. */
const tagged = (etag: string) =>
  HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(
      response.status === 200
        ? HttpServerResponse.setHeaders(response, revalidationHeaders(etag))
        : response,
    ),
  );

/** A read's answer and the data version its own statement read, if it read one. */
export interface VersionedAnswer<A> {
  readonly answer: A;
  readonly version: string | undefined;
}

/**
 * `revalidated` for a read whose statement also selects the user's version
 * (`dataVersionColumn`, on every row). A request without `If-None-Match`
 * (a first load) is answered by that one statement, its tag built from the
 * version the statement saw: one snapshot, so the tag names exactly the
 * rows sent, and no round trip of its own. A read that returned no row has
 * no version: it falls back to `revalidated`'s order (the version, then the
 * read again). A request that names a tag goes through `revalidated`, which
 * answers a current one without the read.
 */
export const revalidatedRead =
  (request: HttpServerRequest.HttpServerRequest) =>
  <A, E, R>(read: Effect.Effect<VersionedAnswer<A>, E, R>) =>
    Effect.gen(function* () {
      if (request.headers["if-none-match"] === undefined) {
        const first = yield* read;
        if (first.version !== undefined) {
          const user = yield* CurrentUser;
          yield* tagged(entityTag(user.id, first.version, request.url));
          return first.answer;
        }
      }
      return yield* revalidated(request)(Effect.map(read, ({ answer }) => answer));
    });
