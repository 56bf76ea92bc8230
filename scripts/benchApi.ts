/**
 * Product API figures for `npm run bench`: throughput and p99 latency of an
 * authenticated `GET /api/event` (a user with 200 events, the default page)
 * under 64 concurrent keep-alive connections in a closed loop, beside a bare
 * Node `http` hello-world server measured the same way in the same run.
 *
 * The load generator is node:http with a keep-alive Agent: each of the 64
 * workers sends its next request as soon as the previous answer has been
 * read, for a warm-up and then a fixed measured window.
 *
 * `npx tsx scripts/benchApi.ts` prints these figures alone, against an
 * API-only server (no build needed).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Effect } from "effect";
import { defaultFunctionsKey } from "../server/config";
import { Database } from "../server/db/Database";
import { migrate } from "../server/db/migrate";
import { findOrCreateAccount, seedAccount } from "../server/seed/seed";
import { type BenchFigure, runAlone } from "./benchFigure";
import { authKeyHeaders, freePort, spawnServer } from "./serverProcess";

export const benchConnections = 64;
const warmupMs = 1_000;
const measuredMs = 5_000;
const eventCount = 200;

export interface BenchAccount {
  readonly id: string;
  readonly email: string;
  readonly password: string;
}

/**
 * Before the server starts (PGlite is single-process): migrates the bench's
 * fresh DATA_DIR and creates an account with the seed's family, e-mails and
 * events, padded to 200 events.
 */
export async function prepareApiBench(dataDir: string): Promise<BenchAccount> {
  const email = `bench.api.${Date.now()}@family.test`;
  const password = "Bench-password-2026";
  return Effect.runPromise(
    Effect.gen(function* () {
      yield* migrate();
      const account = yield* findOrCreateAccount(email, {
        create: true,
        password,
        signUpUrl: "/signup",
      });
      yield* seedAccount(account.id, {
        ownerEmail: account.email,
        forwardingAddress: `bench@in.localhost`,
        timezone: "Europe/London",
        totalEvents: eventCount,
      });
      return { id: account.id, email: account.email, password };
    }).pipe(Effect.scoped, Effect.provide(Database.pglite(dataDir))),
  );
}

interface Target {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly headers: Record<string, string>;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

function send(agent: http.Agent, target: Target, keepBody: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { agent, host: target.host, port: target.port, path: target.path, headers: target.headers },
      (response) => {
        let body = "";
        if (keepBody) response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          if (keepBody) body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

export interface LoadResult {
  readonly requests: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

const percentile = (sorted: Float64Array, fraction: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0);

/**
 * A closed loop of `connections` workers for warm-up plus the measured
 * window; counts and times the requests that start and finish inside the
 * window. Any answer other than 200 stops the bench.
 */
export async function closedLoop(
  target: Target,
  connections = benchConnections,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const started = performance.now();
  const windowStart = started + warmupMs;
  const windowEnd = windowStart + measuredMs;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        for (;;) {
          const sent = performance.now();
          if (sent >= windowEnd) return;
          const answer = await send(agent, target, false);
          const done = performance.now();
          if (answer.status !== 200) {
            const detail = await send(agent, target, true);
            throw new Error(
              `GET ${target.path} answered ${answer.status} under load: ${detail.body.slice(0, 300)}`,
            );
          }
          if (sent >= windowStart && done <= windowEnd) latencies.push(done - sent);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: sorted.length,
    perSecond: sorted.length / (measuredMs / 1000),
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}

const helloWorld = `
const http = require("node:http");
const server = http.createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("Hello, world!");
});
server.keepAliveTimeout = 65000;
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

/** The baseline: a bare Node http server in its own process, as the product server is. */
async function measureHelloWorld(): Promise<LoadResult> {
  const child = spawn(process.execPath, ["-e", helloWorld], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once("error", reject);
      child.stdout.once("data", (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10)));
    });
    return await closedLoop({ host: "127.0.0.1", port, path: "/", headers: {} });
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

async function signIn(origin: string, account: BenchAccount): Promise<string> {
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await authKeyHeaders(origin)) },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || body.access_token === undefined)
    throw new Error(`bench sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

export interface ApiFigures {
  readonly eventList: LoadResult;
  readonly helloWorld: LoadResult;
  readonly vsNode: number;
}

export async function measureApi(origin: string, account: BenchAccount): Promise<ApiFigures> {
  const url = new URL(origin);
  const target: Target = {
    host: url.hostname,
    port: Number(url.port),
    path: "/api/event",
    headers: {
      "x-functions-key": defaultFunctionsKey,
      authorization: `Bearer ${await signIn(origin, account)}`,
      accept: "application/json",
    },
  };
  // One checked request first: the bench measures real answers, not errors.
  const probe = await send(new http.Agent(), target, true);
  if (probe.status !== 200)
    throw new Error(`GET /api/event answered ${probe.status}: ${probe.body.slice(0, 300)}`);
  const listed = (JSON.parse(probe.body) as { data?: unknown[] }).data?.length ?? 0;
  if (listed === 0) throw new Error(`GET /api/event listed no events: ${probe.body.slice(0, 300)}`);

  const eventList = await closedLoop(target);
  const baseline = await measureHelloWorld();
  return { eventList, helloWorld: baseline, vsNode: eventList.perSecond / baseline.perSecond };
}

/** Run on its own: an API-only server on a fresh data folder, and the API figures. */
async function benchApiAlone(): Promise<Array<BenchFigure>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-bench-api-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const account = await prepareApiBench(dataDir);
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: origin });
  try {
    await server.waitFor(/Corkboard is running/, 60_000);
    const api = await measureApi(origin, account);
    console.error(
      `# GET /api/event p50 ${api.eventList.p50Ms.toFixed(2)} ms; node hello-world ${api.helloWorld.perSecond.toFixed(0)}/s, p99 ${api.helloWorld.p99Ms.toFixed(2)} ms`,
    );
    return [
      { name: "api_event_list_rps", value: api.eventList.perSecond, unit: "per_s" },
      { name: "api_event_list_vs_node_ratio", value: api.vsNode, unit: "ratio" },
      { name: "api_event_list_p99_ms", value: api.eventList.p99Ms, unit: "ms" },
    ];
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runAlone(import.meta.url, benchApiAlone);
