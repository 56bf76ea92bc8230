import { Link } from "wouter";
import type { CalendarEvent } from "../../../../api/CalendarEvent";
import type { Email } from "../../../../api/Email";
import type { QueryView } from "../../../data/hooks.types";
import type { EventLinkComponent } from "../../../ui/calendar/EventLink";
import { EventSummaryList } from "../../../ui/calendar/EventSummaryList";
import { formatDateTime } from "../../../ui/calendar/format";
import type { MembersById } from "../../../ui/calendar/members";
import { EmailStatusBadge } from "../../../ui/email/EmailStatusBadge";
import { formatFileSize } from "../../../ui/email/emailStatus";
import { SafeEmailBody } from "../../../ui/email/SafeEmailBody";
import { FormNotice } from "../../../ui/form/FormAlert";
import { Section } from "../../../ui/Page";
import * as styles from "./emailDetail.css";

export interface EmailDetailProps {
  readonly email: Email;
  /** The family's zone: the received time is read in it. */
  readonly timeZone: string;
  /** The events this e-mail produced (the `emailEvents` read). */
  readonly producedEvents: Pick<QueryView<ReadonlyArray<CalendarEvent>>, "status" | "data">;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}

/** One forwarded e-mail: its headers, its body made safe, its attachments and its events. */
export function EmailDetail({
  email,
  timeZone,
  producedEvents,
  members,
  eventLink,
}: EmailDetailProps) {
  return (
    <>
      <dl className={styles.headers} aria-label="E-mail details">
        <dt className={styles.term}>From</dt>
        <dd className={styles.definition}>{email.from}</dd>
        <dt className={styles.term}>To</dt>
        <dd className={styles.definition}>{email.to}</dd>
        <dt className={styles.term}>Subject</dt>
        <dd className={styles.definition}>
          {email.subject.trim() === "" ? "(no subject)" : email.subject}
        </dd>
        <dt className={styles.term}>Received</dt>
        <dd className={styles.definition}>
          <time dateTime={email.receivedAt}>{formatDateTime(email.receivedAt, timeZone)}</time>
        </dd>
        <dt className={styles.term}>Status</dt>
        <dd className={styles.definition}>
          <EmailStatusBadge email={email} />
        </dd>
      </dl>

      {email.status === "review" ? (
        <FormNotice>
          <p>
            {email.from} is not a trusted sender yet, so this e-mail has not been read.{" "}
            <Link href="~/dashboard/email">Approve or block the sender</Link> at the top of Emails.
          </p>
        </FormNotice>
      ) : null}

      {email.status === "limited" ? (
        <FormNotice>
          <p>
            This e-mail arrived after the Free plan's 10 e-mails this month, so it is kept but not
            read yet. <Link href="~/dashboard/subscription">Upgrade to Family</Link> and Corkboard
            reads it straight away.
          </p>
        </FormNotice>
      ) : null}

      <Section title="Message" id="email-message">
        <SafeEmailBody html={email.html} text={email.text} />
      </Section>

      <Section title="Attachments" id="email-attachments">
        {email.attachments.length === 0 ? (
          <p className={styles.muted}>No attachments.</p>
        ) : (
          <ul className={styles.attachments}>
            {email.attachments.map((attachment, index) => (
              // Two attachments may share a name; their position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
              <li key={`${index}-${attachment.name}`} className={styles.attachment}>
                <span className={styles.attachmentName}>{attachment.name || "Unnamed file"}</span>
                <span className={styles.muted}>
                  {attachment.type || "Unknown type"}, {formatFileSize(attachment.size)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Events from this e-mail" id="email-events">
        <ProducedEvents producedEvents={producedEvents} members={members} eventLink={eventLink} />
      </Section>
    </>
  );
}

function ProducedEvents({
  producedEvents,
  members,
  eventLink,
}: Pick<EmailDetailProps, "producedEvents" | "members" | "eventLink">) {
  if (producedEvents.status === "loading") {
    return (
      <p className={styles.muted} role="status">
        Looking for the events it produced…
      </p>
    );
  }
  if (producedEvents.status === "failed" || producedEvents.data === undefined) {
    return (
      <p className={styles.muted}>Its events could not be loaded. Reload the page to try again.</p>
    );
  }
  if (producedEvents.data.length === 0) {
    return <p className={styles.muted}>No events came from this e-mail.</p>;
  }
  return (
    <EventSummaryList
      events={producedEvents.data}
      members={members}
      eventLink={eventLink}
      label="Events from this e-mail"
    />
  );
}
