import type { Product, PromoCode, Subscription } from "../../api/Billing";
import type { CalendarEvent, EventRevision } from "../../api/CalendarEvent";
import type { CalendarFeed, MemberCalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import type { ForwardingAddress } from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";
import type {
  Resource,
  ResourceData,
  ResourceKind,
  ResourceOf,
  SenderReviewItem,
} from "../data/resources";
import type { EventWindow } from "./domainEvents";
import { type DomainState, inWindow } from "./domainState";

/**
 * The views of the store, one per resource: pure functions of the state.
 * Each is memoised on the slices it reads, so the same state gives the
 * same object (what `useSyncExternalStore` needs) and an unrelated event
 * does not re-render a view.
 */

function byStart(a: CalendarEvent, b: CalendarEvent): number {
  return Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id.localeCompare(b.id);
}

function newestFirst(a: EmailSummary, b: EmailSummary): number {
  return Date.parse(b.receivedAt) - Date.parse(a.receivedAt) || a.id.localeCompare(b.id);
}

export function familyMembersView(state: DomainState): ReadonlyArray<FamilyMember> | undefined {
  return state.familyMembers ?? undefined;
}

/** The events in a window, earliest first. */
export function eventsView(
  state: DomainState,
  window: EventWindow = {},
): ReadonlyArray<CalendarEvent> {
  return [...state.events.values()].filter((event) => inWindow(event, window)).sort(byStart);
}

export function eventView(state: DomainState, id: string): CalendarEvent | undefined {
  return state.events.get(id);
}

/** Newest first. */
export function emailsView(state: DomainState): ReadonlyArray<EmailSummary> {
  return [...state.emails.values()].sort(newestFirst);
}

export function emailView(state: DomainState, id: string): Email | undefined {
  return state.emailDetails.get(id);
}

/** The e-mails an event came from; undefined until read. */
export function eventEmailsView(
  state: DomainState,
  eventId: string,
): ReadonlyArray<EmailSummary> | undefined {
  const ids = state.eventEmails.get(eventId);
  if (ids === undefined) return undefined;
  return ids.flatMap((id) => {
    const email = state.emails.get(id);
    return email === undefined ? [] : [email];
  });
}

/** The events an e-mail produced, earliest first; undefined until read. */
export function emailEventsView(
  state: DomainState,
  emailId: string,
): ReadonlyArray<CalendarEvent> | undefined {
  const ids = state.emailEvents.get(emailId);
  if (ids === undefined) return undefined;
  return ids
    .flatMap((id) => {
      const event = state.events.get(id);
      return event === undefined ? [] : [event];
    })
    .sort(byStart);
}

export function preferencesView(state: DomainState): Preferences | undefined {
  return state.preferences ?? undefined;
}

export function calendarFeedView(state: DomainState): CalendarFeed | undefined {
  return state.calendarFeed ?? undefined;
}

/** An event's history, oldest first; undefined until read. */
export function eventHistoryView(
  state: DomainState,
  eventId: string,
): ReadonlyArray<EventRevision> | undefined {
  return state.eventHistory.get(eventId);
}

/** A member's own feed; undefined before it is read and once it is turned off. */
export function memberFeedView(
  state: DomainState,
  memberId: string,
): MemberCalendarFeed | undefined {
  return state.memberFeeds.get(memberId) ?? undefined;
}

export function forwardingAddressView(state: DomainState): ForwardingAddress | undefined {
  return state.forwardingAddress ?? undefined;
}

/** The new senders waiting for a decision, oldest first, each with the decision on its way. */
export function senderReviewView(state: DomainState): ReadonlyArray<SenderReviewItem> | undefined {
  if (state.senderReview === null) return undefined;
  return state.senderReview.map((review) => ({
    ...review,
    deciding: state.senderDecisions.get(review.sender) ?? null,
  }));
}

export function billingProductView(state: DomainState, key: string): Product | undefined {
  return state.billingProducts.get(key);
}

export function subscriptionsView(state: DomainState): ReadonlyArray<Subscription> | undefined {
  return state.subscriptions ?? undefined;
}

export function promoCodesView(state: DomainState): ReadonlyArray<PromoCode> | undefined {
  return state.promoCodes ?? undefined;
}

/** A stable key per resource: the query registry's and the loader cache's key. */
export function resourceKey(resource: Resource): string {
  switch (resource.kind) {
    case "events":
      return `events?from=${resource.from ?? ""}&to=${resource.to ?? ""}&status=${resource.status ?? ""}`;
    case "event":
    case "eventEmails":
    case "email":
    case "emailEvents":
    case "eventHistory":
    case "billingProduct":
    case "memberFeed":
      return `${resource.kind}/${resource.id}`;
    default:
      return resource.kind;
  }
}

/** The slices of the state a resource's view reads. */
function slicesOf(state: DomainState, resource: Resource): ReadonlyArray<unknown> {
  switch (resource.kind) {
    case "preferences":
      return [state.preferences];
    case "familyMembers":
      return [state.familyMembers];
    case "events":
    case "event":
      return [state.events];
    case "eventEmails":
      return [state.eventEmails, state.emails];
    case "emails":
      return [state.emails];
    case "email":
      return [state.emailDetails];
    case "emailEvents":
      return [state.emailEvents, state.events];
    case "calendarFeed":
      return [state.calendarFeed];
    case "memberFeed":
      return [state.memberFeeds];
    case "billingProduct":
      return [state.billingProducts];
    case "subscriptions":
      return [state.subscriptions];
    case "promoCodes":
      return [state.promoCodes];
    case "eventHistory":
      return [state.eventHistory];
    case "forwardingAddress":
      return [state.forwardingAddress];
    case "senderReview":
      return [state.senderReview, state.senderDecisions];
  }
}

function compute(state: DomainState, resource: Resource): unknown {
  switch (resource.kind) {
    case "preferences":
      return preferencesView(state);
    case "familyMembers":
      return familyMembersView(state);
    case "events":
      return eventsView(state, resource);
    case "event":
      return eventView(state, resource.id);
    case "eventEmails":
      return eventEmailsView(state, resource.id);
    case "emails":
      return emailsView(state);
    case "email":
      return emailView(state, resource.id);
    case "emailEvents":
      return emailEventsView(state, resource.id);
    case "calendarFeed":
      return calendarFeedView(state);
    case "memberFeed":
      return memberFeedView(state, resource.id);
    case "billingProduct":
      return billingProductView(state, resource.id);
    case "subscriptions":
      return subscriptionsView(state);
    case "promoCodes":
      return promoCodesView(state);
    case "eventHistory":
      return eventHistoryView(state, resource.id);
    case "forwardingAddress":
      return forwardingAddressView(state);
    case "senderReview":
      return senderReviewView(state);
  }
}

function sameItems(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

interface Memo {
  readonly slices: ReadonlyArray<unknown>;
  readonly value: unknown;
}

/**
 * A projector with its own memo: `project(state, resource)` returns the
 * previous object while the slices it reads are unchanged, and while a
 * recomputed list holds the very same items.
 */
export function createProjector() {
  const memos = new Map<string, Memo>();
  return function project<K extends ResourceKind>(
    state: DomainState,
    resource: ResourceOf<K>,
  ): ResourceData[K] | undefined {
    const key = resourceKey(resource);
    const slices = slicesOf(state, resource);
    const memo = memos.get(key);
    if (memo !== undefined && sameItems(memo.slices, slices)) {
      return memo.value as ResourceData[K] | undefined;
    }
    const computed = compute(state, resource);
    const value = memo !== undefined && sameItems(memo.value, computed) ? memo.value : computed;
    memos.set(key, { slices, value });
    return value as ResourceData[K] | undefined;
  };
}

export type Projector = ReturnType<typeof createProjector>;

const canonical = new Map<string, Resource>();

/**
 * One object per resource key: pages pass fresh literals on every render,
 * and hooks need an identity that changes only when the resource does.
 */
export function canonicalResource<R extends Resource>(resource: R): R {
  const key = resourceKey(resource);
  const known = canonical.get(key);
  if (known !== undefined) return known as R;
  canonical.set(key, resource);
  return resource;
}
