import { Schema } from "effect";

/** Every successful answer of the product API: `{ "data": ... }` (SPEC §7). */
export const DataEnvelope = <A, I, R>(data: Schema.Schema<A, I, R>) => Schema.Struct({ data });

/**
 * The body of every error answer: `{ "error": { "code", "message" } }`, with
 * `field` naming the offending field of a 400.
 */
export const ErrorDetail = Schema.Struct({
  code: Schema.String,
  message: Schema.String,
  field: Schema.optional(Schema.String),
});
export type ErrorDetail = typeof ErrorDetail.Type;
