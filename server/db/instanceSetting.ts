import { Effect, Option, Redacted } from "effect";
import { Database, type DatabaseError } from "./Database";

/**
 * `instance_setting`: values this installation keeps for itself (generated
 * secrets, ids made once at a provider), shared by every process.
 */

/** The value kept under `name`, if any. */
export const readSetting = (
  name: string,
): Effect.Effect<string | undefined, DatabaseError, Database> =>
  Effect.flatMap(Database, (db) =>
    Effect.map(
      db.query<{ value: string }>("select value from instance_setting where name = $1", [name]),
      (rows) => rows[0]?.value,
    ),
  );

/** Keeps `value` under `name` unless a value is already kept there (the first one wins). */
export const keepSetting = (
  name: string,
  value: string,
): Effect.Effect<void, DatabaseError, Database> =>
  Effect.flatMap(Database, (db) =>
    Effect.asVoid(
      db.query(
        "insert into instance_setting (name, value) values ($1, $2) on conflict (name) do nothing",
        [name, value],
      ),
    ),
  );

/**
 * The configured secret when set, else one generated once and kept under
 * `name`, so every process and every restart agree on it (two processes
 * starting together both read the one that was kept first).
 */
export const configuredOrStored = (
  configured: Option.Option<Redacted.Redacted<string>>,
  name: string,
  generate: () => string,
): Effect.Effect<string, DatabaseError, Database> =>
  Option.match(configured, {
    onSome: (secret) => Effect.succeed(Redacted.value(secret)),
    onNone: () =>
      Effect.gen(function* () {
        yield* keepSetting(name, generate());
        const value = yield* readSetting(name);
        if (value === undefined) return yield* Effect.dieMessage(`${name} was not stored`);
        return value;
      }),
  });
