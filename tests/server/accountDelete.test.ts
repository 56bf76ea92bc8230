import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountDeleted } from "../../api/Account";
import type { EmailSummary } from "../../api/Email";
import type { DatabaseShape } from "../../server/db/Database";
import { sessionCheckMs } from "../../server/http/authentication";
import { goodPassword } from "./support/auth";
import { checkout } from "./support/checkout";
import { engines } from "./support/databases";
import { dataOf, errorOf, getData, request, snapshotOf, type TestUser } from "./support/product";
import {
  composeMail,
  deliver,
  eventually,
  type IntakeServer,
  intakeFamily,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";
const stranger = "party@elsewhere.example";

interface TableHits {
  readonly table: string;
  readonly rows: number;
}

/**
 * Every table of the schema, walked: each row is read as JSON text and
 * counted when it names the user's id or e-mail address anywhere, in any
 * column. A table nobody thought of is walked too.
 */
async function rowsNaming(
  database: DatabaseShape,
  user: Pick<TestUser, "id" | "email">,
): Promise<ReadonlyArray<TableHits>> {
  const tables = await Effect.runPromise(
    database.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'
       order by table_name`,
    ),
  );
  expect(tables.length).toBeGreaterThan(20);
  const hits: Array<TableHits> = [];
  for (const { name } of tables) {
    const [count] = await Effect.runPromise(
      database.query<{ rows: number }>(
        `select count(*)::int as rows from "${name}" t
         where strpos(lower(row_to_json(t)::text), $1) > 0
            or strpos(lower(row_to_json(t)::text), $2) > 0`,
        [user.id.toLowerCase(), user.email.toLowerCase()],
      ),
    );
    if ((count?.rows ?? 0) > 0) hits.push({ table: name, rows: count?.rows ?? 0 });
  }
  return hits;
}

describe.each(engines)("DELETE /api/user/me on %s", (engine) => {
  let server: IntakeServer;

  beforeAll(async () => {
    server = await startIntakeServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A family that has used every part of Corkboard: mail, review, events, members, feed, billing. */
  const busyFamily = async (label: string) => {
    const { user, address } = await intakeFamily(server, label, [school]);
    const member = await request(server, "POST", "/api/family-member", {
      user,
      body: { Name: "Ada", Relationship: "child", Color: "#7c3aed", Email: "ada@family.test" },
    });
    expect(member.status).toBe(201);
    const notice = composeMail({
      from: school,
      to: address,
      subject: "Swimming gala",
      text: "Ada's swimming gala is on Saturday 14 March 2026 at 9:00am at Highfield Pool.",
    });
    await deliver(server.smtpPort, { to: address, from: school, raw: notice });
    const party = composeMail({ from: stranger, to: address, subject: "Party", text: "Come!" });
    await deliver(server.smtpPort, { to: address, from: stranger, raw: party });
    await eventually(
      () => getData<ReadonlyArray<EmailSummary>>(server, user, "/api/email"),
      (list) =>
        list.some((email) => email.status === "processed") &&
        list.some((email) => email.status === "review"),
    );
    expect((await request(server, "GET", "/api/calendar-feed", { user })).status).toBe(200);
    const sent = await request(server, "POST", "/api/email/send", {
      user,
      body: { to: "support", subject: "Hello", text: "A question." },
    });
    expect(sent.status).toBe(202);
    expect((await request(server, "POST", "/api/stripe/promo-code", { user })).status).toBe(200);
    const paid = await checkout(server, user);
    expect(paid.status).toBe(303);
    return user;
  };

  it("refuses an address that is not the account's with a 400 naming email, deleting nothing", async () => {
    const user = await busyFamily("careful");
    const before = await snapshotOf(server, user.id);
    for (const email of ["", "someone@else.test", `${user.email}x`]) {
      const answer = await request(server, "DELETE", "/api/user/me", { user, body: { email } });
      expect(answer.status, email).toBe(400);
      expect(errorOf(answer)).toMatchObject({ code: "invalid_request", field: "email" });
    }
    expect(await snapshotOf(server, user.id)).toBe(before);
    const signIn = await server.auth
      .client()
      .auth.signInWithPassword({ email: user.email, password: goodPassword });
    expect(signIn.error).toBeNull();
  });

  it("deletes every row of the user in every table, cancels the subscription and signs out everywhere", async () => {
    const user = await busyFamily("leaving");
    const neighbour = await busyFamily("staying");
    // A second signed-in device.
    const other = server.auth.client();
    const otherSignIn = await other.auth.signInWithPassword({
      email: user.email,
      password: goodPassword,
    });
    expect(otherSignIn.error).toBeNull();
    const before = await rowsNaming(server.database, user);
    // The walk sees the user's rows before: it is not vacuously empty afterwards.
    for (const table of [
      "auth_user",
      "auth_session",
      "email",
      "inbound_message",
      "billing_subscription",
      "billing_local_customer",
      "calendar_event",
      "family_member",
      "mail_outbox",
      "live_change",
    ]) {
      expect(
        before.map((hit) => hit.table),
        table,
      ).toContain(table);
    }

    const answer = await request(server, "DELETE", "/api/user/me", {
      user,
      body: { email: `  ${user.email.toUpperCase()} ` },
    });
    expect(answer.status, answer.text).toBe(200);
    const deleted = dataOf<AccountDeleted>(answer);
    expect(deleted.id).toBe(user.id);
    expect(deleted.cancelledSubscriptions).toHaveLength(1);

    expect(await rowsNaming(server.database, user)).toEqual([]);
    // The neighbour keeps everything.
    expect((await rowsNaming(server.database, neighbour)).length).toBeGreaterThan(10);

    // Signed out everywhere: no sign-in, no refresh, and the access tokens are refused.
    const again = await server.auth
      .client()
      .auth.signInWithPassword({ email: user.email, password: goodPassword });
    expect(again.error?.code).toBe("invalid_credentials");
    const refresh = await server.auth
      .client()
      .auth.refreshSession({ refresh_token: otherSignIn.data.session?.refresh_token ?? "" });
    expect(refresh.error).not.toBeNull();
    // A process may take the session as signed in for up to sessionCheckMs after a check.
    const stale = await eventually(
      () => request(server, "GET", "/api/preferences", { user }),
      (answer) => answer.status !== 200,
      sessionCheckMs * 20,
    );
    expect(stale.status).toBe(401);
    expect(await rowsNaming(server.database, user)).toEqual([]);
  });
});
