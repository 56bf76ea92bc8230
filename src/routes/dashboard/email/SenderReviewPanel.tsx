import { useId } from "react";
import { useMutation, useQuery } from "../../../data/hooks";
import type { SenderReviewItem } from "../../../data/resources";
import { button } from "../../../ui/button.css";
import { formatDateTime } from "../../../ui/calendar/format";
import { QueryFailure } from "../../../ui/data/QueryData";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import * as styles from "./senderReview.css";

/** `1 e-mail waiting`, `3 e-mails waiting`. */
export function waitingCount(count: number): string {
  return count === 1 ? "1 e-mail waiting" : `${count} e-mails waiting`;
}

/**
 * Above the Emails list: mail from senders who are not trusted yet waits
 * here until the user approves the sender (their mail is read, and they
 * join the trusted senders) or blocks them (their mail is ignored). Shown
 * only while someone waits; a failed read says so, since waiting mail would
 * otherwise go unnoticed.
 */
export function SenderReviewPanel({ timeZone }: { readonly timeZone: string }) {
  const query = useQuery({ kind: "senderReview" });
  const headingId = useId();
  if (query.data === undefined) {
    if (query.status !== "failed") return null;
    return (
      <QueryFailure query={query}>
        We could not check for new senders waiting for approval.
      </QueryFailure>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        New sender: approve or block
      </h2>
      <p className={styles.lead}>
        These senders are not on your trusted list yet, so their mail waits for you. Approve a
        sender to read their mail now and trust them from now on; block them to ignore it.
      </p>
      <ul className={styles.list} aria-label="New senders">
        {query.data.map((review) => (
          <SenderReviewRow key={review.sender} review={review} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}

/** One sender with Approve and Block; its own mutation, so a failure shows on this row. */
function SenderReviewRow({
  review,
  timeZone,
}: {
  readonly review: SenderReviewItem;
  readonly timeZone: string;
}) {
  const decide = useMutation("sender.decide");
  const senderId = useId();
  const busy = decide.busy || review.deciding !== null;
  const submit = (decision: "approve" | "block") => {
    if (busy) return;
    decide.submit({ sender: review.sender, decision });
  };
  const subject = review.latestSubject.trim() === "" ? "(no subject)" : review.latestSubject;
  return (
    <li className={styles.row} aria-labelledby={senderId}>
      <div className={styles.who}>
        <p id={senderId} className={styles.sender}>
          {review.name === null || review.name.trim() === ""
            ? review.sender
            : `${review.name} <${review.sender}>`}
        </p>
        <p className={styles.meta}>
          {waitingCount(review.emailIds.length)}, latest “{subject}”. First seen{" "}
          {formatDateTime(review.firstSeenAt, timeZone)}.
        </p>
      </div>
      <div className={formStyles.inlineActions}>
        <button
          type="button"
          className={button.primary}
          aria-describedby={senderId}
          aria-busy={review.deciding === "approve" ? true : undefined}
          aria-disabled={busy ? true : undefined}
          onClick={() => submit("approve")}
        >
          {review.deciding === "approve" ? "Approving…" : "Approve"}
        </button>
        <button
          type="button"
          className={button.secondary}
          aria-describedby={senderId}
          aria-busy={review.deciding === "block" ? true : undefined}
          aria-disabled={busy ? true : undefined}
          onClick={() => submit("block")}
        >
          {review.deciding === "block" ? "Blocking…" : "Block"}
        </button>
      </div>
      {decide.error === null ? null : (
        <div className={styles.wide}>
          <FormAlert>
            <p>
              {review.sender} is still waiting. {failureMessage(decide.error)}
            </p>
          </FormAlert>
        </div>
      )}
    </li>
  );
}
