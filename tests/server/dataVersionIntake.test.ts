import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "./support/databases";
import { request, signUpUser, type TestUser } from "./support/product";
import {
  composeMail,
  deliver,
  eventually,
  forwardingAddress,
  type IntakeServer,
  startIntakeServer,
} from "./support/smtp";

/** Issue 16, item 4: the intake's writes give the dashboard's reads new tags (see dataVersion.test.ts). */
describe.each(engines)("mail arriving changes the tags on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const school = "office@highfield.sch.uk";
  const gala = (to: string) =>
    composeMail({
      from: `Highfield School <${school}>`,
      to,
      subject: "Swimming gala",
      text: "The Year 5 swimming gala will take place on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
    });

  const tagOf = async (user: TestUser, path: string) =>
    (await request(server, "GET", path, { user })).headers.get("etag");
  const status = async (user: TestUser, path: string, tag: string | null) =>
    (
      await request(server, "GET", path, {
        user,
        headers: tag === null ? {} : { "if-none-match": tag },
      })
    ).status;

  it("held mail, its approval and the events it becomes each give the lists new tags", async () => {
    const user = await signUpUser(server, "intake");
    const address = await forwardingAddress(server, user);
    const paths = ["/api/email", "/api/event", "/api/sender-review", "/api/preferences"];
    const before = new Map<string, string | null>();
    for (const path of paths) before.set(path, await tagOf(user, path));
    for (const path of paths) expect(await status(user, path, before.get(path) ?? null)).toBe(304);

    // A new sender: the mail waits for review.
    await deliver(server.smtpPort, { to: address, raw: gala(address) });
    await eventually(
      () => request(server, "GET", "/api/sender-review", { user }),
      (answer) => (answer.json as { data: ReadonlyArray<unknown> }).data.length === 1,
    );
    expect(await status(user, "/api/sender-review", before.get("/api/sender-review") ?? null)).toBe(
      200,
    );
    expect(await status(user, "/api/email", before.get("/api/email") ?? null)).toBe(200);

    // Approving it trusts the sender and turns the mail into an event.
    const held = new Map<string, string | null>();
    for (const path of paths) held.set(path, await tagOf(user, path));
    const decided = await request(server, "POST", "/api/sender-review", {
      user,
      body: { sender: school, decision: "approve" },
    });
    expect(decided.status).toBe(200);
    await eventually(
      () => request(server, "GET", "/api/event", { user }),
      (answer) => (answer.json as { data: ReadonlyArray<unknown> }).data.length === 1,
    );
    for (const path of paths) {
      expect({ path, status: await status(user, path, held.get(path) ?? null) }).toEqual({
        path,
        status: 200,
      });
    }
  });
});
