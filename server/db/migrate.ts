import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Effect } from "effect";
import { Database, DatabaseError } from "./Database";

export interface Migration {
  /** The file name without `.sql`, e.g. `0001_instance_setting`. */
  readonly id: string;
  readonly sql: string;
}

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** An arbitrary constant both engines use as the migrations' advisory lock key. */
const migrationLockKey = 727_001;

const migrationName = /^\d{4}_[a-z0-9_]+\.sql$/;

/**
 * Reads `NNNN_name.sql` files in order of their names. A `.sql` file named
 * otherwise is refused rather than silently left out.
 */
export const readMigrations = (directory: string = migrationsDir) =>
  Effect.try({
    try: (): ReadonlyArray<Migration> => {
      const files = fs.readdirSync(directory).filter((file) => file.endsWith(".sql"));
      const misnamed = files.filter((file) => !migrationName.test(file));
      if (misnamed.length > 0) {
        throw new Error(
          `Migration files must be named NNNN_lower_case.sql; rename ${misnamed.join(", ")} in ${directory}`,
        );
      }
      return files.sort().map((file) => ({
        id: file.replace(/\.sql$/, ""),
        sql: fs.readFileSync(path.join(directory, file), "utf8"),
      }));
    },
    catch: DatabaseError.from,
  });

/**
 * Applies the migrations not yet recorded, in order, in one transaction that
 * first takes an advisory lock: a second process starting at the same time
 * waits, then finds them recorded and applies nothing. Returns the ids it
 * applied.
 *
 * On PGlite it then refreshes the planner's statistics. PostgreSQL's
 * autovacuum does that by itself; PGlite has no autovacuum, so without this
 * the planner never learns how big the tables are and, for instance, sorts
 * a user's every event rather than walk the index in order. It samples a
 * bounded number of rows per table, so it stays quick as the data grows.
 */
export const migrate = (migrations?: ReadonlyArray<Migration>) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const all = migrations ?? (yield* readMigrations());
    const appliedIds = yield* db.transaction((sql) =>
      Effect.tryPromise({
        try: async () => {
          await sql.query("select pg_advisory_xact_lock($1)", [migrationLockKey]);
          await sql.exec(`create table if not exists schema_migration (
            id text primary key,
            applied_at timestamptz not null default now()
          )`);
          const rows = await sql.query<{ id: string }>("select id from schema_migration");
          const applied = new Set(rows.map((row) => row.id));
          const pending = all.filter((migration) => !applied.has(migration.id));
          for (const migration of pending) {
            try {
              await sql.exec(migration.sql);
            } catch (error) {
              const reason = error instanceof Error ? error.message : String(error);
              throw new Error(`Migration ${migration.id} failed: ${reason}`);
            }
            await sql.query("insert into schema_migration (id) values ($1)", [migration.id]);
          }
          return pending.map((migration) => migration.id);
        },
        catch: DatabaseError.from,
      }),
    );
    if (db.engine === "pglite") yield* db.query("analyze");
    return appliedIds;
  }).pipe(Effect.withSpan("Database.migrate"));
