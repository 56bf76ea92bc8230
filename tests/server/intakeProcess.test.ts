import { createClient } from "@supabase/supabase-js";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import type { CalendarEvent } from "../../api/CalendarEvent";
import type { EmailSummary } from "../../api/Email";
import type { LiveChange } from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";
import { freePort, type ServerProcess, spawnServer } from "../../scripts/serverProcess";
import { goodPassword, newEmail } from "./support/auth";
import { checkoutAt } from "./support/checkout";
import { type FreshDatabase, freshDatabase } from "./support/databases";
import { functionsKey } from "./support/product";
import { composeMail, deliver, eventually, mailDomain } from "./support/smtp";

const school = "office@highfield.sch.uk";

const running: Array<ServerProcess> = [];
let fresh: FreshDatabase | undefined;

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  await fresh?.dispose();
  fresh = undefined;
});

interface Started {
  readonly server: ServerProcess;
  readonly baseUrl: string;
  readonly smtpPort: number;
}

async function start(env: Record<string, string>, port?: number): Promise<Started> {
  port ??= await freePort();
  const server = spawnServer({
    ...env,
    PORT: String(port),
    FUNCTIONS_KEY: functionsKey,
    MAIL_DOMAIN: mailDomain,
  });
  running.push(server);
  await server.waitFor(/Corkboard is running/, 60_000);
  const smtpPort = server.smtpPort();
  if (smtpPort === null) throw new Error(`No SMTP port in the output:\n${server.output()}`);
  return { server, baseUrl: `http://127.0.0.1:${port}`, smtpPort };
}

interface Account {
  readonly token: string;
  readonly address: string;
}

const api = async <A>(baseUrl: string, token: string, path: string, init: RequestInit = {}) => {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      "x-functions-key": functionsKey,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: A }).data;
};

/** A new account that trusts the school, through the real supabase-js, and its address. */
async function account(baseUrl: string): Promise<Account> {
  const runtime = (await (await fetch(`${baseUrl}/config.json`)).json()) as { authAnonKey: string };
  const client = createClient(baseUrl, runtime.authAnonKey, {
    auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
  });
  const { data, error } = await client.auth.signUp({
    email: newEmail("process"),
    password: goodPassword,
  });
  if (error !== null || data.session === null) throw new Error(`sign-up failed: ${error?.message}`);
  const token = data.session.access_token;
  const preferences = await api<Preferences>(baseUrl, token, "/api/preferences");
  await api(baseUrl, token, "/api/preferences", {
    method: "PUT",
    body: JSON.stringify({ ...preferences, timezone: "Europe/London", trustedSenders: [school] }),
  });
  const { address } = await api<{ address: string }>(baseUrl, token, "/api/forwarding-address");
  return { token, address };
}

const meeting = (to: string, n: number) =>
  composeMail({
    from: school,
    to,
    subject: `Club meeting ${n}`,
    messageId: `<meeting-${n}-${Date.now()}@highfield>`,
    text: `The chess club meeting number ${n} is on ${1 + (n % 27)} April 2026 at 4pm in room ${n}.`,
  });

