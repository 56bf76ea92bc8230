import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Effect, Exit, Scope, TestClock, TestContext } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseShape, makePgliteInThread } from "../../server/db/Database";
import type { PgliteThread } from "../../server/db/pgliteClient";
import { databaseProbe } from "../../server/http/health";

let dataDir: string;
let scope: Scope.CloseableScope;
let real: DatabaseShape;
let thread: PgliteThread;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-probe-"));
  scope = await Effect.runPromise(Scope.make());
  const opened = await Effect.runPromise(Scope.extend(makePgliteInThread(dataDir), scope));
  real = opened.shape;
  thread = opened.thread;
});

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real database, counting the statements the probe sends it. */
function counted(): { db: DatabaseShape; queries: () => number } {
  let queries = 0;
  return {
    db: {
      ...real,
      query: <Row>(text: string, params?: ReadonlyArray<unknown>) =>
        Effect.suspend(() => {
          queries += 1;
          return real.query<Row>(text, params);
        }),
    },
    queries: () => queries,
  };
}

const inTestClock = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.runPromise(effect.pipe(Effect.provide(TestContext.TestContext)));

describe("the health check's database probe", () => {
  it("queries the database at most once a second, however many checks arrive", async () => {
    const { db, queries } = counted();
    await inTestClock(
      Effect.gen(function* () {
        const probe = yield* databaseProbe(db);
        yield* probe;
        yield* Effect.all([probe, probe, probe, probe], { concurrency: "unbounded" });
        expect(queries()).toBe(1);
        yield* TestClock.adjust("999 millis");
        yield* probe;
        expect(queries()).toBe(1);
        yield* TestClock.adjust("1 millis");
        yield* Effect.all([probe, probe], { concurrency: "unbounded" });
        expect(queries()).toBe(2);
        yield* TestClock.adjust("10 seconds");
        yield* probe;
        expect(queries()).toBe(3);
      }),
    );
  });

  it("reports a failure for the second it stands for, then probes again", async () => {
    const { db, queries } = counted();
    let failing = true;
    const flaky: DatabaseShape = {
      ...db,
      query: <Row>(text: string, params?: ReadonlyArray<unknown>) =>
        Effect.suspend(() =>
          failing
            ? Effect.zipRight(
                db.query(text, params),
                real.query<Row>("select * from no_such_table"),
              )
            : db.query<Row>(text, params),
        ),
    };
    await inTestClock(
      Effect.gen(function* () {
        const probe = yield* databaseProbe(flaky);
        const first = yield* Effect.exit(probe);
        expect(Exit.isFailure(first) && String(first.cause)).toContain("no_such_table");
        failing = false;
        expect(Exit.isFailure(yield* Effect.exit(probe))).toBe(true);
        expect(queries()).toBe(1);
        yield* TestClock.adjust("1 second");
        expect(Exit.isSuccess(yield* Effect.exit(probe))).toBe(true);
        expect(queries()).toBe(2);
      }),
    );
  });

  it("fails at once when the embedded database's thread is gone", async () => {
    await inTestClock(
      Effect.gen(function* () {
        const probe = yield* databaseProbe(real);
        yield* probe;
        yield* Effect.promise(() => thread.terminate());
        // The earlier answer stands for its second; the next probe finds the thread gone.
        yield* TestClock.adjust("1 second");
        const exit = yield* Effect.exit(probe);
        expect(Exit.isFailure(exit) && String(exit.cause)).toMatch(
          /embedded database's thread has stopped/,
        );
      }),
    );
  });
});
