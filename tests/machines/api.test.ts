import { FetchHttpClient } from "@effect/platform";
import { Cause, Effect, Exit, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { mutationLogic } from "../../src/data/mutations";
import { createPerformer } from "../../src/data/perform";
import { isWorthRetrying } from "../../src/data/queryRegistry";
import {
  Api,
  ApiFailure,
  type ApiService,
  apiBaseUrlOf,
  LIST_PAGE_CAP,
} from "../../src/services/Api";
import {
  apiFailure,
  apiTestLayer,
  makeEvent,
  makeMember,
  makePreferences,
} from "../../src/services/ApiTest";
import { outlivingThePage } from "../../src/services/outlivingThePage";

/**
 * The Api service against a fetch stub: the headers and URLs it sends, the
 * bodies it decodes, and how each way of failing becomes an ApiFailure.
 */

interface SentRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Headers;
  readonly body: string | null;
  readonly keepalive: boolean;
}

function bodyText(body: BodyInit | null | undefined): string | null {
  if (body === undefined || body === null) return null;
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return String(body);
}

type Answer = (request: SentRequest) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function harness(answer: Answer, options: { token?: () => string | null } = {}) {
  const sent: Array<SentRequest> = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const request: SentRequest = {
      method: init?.method ?? "GET",
      url: new URL(input instanceof Request ? input.url : String(input)),
      headers: new Headers(init?.headers),
      body: bodyText(init?.body),
      keepalive: init?.keepalive === true,
    };
    sent.push(request);
    return answer(request);
  };
  const layer = Api.live({
    baseUrl: "http://corkboard.test",
    functionsKey: "public-function-key",
    accessToken: options.token ?? (() => "access-token-1"),
  }).pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, fetchStub)));
  const run = <A>(use: (api: ApiService) => Effect.Effect<A, ApiFailure>) =>
    Effect.runPromiseExit(Effect.provide(Effect.flatMap(Api, use), layer));
  return { sent, run, layer };
}

async function failureOf<A>(exit: Promise<Exit.Exit<A, ApiFailure>>): Promise<ApiFailure> {
  const result = await exit;
  if (Exit.isSuccess(result)) throw new Error("Expected the call to fail.");
  const failure = Cause.failureOption(result.cause);
  if (failure._tag === "None")
    throw new Error(`Expected a failure, got ${Cause.pretty(result.cause)}`);
  return failure.value;
}

function fieldsOf(failure: ApiFailure) {
  const { code, message, status, field } = failure;
  return field === undefined ? { code, message, status } : { code, message, status, field };
}

async function answerOf<A>(exit: Promise<Exit.Exit<A, ApiFailure>>): Promise<A> {
  const result = await exit;
  if (Exit.isFailure(result)) throw new Error(Cause.pretty(result.cause));
  return result.value;
}

