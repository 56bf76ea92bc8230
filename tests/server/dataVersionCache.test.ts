import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent } from "../../api/CalendarEvent";
import { insertEvent } from "../../server/product/events/repo";
import { engines } from "./support/databases";
import {
  type ProductServer,
  request,
  runInTransaction,
  seedEvent,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";

/**
 * The embedded database keeps each user's data version in the server's
 * process once read (server/db/pgliteClient.ts), until migration 0016's
 * notice says it changed; PostgreSQL reads it every time. Either way a
 * revalidation must never answer 304 for data that changed: every test
 * writes by another path and checks the old tag gets the new answer.
 */
describe.each(engines)("the data version a revalidation reads, on %s", (engine) => {
  let server: ProductServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startProductServer(engine);
    owner = await signUpUser(server, "cached");
    await seedEvent(server, owner, { title: "The first event" });
  });
  afterAll(async () => {
    await server?.close();
  });

  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect);
  const list = (user: TestUser, tag?: string) =>
    request(server, "GET", "/api/event", {
      user,
      headers: tag === undefined ? {} : { "if-none-match": tag },
    });
  const titles = (answer: { readonly json: unknown }) =>
    (answer.json as { data: ReadonlyArray<CalendarEvent> }).data.map((event) => event.title).sort();

  /** The list's current tag, answered 304 once, so the version is read (and, on PGlite, kept). */
  const currentTag = async (user: TestUser = owner): Promise<string> => {
    const tag = (await list(user)).headers.get("etag");
    if (tag === null) throw new Error("GET /api/event carried no ETag");
    expect((await list(user, tag)).status).toBe(304);
    return tag;
  };

  /** After a write, the old tag gets the new list (and a new tag), at once. */
  const expectChanged = async (tag: string, title?: string, user: TestUser = owner) => {
    const answer = await list(user, tag);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("etag")).not.toBe(tag);
    if (title !== undefined) expect(titles(answer)).toContain(title);
  };

  const eventId = async (user: TestUser = owner): Promise<string> => {
    const rows = await run(
      server.database.query<{ id: string }>(
        "select id from calendar_event where user_id = $1 order by created_at limit 1",
        [user.id],
      ),
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error("no event to change");
    return id;
  };

  it("gives the new answer after a write through the API", async () => {
    const tag = await currentTag();
    const added = await request(server, "POST", "/api/event", {
      user: owner,
      body: {
        title: "Added through the API",
        startsAt: "2026-12-05T14:00:00Z",
        endsAt: "2026-12-05T15:00:00Z",
      },
    });
    expect(added.status).toBe(201);
    await expectChanged(tag, "Added through the API");
  });

  it("gives the new answer after raw SQL: a statement on its own, a DO block, and a transaction", async () => {
    const id = await eventId();
    let tag = await currentTag();
    await run(
      server.database.query("update calendar_event set title = 'Renamed by hand' where id = $1", [
        id,
      ]),
    );
    await expectChanged(tag, "Renamed by hand");

    tag = await currentTag();
    await run(
      server.database.query(
        `do $$ begin update calendar_event set title = 'Renamed in a block' where id = '${id}'; end $$`,
      ),
    );
    await expectChanged(tag, "Renamed in a block");

    tag = await currentTag();
    await runInTransaction(server.database, (sql) =>
      sql.exec(`update calendar_event set title = 'Renamed in a transaction' where id = '${id}'`),
    );
    await expectChanged(tag, "Renamed in a transaction");
  });

  it("gives the new answer after the version row itself is written, even emptied", async () => {
    let tag = await currentTag();
    await run(
      server.database.query("update data_version set version = version + 7 where user_id = $1", [
        owner.id,
      ]),
    );
    await expectChanged(tag);

    tag = await currentTag();
    await run(server.database.query("truncate data_version"));
    await expectChanged(tag);
    expect(await run(server.database.dataVersion(owner.id))).toBe("0");
  });

  it("still answers 304 after a rolled-back write, whose data never changed", async () => {
    const tag = await currentTag();
    const before = await run(server.database.dataVersion(owner.id));
    const failed = await Effect.runPromiseExit(
      server.database.transaction((sql) =>
        Effect.gen(function* () {
          yield* Effect.promise(() =>
            insertEvent(sql, owner.id, {
              title: "Never committed",
              description: "",
              startsAt: "2026-12-06T14:00:00.000Z",
              endsAt: "2026-12-06T15:00:00.000Z",
              allDay: false,
              timezone: "Europe/London",
              location: "",
              status: "confirmed",
            }),
          );
          // The bump runs now, inside the transaction, and is rolled back with it.
          yield* Effect.promise(() => sql.query("set constraints all immediate"));
          return yield* Effect.fail("changed my mind");
        }),
      ),
    );
    expect(failed._tag).toBe("Failure");
    expect(await run(server.database.dataVersion(owner.id))).toBe(before);
    expect((await list(owner, tag)).status).toBe(304);
    expect(titles(await list(owner))).not.toContain("Never committed");
  });

  it("forgets a deleted account's version", async () => {
    const leaving = await signUpUser(server, "leaving");
    await seedEvent(server, leaving, { title: "Leaving soon" });
    await currentTag(leaving);
    expect(await run(server.database.dataVersion(leaving.id))).not.toBe("0");
    const gone = await request(server, "DELETE", "/api/user/me", {
      user: leaving,
      body: { email: leaving.email },
    });
    expect(gone.status).toBe(200);
    expect(await run(server.database.dataVersion(leaving.id))).toBe("0");
  });

  it("never answers one user's tag from another's version", async () => {
    const neighbour = await signUpUser(server, "neighbour");
    const mine = await currentTag();
    await currentTag(neighbour);
    await seedEvent(server, neighbour, { title: "The neighbour's" });
    // The neighbour's write leaves my tag current; my write makes it stale.
    expect((await list(owner, mine)).status).toBe(304);
    await seedEvent(server, owner, { title: "Mine again" });
    await expectChanged(mine, "Mine again");
  });

  const keeps = engine === "pglite";
  it(
    keeps
      ? "keeps a version read in the process: no statement reads it again until it changes"
      : "keeps no version: every revalidation reads it from the database",
    async () => {
      const tag = await currentTag();
      await run(server.database.query("alter table data_version rename to data_version_away"));
      try {
        // With the table gone, only a kept version can still answer.
        expect((await list(owner, tag)).status).toBe(keeps ? 304 : 500);
      } finally {
        await run(server.database.query("alter table data_version_away rename to data_version"));
      }
    },
  );
});
