import type { PaymentLink, Product, PromoCode, Subscription } from "../../api/Billing";
import type { CalendarEvent, EventRevision, EventStatus } from "../../api/CalendarEvent";
import type { CalendarFeed, MemberCalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSent, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import type {
  ForwardingAddress,
  LiveChange,
  SenderDecided,
  SenderDecision,
  SenderReview,
} from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";

/**
 * What happened to the family's data, as the browser learned it: every
 * server read and every mutation result enters the client store as one of
 * these (`subject.verb`, past tense), and every view is a projection of them.
 */

/** The filter an events list was read with; the list replaces what matched it. */
export interface EventWindow {
  readonly from?: string;
  readonly to?: string;
  readonly status?: EventStatus;
}

/** Why an optimistic change was compensated (a `DataFailure`'s fields). */
export interface CompensationReason {
  readonly code: string;
  readonly message: string;
  readonly status: number;
}

export type DomainEvent =
  // Family members.
  | { readonly type: "familyMembers.loaded"; readonly members: ReadonlyArray<FamilyMember> }
  | { readonly type: "familyMember.added"; readonly member: FamilyMember }
  | { readonly type: "familyMember.updated"; readonly member: FamilyMember }
  | { readonly type: "familyMember.removed"; readonly id: string }
  // Calendar events.
  | {
      readonly type: "events.loaded";
      readonly window: EventWindow;
      readonly events: ReadonlyArray<CalendarEvent>;
    }
  | { readonly type: "event.loaded"; readonly event: CalendarEvent }
  | { readonly type: "event.updated"; readonly event: CalendarEvent }
  // Found in a newly processed e-mail (heard live).
  | { readonly type: "event.created"; readonly event: CalendarEvent }
  | { readonly type: "event.removed"; readonly id: string }
  | {
      readonly type: "eventHistory.loaded";
      readonly eventId: string;
      readonly revisions: ReadonlyArray<EventRevision>;
    }
  | {
      readonly type: "eventEmails.loaded";
      readonly eventId: string;
      readonly emails: ReadonlyArray<EmailSummary>;
    }
  // E-mails.
  | { readonly type: "emails.loaded"; readonly emails: ReadonlyArray<EmailSummary> }
  | { readonly type: "email.loaded"; readonly email: Email }
  | { readonly type: "email.received"; readonly email: EmailSummary }
  // Processed, approved or failed since it was read (heard live).
  | { readonly type: "email.updated"; readonly email: EmailSummary }
  | { readonly type: "email.removed"; readonly id: string }
  | {
      readonly type: "emailEvents.loaded";
      readonly emailId: string;
      readonly events: ReadonlyArray<CalendarEvent>;
    }
  | { readonly type: "email.sent"; readonly sent: EmailSent; readonly subject: string }
  // Preferences.
  | { readonly type: "preferences.loaded"; readonly preferences: Preferences }
  | { readonly type: "preferences.updated"; readonly preferences: Preferences }
  // The calendar feed.
  | { readonly type: "calendarFeed.loaded"; readonly feed: CalendarFeed }
  | { readonly type: "calendarFeed.rotated"; readonly feed: CalendarFeed }
  | { readonly type: "calendarFeed.revoked" }
  // A family member's own feed.
  | { readonly type: "memberFeed.loaded"; readonly feed: MemberCalendarFeed }
  | { readonly type: "memberFeed.rotated"; readonly feed: MemberCalendarFeed }
  | { readonly type: "memberFeed.revoked"; readonly familyMemberId: string }
  // E-mail intake: the forwarding address and the new senders waiting for a decision.
  | { readonly type: "forwardingAddress.loaded"; readonly address: ForwardingAddress }
  | { readonly type: "forwardingAddress.rotated"; readonly address: ForwardingAddress }
  | { readonly type: "senderReview.loaded"; readonly reviews: ReadonlyArray<SenderReview> }
  /** Tentative: the user chose, the server has not answered yet. */
  | { readonly type: "sender.deciding"; readonly decision: SenderDecision }
  | { readonly type: "sender.decided"; readonly decided: SenderDecided }
  /** The server says a sender's review changed (heard live); `deleted` means it was decided. */
  | {
      readonly type: "review.changed";
      readonly sender: string;
      readonly action: LiveChange["action"];
    }
  // Billing: the catalogue, the user's subscriptions and referral codes.
  | { readonly type: "billingProduct.loaded"; readonly key: string; readonly product: Product }
  | { readonly type: "subscriptions.loaded"; readonly subscriptions: ReadonlyArray<Subscription> }
  | { readonly type: "promoCodes.loaded"; readonly promoCodes: ReadonlyArray<PromoCode> }
  | { readonly type: "promoCode.created"; readonly promoCode: PromoCode }
  | { readonly type: "paymentLink.created"; readonly link: PaymentLink }
  | { readonly type: "portalSession.created" }
  // Optimistic changes: the tentative events of a change stop counting once
  // it is committed (the server's own events follow in the same append) or
  // compensated (the server refused it).
  | { readonly type: "change.committed"; readonly change: string }
  | {
      readonly type: "change.compensated";
      readonly change: string;
      readonly reason: CompensationReason;
    };

export type DomainEventType = DomainEvent["type"];

/** The markers that settle an optimistic change. */
export type ChangeMarker = Extract<
  DomainEvent,
  { readonly type: "change.committed" | "change.compensated" }
>;

export function isChangeMarker(event: DomainEvent): event is ChangeMarker {
  return event.type === "change.committed" || event.type === "change.compensated";
}

/** Every domain event type, for the inspector's legend and the tests. */
export const DOMAIN_EVENT_TYPES = [
  "familyMembers.loaded",
  "familyMember.added",
  "familyMember.updated",
  "familyMember.removed",
  "events.loaded",
  "event.loaded",
  "event.updated",
  "event.created",
  "event.removed",
  "eventHistory.loaded",
  "eventEmails.loaded",
  "emails.loaded",
  "email.loaded",
  "email.received",
  "email.updated",
  "email.removed",
  "emailEvents.loaded",
  "email.sent",
  "preferences.loaded",
  "preferences.updated",
  "calendarFeed.loaded",
  "calendarFeed.rotated",
  "calendarFeed.revoked",
  "memberFeed.loaded",
  "memberFeed.rotated",
  "memberFeed.revoked",
  "forwardingAddress.loaded",
  "forwardingAddress.rotated",
  "senderReview.loaded",
  "sender.deciding",
  "sender.decided",
  "review.changed",
  "billingProduct.loaded",
  "subscriptions.loaded",
  "promoCodes.loaded",
  "promoCode.created",
  "paymentLink.created",
  "portalSession.created",
  "change.committed",
  "change.compensated",
] as const satisfies ReadonlyArray<DomainEventType>;

type MissingTypes = Exclude<DomainEventType, (typeof DOMAIN_EVENT_TYPES)[number]>;
const allTypesListed: [MissingTypes] extends [never] ? true : MissingTypes = true;
void allTypesListed;
