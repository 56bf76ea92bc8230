import {
  FetchHttpClient,
  HttpApiClient,
  HttpClient,
  HttpClientError,
  HttpClientRequest,
} from "@effect/platform";
import { Context, Effect, Layer, ParseResult, Schema } from "effect";
import type { AccountDeleted } from "../../api/Account";
import { CorkboardApi } from "../../api/Api";
import type {
  PaymentLink,
  PortalSession,
  Price,
  Product,
  PromoCode,
  Subscription,
} from "../../api/Billing";
import {
  type CalendarEvent,
  type EventRevision,
  type EventStatus,
  EventUpdate,
} from "../../api/CalendarEvent";
import type { CalendarFeed } from "../../api/CalendarFeed";
import {
  type Email,
  type EmailRemoved,
  EmailSend,
  type EmailSent,
  type EmailSummary,
} from "../../api/Email";
import { ErrorDetail } from "../../api/Envelope";
import { type FamilyMember, FamilyMemberInput, FamilyMemberUpdate } from "../../api/FamilyMember";
import {
  type ForwardingAddress,
  type SenderDecided,
  SenderDecision,
  type SenderReview,
} from "../../api/Intake";
import { PAGE_LIMIT_MAX } from "../../api/Page";
import { Preferences } from "../../api/Preferences";

/**
 * The product server (SPEC §7), derived from the contract in `api/` with
 * `HttpApiClient`: every call sends `x-functions-key` and, with a session,
 * `Authorization: Bearer <access token>`, and decodes `data` with the
 * contract's Schemas. Only the dashboard's lazy chunks import this module:
 * the derived client pulls in most of Effect's HTTP stack.
 */

/**
 * Why a call failed, with the fields of a `DataFailure`: the server's
 * `{ error: { code, message, field } }` and the HTTP status, or status 0
 * when the server could not be reached.
 */
export class ApiFailure extends Schema.TaggedError<ApiFailure>()("ApiFailure", {
  code: Schema.String,
  message: Schema.String,
  status: Schema.Number,
  field: Schema.optional(Schema.String),
}) {}

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
  readonly updateEvent: (
    id: string,
    changes: EventUpdate,
  ) => Effect.Effect<CalendarEvent, ApiFailure>;
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
}

/** The billing calls of SPEC §7 (`/stripe/*`), part of the Api service. */
export interface BillingApiService {
  /** A product and its prices, by id or lookup key (`family`); public. */
  readonly getProduct: (id: string) => Effect.Effect<Product, ApiFailure>;
  /** A price by id or lookup key (`family_monthly`); public. */
  readonly getPrice: (id: string) => Effect.Effect<Price, ApiFailure>;
  readonly listSubscriptions: () => Effect.Effect<ReadonlyArray<Subscription>, ApiFailure>;
  readonly listPromoCodes: () => Effect.Effect<ReadonlyArray<PromoCode>, ApiFailure>;
  /** The user's referral code, created on the first call and the same one after. */
  readonly createPromoCode: () => Effect.Effect<PromoCode, ApiFailure>;
  /** Where to pay for a price, with a friend's code when there is one (400 naming `promo` if refused). */
  readonly getPaymentLink: (
    priceId: string,
    promo: string | null,
  ) => Effect.Effect<PaymentLink, ApiFailure>;
  /** The provider's customer portal (409 before the user has a customer). */
  readonly createPortalSession: () => Effect.Effect<PortalSession, ApiFailure>;
}

export type ApiMethod = keyof ApiService;

export interface ApiConfig {
  /**
   * Where the contract's paths are appended: an origin (or origin and path
   * prefix) without the contract's own `/api`; see `apiConfigFromRuntime`.
   */
  readonly baseUrl: string;
  /** SPEC §7's fixed function key, from `/config.json`. */
  readonly functionsKey: string;
  /** The current access token, read at every call so refreshed tokens are used; null without a session. */
  readonly accessToken: () => string | null;
}

/**
 * Lists are read page by page (`PAGE_LIMIT_MAX` rows each) until the last
 * page, but at most this many pages (1000 rows): the dashboard shows whole
 * lists, and a family's data stays far below the cap.
 */
export const LIST_PAGE_CAP = 10;

/** The contract's own prefix, which `/config.json`'s `apiBaseUrl` also ends with. */
const CONTRACT_PREFIX = "/api";

/**
 * The client's base URL from `/config.json`'s `apiBaseUrl` (a URL, or a
 * path such as "/api" resolved against the page's origin): the contract's
 * paths already start with `/api`, so that suffix is dropped.
 */
export function apiBaseUrlOf(apiBaseUrl: string, origin: string): string {
  const url = new URL(apiBaseUrl, origin);
  const path = url.pathname.replace(/\/+$/, "");
  const prefix = path.endsWith(CONTRACT_PREFIX) ? path.slice(0, -CONTRACT_PREFIX.length) : path;
  return `${url.origin}${prefix}`;
}

export function apiConfigFromRuntime(
  runtime: { readonly apiBaseUrl: string; readonly functionsKey: string },
  accessToken: () => string | null,
  origin: string = globalThis.location.origin,
): ApiConfig {
  return {
    baseUrl: apiBaseUrlOf(runtime.apiBaseUrl, origin),
    functionsKey: runtime.functionsKey,
    accessToken,
  };
}

