import type pg from "pg";

/**
 * PostgreSQL statements with parameters run as named prepared statements:
 * each pool connection parses and plans a text once and keeps the plan
 * (PostgreSQL moves to a generic plan when it costs no more than the
 * custom ones), rather than parsing and planning it on every call. On the
 * bench's event list (50 of 200 events, 64 connections, server and
 * database on one 2-core machine) that was about 1.5× the requests per
 * second: planning was a large share of the machine's CPU.
 *
 * A text's name is given once per process, for at most `maxNamed` texts (a
 * text beyond them runs unnamed, as before), so a query built with a
 * varying number of placeholders cannot fill the server's memory.
 *
 * A prepared statement whose result columns change under it (a table
 * altered by another process's migration: PostgreSQL's "cached plan must
 * not change result type") fails on every connection that holds it; the
 * text is then given a new name, so each connection parses it afresh, and a
 * call outside a transaction runs again at once (inside one, the
 * transaction has failed already: the next one succeeds).
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private issued = 0;

  constructor(private readonly maxNamed = 500) {}

  /** The text's statement name, or undefined when it runs unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= this.maxNamed) return known;
    return this.rename(text);
  }

  /** A new name for the text: its old statement is not used again. */
  rename(text: string): string {
    this.issued += 1;
    const name = `corkboard_${this.issued}`;
    this.names.set(text, name);
    return name;
  }
}

/** PostgreSQL's refusal to run a prepared statement whose result columns changed. */
export const isStaleResultType = (error: unknown): boolean =>
  error instanceof Error &&
  "code" in error &&
  error.code === "0A000" &&
  error.message.includes("cached plan must not change result type");

/**
 * One query on a pool (`retry`: outside a transaction) or a transaction's
 * client; a text without parameters goes as it always went (the simple
 * protocol, which also runs several statements).
 */
export async function preparedQuery<Row>(
  client: pg.Pool | pg.PoolClient,
  statements: PreparedStatements,
  text: string,
  params: ReadonlyArray<unknown>,
  { retry }: { readonly retry: boolean },
): Promise<Array<Row>> {
  const values = [...params];
  const name = values.length === 0 ? undefined : statements.nameOf(text);
  if (name === undefined) return (await client.query(text, values)).rows as Array<Row>;
  try {
    return (await client.query({ name, text, values })).rows as Array<Row>;
  } catch (error) {
    if (!isStaleResultType(error)) throw error;
    const renamed = statements.rename(text);
    if (!retry) throw error;
    return (await client.query({ name: renamed, text, values })).rows as Array<Row>;
  }
}
