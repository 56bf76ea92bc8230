/**
 * The intake's figures against a real server process (API-only, a fresh
 * embedded database): `ingest_accept_per_s`, messages accepted and
 * committed per second over SMTP by 8 concurrent nodemailer senders, and
 * `ingest_to_event_p50_ms`, from the SMTP 250 to the message's event being
 * listed by `GET /api/event` for a signed-in user on the Family plan (a
 * trial; Free reads only 10 e-mails a month). Run alone with
 * `npx tsx scripts/benchIntake.ts` (prints `name value unit` lines).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import nodemailer from "nodemailer";
import { defaultFunctionsKey } from "../server/config";
import { type BenchFigure, runAlone } from "./benchFigure";
import { freePort, spawnServer } from "./serverProcess";

const school = "office@highfield.sch.uk";
const senders = 8;
const messagesPerSender = 50;
const latencySamples = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Account {
  readonly token: string;
  readonly address: string;
}

async function call<A>(origin: string, token: string, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${pathname}`, {
    ...init,
    headers: {
      "x-functions-key": defaultFunctionsKey,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    },
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: A }).data;
}

/** A signed-up account that trusts the school, and its forwarding address. */
async function prepareAccount(origin: string): Promise<Account> {
  const runtime = (await (await fetch(`${origin}/config.json`)).json()) as {
    authAnonKey: string;
  };
  const client = createClient(origin, runtime.authAnonKey, {
    auth: { autoRefreshToken: false, persistSession: false, detectSessionInUrl: false },
  });
  const { data, error } = await client.auth.signUp({
    email: `bench.intake.${Date.now()}@family.test`,
    password: "Corkboard-2026",
  });
  if (error !== null || data.session === null) throw new Error(`sign-up: ${error?.message}`);
  const token = data.session.access_token;
  const preferences = await call<Record<string, unknown>>(origin, token, "/api/preferences");
  await call(origin, token, "/api/preferences", {
    method: "PUT",
    body: JSON.stringify({ ...preferences, timezone: "Europe/London", trustedSenders: [school] }),
  });
  await subscribeToFamily(origin, token);
  const { address } = await call<{ address: string }>(origin, token, "/api/forwarding-address");
  return { token, address };
}

/**
 * Subscribes through the Local checkout with the test card, as a browser
 * would: on Free only 10 e-mails a month are read, and the bench forwards
 * hundreds (a trial counts as Family).
 */
async function subscribeToFamily(origin: string, token: string): Promise<void> {
  const link = await call<{ url: string }>(
    origin,
    token,
    "/api/stripe/payment-link/family_monthly",
  );
  const url = new URL(link.url);
  const form = new URLSearchParams({
    client_reference_id: url.searchParams.get("client_reference_id") ?? "",
    sig: url.searchParams.get("sig") ?? "",
    prefilled_email: url.searchParams.get("prefilled_email") ?? "",
    promo: "",
    card_number: "4242 4242 4242 4242",
    expiry: "12 / 34",
    cvc: "123",
  });
  const answer = await fetch(url.origin + url.pathname, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  if (answer.status !== 303) throw new Error(`checkout: ${answer.status} ${await answer.text()}`);
  const plan = await call<{ plan: string }>(origin, token, "/api/plan");
  if (plan.plan !== "family") throw new Error("The bench account is not on Family after checkout");
}

let sequence = 0;

/** A school message with one event on `date` (YYYY-MM-DD) at 4pm, titled uniquely. */
function message(to: string, date: string): { raw: string; title: string } {
  sequence += 1;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleString("en-GB", {
    month: "long",
    timeZone: "UTC",
  });
  const title = `Chess club session ${sequence}`;
  const raw = [
    `From: Highfield School <${school}>`,
    `To: ${to}`,
    `Subject: ${title}`,
    "Date: Mon, 02 Mar 2026 09:00:00 +0000",
    `Message-ID: <bench-${sequence}-${Date.now()}@highfield>`,
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="utf-8"',
    "",
    "Dear parents,",
    "",
    `${title} will take place on ${day} ${monthName} ${year} at 4pm in the library.`,
    "",
    "Kind regards,",
    "Highfield School",
    "",
  ].join("\r\n");
  return { raw, title };
}

const dayAfter = (start: Date, days: number) =>
  new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};

