import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlSession } from "../../server/db/Database";
import { claimNext, enqueue } from "../../server/mail/inbound/queue";
import { checkout } from "./support/checkout";
import { engines } from "./support/databases";
import { type ProductServer, signUpUser, startProductServer } from "./support/product";
import { rows } from "./support/smtp";

describe.each(engines)("the intake queue's priority on %s", (engine) => {
  // No intake worker runs here: the test claims by hand, as a worker would.
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const inTransaction = <A>(work: (sql: SqlSession) => Promise<A>) =>
    Effect.runPromise(server.database.transaction((sql) => Effect.promise(() => work(sql))));

  it("claims Family (and trial) mail before older Free mail, and Free mail in order of arrival", async () => {
    const free = await signUpUser(server, "free-queue");
    const family = await signUpUser(server, "family-queue");
    expect((await checkout(server, family)).status).toBe(303);
    const message = (userId: string) => ({
      id: crypto.randomUUID(),
      userId,
      recipient: "x@in.localhost",
      envelopeFrom: null,
      raw: new TextEncoder().encode("Subject: hi\r\n\r\nhello\r\n"),
    });
    const freeFirst = message(free.id);
    const freeSecond = message(free.id);
    const familyLatest = message(family.id);
    for (const [entry, secondsAgo] of [
      [freeFirst, 30],
      [freeSecond, 20],
      [familyLatest, 10],
    ] as const) {
      await inTransaction((sql) => enqueue(sql, [entry]));
      await rows(
        server.database,
        `update inbound_message set received_at = now() - make_interval(secs => $2),
           next_attempt_at = now() - make_interval(secs => $2) where id = $1`,
        [entry.id, secondsAgo],
      );
    }
    const order: Array<string> = [];
    for (let index = 0; index < 3; index++) {
      const claimed = await inTransaction((sql) => claimNext(sql, "test-worker"));
      order.push(claimed?.id ?? "none");
    }
    expect(order).toEqual([familyLatest.id, freeFirst.id, freeSecond.id]);
  });
});
