import { Link } from "wouter";
import type { CalendarEvent } from "../../../../api/CalendarEvent";
import { button } from "../../../ui/button.css";
import { buildAgenda, type DayKey, eventDaySpan } from "../../../ui/calendar/dates";
import { EventAgenda } from "../../../ui/calendar/EventAgenda";
import type { EventLinkComponent } from "../../../ui/calendar/EventLink";
import type { MembersById } from "../../../ui/calendar/members";
import { Section } from "../../../ui/Page";
import * as styles from "./eventList.css";

export type EventsView = "list" | "month";

/** `?view=month` shows the calendar; anything else the list. */
export function eventsViewOf(search: URLSearchParams): EventsView {
  return search.get("view") === "month" ? "month" : "list";
}

/** List or Month: links, so the choice lives in the URL and survives a reload. */
export function ViewToggle({
  view,
  month,
}: {
  readonly view: EventsView;
  readonly month: string | null;
}) {
  const monthHref = month === null ? "/event?view=month" : `/event?view=month&month=${month}`;
  return (
    <ul className={styles.toggle} aria-label="Show events as">
      <li>
        <Link
          href="/event"
          className={styles.toggleLink}
          aria-current={view === "list" ? "page" : undefined}
        >
          List
        </Link>
      </li>
      <li>
        <Link
          href={monthHref}
          className={styles.toggleLink}
          aria-current={view === "month" ? "page" : undefined}
        >
          Month
        </Link>
      </li>
    </ul>
  );
}

function suggestedCount(
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
}

/** The list: what is coming, by day, soonest first; what is past, folded away. */
export function EventListView({ events, today, timeZone, members, eventLink }: EventListViewProps) {
  const agenda = buildAgenda(events, timeZone, today);
  const toCheck = suggestedCount(events, today, timeZone);
  const pastCount = agenda.past.reduce((sum, group) => sum + group.events.length, 0);
  return (
    <div className={styles.body}>
      {toCheck === 0 ? null : (
        <p className={styles.notice}>
          {toCheck === 1
            ? "1 suggested event is waiting for you to confirm or dismiss it."
            : `${toCheck} suggested events are waiting for you to confirm or dismiss them.`}
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
