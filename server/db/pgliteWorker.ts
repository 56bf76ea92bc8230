/**
 * The embedded database's own thread: it opens PGlite on the folder it is
 * given and answers the requests of server/db/pgliteClient.ts, so the
 * WebAssembly query execution runs beside the server's event loop rather
 * than on it. A failed statement is answered as a failure; it never ends
 * the thread.
 *
 * A transaction is PGlite's own (BEGIN…COMMIT on its one connection): while
 * one is open, PGlite holds every other statement and transaction back, so
 * two never interleave.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { dataVersionChannel, dataVersionNoticesSetting } from "./dataVersionRead";
import type { WorkerNotice, WorkerReply, WorkerRequest } from "./pgliteProtocol";

const port = parentPort;
if (port === null) throw new Error("pgliteWorker.ts runs as a worker thread");

const { directory } = workerData as { readonly directory: string };

/** An open transaction's session, and how the client decides its end. */
interface OpenTransaction {
  readonly tx: Transaction;
  readonly decide: (commit: boolean) => void;
}

const transactions = new Map<number, OpenTransaction>();
/** How each transaction's PGlite call settles (a failed COMMIT included). */
const settling = new Map<number, Promise<void>>();
let nextTransaction = 1;

const reply = (message: WorkerReply | WorkerNotice) => port.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

class RolledBack extends Error {}

/** Opens a transaction and answers once BEGIN has run; it stays open until its `end`. */
function begin(db: PGlite, id: number): void {
  const number = nextTransaction++;
  let decide: (commit: boolean) => void = () => undefined;
  const decided = new Promise<boolean>((resolve) => {
    decide = resolve;
  });
  let begun = false;
  const settled = db
    .transaction(async (tx) => {
      begun = true;
      transactions.set(number, { tx, decide });
      reply({ id, ok: true, value: number });
      if (!(await decided)) throw new RolledBack();
    })
    .then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      },
    )
    .finally(() => transactions.delete(number));
  settling.set(number, settled);
  settled.catch((error: unknown) => {
    // BEGIN itself failed: the caller is still waiting for its answer.
    if (!begun) {
      settling.delete(number);
      reply({ id, ok: false, message: messageOf(error) });
    }
  });
}

async function handle(db: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case "query": {
      const session = sessionOf(db, request.tx);
      const result = await session.query(request.text, [...request.params], {
        rowMode: request.arrays ? "array" : "object",
      });
      return result.rows;
    }
    case "exec": {
      await sessionOf(db, request.tx).exec(request.text);
      return null;
    }
    case "end": {
      const open = transactions.get(request.tx);
      const settled = settling.get(request.tx);
      if (open === undefined || settled === undefined)
        throw new Error(`No open transaction ${request.tx}`);
      settling.delete(request.tx);
      open.decide(request.commit);
      await settled;
      return null;
    }
    case "close": {
      clearInterval(refresh);
      for (const open of transactions.values()) open.decide(false);
      await Promise.allSettled(settling.values());
      await db.close();
      return null;
    }
    case "begin":
      throw new Error("begin is answered by begin()");
  }
}

function sessionOf(db: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (open === undefined) throw new Error(`No open transaction ${tx}`);
  return open.tx;
}

/**
 * How often the planner's statistics are refreshed. PGlite has no
 * autovacuum, so without this they are never collected: the planner then
 * guesses one row a table and picks plans for that (the event list ran about
 * three times slower than with statistics).
 */
const analyzeEveryMs = 10 * 60_000;

let refresh: ReturnType<typeof setInterval> | undefined;

/** ANALYZE, taking its turn between statements as any statement does. */
const analyze = (db: PGlite) =>
  db.exec("analyze").catch((error: unknown) => {
    console.error(`The embedded database could not refresh its statistics: ${messageOf(error)}`);
  });

/**
 * Migration 0016's notices, for the server's copy of the data versions.
 * PGlite calls the listener in a microtask queued while it reads the
 * committing statement's answer, so the notice is posted before that
 * statement's reply and before any later statement runs: the server drops a
 * copy before anything can show it the write.
 */
async function reportVersionChanges(db: PGlite): Promise<void> {
  await db.exec(`set ${dataVersionNoticesSetting} = on`);
  await db.listen(dataVersionChannel, (userId) => reply({ notice: "dataVersion", userId }));
}

try {
  const db = await PGlite.create(directory);
  await reportVersionChanges(db);
  await analyze(db);
  refresh = setInterval(() => void analyze(db), analyzeEveryMs);
  refresh.unref();
  port.on("message", (request: WorkerRequest) => {
    if (request.kind === "begin") {
      begin(db, request.id);
      return;
    }
    handle(db, request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, message: messageOf(error) }),
    );
  });
  reply({ id: 0, ok: true, value: "ready" });
} catch (error) {
  reply({ id: 0, ok: false, message: messageOf(error) });
}
