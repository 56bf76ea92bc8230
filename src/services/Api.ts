import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform";
import { Context, Effect, Layer } from "effect";
import type { AccountDeleted } from "../../api/Account";
import { CorkboardApi } from "../../api/Api";
import {
  type CalendarEvent,
  EventInput,
  type EventRevision,
  type EventStatus,
  EventStatusChange,
  EventUpdate,
} from "../../api/CalendarEvent";
import type { CalendarFeed, MemberCalendarFeed } from "../../api/CalendarFeed";
import {
  type Email,
  type EmailRemoved,
  EmailSend,
  type EmailSent,
  type EmailSummary,
} from "../../api/Email";
import { type FamilyMember, FamilyMemberInput, FamilyMemberUpdate } from "../../api/FamilyMember";
import {
  type ForwardingAddress,
  type SenderDecided,
  SenderDecision,
  type SenderReview,
} from "../../api/Intake";
import { PAGE_LIMIT_MAX } from "../../api/Page";
import { Preferences } from "../../api/Preferences";
import type { Revalidation } from "../machines/data/revalidation";
import { type ApiFailure, checked, toApiFailure } from "./apiFailure";
import { revalidate, withRevalidation } from "./revalidation";

export { type ApiConfig, apiBaseUrlOf, apiConfigFromRuntime } from "./apiConfig";
export { ApiFailure, INVALID_RESPONSE_STATUS, invalidPayload, toApiFailure } from "./apiFailure";

import type { ApiConfig } from "./apiConfig";
import type { BillingApiService } from "./billingApiService";

export type { BillingApiService } from "./billingApiService";

/**
 * The product server (SPEC §7), derived from the contract in `api/` with
 * `HttpApiClient`: every call sends `x-functions-key` and, with a session,
 * `Authorization: Bearer <access token>`, and decodes `data` with the
 * contract's Schemas. Only the dashboard's lazy chunks import this module:
 * the derived client pulls in most of Effect's HTTP stack.
 */

/** `GET /event`'s filters (see api/CalendarEvent.ts). */
export interface EventFilter {
  readonly from?: string;
  readonly to?: string;
  readonly status?: EventStatus;
}

