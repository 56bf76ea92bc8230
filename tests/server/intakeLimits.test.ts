import net from "node:net";
import { Context, Effect, Exit, Layer, Scope } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../server/db/Database";
import { intakePerHour } from "../../server/mail/inbound/accept";
import { InboundSmtp, inboundSmtpLayer } from "../../server/mail/inbound/smtp";
import {
  composeMail,
  deliver,
  type IntakeServer,
  intakeFamily,
  mailDomain,
  refusal,
  startIntakeServer,
} from "./support/smtp";

const school = "office@highfield.sch.uk";
const secret = "inbound-webhook-secret-for-tests";

let server: IntakeServer;

beforeAll(async () => {
  server = await startIntakeServer("pglite", { INBOUND_SECRET: secret });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const note = (to: string, n: number) =>
  composeMail({ from: school, to, subject: `Note ${n}`, text: `Club on ${n} May 2027 at 4pm.` });

describe("the per-account intake limit", () => {
  it(`takes ${intakePerHour} messages an hour for one account, asks the sender to retry the next, and takes others' mail`, async () => {
    const family = await intakeFamily(server, "limit", [school]);
    const other = await intakeFamily(server, "limit-other", [school]);
    // The hour's earlier messages, all but one, as if received already.
    await Effect.runPromise(
      server.database.query(
        `insert into inbound_message (id, user_id, recipient, raw, size, state)
         select gen_random_uuid(), $1::uuid, $2, '\\x00'::bytea, 1, 'done'
         from generate_series(1, $3)`,
        [family.user.id, family.address, intakePerHour - 1],
      ),
    );
    const last = await deliver(server.smtpPort, {
      to: family.address,
      raw: note(family.address, 1),
    });
    expect(last.response).toMatch(/^250 /);

    const refused = await refusal(server.smtpPort, {
      to: family.address,
      raw: note(family.address, 2),
    });
    expect(refused.responseCode).toBe(452);
    expect(refused.response).toContain("try again later");
    const webhook = await fetch(
      `${server.baseUrl}/api/inbound?to=${encodeURIComponent(family.address)}`,
      {
        method: "POST",
        headers: { "x-inbound-secret": secret, "content-type": "message/rfc822" },
        body: note(family.address, 3),
      },
    );
    expect(webhook.status).toBe(429);
    expect(((await webhook.json()) as { error: { code: string } }).error.code).toBe("intake_limit");
    const stored = await Effect.runPromise(
      server.database.query<{ n: number }>(
        "select count(*)::int as n from inbound_message where user_id = $1",
        [family.user.id],
      ),
    );
    expect(stored[0]?.n).toBe(intakePerHour);

    // Another family's mail is not held up.
    const others = await deliver(server.smtpPort, {
      to: other.address,
      raw: note(other.address, 4),
    });
    expect(others.response).toMatch(/^250 /);

    // An hour later the account takes mail again.
    await Effect.runPromise(
      server.database.query(
        "update inbound_message set received_at = now() - interval '61 minutes' where user_id = $1",
        [family.user.id],
      ),
    );
    const later = await deliver(server.smtpPort, {
      to: family.address,
      raw: note(family.address, 5),
    });
    expect(later.response).toMatch(/^250 /);
  }, 60_000);
});

/** Connects from `from` (a loopback address) and reads the server's first reply line. */
function greeting(port: number, from: string): Promise<{ socket: net.Socket; line: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress: from });
    socket.setEncoding("utf8");
    socket.once("data", (data: string) => resolve({ socket, line: data.trim() }));
    socket.once("error", reject);
  });
}

/** What the server says, and whether it hangs up, while the client says nothing. */
function untilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let said = "";
    socket.on("data", (data: string) => {
      said += data;
    });
    socket.once("close", () => resolve(said));
  });
}

describe("inbound SMTP connection limits", () => {
  const limits = { connections: 500, connectionsPerIp: 3, idleMs: 400 };
  let scope: Scope.CloseableScope;
  let port: number;

  beforeAll(async () => {
    scope = await Effect.runPromise(Scope.make());
    const context = await Effect.runPromise(
      Layer.buildWithScope(
        inboundSmtpLayer(
          { smtpPort: 0, host: "127.0.0.1", mailDomain, dataDir: server.fresh.config.dataDir },
          limits,
        ).pipe(Layer.provide(Layer.succeed(Database, server.database))),
        scope,
      ),
    );
    port = Context.get(context, InboundSmtp).port;
  });

  afterAll(async () => {
    await Effect.runPromise(Scope.close(scope, Exit.void));
  });

  it("refuses one client past its connections, not the others, and takes it again once one closes", async () => {
    const held = await Promise.all(
      Array.from({ length: limits.connectionsPerIp }, () => greeting(port, "127.0.0.1")),
    );
    for (const { line } of held) expect(line).toMatch(/^220 /);
    const extra = await greeting(port, "127.0.0.1");
    expect(extra.line).toMatch(/^421 .*Too many connections from your address/);
    extra.socket.destroy();

    const neighbour = await greeting(port, "127.0.0.2");
    expect(neighbour.line).toMatch(/^220 /);
    neighbour.socket.destroy();

    const closed = untilClosed(held[0]?.socket as net.Socket);
    held[0]?.socket.end("QUIT\r\n");
    await closed;
    const again = await greeting(port, "127.0.0.1");
    expect(again.line).toMatch(/^220 /);
    for (const { socket } of [...held.slice(1), again]) socket.destroy();
  });

  it("closes a connection that stays idle", async () => {
    const idle = await greeting(port, "127.0.0.3");
    expect(idle.line).toMatch(/^220 /);
    const said = await untilClosed(idle.socket);
    expect(said).toMatch(/^421 /);
  });
});
