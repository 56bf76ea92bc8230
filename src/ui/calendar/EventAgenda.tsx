import type { CalendarEvent } from "../../../api/CalendarEvent";
import * as styles from "./agenda.css";
import type { DayGroup, DayKey } from "./dates";
import type { EventLinkComponent } from "./EventLink";
import { EventRow } from "./EventRow";
import { formatDay, formatTimesOnDay, relativeDayName } from "./format";
import type { MembersById } from "./members";

export interface EventAgendaProps {
  readonly groups: ReadonlyArray<DayGroup>;
  readonly today: DayKey;
  /** The family's zone: days and times are read in it. */
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  /** The level of the day headings, under the section's own heading. */
  readonly headingLevel?: 2 | 3;
}

/** Events grouped by day, each with its time, place, people and status. */
export function EventAgenda({
  groups,
  today,
  timeZone,
  members,
  eventLink,
  headingLevel = 3,
}: EventAgendaProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.agenda}>
      {groups.map((group) => {
        const relative = relativeDayName(group.day, today);
        return (
          <section key={group.day} className={styles.day}>
            <Heading className={styles.dayHeading}>
              {relative === null ? null : <span className={styles.relative}>{relative}</span>}
              <time dateTime={group.day}>{formatDay(group.day)}</time>
            </Heading>
            <DayEventRows
              day={group.day}
              events={group.events}
              timeZone={timeZone}
              members={members}
              eventLink={eventLink}
            />
          </section>
        );
      })}
    </div>
  );
}

/** One day's events as rows, each with its times on that day. */
export function DayEventRows({
  day,
  events,
  timeZone,
  members,
  eventLink,
}: {
  readonly day: DayKey;
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}) {
  return (
    <ul className={styles.rows}>
      {events.map((event) => (
        <EventRow
          key={event.id}
          event={event}
          when={formatTimesOnDay(event, day, timeZone)}
          members={members}
          eventLink={eventLink}
          strikeDismissed
        />
      ))}
    </ul>
  );
}
