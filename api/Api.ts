import { HttpApi, OpenApi } from "@effect/platform";
import { AccountApi } from "./AccountApi";
import { BillingApi, BillingCatalogueApi } from "./BillingApi";
import { CalendarFeedApi } from "./CalendarFeedApi";
import { EmailsApi } from "./EmailsApi";
import { EventsApi } from "./EventsApi";
import { FamilyApi } from "./FamilyApi";
import { HealthApi } from "./HealthApi";
import { IntakeApi } from "./IntakeApi";
import { PreferencesApi } from "./PreferencesApi";

/** The product API under `/api`; both the server and the browser client derive from it. */
export class CorkboardApi extends HttpApi.make("corkboard")
  .add(HealthApi)
  .add(PreferencesApi)
  .add(FamilyApi)
  .add(EventsApi)
  .add(EmailsApi)
  .add(CalendarFeedApi)
  .add(IntakeApi)
  .add(BillingCatalogueApi)
  .add(BillingApi)
  .add(AccountApi)
  .prefix("/api")
  .annotate(OpenApi.Title, "Corkboard API")
  .annotate(
    OpenApi.Description,
    "The product API of Corkboard. Responses are { data } envelopes; lists add nextCursor.",
  ) {}
