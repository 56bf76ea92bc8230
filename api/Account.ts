import { Schema } from "effect";

/**
 * `DELETE /user/me`: the user types their account's e-mail address to say
 * they mean it.
 */
export const AccountDeletion = Schema.Struct({
  email: Schema.String.annotations({
    title: "email",
    description: "The account's e-mail address, typed by the user",
  }),
});
export type AccountDeletion = typeof AccountDeletion.Type;

/** What deleting the account did: the subscriptions it cancelled at the billing provider. */
export const AccountDeleted = Schema.Struct({
  id: Schema.String,
  cancelledSubscriptions: Schema.Array(Schema.String),
});
export type AccountDeleted = typeof AccountDeleted.Type;

/**
 * `GET /plan`: what the user's plan allows, and how much of this calendar
 * month's e-mail allowance (in the family's time zone) is used.
 */
export const PlanAllowance = Schema.Struct({
  plan: Schema.Literal("free", "family"),
  /** A trial counts as Family. */
  trial: Schema.Boolean,
  /** E-mails read a calendar month; null: no limit. */
  monthlyEmailLimit: Schema.NullOr(Schema.Number),
  emailsReadThisMonth: Schema.Number,
  /** E-mails kept over the limit, read once the plan allows it. */
  emailsOverLimit: Schema.Number,
  memberFeeds: Schema.Boolean,
  priorityProcessing: Schema.Boolean,
  senderReview: Schema.Boolean,
});
export type PlanAllowance = typeof PlanAllowance.Type;
