import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Effect } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../../server/db/Database";
import { databaseLayerFor } from "../../server/db/layer";
import { migrate, readMigrations } from "../../server/db/migrate";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";

const run = <A, E>(fresh: FreshDatabase, effect: Effect.Effect<A, E, Database>) =>
  Effect.runPromise(Effect.provide(effect, databaseLayerFor(fresh.config)));

const tables = Effect.flatMap(Database, (db) =>
  db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  ),
).pipe(Effect.map((rows) => rows.map((row) => row.table_name)));

const recorded = Effect.flatMap(Database, (db) =>
  db.query<{ id: string }>("select id from schema_migration order by id"),
).pipe(Effect.map((rows) => rows.map((row) => row.id)));

describe.each(engines)("migrations on %s", (engine) => {
  let fresh: FreshDatabase | undefined;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = undefined;
  });

  it("applies every migration in order on a fresh database and records each", async () => {
    fresh = await freshDatabase(engine);
    const ids = (await Effect.runPromise(readMigrations())).map((migration) => migration.id);
    expect(ids.length).toBeGreaterThan(0);
    const [applied, names, rows] = await run(fresh, Effect.all([migrate(), tables, recorded]));
    expect(applied).toEqual(ids);
    expect(rows).toEqual(ids);
    expect(names).toEqual(expect.arrayContaining(["schema_migration", "instance_setting"]));
  });

  it("applies nothing on an already-migrated database and keeps its data", async () => {
    fresh = await freshDatabase(engine);
    await run(
      fresh,
      Effect.gen(function* () {
        yield* migrate();
        const db = yield* Database;
        yield* db.query("insert into instance_setting (name, value) values ('kept', 'yes')");
      }),
    );
    // A new connection, as after a restart.
    const [again, kept] = await run(
      fresh,
      Effect.all([
        migrate(),
        Effect.flatMap(Database, (db) =>
          db.query<{ value: string }>("select value from instance_setting"),
        ),
      ]),
    );
    expect(again).toEqual([]);
    expect(kept).toEqual([{ value: "yes" }]);
  });

  it("applies each migration once when two migrators run at the same time", async () => {
    fresh = await freshDatabase(engine);
    const current = fresh;
    const ids = (await Effect.runPromise(readMigrations())).map((migration) => migration.id);
    const results =
      engine === "pglite"
        ? // One process owns a PGlite folder; concurrency there is two fibers on it.
          await run(current, Effect.all([migrate(), migrate()], { concurrency: 2 }))
        : // Two connection pools, as two server processes would have.
          await Promise.all([run(current, migrate()), run(current, migrate())]);
    expect(results.flat().sort()).toEqual([...ids].sort());
    expect(await run(current, recorded)).toEqual(ids);
  });

  it("rolls a failing migration back whole and names it", async () => {
    fresh = await freshDatabase(engine);
    const broken = [
      { id: "0001_good", sql: "create table first_table (id int primary key);" },
      {
        id: "0002_bad",
        sql: "create table second_table (id int primary key); select * from missing_table;",
      },
    ];
    await expect(run(fresh, migrate(broken))).rejects.toThrow(/0002_bad.*missing_table/);
    const names = await run(fresh, tables);
    expect(names).not.toContain("first_table");
    expect(names).not.toContain("second_table");
    // The bookkeeping table was created in the same transaction, so it is gone too.
    expect(names).not.toContain("schema_migration");
  });
});

describe("reading migrations", () => {
  it("refuses a .sql file that is not named NNNN_name.sql", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-migrations-"));
    try {
      fs.writeFileSync(path.join(folder, "0001_first.sql"), "select 1;");
      fs.writeFileSync(path.join(folder, "add-users.sql"), "select 1;");
      await expect(Effect.runPromise(readMigrations(folder))).rejects.toThrow(
        /rename add-users\.sql/,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the embedded database folder", () => {
  it.each([
    ["a process that is gone", "999999"],
    ["this process, from an earlier run with the same pid", String(process.pid)],
    ["nothing readable", ""],
  ])("takes over a lock file left by %s", async (_left, content) => {
    const fresh = await freshDatabase("pglite");
    try {
      fs.writeFileSync(path.join(fresh.config.dataDir, "corkboard.pid"), content);
      const engine = await Effect.runPromise(
        Effect.provide(
          Effect.map(Database, (db) => db.engine),
          databaseLayerFor(fresh.config),
        ),
      );
      expect(engine).toBe("pglite");
      expect(fs.existsSync(path.join(fresh.config.dataDir, "corkboard.pid"))).toBe(false);
    } finally {
      await fresh.dispose();
    }
  });

  it("refuses a second opener of the same DATA_DIR with a message naming it", async () => {
    const fresh = await freshDatabase("pglite");
    try {
      const layer = databaseLayerFor(fresh.config);
      const nested = Effect.provide(Effect.provide(Effect.void, layer), layer);
      await expect(Effect.runPromise(nested)).rejects.toThrow(/DATA_DIR .* is in use/);
      expect(fs.existsSync(`${fresh.config.dataDir}/corkboard.pid`)).toBe(false);
    } finally {
      await fresh.dispose();
    }
  });
});