// Failures.

const NETWORK_MESSAGE = "Could not reach Corkboard. Check your connection and try again.";
const INVALID_RESPONSE_MESSAGE = "Corkboard answered in a way this page does not understand.";

/** The status a decode failure of a 2xx answer is reported with: the answer was unusable. */
export const INVALID_RESPONSE_STATUS = 502;

const ErrorBody = Schema.Struct({ error: ErrorDetail });
const decodeErrorBody = Schema.decodeUnknownOption(ErrorBody);

/** Statuses of the contract's tagged errors, for answers the client decoded itself. */
const contractErrorStatus: Readonly<Record<string, number>> = {
  BadRequest: 400,
  Unauthorized: 401,
  NotFound: 404,
  TooManyRequests: 429,
  ServiceUnavailable: 503,
};

function fallbackMessage(status: number): string {
  if (status === 401) return "Your session has ended. Sign in again.";
  if (status === 404) return "Not Found";
  if (status === 429) return "Too many requests. Wait a moment and try again.";
  return `Corkboard answered ${status}.`;
}

function failureOfBody(status: number, body: unknown): ApiFailure {
  const decoded = decodeErrorBody(body);
  if (decoded._tag === "Some") {
    const { code, message, field } = decoded.value.error;
    return new ApiFailure(
      field === undefined ? { code, message, status } : { code, message, status, field },
    );
  }
  return new ApiFailure({ code: `http_${status}`, message: fallbackMessage(status), status });
}

function isContractError(
  error: unknown,
): error is { readonly _tag: string; readonly error: ErrorDetail } {
  return (
    typeof error === "object" &&
    error !== null &&
    "_tag" in error &&
    typeof error._tag === "string" &&
    error._tag in contractErrorStatus &&
    "error" in error
  );
}

/** Every way a call can fail, as one `ApiFailure`. */
export function toApiFailure(error: unknown): Effect.Effect<never, ApiFailure> {
  if (error instanceof ApiFailure) return Effect.fail(error);
  if (HttpClientError.isHttpClientError(error)) {
    if (error._tag === "RequestError") {
      return Effect.fail(new ApiFailure({ code: "network", message: NETWORK_MESSAGE, status: 0 }));
    }
    const { status } = error.response;
    if (status >= 200 && status < 300) {
      return Effect.fail(
        new ApiFailure({
          code: "invalid_response",
          message: INVALID_RESPONSE_MESSAGE,
          status: INVALID_RESPONSE_STATUS,
        }),
      );
    }
    return error.response.json.pipe(
      Effect.orElseSucceed(() => null),
      Effect.flatMap((body) => Effect.fail(failureOfBody(status, body))),
    );
  }
  if (isContractError(error)) {
    return Effect.fail(failureOfBody(contractErrorStatus[error._tag] ?? 500, error));
  }
  if (ParseResult.isParseError(error)) {
    return Effect.fail(
      new ApiFailure({
        code: "invalid_response",
        message: INVALID_RESPONSE_MESSAGE,
        status: INVALID_RESPONSE_STATUS,
      }),
    );
  }
  return Effect.fail(
    new ApiFailure({ code: "unexpected", message: "Something went wrong!", status: 0 }),
  );
}

/**
 * A payload the contract refuses, as the server's 400 would report it (the
 * field and why), without a round trip.
 */
export function invalidPayload(error: ParseResult.ParseError): ApiFailure {
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(error);
  const field = issue?.path[0];
  const reason = issue?.message ?? "The form is not valid.";
  return field === undefined
    ? new ApiFailure({ code: "invalid_request", message: reason, status: 400 })
    : new ApiFailure({
        code: "invalid_request",
        message: `${String(field)}: ${reason}`,
        status: 400,
        field: String(field),
      });
}

/**
 * Reads a form's payload as the server will, before it is sent: decoded
 * with the contract's schema, so text is trimmed and addresses lower-cased
 * the same way, and a value the server would refuse fails here with its field.
 */
function checked<A, I>(schema: Schema.Schema<A, I>, payload: A): Effect.Effect<A, ApiFailure> {
  return Schema.decodeUnknown(schema)(payload).pipe(Effect.mapError(invalidPayload));
}

// The service.

function withHeaders(config: ApiConfig) {
  return (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    client.pipe(
      HttpClient.mapRequest((request) => {
        const keyed = HttpClientRequest.setHeader(request, "x-functions-key", config.functionsKey);
        const token = config.accessToken();
        return token === null ? keyed : HttpClientRequest.bearerToken(keyed, token);
      }),
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
    }),
  ).pipe(Effect.withSpan("Api.make")) as Effect.Effect<ApiService, never, HttpClient.HttpClient>;

export class Api extends Context.Tag("corkboard/Api")<Api, ApiService>() {
  /** The service over an `HttpClient` the caller provides. */
  static readonly layer = (config: ApiConfig) => Layer.effect(Api, makeApi(config));

  /** The live service over the browser's fetch. */
  static readonly live = (config: ApiConfig) =>
    Api.layer(config).pipe(Layer.provide(FetchHttpClient.layer));
}
