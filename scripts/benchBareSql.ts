/**
 * The bench's floor for `GET /api/event`: a bare `node:http` server, in its
 * own process, that runs the product's list query for one user on the same
 * engine (PGlite in DATA_DIR, on this thread, or PostgreSQL at DATABASE_URL
 * through a pool like the server's), maps the rows as the product does and
 * `JSON.stringify`s the page. No routing, authentication or Schema: what is
 * left is what any server must do for this answer.
 *
 * Started by scripts/benchApi.ts; prints its port on the first line.
 */
import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PAGE_LIMIT_DEFAULT } from "../api/Page";
import type { SqlSession } from "../server/db/Database";
import { listEvents, toCalendarEvent } from "../server/product/events/repo";
import { pageOf } from "../server/product/shared";

const userId = process.env.BENCH_USER_ID ?? "";
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? "";

async function openSession(): Promise<{ sql: SqlSession; close: () => Promise<void> }> {
  if (databaseUrl !== undefined && databaseUrl !== "") {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return {
      sql: {
        query: async <Row>(text: string, params: ReadonlyArray<unknown> = []) =>
          (await pool.query(text, [...params])).rows as Row[],
        exec: async (text) => {
          await pool.query(text);
        },
      },
      close: () => pool.end(),
    };
  }
  const db = await PGlite.create(path.resolve(dataDir, "pglite"));
  return {
    sql: {
      query: async <Row>(text: string, params: ReadonlyArray<unknown> = []) =>
        (await db.query<Row>(text, [...params])).rows,
      exec: async (text) => {
        await db.exec(text);
      },
    },
    close: () => db.close(),
  };
}

const { sql, close } = await openSession();
const page = { limit: PAGE_LIMIT_DEFAULT, after: null };

const server = http.createServer((_request, response) => {
  listEvents(sql, userId, {}, page).then(
    (rows) => {
      const body = JSON.stringify(pageOf(rows, page.limit, toCalendarEvent));
      response.writeHead(200, { "content-type": "application/json" });
      response.end(body);
    },
    (error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    },
  );
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(typeof address === "object" && address !== null ? address.port : 0);
});
process.on("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
