import { Link } from "wouter";
import type { CalendarEvent } from "../../../../api/CalendarEvent";
import { button } from "../../../ui/button.css";
import { buildAgenda, type DayKey, eventDaySpan } from "../../../ui/calendar/dates";
import { EventAgenda } from "../../../ui/calendar/EventAgenda";
import type { EventLinkComponent } from "../../../ui/calendar/EventLink";
import type { MembersById } from "../../../ui/calendar/members";
import { Section } from "../../../ui/Page";
import * as styles from "./eventList.css";
import { type EventsQuery, type EventsView, eventsHref } from "./eventsQuery";

const viewNames: ReadonlyArray<readonly [EventsView, string]> = [
  ["agenda", "Agenda"],
  ["week", "Week"],
  ["month", "Month"],
];

/** Agenda, Week or Month: links, so the choice lives in the URL with the filters, and survives a reload. */
export function ViewToggle({ query }: { readonly query: EventsQuery }) {
  return (
    <ul className={styles.toggle} aria-label="Show events as">
      {viewNames.map(([view, name]) => (
        <li key={view}>
          <Link
            href={eventsHref({ ...query, view })}
            className={styles.toggleLink}
            aria-current={query.view === view ? "page" : undefined}
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The suggested events not over yet: what "To review" lists. */
export function suggestedCount(
  events: ReadonlyArray<CalendarEvent>,
  today: DayKey,
  timeZone: string,
): number {
  return events.filter(
    (event) => event.status === "suggested" && eventDaySpan(event, timeZone).last >= today,
  ).length;
}

export interface EventListViewProps {
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly today: DayKey;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  /** How many suggested events wait for review, and where they are reviewed. */
  readonly waiting: number;
  readonly reviewHref: string;
}

/** The list: what is coming, by day, soonest first; what is past, folded away. */
export function EventListView({
  events,
  today,
  timeZone,
  members,
  eventLink,
  waiting,
  reviewHref,
}: EventListViewProps) {
  const agenda = buildAgenda(events, timeZone, today);
  const pastCount = agenda.past.reduce((sum, group) => sum + group.events.length, 0);
  return (
    <div className={styles.body}>
      {waiting === 0 ? null : (
        <p className={styles.notice}>
          {waiting === 1
            ? "1 suggested event is waiting for you to confirm or dismiss it. "
            : `${waiting} suggested events are waiting for you to confirm or dismiss them. `}
          <Link href={reviewHref}>Review {waiting === 1 ? "it" : "them"}</Link>
        </p>
      )}
      <Section title="Coming up" id="events-upcoming">
        {agenda.upcoming.length === 0 ? (
          <p className={styles.muted}>Nothing coming up.</p>
        ) : (
          <EventAgenda
            groups={agenda.upcoming}
            today={today}
            timeZone={timeZone}
            members={members}
            eventLink={eventLink}
          />
        )}
      </Section>
      {pastCount === 0 ? null : (
        <details className={styles.past}>
          <summary className={styles.pastSummary}>Past events ({pastCount})</summary>
          <EventAgenda
            groups={agenda.past}
            today={today}
            timeZone={timeZone}
            members={members}
            eventLink={eventLink}
          />
        </details>
      )}
    </div>
  );
}

/** No events yet: what to do about it. */
export function EventsEmptyState() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No events yet</h2>
      <p>
        Forward an e-mail with dates in it, such as a school newsletter or a party invitation, to
        your Corkboard address. Its events show up here for you to confirm.
      </p>
      <div className={styles.emptyActions}>
        <Link href="~/dashboard/setup/forwarder" className={button.primary}>
          Find your Corkboard address
        </Link>
        <Link href="~/dashboard/setup" className={button.secondary}>
          See Setup
        </Link>
      </div>
    </div>
  );
}
