import { HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ErrorDetail } from "./Envelope";

/** 503: a dependency the server needs (the database) is not answering. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 503 }),
) {}

/** 404: no such route or no such row for this user. */
export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { error: ErrorDetail },
  HttpApiSchema.annotations({ status: 404 }),
) {}
