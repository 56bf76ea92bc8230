import { Effect, Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/serverProcess";
import { Database, type DatabaseShape } from "../../server/db/Database";
import { databaseLayerFor } from "../../server/db/layer";
import { authServerOf } from "./support/auth";
import { configFrom } from "./support/config";
import { engines, freshDatabase } from "./support/databases";
import {
  dataOf,
  functionsKey,
  type ProductServer,
  request,
  seedEmail,
  seedEvent,
  signUpUser,
  type TestUser,
} from "./support/product";
import { startServer } from "./support/testServer";

describe.each(engines)("reads of one statement on %s", (engine) => {
  let server: ProductServer;
  let user: TestUser;
  let transactions = 0;

  beforeAll(async () => {
    const fresh = await freshDatabase(engine);
    // The real database, counting the transactions the server opens.
    const counting = Layer.effect(
      Database,
      Effect.map(
        Database,
        (db): DatabaseShape => ({
          ...db,
          transaction: (use) =>
            Effect.suspend(() => {
              transactions += 1;
              return db.transaction(use);
            }),
        }),
      ),
    ).pipe(Layer.provide(databaseLayerFor(fresh.config)));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = await configFrom({ PUBLIC_URL: baseUrl, FUNCTIONS_KEY: functionsKey });
    const auth = await authServerOf(await startServer(config, null, counting, { port }));
    server = {
      auth,
      fresh,
      baseUrl,
      database: auth.database,
      close: async () => {
        await auth.close();
        await fresh.dispose();
      },
    };
    user = await signUpUser(server);
  });

  afterAll(async () => {
    await server?.close();
  });

  it("run without a transaction: the lists and an event's and an e-mail's detail", async () => {
    const event = await seedEvent(server, user);
    const email = await seedEmail(server, user);
    const before = transactions;
    for (const path of ["/event", "/email", "/user/me/family-members", `/event/${event.id}`]) {
      const answer = await request(server, "GET", `/api${path}`, { user });
      expect(answer.status, path).toBe(200);
    }
    const detail = await request(server, "GET", `/api/email/${email.id}`, { user });
    expect(dataOf<{ subject: string }>(detail).subject).toBe(email.subject);
    expect(transactions).toBe(before);
    // A write still runs in one.
    const created = await request(server, "POST", "/api/event", {
      user,
      body: {
        title: "Dentist",
        startsAt: "2026-10-01T09:00:00Z",
        endsAt: "2026-10-01T09:30:00Z",
      },
    });
    expect(created.status).toBe(201);
    expect(transactions).toBeGreaterThan(before);
  });
});
