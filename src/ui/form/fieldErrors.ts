import { Either, ParseResult, Schema } from "effect";
import type { DataFailure } from "../../machines/data/dataFailure";

/**
 * Client-side validation with the contract's own Schemas, so the browser
 * and the server say the same thing about the same input. Used by the
 * family form, the trusted senders and the Help page's contact form.
 */

/** One message per field, by the field's name in the payload. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type Checked<A, Field extends string> =
  | { readonly ok: true; readonly value: A }
  | {
      readonly ok: false;
      readonly errors: FieldErrors<Field>;
      /** A message about no field the form shows (none in practice: every field has an input). */
      readonly general: string | null;
    };

/**
 * The first message for each field of a parse error. A field's own rule
 * (a refinement, which carries the contract's wording) wins over the
 * generic "Expected …" a union's other branches add.
 */
export function fieldErrorsOf(error: ParseResult.ParseError): FieldErrors {
  const errors: Record<string, string> = {};
  const refined = new Set<string>();
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    const head = issue.path[0];
    const field = head === undefined ? "" : String(head);
    const isRefinement = issue._tag === "Refinement";
    if (errors[field] === undefined || (isRefinement && !refined.has(field))) {
      errors[field] = issue.message;
      if (isRefinement) refined.add(field);
    }
  }
  return errors;
}

/**
 * Decodes what a form holds with a contract Schema: the payload, or a
 * message for each of the form's fields (`fields` names them, and types the
 * answer).
 */
export function checkWith<A, I, Field extends string>(
  schema: Schema.Schema<A, I, never>,
  input: unknown,
  fields: ReadonlyArray<Field>,
): Checked<A, Field> {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input);
  if (Either.isRight(result)) return { ok: true, value: result.right };
  const all = fieldErrorsOf(result.left);
  const errors: FieldErrors<Field> = {};
  let general: string | null = null;
  for (const [field, message] of Object.entries(all)) {
    if (message === undefined) continue;
    if ((fields as ReadonlyArray<string>).includes(field)) errors[field as Field] = message;
    else general ??= message;
  }
  return { ok: false, errors, general };
}

/**
 * The server's word on a field the form shows: a 400 names the field, and
 * its message starts with the field's name ("Name: Name is required"),
 * which the field's own label makes redundant.
 */
export function serverFieldError<Field extends string>(
  failure: DataFailure | null,
  fields: ReadonlyArray<Field>,
): FieldErrors<Field> {
  if (failure === null || failure.field === undefined) return {};
  const field = fields.find((name) => name === failure.field);
  if (field === undefined) return {};
  const prefix = `${field}: `;
  const message = failure.message.startsWith(prefix)
    ? failure.message.slice(prefix.length)
    : failure.message;
  return { [field]: message } as FieldErrors<Field>;
}

/** Whether a failure is shown at one of the form's fields (otherwise the form shows it as a whole). */
export function isFieldFailure(
  failure: DataFailure | null,
  fields: ReadonlyArray<string>,
): boolean {
  return failure?.field !== undefined && fields.includes(failure.field);
}

/** A failure in words for the form's alert. */
export function failureMessage(failure: DataFailure): string {
  if (failure.status === 0)
    return "Corkboard could not be reached. Check your connection and try again.";
  if (failure.status === 429) return "That was a lot at once. Wait a minute and try again.";
  if (failure.status >= 500) return "Something went wrong on our side. Try again in a moment.";
  return failure.message;
}
