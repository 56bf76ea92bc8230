import type { Product, PromoCode, Subscription } from "../../api/Billing";
import type { CalendarEvent, EventRevision } from "../../api/CalendarEvent";
import type { CalendarFeed, MemberCalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import type { ForwardingAddress, SenderDecided, SenderReview } from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";
import type { DomainEvent, EventWindow } from "./domainEvents";

/**
 * The entities the domain events describe, normalised: what the store's
 * projections read. `applyEvent` is the one pure reducer; a slice is a new
 * object only when an event changed it, so projections memoise on slices.
 */
export interface DomainState {
  /** Oldest first, as the server lists them; null until first read. */
  readonly familyMembers: ReadonlyArray<FamilyMember> | null;
  readonly events: ReadonlyMap<string, CalendarEvent>;
  readonly emails: ReadonlyMap<string, EmailSummary>;
  /** Full e-mails (with bodies), for the detail view. */
  readonly emailDetails: ReadonlyMap<string, Email>;
  /** E-mail ids of an event's sources, by event id. */
  readonly eventEmails: ReadonlyMap<string, ReadonlyArray<string>>;
  /** Event ids an e-mail produced, by e-mail id. */
  readonly emailEvents: ReadonlyMap<string, ReadonlyArray<string>>;
  readonly preferences: Preferences | null;
  /** Null before the first read and after the feed was turned off. */
  readonly calendarFeed: CalendarFeed | null;
  /** Each member's own feed by member id; null once turned off. */
  readonly memberFeeds: ReadonlyMap<string, MemberCalendarFeed | null>;
  /** Billing products by the id or lookup key they were read with. */
  readonly billingProducts: ReadonlyMap<string, Product>;
  /** The user's subscriptions; null until first read. */
  readonly subscriptions: ReadonlyArray<Subscription> | null;
  /** The user's referral codes, oldest first; null until first read. */
  readonly promoCodes: ReadonlyArray<PromoCode> | null;
  /** What happened to each event, oldest first, by event id. */
  readonly eventHistory: ReadonlyMap<string, ReadonlyArray<EventRevision>>;
  /** Null until first read. */
  readonly forwardingAddress: ForwardingAddress | null;
  /** New senders waiting for a decision, oldest first; null until first read. */
  readonly senderReview: ReadonlyArray<SenderReview> | null;
  /** Decisions the user made that the server has not confirmed yet, by sender. */
  readonly senderDecisions: ReadonlyMap<string, SenderDecided["decision"]>;
}

export const emptyDomainState: DomainState = {
  familyMembers: null,
  events: new Map(),
  emails: new Map(),
  emailDetails: new Map(),
  eventEmails: new Map(),
  emailEvents: new Map(),
  preferences: null,
  calendarFeed: null,
  memberFeeds: new Map(),
  billingProducts: new Map(),
  subscriptions: null,
  promoCodes: null,
  eventHistory: new Map(),
  forwardingAddress: null,
  senderReview: null,
  senderDecisions: new Map(),
};

function instant(time: string): number {
  return Date.parse(time);
}

/** Whether an event falls in a list's window: ends after `from`, starts before `to`, with its status. */
export function inWindow(event: CalendarEvent, window: EventWindow): boolean {
  if (window.status !== undefined && event.status !== window.status) return false;
  if (window.from !== undefined && !(instant(event.endsAt) > instant(window.from))) return false;
  if (window.to !== undefined && !(instant(event.startsAt) < instant(window.to))) return false;
  return true;
}

function withEntries<V>(
  map: ReadonlyMap<string, V>,
  entries: ReadonlyArray<readonly [string, V]>,
): ReadonlyMap<string, V> {
  if (entries.length === 0) return map;
  const next = new Map(map);
  for (const [key, value] of entries) next.set(key, value);
  return next;
}

function summaryOf(email: Email): EmailSummary {
  const { text: _text, html: _html, ...summary } = email;
  return summary;
}

function upsertMember(
  members: ReadonlyArray<FamilyMember> | null,
  member: FamilyMember,
): ReadonlyArray<FamilyMember> {
  const list = members ?? [];
  return list.some((known) => known.Id === member.Id)
    ? list.map((known) => (known.Id === member.Id ? member : known))
    : [...list, member];
}

/** Events keep no assignment to a member who is gone. */
function unassign(
  events: ReadonlyMap<string, CalendarEvent>,
  memberId: string,
): ReadonlyMap<string, CalendarEvent> {
  const changed: Array<readonly [string, CalendarEvent]> = [];
  for (const event of events.values()) {
    if (event.familyMemberIds.includes(memberId)) {
      changed.push([
        event.id,
        { ...event, familyMemberIds: event.familyMemberIds.filter((id) => id !== memberId) },
      ]);
    }
  }
  return withEntries(events, changed);
}

function replaceWindow(
  events: ReadonlyMap<string, CalendarEvent>,
  window: EventWindow,
  loaded: ReadonlyArray<CalendarEvent>,
): ReadonlyMap<string, CalendarEvent> {
  const next = new Map(events);
  // What the window held and the server no longer lists is gone.
  for (const event of events.values()) if (inWindow(event, window)) next.delete(event.id);
  for (const event of loaded) next.set(event.id, event);
  return next;
}

function withoutKey<V>(map: ReadonlyMap<string, V>, key: string): ReadonlyMap<string, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

function withoutSender(
  reviews: ReadonlyArray<SenderReview> | null,
  sender: string,
): ReadonlyArray<SenderReview> | null {
  if (reviews === null || !reviews.some((review) => review.sender === sender)) return reviews;
  return reviews.filter((review) => review.sender !== sender);
}

/**
 * A decided sender's waiting mail: approved mail is queued to be read
 * (received), blocked mail is ignored. The server's own answers follow live.
 */
function afterDecision(
  emails: ReadonlyMap<string, EmailSummary>,
  decided: SenderDecided,
): ReadonlyMap<string, EmailSummary> {
  const status = decided.decision === "approve" ? "received" : "ignored";
  const statusReason = decided.decision === "approve" ? null : "You blocked this sender.";
  return withEntries(
    emails,
    decided.emailIds.flatMap((id) => {
      const email = emails.get(id);
      return email === undefined ? [] : [[id, { ...email, status, statusReason }] as const];
    }),
  );
}

export function applyEvent(state: DomainState, event: DomainEvent): DomainState {
  switch (event.type) {
    case "familyMembers.loaded":
      return { ...state, familyMembers: event.members };
    case "familyMember.added":
    case "familyMember.updated":
      return { ...state, familyMembers: upsertMember(state.familyMembers, event.member) };
    case "familyMember.removed":
      return {
        ...state,
        familyMembers: (state.familyMembers ?? []).filter((member) => member.Id !== event.id),
        events: unassign(state.events, event.id),
      };
    case "events.loaded":
      return { ...state, events: replaceWindow(state.events, event.window, event.events) };
    case "event.loaded":
    case "event.updated":
    case "event.created":
      return { ...state, events: withEntries(state.events, [[event.event.id, event.event]]) };
    case "event.removed":
      return {
        ...state,
        events: withoutKey(state.events, event.id),
        eventHistory: withoutKey(state.eventHistory, event.id),
        eventEmails: withoutKey(state.eventEmails, event.id),
      };
    case "eventHistory.loaded":
      return {
        ...state,
        eventHistory: withEntries(state.eventHistory, [[event.eventId, event.revisions]]),
      };
    case "eventEmails.loaded":
      return {
        ...state,
        emails: withEntries(
          state.emails,
          event.emails.map((email) => [email.id, email] as const),
        ),
        eventEmails: withEntries(state.eventEmails, [
          [event.eventId, event.emails.map((email) => email.id)],
        ]),
      };
    case "emails.loaded": {
      const ids = new Set(event.emails.map((email) => email.id));
      const details = new Map(state.emailDetails);
      for (const id of state.emailDetails.keys()) if (!ids.has(id)) details.delete(id);
      return {
        ...state,
        emails: new Map(event.emails.map((email) => [email.id, email])),
        emailDetails: details,
      };
    }
    case "email.loaded":
      return {
        ...state,
        emails: withEntries(state.emails, [[event.email.id, summaryOf(event.email)]]),
        emailDetails: withEntries(state.emailDetails, [[event.email.id, event.email]]),
      };
    case "email.received":
    case "email.updated": {
      // A detail read earlier keeps its bodies (they never change) with the new status.
      const detail = state.emailDetails.get(event.email.id);
      return {
        ...state,
        emails: withEntries(state.emails, [[event.email.id, event.email]]),
        emailDetails:
          detail === undefined
            ? state.emailDetails
            : withEntries(state.emailDetails, [
                [
                  event.email.id,
                  { ...detail, ...event.email, text: detail.text, html: detail.html },
                ],
              ]),
      };
    }
    case "email.removed":
      return {
        ...state,
        emails: withoutKey(state.emails, event.id),
        emailDetails: withoutKey(state.emailDetails, event.id),
        emailEvents: withoutKey(state.emailEvents, event.id),
      };
    case "emailEvents.loaded":
      return {
        ...state,
        events: withEntries(
          state.events,
          event.events.map((calendarEvent) => [calendarEvent.id, calendarEvent] as const),
        ),
        emailEvents: withEntries(state.emailEvents, [
          [event.emailId, event.events.map((calendarEvent) => calendarEvent.id)],
        ]),
      };
    case "email.sent":
      // Sent mail is not listed anywhere; the journal keeps the record.
      return state;
    case "preferences.loaded":
    case "preferences.updated":
      return { ...state, preferences: event.preferences };
    case "calendarFeed.loaded":
    case "calendarFeed.rotated":
      return { ...state, calendarFeed: event.feed };
    case "calendarFeed.revoked":
      return { ...state, calendarFeed: null };
    case "memberFeed.loaded":
    case "memberFeed.rotated":
      return {
        ...state,
        memberFeeds: new Map([...state.memberFeeds, [event.feed.familyMemberId, event.feed]]),
      };
    case "memberFeed.revoked":
      return {
        ...state,
        memberFeeds: new Map([...state.memberFeeds, [event.familyMemberId, null]]),
      };
    case "forwardingAddress.loaded":
    case "forwardingAddress.rotated":
      return { ...state, forwardingAddress: event.address };
    case "senderReview.loaded":
      return { ...state, senderReview: event.reviews };
    case "sender.deciding":
      return {
        ...state,
        senderDecisions: withEntries(state.senderDecisions, [
          [event.decision.sender, event.decision.decision],
        ]),
      };
    case "sender.decided":
      return {
        ...state,
        senderReview: withoutSender(state.senderReview, event.decided.sender),
        senderDecisions: withoutKey(state.senderDecisions, event.decided.sender),
        emails: afterDecision(state.emails, event.decided),
      };
    case "review.changed":
      // A decided sender leaves the list; a new or grown review is read again.
      return event.action === "deleted"
        ? { ...state, senderReview: withoutSender(state.senderReview, event.sender) }
        : state;
    case "billingProduct.loaded":
      return {
        ...state,
        billingProducts: withEntries(state.billingProducts, [[event.key, event.product]]),
      };
    case "subscriptions.loaded":
      return { ...state, subscriptions: event.subscriptions };
    case "promoCodes.loaded":
      return { ...state, promoCodes: event.promoCodes };
    case "promoCode.created": {
      const known = state.promoCodes ?? [];
      const others = known.filter((code) => code.id !== event.promoCode.id);
      return { ...state, promoCodes: [...others, event.promoCode] };
    }
    case "paymentLink.created":
    case "portalSession.created":
      // The user leaves for the provider's page; the journal keeps the record.
      return state;
    case "change.committed":
    case "change.compensated":
      // Markers settle tentative entries (see journal.ts); they change no entity.
      return state;
  }
}
