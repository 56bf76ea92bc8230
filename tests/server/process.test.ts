import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, type ServerProcess, spawnServer } from "../../scripts/serverProcess";
import { readMigrations } from "../../server/db/migrate";
import { engines, type FreshDatabase, freshDatabase } from "./support/databases";

const running: ServerProcess[] = [];
let fresh: FreshDatabase | undefined;

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    await server.exited;
  }
  await fresh?.dispose();
  fresh = undefined;
});

function start(env: Record<string, string>) {
  const server = spawnServer(env);
  running.push(server);
  return server;
}

describe("the server process", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "prints its URL, serves, and on %s shuts down cleanly",
    async (signal) => {
      fresh = await freshDatabase("pglite");
      const port = await freePort();
      const server = start({ ...fresh.env, PORT: String(port) });
      await server.waitFor(/Corkboard is running at http:\/\/localhost:\d+/);
      expect(server.output()).toContain(`http://localhost:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(fs.existsSync(path.join(fresh.config.dataDir, "corkboard.pid"))).toBe(true);

      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain("Corkboard stopped.");
      // The embedded database was closed and its folder released.
      expect(fs.existsSync(path.join(fresh.config.dataDir, "corkboard.pid"))).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    },
  );

  it.each([
    ["PORT", "http"],
    ["DATABASE_URL", "mysql://localhost/corkboard"],
    ["PUBLIC_URL", "localhost:8787"],
  ])("stops with a message naming %s when it is bad", async (name, value) => {
    fresh = await freshDatabase("pglite");
    const server = start({ ...fresh.env, [name]: value });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(new RegExp(`Configuration error: .*${name}`));
    expect(server.output()).not.toContain("Corkboard is running");
  });

  it("stops with the reason when the PostgreSQL server cannot be reached", async () => {
    const port = await freePort();
    const server = start({ DATABASE_URL: `postgres://nobody:nothing@127.0.0.1:${port}/none` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Database error: .*ECONNREFUSED/);
  });
});

describe("two processes starting at once", () => {
  it("on one embedded DATA_DIR: one serves, the other stops with a clear message", async () => {
    fresh = await freshDatabase("pglite");
    const [portA, portB] = [await freePort(), await freePort()];
    const a = start({ ...fresh.env, PORT: String(portA) });
    const b = start({ ...fresh.env, PORT: String(portB) });
    const first = await Promise.race([
      a.exited.then(() => ({ stopped: a, other: b })),
      b.exited.then(() => ({ stopped: b, other: a })),
    ]);
    expect(first.stopped.output()).toMatch(/DATA_DIR .* is in use by another Corkboard process/);
    expect(await first.stopped.exited).toBe(1);
    await first.other.waitFor(/Corkboard is running/);
  });

  // Registered only with a PostgreSQL server to run on (see engines).
  const onPostgres = engines.includes("postgres") ? it : undefined;
  onPostgres?.("on one PostgreSQL database: both serve, and each migration ran once", async () => {
    fresh = await freshDatabase("postgres");
    const current = fresh;
    const ports = [await freePort(), await freePort()];
    const servers = ports.map((port) => start({ ...current.env, PORT: String(port) }));
    await Promise.all(servers.map((server) => server.waitFor(/Corkboard is running/)));
    const applied = servers.filter((server) => server.output().includes("applied 0001"));
    expect(applied).toHaveLength(1);
    for (const port of ports) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await response.json()).toEqual({ data: { status: "ok", database: "postgres" } });
    }
    const client = new pg.Client({ connectionString: current.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query("select id from schema_migration");
    await client.end();
    const ids = (await Effect.runPromise(readMigrations())).map((migration) => migration.id);
    expect(rows.map((row: { id: string }) => row.id).sort()).toEqual(ids);
  });
});
