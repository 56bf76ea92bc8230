/**
 * The server's side of its embedded database's thread (server/db/pgliteWorker.ts):
 * statements and transactions cross as messages, so PGlite's query execution
 * uses another core while this thread parses, encodes and writes HTTP.
 *
 * When the thread stops (it crashed, or was ended) every waiting statement
 * fails at once with a message saying so, and so does every later one: a
 * caller never waits for an answer that cannot come.
 *
 * The users' data versions (read for every revalidation) are kept here once
 * read, until the thread's notice says one changed. That is exact only
 * because this process owns the folder and every statement crosses this one
 * thread, so the notices see every committed write; PostgreSQL, which several
 * processes may share, keeps no copy. The thread posts a notice before any
 * reply that could show the write, and messages arrive in the order posted,
 * so a copy is dropped before anything here can have seen its data change.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { SqlSession } from "./Database";
import { dataVersionQuery, versionOfRows } from "./dataVersionRead";
import type { WorkerNotice, WorkerReply, WorkerRequest } from "./pgliteProtocol";

/** A request without its id: the client numbers them. */
type Request = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, "id">
    : never
  : never;

export interface PgliteThread {
  /** Statements on their own, outside any transaction. */
  readonly session: SqlSession;
  /** Rows as arrays of values, for drizzle's proxy driver. */
  readonly queryArrays: (
    text: string,
    params: ReadonlyArray<unknown>,
  ) => Promise<ReadonlyArray<ReadonlyArray<unknown>>>;
  /** A user's data version: the copy kept here, or one read (and kept) through the thread. */
  readonly dataVersion: (userId: string) => Promise<string>;
  /** BEGIN, `body` on the transaction's session, then COMMIT, or ROLLBACK when it throws. */
  readonly transaction: <A>(body: (sql: SqlSession) => Promise<A>) => Promise<A>;
  /** Rolls back what is open, closes the database and ends the thread. */
  readonly close: () => Promise<void>;
  /** Ends the thread at once, as a crash would (for tests). */
  readonly terminate: () => Promise<void>;
}

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * Statements that could turn the thread's notices off (its session setting,
 * or its LISTEN). None of Corkboard's does; if one ever crosses, the copies
 * are dropped and no more are kept, rather than trusted without notices.
 */
const silencesNotices =
  /(^|;)\s*(reset|discard|unlisten|set\s+(session\s+|local\s+)?corkboard\.data_version_notices)\b|set_config\s*\(\s*'corkboard\.data_version_notices/i;

/** Starts the thread on PGlite's `directory`; resolves once the database is open. */
export function startPgliteThread(directory: string): Promise<PgliteThread> {
  const worker = new Worker(new URL("./pgliteWorker.ts", import.meta.url), {
    workerData: { directory },
    // The thread runs TypeScript as the server does (npm start runs under tsx).
    execArgv: ["--import", tsxLoader],
  });
  const pending = new Map<
    number,
    {
      resolve: (value: unknown) => void;
      reject: (error: Error) => void;
      /** Runs as the reply arrives, before any later message (a notice) is handled. */
      onReply?: ((value: unknown) => void) | undefined;
    }
  >();
  let nextId = 1;
  let stopped: string | null = null;
  /** The data versions read, by user id; emptied for good once keeping them is unsafe. */
  const versions = new Map<string, string>();
  let keepingVersions = true;
  const stopKeepingVersions = () => {
    keepingVersions = false;
    versions.clear();
  };
  let opened: { resolve: () => void; reject: (error: Error) => void } | null = null;

  // The thread holds the process open only while an answer is awaited, as
  // an idle database on this thread did not.
  const holdWhileWaiting = () => (pending.size > 0 ? worker.ref() : worker.unref());

  const stop = (reason: string) => {
    if (stopped !== null) return;
    stopped = reason;
    stopKeepingVersions();
    const error = new Error(reason);
    opened?.reject(error);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on("message", (message: WorkerReply | WorkerNotice) => {
    if ("notice" in message) {
      if (message.userId === "*") versions.clear();
      else versions.delete(message.userId);
      return;
    }
    if (message.id === 0) {
      if (message.ok) opened?.resolve();
      else opened?.reject(new Error(message.message));
      return;
    }
    const waiting = pending.get(message.id);
    if (waiting === undefined) return;
    pending.delete(message.id);
    holdWhileWaiting();
    if (message.ok) waiting.onReply?.(message.value);
    if (message.ok) waiting.resolve(message.value);
    else waiting.reject(new Error(message.message));
  });
  worker.on("error", (error) => stop(`The embedded database's thread failed: ${error.message}`));
  worker.on("exit", (code) =>
    stop(`The embedded database's thread has stopped (exit code ${code})`),
  );

  const send = (request: Request, onReply?: (value: unknown) => void): Promise<unknown> => {
    if (stopped !== null) return Promise.reject(new Error(stopped));
    if ("text" in request && silencesNotices.test(request.text)) stopKeepingVersions();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, onReply });
      holdWhileWaiting();
      worker.postMessage({ ...request, id } as WorkerRequest);
    });
  };

  const sessionIn = (tx: number | undefined): SqlSession => ({
    query: async <Row>(text: string, params: ReadonlyArray<unknown> = []) =>
      (await send({ kind: "query", text, params, arrays: false, tx })) as ReadonlyArray<Row>,
    exec: async (text) => {
      await send({ kind: "exec", text, tx });
    },
  });

  const thread: PgliteThread = {
    session: sessionIn(undefined),
    queryArrays: async (text, params) =>
      (await send({ kind: "query", text, params, arrays: true })) as ReadonlyArray<
        ReadonlyArray<unknown>
      >,
    dataVersion: async (userId) => {
      const kept = keepingVersions ? versions.get(userId) : undefined;
      if (kept !== undefined) return kept;
      const rows = (await send(
        { kind: "query", text: dataVersionQuery, params: [userId], arrays: false },
        // Kept as the reply arrives: a notice posted after this read was
        // answered is handled after this, and drops it.
        (value) => {
          if (keepingVersions)
            versions.set(userId, versionOfRows(value as ReadonlyArray<{ version: string }>));
        },
      )) as ReadonlyArray<{ version: string }>;
      return versionOfRows(rows);
    },
    transaction: async (body) => {
      const tx = (await send({ kind: "begin" })) as number;
      let value: Awaited<ReturnType<typeof body>>;
      try {
        value = await body(sessionIn(tx));
      } catch (error) {
        await send({ kind: "end", tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ kind: "end", tx, commit: true });
      return value;
    },
    close: async () => {
      if (stopped === null) await send({ kind: "close" }).catch(() => undefined);
      await worker.terminate();
    },
    terminate: async () => {
      await worker.terminate();
    },
  };

  return new Promise<PgliteThread>((resolve, reject) => {
    opened = {
      resolve: () => {
        opened = null;
        worker.unref();
        resolve(thread);
      },
      reject: (error) => {
        opened = null;
        worker.terminate().finally(() => reject(error));
      },
    };
  });
}
