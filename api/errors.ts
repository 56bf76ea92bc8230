import { HttpApiSchema } from "@effect/platform";
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
