import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleProxy } from "drizzle-orm/pg-proxy";
import { type Cause, Context, Effect, Exit, Layer, Redacted, Runtime } from "effect";
import pg from "pg";
import { DatabaseError } from "./DatabaseError";
import { acquireDataDirLock } from "./dataDirLock";
import { dataVersionQuery, versionOfRows } from "./dataVersionRead";
import { startPgliteThread } from "./pgliteClient";
import { PreparedStatements, preparedQuery } from "./preparedStatements";

export { DatabaseError };

import { schema } from "./schema";

/** The plain SQL a transaction (or the migrator) speaks, on either engine. */
export interface SqlSession {
  readonly query: <Row>(
    text: string,
    params?: ReadonlyArray<unknown>,
  ) => Promise<ReadonlyArray<Row>>;
  /** Runs one or more statements without parameters (a migration file). */
  readonly exec: (text: string) => Promise<void>;
}

export type Engine = "pglite" | "postgres";
export type Drizzle = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseShape {
  readonly engine: Engine;
  readonly drizzle: Drizzle;
  readonly query: <Row>(
    text: string,
    params?: ReadonlyArray<unknown>,
  ) => Effect.Effect<ReadonlyArray<Row>, DatabaseError>;
  /**
   * The user's data version (migration 0015), "0" until their first write.
   * The embedded database keeps a copy until a committed write changes it;
   * PostgreSQL reads it every time.
   */
  readonly dataVersion: (userId: string) => Effect.Effect<string, DatabaseError>;
  /**
   * Runs `use` inside one transaction: it commits when the effect succeeds
   * and rolls back when it fails, and the failure is passed on unchanged.
   */
  readonly transaction: <A, E, R>(
    use: (sql: SqlSession) => Effect.Effect<A, E, R>,
  ) => Effect.Effect<A, E | DatabaseError, R>;
}

/** One Database service; PGlite in DATA_DIR by default, PostgreSQL with DATABASE_URL. */
export class Database extends Context.Tag("Database")<Database, DatabaseShape>() {
  static readonly pglite = (dataDir: string) => Layer.scoped(Database, makePglite(dataDir));
  static readonly postgres = (url: Redacted.Redacted<string>) =>
    Layer.scoped(Database, makePostgres(url));
}

/**
 * The spans capture no stack trace: that is an Error per call, on every
 * query, and the span's name says where it comes from.
 */
const span = { captureStackTrace: false } as const;

/** Carries a failed Exit out of a driver's transaction callback so it rolls back. */
class Rollback {
  constructor(readonly cause: Cause.Cause<unknown>) {}
}

function runInTransaction<A, E, R>(
  begin: (body: (sql: SqlSession) => Promise<A>) => Promise<A>,
  use: (sql: SqlSession) => Effect.Effect<A, E, R>,
): Effect.Effect<A, E | DatabaseError, R> {
  return Effect.flatMap(Effect.runtime<R>(), (runtime) =>
    Effect.tryPromise({
      try: () =>
        begin(async (sql) => {
          const exit = await Runtime.runPromiseExit(runtime)(use(sql));
          if (Exit.isFailure(exit)) throw new Rollback(exit.cause);
          return exit.value;
        }),
      catch: (cause) => cause,
    }).pipe(
      Effect.catchAll(
        (cause): Effect.Effect<never, E | DatabaseError> =>
          cause instanceof Rollback
            ? // The cause came from running `use`, so its errors are E.
              Effect.failCause(cause.cause as Cause.Cause<E>)
            : Effect.fail(DatabaseError.from(cause)),
      ),
    ),
  );
}

/**
 * PGlite in DATA_DIR, on a thread of its own (server/db/pgliteClient.ts),
 * with the thread beside the service so tests can end it as a crash would.
 * The folder's lock is taken first and released last.
 */
