import { HttpServerResponse } from "@effect/platform";
import type { Schema } from "effect";

/**
 * An answer the server built itself, written as JSON without being encoded
 * by its Schema again: the compiler checks the value against the Schema's
 * type, `Schema<A, A>` says encoding would not change it (no
 * transformations), and what encoding would check (the filters) are values
 * the server produced. Encoding a list page was a measurable share of the
 * list's CPU time. The browser still decodes the answer with the Schema.
 */
export const answerOf = <A>(_schema: Schema.Schema<A, A>, value: NoInfer<A>) =>
  HttpServerResponse.unsafeJson(value);

/**
 * A list page of `item`s, written as `answerOf` writes an answer (the page's
 * envelope transforms nothing either); it builds no Schema per request.
 */
export const pageAnswerOf = <A>(
  _item: Schema.Schema<A, A>,
  page: { readonly data: ReadonlyArray<NoInfer<A>>; readonly nextCursor: string | null },
) => HttpServerResponse.unsafeJson(page);
