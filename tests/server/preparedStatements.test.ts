import { Cause, Effect, Exit } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { Database, type DatabaseShape } from "../../server/db/Database";
import { databaseLayerFor } from "../../server/db/layer";
import { PreparedStatements } from "../../server/db/preparedStatements";
import { type FreshDatabase, freshDatabase } from "./support/databases";

/**
 * PostgreSQL runs statements with parameters as named prepared statements
 * (server/db/preparedStatements.ts); without TEST_DATABASE_URL these run
 * nowhere, as scripts/test.ts says when it starts (CI sets it).
 */

const withDatabase = <A>(
  fresh: FreshDatabase,
  use: (db: DatabaseShape) => Effect.Effect<A, unknown>,
) =>
  Effect.runPromise(
    Effect.flatMap(Database, use).pipe(
      Effect.scoped,
      Effect.provide(databaseLayerFor(fresh.config)),
    ),
  );

describe("statement names", () => {
  it("names a text once, and at most so many texts; a renamed text gets a name never used", () => {
    const statements = new PreparedStatements(2);
    const first = statements.nameOf("select $1::int");
    expect(statements.nameOf("select $1::int")).toBe(first);
    const second = statements.nameOf("select $1::text");
    expect(second).not.toBe(first);
    expect(statements.nameOf("select $1::date")).toBeUndefined();
    const renamed = statements.rename("select $1::int");
    expect([first, second]).not.toContain(renamed);
    expect(statements.nameOf("select $1::int")).toBe(renamed);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL !== undefined)(
  "prepared statements on postgres",
  () => {
    let fresh: FreshDatabase | undefined;
    afterEach(async () => {
      await fresh?.dispose();
      fresh = undefined;
    });

    it("runs a statement with parameters as a named one, parsed once per connection", async () => {
      fresh = await freshDatabase("postgres");
      const prepared = await withDatabase(fresh, (db) =>
        db.transaction((sql) =>
          Effect.promise(async () => {
            const text = "select $1::int + 1 as next";
            expect(await sql.query(text, [1])).toEqual([{ next: 2 }]);
            expect(await sql.query(text, [41])).toEqual([{ next: 42 }]);
            return sql.query<{ name: string; statement: string }>(
              "select name, statement from pg_prepared_statements where statement like $1",
              ["select $1::int + 1%"],
            );
          }),
        ),
      );
      expect(prepared).toEqual([
        { name: expect.stringMatching(/^corkboard_\d+$/), statement: "select $1::int + 1 as next" },
      ]);
    });

    it("runs a statement again under a new name when a table's columns changed under its plan", async () => {
      fresh = await freshDatabase("postgres");
      const text = "select * from gadget where id = $1";
      const seen = await withDatabase(fresh, (db) =>
        Effect.gen(function* () {
          yield* db.query("create table gadget (id int primary key, name text)");
          yield* db.query("insert into gadget values (1, 'kite')");
          const read = db.query<Record<string, unknown>>(text, [1]);
          const inTransaction = Effect.exit(
            db.transaction((sql) =>
              Effect.promise(() => sql.query<Record<string, unknown>>(text, [1])),
            ),
          );
          // Sequential calls reuse the pool's one idle connection, which then holds the plan.
          const first = yield* read;
          yield* read;
          // Another process's migration, as it were: the held plan's result type is stale.
          yield* db.query("alter table gadget add column colour text default 'red'");
          const retried = yield* read;
          yield* db.query("alter table gadget add column size int default 3");
          const failed = yield* inTransaction;
          const next = yield* inTransaction;
          return { first, retried, failed, next };
        }),
      );
      expect(seen.first).toEqual([{ id: 1, name: "kite" }]);
      expect(seen.retried).toEqual([{ id: 1, name: "kite", colour: "red" }]);
      // A transaction cannot run its failed statement again; the next one parses it afresh.
      expect(Exit.isFailure(seen.failed)).toBe(true);
      if (Exit.isFailure(seen.failed)) {
        expect(Cause.pretty(seen.failed.cause)).toContain(
          "cached plan must not change result type",
        );
      }
      expect(seen.next).toEqual(Exit.succeed([{ id: 1, name: "kite", colour: "red", size: 3 }]));
    });
  },
);
