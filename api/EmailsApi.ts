import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import {
  Email,
  EmailRemoved,
  EmailRemoveParams,
  EmailSend,
  EmailSent,
  EmailStatus,
  EmailSummary,
} from "./Email";
import { DataEnvelope } from "./Envelope";
import {
  BadRequest,
  NotFound,
  NotModified,
  revalidatable,
  ServiceUnavailable,
  TooManyRequests,
} from "./errors";
import { PageEnvelope, PageParams } from "./Page";
import { Authentication, FunctionsKey } from "./security";

/**
 * The e-mail calls of SPEC §7; e-mails are listed newest first. `send` is
 * rate limited (429) and answers 503 when the mail server does not take the
 * message.
 */
export class EmailsApi extends HttpApiGroup.make("emails")
  .add(
    HttpApiEndpoint.get("list", "/email")
      .setUrlParams(Schema.Struct({ ...PageParams.fields, status: Schema.optional(EmailStatus) }))
      .addSuccess(PageEnvelope(EmailSummary))
      .addError(BadRequest)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.post("send", "/email/send")
      .setPayload(EmailSend)
      .addSuccess(DataEnvelope(EmailSent), { status: 202 })
      .addError(BadRequest)
      .addError(TooManyRequests)
      .addError(ServiceUnavailable),
  )
  .add(
    HttpApiEndpoint.get("get", "/email/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .addSuccess(DataEnvelope(Email))
      .addError(NotFound)
      .addError(NotModified)
      .annotateContext(revalidatable),
  )
  .add(
    HttpApiEndpoint.del("remove", "/email/:id")
      .setPath(Schema.Struct({ id: Schema.String }))
      .setUrlParams(EmailRemoveParams)
      .addSuccess(DataEnvelope(EmailRemoved))
      .addError(BadRequest)
      .addError(NotFound),
  )
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
