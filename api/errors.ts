import { HttpApiSchema, OpenApi } from "@effect/platform";
import { Schema } from "effect";
import { ErrorDetail } from "./Envelope";

/** 400: the payload or a parameter is not acceptable; `error.field` names it. */
export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 400 }),
) {
  static field(field: string, message: string, code = "invalid_request") {
    return new BadRequest({ error: { code, message: `${field}: ${message}`, field } });
  }
}

/** 404: no such route or no such row for this user. */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 404 }),
) {
  static of(what: string) {
    return new NotFound({ error: { code: "not_found", message: `No such ${what}` } });
  }
}

/** 403: the account may not do this (its plan does not include it). */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 403 }),
) {
  static because(code: string, message: string) {
    return new Forbidden({ error: { code, message } });
  }
}

/** 429: too many requests of this kind; try again later. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 429 }),
) {}

/** 503: a dependency the server needs (the database) is not answering. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 503 }),
) {}

/**
 * 304, no body: the request's `If-None-Match` names the answer's current
 * `ETag`, so what the caller has is still right. Readable answers carry
 * `ETag` (weak, built from the user's data version and the request's path
 * and query) and `Cache-Control: private, no-cache`.
 */
export class NotModified extends HttpApiSchema.EmptyError<NotModified>()({
  tag: "NotModified",
  status: 304,
}) {}

/**
 * The OpenAPI of a read answered with an `ETag`: the `If-None-Match` it
 * takes and the headers of its 200 and 304 (annotate the endpoint with
 * `OpenApi.Transform` and this, beside `.addError(NotModified)`).
 */
export const revalidatableOperation = (operation: Record<string, unknown>) => {
  const headers = {
    ETag: {
      description: "Weak; changes whenever the user's data changes. Send it back in If-None-Match.",
      schema: { type: "string" },
    },
    "Cache-Control": { schema: { type: "string", enum: ["private, no-cache"] } },
  };
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const responses = (operation.responses ?? {}) as Record<string, Record<string, unknown>>;
  return {
    ...operation,
    parameters: [
      ...parameters,
      {
        name: "If-None-Match",
        in: "header",
        required: false,
        description: "The ETag of the answer the caller has: 304 while it is still current.",
        schema: { type: "string" },
      },
    ],
    responses: Object.fromEntries(
      Object.entries(responses).map(([status, response]) => [
        status,
        status === "200" || status === "304" ? { ...response, headers } : response,
      ]),
    ),
  };
};

/** Annotates a read endpoint with `revalidatableOperation`. */
export const revalidatable = OpenApi.annotations({ transform: revalidatableOperation });