describe("the intake across server processes", () => {
  it("processes a message accepted just before the process was killed, exactly once, after a restart", async () => {
    fresh = await freshDatabase("pglite");
    // The first process holds its worker back, so it dies between the 250 and processing.
    const first = await start({ ...fresh.env, INTAKE_WORKER_DELAY_MS: "600000" });
    const user = await account(first.baseUrl);
    const sent = await deliver(first.smtpPort, { to: user.address, raw: meeting(user.address, 1) });
    expect(sent.response).toMatch(/^250 /);
    first.server.child.kill("SIGKILL");
    await first.server.exited;

    // The same port: the user's token names the server's URL as its issuer.
    const second = await start({ ...fresh.env }, Number(new URL(first.baseUrl).port));
    const emails = await eventually(
      () => api<ReadonlyArray<EmailSummary>>(second.baseUrl, user.token, "/api/email"),
      (list) => list.length > 0 && list.every((email) => email.status !== "received"),
      30_000,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ status: "processed", subject: "Club meeting 1" });
    // Give a second worker pass the chance to duplicate anything; it must not.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const events = await api<ReadonlyArray<CalendarEvent>>(
      second.baseUrl,
      user.token,
      "/api/event",
    );
    expect(events).toHaveLength(1);
    expect(
      await api<ReadonlyArray<EmailSummary>>(second.baseUrl, user.token, "/api/email"),
    ).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL !== undefined)(
    "two processes on one PostgreSQL share the queue: every message once, live changes reach both",
    async () => {
      fresh = await freshDatabase("postgres");
      const one = await start({ ...fresh.env });
      const two = await start({ ...fresh.env });
      const user = await account(one.baseUrl);
      // Family reads every e-mail; Free would keep all but 10 of a month unread.
      expect((await checkoutAt(one.baseUrl, user.token)).status).toBe(303);

      // A live reader on the first process only.
      const controller = new AbortController();
      const frames: Array<string> = [];
      const live = await fetch(`${one.baseUrl}/api/live`, {
        headers: { "x-functions-key": functionsKey, authorization: `Bearer ${user.token}` },
        signal: controller.signal,
      });
      void (async () => {
        const reader = live.body?.getReader();
        const decoder = new TextDecoder();
        try {
          for (;;) {
            const chunk = await reader?.read();
            if (chunk === undefined || chunk.done) return;
            frames.push(...decoder.decode(chunk.value).split("\n\n").filter(Boolean));
          }
        } catch {
          // Aborted at the end.
        }
      })();

      const count = 24;
      await Promise.all(
        Array.from({ length: count }, (_, n) =>
          deliver(n % 2 === 0 ? one.smtpPort : two.smtpPort, {
            to: user.address,
            raw: meeting(user.address, n + 1),
          }),
        ),
      );
      const url = fresh.env.DATABASE_URL as string;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await eventually(
          async () =>
            (
              await client.query<{ n: number }>(
                "select count(*)::int as n from inbound_message where state = 'done'",
              )
            ).rows[0]?.n ?? 0,
          (done) => done === count,
          60_000,
        );
        const emails = await client.query<{ n: number; distinct_ids: number }>(
          "select count(*)::int as n, count(distinct id)::int as distinct_ids from email",
        );
        expect(emails.rows[0]).toEqual({ n: count, distinct_ids: count });
        const statuses = await client.query<{ status: string; status_reason: string; n: number }>(
          "select status, status_reason, count(*)::int as n from email group by 1, 2 order by 1, 2",
        );
        expect(statuses.rows).toEqual([
          { status: "processed", status_reason: "1 event found", n: count },
        ]);
        const events = await client.query<{ n: number; titles: number }>(
          "select count(*)::int as n, count(distinct (title, starts_at))::int as titles from calendar_event",
        );
        expect(events.rows[0]).toEqual({ n: count, titles: count });
        const workers = await client.query<{ pid: string; n: number }>(
          `select split_part(finished_by, ':', 2) as pid, count(*)::int as n
           from inbound_message group by 1 order by 1`,
        );
        // Both processes finished some of the messages.
        expect(workers.rows.map((row) => row.pid).sort()).toEqual(
          [String(one.server.child.pid), String(two.server.child.pid)].sort(),
        );
        expect(workers.rows.reduce((sum, row) => sum + row.n, 0)).toBe(count);

        // The live reader on the first process heard about mail the second one processed.
        const byTwo = await client.query<{ id: string }>(
          "select id::text as id from inbound_message where split_part(finished_by, ':', 2) = $1",
          [String(two.server.child.pid)],
        );
        const heard = await eventually(
          async () =>
            frames
              .filter((frame) => frame.startsWith("event: change"))
              .map((frame) => JSON.parse(frame.slice(frame.indexOf("data: ") + 6)) as LiveChange),
          (changes) =>
            byTwo.rows.every((row) =>
              changes.some((change) => change.kind === "email" && change.id === row.id),
            ),
          10_000,
        );
        expect(heard.length).toBeGreaterThanOrEqual(count);
      } finally {
        controller.abort();
        await client.end();
      }
    },
    120_000,
  );
});