describe("the Api service's requests", () => {
  it("sends the function key and the bearer token, and decodes data", async () => {
    const preferences = makePreferences("Europe/London");
    const { sent, run } = harness(() => json(200, { data: preferences }));
    expect(await answerOf(run((api) => api.getPreferences()))).toEqual(preferences);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe("GET");
    expect(request?.url.href).toBe("http://corkboard.test/api/preferences");
    expect(request?.headers.get("x-functions-key")).toBe("public-function-key");
    expect(request?.headers.get("authorization")).toBe("Bearer access-token-1");
  });

  it("reads the access token at every call, so a refreshed token is used", async () => {
    let token: string | null = "first";
    const { sent, run } = harness(() => json(200, { data: makePreferences() }), {
      token: () => token,
    });
    await answerOf(run((api) => api.getPreferences()));
    token = "refreshed";
    await answerOf(run((api) => api.getPreferences()));
    token = null;
    await answerOf(run((api) => api.getPreferences()));
    expect(sent.map((request) => request.headers.get("authorization"))).toEqual([
      "Bearer first",
      "Bearer refreshed",
      null,
    ]);
    expect(sent.every((request) => request.headers.get("x-functions-key") !== null)).toBe(true);
  });

  it("sends payloads as JSON to the contract's paths", async () => {
    const member = makeMember({ Id: "m-1", Name: "Ben" });
    const { sent, run } = harness(() => json(200, { data: member }));
    const updated = await answerOf(
      run((api) =>
        api.updateFamilyMember({
          Id: "m-1",
          Name: "  Ben ",
          Relationship: "self",
          Email: null,
          Color: "#7c3aed",
          BirthDate: null,
        }),
      ),
    );
    expect(updated).toEqual(member);
    expect(sent[0]?.method).toBe("PUT");
    expect(sent[0]?.url.pathname).toBe("/api/family-member/m-1");
    // Sent as the server reads it: trimmed, as the contract's schema decodes it.
    expect(JSON.parse(sent[0]?.body ?? "null")).toMatchObject({ Id: "m-1", Name: "Ben" });
  });

  it("reads every page of a list, following nextCursor", async () => {
    const { sent, run } = harness((request) => {
      const cursor = request.url.searchParams.get("cursor");
      if (cursor === null)
        return json(200, { data: [makeMember({ Id: "m-1" })], nextCursor: "c2" });
      return json(200, { data: [makeMember({ Id: "m-2" })], nextCursor: null });
    });
    const members = await answerOf(run((api) => api.listFamilyMembers()));
    expect(members.map((member) => member.Id)).toEqual(["m-1", "m-2"]);
    expect(sent.map((request) => request.url.search)).toEqual([
      "?limit=100",
      "?limit=100&cursor=c2",
    ]);
  });

  it(`stops after ${LIST_PAGE_CAP} pages`, async () => {
    const { sent, run } = harness((request) =>
      json(200, {
        data: [makeMember({ Id: `m-${request.url.searchParams.get("cursor") ?? "0"}` })],
        nextCursor: `${sent.length}`,
      }),
    );
    const members = await answerOf(run((api) => api.listFamilyMembers()));
    expect(sent).toHaveLength(LIST_PAGE_CAP);
    expect(members).toHaveLength(LIST_PAGE_CAP);
  });

  it("sends an events list's filters as URL parameters", async () => {
    const { sent, run } = harness(() => json(200, { data: [makeEvent()], nextCursor: null }));
    await answerOf(
      run((api) =>
        api.listEvents({
          from: "2026-09-01T00:00:00Z",
          to: "2026-10-01T00:00:00Z",
          status: "confirmed",
        }),
      ),
    );
    const params = sent[0]?.url.searchParams;
    expect(params?.get("from")).toBe("2026-09-01T00:00:00Z");
    expect(params?.get("to")).toBe("2026-10-01T00:00:00Z");
    expect(params?.get("status")).toBe("confirmed");
    expect(sent[0]?.url.pathname).toBe("/api/event");
  });

  it("asks for the events an e-mail produced at /event/email/{id}", async () => {
    const { sent, run } = harness(() => json(200, { data: [makeEvent()] }));
    const events = await answerOf(run((api) => api.emailEvents("email-7")));
    expect(events).toHaveLength(1);
    expect(sent[0]?.url.pathname).toBe("/api/event/email/email-7");
    // An id is one path segment, whatever it holds.
    await answerOf(run((api) => api.emailEvents("a/b c")));
    expect(sent[1]?.url.pathname).toBe("/api/event/email/a%2Fb%20c");
  });
});

describe("writes that outlive the page", () => {
  it("sends a write with keepalive, so leaving the page does not cancel it, and a read without", async () => {
    const preferences = makePreferences("Europe/London");
    const { sent, run } = harness(() => json(200, { data: preferences }));
    await answerOf(run((api) => outlivingThePage(api.updatePreferences(preferences))));
    await answerOf(run((api) => api.getPreferences()));
    expect(sent.map((request) => [request.method, request.keepalive])).toEqual([
      ["PUT", true],
      ["GET", false],
    ]);
  });

  it("is how a form's mutation actor sends its save", async () => {
    const preferences = makePreferences("Europe/London");
    const { sent, layer } = harness(() => json(200, { data: preferences }));
    const performer = createPerformer(layer);
    const actor = createActor(mutationLogic("preferences.update", performer.perform)).start();
    actor.send({ type: "mutation.submit", payload: preferences });
    await waitFor(actor, (snapshot) => snapshot.hasTag("succeeded"));
    expect(sent.map((request) => [request.method, request.keepalive])).toEqual([["PUT", true]]);
    actor.stop();
    await performer.dispose();
  });
});

