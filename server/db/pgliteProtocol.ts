/**
 * The messages between the server and its embedded database's thread
 * (server/db/pgliteClient.ts and server/db/pgliteWorker.ts). Every request
 * carries an id its one reply repeats; reply 0 says the database is open.
 * Notices carry no id: the thread posts one when a committed write changed a
 * user's data version, before the reply of any statement that could see it.
 */
export type WorkerRequest =
  | {
      readonly kind: "query";
      readonly id: number;
      readonly text: string;
      readonly params: ReadonlyArray<unknown>;
      /** Rows as arrays of values (drizzle's proxy asks for them) rather than objects. */
      readonly arrays: boolean;
      /** The open transaction it belongs to; none runs it on its own. */
      readonly tx?: number | undefined;
    }
  | {
      readonly kind: "exec";
      readonly id: number;
      readonly text: string;
      readonly tx?: number | undefined;
    }
  /** Answers with the new transaction's number once BEGIN has run. */
  | { readonly kind: "begin"; readonly id: number }
  /** COMMIT (or ROLLBACK) of an open transaction. */
  | { readonly kind: "end"; readonly id: number; readonly tx: number; readonly commit: boolean }
  /** Rolls back what is open and closes the database. */
  | { readonly kind: "close"; readonly id: number };

export type WorkerReply =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** A user's data version changed (`*`: every user's may have). */
export interface WorkerNotice {
  readonly notice: "dataVersion";
  readonly userId: string;
}