/** The body that froze the server: one endless sentence of dates and times. */
const datesEverywhere = "on Monday at 10am till Tuesday 11 from 3 to 4 pm next week the 12th ";
const floodOfDates = (from: string, to: string, kilobytes: number) =>
  composeMail({
    from,
    to,
    subject: "Dates",
    messageId: `<dates-${from}-${Date.now()}@example.org>`,
    text: datesEverywhere.repeat(Math.ceil((kilobytes * 1024) / datesEverywhere.length)),
  });

/**
 * Asks `/api/health` every 100 ms, each answer allowed 1 s, until `done`
 * holds (checked through the API too); the slowest answer in ms.
 */
async function healthWhile(
  baseUrl: string,
  done: () => Promise<boolean>,
  timeoutMs: number,
): Promise<number> {
  const until = Date.now() + timeoutMs;
  let slowest = 0;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`Not done in ${timeoutMs} ms`);
    const started = performance.now();
    const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1_000) });
    expect(health.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return slowest;
}

const emailsOf = (baseUrl: string, token: string) =>
  api<ReadonlyArray<EmailSummary>>(baseUrl, token, "/api/email");

describe("one e-mail cannot freeze the server", () => {
  it("reads a 272 KB run of dates off the server's thread: health answers within 1 s throughout", async () => {
    fresh = await freshDatabase("pglite");
    const server = await start({ ...fresh.env });
    const user = await account(server.baseUrl);
    const sent = await deliver(server.smtpPort, {
      to: user.address,
      raw: floodOfDates(school, user.address, 272),
    });
    expect(sent.response).toMatch(/^250 /);
    const slowest = await healthWhile(
      server.baseUrl,
      async () => (await emailsOf(server.baseUrl, user.token)).some((e) => e.status !== "received"),
      60_000,
    );
    expect(slowest).toBeLessThan(1_000);
    const [email] = await emailsOf(server.baseUrl, user.token);
    expect(email?.status).not.toBe("failed");
  }, 120_000);

  it("stops a message past the time limit, marks it failed once with the reason, and never claims it again", async () => {
    fresh = await freshDatabase("pglite");
    // A limit far below what 272 KB of dates takes to read, so the limit is what ends it.
    const first = await start({ ...fresh.env, INTAKE_EXTRACT_LIMIT_MS: "50" });
    const user = await account(first.baseUrl);
    const sent = await deliver(first.smtpPort, {
      to: user.address,
      raw: floodOfDates(school, user.address, 272),
    });
    expect(sent.response).toMatch(/^250 /);
    const slowest = await healthWhile(
      first.baseUrl,
      async () => {
        const emails = await emailsOf(first.baseUrl, user.token);
        return emails.length === 1 && emails.every((e) => e.status !== "received");
      },
      60_000,
    );
    expect(slowest).toBeLessThan(1_000);
    const emails = await emailsOf(first.baseUrl, user.token);
    expect(emails).toHaveLength(1);
    // Read under the limit and stopped, once: no retry.
    expect(emails.find((e) => e.from === school)).toMatchObject({
      status: "failed",
      statusReason: expect.stringMatching(/took longer than 50 ms; it was stopped/),
    });

    // After a kill and a restart with the normal limit, the failed message stays failed:
    // claimed again it would now be read in time and end processed.
    first.server.child.kill("SIGKILL");
    await first.server.exited;
    const second = await start({ ...fresh.env }, Number(new URL(first.baseUrl).port));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const after = await emailsOf(second.baseUrl, user.token);
    expect(after.find((e) => e.from === school)).toMatchObject({
      status: "failed",
      statusReason: emails.find((e) => e.from === school)?.statusReason,
    });
  }, 120_000);
});
