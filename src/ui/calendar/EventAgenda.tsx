import type { CalendarEvent } from "../../../api/CalendarEvent";
import { vars } from "../theme.css";
import * as styles from "./agenda.css";
import type { DayGroup, DayKey } from "./dates";
import type { EventLinkComponent } from "./EventLink";
import { EventStatusBadge } from "./EventStatusBadge";
import { formatDay, formatTimesOnDay, relativeDayName } from "./format";
import { MemberDots } from "./MemberDots";
import { joinNames, type MembersById, membersOf } from "./members";

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
            <ul className={styles.rows}>
              {group.events.map((event) => (
                <AgendaRow
                  key={event.id}
                  event={event}
                  day={group.day}
                  timeZone={timeZone}
                  members={members}
                  eventLink={eventLink}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function AgendaRow({
  event,
  day,
  timeZone,
  members,
  eventLink: EventLink,
}: {
  readonly event: CalendarEvent;
  readonly day: DayKey;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}) {
  const people = membersOf(event, members);
  const stripe = people[0]?.Color ?? vars.color.border;
  const dismissed = event.status === "dismissed";
  const meta = [formatTimesOnDay(event, day, timeZone), event.location.trim()].filter(Boolean);
  return (
    <li
      className={dismissed ? `${styles.row} ${styles.rowDismissed}` : styles.row}
      style={{ borderLeftColor: stripe }}
    >
      <div className={styles.rowMain}>
        <EventLink
          event={event}
          className={dismissed ? `${styles.rowTitle} ${styles.struck}` : styles.rowTitle}
        >
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
}
