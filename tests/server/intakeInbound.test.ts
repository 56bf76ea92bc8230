import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailSummary } from "../../api/Email";
import type { LiveChange } from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";
import { engines } from "./support/databases";
import { functionsKey, request, signUpUser, type TestUser } from "./support/product";
import {
  composeMail,
  deliver,
  eventually,
  forwardingAddress,
  type IntakeServer,
  mailDomain,
  rows,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";
const secret = "inbound-webhook-secret-for-tests";

const gala = (to: string) =>
  composeMail({
    from: school,
    to,
    subject: "Swimming gala",
    text: "The Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
  });

/**
 * Reads `GET /api/live` as the browser does (fetch with headers) and
 * collects its frames until the connection is aborted.
 */
function openLive(baseUrl: string, user: TestUser) {
  const controller = new AbortController();
  const frames: Array<string> = [];
  let buffer = "";
  const ready = fetch(`${baseUrl}/api/live`, {
    headers: { "x-functions-key": functionsKey, authorization: `Bearer ${user.token}` },
    signal: controller.signal,
  }).then(async (response) => {
    const reading = (async () => {
      const reader = response.body?.getReader();
      if (reader === undefined) return;
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            frames.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
    void reading;
    return response;
  });
  const changes = (): ReadonlyArray<LiveChange> =>
    frames
      .filter((frame) => frame.startsWith("event: change\n"))
      .map((frame) => JSON.parse(frame.slice(frame.indexOf("data: ") + 6)) as LiveChange);
  return { ready, frames, changes, close: () => controller.abort() };
}

describe.each(engines)("the inbound webhook and live changes on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine, { INBOUND_SECRET: secret });
  });
  afterAll(async () => {
    await server?.close();
  });

  const family = async () => {
    const user = await signUpUser(server, "webhook");
    const preferences = (
      (await request(server, "GET", "/api/preferences", { user })).json as { data: Preferences }
    ).data;
    await request(server, "PUT", "/api/preferences", {
      user,
      body: { ...preferences, trustedSenders: [school] },
    });
    return { user, address: await forwardingAddress(server, user) };
  };

  const post = (path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "message/rfc822", ...headers },
      body: typeof body === "string" ? body : new Blob([new Uint8Array(body)]),
    });

  it("takes a raw message with the secret: 202 with its id, then processes it", async () => {
    const { user, address } = await family();
    const answer = await post(`/api/inbound?to=${encodeURIComponent(address)}`, gala(address), {
      "x-inbound-secret": secret,
    });
    expect(answer.status).toBe(202);
    const { data } = (await answer.json()) as { data: { ids: Array<string> } };
    expect(data.ids).toHaveLength(1);
    const emails = await eventually(
      async () =>
        ((await request(server, "GET", "/api/email", { user })).json as { data: EmailSummary[] })
          .data,
      (list) => list[0]?.status === "processed",
    );
    expect(emails[0]).toMatchObject({ id: data.ids[0], from: school, to: address });
  });

  it("finds the recipient in x-envelope-to or the message's own headers", async () => {
    const { address } = await family();
    const byHeader = await post("/api/inbound", gala(address), {
      "x-inbound-secret": secret,
      "x-envelope-to": address.toUpperCase(),
    });
    expect(byHeader.status).toBe(202);
    const byTo = await post("/api/inbound", gala(`Family <${address}>`), {
      "x-inbound-secret": secret,
    });
    expect(byTo.status).toBe(202);
  });

  it("refuses a wrong or missing secret (401), an unknown recipient (404) and a body that is no message (400)", async () => {
    const { user, address } = await family();
    const before = await rows(
      server.database,
      "select id from inbound_message where user_id = $1",
      [user.id],
    );
    for (const headers of [
      {} as Record<string, string>,
      { "x-inbound-secret": "wrong" },
      { "x-inbound-secret": `${secret}x` },
    ]) {
      const answer = await post(`/api/inbound?to=${address}`, gala(address), headers);
      expect(answer.status).toBe(401);
    }
    const unknown = await post(`/api/inbound?to=aaaaaaaaaaaaaaaa@${mailDomain}`, gala(address), {
      "x-inbound-secret": secret,
    });
    expect(unknown.status).toBe(404);
    const empty = await post(`/api/inbound?to=${address}`, "", { "x-inbound-secret": secret });
    expect(empty.status).toBe(400);
    const notMail = await post(`/api/inbound?to=${address}`, "just some words, no header", {
      "x-inbound-secret": secret,
    });
    expect(notMail.status).toBe(400);
    const after = await rows(server.database, "select id from inbound_message where user_id = $1", [
      user.id,
    ]);
    expect(after).toEqual(before);
  });

  it("refuses a body over 25 MB with 413", async () => {
    const { address } = await family();
    const big = Buffer.alloc(25 * 1024 * 1024 + 10, 0x61);
    const answer = await post(`/api/inbound?to=${address}`, big, { "x-inbound-secret": secret });
    expect(answer.status).toBe(413);
  });

  it("streams the user's changes, and only theirs, to GET /api/live", async () => {
    const { user, address } = await family();
    const other = await family();
    const live = openLive(server.baseUrl, user);
    const otherLive = openLive(server.baseUrl, other.user);
    try {
      const response = await live.ready;
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      await otherLive.ready;
      await eventually(
        async () => live.frames.length,
        (count) => count > 0,
      );
      expect(live.frames[0]).toBe("retry: 1000");

      const sent = await deliver(server.smtpPort, { to: address, raw: gala(address) });
      const id = /Queued as ([0-9a-f-]+)/.exec(sent.response)?.[1];
      const changes = await eventually(
        async () => live.changes(),
        (list) =>
          list.some((change) => change.kind === "email" && change.id === id) &&
          list.some((change) => change.kind === "event" && change.action === "created"),
      );
      expect(changes).toContainEqual({ kind: "email", id, action: "created" });
      expect(otherLive.changes()).toEqual([]);
    } finally {
      live.close();
      otherLive.close();
    }
  });

  it("answers 401 to /api/live without the function key or a valid token", async () => {
    const user = await signUpUser(server, "live");
    const noKey = await fetch(`${server.baseUrl}/api/live`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(noKey.status).toBe(401);
    const noToken = await fetch(`${server.baseUrl}/api/live`, {
      headers: { "x-functions-key": functionsKey },
    });
    expect(noToken.status).toBe(401);
    const badToken = await fetch(`${server.baseUrl}/api/live`, {
      headers: { "x-functions-key": functionsKey, authorization: "Bearer not-a-token" },
    });
    expect(badToken.status).toBe(401);
  });
});

describe("the inbound webhook without INBOUND_SECRET", () => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer("pglite");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 404: it is not configured", async () => {
    const answer = await fetch(`${server.baseUrl}/api/inbound?to=x@${mailDomain}`, {
      method: "POST",
      headers: { "x-inbound-secret": "" },
      body: gala(`x@${mailDomain}`),
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      "Inbound webhook is not configured",
    );
  });
});
