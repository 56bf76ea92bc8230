import type { CalendarEvent, EventStatus } from "../../api/CalendarEvent";
import type { CalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import type { Preferences } from "../../api/Preferences";

/**
 * The reads the dashboard makes, by name. A page asks for a resource; the
 * data layer (src/data) loads it through the Api service into the client
 * store, and hands back the store's projection of it.
 */
export type Resource =
  | { readonly kind: "preferences" }
  | { readonly kind: "familyMembers" }
  | {
      readonly kind: "events";
      readonly from?: string;
      readonly to?: string;
      readonly status?: EventStatus;
    }
  | { readonly kind: "event"; readonly id: string }
  | { readonly kind: "eventEmails"; readonly id: string }
  | { readonly kind: "emails" }
  | { readonly kind: "email"; readonly id: string }
  | { readonly kind: "emailEvents"; readonly id: string }
  | { readonly kind: "calendarFeed" };

/** What each resource projects to. */
export interface ResourceData {
  readonly preferences: Preferences;
  readonly familyMembers: ReadonlyArray<FamilyMember>;
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly event: CalendarEvent;
  readonly eventEmails: ReadonlyArray<EmailSummary>;
  readonly emails: ReadonlyArray<EmailSummary>;
  readonly email: Email;
  readonly emailEvents: ReadonlyArray<CalendarEvent>;
  readonly calendarFeed: CalendarFeed;
}

export type ResourceKind = Resource["kind"];
export type ResourceOf<K extends ResourceKind> = Extract<Resource, { readonly kind: K }>;
