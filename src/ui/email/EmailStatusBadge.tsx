import type { EmailStatus, EmailSummary } from "../../../api/Email";
import { emailStatusLabel, emailStatusReason } from "./emailStatus";
import * as styles from "./emailStatus.css";

const marks: Record<EmailStatus, string> = {
  received: "•",
  review: "?",
  limited: "…",
  processed: "✓",
  ignored: "–",
  failed: "!",
};

/** An e-mail's status in words, with its reason as text beneath. */
export function EmailStatusBadge({
  email,
}: {
  readonly email: Pick<EmailSummary, "status" | "statusReason">;
}) {
  return (
    <div className={styles.wrapper}>
      <span className={styles.badgeFor[email.status]}>
        <span aria-hidden="true">{marks[email.status]}</span>
        {emailStatusLabel[email.status]}
      </span>
      <p className={styles.reason}>{emailStatusReason(email)}</p>
    </div>
  );
}
