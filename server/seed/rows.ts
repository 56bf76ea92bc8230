import type { Attachment, EmailStatus } from "../../api/Email";
import type { Relationship } from "../../api/FamilyMember";

/** The rows the development seed writes for one account, and what it is asked for. */

export type MemberKey = "me" | "partner" | "maya" | "leo";

export interface MemberRow {
  readonly id: string;
  readonly key: MemberKey;
  readonly name: string;
  readonly relationship: Relationship;
  readonly email: string | null;
  /** White text on it and it on white both reach WCAG AA (4.5:1). */
  readonly color: string;
  readonly birthDate: string | null;
}

export interface PreferencesRow {
  readonly timezone: string;
  readonly weekStartsOn: "monday" | "sunday" | "saturday";
  readonly trustedSenders: ReadonlyArray<string>;
  readonly autoConfirmEvents: boolean;
  readonly digest: "off" | "daily" | "weekly";
  readonly reminderMinutes: number | null;
}

export interface EmailRow {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly receivedAt: Date;
  readonly text: string;
  readonly html: string | null;
  readonly attachments: ReadonlyArray<Attachment>;
  readonly status: EmailStatus;
  readonly statusReason: string | null;
}

export type EventStatus = "suggested" | "confirmed" | "dismissed";

export interface EventRow {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly allDay: boolean;
  readonly timezone: string;
  readonly location: string;
  readonly status: EventStatus;
  readonly sourceEmailId: string | null;
  readonly familyMemberIds: ReadonlyArray<string>;
}

export interface SeedPlan {
  readonly members: ReadonlyArray<MemberRow>;
  readonly preferences: PreferencesRow;
  readonly emails: ReadonlyArray<EmailRow>;
  readonly events: ReadonlyArray<EventRow>;
}

export interface SeedPlanOptions {
  /** The account's own address: the "self" member's e-mail. */
  readonly ownerEmail: string;
  /** Where the family forwards mail to: the e-mails' `to`. */
  readonly forwardingAddress: string;
  /** An IANA zone: the preferences' and every event's. */
  readonly timezone: string;
  readonly now: Date;
  /** Pads the realistic events with routine ones up to this many (load tests). */
  readonly totalEvents?: number;
}
