import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Option, Redacted } from "effect";
import pg from "pg";
import type { ServerConfig } from "../../../server/config";

export type EngineName = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const engines: ReadonlyArray<EngineName> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface FreshDatabase {
  readonly config: Pick<ServerConfig, "databaseUrl" | "dataDir">;
  /** The environment that points a server process at this database. */
  readonly env: Record<string, string>;
  readonly dispose: () => Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (url === undefined) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/**
 * An empty database of the given engine: a new DATA_DIR for PGlite, a new
 * database on the TEST_DATABASE_URL server for PostgreSQL (the role needs
 * CREATEDB). Dispose removes it.
 */
export async function freshDatabase(engine: EngineName): Promise<FreshDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "corkboard-test-"));
  if (engine === "pglite") {
    return {
      config: { dataDir, databaseUrl: Option.none() },
      env: { DATA_DIR: dataDir },
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `corkboard_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    config: { dataDir, databaseUrl: Option.some(Redacted.make(url.toString())) },
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dispose: async () => {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      // An autovacuum worker may be on the fresh database for a moment; a role that is not a
      // superuser may not end it (42501), so the drop waits for it to finish and tries again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await client.query(`drop database if exists ${name} with (force)`);
          break;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== "42501" || attempt === 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
