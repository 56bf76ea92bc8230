import { HttpServerRequest, HttpServerResponse } from "@effect/platform";
import { Effect, Option, ParseResult, Schema } from "effect";
import { Database } from "../db/Database";
import { errors, type GoTrueError, goTrueError } from "./errors";
import { AuthKeys } from "./keys";
import type { SessionRow } from "./sessions";
import { sqlFirst } from "./sql";
import { findUserById } from "./users";

/** GoTrue's answers carry the API version supabase-js reads error codes by. */
const apiVersionHeader = { "x-supabase-api-version": "2024-01-01" };

/** Auth request bodies are small; anything over this is refused with 413. */
export const maxAuthBodyBytes = 64 * 1024;

export const json = (body: unknown, status = 200) =>
  HttpServerResponse.unsafeJson(body, {
    status,
    headers: { ...apiVersionHeader, "cache-control": "no-store" },
  });

export const errorResponse = (error: GoTrueError) =>
  HttpServerResponse.unsafeJson(
    {
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...(error.reasons === undefined
        ? {}
        : { weak_password: { reasons: error.reasons, message: error.message } }),
    },
    {
      status: error.status,
      headers: { ...apiVersionHeader, "x-sb-error-code": error.code, "cache-control": "no-store" },
    },
  );

export const requestUrl = Effect.map(
  HttpServerRequest.HttpServerRequest,
  (request) => new URL(request.url, "http://localhost"),
);

export const clientIp = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  Option.getOrElse(request.remoteAddress, () => "unknown"),
);

/** Reads and parses a JSON object body, refusing oversized and malformed ones. */
const readJson = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest;
  const declared = Number(request.headers["content-length"] ?? "0");
  if (declared > maxAuthBodyBytes) return yield* Effect.fail(errors.payloadTooLarge());
  const text = yield* request.text.pipe(
    Effect.mapError(() => errors.validation("Could not read the request body")),
  );
  if (Buffer.byteLength(text) > maxAuthBodyBytes)
    return yield* Effect.fail(errors.payloadTooLarge());
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return yield* Effect.fail(errors.badJson());
  }
});

/**
 * What was wrong with a body, in GoTrue's words: the field and whether it
 * was missing or of the wrong kind. Never the Schema's own report, which
 * quotes the value it got and the internal shape it expected.
 */
export const bodyProblem = (error: ParseResult.ParseError): GoTrueError => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0];
  if (issue === undefined || issue.path.length === 0) {
    return errors.validation("The request body must be a JSON object");
  }
  const field = issue.path.map(String).join(".");
  if (issue._tag === "Missing") return errors.validation(`${field} is required`);
  // A refinement's own message (a UUID pattern, say) is written for people; keep it.
  if (!/^Expected|actual|is forbidden/.test(issue.message)) {
    return errors.validation(issue.message.slice(0, 200));
  }
  return errors.validation(`${field} has the wrong type`);
};

/** Decodes the body with a Schema; a bad one answers 400 naming the field. */
export const body = <A, I>(schema: Schema.Schema<A, I>) =>
  Effect.flatMap(readJson, (value) =>
    Schema.decodeUnknown(schema, { onExcessProperty: "ignore" })(value).pipe(
      Effect.mapError(bodyProblem),
    ),
  );

/** The bearer token, or 401 `no_authorization`. */
export const bearerToken = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] === undefined
    ? Effect.fail(errors.noAuthorization())
    : Effect.succeed(match[1].trim());
});

/**
 * The signed-in caller: a valid access token whose session still exists
 * (a signed-out session answers 403 `session_not_found`).
 */
export const currentSession = Effect.gen(function* () {
  const token = yield* bearerToken;
  const keys = yield* AuthKeys;
  const claims = yield* keys.verify(token);
  const db = yield* Database;
  const session = yield* db
    .transaction((sql) =>
      sqlFirst<SessionRow>(sql, "select * from auth_session where id = $1", [claims.session_id]),
    )
    .pipe(Effect.orDie);
  if (session === undefined || session.user_id !== claims.sub) {
    return yield* Effect.fail(errors.sessionNotFound(403));
  }
  const user = yield* db.transaction((sql) => findUserById(sql, claims.sub)).pipe(Effect.orDie);
  if (user === undefined) return yield* Effect.fail(errors.userNotFound());
  return { claims, session, user };
});

export const optionalString = Schema.optional(Schema.NullOr(Schema.String));

/** GoTrue's admin roles: the service-role key's, and the database owner's. */
const adminRoles: ReadonlySet<string> = new Set(["service_role", "supabase_admin"]);

/**
 * The admin API's check, as GoTrue makes it behind its gateway: the bearer
 * token must be signed with the instance's secret and carry an admin role
 * (supabase-js sends the service-role key as both `apikey` and bearer).
 * No bearer answers 401 `no_authorization`; a user's access token or the
 * anon key, 403 `not_admin`.
 */
export const requireAdmin = Effect.gen(function* () {
  const token = yield* bearerToken;
  const role = yield* (yield* AuthKeys).verifyRole(token);
  if (!adminRoles.has(role)) return yield* Effect.fail(errors.notAdmin());
});

/** What the gateway leaves open: the links a browser follows, and the public key set. */
const keylessPaths = /^\/auth\/v1\/(verify|callback|authorize|\.well-known\/jwks\.json)$/;

/**
 * The `apikey` check Supabase's gateway makes before GoTrue sees a request:
 * the anon or service-role key, as a header or a query parameter. A missing
 * key answers 401 `no_authorization`, any other token 401 `bad_jwt`.
 */
export const requireApiKey = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest;
  const url = new URL(request.url, "http://localhost");
  if (keylessPaths.test(url.pathname)) return;
  const key = (request.headers.apikey ?? url.searchParams.get("apikey") ?? "").trim();
  if (key === "") {
    return yield* Effect.fail(goTrueError(401, "no_authorization", "No API key found in request"));
  }
  const invalid = goTrueError(401, "bad_jwt", "Invalid API key");
  const role = yield* (yield* AuthKeys).verifyRole(key).pipe(Effect.mapError(() => invalid));
  if (role !== "anon" && !adminRoles.has(role)) return yield* Effect.fail(invalid);
});
