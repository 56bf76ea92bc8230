import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Effect, Exit, Layer, Scope } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import {
  Database,
  DatabaseError,
  type DatabaseShape,
  makePgliteInThread,
} from "../../server/db/Database";
import { migrate } from "../../server/db/migrate";
import type { PgliteThread } from "../../server/db/pgliteClient";
import { instanceSetting } from "../../server/db/schema";
import { configFrom } from "./support/config";
import { startServer } from "./support/testServer";

const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The embedded database on its thread, in a fresh folder, closed after the test. */
async function openThreadDatabase(): Promise<{ db: DatabaseShape; thread: PgliteThread }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-thread-"));
  const scope = await Effect.runPromise(Scope.make());
  cleanups.push(async () => {
    await Effect.runPromise(Scope.close(scope, Exit.void));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const { shape, thread } = await Effect.runPromise(
    Scope.extend(makePgliteInThread(dataDir), scope),
  );
  return { db: shape, thread };
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);
const failureOf = async <A, E>(effect: Effect.Effect<A, E>) => {
  const exit = await Effect.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) throw new Error("expected a failure");
  return exit.cause;
};

describe("PGlite on its own thread", () => {
  it("answers a failed statement as a DatabaseError and keeps serving", async () => {
    const { db } = await openThreadDatabase();
    const exit = await Effect.runPromiseExit(db.query("select * from no_such_table"));
    expect(Exit.isFailure(exit)).toBe(true);
    if (Exit.isFailure(exit)) {
      expect(String(exit.cause)).toContain("DatabaseError");
      expect(String(exit.cause)).toContain("no_such_table");
    }
    expect(await run(db.query<{ answer: number }>("select 41 + 1 as answer"))).toEqual([
      { answer: 42 },
    ]);
  });

  it("rolls a failed transaction back, even after a failed statement in it", async () => {
    const { db } = await openThreadDatabase();
    await run(db.query("create table note (body text not null)"));
    await failureOf(
      db.transaction((sql) =>
        Effect.gen(function* () {
          yield* Effect.promise(() => sql.query("insert into note values ('kept?')"));
          return yield* Effect.fail(new DatabaseError({ message: "the handler gave up" }));
        }),
      ),
    );
    const cause = await failureOf(
      db.transaction((sql) =>
        Effect.tryPromise({
          try: async () => {
            await sql.query("insert into note values ('kept?')");
            await sql.query("insert into note values (null)");
          },
          catch: DatabaseError.from,
        }),
      ),
    );
    expect(String(cause)).toContain("null value");
    expect(await run(db.query("select * from note"))).toEqual([]);
    await run(
      db.transaction((sql) => Effect.promise(() => sql.query("insert into note values ('kept')"))),
    );
    expect(await run(db.query("select body from note"))).toEqual([{ body: "kept" }]);
  });

  it("runs concurrent transactions one after another, so no update is lost", async () => {
    const { db } = await openThreadDatabase();
    await run(db.query("create table counter (n integer not null)"));
    await run(db.query("insert into counter values (0)"));
    const increment = db.transaction((sql) =>
      Effect.promise(async () => {
        const [row] = await sql.query<{ n: number }>("select n from counter");
        await sql.query("update counter set n = $1", [(row?.n ?? 0) + 1]);
      }),
    );
    await run(
      Effect.all(
        Array.from({ length: 10 }, () => increment),
        { concurrency: "unbounded" },
      ),
    );
    expect(await run(db.query("select n from counter"))).toEqual([{ n: 10 }]);
  });

  it("serves drizzle's typed queries through the thread", async () => {
    const { db } = await openThreadDatabase();
    await run(
      db.query(`create table instance_setting (name text primary key, value text not null,
        created_at timestamptz not null default now())`),
    );
    await db.drizzle.insert(instanceSetting).values({ name: "greeting", value: "hello" });
    const rows = await db.drizzle
      .select({ name: instanceSetting.name, value: instanceSetting.value })
      .from(instanceSetting)
      .where(eq(instanceSetting.name, "greeting"));
    expect(rows).toEqual([{ name: "greeting", value: "hello" }]);
  });

  it("gives the planner statistics when it opens a folder (PGlite has no autovacuum)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-thread-"));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const reltuples = (db: DatabaseShape) =>
      run(db.query<{ reltuples: number }>("select reltuples from pg_class where relname = 'note'"));
    await run(
      Effect.scoped(
        Effect.gen(function* () {
          const { shape } = yield* makePgliteInThread(dataDir);
          yield* shape.query("create table note (n integer)");
          yield* shape.query("insert into note select generate_series(1, 500)");
          // Never analysed: PostgreSQL says -1, and the planner guesses.
          expect(yield* Effect.promise(() => reltuples(shape))).toEqual([{ reltuples: -1 }]);
        }),
      ),
    );
    const scope = await Effect.runPromise(Scope.make());
    cleanups.push(() => Effect.runPromise(Scope.close(scope, Exit.void)));
    const { shape } = await Effect.runPromise(Scope.extend(makePgliteInThread(dataDir), scope));
    expect(await reltuples(shape)).toEqual([{ reltuples: 500 }]);
  });

  it("fails waiting and later statements with a clear message once the thread is gone", async () => {
    const { db, thread } = await openThreadDatabase();
    const waiting = Effect.runPromiseExit(db.query("select pg_sleep(2)"));
    await thread.terminate();
    const exit = await waiting;
    expect(Exit.isFailure(exit) && String(exit.cause)).toMatch(
      /embedded database's thread has stopped/,
    );
    const later = await failureOf(db.query("select 1"));
    expect(String(later)).toMatch(/embedded database's thread has stopped/);
  });
});

