import { Schema } from "effect";
import { Instant } from "./fields";

/** The user's private iCalendar feed: `url` ends in `/api/calendar/{token}.ics`. */
export const CalendarFeed = Schema.Struct({
  url: Schema.String,
  createdAt: Instant,
  /** When a calendar app last read the feed; null until one has subscribed. */
  lastFetchedAt: Schema.NullOr(Instant),
});
export type CalendarFeed = typeof CalendarFeed.Type;

/** The public feed path for a token, under `/api`. */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** A family member's own feed (issue 13): their events only, revoked or renewed on its own. */
export const MemberCalendarFeed = Schema.Struct({
  familyMemberId: Schema.String,
  ...CalendarFeed.fields,
});
export type MemberCalendarFeed = typeof MemberCalendarFeed.Type;