export interface ApiService extends BillingApiService {
  readonly getPreferences: () => Effect.Effect<Preferences, ApiFailure>;
  readonly updatePreferences: (preferences: Preferences) => Effect.Effect<Preferences, ApiFailure>;
  readonly listFamilyMembers: () => Effect.Effect<ReadonlyArray<FamilyMember>, ApiFailure>;
  readonly addFamilyMember: (input: FamilyMemberInput) => Effect.Effect<FamilyMember, ApiFailure>;
  readonly updateFamilyMember: (
    update: FamilyMemberUpdate,
  ) => Effect.Effect<FamilyMember, ApiFailure>;
  readonly removeFamilyMember: (id: string) => Effect.Effect<FamilyMember, ApiFailure>;
  readonly listEvents: (
    filter: EventFilter,
  ) => Effect.Effect<ReadonlyArray<CalendarEvent>, ApiFailure>;
  readonly getEvent: (id: string) => Effect.Effect<CalendarEvent, ApiFailure>;
  /** An event added by hand (`POST /event`). */
  readonly createEvent: (input: EventInput) => Effect.Effect<CalendarEvent, ApiFailure>;
  /** Deletes an event (`DELETE /event/{id}`); `restoreEvent` undoes it. */
  readonly removeEvent: (id: string) => Effect.Effect<CalendarEvent, ApiFailure>;
  readonly restoreEvent: (id: string) => Effect.Effect<CalendarEvent, ApiFailure>;
  readonly updateEvent: (
    id: string,
    changes: EventUpdate,
  ) => Effect.Effect<CalendarEvent, ApiFailure>;
  /** One status for several events (`POST /event/status`): all of them change, or none. */
  readonly setEventsStatus: (
    change: EventStatusChange,
  ) => Effect.Effect<ReadonlyArray<CalendarEvent>, ApiFailure>;
  /** The e-mails an event came from (`GET /event/{id}/email`). */
  readonly eventEmails: (eventId: string) => Effect.Effect<ReadonlyArray<EmailSummary>, ApiFailure>;
  /** The events an e-mail produced (`GET /event/email/{email}`). */
  readonly emailEvents: (
    emailId: string,
  ) => Effect.Effect<ReadonlyArray<CalendarEvent>, ApiFailure>;
  readonly listEmails: () => Effect.Effect<ReadonlyArray<EmailSummary>, ApiFailure>;
  readonly getEmail: (id: string) => Effect.Effect<Email, ApiFailure>;
  readonly sendEmail: (email: EmailSend) => Effect.Effect<EmailSent, ApiFailure>;
  /** Deletes the account and everything of it, once `email` is the account's address. */
  readonly removeAccount: (email: string) => Effect.Effect<AccountDeleted, ApiFailure>;
  /** Deletes an e-mail and its raw message; its events too when `withEvents`. */
  readonly removeEmail: (
    id: string,
    withEvents: boolean,
  ) => Effect.Effect<EmailRemoved, ApiFailure>;
  readonly getCalendarFeed: () => Effect.Effect<CalendarFeed, ApiFailure>;
  readonly rotateCalendarFeed: () => Effect.Effect<CalendarFeed, ApiFailure>;
  readonly revokeCalendarFeed: () => Effect.Effect<CalendarFeed, ApiFailure>;
  /** A family member's own feed (`/calendar-feed/member/{id}`): read, renewed, turned off. */
  readonly getMemberFeed: (memberId: string) => Effect.Effect<MemberCalendarFeed, ApiFailure>;
  readonly rotateMemberFeed: (memberId: string) => Effect.Effect<MemberCalendarFeed, ApiFailure>;
  readonly revokeMemberFeed: (memberId: string) => Effect.Effect<MemberCalendarFeed, ApiFailure>;
  /** What happened to an event, oldest first (`GET /event/{id}/history`). */
  readonly eventHistory: (
    eventId: string,
  ) => Effect.Effect<ReadonlyArray<EventRevision>, ApiFailure>;
  /** The user's forwarding address, created on first read. */
  readonly getForwardingAddress: () => Effect.Effect<ForwardingAddress, ApiFailure>;
  /** A new forwarding address; mail to the old one is refused from now on. */
  readonly rotateForwardingAddress: () => Effect.Effect<ForwardingAddress, ApiFailure>;
  /** New senders whose mail waits for the user, oldest first. */
  readonly listSenderReview: () => Effect.Effect<ReadonlyArray<SenderReview>, ApiFailure>;
  readonly decideSender: (decision: SenderDecision) => Effect.Effect<SenderDecided, ApiFailure>;
  /**
   * One of these reads sent with `If-None-Match: validator` (when not null):
   * its answer with the answer's ETag, or "not modified" on a 304.
   */
  readonly revalidate: <A>(
    validator: string | null,
    read: Effect.Effect<A, ApiFailure>,
  ) => Effect.Effect<Revalidation<A>, ApiFailure>;
}

export type ApiMethod = keyof ApiService;

/**
 * Lists are read page by page (`PAGE_LIMIT_MAX` rows each) until the last
 * page, but at most this many pages (1000 rows): the dashboard shows whole
 * lists, and a family's data stays far below the cap.
 */
export const LIST_PAGE_CAP = 10;

// The service.

