import { Effect } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { fromCallback } from "xstate";
import type { LiveChange } from "../../api/Intake";
import { type LiveConnectionLogic, liveConnection } from "../../src/data/live";
import type { LiveEvent } from "../../src/machines/live/live.types";
import { type DataRuntime, startDataRuntime } from "../../src/runtime/dataRuntime";
import type { ApiConfig, ApiService } from "../../src/services/Api";
import {
  apiFailure,
  apiTestLayer,
  makeEmail,
  makeEmailSummary,
  makeEvent,
  makeSenderReview,
} from "../../src/services/ApiTest";
import { type LiveFeedListener, openLiveFeed } from "../../src/services/LiveFeed";
import { createSseReader, type SseMessage } from "../../src/services/sse";
import {
  emailsView,
  emailView,
  eventsView,
  eventView,
  senderReviewView,
} from "../../src/store/projections";

/**
 * Live updates end to end in the browser's data layer: the stream reader,
 * the feed over a scripted fetch, and each `LiveChange` entering the client
 * store as a domain event while the reads it affects go stale.
 */

const flush = async () => {
  for (let round = 0; round < 10; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
};

// The stream reader --------------------------------------------------------------------------------

describe("server-sent events reader", () => {
  function read(chunks: ReadonlyArray<string>) {
    const messages: Array<SseMessage> = [];
    let heard = 0;
    const reader = createSseReader({
      message: (message) => messages.push(message),
      heard: () => {
        heard += 1;
      },
    });
    for (const chunk of chunks) reader.push(chunk);
    return { messages, heard };
  }

  it("reads blocks cut anywhere, with every line ending", () => {
    const stream =
      'retry: 1000\n\nevent: change\ndata: {"a":1}\n\n: ping\r\n\r\nevent: change\rdata: x\rdata: y\r\r\n';
    const whole = read([stream]);
    expect(whole.messages).toEqual([
      { event: "change", data: '{"a":1}' },
      { event: "change", data: "x\ny" },
    ]);
    expect(whole.heard).toBe(2);
    // The same stream one character at a time reads the same.
    expect(read([...stream])).toEqual(whole);
    // Cut between \r and \n.
    expect(read(["data: a\r", "\n\r", "\n"]).messages).toEqual([{ event: "message", data: "a" }]);
  });

  it("ignores a block without data and keeps the value's inner spaces", () => {
    expect(read(["event: change\n\ndata:  two spaces\n\n"]).messages).toEqual([
      { event: "message", data: " two spaces" },
    ]);
  });
});

// The feed over fetch ------------------------------------------------------------------------------

describe("openLiveFeed", () => {
  const config: ApiConfig = {
    baseUrl: "http://corkboard.test",
    functionsKey: "fn-key",
    accessToken: () => "token-1",
  };

  function streamed(status: number, type: string) {
    let push: (text: string) => void = () => {};
    let end: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        push = (text) => controller.enqueue(encoder.encode(text));
        end = () => controller.close();
      },
    });
    const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
    const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), init });
      return new Response(body, { status, headers: { "content-type": type } });
    }) as typeof fetch;
    return { fetchImpl, requests, push: (text: string) => push(text), end: () => end() };
  }

  function listen() {
    const heard: Array<string> = [];
    const listener: LiveFeedListener = {
      opened: () => heard.push("opened"),
      change: (change) => heard.push(`change ${change.kind} ${change.id} ${change.action}`),
      heard: () => heard.push("ping"),
      closed: (failure) => heard.push(`closed ${failure.status} ${failure.code}`),
    };
    return { heard, listener };
  }

  it("sends the function key and the bearer token, and reports what the stream says", async () => {
    const server = streamed(200, "text/event-stream; charset=utf-8");
    const { heard, listener } = listen();
    const close = openLiveFeed(config, listener, server.fetchImpl);
    await flush();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe("http://corkboard.test/api/live");
    expect(server.requests[0]?.init?.headers).toMatchObject({
      "x-functions-key": "fn-key",
      authorization: "Bearer token-1",
    });
    server.push("retry: 1000\n\n");
    server.push('event: change\ndata: {"kind":"email","id":"e-1","action":"created"}\n\n');
    server.push(": ping\n\n");
    // A change this version cannot read is only a sign of life.
    server.push('event: change\ndata: {"kind":"invoice","id":"i-1","action":"created"}\n\n');
    await flush();
    expect(heard).toEqual(["opened", "ping", "change email e-1 created", "ping", "ping"]);
    server.end();
    await flush();
    expect(heard.at(-1)).toBe("closed 0 closed");
    close();
  });

  it("reports a refusal with its status, and nothing after it is closed", async () => {
    const refused = streamed(401, "application/json");
    refused.end();
    const first = listen();
    openLiveFeed(config, first.listener, refused.fetchImpl);
    await flush();
    expect(first.heard).toEqual(["closed 401 http_401"]);

    // The server's own code is kept: a session short of its second factor is not cured by a refresh.
    const shortOfAal = streamed(401, "application/json");
    shortOfAal.push('{"error":{"code":"insufficient_aal","message":"AAL2 required"}}');
    shortOfAal.end();
    const aal = listen();
    openLiveFeed(config, aal.listener, shortOfAal.fetchImpl);
    await flush();
    expect(aal.heard).toEqual(["closed 401 insufficient_aal"]);

    const server = streamed(200, "text/event-stream");
    const second = listen();
    const close = openLiveFeed(config, second.listener, server.fetchImpl);
    await flush();
    close();
    server.push('event: change\ndata: {"kind":"email","id":"e-1","action":"created"}\n\n');
    await flush();
    expect(second.heard).toEqual(["opened"]);
  });
});

