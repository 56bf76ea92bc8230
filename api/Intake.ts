import { Schema } from "effect";
import { EmailAddress, Instant } from "./fields";

/** The address a family forwards school and club mail to: `<slug>@MAIL_DOMAIN`. */
export const ForwardingAddress = Schema.Struct({
  address: Schema.String,
  createdAt: Instant,
});
export type ForwardingAddress = typeof ForwardingAddress.Type;

/** A sender whose mail waits for the user to approve or block them, oldest first. */
export const SenderReview = Schema.Struct({
  sender: Schema.String,
  name: Schema.NullOr(Schema.String),
  firstSeenAt: Instant,
  emailIds: Schema.Array(Schema.String),
  latestSubject: Schema.String,
});
export type SenderReview = typeof SenderReview.Type;

/** `POST /sender-review`: approve (trust and process the waiting mail) or block a sender. */
export const SenderDecision = Schema.Struct({
  sender: EmailAddress,
  decision: Schema.Literal("approve", "block").annotations({
    message: () => "decision must be approve or block",
  }),
});
export type SenderDecision = typeof SenderDecision.Type;

/** What a decision did: the e-mails it queued (approve) or ignored (block). */
export const SenderDecided = Schema.Struct({
  sender: Schema.String,
  decision: Schema.Literal("approve", "block"),
  emailIds: Schema.Array(Schema.String),
});
export type SenderDecided = typeof SenderDecided.Type;

/** One `event: change` of `GET /api/live`: which row of the user's data changed. */
export const LiveChange = Schema.Struct({
  kind: Schema.Literal("email", "event", "review"),
  id: Schema.String,
  action: Schema.Literal("created", "updated", "deleted"),
});
export type LiveChange = typeof LiveChange.Type;
