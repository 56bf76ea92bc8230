import { Schema } from "effect";

/** The most rows one list answer carries; `limit` above it is refused. */
export const PAGE_LIMIT_MAX = 100;
/** The rows a list answers when `limit` is not given. */
export const PAGE_LIMIT_DEFAULT = 50;

/**
 * `?limit=&cursor=` of every list. The cursor is opaque: the `nextCursor`
 * of the previous page.
 */
export const PageParams = Schema.Struct({
  limit: Schema.optional(
    Schema.NumberFromString.pipe(
      Schema.int({ message: () => "limit must be a whole number" }),
      Schema.between(1, PAGE_LIMIT_MAX, {
        message: () => `limit must be between 1 and ${PAGE_LIMIT_MAX}`,
      }),
    ),
  ),
  cursor: Schema.optional(Schema.String),
});
export type PageParams = typeof PageParams.Type;

/** A list answer: `{ data: [...], nextCursor }`, `nextCursor` null on the last page. */
export const PageEnvelope = <A, I, R>(item: Schema.Schema<A, I, R>) =>
  Schema.Struct({
    data: Schema.Array(item),
    nextCursor: Schema.NullOr(Schema.String),
  });
