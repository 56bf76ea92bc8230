import type { ReactNode } from "react";
import type { CalendarEvent } from "../../../api/CalendarEvent";
import { vars } from "../theme.css";
import * as styles from "./agenda.css";
import type { EventLinkComponent } from "./EventLink";
import { EventStatusBadge } from "./EventStatusBadge";
import { MemberDots } from "./MemberDots";
import { joinNames, type MembersById, membersOf } from "./members";

export interface EventRowProps {
  readonly event: CalendarEvent;
  /** When it happens, as the list around it reads times. */
  readonly when: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  /** Strikes a dismissed event's title through (a cancelled one's always is). */
  readonly strikeDismissed?: boolean;
  /** Buttons that act on the event (the review list's Confirm and Dismiss), under its details. */
  readonly actions?: ReactNode;
}

/**
 * One event in a list: title, when and where, people and status, with a
 * stripe in its first family member's colour.
 */
export function EventRow({
  event,
  when,
  members,
  eventLink: EventLink,
  strikeDismissed = false,
  actions,
}: EventRowProps) {
  const people = membersOf(event, members);
  // A cancelled event is off for everyone: struck through wherever it is listed.
  const dismissed = event.status === "dismissed" || event.status === "cancelled";
  const struck = event.status === "cancelled" || (event.status === "dismissed" && strikeDismissed);
  const meta = [when, event.location.trim()].filter(Boolean);
  return (
    <li
      className={dismissed ? `${styles.row} ${styles.rowDismissed}` : styles.row}
      style={{ borderLeftColor: people[0]?.Color ?? vars.color.border }}
    >
      <div className={styles.rowMain}>
        <EventLink
          event={event}
          className={struck ? `${styles.rowTitle} ${styles.struck}` : styles.rowTitle}
        >
          {event.title || "Untitled event"}
        </EventLink>
        <p className={styles.rowMeta}>{meta.join(" · ")}</p>
        {people.length === 0 ? null : (
          <p className={styles.rowMeta}>
            <MemberDots members={people} /> {joinNames(people.map((member) => member.Name))}
          </p>
        )}
        {actions}
      </div>
      <EventStatusBadge status={event.status} />
    </li>
  );
}
