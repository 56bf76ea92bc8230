import { Effect } from "effect";
import type { FamilyMember } from "../../api/FamilyMember";
import { signOut } from "../runtime/authRuntimeStore";
import { Api, type ApiFailure } from "../services/Api";
import type { DomainEvent } from "../store/domainEvents";
import type { DomainState } from "../store/domainState";
import type { MutationKind, Mutations } from "./hooks.types";
import type { ResourceKind } from "./resources";

/**
 * How each mutation is made: the tentative events shown while it is in
 * flight (none when nothing sensible can be guessed, such as a new feed
 * secret), the Api call, the events its answer enters the store as, and
 * the resources whose route data it makes stale.
 */
export interface WriteSpec<K extends MutationKind> {
  readonly optimistic: (
    state: DomainState,
    payload: Mutations[K]["payload"],
    change: string,
    now: string,
  ) => ReadonlyArray<DomainEvent>;
  readonly perform: (
    payload: Mutations[K]["payload"],
  ) => Effect.Effect<Mutations[K]["output"], ApiFailure, Api>;
  readonly confirmed: (
    output: Mutations[K]["output"],
    payload: Mutations[K]["payload"],
  ) => ReadonlyArray<DomainEvent>;
  readonly invalidates: ReadonlyArray<ResourceKind>;
}

export type WriteSpecs = { readonly [K in MutationKind]: WriteSpec<K> };

/** The id a member added optimistically shows under until the server names it. */
export function tentativeMemberId(change: string): string {
  return `tentative-${change}`;
}

/** The fields a partial update sets (an explicit `undefined` keeps the old value). */
function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function memberOf(state: DomainState, id: string): FamilyMember | undefined {
  return state.familyMembers?.find((member) => member.Id === id);
}

