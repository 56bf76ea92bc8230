import { FetchHttpClient } from "@effect/platform";
import { Effect, Exit, Layer } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import type { EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import { modified, notModified } from "../../src/machines/data/revalidation";
import type { LiveEvent } from "../../src/machines/live/live.types";
import { loaderMachine } from "../../src/machines/loader/loader.machine";
import type { LoadRequest } from "../../src/machines/loader/loader.types";
import { queryMachine } from "../../src/machines/query/query.machine";
import type { FetchRequest } from "../../src/machines/query/query.types";
import { type DataRuntime, startDataRuntime } from "../../src/runtime/dataRuntime";
import { Api, type ApiService } from "../../src/services/Api";
import { makeEmailSummary, makeMember } from "../../src/services/ApiTest";
import { emailsView, familyMembersView } from "../../src/store/projections";

/**
 * Issue 16, item 4 in the browser: the Api service sends `If-None-Match`
 * with the validator a reader holds and reports a 304 as "not modified";
 * the loaders, the queries and the live channel's resync keep what they
 * hold on a 304. The server is a fetch stub that tags its answers as the
 * real one does: a tag per version of the data and per URL, 304 when
 * `If-None-Match` names the current one.
 */

const flush = async () => {
  for (let round = 0; round < 10; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

interface Sent {
  readonly url: URL;
  readonly ifNoneMatch: string | null;
}

function fakeServer() {
  const sent: Array<Sent> = [];
  const state = {
    version: 1,
    emails: [makeEmailSummary({ id: "email-1" })] as ReadonlyArray<EmailSummary>,
    members: [makeMember({ Id: "member-1" })] as ReadonlyArray<FamilyMember>,
    /** Lists answer in pages of this many rows. */
    pageSize: 100,
  };
  const fetchStub: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const ifNoneMatch = new Headers(init?.headers).get("if-none-match");
    sent.push({ url, ifNoneMatch });
    const etag = `W/"v${state.version}:${url.pathname}${url.search}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
    const rows: ReadonlyArray<unknown> = url.pathname.endsWith("/email")
      ? state.emails
      : state.members;
    const start = Number(url.searchParams.get("cursor") ?? 0);
    const page = rows.slice(start, start + state.pageSize);
    const next = start + state.pageSize < rows.length ? String(start + state.pageSize) : null;
    return new Response(JSON.stringify({ data: page, nextCursor: next }), {
      status: 200,
      headers: { "content-type": "application/json", etag },
    });
  };
  const layer = Api.live({
    baseUrl: "http://corkboard.test",
    functionsKey: "fn-key",
    accessToken: () => "token-1",
  }).pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, fetchStub)));
  return { sent, state, layer };
}

const run = <A>(layer: Layer.Layer<Api>, use: (api: ApiService) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(Effect.provide(Effect.flatMap(Api, use), layer));

describe("the Api service's conditional reads", () => {
  it("sends no If-None-Match without a validator, and answers the data with its ETag", async () => {
    const server = fakeServer();
    const answer = await run(server.layer, (api) => api.revalidate(null, api.listEmails()));
    expect(server.sent.map((request) => request.ifNoneMatch)).toEqual([null]);
    expect(answer).toEqual(modified(server.state.emails, 'W/"v1:/api/email?limit=100"'));
  });

  it("answers a 304 as not modified, and a changed list with its new tag", async () => {
    const server = fakeServer();
    const first = await run(server.layer, (api) => api.revalidate(null, api.listEmails()));
    const held = first.type === "revalidation.modified" ? first.validator : null;
    const again = await run(server.layer, (api) => api.revalidate(held, api.listEmails()));
    expect(again).toEqual(notModified);
    expect(server.sent[1]?.ifNoneMatch).toBe(held);

    server.state.version = 2;
    server.state.emails = [makeEmailSummary({ id: "email-2" }), ...server.state.emails];
    const changed = await run(server.layer, (api) => api.revalidate(held, api.listEmails()));
    expect(changed).toEqual(modified(server.state.emails, 'W/"v2:/api/email?limit=100"'));
  });

  it("sends the validator with a list's first page only, and keeps the first page's tag", async () => {
    const server = fakeServer();
    server.state.pageSize = 1;
    server.state.emails = [
      makeEmailSummary({ id: "email-1" }),
      makeEmailSummary({ id: "email-2" }),
    ];
    const answer = await run(server.layer, (api) =>
      api.revalidate('W/"v0:/api/email?limit=100"', api.listEmails()),
    );
    expect(server.sent.map((request) => request.ifNoneMatch)).toEqual([
      'W/"v0:/api/email?limit=100"',
      null,
    ]);
    expect(answer).toEqual(modified(server.state.emails, 'W/"v1:/api/email?limit=100"'));
  });

  it("passes other failures on, and leaves reads outside `revalidate` unconditional", async () => {
    const failing: typeof fetch = async () =>
      new Response(JSON.stringify({ error: { code: "not_found", message: "No such e-mail" } }), {
        status: 404,
        headers: { "content-type": "application/json" },
      });
    const layer = Api.live({
      baseUrl: "http://corkboard.test",
      functionsKey: "fn-key",
      accessToken: () => null,
    }).pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, failing)));
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(Api, (api) => api.revalidate('W/"x"', api.getEmail("email-9"))),
        layer,
      ),
    );
    expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("not_found");

    const server = fakeServer();
    await run(server.layer, (api) => api.revalidate('W/"v1:/api/email?limit=100"', Effect.void));
    await run(server.layer, (api) => api.listEmails());
    expect(server.sent.map((request) => request.ifNoneMatch)).toEqual([null]);
  });
});

describe("the loader and query machines", () => {
  it("hand the validator they hold to their actor and keep data and validator on not modified", async () => {
    const asked: Array<string | null> = [];
    const answers = [modified(["Swim gala"], 'W/"a"'), notModified, modified(["Fête"], 'W/"b"')];
    const answer = (validator: string | null) => {
      asked.push(validator);
      return Promise.resolve(answers[asked.length - 1]);
    };
    const loader = createActor(
      loaderMachine.provide({
        actors: { load: fromPromise<unknown, LoadRequest>(({ input }) => answer(input.validator)) },
      }),
      { input: { key: "events" } },
    ).start();
    const query = createActor(
      queryMachine.provide({
        actors: {
          fetch: fromPromise<unknown, FetchRequest>(({ input }) => answer(input.validator)),
        },
      }),
      { input: { key: "events" } },
    );
    const held = () => {
      const { data, validator } = loader.getSnapshot().context;
      return { data, validator };
    };
    loader.send({ type: "loader.load" });
    await flush();
    expect(held()).toEqual({ data: ["Swim gala"], validator: 'W/"a"' });
    loader.send({ type: "loader.invalidate" });
    loader.send({ type: "loader.load" });
    await flush();
    expect(held()).toEqual({ data: ["Swim gala"], validator: 'W/"a"' });
    expect(loader.getSnapshot().hasTag("fresh")).toBe(true);
    loader.send({ type: "loader.invalidate" });
    loader.send({ type: "loader.load" });
    await flush();
    expect(held()).toEqual({ data: ["Fête"], validator: 'W/"b"' });
    expect(asked).toEqual([null, 'W/"a"', 'W/"a"']);
    loader.stop();

    asked.length = 0;
    query.start();
    await flush();
    query.send({ type: "query.refetch" });
    await flush();
    expect(asked).toEqual([null, 'W/"a"']);
    expect(query.getSnapshot().context).toMatchObject({ data: ["Swim gala"], validator: 'W/"a"' });
    expect(query.getSnapshot().hasTag("success")).toBe(true);
    query.stop();
  });
});

let running: DataRuntime | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

describe("readers keep what they hold on a 304", () => {
  it("a loader's revisit sends the tag it holds; a 304 keeps the store's data, a change replaces it", async () => {
    const server = fakeServer();
    const runtime = startDataRuntime({ layer: server.layer, focus: null, live: null });
    running = runtime;
    runtime.loaders.enter({ kind: "emails" });
    await flush();
    const loader = runtime.loaders.peek({ kind: "emails" });
    expect(loader?.getSnapshot().context.validator).toBe('W/"v1:/api/email?limit=100"');
    const journal = runtime.store.getSnapshot().journal.length;

    // The page is visited again after its data went stale.
    runtime.loaders.invalidate(["emails"]);
    runtime.loaders.enter({ kind: "emails" });
    await flush();
    expect(server.sent.map((request) => request.ifNoneMatch)).toEqual([
      null,
      'W/"v1:/api/email?limit=100"',
    ]);
    expect(runtime.store.getSnapshot().journal.length).toBe(journal);
    expect(loader?.getSnapshot().context.validator).toBe('W/"v1:/api/email?limit=100"');
    expect(loader?.getSnapshot().hasTag("ready")).toBe(true);
    expect(loader?.getSnapshot().hasTag("fresh")).toBe(true);
    expect(emailsView(runtime.store.getSnapshot().state).map((email) => email.id)).toEqual([
      "email-1",
    ]);

    server.state.version = 2;
    server.state.emails = [
      makeEmailSummary({ id: "email-2", receivedAt: "2026-09-02T08:00:00.000Z" }),
      ...server.state.emails,
    ];
    runtime.loaders.invalidate(["emails"]);
    runtime.loaders.enter({ kind: "emails" });
    await flush();
    expect(emailsView(runtime.store.getSnapshot().state).map((email) => email.id)).toEqual([
      "email-2",
      "email-1",
    ]);
    expect(loader?.getSnapshot().context.validator).toBe('W/"v2:/api/email?limit=100"');
  });

  it("a query's refetch sends the tag it holds and a 304 leaves its data as it was", async () => {
    const server = fakeServer();
    const runtime = startDataRuntime({ layer: server.layer, focus: null, live: null });
    running = runtime;
    const leave = runtime.queries.acquire({ kind: "familyMembers" });
    await flush();
    const journal = runtime.store.getSnapshot().journal.length;
    runtime.queries.refetch({ kind: "familyMembers" });
    await flush();
    const query = runtime.queries.peek({ kind: "familyMembers" });
    expect(server.sent.map((request) => request.ifNoneMatch)).toEqual([
      null,
      'W/"v1:/api/user/me/family-members?limit=100"',
    ]);
    expect(runtime.store.getSnapshot().journal.length).toBe(journal);
    expect(query?.getSnapshot().hasTag("success")).toBe(true);
    expect(query?.getSnapshot().context.validator).toBe(
      'W/"v1:/api/user/me/family-members?limit=100"',
    );
    expect(familyMembersView(runtime.store.getSnapshot().state)?.map((m) => m.Id)).toEqual([
      "member-1",
    ]);
    leave();
  });

  it("a reconnection of the live channel sends the tag of the list on screen", async () => {
    let say: ((event: LiveEvent) => void) | null = null;
    const connection = fromCallback<LiveEvent>(({ sendBack }) => {
      say = sendBack;
      return () => {};
    });
    const server = fakeServer();
    const runtime = startDataRuntime({ layer: server.layer, focus: null, live: connection });
    running = runtime;
    runtime.loaders.enter({ kind: "emails" });
    await flush();
    const journal = runtime.store.getSnapshot().journal.length;
    const open = () => (say as ((event: LiveEvent) => void) | null)?.({ type: "live.opened" });
    open();
    (say as ((event: LiveEvent) => void) | null)?.({
      type: "live.closed",
      error: { code: "closed", message: "ended", status: 0 },
    });
    runtime.live?.send({ type: "live.reconnect" });
    open();
    await flush();
    expect(server.sent.map((request) => request.ifNoneMatch)).toEqual([
      null,
      'W/"v1:/api/email?limit=100"',
    ]);
    expect(runtime.store.getSnapshot().journal.length).toBe(journal);
    expect(emailsView(runtime.store.getSnapshot().state).map((email) => email.id)).toEqual([
      "email-1",
    ]);
  });
});
