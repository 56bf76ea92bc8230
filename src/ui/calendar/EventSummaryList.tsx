import type { CalendarEvent } from "../../../api/CalendarEvent";
import { vars } from "../theme.css";
import * as styles from "./agenda.css";
import type { EventLinkComponent } from "./EventLink";
import { EventStatusBadge } from "./EventStatusBadge";
import { formatEventWhen } from "./format";
import { MemberDots } from "./MemberDots";
import { joinNames, type MembersById, membersOf } from "./members";

export interface EventSummaryListProps {
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  readonly label?: string;
}

/** Events as a flat list, each with when (in its own zone), people and status. */
export function EventSummaryList({
  events,
  members,
  eventLink: EventLink,
  label,
}: EventSummaryListProps) {
  return (
    <ul className={styles.rows} aria-label={label}>
      {events.map((event) => {
        const people = membersOf(event, members);
        const meta = [formatEventWhen(event), event.location.trim()].filter(Boolean);
        return (
          <li
            key={event.id}
            className={
              event.status === "dismissed" ? `${styles.row} ${styles.rowDismissed}` : styles.row
            }
            style={{ borderLeftColor: people[0]?.Color ?? vars.color.border }}
          >
            <div className={styles.rowMain}>
              <EventLink event={event} className={styles.rowTitle}>
                {event.title || "Untitled event"}
              </EventLink>
              <p className={styles.rowMeta}>{meta.join(" · ")}</p>
              {people.length === 0 ? null : (
                <p className={styles.rowMeta}>
                  <MemberDots members={people} /> {joinNames(people.map((member) => member.Name))}
                </p>
              )}
            </div>
            <EventStatusBadge status={event.status} />
          </li>
        );
      })}
    </ul>
  );
}
