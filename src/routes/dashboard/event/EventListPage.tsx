import { lazy, Suspense } from "react";
import { Link, useSearchParams } from "wouter";
import type { CalendarEvent } from "../../../../api/CalendarEvent";
import { useRouteData } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { dayKeyInZone, monthKey, monthOfDay, parseMonthKey } from "../../../ui/calendar/dates";
import { filterEvents, isFiltered } from "../../../ui/calendar/eventFilter";
import { RouteData } from "../../../ui/data/RouteData";
import { LoadingView } from "../../../ui/LoadingView";
import { Page } from "../../../ui/Page";
import { LiveStatusLine } from "../LiveStatusLine";
import { EventFilters } from "./EventFilters";
import { EventListView, EventsEmptyState, suggestedCount, ViewToggle } from "./EventListViews";
import * as styles from "./eventList.css";
import { type EventsQuery, eventsHref, eventsSearchParams, readEventsQuery } from "./eventsQuery";
import { useFamily, useFamilyCalendar } from "./familyCalendar";
import { PreloadedEventLink } from "./links";

// The month, the week and the review list are chunks of their own: a first
// visit opens the agenda, so the dashboard's first load does not carry them.
const MonthCalendar = lazy(async () => ({
  default: (await import("../../../ui/calendar/MonthCalendar")).MonthCalendar,
}));
const WeekCalendar = lazy(async () => ({
  default: (await import("../../../ui/calendar/WeekCalendar")).WeekCalendar,
}));
const EventReviewList = lazy(async () => ({
  default: (await import("./EventReviewList")).EventReviewList,
}));

/** `/dashboard/event`: the family's events as an agenda, a week or a month (eventsQuery.ts). */
export function EventListPage() {
  const route = useRouteData({ kind: "events" });
  const [search, setSearch] = useSearchParams();
  const { timeZone, weekStartsOn } = useFamilyCalendar();
  const family = useFamily();
  const query = readEventsQuery(search);
  const navigate = (next: EventsQuery) => setSearch(eventsSearchParams(next), { replace: true });
  const today = dayKeyInZone(Date.now(), timeZone);
  const month = parseMonthKey(query.month) ?? monthOfDay(today);
  // An id that is not (or no longer) one of the family's filters nothing once the family is known.
  const member =
    family.list.length === 0 || family.byId.has(query.member ?? "") ? query.member : null;
  const filter = { member, q: query.q };
  const views = (events: ReadonlyArray<CalendarEvent>) => {
    const matching = filterEvents(events, filter);
    const waiting = suggestedCount(matching, today, timeZone);
    const shown = query.review
      ? matching.filter((event) => event.status === "suggested")
      : matching;
    const onCalendar = shown.filter((event) => event.status !== "dismissed");
    return (
      <>
        <EventFilters query={query} members={family.list} waiting={waiting} onChange={navigate} />
        {isFiltered(filter) ? (
          <p className={styles.filterSummary} role="status">
            {shown.length === 0
              ? "No events match these filters."
              : shown.length === 1
                ? "1 event matches."
                : `${shown.length} events match.`}
          </p>
        ) : null}
        <Suspense fallback={<LoadingView message="Loading this view" />}>
          {query.view === "month" ? (
            <MonthCalendar
              month={month}
              weekStartsOn={weekStartsOn}
              today={today}
              timeZone={timeZone}
              events={onCalendar}
              members={family.byId}
              eventLink={PreloadedEventLink}
              onMonthChange={(next) => navigate({ ...query, month: monthKey(next), day: null })}
              selectedDay={query.day}
              onSelectDay={(day) => navigate({ ...query, month: monthKey(monthOfDay(day)), day })}
            />
          ) : query.view === "week" ? (
            <WeekCalendar
              events={onCalendar}
              week={query.week}
              weekStartsOn={weekStartsOn}
              today={today}
              timeZone={timeZone}
              members={family.byId}
              eventLink={PreloadedEventLink}
              onWeekChange={(week) => navigate({ ...query, week })}
            />
          ) : query.review ? (
            <EventReviewList
              events={matching}
              today={today}
              timeZone={timeZone}
              members={family.byId}
              eventLink={PreloadedEventLink}
            />
          ) : (
            <EventListView
              events={shown}
              waiting={waiting}
              reviewHref={eventsHref({ ...query, review: true })}
              today={today}
              timeZone={timeZone}
              members={family.byId}
              eventLink={PreloadedEventLink}
            />
          )}
        </Suspense>
      </>
    );
  };
  return (
    <Page title="Events" lead="Everything Corkboard found in your e-mails, and what you confirmed.">
      <LiveStatusLine />
      <div className={styles.toolbar}>
        <ViewToggle query={query} />
        <Link href="/event/new" className={button.primary}>
          Add event
        </Link>
      </div>
      <RouteData route={route} loadingMessage="Loading your events">
        {(events) => (events.length === 0 ? <EventsEmptyState /> : views(events))}
      </RouteData>
    </Page>
  );
}
