import { Link } from "wouter";
import type { EmailSummary } from "../../../api/Email";
import { button } from "../button.css";
import { formatDateTime } from "../calendar/format";
import type { EmailLinkComponent } from "./EmailLink";
import { EmailStatusBadge } from "./EmailStatusBadge";
import * as styles from "./emailList.css";
import { attachmentCount } from "./emailStatus";

export interface EmailListProps {
  readonly emails: ReadonlyArray<EmailSummary>;
  /** The family's zone: received times are read in it. */
  readonly timeZone: string;
  readonly emailLink: EmailLinkComponent;
  /** The list's accessible name. */
  readonly label?: string;
}

/** Newest first, whatever order they came in. */
export function newestFirst(emails: ReadonlyArray<EmailSummary>): EmailSummary[] {
  return [...emails].sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
}

/**
 * Forwarded e-mails: sender, subject, when received, status with its
 * reason, attachments. A row of a table on wide screens, a card on a phone;
 * the subject links to the e-mail.
 */
export function EmailList({
  emails,
  timeZone,
  emailLink: EmailLink,
  label = "Forwarded e-mails",
}: EmailListProps) {
  return (
    <div>
      <div className={styles.header} aria-hidden="true">
        <span>Subject</span>
        <span>From</span>
        <span>Received</span>
        <span>Status</span>
        <span>Attachments</span>
      </div>
      <ol className={styles.list} aria-label={label}>
        {newestFirst(emails).map((email) => (
          <li key={email.id} className={styles.item}>
            <div className={styles.cell}>
              <EmailLink email={email} className={styles.subject}>
                {email.subject.trim() === "" ? "(no subject)" : email.subject}
              </EmailLink>
            </div>
            <div className={styles.cell}>
              <span className={styles.label}>From</span>
              {email.from}
            </div>
            <div className={styles.cell}>
              <span className={styles.label}>Received</span>
              <time dateTime={email.receivedAt}>{formatDateTime(email.receivedAt, timeZone)}</time>
            </div>
            <div className={styles.cell}>
              <span className={styles.label}>Status</span>
              <EmailStatusBadge email={email} />
            </div>
            <div className={`${styles.cell} ${email.attachments.length === 0 ? styles.muted : ""}`}>
              <span aria-hidden="true">{email.attachments.length === 0 ? "" : "📎 "}</span>
              {attachmentCount(email.attachments.length)}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** No e-mails yet: what to do about it. */
export function EmailsEmptyState() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No e-mails yet</h2>
      <p>
        Forward a school e-mail to your Corkboard address. Corkboard reads it, and the dates in it
        show up as events for you to check.
      </p>
      <Link href="~/dashboard/setup/forwarder" className={button.primary}>
        Find your Corkboard address
      </Link>
    </div>
  );
}
