import type { CalendarEvent } from "../../../api/CalendarEvent";
import * as styles from "./agenda.css";
import type { EventLinkComponent } from "./EventLink";
import { EventRow } from "./EventRow";
import { formatEventWhen } from "./format";
import type { MembersById } from "./members";

export interface EventSummaryListProps {
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  readonly label?: string;
}

/** Events as a flat list, each with when (in its own zone), people and status. */
export function EventSummaryList({ events, members, eventLink, label }: EventSummaryListProps) {
  return (
    <ul className={styles.rows} aria-label={label}>
      {events.map((event) => (
        <EventRow
          key={event.id}
          event={event}
          when={formatEventWhen(event)}
          members={members}
          eventLink={eventLink}
        />
      ))}
    </ul>
  );
}
