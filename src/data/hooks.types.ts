import type { AccountDeleted } from "../../api/Account";
import type { PaymentLink, PortalSession, PromoCode } from "../../api/Billing";
import type {
  CalendarEvent,
  EventInput,
  EventStatusChange,
  EventUpdate,
} from "../../api/CalendarEvent";
import type { CalendarFeed, MemberCalendarFeed } from "../../api/CalendarFeed";
import type { EmailRemoved, EmailSend, EmailSent } from "../../api/Email";
import type { FamilyMember, FamilyMemberInput, FamilyMemberUpdate } from "../../api/FamilyMember";
import type { ForwardingAddress, SenderDecided, SenderDecision } from "../../api/Intake";
import type { Preferences } from "../../api/Preferences";
import type { DataFailure } from "../machines/data/dataFailure";
import type { ResourceData, ResourceKind, ResourceOf } from "./resources";

/**
 * The interface pages use (the hooks in src/data/hooks.ts implement it).
 * Pages never fetch: they read these views and call these commands.
 */

/** A query read (query machine: retried, refetched on focus, stale after 5 minutes). */
export interface QueryView<T> {
  /** loading: nothing to show yet; ready: data present; failed: no data and an error. */
  readonly status: "loading" | "ready" | "failed";
  readonly data: T | undefined;
  readonly error: DataFailure | null;
  /** A refetch is under way while data is shown. */
  readonly fetching: boolean;
  readonly refetch: () => void;
}

/**
 * A route's data (loader machine: not retried; pending view only after 1 s,
 * then at least 0.5 s). `blank` is the first second of a slow load, when
 * nothing is shown yet.
 */
export interface RouteDataView<T> {
  readonly view: "blank" | "pending" | "ready" | "failed";
  readonly data: T | undefined;
  readonly error: DataFailure | null;
  readonly retry: () => void;
}

/** The mutations pages perform, each with its payload and result. */
export interface Mutations {
  /** Creates the user's referral code (once; later calls answer the same code). */
  readonly "promoCode.create": { payload: undefined; output: PromoCode };
  /** Where to pay for a price, with a friend's referral code when there is one. */
  readonly "paymentLink.get": {
    payload: { readonly priceId: string; readonly promo: string | null };
    output: PaymentLink;
  };
  /** A link into the provider's customer portal (change card, switch plan, cancel, resume). */
  readonly "portalSession.create": { payload: undefined; output: PortalSession };
  readonly "familyMember.add": { payload: FamilyMemberInput; output: FamilyMember };
  readonly "familyMember.update": { payload: FamilyMemberUpdate; output: FamilyMember };
  readonly "familyMember.remove": { payload: { readonly id: string }; output: FamilyMember };
  readonly "event.update": {
    payload: { readonly id: string; readonly changes: EventUpdate };
    output: CalendarEvent;
  };
  /** An event added by hand. */
  readonly "event.create": { payload: EventInput; output: CalendarEvent };
  /** Deletes an event at once (optimistic); `event.restore` is its Undo. */
  readonly "event.remove": { payload: { readonly id: string }; output: CalendarEvent };
  readonly "event.restore": { payload: { readonly id: string }; output: CalendarEvent };
  /** Confirm, Dismiss and Confirm all in the review list, and their undo. */
  readonly "events.setStatus": {
    payload: EventStatusChange;
    output: ReadonlyArray<CalendarEvent>;
  };
  readonly "preferences.update": { payload: Preferences; output: Preferences };
  readonly "email.send": { payload: EmailSend; output: EmailSent };
  /** Deletes the account (the typed e-mail address must be its own), then signs out here. */
  readonly "account.remove": { payload: { readonly email: string }; output: AccountDeleted };
  /** Deletes an e-mail (raw message and attachments); its events too when `withEvents`. */
  readonly "email.remove": {
    payload: { readonly id: string; readonly withEvents: boolean };
    output: EmailRemoved;
  };
  readonly "calendarFeed.rotate": { payload: undefined; output: CalendarFeed };
  readonly "calendarFeed.revoke": { payload: undefined; output: CalendarFeed };
  /** A family member's own feed: a new address (or on again), or off. */
  readonly "memberFeed.rotate": { payload: { readonly id: string }; output: MemberCalendarFeed };
  readonly "memberFeed.revoke": { payload: { readonly id: string }; output: MemberCalendarFeed };
  readonly "forwardingAddress.rotate": { payload: undefined; output: ForwardingAddress };
  /** Approve or block a new sender of the review list. */
  readonly "sender.decide": { payload: SenderDecision; output: SenderDecided };
}
export type MutationKind = keyof Mutations;

/** One form's mutation (mutation machine): optimistic, then committed or compensated. */
export interface MutationView<K extends MutationKind> {
  readonly submit: (payload: Mutations[K]["payload"]) => void;
  readonly busy: boolean;
  /** The failure of the last submit, shown where the user acted; field set for a 400. */
  readonly error: DataFailure | null;
  readonly succeeded: boolean;
  readonly output: Mutations[K]["output"] | null;
  readonly reset: () => void;
}

/** Props for a link whose hover or focus preloads a route's data (after 50 ms of intent). */
export interface PreloadProps {
  readonly onMouseEnter: () => void;
  readonly onMouseLeave: () => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
}

export interface DataHooks {
  useQuery<K extends ResourceKind>(resource: ResourceOf<K>): QueryView<ResourceData[K]>;
  useRouteData<K extends ResourceKind>(resource: ResourceOf<K>): RouteDataView<ResourceData[K]>;
  useMutation<K extends MutationKind>(kind: K): MutationView<K>;
  usePreload<K extends ResourceKind>(resource: ResourceOf<K>): PreloadProps;
}
