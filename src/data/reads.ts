import { Effect } from "effect";
import { modified, notModified, type Revalidation } from "../machines/data/revalidation";
import { Api, type ApiFailure } from "../services/Api";
import type { DomainEvent } from "../store/domainEvents";
import type { DomainStore } from "../store/journal";
import type { Perform } from "./perform";
import type { Resource } from "./resources";

/**
 * How each resource is read: the Api call, and the domain event its answer
 * enters the store as. The query and loader actors run these and append
 * the event; views read the store's projection, never the answer itself.
 */
export function readResource(resource: Resource): Effect.Effect<DomainEvent, ApiFailure, Api> {
  return Effect.flatMap(Api, (api): Effect.Effect<DomainEvent, ApiFailure> => {
    switch (resource.kind) {
      case "billingProduct":
        return Effect.map(api.getProduct(resource.id), (product) => ({
          type: "billingProduct.loaded",
          key: resource.id,
          product,
        }));
      case "subscriptions":
        return Effect.map(api.listSubscriptions(), (subscriptions) => ({
          type: "subscriptions.loaded",
          subscriptions,
        }));
      case "promoCodes":
        return Effect.map(api.listPromoCodes(), (promoCodes) => ({
          type: "promoCodes.loaded",
          promoCodes,
        }));
      case "preferences":
        return Effect.map(api.getPreferences(), (preferences) => ({
          type: "preferences.loaded",
          preferences,
        }));
      case "familyMembers":
        return Effect.map(api.listFamilyMembers(), (members) => ({
          type: "familyMembers.loaded",
          members,
        }));
      case "events": {
        const window = {
          ...(resource.from === undefined ? {} : { from: resource.from }),
          ...(resource.to === undefined ? {} : { to: resource.to }),
          ...(resource.status === undefined ? {} : { status: resource.status }),
        };
        return Effect.map(api.listEvents(window), (events) => ({
          type: "events.loaded",
          window,
          events,
        }));
      }
      case "event":
        return Effect.map(api.getEvent(resource.id), (event) => ({ type: "event.loaded", event }));
      case "eventEmails":
        return Effect.map(api.eventEmails(resource.id), (emails) => ({
          type: "eventEmails.loaded",
          eventId: resource.id,
          emails,
        }));
      case "emails":
        return Effect.map(api.listEmails(), (emails) => ({ type: "emails.loaded", emails }));
      case "email":
        return Effect.map(api.getEmail(resource.id), (email) => ({ type: "email.loaded", email }));
      case "emailEvents":
        return Effect.map(api.emailEvents(resource.id), (events) => ({
          type: "emailEvents.loaded",
          emailId: resource.id,
          events,
        }));
      case "calendarFeed":
        return Effect.map(api.getCalendarFeed(), (feed) => ({ type: "calendarFeed.loaded", feed }));
      case "memberFeed":
        return Effect.map(api.getMemberFeed(resource.id), (feed) => ({
          type: "memberFeed.loaded",
          feed,
        }));
      case "eventHistory":
        return Effect.map(api.eventHistory(resource.id), (revisions) => ({
          type: "eventHistory.loaded",
          eventId: resource.id,
          revisions,
        }));
      case "forwardingAddress":
        return Effect.map(api.getForwardingAddress(), (address) => ({
          type: "forwardingAddress.loaded",
          address,
        }));
      case "senderReview":
        return Effect.map(api.listSenderReview(), (reviews) => ({
          type: "senderReview.loaded",
          reviews,
        }));
    }
  });
}

/**
 * `readResource` sent with the validator the reader holds (the ETag of its
 * last answer): the domain event with the answer's validator, or "not
 * modified", when what the store holds is still what the server has.
 * Reads the server tags no answer of simply come back without a validator.
 */
export function revalidateResource(
  resource: Resource,
  validator: string | null,
): Effect.Effect<Revalidation<DomainEvent>, ApiFailure, Api> {
  return Effect.flatMap(Api, (api) =>
    api.revalidate(validator, Effect.provideService(readResource(resource), Api, api)),
  );
}

/**
 * A loader's or query's read, sending the validator its machine holds: a
 * new answer enters the store and the machine gets its key with the new
 * validator; on a 304 the store already has the answer and nothing enters.
 */
export async function readIntoStore(
  into: { readonly store: DomainStore; readonly perform: Perform },
  resource: Resource,
  request: { readonly key: string; readonly validator: string | null },
  signal: AbortSignal,
): Promise<Revalidation<string>> {
  const answer = await into.perform(revalidateResource(resource, request.validator), signal);
  if (answer.type === "revalidation.notModified") return notModified;
  into.store.append(answer.data);
  return modified(request.key, answer.validator);
}