// Changes into the store ---------------------------------------------------------------------------

interface ScriptedConnection {
  readonly logic: LiveConnectionLogic;
  /** What the server says next; throws when no connection is open. */
  readonly say: (event: LiveEvent) => void;
  readonly opened: () => number;
}

function scriptedConnection(): ScriptedConnection {
  let current: ((event: LiveEvent) => void) | null = null;
  let count = 0;
  return {
    logic: fromCallback<LiveEvent>(({ sendBack }) => {
      count += 1;
      current = sendBack;
      return () => {
        if (current === sendBack) current = null;
      };
    }),
    say: (event) => {
      if (current === null) throw new Error("No live connection is open");
      current(event);
    },
    opened: () => count,
  };
}

let running: DataRuntime | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

function startWith(api: Partial<ApiService>, connection: ScriptedConnection): DataRuntime {
  running = startDataRuntime({ layer: apiTestLayer(api), focus: null, live: connection.logic });
  return running;
}

const said = (change: LiveChange): LiveEvent => ({ type: "live.change", change });

describe("live changes enter the store", () => {
  it("reads a new e-mail and a new event and appends them as domain events", async () => {
    const connection = scriptedConnection();
    const email = makeEmail({ id: "email-7", subject: "Swimming gala", status: "processed" });
    const event = makeEvent({ id: "event-7", sourceEmailId: "email-7" });
    const runtime = startWith(
      { getEmail: () => Effect.succeed(email), getEvent: () => Effect.succeed(event) },
      connection,
    );
    expect(runtime.live?.getSnapshot().hasTag("connecting")).toBe(true);
    connection.say({ type: "live.opened" });
    connection.say(said({ kind: "email", id: "email-7", action: "created" }));
    connection.say(said({ kind: "event", id: "event-7", action: "created" }));
    await flush();
    const { state, journal } = runtime.store.getSnapshot();
    // Read side by side: the two may land in either order.
    expect(journal.map((entry) => entry.event.type).sort()).toEqual([
      "email.received",
      "event.created",
    ]);
    expect(emailsView(state).map((summary) => summary.id)).toEqual(["email-7"]);
    // The list holds summaries: the bodies stay out of it.
    expect(emailsView(state)[0]).not.toHaveProperty("text");
    expect(eventsView(state)).toEqual([event]);
  });

  it("updates what is known, keeping an e-mail's bodies, and removes what was deleted", async () => {
    const connection = scriptedConnection();
    const waiting = makeEmail({ id: "email-7", status: "review", text: "Gala on Monday" });
    const processed = makeEmail({ id: "email-7", status: "processed", eventIds: ["event-7"] });
    const event = makeEvent({ id: "event-7" });
    const runtime = startWith(
      {
        getEmail: () => Effect.succeed(processed),
        getEvent: () => Effect.fail(apiFailure(404, "not_found", "Not Found")),
      },
      connection,
    );
    runtime.store.append({ type: "email.loaded", email: waiting }, { type: "event.loaded", event });
    connection.say({ type: "live.opened" });
    connection.say(said({ kind: "email", id: "email-7", action: "updated" }));
    await flush();
    const detail = emailView(runtime.store.getSnapshot().state, "email-7");
    expect(detail).toMatchObject({
      status: "processed",
      eventIds: ["event-7"],
      text: "Gala on Monday",
    });
    // Deleted outright, or gone by the time it is read: either way it leaves the store.
    connection.say(said({ kind: "event", id: "event-7", action: "updated" }));
    await flush();
    expect(eventView(runtime.store.getSnapshot().state, "event-7")).toBeUndefined();
    connection.say(said({ kind: "email", id: "email-7", action: "deleted" }));
    await flush();
    expect(emailsView(runtime.store.getSnapshot().state)).toEqual([]);
  });

  it("reads the review list again when a review changes, and drops a decided sender", async () => {
    const connection = scriptedConnection();
    const coach = makeSenderReview();
    const aunt = makeSenderReview({ sender: "aunt@family.example", name: null });
    let reviews = [coach];
    let reads = 0;
    const runtime = startWith(
      {
        listSenderReview: () =>
          Effect.sync(() => {
            reads += 1;
            return reviews;
          }),
      },
      connection,
    );
    const leave = runtime.queries.acquire({ kind: "senderReview" });
    await flush();
    expect(reads).toBe(1);
    connection.say({ type: "live.opened" });
    reviews = [coach, aunt];
    connection.say(said({ kind: "review", id: aunt.sender, action: "created" }));
    await flush();
    expect(reads).toBe(2);
    expect(senderReviewView(runtime.store.getSnapshot().state)?.map((r) => r.sender)).toEqual([
      coach.sender,
      aunt.sender,
    ]);
    reviews = [aunt];
    connection.say(said({ kind: "review", id: coach.sender, action: "deleted" }));
    await flush();
    expect(senderReviewView(runtime.store.getSnapshot().state)?.map((r) => r.sender)).toEqual([
      aunt.sender,
    ]);
    await flush();
    expect(reads).toBe(3);
    leave();
  });

  it("reads the lists on screen again after a reconnection", async () => {
    const connection = scriptedConnection();
    let listed = [makeEmailSummary({ id: "email-1" })];
    const runtime = startWith({ listEmails: () => Effect.sync(() => listed) }, connection);
    runtime.loaders.enter({ kind: "emails" });
    await flush();
    connection.say({ type: "live.opened" });
    connection.say({ type: "live.closed", error: { code: "closed", message: "ended", status: 0 } });
    expect(runtime.live?.getSnapshot().hasTag("reconnecting")).toBe(true);
    // Mail arrived while the connection was down.
    listed = [
      makeEmailSummary({ id: "email-2", receivedAt: "2026-09-02T08:00:00.000Z" }),
      ...listed,
    ];
    runtime.live?.send({ type: "live.reconnect" });
    expect(connection.opened()).toBe(2);
    connection.say({ type: "live.opened" });
    await flush();
    expect(emailsView(runtime.store.getSnapshot().state).map((email) => email.id)).toEqual([
      "email-2",
      "email-1",
    ]);
  });

  it("reconnects at once when the window regains focus", () => {
    const connection = scriptedConnection();
    const target = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: "visible" as const });
    running = startDataRuntime({
      layer: apiTestLayer({}),
      live: connection.logic,
      focus: { window: target, document: page },
    });
    connection.say({ type: "live.opened" });
    // Focus while connected changes nothing.
    target.dispatchEvent(new Event("focus"));
    expect(connection.opened()).toBe(1);
    connection.say({ type: "live.closed", error: { code: "closed", message: "ended", status: 0 } });
    page.dispatchEvent(new Event("visibilitychange"));
    expect(connection.opened()).toBe(2);
    expect(running.live?.getSnapshot().hasTag("connecting")).toBe(true);
  });

  it("stops the connection with the runtime", async () => {
    const connection = scriptedConnection();
    const runtime = startWith({}, connection);
    connection.say({ type: "live.opened" });
    runtime.stop();
    running = null;
    expect(() => connection.say({ type: "live.ping" })).toThrow("No live connection is open");
  });

  it("turns a feed's reports into the machine's events", () => {
    const events: Array<LiveEvent> = [];
    let listener: LiveFeedListener | null = null;
    const logic = liveConnection((next) => {
      listener = next;
      return () => {};
    });
    const start = (logic as unknown as { config: (args: unknown) => unknown }).config;
    start({
      sendBack: (event: LiveEvent) => events.push(event),
      receive: () => {},
      input: undefined,
    });
    const reported = listener as LiveFeedListener | null;
    if (reported === null) throw new Error("The feed was not opened");
    reported.opened();
    reported.change({ kind: "event", id: "event-1", action: "updated" });
    reported.heard();
    reported.closed({ code: "network", message: "down", status: 0 });
    expect(events.map((event) => event.type)).toEqual([
      "live.opened",
      "live.change",
      "live.ping",
      "live.closed",
    ]);
  });
});
