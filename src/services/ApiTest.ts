import { Effect, Layer } from "effect";
import type { CalendarEvent } from "../../api/CalendarEvent";
import type { CalendarFeed } from "../../api/CalendarFeed";
import type { Email, EmailSummary } from "../../api/Email";
import type { FamilyMember } from "../../api/FamilyMember";
import { defaultPreferences } from "../../api/Preferences";
import { Api, ApiFailure, type ApiMethod, type ApiService } from "./Api";

/**
 * Test doubles for the Api service: `apiTestLayer` for a partial fake whose
 * other methods die loudly, and `Gate`, an answer a test settles when it
 * chooses (to look at the page while a call is in flight).
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
  "updateEvent",
  "eventEmails",
  "emailEvents",
  "listEmails",
  "getEmail",
  "sendEmail",
  "getCalendarFeed",
  "rotateCalendarFeed",
  "revokeCalendarFeed",
] as const satisfies ReadonlyArray<ApiMethod>;

// Fails to compile when a method of ApiService is missing above.
type MissingMethods = Exclude<ApiMethod, (typeof API_METHODS)[number]>;
const allMethodsListed: [MissingMethods] extends [never] ? true : MissingMethods = true;
void allMethodsListed;

function dying(method: ApiMethod): (...args: ReadonlyArray<unknown>) => Effect.Effect<never> {
  return () => Effect.dieMessage(`Api.${method} was called but this test did not provide it.`);
}

/** A service from a partial fake; calling a method it lacks is a defect that names the method. */
export function apiTestService(partial: Partial<ApiService>): ApiService {
  return Object.fromEntries(
    API_METHODS.map((method) => [method, partial[method] ?? dying(method)]),
  ) as unknown as ApiService;
}

export function apiTestLayer(partial: Partial<ApiService>): Layer.Layer<Api> {
  return Layer.succeed(Api, apiTestService(partial));
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

export { defaultPreferences as makePreferences };

/**
 * The reads of a new account (nobody in the family, nothing forwarded yet,
 * default preferences): a base for whole-app tests, which override what
 * they exercise (`{ ...newAccountApi(), listFamilyMembers: ... }`).
 */
export function newAccountApi(): Partial<ApiService> {
  return {
    getPreferences: () => Effect.succeed(defaultPreferences()),
    listFamilyMembers: () => Effect.succeed([]),
    listEvents: () => Effect.succeed([]),
    listEmails: () => Effect.succeed([]),
    eventEmails: () => Effect.succeed([]),
    emailEvents: () => Effect.succeed([]),
    getCalendarFeed: () => Effect.succeed(makeFeed()),
  };
}