describe("the Api service's failures", () => {
  it("keeps the code, message and field of a 400", async () => {
    const { run } = harness(() =>
      json(400, {
        _tag: "BadRequest",
        error: { code: "invalid_request", message: "Name: Name is required", field: "Name" },
      }),
    );
    const failure = await failureOf(
      run((api) =>
        api.addFamilyMember({
          Name: "Ben",
          Relationship: "child",
          Email: null,
          Color: "#7c3aed",
          BirthDate: null,
        }),
      ),
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(fieldsOf(failure)).toEqual({
      code: "invalid_request",
      message: "Name: Name is required",
      status: 400,
      field: "Name",
    });
  });

  it("refuses a payload the contract refuses before sending it, naming the field", async () => {
    const { sent, run } = harness(() => json(201, { data: makeMember() }));
    const failure = await failureOf(
      run((api) =>
        api.addFamilyMember({
          Name: "   ",
          Relationship: "child",
          Email: null,
          Color: "#7c3aed",
          BirthDate: null,
        }),
      ),
    );
    expect(sent).toHaveLength(0);
    expect(fieldsOf(failure)).toEqual({
      code: "invalid_request",
      message: "Name: Name is required",
      status: 400,
      field: "Name",
    });
  });

  it("reports a 404 with the server's code", async () => {
    const { run } = harness(() =>
      json(404, { error: { code: "not_found", message: "No such event" } }),
    );
    const failure = await failureOf(run((api) => api.getEvent("someone-elses")));
    expect(failure.status).toBe(404);
    expect(failure.code).toBe("not_found");
    expect(failure.message).toBe("No such event");
    expect(failure.field).toBeUndefined();
  });

  it("reports a 401 from the key or token check", async () => {
    const { run } = harness(() =>
      json(401, { _tag: "Unauthorized", error: { code: "invalid_token", message: "expired" } }),
    );
    const failure = await failureOf(run((api) => api.listEmails()));
    expect([failure.status, failure.code]).toEqual([401, "invalid_token"]);
  });

  it("reports an unreachable server as status 0", async () => {
    const { run } = harness(() => Promise.reject(new TypeError("Failed to fetch")));
    const failure = await failureOf(run((api) => api.getPreferences()));
    expect([failure.status, failure.code]).toEqual([0, "network"]);
  });

  it("reports an error answer without the error body by its status", async () => {
    const { run } = harness(
      () =>
        new Response("<html>Bad gateway</html>", {
          status: 502,
          headers: { "content-type": "text/html" },
        }),
    );
    const failure = await failureOf(run((api) => api.getCalendarFeed()));
    expect([failure.status, failure.code]).toEqual([502, "http_502"]);
  });

  it("reports an answer that does not match the contract", async () => {
    const { run } = harness(() => json(200, { data: { timezone: 42 } }));
    const failure = await failureOf(run((api) => api.getPreferences()));
    expect(failure.code).toBe("invalid_response");
  });
});

describe("the Api service's configuration", () => {
  it("drops the contract's /api prefix from /config.json's apiBaseUrl", () => {
    expect(apiBaseUrlOf("/api", "http://localhost:8787")).toBe("http://localhost:8787");
    expect(apiBaseUrlOf("/api/", "http://localhost:8787")).toBe("http://localhost:8787");
    expect(apiBaseUrlOf("https://api.example.com/api", "http://localhost:8787")).toBe(
      "https://api.example.com",
    );
    expect(apiBaseUrlOf("https://example.com/corkboard/api", "http://x")).toBe(
      "https://example.com/corkboard",
    );
  });

  it("has a test layer whose unprovided methods die, naming the method", async () => {
    const layer = apiTestLayer({ getPreferences: () => Effect.succeed(makePreferences()) });
    const ok = await Effect.runPromise(
      Effect.provide(
        Effect.flatMap(Api, (api) => api.getPreferences()),
        layer,
      ),
    );
    expect(ok.timezone).toBe("UTC");
    const exit = await Effect.runPromiseExit(
      Effect.provide(
        Effect.flatMap(Api, (api) => api.listEmails()),
        layer,
      ),
    );
    expect(Exit.isFailure(exit) && Cause.isDie(exit.cause)).toBe(true);
    expect(Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "").toContain("Api.listEmails");
  });
});

describe("running Api calls for the data actors", () => {
  it("rejects with the failure, and reports a 401 so the session is refreshed", async () => {
    let unauthorized = 0;
    const performer = createPerformer(
      apiTestLayer({
        getPreferences: () => Effect.fail(apiFailure(401, "invalid_token", "expired")),
        listEmails: () => Effect.fail(apiFailure(404, "not_found", "No such e-mail")),
      }),
      { onUnauthorized: () => (unauthorized += 1) },
    );
    const signal = new AbortController().signal;
    await expect(
      performer.perform(
        Effect.flatMap(Api, (api) => api.getPreferences()),
        signal,
      ),
    ).rejects.toMatchObject({ status: 401, code: "invalid_token" });
    await expect(
      performer.perform(
        Effect.flatMap(Api, (api) => api.listEmails()),
        signal,
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect(unauthorized).toBe(1);
    await performer.dispose();
  });

  it("neither refreshes nor retries for a session short of its second factor", async () => {
    let unauthorized = 0;
    const shortOfAal = apiFailure(401, "insufficient_aal", "AAL2 required");
    const performer = createPerformer(
      apiTestLayer({ getPreferences: () => Effect.fail(shortOfAal) }),
      { onUnauthorized: () => (unauthorized += 1) },
    );
    await expect(
      performer.perform(
        Effect.flatMap(Api, (api) => api.getPreferences()),
        new AbortController().signal,
      ),
    ).rejects.toMatchObject({ status: 401, code: "insufficient_aal" });
    expect(unauthorized).toBe(0);
    expect(isWorthRetrying(shortOfAal)).toBe(false);
    expect(isWorthRetrying(apiFailure(401, "invalid_token", "expired"))).toBe(true);
    await performer.dispose();
  });

  it("turns a defect into a generic failure", async () => {
    const performer = createPerformer(apiTestLayer({}));
    const errors: Array<unknown> = [];
    const original = console.error;
    console.error = (message: unknown) => errors.push(message);
    try {
      await expect(
        performer.perform(
          Effect.flatMap(Api, (api) => api.getEvent("e-1")),
          new AbortController().signal,
        ),
      ).rejects.toEqual({ code: "defect", message: "Something went wrong!", status: 0 });
    } finally {
      console.error = original;
    }
    expect(String(errors[0])).toContain("Api.getEvent");
    await performer.dispose();
  });
});
