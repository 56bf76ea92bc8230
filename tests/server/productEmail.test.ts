import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../server/db/Database";
import { readOutbox } from "../../server/mail/Mailer";
import { sendLimit } from "../../server/product/emails/repo";
import { engines } from "./support/databases";
import {
  apiClient,
  call,
  errorOf,
  type ProductServer,
  request,
  signUpUser,
  snapshotOf,
  startProductServer,
  type TestUser,
} from "./support/product";

const mailDomain = "in.corkboard.test";

describe.each(engines)("POST /email/send on %s", (engine) => {
  let server: ProductServer;

  beforeAll(async () => {
    server = await startProductServer(engine, { MAIL_DOMAIN: mailDomain });
  });
  afterAll(async () => {
    await server?.close();
  });

  const outboxFor = (to: string) =>
    Effect.runPromise(
      readOutbox({ to, kind: "product" }).pipe(Effect.provideService(Database, server.database)),
    );

  const send = (user: TestUser, body: unknown) =>
    request(server, "POST", "/api/email/send", { user, body });

  it("sends to the user's own address and to a family member's", async () => {
    const user = await signUpUser(server, "sender");
    const api = await apiClient(server, user);
    await call(
      api.family.create({
        payload: {
          Name: "Sam",
          Relationship: "partner",
          Email: "sam.partner@family.test",
          Color: "#0ea5e9",
          BirthDate: null,
        },
      }),
    );
    const own = await call(
      api.emails.send({
        payload: { to: user.email, subject: "Trip checklist", text: "Packed lunch, hat." },
      }),
    );
    expect(own.data.to).toBe(user.email);
    expect(own.data.messageId).toBeTypeOf("string");
    const [mine] = await outboxFor(user.email);
    expect(mine).toMatchObject({ subject: "Trip checklist", kind: "product" });
    expect(mine?.text).toContain("Packed lunch, hat.");

    // Addresses are compared without case.
    const partner = await send(user, {
      to: "Sam.Partner@Family.test",
      subject: "Pick-up",
      text: "Can you fetch Ada at 3?",
    });
    expect(partner.status).toBe(202);
    expect((partner.json as { data: { to: string } }).data.to).toBe("sam.partner@family.test");
    const [theirs] = await outboxFor("sam.partner@family.test");
    expect(theirs?.subject).toBe("Pick-up");
    expect(theirs?.text).toContain(user.email);
  });

  it("sends the help form to support, saying who to answer", async () => {
    const user = await signUpUser(server, "helpme");
    const answer = await send(user, {
      to: "support",
      subject: "Feed question",
      text: "How do I add the feed to Outlook?",
    });
    expect(answer.status).toBe(202);
    const support = `support@${mailDomain}`;
    expect((answer.json as { data: { to: string } }).data.to).toBe(support);
    const [message] = await outboxFor(support);
    expect(message?.subject).toBe("[Support] Feed question");
    expect(message?.text).toContain("How do I add the feed to Outlook?");
    expect(message?.text).toContain(`Reply to: ${user.email}`);
  });

  it("refuses a stranger's address with a 400 naming to, sending and counting nothing", async () => {
    const user = await signUpUser(server, "stranger");
    const before = await snapshotOf(server, user.id);
    // The support address itself is not a way round: only "support" reaches it.
    for (const to of ["someone@elsewhere.test", `x${user.email}`, `support@${mailDomain}`]) {
      const sentBefore = (await outboxFor(to)).length;
      const answer = await send(user, { to, subject: "Hello", text: "Hi" });
      expect(answer.status, to).toBe(400);
      expect(errorOf(answer)).toMatchObject({ code: "invalid_request", field: "to" });
      expect(await outboxFor(to)).toHaveLength(sentBefore);
    }
    expect(await snapshotOf(server, user.id)).toBe(before);
  });

  it(`allows ${sendLimit.count} messages an hour, then answers 429`, async () => {
    const user = await signUpUser(server, "chatty");
    for (let index = 0; index < sendLimit.count; index++) {
      const answer = await send(user, { to: user.email, subject: `Note ${index}`, text: "Hi" });
      expect(answer.status, `send ${index + 1}`).toBe(202);
    }
    const over = await send(user, { to: user.email, subject: "One too many", text: "Hi" });
    expect(over.status).toBe(429);
    expect(errorOf(over)?.code).toBe("too_many_emails");
    expect(errorOf(over)?.message).toMatch(/at most 10 messages an hour/);
    expect(await outboxFor(user.email)).toHaveLength(sendLimit.count);

    // Once the oldest send is more than an hour old, there is room for one more.
    await Effect.runPromise(
      server.database.query(
        `update email_send_log set sent_at = now() - interval '61 minutes'
         where id = (select min(id) from email_send_log where user_id = $1)`,
        [user.id],
      ),
    );
    expect((await send(user, { to: user.email, subject: "Later", text: "Hi" })).status).toBe(202);
    expect((await send(user, { to: user.email, subject: "Again", text: "Hi" })).status).toBe(429);
  });

  it("counts concurrent sends without letting more than the limit through", async () => {
    const user = await signUpUser(server, "burst");
    const answers = await Promise.all(
      Array.from({ length: sendLimit.count + 5 }, (_, index) =>
        send(user, { to: user.email, subject: `Burst ${index}`, text: "Hi" }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(sendLimit.count);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});
