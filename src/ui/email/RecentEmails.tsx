import { Link } from "wouter";
import type { EmailSummary } from "../../../api/Email";
import type { QueryView } from "../../data/hooks.types";
import { button } from "../button.css";
import type { EmailLinkComponent } from "./EmailLink";
import { EmailList, newestFirst } from "./EmailList";
import * as styles from "./emailList.css";

/** How many e-mails the dashboard's home shows. */
export const RECENT_EMAIL_COUNT = 5;

export interface RecentEmailsProps {
  readonly emails: Pick<QueryView<ReadonlyArray<EmailSummary>>, "status" | "data" | "refetch">;
  readonly timeZone: string;
  readonly emailLink: EmailLinkComponent;
}

/** The latest few forwarded e-mails, with a way to all of them. */
export function RecentEmails({ emails, timeZone, emailLink }: RecentEmailsProps) {
  if (emails.status === "loading") {
    return (
      <p className={styles.muted} role="status">
        Loading your e-mails…
      </p>
    );
  }
  if (emails.status === "failed" || emails.data === undefined) {
    return (
      <div className={styles.empty}>
        <p>Your e-mails could not be loaded.</p>
        <button type="button" className={button.secondary} onClick={emails.refetch}>
          Try again
        </button>
      </div>
    );
  }
  if (emails.data.length === 0) {
    return (
      <p className={styles.muted}>
        No e-mails yet. <Link href="~/dashboard/setup/forwarder">Forward a school e-mail</Link> to
        your Corkboard address to get started.
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <EmailList
        emails={newestFirst(emails.data).slice(0, RECENT_EMAIL_COUNT)}
        timeZone={timeZone}
        emailLink={emailLink}
        label="Recent e-mails"
      />
      <p>
        <Link href="~/dashboard/email">All e-mails</Link>
      </p>
    </div>
  );
}
