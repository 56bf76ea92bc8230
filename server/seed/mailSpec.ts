import type { Attachment, EmailStatus } from "../../api/Email";
import type { EventStatus, MemberKey } from "./rows";

/**
 * How the seed writes down an e-mail and the events Corkboard would find in
 * it: days relative to today and local times, turned into rows by
 * `buildSeedPlan` in the family's time zone.
 */

export type When =
  | {
      readonly kind: "timed";
      readonly day: number;
      readonly start: string;
      readonly end: string;
      readonly endDay?: number;
    }
  | { readonly kind: "allDay"; readonly day: number; readonly lastDay?: number };

export const timed = (day: number, start: string, end: string, endDay?: number): When =>
  endDay === undefined
    ? { kind: "timed", day, start, end }
    : { kind: "timed", day, start, end, endDay };
export const allDay = (day: number, lastDay?: number): When =>
  lastDay === undefined ? { kind: "allDay", day } : { kind: "allDay", day, lastDay };

export interface EventSpec {
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly when: When;
  readonly status: EventStatus;
  readonly members: ReadonlyArray<MemberKey>;
}

export interface EmailSpec {
  readonly from: string;
  readonly subject: string;
  /** Days before today, and the local time it arrived. */
  readonly daysAgo: number;
  readonly at: string;
  readonly status: EmailStatus;
  readonly statusReason?: string;
  readonly attachments?: ReadonlyArray<Attachment>;
  readonly text: string;
  readonly html: string | null;
  readonly events: ReadonlyArray<EventSpec>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A plain HTML body, as a school or club mailer sends it: a heading, paragraphs, a list. */
export function htmlBody(
  heading: string,
  paragraphs: ReadonlyArray<string>,
  items: ReadonlyArray<string> = [],
  extra = "",
): string {
  const list =
    items.length === 0
      ? ""
      : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; color: #1f2937">',
    extra,
    `<h1 style="font-size: 20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.slice(0, 1).map((text) => `<p>${escapeHtml(text)}</p>`),
    list,
    ...paragraphs.slice(1).map((text) => `<p>${escapeHtml(text)}</p>`),
    "</body></html>",
  ].join("\n");
}
