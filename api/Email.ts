import { Schema } from "effect";
import { EmailAddress, Instant, RequiredText } from "./fields";

/**
 * "review": waiting for the user to approve or block a new sender.
 * "limited": kept but not read, because the Free plan's e-mails for the
 * month were used up; upgrading reads it.
 */
export const EmailStatus = Schema.Literal(
  "received",
  "review",
  "limited",
  "processed",
  "ignored",
  "failed",
);
export type EmailStatus = typeof EmailStatus.Type;

export const Attachment = Schema.Struct({
  name: Schema.String,
  type: Schema.String,
  size: Schema.Number,
});
export type Attachment = typeof Attachment.Type;

/** A forwarded e-mail as the list shows it. */
export const EmailSummary = Schema.Struct({
  id: Schema.String,
  from: Schema.String,
  to: Schema.String,
  subject: Schema.String,
  receivedAt: Instant,
  status: EmailStatus,
  /** Why it was ignored or failed, or what processing found; null while received. */
  statusReason: Schema.NullOr(Schema.String),
  attachments: Schema.Array(Attachment),
  eventIds: Schema.Array(Schema.String),
});
export type EmailSummary = typeof EmailSummary.Type;

/** A forwarded e-mail with its bodies. `html` is as received: the browser sanitises it before showing it. */
export const Email = Schema.Struct({
  ...EmailSummary.fields,
  text: Schema.String,
  html: Schema.NullOr(Schema.String),
});
export type Email = typeof Email.Type;

/** The address `POST /email/send` takes for Corkboard's support team (the Help page's form). */
export const SUPPORT_RECIPIENT = "support";

/**
 * `POST /email/send`: to the user's own address, a family member's address,
 * or `"support"`.
 */
export const EmailSend = Schema.Struct({
  to: Schema.Union(Schema.Literal(SUPPORT_RECIPIENT), EmailAddress),
  subject: RequiredText("Subject", 200),
  text: RequiredText("Message", 10_000),
});
export type EmailSend = typeof EmailSend.Type;

export const EmailSent = Schema.Struct({
  to: Schema.String,
  messageId: Schema.String,
});
export type EmailSent = typeof EmailSent.Type;

/**
 * `DELETE /email/:id`: the e-mail, its raw message and its attachments are
 * gone; `removedEventIds` lists the events removed with it (only when asked
 * for with `events=true`; otherwise its events stay, no longer linked).
 */
export const EmailRemoved = Schema.Struct({
  id: Schema.String,
  removedEventIds: Schema.Array(Schema.String),
});
export type EmailRemoved = typeof EmailRemoved.Type;

/** Whether `DELETE /email/:id` removes the e-mail's events too. */
export const EmailRemoveParams = Schema.Struct({
  events: Schema.optional(Schema.Literal("true", "false")),
});
