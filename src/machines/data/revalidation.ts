/**
 * Answers a browser can revalidate (issue 16). A read that sends the
 * validator it holds (the server's ETag, as `If-None-Match`) is answered
 * either with new data and a new validator, or with "not modified" (the
 * server's 304): what the reader holds is still what the server has.
 *
 * The loader and query machines keep the validator beside their data and
 * pass it to their `load` / `fetch` actor; an actor may also answer with a
 * plain value, which is new data without a validator.
 */
export type Revalidation<A = unknown> =
  | {
      readonly type: "revalidation.modified";
      readonly data: A;
      /** The answer's ETag; null when the server sent none. */
      readonly validator: string | null;
    }
  | { readonly type: "revalidation.notModified" };

export const modified = <A>(data: A, validator: string | null): Revalidation<A> => ({
  type: "revalidation.modified",
  data,
  validator,
});

export const notModified: Revalidation<never> = { type: "revalidation.notModified" };

export function isRevalidation(value: unknown): value is Revalidation {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    (value.type === "revalidation.modified" || value.type === "revalidation.notModified")
  );
}

export interface Validated {
  readonly data: unknown;
  readonly validator: string | null;
}

/** What a reader holds after an answer: "not modified" keeps what it held. */
export function afterAnswer(held: Validated, answer: unknown): Validated {
  if (!isRevalidation(answer)) return { data: answer, validator: null };
  return answer.type === "revalidation.notModified"
    ? { data: held.data, validator: held.validator }
    : { data: answer.data, validator: answer.validator };
}
