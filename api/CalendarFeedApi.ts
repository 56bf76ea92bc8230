import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { CalendarFeed, MemberCalendarFeed } from "./CalendarFeed";
import { DataEnvelope } from "./Envelope";
import { Forbidden, NotFound } from "./errors";
import { Authentication, FunctionsKey } from "./security";

const MemberPath = Schema.Struct({ id: Schema.String });

/**
 * The user's calendar feed (Setup → Calendar): `GET` shows it (creating it
 * the first time; 404 once the user has turned it off), `POST` gives it a
 * new secret (the old URL stops working) or turns it back on, `DELETE`
 * turns it off. The feed itself, `GET /api/calendar/{token}.ics`, needs no
 * key: calendar apps cannot send one.
 *
 * Each family member has a feed of their own events too
 * (`/calendar-feed/member/{id}`, the same three calls), where the plan
 * allows it (403 otherwise); removing the member removes their feed.
 */
export class CalendarFeedApi extends HttpApiGroup.make("calendarFeed")
  .add(
    HttpApiEndpoint.get("get", "/calendar-feed")
      .addSuccess(DataEnvelope(CalendarFeed))
      .addError(NotFound),
  )
  .add(HttpApiEndpoint.post("rotate", "/calendar-feed").addSuccess(DataEnvelope(CalendarFeed)))
  .add(
    HttpApiEndpoint.del("revoke", "/calendar-feed")
      .addSuccess(DataEnvelope(CalendarFeed))
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.get("memberGet", "/calendar-feed/member/:id")
      .setPath(MemberPath)
      .addSuccess(DataEnvelope(MemberCalendarFeed))
      .addError(NotFound)
      .addError(Forbidden),
  )
  .add(
    HttpApiEndpoint.post("memberRotate", "/calendar-feed/member/:id")
      .setPath(MemberPath)
      .addSuccess(DataEnvelope(MemberCalendarFeed))
      .addError(NotFound)
      .addError(Forbidden),
  )
  .add(
    HttpApiEndpoint.del("memberRevoke", "/calendar-feed/member/:id")
      .setPath(MemberPath)
      .addSuccess(DataEnvelope(MemberCalendarFeed))
      .addError(NotFound)
      .addError(Forbidden),
  )
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