/** An SMTP client that keeps one plain connection open for all it sends. */
const oneConnection = (smtpPort: number) =>
  nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 1,
    maxMessages: Number.POSITIVE_INFINITY,
  });

/** Messages accepted (250, committed) per second by `senders` concurrent SMTP clients. */
async function measureAccepts(smtpPort: number, account: Account): Promise<number> {
  const transports = Array.from({ length: senders }, () => oneConnection(smtpPort));
  const base = new Date(Date.UTC(2027, 0, 1));
  // One message first on each connection, so connecting is not counted.
  await Promise.all(
    transports.map((transport, index) =>
      transport.sendMail({
        envelope: { from: school, to: [account.address] },
        raw: message(account.address, dayAfter(base, index)).raw,
      }),
    ),
  );
  const started = performance.now();
  await Promise.all(
    transports.map(async (transport, index) => {
      for (let n = 0; n < messagesPerSender; n += 1) {
        const info = await transport.sendMail({
          envelope: { from: school, to: [account.address] },
          raw: message(
            account.address,
            dayAfter(base, 10 + ((index * messagesPerSender + n) % 300)),
          ).raw,
        });
        if (!info.response.startsWith("250")) throw new Error(`Not accepted: ${info.response}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const transport of transports) transport.close();
  return (senders * messagesPerSender) / seconds;
}

/** Waits until the queue has no message left to process (every e-mail row written). */
async function drain(origin: string, account: Account, expected: number) {
  for (;;) {
    let count = 0;
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`;
      const response = await fetch(`${origin}/api/email?limit=100${query}`, {
        headers: {
          "x-functions-key": defaultFunctionsKey,
          authorization: `Bearer ${account.token}`,
        },
      });
      const page = (await response.json()) as { data: unknown[]; nextCursor: string | null };
      count += page.data.length;
      cursor = page.nextCursor;
    } while (cursor !== null);
    if (count >= expected) return;
    await sleep(200);
  }
}

/** Milliseconds from the SMTP 250 to the event being listed by the API, one message at a time. */
async function measureIngestToEvent(smtpPort: number, origin: string, account: Account) {
  const transport = oneConnection(smtpPort);
  const base = new Date(Date.UTC(2028, 0, 1));
  const samples: Array<number> = [];
  try {
    for (let n = 0; n < latencySamples; n += 1) {
      const date = dayAfter(base, n);
      const { raw, title } = message(account.address, date);
      await transport.sendMail({ envelope: { from: school, to: [account.address] }, raw });
      const accepted = performance.now();
      const window = `from=${date}T00:00:00Z&to=${dayAfter(new Date(`${date}T00:00:00Z`), 1)}T00:00:00Z`;
      for (;;) {
        const events = await call<ReadonlyArray<{ title: string }>>(
          origin,
          account.token,
          `/api/event?${window}`,
        );
        if (events.some((event) => event.title === title)) break;
        if (performance.now() - accepted > 30_000) throw new Error(`No event for ${title}`);
        await sleep(5);
      }
      samples.push(performance.now() - accepted);
    }
  } finally {
    transport.close();
  }
  return samples;
}

export async function benchIntake(): Promise<Array<BenchFigure>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-bench-intake-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin });
  try {
    await server.waitFor(/Corkboard is running/, 120_000);
    const smtpPort = server.smtpPort();
    if (smtpPort === null) throw new Error("The server printed no SMTP port");
    const account = await prepareAccount(origin);
    const acceptsPerSecond = await measureAccepts(smtpPort, account);
    console.error(
      `# accepted ${senders * messagesPerSender} messages at ${acceptsPerSecond.toFixed(1)}/s`,
    );
    await drain(origin, account, senders * (messagesPerSender + 1));
    const latencies = await measureIngestToEvent(smtpPort, origin, account);
    console.error(
      `# ingest to event: p50 ${percentile(latencies, 50).toFixed(1)} ms, p90 ${percentile(latencies, 90).toFixed(1)} ms over ${latencies.length}`,
    );
    return [
      { name: "ingest_accept_per_s", value: acceptsPerSecond, unit: "per_s" },
      { name: "ingest_to_event_p50_ms", value: percentile(latencies, 50), unit: "ms" },
    ];
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, benchIntake);
