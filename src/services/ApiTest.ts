import { Effect, Layer } from "effect";
import type { PaymentLink, Price, Product, PromoCode, Subscription } from "../../api/Billing";
import type { CalendarEvent, EventRevision } from "../../api/CalendarEvent";
import type { CalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import type { ForwardingAddress, SenderReview } from "../../api/Intake";
import { defaultPreferences } from "../../api/Preferences";
import { modified } from "../machines/data/revalidation";
import { Api, ApiFailure, type ApiMethod, type ApiService } from "./Api";
import { ScriptedCalls } from "./scriptedCalls";

/**
 * Test doubles for the Api service: `apiTestLayer` for a partial fake whose
 * other methods die loudly, `Gate`, an answer a test settles when it
 * chooses (to look at the page while a call is in flight), and `ScriptedApi`,
 * which records every call and leaves it pending until the test answers it.
 */

export const API_METHODS = [
  "getPreferences",
  "updatePreferences",
  "listFamilyMembers",
  "addFamilyMember",
  "updateFamilyMember",
  "removeFamilyMember",
  "listEvents",
  "getEvent",
  "createEvent",
  "removeEvent",
  "restoreEvent",
  "updateEvent",
  "setEventsStatus",
  "eventEmails",
  "emailEvents",
  "listEmails",
  "getEmail",
  "sendEmail",
  "removeEmail",
  "removeAccount",
  "getCalendarFeed",
  "rotateCalendarFeed",
  "revokeCalendarFeed",
  "getMemberFeed",
  "rotateMemberFeed",
  "revokeMemberFeed",
  "eventHistory",
  "getForwardingAddress",
  "rotateForwardingAddress",
  "listSenderReview",
  "decideSender",
  "getProduct",
  "getPrice",
  "listSubscriptions",
  "listPromoCodes",
  "createPromoCode",
  "getPaymentLink",
  "createPortalSession",
] as const satisfies ReadonlyArray<ApiMethod>;

// Fails to compile when a method of ApiService is missing above (`revalidate`
// is not a call of its own: it wraps the others).
type MissingMethods = Exclude<ApiMethod, (typeof API_METHODS)[number] | "revalidate">;
const allMethodsListed: [MissingMethods] extends [never] ? true : MissingMethods = true;
void allMethodsListed;

function dying(method: ApiMethod): (...args: ReadonlyArray<unknown>) => Effect.Effect<never> {
  return () => Effect.dieMessage(`Api.${method} was called but this test did not provide it.`);
}

/**
 * A fake server that sends no ETag: every read is new data without a
 * validator, as from a server that never answers 304. A test of
 * revalidation provides its own.
 */
const revalidateNever: ApiService["revalidate"] = (_validator, read) =>
  Effect.map(read, (data) => modified(data, null));

/** A service from a partial fake; calling a method it lacks is a defect that names the method. */
export function apiTestService(partial: Partial<ApiService>): ApiService {
  return {
    ...(Object.fromEntries(
      API_METHODS.map((method) => [method, partial[method] ?? dying(method)]),
    ) as unknown as ApiService),
    revalidate: partial.revalidate ?? revalidateNever,
  };
}

export function apiTestLayer(partial: Partial<ApiService>): Layer.Layer<Api> {
  return Layer.succeed(Api, apiTestService(partial));
}

/** Every method recorded with its arguments, each call pending until the test settles it. */
export class ScriptedApi extends ScriptedCalls<ApiMethod, ApiFailure> {
  // The reads it scripts are recorded as themselves: revalidation only wraps them, as from a server without ETags.
  readonly service: ApiService = {
    ...(this.serviceOf(API_METHODS) as unknown as ApiService),
    revalidate: revalidateNever,
  };

  readonly layer: Layer.Layer<Api> = Layer.succeed(Api, this.service);
}

/** A failure as the live service reports it. */
export function apiFailure(
  status: number,
  code: string,
  message: string,
  field?: string,
): ApiFailure {
  return new ApiFailure(
    field === undefined ? { code, message, status } : { code, message, status, field },
  );
}

/**
 * An answer held until the test settles it. `effect` may be run any number
 * of times; every run waits for the same settlement.
 */
export class Gate<A> {
  private outcome: Effect.Effect<A, ApiFailure> | null = null;
  private readonly waiting = new Set<(outcome: Effect.Effect<A, ApiFailure>) => void>();
  /** How many runs started (answered or not). */
  calls = 0;

  readonly effect: Effect.Effect<A, ApiFailure> = Effect.async<A, ApiFailure>((resume) => {
    this.calls += 1;
    if (this.outcome !== null) {
      resume(this.outcome);
      return;
    }
    this.waiting.add(resume);
    return Effect.sync(() => {
      this.waiting.delete(resume);
    });
  });

  succeed(value: A): void {
    this.settle(Effect.succeed(value));
  }

  fail(failure: ApiFailure): void {
    this.settle(Effect.fail(failure));
  }

  private settle(outcome: Effect.Effect<A, ApiFailure>): void {
    this.outcome = outcome;
    for (const resume of this.waiting) resume(outcome);
    this.waiting.clear();
  }
}

// Entities for tests, valid against the contract's Schemas.

const STAMP = "2026-09-01T08:00:00.000Z";

export function makeMember(overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    Id: "member-1",
    Name: "Ada",
    Relationship: "self",
    Email: null,
    Color: "#7c3aed",
    BirthDate: null,
    CreatedAt: STAMP,
    UpdatedAt: STAMP,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: "event-1",
    title: "Swimming gala",
    description: "",
    startsAt: "2026-09-14T08:30:00.000Z",
    endsAt: "2026-09-14T10:00:00.000Z",
    allDay: false,
    timezone: "Europe/London",
    location: "Leisure centre",
    status: "suggested",
    familyMemberIds: [],
    sourceEmailId: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeEmailSummary(overrides: Partial<EmailSummary> = {}): EmailSummary {
  return {
    id: "email-1",
    from: "office@school.example",
    to: "ada@in.localhost",
    subject: "Swimming gala on Monday",
    receivedAt: STAMP,
    status: "processed",
    statusReason: null,
    attachments: [],
    eventIds: [],
    ...overrides,
  };
}

export function makeEmail(overrides: Partial<Email> = {}): Email {
  return { ...makeEmailSummary(), text: "See you there.", html: null, ...overrides };
}

export function makeFeed(overrides: Partial<CalendarFeed> = {}): CalendarFeed {
  return {
    url: "http://localhost:8787/api/calendar/secret-token.ics",
    createdAt: STAMP,
    lastFetchedAt: null,
    ...overrides,
  };
}

export function makeForwardingAddress(
  overrides: Partial<ForwardingAddress> = {},
): ForwardingAddress {
  return { address: "k7q2m9x4ab@in.localhost", createdAt: STAMP, ...overrides };
}

export function makeSenderReview(overrides: Partial<SenderReview> = {}): SenderReview {
  return {
    sender: "coach@club.example",
    name: "Coach Carter",
    firstSeenAt: STAMP,
    emailIds: ["email-9"],
    latestSubject: "Training moves to Thursday",
    ...overrides,
  };
}

export function makeRevision(overrides: Partial<EventRevision> = {}): EventRevision {
  return {
    id: "revision-1",
    eventId: "event-1",
    change: "created",
    emailId: "email-1",
    summary: "Found in “Swimming gala on Monday”",
    at: STAMP,
    ...overrides,
  };
}

export { defaultPreferences as makePreferences };

/**
 * The reads of a new account (nobody in the family, nothing forwarded yet,
 * default preferences in UTC as if chosen at sign-up, so no page asks for a zone): a base for whole-app tests, which override what
 * they exercise (`{ ...newAccountApi(), listFamilyMembers: ... }`).
 */
export function newAccountApi(): Partial<ApiService> {
  return {
    getPreferences: () => Effect.succeed(defaultPreferences("UTC")),
    listFamilyMembers: () => Effect.succeed([]),
    listEvents: () => Effect.succeed([]),
    listEmails: () => Effect.succeed([]),
    eventEmails: () => Effect.succeed([]),
    emailEvents: () => Effect.succeed([]),
    getCalendarFeed: () => Effect.succeed(makeFeed()),
    eventHistory: () => Effect.succeed([]),
    getForwardingAddress: () => Effect.succeed(makeForwardingAddress()),
    listSenderReview: () => Effect.succeed([]),
    listSubscriptions: () => Effect.succeed([]),
  };
}

// Billing entities (api/Billing.ts), shaped as the Local provider answers.

export function makePrice(overrides: Partial<Price> = {}): Price {
  return {
    id: "price_family_monthly",
    productId: "prod_family",
    lookupKey: "family_monthly",
    unitAmount: 600,
    currency: "usd",
    interval: "month",
    trialDays: 14,
    active: true,
    ...overrides,
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: "prod_family",
    lookupKey: "family",
    name: "Family",
    description: "For the household that runs on school e-mails.",
    features: ["Unlimited forwarded e-mails", "A calendar feed for each family member"],
    prices: [
      makePrice(),
      makePrice({
        id: "price_family_yearly",
        lookupKey: "family_yearly",
        unitAmount: 6000,
        interval: "year",
      }),
    ],
    ...overrides,
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: "sub_1",
    status: "trialing",
    productId: "prod_family",
    productName: "Family",
    priceId: "price_family_monthly",
    interval: "month",
    unitAmount: 600,
    currency: "usd",
    currentPeriodEnd: "2026-09-15T08:00:00.000Z",
    cancelAtPeriodEnd: false,
    trialEnd: "2026-09-15T08:00:00.000Z",
    DefaultPaymentMethodId: "pm_1",
    card: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 },
    discount: null,
    ...overrides,
  };
}

export function makePromoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    id: "promo_1",
    code: "ADA-7KQ2",
    active: true,
    percentOff: 50,
    durationInMonths: 1,
    timesRedeemed: 0,
    shareUrl: "http://localhost:8787/signup?ref=ADA-7KQ2",
    creditEarned: { amount: 0, currency: "usd" },
    createdAt: STAMP,
    ...overrides,
  };
}

export function makePaymentLink(overrides: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id: "plink_1",
    url: "http://localhost:8787/billing/checkout/plink_1",
    priceId: "price_family_monthly",
    promotionCode: null,
    ...overrides,
  };
}
