import type { HttpServerRequest } from "@effect/platform";
import { Effect, Option, type Schema } from "effect";
import { BadRequest, NotFound } from "../../api/errors";
import { PAGE_LIMIT_DEFAULT } from "../../api/Page";
import { CurrentUser } from "../../api/security";
import { Database, type DatabaseShape, type SqlSession } from "../db/Database";
import type { VersionedRow } from "../db/dataVersionRead";
import { pageAnswerOf } from "../http/answer";
import { revalidatedRead } from "./dataVersion";

/**
 * The options of every handler's span: no stack trace. Capturing one is an
 * Error per request (about 3 µs measured, beside about 6 µs for the span
 * itself), and the span's name already says where it comes from.
 */
export const handlerSpan = { captureStackTrace: false } as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids reach SQL only in this shape, so PostgreSQL never fails a `uuid` cast. */
export const isUuid = (text: string): boolean => uuidPattern.test(text);

/**
 * Runs a handler's database work in one transaction. A failure rolls it back
 * and is passed on; a database error is a defect (a 500): no endpoint
 * promises anything else for it.
 */
export const inTransaction = <A, E, R>(work: (sql: SqlSession) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(Database, (db) => db.transaction(work)).pipe(
    Effect.catchTag("DatabaseError", (error) => Effect.die(error)),
  );

/** The service's statements as a session, each statement on its own (no transaction). */
const statementsOf = (db: DatabaseShape): SqlSession => ({
  query: (text, params) => Effect.runPromise(db.query(text, params)),
  exec: (text) => Effect.runPromise(Effect.asVoid(db.query(text))),
});

/**
 * A read of one statement, without a transaction: one statement sees one
 * snapshot on its own, and BEGIN and COMMIT would cost two more round trips
 * for nothing. A rejected query is a defect (a 500), as in `inTransaction`.
 */
export const singleRead = <A>(
  read: (sql: SqlSession) => Promise<A>,
): Effect.Effect<A, never, Database> =>
  Effect.flatMap(Database, (db) => Effect.promise(() => read(statementsOf(db))));

/** One repository call inside a transaction; a rejected query is a defect. */
export const run = <A>(query: () => Promise<A>): Effect.Effect<A> => Effect.promise(query);

/** The row, or a 404 naming what was looked for. */
export const found = <A>(row: A | undefined, what: string): Effect.Effect<A, NotFound> =>
  row === undefined ? Effect.fail(NotFound.of(what)) : Effect.succeed(row);

/** An id from a path: a 404 unless it could be one of ours. */
export const idOf = (text: string, what: string): Effect.Effect<string, NotFound> =>
  isUuid(text) ? Effect.succeed(text.toLowerCase()) : Effect.fail(NotFound.of(what));

/** ISO text of a timestamp as either driver returns it. */
export const isoOf = (value: Date | string): string =>
  (typeof value === "string" ? new Date(value) : value).toISOString();

/**
 * Where a keyset page starts: the sort key of the last row of the previous
 * page, as UTC text with microseconds (`2026-09-14T08:30:00.123456`, what
 * PostgreSQL stores, so no two rows collapse onto one key), and its id.
 */
export interface Keyset {
  readonly key: string;
  readonly id: string;
}

/** SQL for a row's cursor key, matching `Keyset.key`. */
export const keyText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** SQL turning a `Keyset.key` parameter back into a timestamp. */
export const keyValue = (parameter: string) => `(${parameter}::timestamp at time zone 'UTC')`;

const keyPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

const isKey = (text: string): boolean => {
  if (!keyPattern.test(text)) return false;
  const time = Date.parse(`${text.slice(0, 19)}Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === text.slice(0, 19);
};

/** The opaque cursor of a page: base64url of `[key, id]`. */
export const encodeCursor = (keyset: Keyset): string =>
  Buffer.from(JSON.stringify([keyset.key, keyset.id])).toString("base64url");

const decodeCursor = (cursor: string): Option.Option<Keyset> => {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor) || cursor.length > 200) return Option.none();
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return Option.none();
    const [key, id] = value;
    return typeof key === "string" && typeof id === "string" && isKey(key) && isUuid(id)
      ? Option.some({ key, id })
      : Option.none();
  } catch {
    return Option.none();
  }
};

/** The page a list request asks for; a cursor we did not write answers 400 naming it. */
export interface PageRequest {
  readonly limit: number;
  readonly after: Keyset | null;
}

export const pageRequest = (params: {
  readonly limit?: number | undefined;
  readonly cursor?: string | undefined;
}): Effect.Effect<PageRequest, BadRequest> => {
  const limit = params.limit ?? PAGE_LIMIT_DEFAULT;
  if (params.cursor === undefined) return Effect.succeed({ limit, after: null });
  return Option.match(decodeCursor(params.cursor), {
    onNone: () =>
      Effect.fail(BadRequest.field("cursor", "Use the nextCursor of the previous page")),
    onSome: (after) => Effect.succeed({ limit, after }),
  });
};

/**
 * A row a list query returns: its cursor key beside its own fields. A query
 * may key only the row a next page starts after (the `limit`-th), and leave
 * the others null.
 */
export interface Keyed {
  readonly sort_key: string | null;
  readonly id: string;
}

/**
 * Lists ask for one row more than the page holds: when it comes back there
 * is a next page, starting after the page's last row.
 */
export const pageOf = <Row extends Keyed, A>(
  rows: ReadonlyArray<Row>,
  limit: number,
  toItem: (row: Row) => A,
): { readonly data: ReadonlyArray<A>; readonly nextCursor: string | null } => {
  const page = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  if (rows.length <= limit || last === undefined)
    return { data: page.map(toItem), nextCursor: null };
  if (last.sort_key === null) throw new Error("The list query did not key the page's last row");
  return {
    data: page.map(toItem),
    nextCursor: encodeCursor({ key: last.sort_key, id: last.id }),
  };
};

/**
 * A list call: the page asked for, the user's rows of it read by one
 * statement (`read` must be one, and select `dataVersionColumn`), and the
 * `{ data, nextCursor }` answer, each item built by `toItem` as `item`
 * describes it; revalidated by the version that statement read.
 */
export const listPage = <Row extends Keyed & VersionedRow, A>(
  request: HttpServerRequest.HttpServerRequest,
  params: { readonly limit?: number | undefined; readonly cursor?: string | undefined },
  read: (sql: SqlSession, userId: string, page: PageRequest) => Promise<ReadonlyArray<Row>>,
  item: Schema.Schema<A, A>,
  toItem: (row: Row) => A,
) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser;
    const page = yield* pageRequest(params);
    const rows = yield* singleRead((sql) => read(sql, user.id, page));
    return {
      answer: pageAnswerOf(item, pageOf(rows, page.limit, toItem)),
      version: rows[0]?.data_version,
    };
  }).pipe(revalidatedRead(request));
