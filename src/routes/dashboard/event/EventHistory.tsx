import type { EventRevision } from "../../../../api/CalendarEvent";
import type { QueryView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { formatDateTime } from "../../../ui/calendar/format";
import type { EmailLinkComponent } from "../../../ui/email/EmailLink";
import * as styles from "./eventDetail.css";

/** What each kind of revision was, in words. */
export const revisionLabel: Record<EventRevision["change"], string> = {
  created: "Found in an e-mail",
  updated: "Changed by a later e-mail",
  cancelled: "Cancelled by a later e-mail",
  edited: "Edited by you",
  deleted: "Deleted by you",
  restored: "Brought back by you",
};

/** A revision's label: an event made without an e-mail was added by hand. */
export const labelOf = (revision: EventRevision): string =>
  revision.change === "created" && revision.emailId === null
    ? "Added by you"
    : revisionLabel[revision.change];

export interface EventHistoryProps {
  readonly history: Pick<QueryView<ReadonlyArray<EventRevision>>, "status" | "data" | "refetch">;
  readonly familyTimeZone: string;
  readonly emailLink: EmailLinkComponent;
}

/**
 * An event's history, oldest first: where it was found, what later e-mails
 * moved or cancelled, what the user edited. Each e-mail step links to the
 * e-mail, so the user can check what the sender actually wrote.
 */
export function EventHistory({ history, familyTimeZone, emailLink: EmailLink }: EventHistoryProps) {
  if (history.data === undefined) {
    if (history.status === "failed") {
      return (
        <div className={styles.layout}>
          <p className={styles.muted}>The history could not be loaded.</p>
          <div>
            <button type="button" className={button.secondary} onClick={history.refetch}>
              Try again
            </button>
          </div>
        </div>
      );
    }
    return (
      <p className={styles.muted} role="status">
        Loading the history…
      </p>
    );
  }
  if (history.data.length === 0) {
    return <p className={styles.muted}>Nothing has changed since the event was made.</p>;
  }
  return (
    <ol className={styles.history} aria-label="Changes, oldest first">
      {history.data.map((revision) => (
        <li key={revision.id} className={styles.revision}>
          <p className={styles.revisionHeading}>
            <strong>{labelOf(revision)}</strong>{" "}
            <time dateTime={revision.at} className={styles.muted}>
              {formatDateTime(revision.at, familyTimeZone)}
            </time>
          </p>
          {revision.summary.trim() === "" ? null : (
            <p className={styles.muted}>{revision.summary}</p>
          )}
          {revision.emailId === null ? null : (
            <EmailLink email={{ id: revision.emailId }}>Open the e-mail</EmailLink>
          )}
        </li>
      ))}
    </ol>
  );
}
