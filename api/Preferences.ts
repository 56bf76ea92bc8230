import { Schema } from "effect";
import { EmailAddress, TimeZone } from "./fields";

export const WeekStart = Schema.Literal("monday", "sunday", "saturday");
export const Digest = Schema.Literal("off", "daily", "weekly");

/** The family's settings; `trustedSenders` are Setup → Contacts. */
export const Preferences = Schema.Struct({
  timezone: TimeZone,
  /**
   * False while the zone is the default nobody chose (an account made
   * without the browser's zone, or one from before sign-up recorded it):
   * the dashboard then asks for it. A client that sends no value chose the
   * zone it sends.
   */
  timezoneConfirmed: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  weekStartsOn: WeekStart.annotations({
    message: () => "weekStartsOn must be monday, sunday or saturday",
  }),
  trustedSenders: Schema.Array(EmailAddress).pipe(
    Schema.maxItems(200, { message: () => "At most 200 trusted senders" }),
  ),
  autoConfirmEvents: Schema.Boolean,
  digest: Digest.annotations({ message: () => "digest must be off, daily or weekly" }),
  /** Whether the feed's titles start with whose event it is ("Emma: Swim gala"). */
  feedNamesInTitle: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  /** Minutes before an event that the calendar feed's alarm fires; null for none. */
  reminderMinutes: Schema.NullOr(
    Schema.Number.pipe(
      Schema.int({ message: () => "reminderMinutes must be a whole number" }),
      Schema.between(0, 10_080, { message: () => "reminderMinutes must be 0 to 10080 (a week)" }),
    ),
  ),
});
export type Preferences = typeof Preferences.Type;

/**
 * What a new account starts with: the zone given (the browser's, recorded at
 * sign-up), or UTC marked as not chosen, so the dashboard asks.
 */
export const defaultPreferences = (timezone?: string): Preferences => ({
  timezone: timezone ?? "UTC",
  timezoneConfirmed: timezone !== undefined,
  weekStartsOn: "monday",
  trustedSenders: [],
  autoConfirmEvents: false,
  digest: "off",
  feedNamesInTitle: true,
  reminderMinutes: 60,
});