export const writeSpecs: WriteSpecs = {
  "promoCode.create": {
    // The code is the server's to choose: nothing to show before it answers.
    optimistic: () => [],
    perform: () => Effect.flatMap(Api, (api) => api.createPromoCode()),
    confirmed: (promoCode) => [{ type: "promoCode.created", promoCode }],
    invalidates: ["promoCodes"],
  },
  "paymentLink.get": {
    optimistic: () => [],
    perform: ({ priceId, promo }) =>
      Effect.flatMap(Api, (api) => api.getPaymentLink(priceId, promo)),
    confirmed: (link) => [{ type: "paymentLink.created", link }],
    invalidates: [],
  },
  "portalSession.create": {
    optimistic: () => [],
    perform: () => Effect.flatMap(Api, (api) => api.createPortalSession()),
    // The portal's address is a short-lived credential: the journal records only that one was made.
    confirmed: () => [{ type: "portalSession.created" }],
    // What the user changes there comes back through webhooks: read the subscriptions again on return.
    invalidates: ["subscriptions"],
  },
  "familyMember.add": {
    optimistic: (_state, input, change, now) => [
      {
        type: "familyMember.added",
        member: { ...input, Id: tentativeMemberId(change), CreatedAt: now, UpdatedAt: now },
      },
    ],
    perform: (input) => Effect.flatMap(Api, (api) => api.addFamilyMember(input)),
    confirmed: (member) => [{ type: "familyMember.added", member }],
    invalidates: ["familyMembers"],
  },
  "familyMember.update": {
    optimistic: (state, update, _change, now) => {
      const known = memberOf(state, update.Id);
      return known === undefined
        ? []
        : [{ type: "familyMember.updated", member: { ...known, ...update, UpdatedAt: now } }];
    },
    perform: (update) => Effect.flatMap(Api, (api) => api.updateFamilyMember(update)),
    confirmed: (member) => [{ type: "familyMember.updated", member }],
    invalidates: ["familyMembers"],
  },
  "familyMember.remove": {
    optimistic: (_state, { id }) => [{ type: "familyMember.removed", id }],
    perform: ({ id }) => Effect.flatMap(Api, (api) => api.removeFamilyMember(id)),
    confirmed: (member) => [{ type: "familyMember.removed", id: member.Id }],
    invalidates: ["familyMembers", "events", "event"],
  },
  "event.update": {
    optimistic: (state, { id, changes }, _change, now) => {
      const known = state.events.get(id);
      return known === undefined
        ? []
        : [{ type: "event.updated", event: { ...known, ...definedOnly(changes), updatedAt: now } }];
    },
    perform: ({ id, changes }) => Effect.flatMap(Api, (api) => api.updateEvent(id, changes)),
    confirmed: (event) => [{ type: "event.updated", event }],
    // The server adds an "edited" step to the event's history.
    invalidates: ["events", "event", "emailEvents", "eventHistory"],
  },
  "event.create": {
    // The event's id is the server's: it shows once the server has it.
    optimistic: () => [],
    perform: (input) => Effect.flatMap(Api, (api) => api.createEvent(input)),
    confirmed: (event) => [{ type: "event.created", event }],
    invalidates: ["events"],
  },
  "event.remove": {
    optimistic: (_state, { id }) => [{ type: "event.removed", id }],
    perform: ({ id }) => Effect.flatMap(Api, (api) => api.removeEvent(id)),
    confirmed: (_event, { id }) => [{ type: "event.removed", id }],
    // Not "event": read again, a deleted event is a 404, and the page already says it is gone.
    invalidates: ["events", "emailEvents", "eventHistory"],
  },
  "event.restore": {
    optimistic: () => [],
    perform: ({ id }) => Effect.flatMap(Api, (api) => api.restoreEvent(id)),
    confirmed: (event) => [{ type: "event.created", event }],
    invalidates: ["events", "event", "emailEvents", "eventHistory"],
  },
  "events.setStatus": {
    optimistic: (state, { ids, status }, _change, now) =>
      ids.flatMap((id) => {
        const known = state.events.get(id);
        return known === undefined
          ? []
          : [{ type: "event.updated" as const, event: { ...known, status, updatedAt: now } }];
      }),
    perform: (change) => Effect.flatMap(Api, (api) => api.setEventsStatus(change)),
    confirmed: (events) => events.map((event) => ({ type: "event.updated" as const, event })),
    invalidates: ["events", "event", "emailEvents", "eventHistory"],
  },
  "preferences.update": {
    optimistic: (_state, preferences) => [{ type: "preferences.updated", preferences }],
    perform: (preferences) => Effect.flatMap(Api, (api) => api.updatePreferences(preferences)),
    confirmed: (preferences) => [{ type: "preferences.updated", preferences }],
    invalidates: ["preferences"],
  },
  "email.send": {
    optimistic: () => [],
    perform: (email) => Effect.flatMap(Api, (api) => api.sendEmail(email)),
    confirmed: (sent, email) => [{ type: "email.sent", sent, subject: email.subject }],
    invalidates: [],
  },
  "account.remove": {
    optimistic: () => [],
    // The server has ended every session; signing out here clears this browser's too.
    perform: ({ email }) =>
      Effect.flatMap(Api, (api) => api.removeAccount(email)).pipe(
        Effect.tap(() => Effect.promise(() => signOut())),
      ),
    confirmed: () => [],
    invalidates: [],
  },
  "email.remove": {
    // Nothing tentative: the e-mail's page stays until the server has deleted it, then leaves.
    optimistic: () => [],
    perform: ({ id, withEvents }) => Effect.flatMap(Api, (api) => api.removeEmail(id, withEvents)),
    confirmed: (removed) => [
      { type: "email.removed", id: removed.id },
      ...removed.removedEventIds.map((id) => ({ type: "event.removed" as const, id })),
    ],
    // Not the e-mail's own reads: it is gone, and its page leaves it.
    invalidates: ["emails", "events", "event", "eventEmails", "senderReview"],
  },
  "calendarFeed.rotate": {
    optimistic: () => [],
    perform: () => Effect.flatMap(Api, (api) => api.rotateCalendarFeed()),
    confirmed: (feed) => [{ type: "calendarFeed.rotated", feed }],
    invalidates: ["calendarFeed"],
  },
  "calendarFeed.revoke": {
    optimistic: () => [{ type: "calendarFeed.revoked" }],
    perform: () => Effect.flatMap(Api, (api) => api.revokeCalendarFeed()),
    confirmed: () => [{ type: "calendarFeed.revoked" }],
    invalidates: ["calendarFeed"],
  },
  "memberFeed.rotate": {
    optimistic: () => [],
    perform: ({ id }) => Effect.flatMap(Api, (api) => api.rotateMemberFeed(id)),
    confirmed: (feed) => [{ type: "memberFeed.rotated", feed }],
    invalidates: ["memberFeed"],
  },
  "memberFeed.revoke": {
    optimistic: (_state, { id }) => [{ type: "memberFeed.revoked", familyMemberId: id }],
    perform: ({ id }) => Effect.flatMap(Api, (api) => api.revokeMemberFeed(id)),
    confirmed: (_feed, { id }) => [{ type: "memberFeed.revoked", familyMemberId: id }],
    // Read again, a feed turned off is a 404: the store already says it is off.
    invalidates: [],
  },
  "forwardingAddress.rotate": {
    // The new address is the server's secret: nothing to show before it answers.
    optimistic: () => [],
    perform: () => Effect.flatMap(Api, (api) => api.rotateForwardingAddress()),
    confirmed: (address) => [{ type: "forwardingAddress.rotated", address }],
    invalidates: ["forwardingAddress"],
  },
  "sender.decide": {
    optimistic: (_state, decision) => [{ type: "sender.deciding", decision }],
    perform: (decision) => Effect.flatMap(Api, (api) => api.decideSender(decision)),
    confirmed: (decided) => [{ type: "sender.decided", decided }],
    // Approved mail is read now: its status and events change (and arrive live too).
    invalidates: ["senderReview", "emails", "events"],
  },
};
