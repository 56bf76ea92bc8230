import { HttpServerRequest, HttpServerResponse } from "@effect/platform";
import { Effect, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { CurrentUser } from "../../api/security";
import { Database, type DatabaseShape } from "../../server/db/Database";
import { entityTag, revalidatedRead } from "../../server/product/dataVersion";

/**
 * Issue 16: a list whose statement also reads the user's version makes no
 * round trip of its own for the version on a first load, and falls back to
 * the version-first order when it has no row to carry one.
 */
const user = {
  id: "3f1d6c1e-0000-4000-8000-000000000001",
  email: null,
  aal: "aal1" as const,
  sessionId: "s",
};

const setUp = (version: string) => {
  const calls = { dataVersion: 0, reads: 0 };
  const database = {
    dataVersion: () =>
      Effect.sync(() => {
        calls.dataVersion += 1;
        return version;
      }),
  } as Pick<DatabaseShape, "dataVersion"> as DatabaseShape;
  const layer = Layer.mergeAll(Layer.succeed(Database, database), Layer.succeed(CurrentUser, user));
  const run = (headers: Record<string, string>, readVersion: string | undefined) => {
    const request = HttpServerRequest.fromWeb(
      new Request("http://localhost/api/event", { headers }),
    );
    const read = Effect.sync(() => {
      calls.reads += 1;
      return { answer: HttpServerResponse.text("the list"), version: readVersion };
    });
    return Effect.runPromise(read.pipe(revalidatedRead(request), Effect.provide(layer)));
  };
  return { calls, run };
};

describe("revalidatedRead", () => {
  it("answers a first load from the read alone when its statement carried the version", async () => {
    const { calls, run } = setUp("7");
    const answer = await run({}, "7");
    expect(answer.status).toBe(200);
    expect(calls).toEqual({ dataVersion: 0, reads: 1 });
  });

  it("reads the version first, then the list again, when the read had no row to carry it", async () => {
    const { calls, run } = setUp("7");
    const answer = await run({}, undefined);
    expect(answer.status).toBe(200);
    expect(calls).toEqual({ dataVersion: 1, reads: 2 });
  });

  it("answers a current tag with 304 from the version alone, and a stale one with the read", async () => {
    const { calls, run } = setUp("7");
    const current = entityTag(user.id, "7", "/api/event");
    expect((await run({ "if-none-match": current }, "7")).status).toBe(304);
    expect(calls).toEqual({ dataVersion: 1, reads: 0 });
    const stale = entityTag(user.id, "6", "/api/event");
    expect((await run({ "if-none-match": stale }, "7")).status).toBe(200);
    expect(calls).toEqual({ dataVersion: 2, reads: 1 });
  });
});
