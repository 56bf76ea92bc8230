/**
 * Product API figures for `npm run bench`, on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL (those figures end in `_pg`).
 *
 * For each engine: a fresh database with a user of 200 events, an API-only
 * server on it, and load from autocannon in its own process (scripts/benchLoad.ts)
 * on an authenticated `GET /api/event` (the default page, 50 events) with 64
 * and with 8 connections, on `/api/health`, and on the list revalidated with
 * `If-None-Match`. Beside them, running at the same time: a bare `node:http`
 * hello-world, the smallest Effect HttpApi server (scripts/benchMinimalApi.ts),
 * and a bare `node:http` server running the same list query on the same
 * engine (scripts/benchBareSql.ts), each in its own process: the floors the
 * ratios are taken against.
 *
 * The machine's speed swings by half between minutes when other work shares
 * it, so each subject is measured right after its floor, in three rounds,
 * and every figure is the median of the three.
 *
 * `npx tsx scripts/benchApi.ts` prints these figures alone (no build needed).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Effect } from "effect";
import type { ServerConfig } from "../server/config";
import { defaultFunctionsKey } from "../server/config";
import { Database } from "../server/db/Database";
import { databaseLayerFor } from "../server/db/layer";
import { migrate } from "../server/db/migrate";
import { findOrCreateAccount, seedAccount } from "../server/seed/seed";
import {
  type EngineName,
  engines,
  type FreshDatabase,
  freshDatabase,
} from "../tests/server/support/databases";
import { type BenchFigure, runAlone } from "./benchFigure";
import { type LoadResult, load } from "./benchLoad";
import { authKeyHeaders, freePort, spawnServer } from "./serverProcess";

export const benchConnections = 64;
const fewConnections = 8;
/** Each ratio is the median over this many rounds of its subject measured right after its floor. */
const rounds = 3;
/** Seconds measured per load, after autocannon's one-second warm-up. */
const measuredSeconds = 2;
const eventCount = 200;

export interface BenchAccount {
  readonly id: string;
  readonly email: string;
  readonly password: string;
}

/**
 * Before a server starts (PGlite is single-process): migrates the database,
 * creates an account with the seed's family, e-mails and events, padded to
 * 200 events, and analyses the tables.
 */
export async function prepareApiBench(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
): Promise<BenchAccount> {
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
      // Statistics for the planner, for the bare floor as for the server (whose
      // embedded database analyses when it opens; PostgreSQL's autovacuum would
      // get to it within a minute or so).
      yield* Effect.flatMap(Database, (db) => db.query("analyze"));
      return { id: account.id, email: account.email, password };
    }).pipe(Effect.scoped, Effect.provide(databaseLayerFor(config))),
  );
}

/** A script in its own process that prints its port on its first line; stopped by `use`'s end. */
async function withPortProcess<A>(
  args: ReadonlyArray<string>,
  env: Record<string, string>,
  use: (port: number) => Promise<A>,
): Promise<A> {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
      child.stdout.once("data", (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10)));
    });
    return await use(port);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const helloWorld = `
const http = require("node:http");
const server = http.createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/plain" });
  response.end("Hello, world!");
});
server.keepAliveTimeout = 65000;
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => { server.close(); server.closeAllConnections(); });
`;

/** The first floor: a bare Node http hello-world in its own process, as the product server is. */
function withHelloWorld<A>(use: (url: string) => Promise<A>): Promise<A> {
  return withPortProcess(["-e", helloWorld], {}, (port) => use(`http://127.0.0.1:${port}/`));
}

/**
 * The framework's floor: the smallest Effect HttpApi server, one JSON route
 * served as the product serves its API (scripts/benchMinimalApi.ts), in its
 * own process. Health and the 304 are measured against it as well as
 * against hello-world: both are a few microseconds of our own work on top
 * of the framework's per-request cost.
 */
function withMinimalApi<A>(use: (url: string) => Promise<A>): Promise<A> {
  const script = path.join(import.meta.dirname, "benchMinimalApi.ts");
  return withPortProcess(["--import", "tsx", script], {}, (port) =>
    use(`http://127.0.0.1:${port}/api/health`),
  );
}

/**
 * The second floor: the same list query on the same engine, bare
 * (scripts/benchBareSql.ts), on its own copy of an embedded database (PGlite
 * is single-process, and the server holds the original while they take turns).
 */
