import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarEvent } from "../../api/CalendarEvent";
import { defaultPreferences } from "../../api/Preferences";
import { insertEvent } from "../../server/product/events/repo";
import { Api, type ApiService } from "../../src/services/Api";
import { engines } from "./support/databases";
import {
  functionsKey,
  type ProductServer,
  request,
  runInTransaction,
  seedEmail,
  seedEvent,
  signUpUser,
  startProductServer,
  type TestUser,
} from "./support/product";

/** Issue 16, item 4: each user's data version, and answers a browser can revalidate. */
describe.each(engines)("data version and ETag revalidation on %s", (engine) => {
  let server: ProductServer;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    server = await startProductServer(engine);
    owner = await signUpUser(server, "versioned");
    other = await signUpUser(server, "neighbour");
  });
  afterAll(async () => {
    await server?.close();
  });

  const versionOf = async (user: TestUser): Promise<number> => {
    const rows = await Effect.runPromise(
      server.database.query<{ version: string }>(
        "select version::text as version from data_version where user_id = $1",
        [user.id],
      ),
    );
    return Number(rows[0]?.version ?? 0);
  };

  const anEvent = {
    title: "Swim gala",
    description: "",
    startsAt: "2026-12-05T14:00:00.000Z",
    endsAt: "2026-12-05T15:00:00.000Z",
    allDay: false,
    timezone: "Europe/London",
    location: "",
    status: "confirmed" as const,
  };

  const get = (path: string, user: TestUser, tag?: string | null) =>
    request(server, "GET", path, {
      user,
      headers: tag === undefined || tag === null ? {} : { "if-none-match": tag },
    });

  it("bumps the version when a write commits, once per transaction, in that transaction", async () => {
    await seedEvent(server, owner, { title: "The first write" });
    const before = await versionOf(owner);
    const inside = await runInTransaction(server.database, async (sql) => {
      await insertEvent(sql, owner.id, anEvent);
      await insertEvent(sql, owner.id, { ...anEvent, title: "Second" });
      // The bump runs at commit; asking for it now shows it belongs to this transaction.
      await sql.query("set constraints all immediate");
      const rows = await sql.query<{ version: string }>(
        "select version::text as version from data_version where user_id = $1",
        [owner.id],
      );
      return Number(rows[0]?.version);
    });
    expect(inside).toBe(before + 1);
    expect(await versionOf(owner)).toBe(before + 1);
  });

  it("leaves the version as it was when the write rolls back", async () => {
    const before = await versionOf(owner);
    const failed = await Effect.runPromiseExit(
      server.database.transaction((sql) =>
        Effect.gen(function* () {
          yield* Effect.promise(() => insertEvent(sql, owner.id, anEvent));
          yield* Effect.promise(() => sql.query("set constraints all immediate"));
          return yield* Effect.fail("changed my mind");
        }),
      ),
    );
    expect(failed._tag).toBe("Failure");
    expect(await versionOf(owner)).toBe(before);
    const titles = (await get("/api/event", owner)).json as { data: ReadonlyArray<CalendarEvent> };
    expect(titles.data.filter((event) => event.title === "Swim gala")).toHaveLength(1);
  });

  it("bumps the version for each kind of write through the API, and only the writer's", async () => {
    const picnic = await seedEvent(server, owner, { title: "Picnic" });
    const letter = await seedEmail(server, owner);
    /** Each write, answering its HTTP status (null for one straight into the database). */
    const api = (answer: Promise<{ readonly status: number }>) =>
      answer.then((done) => done.status);
    const direct = (write: Promise<unknown>) => write.then(() => null);
    const writes: ReadonlyArray<readonly [string, () => Promise<number | null>]> = [
      [
        "a family member added",
        () =>
          api(
            request(server, "POST", "/api/family-member", {
              user: owner,
              body: { Name: "Emma", Relationship: "child", Color: "#0072b2" },
            }),
          ),
      ],
      [
        "preferences saved",
        () =>
          api(
            request(server, "PUT", "/api/preferences", {
              user: owner,
              body: defaultPreferences("Europe/London"),
            }),
          ),
      ],
      ["an e-mail stored", () => direct(seedEmail(server, owner))],
      ["an event stored", () => direct(seedEvent(server, owner))],
      [
        "an event dismissed",
        () =>
          api(
            request(server, "POST", "/api/event/status", {
              user: owner,
              body: { ids: [picnic.id], status: "dismissed" },
            }),
          ),
      ],
      [
        "an event deleted",
        () => api(request(server, "DELETE", `/api/event/${picnic.id}`, { user: owner })),
      ],
      [
        "an event restored",
        () => api(request(server, "POST", `/api/event/${picnic.id}/restore`, { user: owner })),
      ],
      [
        "an e-mail deleted",
        () =>
          api(request(server, "DELETE", `/api/email/${letter.id}?events=false`, { user: owner })),
      ],
      [
        "a plan taken (a subscription stored)",
        () =>
          direct(
            runInTransaction(server.database, (sql) =>
              sql.query(
                `insert into billing_subscription (id, user_id, customer_id, status, product_id,
                 product_name, price_id, billing_interval, unit_amount, currency,
                 current_period_end, provider_created, state_at)
               values ('sub_version', $1, 'cus_version', 'active', 'prod_family', 'Family',
                 'price_family', 'month', 500, 'gbp', now() + interval '30 days', 1, 1)`,
                [owner.id],
              ),
            ),
          ),
      ],
    ];
    for (const [what, write] of writes) {
      const mine = await versionOf(owner);
      const theirs = await versionOf(other);
      const status = await write();
      // A write through the API must have succeeded for its bump to mean anything.
      if (status !== null) expect({ what, ok: status < 300 }).toEqual({ what, ok: true });
      expect({ what, version: await versionOf(owner) }).toEqual({ what, version: mine + 1 });
      expect(await versionOf(other)).toBe(theirs);
    }
  });

  it("leaves the version alone when only the mail queue's bookkeeping changes", async () => {
    const id = "6f1c2b7e-0000-4000-8000-000000000001";
    const write = (text: string) =>
      runInTransaction(server.database, (sql) => sql.query(text, [id, owner.id]));
    const before = await versionOf(owner);
    await write(
      `insert into inbound_message (id, user_id, recipient, raw, size, sender, subject, state)
       values ($1, $2, 'family@in.test', '\\x00', 1, 'coach@club.test', 'Training', 'held')`,
    );
    expect(await versionOf(owner)).toBe(before + 1);
    await write(
      "update inbound_message set attempts = attempts + 1, last_error = 'x' where id = $1 and user_id = $2",
    );
    expect(await versionOf(owner)).toBe(before + 1);
    await write("update inbound_message set state = 'queued' where id = $1 and user_id = $2");
    expect(await versionOf(owner)).toBe(before + 2);
  });

  it("tags lists and details, answers the current tag with 304 and no body, a stale one with the new body", async () => {
    const event = await seedEvent(server, owner, { title: "Parents' evening" });
    const first = await get("/api/event", owner);
    const tag = first.headers.get("etag");
    expect(first.status).toBe(200);
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await get("/api/event", owner, tag);
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(tag);

    const detail = await get(`/api/event/${event.id}`, owner);
    expect(detail.status).toBe(200);
    expect(await get(`/api/event/${event.id}`, owner, detail.headers.get("etag"))).toMatchObject({
      status: 304,
    });

    await request(server, "PUT", `/api/event/${event.id}`, {
      user: owner,
      body: { title: "Parents' evening (moved)" },
    });
    const stale = await get("/api/event", owner, tag);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("etag")).not.toBe(tag);
    const titles = (stale.json as { data: ReadonlyArray<CalendarEvent> }).data.map((e) => e.title);
    expect(titles).toContain("Parents' evening (moved)");
    const staleDetail = await get(`/api/event/${event.id}`, owner, detail.headers.get("etag"));
    expect(staleDetail.status).toBe(200);
    expect((staleDetail.json as { data: CalendarEvent }).data.title).toBe(
      "Parents' evening (moved)",
    );
  });

  it("answers 304 from the version alone, without running the list's query", async () => {
    const current = (await get("/api/email", owner)).headers.get("etag");
    // With the table out of the way the query would fail; renaming it writes no row.
    await Effect.runPromise(server.database.query("alter table email rename to email_away"));
    try {
      expect((await get("/api/email", owner, current)).status).toBe(304);
      expect((await get("/api/email", owner)).status).toBe(500);
    } finally {
      await Effect.runPromise(server.database.query("alter table email_away rename to email"));
    }
  });

  it("tags a list's first load by the version its own statement read, the same tag a revalidation gives", async () => {
    const user = await signUpUser(server, "folded");
    const lists = ["/api/event", "/api/email", "/api/user/me/family-members"];
    const tagsOf = async () => {
      const tags: Array<{ path: string; first: string | null; checked: string | null }> = [];
      for (const path of lists) {
        const first = await get(path, user);
        // A tag that names nothing current takes the other road: the version, then the read.
        const checked = await get(path, user, 'W/"not-current"');
        expect({ path, first: first.status, checked: checked.status }).toEqual({
          path,
          first: 200,
          checked: 200,
        });
        expect(checked.text).toBe(first.text);
        tags.push({ path, first: first.headers.get("etag"), checked: checked.headers.get("etag") });
      }
      return tags;
    };
    // Empty lists (no row carries a version) and lists with rows (every row does).
    const empty = await tagsOf();
    await seedEvent(server, user, { title: "Football" });
    await seedEmail(server, user, { subject: "Football on Saturday" });
    await request(server, "POST", "/api/user/me/family-members", {
      user,
      body: { Name: "Sam", Relationship: "child", Color: "#3366cc" },
    });
    const filled = await tagsOf();
    for (const [index, tag] of filled.entries()) {
      expect(tag.first).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(tag.first).toBe(tag.checked);
      expect(tag.first).not.toBe(empty[index]?.first);
      expect(empty[index]?.first).toBe(empty[index]?.checked);
      expect((await get(tag.path, user, tag.first)).status).toBe(304);
    }
    // Once current, a write moves every list's first-load tag on.
    await seedEvent(server, user, { title: "Swimming" });
    const moved = await tagsOf();
    for (const [index, tag] of moved.entries()) expect(tag.first).not.toBe(filled[index]?.first);
  });

  it("never answers 304 to another user's tag, nor shares a tag between routes or queries", async () => {
    const fresh = await signUpUser(server, "empty");
    const alsoFresh = await signUpUser(server, "alsoempty");
    // Both at version 0 and asking the same URL: the tags still differ.
    const mine = (await get("/api/event", fresh)).headers.get("etag");
    const theirs = await get("/api/event", alsoFresh, mine);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("etag")).not.toBe(mine);
    const ownersTag = (await get("/api/event", owner)).headers.get("etag");
    const intruder = await get("/api/event", other, ownersTag);
    expect(intruder.status).toBe(200);
    expect((intruder.json as { data: ReadonlyArray<unknown> }).data).toEqual([]);

    const paths = [
      "/api/event",
      "/api/event?status=confirmed",
      "/api/event?from=2026-01-01T00:00:00.000Z",
      "/api/email",
      "/api/user/me/family-members",
      "/api/preferences",
      "/api/sender-review",
    ];
    const tags = new Map<string, string | null>();
    for (const path of paths) {
      const answer = await get(path, owner);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      tags.set(path, answer.headers.get("etag"));
    }
    expect(new Set(tags.values()).size).toBe(paths.length);
    for (const path of paths) {
      const elsewhere = paths.find((other) => other !== path) ?? "";
      const answer = await get(path, owner, tags.get(elsewhere));
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect((await get(path, owner, tags.get(path))).status).toBe(304);
    }
  });

  it("the browser's Api service revalidates against it: a 304 while current, the new list after a write", async () => {
    const use = <A>(read: (api: ApiService) => Effect.Effect<A, unknown>) =>
      Effect.runPromise(
        Effect.provide(
          Effect.flatMap(Api, read),
          Api.live({
            baseUrl: server.baseUrl,
            functionsKey,
            accessToken: () => owner.token,
          }),
        ),
      );
    const first = await use((api) => api.revalidate(null, api.listEvents({})));
    if (first.type !== "revalidation.modified") throw new Error("The first read had no data");
    expect(first.validator).toMatch(/^W\//);
    expect(await use((api) => api.revalidate(first.validator, api.listEvents({})))).toEqual({
      type: "revalidation.notModified",
    });
    await seedEvent(server, owner, { title: "Cake sale" });
    const changed = await use((api) => api.revalidate(first.validator, api.listEvents({})));
    if (changed.type !== "revalidation.modified") throw new Error("The write was not seen");
    expect(changed.data.map((event) => event.title)).toContain("Cake sale");
    expect(changed.validator).not.toBe(first.validator);
  });

  it("puts no tag on an error and no 304 on a write", async () => {
    const missing = await get("/api/event/00000000-0000-4000-8000-000000000000", owner);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("etag")).toBeNull();
    // "*" matches an answer that exists, and only then.
    const anyTag = await get("/api/event/00000000-0000-4000-8000-000000000000", owner, "*");
    expect(anyTag.status).toBe(404);
    const event = await seedEvent(server, owner, { title: "Book fair" });
    expect((await get(`/api/event/${event.id}`, owner, "*")).status).toBe(304);
    const tag = (await get("/api/preferences", owner)).headers.get("etag");
    const put = await request(server, "PUT", "/api/preferences", {
      user: owner,
      body: defaultPreferences("Europe/Paris"),
      headers: tag === null ? {} : { "if-none-match": tag },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get("etag")).toBeNull();
  });
});
