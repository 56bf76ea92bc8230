import { Link, useSearchParams } from "wouter";
import { useRouteData } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { dayKeyInZone, monthKey, monthOfDay, parseMonthKey } from "../../../ui/calendar/dates";
import { MonthCalendar } from "../../../ui/calendar/MonthCalendar";
import { RouteData } from "../../../ui/data/RouteData";
import { Page } from "../../../ui/Page";
import { LiveStatusLine } from "../LiveStatusLine";
import { EventListView, EventsEmptyState, eventsViewOf, ViewToggle } from "./EventListViews";
import * as styles from "./eventList.css";
import { useFamilyCalendar, useMembersById } from "./familyCalendar";
import { PreloadedEventLink } from "./links";

/** `/dashboard/event`: the family's events as a list or a month (`?view=month&month=2026-09`). */
export function EventListPage() {
  const route = useRouteData({ kind: "events" });
  const [search, setSearch] = useSearchParams();
  const { timeZone, weekStartsOn } = useFamilyCalendar();
  const members = useMembersById();
  const view = eventsViewOf(search);
  const today = dayKeyInZone(Date.now(), timeZone);
  const month = parseMonthKey(search.get("month")) ?? monthOfDay(today);
  return (
    <Page title="Events" lead="Everything Corkboard found in your e-mails, and what you confirmed.">
      <LiveStatusLine />
      <div className={styles.toolbar}>
        <ViewToggle view={view} month={search.get("month")} />
        <Link href="/event/new" className={button.primary}>
          Add event
        </Link>
      </div>
      <RouteData route={route} loadingMessage="Loading your events">
        {(events) =>
          events.length === 0 ? (
            <EventsEmptyState />
          ) : view === "month" ? (
            <MonthCalendar
              month={month}
              weekStartsOn={weekStartsOn}
              today={today}
              timeZone={timeZone}
              events={events.filter((event) => event.status !== "dismissed")}
              members={members}
              eventLink={PreloadedEventLink}
              onMonthChange={(next) =>
                setSearch({ view: "month", month: monthKey(next) }, { replace: true })
              }
            />
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
