import { Schema } from "effect";

/** A query, a connection or a migration failed; the message says why. */
export class DatabaseError extends Schema.TaggedError<DatabaseError>()("DatabaseError", {
  message: Schema.String,
}) {
  static from(cause: unknown): DatabaseError {
    return new DatabaseError({ message: cause instanceof Error ? cause.message : String(cause) });
  }
}
