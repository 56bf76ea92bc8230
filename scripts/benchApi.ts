/**
 * Product API figures for `npm run bench`, on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL (those figures end in `_pg`).
 *
 * For each engine: a fresh database with a user of 200 events, an API-only
 * server on it, and load from autocannon in its own process (scripts/benchLoad.ts)
 * on an authenticated `GET /api/event` (the default page, 50 events) with 64
 * and with 8 connections, on `/api/health`, and on the list revalidated with
 * `If-None-Match`. Beside them, in the same run: a bare `node:http`
 * hello-world, and a bare `node:http` server running the same list query on
 * the same engine (scripts/benchBareSql.ts), each in its own process: the
 * floors the ratios are taken against.
 *
 * `npx tsx scripts/benchApi.ts` prints these figures alone (no build needed).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { Effect } from "effect";
import type { ServerConfig } from "../server/config";
import { defaultFunctionsKey } from "../server/config";
import { Database } from "../server/db/Database";
import { databaseLayerFor } from "../server/db/layer";
import { migrate } from "../server/db/migrate";
import { findOrCreateAccount, seedAccount } from "../server/seed/seed";
import { type EngineName, engines, freshDatabase } from "../tests/server/support/databases";
import { type BenchFigure, runAlone } from "./benchFigure";
import { type LoadResult, load } from "./benchLoad";
import { authKeyHeaders, freePort, spawnServer } from "./serverProcess";

export const benchConnections = 64;
const fewConnections = 8;
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
export function measureHelloWorld(): Promise<LoadResult> {
  return withPortProcess(["-e", helloWorld], {}, (port) =>
    load({ url: `http://127.0.0.1:${port}/` }, { connections: benchConnections }),
  );
}

/** The second floor: the same list query on the same engine, bare (scripts/benchBareSql.ts). */
function measureBareSql(env: Record<string, string>, userId: string): Promise<LoadResult> {
  const script = path.join(import.meta.dirname, "benchBareSql.ts");
  return withPortProcess(["--import", "tsx", script], { ...env, BENCH_USER_ID: userId }, (port) =>
    load({ url: `http://127.0.0.1:${port}/` }, { connections: benchConnections }),
  );
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
  readonly bareSql: LoadResult;
  readonly eventList: LoadResult;
  readonly eventListFew: LoadResult;
  readonly health: LoadResult;
  /** Null while the list answers carry no ETag. */
  readonly notModified: LoadResult | null;
}

/** The product server's figures, against `origin` (which serves `account`). */
async function measureServer(origin: string, account: BenchAccount) {
  const headers = {
    "x-functions-key": defaultFunctionsKey,
    authorization: `Bearer ${await signIn(origin, account)}`,
    accept: "application/json",
  };
  const list = `${origin}/api/event`;
  // One checked request first: the bench measures real answers, not errors.
  const probe = await fetch(list, { headers });
  const body = await probe.text();
  if (probe.status !== 200) throw new Error(`GET /api/event answered ${probe.status}: ${body}`);
  const listed = (JSON.parse(body) as { data?: unknown[] }).data?.length ?? 0;
  if (listed === 0) throw new Error(`GET /api/event listed no events: ${body.slice(0, 300)}`);
  const etag = probe.headers.get("etag");

  const eventList = await load({ url: list, headers }, { connections: benchConnections });
  const eventListFew = await load({ url: list, headers }, { connections: fewConnections });
  const health = await load({ url: `${origin}/api/health` }, { connections: benchConnections });
  const notModified =
    etag === null
      ? null
      : await load(
          { url: list, headers: { ...headers, "if-none-match": etag }, status: 304 },
          { connections: benchConnections },
        );
  return { eventList, eventListFew, health, notModified };
}

/** A fresh database of `engine`, its bare floor, then an API-only server on it under load. */
export async function measureApiOn(engine: EngineName): Promise<ApiFigures> {
  const fresh = await freshDatabase(engine);
  try {
    const account = await prepareApiBench(fresh.config);
    const bareSql = await measureBareSql(fresh.env, account.id);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawnServer({ ...fresh.env, PORT: String(port), PUBLIC_URL: origin });
    try {
      await server.waitFor(/Corkboard is running/, 60_000);
      return { bareSql, ...(await measureServer(origin, account)) };
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    await fresh.dispose();
  }
}

/** The figures of one engine; PostgreSQL's names end in `_pg`. */
export function apiFigures(
  engine: EngineName,
  api: ApiFigures,
  helloWorld: LoadResult,
): Array<BenchFigure> {
  const suffix = engine === "postgres" ? "_pg" : "";
  const figures: Array<BenchFigure> = [
    { name: "api_event_list_rps", value: api.eventList.perSecond, unit: "per_s" },
    {
      name: "api_event_list_vs_bare_sql_ratio",
      value: api.eventList.perSecond / api.bareSql.perSecond,
      unit: "ratio",
    },
    { name: "api_event_list_p50_ms", value: api.eventList.p50Ms, unit: "ms" },
    { name: "api_event_list_p99_ms", value: api.eventList.p99Ms, unit: "ms" },
    { name: "api_event_list_p99_ms_c8", value: api.eventListFew.p99Ms, unit: "ms" },
    {
      name: "api_health_vs_node_ratio",
      value: api.health.perSecond / helloWorld.perSecond,
      unit: "ratio",
    },
  ];
  if (api.notModified !== null) {
    figures.push({
      name: "api_event_list_304_vs_node_ratio",
      value: api.notModified.perSecond / helloWorld.perSecond,
      unit: "ratio",
    });
  } else {
    console.error(
      `# api_event_list_304_vs_node_ratio${suffix} not measured: GET /api/event answers without an ETag, so there is nothing to revalidate`,
    );
  }
  if (process.env.BENCH_VERBOSE) {
    console.error(
      `# ${engine}: list ${api.eventList.perSecond.toFixed(0)}/s p50 ${api.eventList.p50Ms} ms; bare SQL ${api.bareSql.perSecond.toFixed(0)}/s p99 ${api.bareSql.p99Ms} ms; health ${api.health.perSecond.toFixed(0)}/s; hello-world ${helloWorld.perSecond.toFixed(0)}/s`,
    );
  }
  return figures.map((figure) => ({ ...figure, name: `${figure.name}${suffix}` }));
}

/** Every API figure: each engine this machine has, and the hello-world floor once. */
export async function benchApi(): Promise<Array<BenchFigure>> {
  const helloWorld = await measureHelloWorld();
  const figures: Array<BenchFigure> = [];
  for (const engine of engines)
    figures.push(...apiFigures(engine, await measureApiOn(engine), helloWorld));
  return figures;
}

await runAlone(import.meta.url, benchApi);
