import { type SyntheticEvent, useState } from "react";
import { useStoreSnapshot } from "../data/hooks";
import type { DomainEvent } from "./domainEvents";
import type { JournalEntry } from "./journal";
import * as styles from "./storeInspector.css";

/**
 * In development, a collapsible panel listing the client store's journal,
 * newest first: each domain event with its sequence number, the change it
 * belongs to when tentative, and whether that change was undone. It renders
 * nothing in a production build.
 */
export function StoreInspector() {
  if (!import.meta.env.DEV) return null;
  return <JournalPanel />;
}

/** One line about an event, for the list. */
export function describeDomainEvent(event: DomainEvent): string {
  switch (event.type) {
    case "familyMembers.loaded":
      return `${event.members.length} members`;
    case "familyMember.added":
    case "familyMember.updated":
      return `${event.member.Name} (${event.member.Id})`;
    case "familyMember.removed":
      return event.id;
    case "events.loaded": {
      const window = Object.entries(event.window)
        .map(([name, value]) => `${name}=${value}`)
        .join(" ");
      return `${event.events.length} events${window === "" ? "" : ` (${window})`}`;
    }
    case "event.loaded":
    case "event.updated":
    case "event.created":
      return `${event.event.title} (${event.event.id}, ${event.event.status})`;
    case "event.removed":
    case "email.removed":
      return event.id;
    case "eventHistory.loaded":
      return `${event.revisions.length} revisions of event ${event.eventId}`;
    case "eventEmails.loaded":
      return `${event.emails.length} e-mails of event ${event.eventId}`;
    case "emails.loaded":
      return `${event.emails.length} e-mails`;
    case "email.loaded":
    case "email.received":
      return `${event.email.subject} (${event.email.id})`;
    case "email.updated":
      return `${event.email.subject} (${event.email.id}, ${event.email.status})`;
    case "emailEvents.loaded":
      return `${event.events.length} events of e-mail ${event.emailId}`;
    case "email.sent":
      return `${event.subject} → ${event.sent.to}`;
    case "preferences.loaded":
    case "preferences.updated":
      return `${event.preferences.timezone}, ${event.preferences.trustedSenders.length} trusted senders`;
    case "calendarFeed.loaded":
    case "calendarFeed.rotated":
      return event.feed.url;
    case "calendarFeed.revoked":
      return "feed turned off";
    case "memberFeed.loaded":
    case "memberFeed.rotated":
      return `${event.feed.familyMemberId}: ${event.feed.url}`;
    case "memberFeed.revoked":
      return `${event.familyMemberId}: feed turned off`;
    case "forwardingAddress.loaded":
    case "forwardingAddress.rotated":
      return event.address.address;
    case "senderReview.loaded":
      return `${event.reviews.length} senders to review`;
    case "sender.deciding":
      return `${event.decision.decision} ${event.decision.sender}`;
    case "sender.decided":
      return `${event.decided.decision} ${event.decided.sender}: ${event.decided.emailIds.length} e-mails`;
    case "review.changed":
      return `${event.sender} ${event.action}`;
    case "billingProduct.loaded":
      return `${event.product.name} (${event.key})`;
    case "subscriptions.loaded":
      return `${event.subscriptions.length} subscriptions`;
    case "promoCodes.loaded":
      return `${event.promoCodes.length} referral codes`;
    case "promoCode.created":
      return event.promoCode.code;
    case "paymentLink.created":
      return `price ${event.link.priceId}`;
    case "portalSession.created":
      return "portal opened";
    case "change.committed":
      return event.change;
    case "change.compensated":
      return `${event.change}: ${event.reason.status} ${event.reason.message}`;
  }
}

function compensatedChanges(journal: ReadonlyArray<JournalEntry>): ReadonlySet<string> {
  const undone = new Set<string>();
  for (const { event } of journal)
    if (event.type === "change.compensated") undone.add(event.change);
  return undone;
}

function JournalPanel() {
  const snapshot = useStoreSnapshot();
  const [open, setOpen] = useState(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  const { journal, folded, pending } = snapshot;
  const counts = [
    `${journal.length} events`,
    folded > 0 ? `${folded} folded` : null,
    pending.length > 0 ? `${pending.length} pending` : null,
  ].filter((part) => part !== null);
  return (
    <details className={styles.panel} onToggle={onToggle} data-testid="store-inspector">
      <summary className={styles.summary}>Store journal: {counts.join(", ")}</summary>
      {open ? <JournalList journal={journal} /> : null}
    </details>
  );
}

function JournalList({ journal }: { readonly journal: ReadonlyArray<JournalEntry> }) {
  const undone = compensatedChanges(journal);
  const newestFirst = [...journal].reverse();
  return (
    <ol className={styles.list} aria-label="Store journal, newest first">
      {newestFirst.map((entry) => {
        const marker =
          entry.tentative === undefined
            ? null
            : undone.has(entry.tentative)
              ? `undone (${entry.tentative})`
              : `tentative (${entry.tentative})`;
        return (
          <li key={entry.seq} className={styles.entry}>
            <span className={styles.seq}>#{entry.seq}</span>
            <span>
              <span className={styles.type}>{entry.event.type}</span>{" "}
              {marker === null ? null : (
                <span
                  className={
                    entry.tentative !== undefined && undone.has(entry.tentative)
                      ? styles.compensated
                      : styles.tentative
                  }
                >
                  {marker}
                </span>
              )}
            </span>
            <span className={styles.detail}>
              {new Date(entry.at).toLocaleTimeString()} · {describeDomainEvent(entry.event)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
