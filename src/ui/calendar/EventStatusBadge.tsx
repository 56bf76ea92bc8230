import type { EventStatus } from "../../../api/CalendarEvent";
import * as styles from "./badges.css";
import { eventStatusLabel } from "./members";

const marks: Record<EventStatus, string> = {
  suggested: "?",
  confirmed: "✓",
  dismissed: "×",
  cancelled: "⊘",
};

/** An event's status in words, with a mark and an outline that differ too. */
export function EventStatusBadge({ status }: { readonly status: EventStatus }) {
  return (
    <span className={styles.status[status]}>
      <span aria-hidden="true">{marks[status]}</span>
      {eventStatusLabel[status]}
    </span>
  );
}
