import type { Product, PromoCode, Subscription } from "../../api/Billing";
import type { CalendarEvent, EventRevision, EventStatus } from "../../api/CalendarEvent";
import type { CalendarFeed, MemberCalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import type { ForwardingAddress, SenderDecision, SenderReview } from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";

/**
 * The reads the dashboard makes, by name. A page asks for a resource; the
 * data layer (src/data) loads it through the Api service into the client
 * store, and hands back the store's projection of it.
 */
export type Resource =
  // Billing (SPEC §7): the product by id or lookup key, the subscriptions, the referral codes.
  | { readonly kind: "billingProduct"; readonly id: string }
  | { readonly kind: "subscriptions" }
  | { readonly kind: "promoCodes" }
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
  | { readonly kind: "calendarFeed" }
  /** A family member's own feed, by member id. */
  | { readonly kind: "memberFeed"; readonly id: string }
  | { readonly kind: "eventHistory"; readonly id: string }
  | { readonly kind: "forwardingAddress" }
  | { readonly kind: "senderReview" };

/** A new sender in the review list, with the decision the user just made, if any. */
export interface SenderReviewItem extends SenderReview {
  /** Set while the user's Approve or Block is on its way to the server. */
  readonly deciding: SenderDecision["decision"] | null;
}

/** What each resource projects to. */
export interface ResourceData {
  readonly billingProduct: Product;
  readonly subscriptions: ReadonlyArray<Subscription>;
  readonly promoCodes: ReadonlyArray<PromoCode>;
  readonly preferences: Preferences;
  readonly familyMembers: ReadonlyArray<FamilyMember>;
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly event: CalendarEvent;
  readonly eventEmails: ReadonlyArray<EmailSummary>;
  readonly emails: ReadonlyArray<EmailSummary>;
  readonly email: Email;
  readonly emailEvents: ReadonlyArray<CalendarEvent>;
  readonly calendarFeed: CalendarFeed;
  readonly memberFeed: MemberCalendarFeed;
  readonly eventHistory: ReadonlyArray<EventRevision>;
  readonly forwardingAddress: ForwardingAddress;
  readonly senderReview: ReadonlyArray<SenderReviewItem>;
}

export type ResourceKind = Resource["kind"];

/** SPEC §9: subscription reads are not retried, as queries or as route data. */
export const UNRETRIED_RESOURCES: ReadonlySet<ResourceKind> = new Set(["subscriptions"]);
export type ResourceOf<K extends ResourceKind> = Extract<Resource, { readonly kind: K }>;
