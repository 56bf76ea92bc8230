import { Layer } from "effect";
import type { ServerConfig } from "../config";
import { AccountLive } from "./account/http";
import { CalendarFeedLive } from "./calendarFeed/http";
import { EmailsLive } from "./emails/http";
import { EventsLive } from "./events/http";
import { FamilyLive } from "./family/http";
import { IntakeLive } from "./intake/http";
import { PreferencesLive } from "./preferences/http";

/** The handlers of every product group of the contract. */
export const productGroups = (config: Pick<ServerConfig, "publicUrl" | "mailDomain">) =>
  Layer.mergeAll(
    PreferencesLive,
    FamilyLive,
    EventsLive,
    EmailsLive(config),
    CalendarFeedLive(config),
    IntakeLive(config),
    AccountLive,
  );

export { CalendarFeedRoute } from "./calendarFeed/http";