export const makePgliteInThread = (dataDir: string) =>
  Effect.gen(function* () {
    const directory = path.resolve(dataDir, "pglite");
    yield* Effect.sync(() => fs.mkdirSync(directory, { recursive: true }));
    yield* acquireDataDirLock(path.resolve(dataDir));
    const thread = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () => startPgliteThread(directory),
        catch: DatabaseError.from,
      }),
      (opened) => Effect.promise(() => opened.close()).pipe(Effect.ignore),
    );
    const shape: DatabaseShape = {
      engine: "pglite",
      drizzle: drizzleProxy(
        async (text, params, method) => ({
          rows:
            method === "all"
              ? [...(await thread.queryArrays(text, params))]
              : [...(await thread.session.query(text, params))],
        }),
        { schema },
      ),
      query: <Row>(text: string, params?: ReadonlyArray<unknown>) =>
        Effect.tryPromise({
          try: () => thread.session.query<Row>(text, params),
          catch: DatabaseError.from,
        }).pipe(Effect.withSpan("Database.query", span)),
      dataVersion: (userId) =>
        Effect.tryPromise({
          try: () => thread.dataVersion(userId),
          catch: DatabaseError.from,
        }),
      transaction: (use) =>
        runInTransaction((body) => thread.transaction(body), use).pipe(
          Effect.withSpan("Database.transaction", span),
        ),
    };
    return { shape, thread };
  });

const makePglite = (dataDir: string) =>
  Effect.map(makePgliteInThread(dataDir), ({ shape }) => shape);

function pgSession(
  client: pg.PoolClient | pg.Pool,
  statements: PreparedStatements,
  inTransaction: boolean,
): SqlSession {
  return {
    query: <Row>(text: string, params: ReadonlyArray<unknown> = []) =>
      preparedQuery<Row>(client, statements, text, params, { retry: !inTransaction }),
    exec: async (text) => {
      await client.query(text);
    },
  };
}

const makePostgres = (url: Redacted.Redacted<string>) =>
  Effect.gen(function* () {
    const statements = new PreparedStatements();
    const pool = yield* Effect.acquireRelease(
      Effect.sync(() => {
        const created = new pg.Pool({
          connectionString: Redacted.value(url),
          max: 10,
          connectionTimeoutMillis: 10_000,
          // A runaway query must not hold a connection (and a request) for ever.
          statement_timeout: 30_000,
        });
        // An idle connection dropped by the server (a restart, a failover) is
        // reported here; without a listener it would crash the process. The
        // pool replaces it on the next query.
        created.on("error", (error) =>
          console.error(`PostgreSQL connection lost: ${error.message}`),
        );
        return created;
      }),
      (p) => Effect.promise(() => p.end()).pipe(Effect.ignore),
    );
    // Fail at start, with the reason, rather than on the first request.
    yield* Effect.tryPromise({ try: () => pool.query("select 1"), catch: DatabaseError.from });
    const shape: DatabaseShape = {
      engine: "postgres",
      drizzle: drizzlePg(pool, { schema }),
      query: <Row>(text: string, params?: ReadonlyArray<unknown>) =>
        Effect.tryPromise({
          try: () => pgSession(pool, statements, false).query<Row>(text, params),
          catch: DatabaseError.from,
        }),
      dataVersion: (userId) =>
        Effect.tryPromise({
          try: async () =>
            versionOfRows(
              await pgSession(pool, statements, false).query<{ version: string }>(
                dataVersionQuery,
                [userId],
              ),
            ),
          catch: DatabaseError.from,
        }),
      transaction: (use) =>
        runInTransaction(async (body) => {
          const client = await pool.connect();
          try {
            await client.query("begin");
            const value = await body(pgSession(client, statements, true));
            await client.query("commit");
            return value;
          } catch (error) {
            await client.query("rollback").catch(() => undefined);
            throw error;
          } finally {
            client.release();
          }
        }, use).pipe(Effect.withSpan("Database.transaction", span)),
    };
    return shape;
  });