function withHeaders(config: ApiConfig) {
  return (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    client.pipe(
      HttpClient.mapRequest((request) => {
        const keyed = HttpClientRequest.setHeader(request, "x-functions-key", config.functionsKey);
        const token = config.accessToken();
        return token === null ? keyed : HttpClientRequest.bearerToken(keyed, token);
      }),
      withRevalidation,
      // Every non-2xx answer becomes a ResponseError whose body `toApiFailure`
      // reads, so the failure keeps the server's code and field whatever the
      // contract says that endpoint can fail with.
      HttpClient.filterStatusOk,
    );
}

interface Page<A> {
  readonly data: ReadonlyArray<A>;
  readonly nextCursor: string | null;
}

/** Reads a list page by page, up to `LIST_PAGE_CAP` pages. */
function allPages<A, E>(
  page: (params: { readonly limit: number; readonly cursor?: string }) => Effect.Effect<Page<A>, E>,
): Effect.Effect<ReadonlyArray<A>, E> {
  const loop = (
    cursor: string | undefined,
    read: number,
    rows: ReadonlyArray<A>,
  ): Effect.Effect<ReadonlyArray<A>, E> =>
    Effect.flatMap(
      page(cursor === undefined ? { limit: PAGE_LIMIT_MAX } : { limit: PAGE_LIMIT_MAX, cursor }),
      (answer) => {
        const all = [...rows, ...answer.data];
        return answer.nextCursor === null || read + 1 >= LIST_PAGE_CAP
          ? Effect.succeed(all)
          : loop(answer.nextCursor, read + 1, all);
      },
    );
  return loop(undefined, 0, []);
}

/** Maps failures, traces the call as `Api.<name>`. */
function call<A, E>(name: ApiMethod, effect: Effect.Effect<A, E>): Effect.Effect<A, ApiFailure> {
  return effect.pipe(Effect.catchAll(toApiFailure), Effect.withSpan(`Api.${name}`));
}

/** The client puts path parameters into the URL as they are; ids are escaped here. */
const segment = (id: string): string => encodeURIComponent(id);

const data = <A>(envelope: { readonly data: A }): A => envelope.data;

/**
 * The service over the `HttpClient` in context. The contract's schemas need
 * no context of their own, but `Schema.compose` in api/fields.ts infers
 * `filter<Any>` under this TypeScript, widening the client's requirements
 * to `unknown`; the cast states what it really needs.
 */
export const makeApi = (
  config: ApiConfig,
): Effect.Effect<ApiService, never, HttpClient.HttpClient> =>
  Effect.map(
    HttpApiClient.make(CorkboardApi, {
      baseUrl: config.baseUrl,
      transformClient: withHeaders(config),
    }),
    (client): ApiService => ({
      getPreferences: () => call("getPreferences", Effect.map(client.preferences.get(), data)),
      updatePreferences: (preferences) =>
        call(
          "updatePreferences",
          checked(Preferences, preferences).pipe(
            Effect.flatMap((payload) => client.preferences.update({ payload })),
            Effect.map(data),
          ),
        ),
      listFamilyMembers: () =>
        call(
          "listFamilyMembers",
          allPages((urlParams) => client.family.list({ urlParams })),
        ),
      addFamilyMember: (input) =>
        call(
          "addFamilyMember",
          checked(FamilyMemberInput, input).pipe(
            Effect.flatMap((payload) => client.family.create({ payload })),
            Effect.map(data),
          ),
        ),
      updateFamilyMember: (update) =>
        call(
          "updateFamilyMember",
          checked(FamilyMemberUpdate, update).pipe(
            Effect.flatMap((payload) =>
              client.family.update({ path: { Id: segment(update.Id) }, payload }),
            ),
            Effect.map(data),
          ),
        ),
      removeFamilyMember: (id) =>
        call(
          "removeFamilyMember",
          Effect.map(client.family.remove({ path: { id: segment(id) } }), data),
        ),
      listEvents: (filter) =>
        call(
          "listEvents",
          allPages((page) => client.events.list({ urlParams: { ...filter, ...page } })),
        ),
      getEvent: (id) =>
        call("getEvent", Effect.map(client.events.get({ path: { id: segment(id) } }), data)),
      createEvent: (input) =>
        call(
          "createEvent",
          checked(EventInput, input).pipe(
            Effect.flatMap((payload) => client.events.create({ payload })),
            Effect.map(data),
          ),
        ),
      removeEvent: (id) =>
        call("removeEvent", Effect.map(client.events.remove({ path: { id: segment(id) } }), data)),
      restoreEvent: (id) =>
        call(
          "restoreEvent",
          Effect.map(client.events.restore({ path: { id: segment(id) } }), data),
        ),
      updateEvent: (id, changes) =>
        call(
          "updateEvent",
          checked(EventUpdate, changes).pipe(
            Effect.flatMap((payload) =>
              client.events.update({ path: { id: segment(id) }, payload }),
            ),
            Effect.map(data),
          ),
        ),
      setEventsStatus: (change) =>
        call(
          "setEventsStatus",
          checked(EventStatusChange, change).pipe(
            Effect.flatMap((payload) => client.events.setStatus({ payload })),
            Effect.map(data),
          ),
        ),
      eventEmails: (eventId) =>
        call(
          "eventEmails",
          Effect.map(client.events.emails({ path: { id: segment(eventId) } }), data),
        ),
      emailEvents: (emailId) =>
        call(
          "emailEvents",
          Effect.map(client.events.byEmail({ path: { email: segment(emailId) } }), data),
        ),
      listEmails: () =>
        call(
          "listEmails",
          allPages((urlParams) => client.emails.list({ urlParams })),
        ),
      getEmail: (id) =>
        call("getEmail", Effect.map(client.emails.get({ path: { id: segment(id) } }), data)),
      removeAccount: (email) =>
        call("removeAccount", Effect.map(client.account.remove({ payload: { email } }), data)),
      removeEmail: (id, withEvents) =>
        call(
          "removeEmail",
          Effect.map(
            client.emails.remove({
              path: { id: segment(id) },
              urlParams: { events: withEvents ? "true" : "false" },
            }),
            data,
          ),
        ),
      sendEmail: (email) =>
        call(
          "sendEmail",
          checked(EmailSend, email).pipe(
            Effect.flatMap((payload) => client.emails.send({ payload })),
            Effect.map(data),
          ),
        ),
      getCalendarFeed: () => call("getCalendarFeed", Effect.map(client.calendarFeed.get(), data)),
      rotateCalendarFeed: () =>
        call("rotateCalendarFeed", Effect.map(client.calendarFeed.rotate(), data)),
      revokeCalendarFeed: () =>
        call("revokeCalendarFeed", Effect.map(client.calendarFeed.revoke(), data)),
      getMemberFeed: (memberId) =>
        call(
          "getMemberFeed",
          Effect.map(client.calendarFeed.memberGet({ path: { id: segment(memberId) } }), data),
        ),
      rotateMemberFeed: (memberId) =>
        call(
          "rotateMemberFeed",
          Effect.map(client.calendarFeed.memberRotate({ path: { id: segment(memberId) } }), data),
        ),
      revokeMemberFeed: (memberId) =>
        call(
          "revokeMemberFeed",
          Effect.map(client.calendarFeed.memberRevoke({ path: { id: segment(memberId) } }), data),
        ),
      eventHistory: (eventId) =>
        call(
          "eventHistory",
          Effect.map(client.events.history({ path: { id: segment(eventId) } }), data),
        ),
      getForwardingAddress: () =>
        call("getForwardingAddress", Effect.map(client.intake.forwardingAddress(), data)),
      rotateForwardingAddress: () =>
        call("rotateForwardingAddress", Effect.map(client.intake.rotateForwardingAddress(), data)),
      listSenderReview: () =>
        call("listSenderReview", Effect.map(client.intake.senderReview(), data)),
      decideSender: (decision) =>
        call(
          "decideSender",
          checked(SenderDecision, decision).pipe(
            Effect.flatMap((payload) => client.intake.decideSender({ payload })),
            Effect.map(data),
          ),
        ),
      getProduct: (id) =>
        call(
          "getProduct",
          Effect.map(client.billingCatalogue.product({ path: { id: segment(id) } }), data),
        ),
      getPrice: (id) =>
        call(
          "getPrice",
          Effect.map(client.billingCatalogue.price({ path: { id: segment(id) } }), data),
        ),
      listSubscriptions: () =>
        call("listSubscriptions", Effect.map(client.billing.subscriptions(), data)),
      listPromoCodes: () => call("listPromoCodes", Effect.map(client.billing.promoCodes(), data)),
      createPromoCode: () =>
        call("createPromoCode", Effect.map(client.billing.createPromoCode(), data)),
      getPaymentLink: (priceId, promo) =>
        call(
          "getPaymentLink",
          Effect.map(
            client.billing.paymentLink({
              path: { id: segment(priceId) },
              urlParams: promo === null ? {} : { promo },
            }),
            data,
          ),
        ),
      createPortalSession: () =>
        call("createPortalSession", Effect.map(client.billing.portalSession(), data)),
      revalidate,
    }),
  ).pipe(Effect.withSpan("Api.make")) as Effect.Effect<ApiService, never, HttpClient.HttpClient>;

export class Api extends Context.Tag("corkboard/Api")<Api, ApiService>() {
  /** The service over an `HttpClient` the caller provides. */
  static readonly layer = (config: ApiConfig) => Layer.effect(Api, makeApi(config));

  /** The live service over the browser's fetch. */
  static readonly live = (config: ApiConfig) =>
    Api.layer(config).pipe(Layer.provide(FetchHttpClient.layer));
}
