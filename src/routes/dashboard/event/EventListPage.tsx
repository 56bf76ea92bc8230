import { lazy, Suspense } from "react";
import { useSearchParams } from "wouter";
import { useRouteData } from "../../../data/hooks";
import { dayKeyInZone, monthKey, monthOfDay, parseMonthKey } from "../../../ui/calendar/dates";
import { MonthCalendar } from "../../../ui/calendar/MonthCalendar";
import { RouteData } from "../../../ui/data/RouteData";
import { LoadingView } from "../../../ui/LoadingView";
import { Page } from "../../../ui/Page";
import { LiveStatusLine } from "../LiveStatusLine";
import { EventListView, EventsEmptyState, ViewToggle } from "./EventListViews";
import * as styles from "./eventList.css";
import { type EventsQuery, eventsSearchParams, readEventsQuery } from "./eventsQuery";
import { useFamilyCalendar, useMembersById } from "./familyCalendar";
import { PreloadedEventLink } from "./links";

// The week is a chunk of its own: most visits never open it.
const WeekCalendar = lazy(async () => ({
  default: (await import("../../../ui/calendar/WeekCalendar")).WeekCalendar,
}));

/** `/dashboard/event`: the family's events as an agenda, a week or a month (eventsQuery.ts). */
export function EventListPage() {
  const route = useRouteData({ kind: "events" });
  const [search, setSearch] = useSearchParams();
  const { timeZone, weekStartsOn } = useFamilyCalendar();
  const members = useMembersById();
  const query = readEventsQuery(search);
  const navigate = (next: EventsQuery) => setSearch(eventsSearchParams(next), { replace: true });
  const today = dayKeyInZone(Date.now(), timeZone);
  const month = parseMonthKey(query.month) ?? monthOfDay(today);
  return (
    <Page title="Events" lead="Everything Corkboard found in your e-mails, and what you confirmed.">
      <LiveStatusLine />
      <div className={styles.toolbar}>
        <ViewToggle query={query} />
      </div>
      <RouteData route={route} loadingMessage="Loading your events">
        {(events) =>
          events.length === 0 ? (
            <EventsEmptyState />
          ) : query.view === "month" ? (
            <MonthCalendar
              month={month}
              weekStartsOn={weekStartsOn}
              today={today}
              timeZone={timeZone}
              events={events.filter((event) => event.status !== "dismissed")}
              members={members}
              eventLink={PreloadedEventLink}
              onMonthChange={(next) => navigate({ ...query, month: monthKey(next), day: null })}
              selectedDay={query.day}
              onSelectDay={(day) => navigate({ ...query, month: monthKey(monthOfDay(day)), day })}
            />
          ) : query.view === "week" ? (
            <Suspense fallback={<LoadingView message="Loading the week" />}>
              <WeekCalendar
                events={events.filter((event) => event.status !== "dismissed")}
                week={query.week}
                weekStartsOn={weekStartsOn}
                today={today}
                timeZone={timeZone}
                members={members}
                eventLink={PreloadedEventLink}
                onWeekChange={(week) => navigate({ ...query, week })}
              />
            </Suspense>
          ) : (
            <EventListView
              events={events}
              today={today}
              timeZone={timeZone}
              members={members}
              eventLink={PreloadedEventLink}
            />
          )
        }
      </RouteData>
    </Page>
  );
}
