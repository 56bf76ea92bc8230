import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { CalendarFeed } from "./CalendarFeed";
import { DataEnvelope } from "./Envelope";
import { NotFound } from "./errors";
import { Authentication, FunctionsKey } from "./security";

/**
 * The user's calendar feed (Setup → Calendar): `GET` shows it (creating it
 * the first time; 404 once the user has turned it off), `POST` gives it a
 * new secret (the old URL stops working) or turns it back on, `DELETE`
 * turns it off. The feed itself, `GET /api/calendar/{token}.ics`, needs no
 * key: calendar apps cannot send one.
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
  .middleware(Authentication)
  .middleware(FunctionsKey) {}
