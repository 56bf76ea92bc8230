import { useId } from "react";
import type { CalendarEvent } from "../../../api/CalendarEvent";
import type { DayKey } from "./dates";
import { DayEventRows } from "./EventAgenda";
import type { EventLinkComponent } from "./EventLink";
import { formatDay, relativeDayName } from "./format";
import type { MembersById } from "./members";
import * as styles from "./monthCalendar.css";

export interface MonthDayPanelProps {
  /** The day picked in the grid, or none yet. */
  readonly day: DayKey | null;
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly today: DayKey;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}

/** On a phone, under the month: the events of the day picked in the grid, in full. */
export function MonthDayPanel({
  day,
  events,
  today,
  timeZone,
  members,
  eventLink,
}: MonthDayPanelProps) {
  const titleId = useId();
  if (day === null) {
    return (
      <p className={`${styles.dayPanel} ${styles.emptyMonth}`}>Tap a day to see its events.</p>
    );
  }
  const relative = relativeDayName(day, today);
  return (
    <section className={styles.dayPanel} aria-labelledby={titleId} aria-live="polite">
      <h3 id={titleId} className={styles.dayPanelTitle}>
        {relative === null ? "" : `${relative}, `}
        <time dateTime={day}>{formatDay(day)}</time>
      </h3>
      {events.length === 0 ? (
        <p className={styles.emptyMonth}>Nothing on this day.</p>
      ) : (
        <DayEventRows
          day={day}
          events={events}
          timeZone={timeZone}
          members={members}
          eventLink={eventLink}
        />
      )}
    </section>
  );
}
