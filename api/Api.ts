import { HttpApi, OpenApi } from "@effect/platform";
import { CalendarFeedApi } from "./CalendarFeedApi";
import { EmailsApi } from "./EmailsApi";
import { EventsApi } from "./EventsApi";
import { FamilyApi } from "./FamilyApi";
import { HealthApi } from "./HealthApi";
import { PreferencesApi } from "./PreferencesApi";

/** The product API under `/api`; both the server and the browser client derive from it. */
export class CorkboardApi extends HttpApi.make("corkboard")
  .add(HealthApi)
  .add(PreferencesApi)
  .add(FamilyApi)
  .add(EventsApi)
  .add(EmailsApi)
  .add(CalendarFeedApi)
  .prefix("/api")
  .annotate(OpenApi.Title, "Corkboard API")
  .annotate(
    OpenApi.Description,
    "The product API of Corkboard. Responses are { data } envelopes; lists add nextCursor.",
  ) {}
