import { Effect } from "effect";
import type { SqlSession } from "../db/Database";
import { DatabaseError } from "../db/DatabaseError";

/** One query on a session (a transaction's or the pool's), as an Effect. */
export const sqlRows = <Row>(sql: SqlSession, text: string, params: ReadonlyArray<unknown> = []) =>
  Effect.tryPromise({ try: () => sql.query<Row>(text, params), catch: DatabaseError.from });

export const sqlFirst = <Row>(sql: SqlSession, text: string, params: ReadonlyArray<unknown> = []) =>
  Effect.map(sqlRows<Row>(sql, text, params), (rows) => rows[0]);
