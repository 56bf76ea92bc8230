import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { rateLimits } from "../../server/auth/rateLimit";
import { type AuthServer, goodPassword, newEmail, startAuthServer } from "./support/auth";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";
import { roomInWindow } from "./support/rateWindows";

/*
 * Finding 4: the auth e-mail budget. A flood of recovers for unknown
 * addresses must not spend the instance's budget, the per-address and
 * per-IP limits must hold, and no answer may tell a known address from an
 * unknown one. Each client is its own loopback address (127.0.0.x), which
 * the server sees as the client IP.
 */

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

/** POSTs JSON to an auth route from `localAddress`, as supabase-js would send it. */
function postFrom(
  server: AuthServer,
  localAddress: string,
  path: string,
  payload: unknown,
): Promise<Answer> {
  const url = new URL(path, server.baseUrl);
  const text = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        method: "POST",
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        localAddress,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
          apikey: server.anonKey,
          authorization: `Bearer ${server.anonKey}`,
          "x-supabase-api-version": "2024-01-01",
        },
      },
      (response) => {
        const chunks: Array<Buffer> = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, body: raw === "" ? null : JSON.parse(raw) });
        });
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(text);
  });
}

const recoverFrom = (server: AuthServer, ip: string, email: string) =>
  postFrom(server, ip, "/auth/v1/recover", { email });

/** GoTrue's answer to an ask over an e-mail limit. */
const overEmailLimit = {
  status: 429,
  body: expect.objectContaining({
    code: "over_email_send_rate_limit",
    message: "Email rate limit exceeded",
  }),
};

const accepted = { status: 200, body: {} };

/** How many mails the outbox holds for an address. */
async function mailsTo(server: AuthServer, email: string) {
  const response = await fetch(`${server.baseUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { data: ReadonlyArray<{ kind: string }> };
  return body.data.length;
}

async function signedUpEmail(server: AuthServer, label: string) {
  const email = newEmail(label);
  const { error } = await server.client().auth.signUp({ email, password: goodPassword });
  expect(error).toBeNull();
  return email;
}

/** Asks `count` recovers for fresh unknown addresses from one client IP, one after another. */
async function floodUnknown(server: AuthServer, ip: string, count: number) {
  const answers: Array<Answer> = [];
  for (let ask = 0; ask < count; ask++) {
    answers.push(await recoverFrom(server, ip, newEmail("nobody")));
  }
  return answers;
}

describe.each(engines)("the auth e-mail budget on %s", (engine) => {
  let fresh: FreshDatabase | undefined;
  let server: AuthServer | undefined;

  async function started() {
    fresh = await freshDatabase(engine);
    server = await startAuthServer(fresh);
    // Each test counts its asks within one window of the hourly e-mail limits.
    await roomInWindow(rateLimits.emailFromIp.windowSeconds, 60);
    return server;
  }

  afterEach(async () => {
    await server?.close();
    await fresh?.dispose();
    server = undefined;
    fresh = undefined;
  });

  it("lets a real user's reset mail through after 31+ recovers for unknown addresses", async () => {
    const auth = await started();
    const email = await signedUpEmail(auth, "victim");

    // One client floods; whatever it is told, it never gets a 5xx.
    const flood = await floodUnknown(auth, "127.0.0.2", 31);
    for (const answer of flood) {
      if (answer.status !== 429) expect(answer).toEqual(accepted);
    }

    // Those recovers sent nothing, so the shared budget is whole: the real user's mail goes out.
    expect(await recoverFrom(auth, "127.0.0.3", email)).toEqual(accepted);
    expect(await mailsTo(auth, email)).toBe(1);
    expect((await auth.latestMail(email))?.kind).toBe("recovery");

    // More clients join in, 40 unknown addresses in all: still nothing spent.
    for (const ip of ["127.0.0.4", "127.0.0.5", "127.0.0.6"]) {
      expect(await floodUnknown(auth, ip, 10)).toEqual(Array(10).fill(accepted));
    }
    const { error } = await auth.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(await mailsTo(auth, email)).toBe(2);
  });

  it("limits asks per client IP, sent or not, and only for that client", async () => {
    const auth = await started();
    const flood = await floodUnknown(auth, "127.0.0.13", 12);
    expect(flood.slice(0, 10)).toEqual(Array(10).fill(accepted));
    expect(flood.slice(10)).toEqual([overEmailLimit, overEmailLimit]);
    // A known address from that client is refused the same way: nothing tells them apart.
    const known = await signedUpEmail(auth, "from-flooder");
    expect(await recoverFrom(auth, "127.0.0.13", known)).toEqual(overEmailLimit);
    expect(await recoverFrom(auth, "127.0.0.14", known)).toEqual(accepted);
    expect(await mailsTo(auth, known)).toBe(1);
  });

  it("limits asks per address across clients, for known and unknown addresses alike", async () => {
    const auth = await started();
    const known = await signedUpEmail(auth, "known");
    const unknown = newEmail("unknown");
    const ips = ["127.0.0.7", "127.0.0.8", "127.0.0.9", "127.0.0.10", "127.0.0.11"];
    for (const ip of ips) {
      expect(await recoverFrom(auth, ip, known)).toEqual(accepted);
      expect(await recoverFrom(auth, ip, unknown)).toEqual(accepted);
    }
    expect(await mailsTo(auth, known)).toBe(5);

    // The sixth ask for either address, from a client that asked nothing yet, is refused alike.
    const knownAgain = await recoverFrom(auth, "127.0.0.12", known);
    const unknownAgain = await recoverFrom(auth, "127.0.0.12", unknown.toUpperCase());
    expect(knownAgain).toEqual(overEmailLimit);
    expect(unknownAgain).toEqual(knownAgain);
    expect(await mailsTo(auth, known)).toBe(5);

    // Other addresses are not held up by it.
    const other = await signedUpEmail(auth, "other");
    expect(await recoverFrom(auth, "127.0.0.12", other)).toEqual(accepted);
    expect(await mailsTo(auth, other)).toBe(1);
  });

  it("refuses known and unknown addresses alike once the shared budget is spent", async () => {
    const auth = await started();
    const users = await Promise.all(
      ["a", "b", "c", "d", "e", "f"].map((label) => signedUpEmail(auth, `budget-${label}`)),
    );
    // 30 mails sent, within every per-address (5) and per-IP (10) limit.
    const clients = ["127.0.0.20", "127.0.0.21", "127.0.0.22"];
    let sent = 0;
    for (const email of users) {
      for (let ask = 0; ask < 5; ask++) {
        const ip = clients[Math.floor(sent / 10)] ?? "127.0.0.29";
        expect(await recoverFrom(auth, ip, email)).toEqual(accepted);
        sent++;
      }
    }
    const late = await signedUpEmail(auth, "budget-late");
    const known = await recoverFrom(auth, "127.0.0.23", late);
    const unknown = await recoverFrom(auth, "127.0.0.24", newEmail("budget-nobody"));
    expect(known).toEqual(overEmailLimit);
    expect(unknown).toEqual(known);
    expect(await mailsTo(auth, late)).toBe(0);
  });
});