async function withBareSql<A>(
  fresh: FreshDatabase,
  userId: string,
  use: (url: string) => Promise<A>,
): Promise<A> {
  const script = path.join(import.meta.dirname, "benchBareSql.ts");
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-bench-floor-"));
  try {
    const env: Record<string, string> = { ...fresh.env, BENCH_USER_ID: userId };
    if (fresh.env.DATABASE_URL === undefined) {
      fs.cpSync(path.join(fresh.env.DATA_DIR ?? "", "pglite"), path.join(copy, "pglite"), {
        recursive: true,
      });
      env.DATA_DIR = copy;
    }
    return await withPortProcess(["--import", "tsx", script], env, (port) =>
      use(`http://127.0.0.1:${port}/`),
    );
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
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

/**
 * One round: each subject right after its floor, so a swing in the machine's
 * load between rounds moves both sides of a ratio alike.
 */
export interface ApiRound {
  readonly bareSql: LoadResult;
  readonly eventList: LoadResult;
  readonly helloBeforeHealth: LoadResult;
  readonly minimalApi: LoadResult;
  readonly health: LoadResult;
  readonly helloBeforeNotModified: LoadResult;
  /** Null while the list answers carry no ETag. */
  readonly notModified: LoadResult | null;
  readonly eventListFew: LoadResult;
}

interface Targets {
  readonly helloWorld: string;
  readonly minimalApi: string;
  readonly bareSql: string;
  readonly origin: string;
}

/** The server's requests, checked once: the bench measures real answers, not errors. */
async function serverRequests(origin: string, account: BenchAccount) {
  const headers = {
    "x-functions-key": defaultFunctionsKey,
    authorization: `Bearer ${await signIn(origin, account)}`,
    accept: "application/json",
  };
  const list = `${origin}/api/event`;
  const probe = await fetch(list, { headers });
  const body = await probe.text();
  if (probe.status !== 200) throw new Error(`GET /api/event answered ${probe.status}: ${body}`);
  const listed = (JSON.parse(body) as { data?: unknown[] }).data?.length ?? 0;
  if (listed === 0) throw new Error(`GET /api/event listed no events: ${body.slice(0, 300)}`);
  const etag = probe.headers.get("etag");
  return {
    list: { url: list, headers },
    notModified:
      etag === null
        ? null
        : { url: list, headers: { ...headers, "if-none-match": etag }, status: 304 },
  };
}

async function measureRounds(targets: Targets, account: BenchAccount): Promise<Array<ApiRound>> {
  const requests = await serverRequests(targets.origin, account);
  const many = { connections: benchConnections, seconds: measuredSeconds };
  const hello = () => load({ url: targets.helloWorld }, many);
  const measured: Array<ApiRound> = [];
  for (let round = 0; round < rounds; round += 1) {
    const bareSql = await load({ url: targets.bareSql }, many);
    const eventList = await load(requests.list, many);
    const helloBeforeHealth = await hello();
    const minimalApi = await load({ url: targets.minimalApi }, many);
    const health = await load({ url: `${targets.origin}/api/health` }, many);
    const helloBeforeNotModified = await hello();
    const notModified =
      requests.notModified === null ? null : await load(requests.notModified, many);
    const eventListFew = await load(requests.list, {
      connections: fewConnections,
      seconds: measuredSeconds,
    });
    measured.push({
      bareSql,
      eventList,
      helloBeforeHealth,
      minimalApi,
      health,
      helloBeforeNotModified,
      notModified,
      eventListFew,
    });
  }
  return measured;
}

/**
 * A fresh database of `engine`; the floors and an API-only server on it all
 * running at once, measured in turns over three rounds.
 */
export async function measureApiOn(engine: EngineName): Promise<Array<ApiRound>> {
  const fresh = await freshDatabase(engine);
  try {
    const account = await prepareApiBench(fresh.config);
    return await withHelloWorld((helloWorld) =>
      withMinimalApi((minimalApi) =>
        withBareSql(fresh, account.id, async (bareSql) => {
          const port = await freePort();
          const origin = `http://127.0.0.1:${port}`;
          const server = spawnServer({ ...fresh.env, PORT: String(port), PUBLIC_URL: origin });
          try {
            await server.waitFor(/Corkboard is running/, 60_000);
            return await measureRounds({ helloWorld, minimalApi, bareSql, origin }, account);
          } finally {
            server.child.kill("SIGTERM");
            await server.exited;
          }
        }),
      ),
    );
  } finally {
    await fresh.dispose();
  }
}

/** The middle value (of three rounds). */
export function median(values: ReadonlyArray<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The figures of one engine, each the median over the rounds; PostgreSQL's names end in `_pg`. */
export function apiFigures(
  engine: EngineName,
  measured: ReadonlyArray<ApiRound>,
): Array<BenchFigure> {
  const suffix = engine === "postgres" ? "_pg" : "";
  const of = (value: (round: ApiRound) => number) => median(measured.map(value));
  const figures: Array<BenchFigure> = [
    { name: "api_event_list_rps", value: of((r) => r.eventList.perSecond), unit: "per_s" },
    {
      name: "api_event_list_vs_bare_sql_ratio",
      value: of((r) => r.eventList.perSecond / r.bareSql.perSecond),
      unit: "ratio",
    },
    { name: "api_event_list_p50_ms", value: of((r) => r.eventList.p50Ms), unit: "ms" },
    { name: "api_event_list_p99_ms", value: of((r) => r.eventList.p99Ms), unit: "ms" },
    { name: "api_event_list_p99_ms_c8", value: of((r) => r.eventListFew.p99Ms), unit: "ms" },
    {
      name: "api_health_vs_node_ratio",
      value: of((r) => r.health.perSecond / r.helloBeforeHealth.perSecond),
      unit: "ratio",
    },
  ];
  const notModified = measured.flatMap((r) =>
    r.notModified === null
      ? []
      : [
          {
            vsNode: r.notModified.perSecond / r.helloBeforeNotModified.perSecond,
            vsFramework: r.notModified.perSecond / r.minimalApi.perSecond,
          },
        ],
  );
  // The framework's own floor, and health and the 304 against it (see withMinimalApi).
  figures.push(
    {
      name: "api_minimal_httpapi_vs_node_ratio",
      value: of((r) => r.minimalApi.perSecond / r.helloBeforeHealth.perSecond),
      unit: "ratio",
    },
    {
      name: "api_health_vs_minimal_httpapi_ratio",
      value: of((r) => r.health.perSecond / r.minimalApi.perSecond),
      unit: "ratio",
    },
  );
  if (notModified.length === measured.length) {
    figures.push(
      {
        name: "api_event_list_304_vs_node_ratio",
        value: median(notModified.map((r) => r.vsNode)),
        unit: "ratio",
      },
      {
        name: "api_event_list_304_vs_minimal_httpapi_ratio",
        value: median(notModified.map((r) => r.vsFramework)),
        unit: "ratio",
      },
    );
  } else {
    console.error(
      `# api_event_list_304_vs_node_ratio${suffix} not measured: GET /api/event answers without an ETag, so there is nothing to revalidate`,
    );
  }
  if (process.env.BENCH_VERBOSE) {
    for (const [index, r] of measured.entries()) {
      console.error(
        `# ${engine} round ${index + 1}: bare SQL ${r.bareSql.perSecond.toFixed(0)}/s, list ${r.eventList.perSecond.toFixed(0)}/s p50 ${r.eventList.p50Ms} p99 ${r.eventList.p99Ms} ms; hello ${r.helloBeforeHealth.perSecond.toFixed(0)}/s, minimal HttpApi ${r.minimalApi.perSecond.toFixed(0)}/s, health ${r.health.perSecond.toFixed(0)}/s; hello ${r.helloBeforeNotModified.perSecond.toFixed(0)}/s, 304 ${r.notModified?.perSecond.toFixed(0) ?? "-"}/s; list c8 p99 ${r.eventListFew.p99Ms} ms`,
      );
    }
  }
  return figures.map((figure) => ({ ...figure, name: `${figure.name}${suffix}` }));
}

/** Every API figure, for each engine this machine has. */
export async function benchApi(): Promise<Array<BenchFigure>> {
  const figures: Array<BenchFigure> = [];
  for (const engine of engines) figures.push(...apiFigures(engine, await measureApiOn(engine)));
  return figures;
}

await runAlone(import.meta.url, benchApi);
