import type { CalendarEvent } from "../../api/CalendarEvent";
import type { CalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
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
      return { ...state, events: withEntries(state.events, [[event.event.id, event.event]]) };
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
      return { ...state, emails: withEntries(state.emails, [[event.email.id, event.email]]) };
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
    case "change.committed":
    case "change.compensated":
      // Markers settle tentative entries (see journal.ts); they change no entity.
      return state;
  }
}
