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