describe("the data versions kept beside the thread", () => {
  it("keeps a version read, and stops keeping any once the notices could be off or the thread is gone", async () => {
    const { db, thread } = await openThreadDatabase();
    await run(Effect.provideService(migrate(), Database, db));
    const user = "7d0f8f4e-4a59-4a4e-9d0e-6f1f3c5a2b10";
    await run(db.query("insert into data_version values ($1, 5, 0)", [user]));
    const awayAndBack = async (read: () => Promise<unknown>) => {
      await run(db.query("alter table data_version rename to data_version_away"));
      try {
        return await read();
      } finally {
        await run(db.query("alter table data_version_away rename to data_version"));
      }
    };
    expect(await thread.dataVersion(user)).toBe("5");
    // With the table gone, only the kept version answers.
    expect(await awayAndBack(() => thread.dataVersion(user))).toBe("5");
    await run(db.query("update data_version set version = 6 where user_id = $1", [user]));
    expect(await thread.dataVersion(user)).toBe("6");

    // RESET ALL would turn the thread's notices off: nothing kept is trusted after it.
    await run(db.query("reset all"));
    await expect(awayAndBack(() => thread.dataVersion(user))).rejects.toThrow(/data_version/);
    expect(await thread.dataVersion(user)).toBe("6");

    await thread.terminate();
    await expect(thread.dataVersion(user)).rejects.toThrow(
      /embedded database's thread has stopped/,
    );
  });

  it("never keeps a version older than a write that has answered, with reads crossing the writes", async () => {
    const { db, thread } = await openThreadDatabase();
    await run(Effect.provideService(migrate(), Database, db));
    const user = "2b6f0c1e-8a4d-4f2e-9b7a-3c5d6e7f8a90";
    await run(db.query("insert into data_version values ($1, 1, 0)", [user]));
    for (let write = 2; write <= 40; write += 1) {
      // Reads sent before, beside and after the write, none awaited first.
      const before = thread.dataVersion(user);
      const written = run(
        db.query("update data_version set version = $2 where user_id = $1", [user, write]),
      );
      const beside = thread.dataVersion(user);
      await written;
      expect(await thread.dataVersion(user)).toBe(String(write));
      expect([String(write - 1), String(write)]).toContain(await before);
      expect([String(write - 1), String(write)]).toContain(await beside);
    }
  });
});

describe("health with the embedded database's thread gone", () => {
  it("answers 503 naming the stopped thread, rather than hanging", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-thread-"));
    let thread: PgliteThread | undefined;
    const database = Layer.scoped(
      Database,
      Effect.map(makePgliteInThread(dataDir), (opened) => {
        thread = opened.thread;
        return opened.shape;
      }),
    );
    const config = await configFrom({ AUTH_JWT_SECRET: "s".repeat(32) });
    const server = await startServer(config, null, database);
    cleanups.push(async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    await thread?.terminate();
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("database_unavailable");
    expect(body.error.message).toMatch(/embedded database's thread has stopped/);
  });
});
