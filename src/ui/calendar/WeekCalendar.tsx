import { useId } from "react";
import type { CalendarEvent } from "../../../api/CalendarEvent";
import * as agendaStyles from "./agenda.css";
import { CalendarToolbar } from "./CalendarToolbar";
import {
  addDays,
  type DayKey,
  eventsByDay,
  isDayKey,
  startOfWeek,
  type WeekStartsOn,
} from "./dates";
import { DayEventRows } from "./EventAgenda";
import type { EventLinkComponent } from "./EventLink";
import { formatDay, relativeDayName } from "./format";
import type { MembersById } from "./members";
import { WeekTimeGrid } from "./WeekTimeGrid";
import * as styles from "./weekCalendar.css";

export interface WeekCalendarProps {
  readonly events: ReadonlyArray<CalendarEvent>;
  /** A day of the week to show (`YYYY-MM-DD`); today's week when null or not a date. */
  readonly week: string | null;
  readonly weekStartsOn: WeekStartsOn;
  readonly today: DayKey;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  /** Called with the first day of the week to show. */
  readonly onWeekChange: (firstDay: DayKey) => void;
}

/** `14 – 20 September 2026`, as the locale writes a range of days. */
function formatWeek(first: DayKey, last: DayKey): string {
  const format = new Intl.DateTimeFormat(undefined, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`));
}

/**
 * One week of the family's calendar. Wide: a time grid, a column per day,
 * with all-day and multi-day events as bars above the hours. On a phone:
 * the seven days one under the other, each with its events listed.
 */
export function WeekCalendar({
  events,
  week,
  weekStartsOn,
  today,
  timeZone,
  members,
  eventLink,
  onWeekChange,
}: WeekCalendarProps) {
  const titleId = useId();
  const first = startOfWeek(week !== null && isDayKey(week) ? week : today, weekStartsOn);
  const days = Array.from({ length: 7 }, (_, index) => addDays(first, index));
  const last = addDays(first, 6);
  const thisWeek = startOfWeek(today, weekStartsOn);
  const byDay = eventsByDay(days, events, timeZone);
  return (
    <section className={styles.week} aria-labelledby={titleId}>
      <CalendarToolbar
        titleId={titleId}
        title={formatWeek(first, last)}
        unit="week"
        previousTitle={formatWeek(addDays(first, -7), addDays(first, -1))}
        nextTitle={formatWeek(addDays(first, 7), addDays(first, 13))}
        onPrevious={() => onWeekChange(addDays(first, -7))}
        onNext={() => onWeekChange(addDays(first, 7))}
        onCurrent={first === thisWeek ? null : () => onWeekChange(thisWeek)}
      />
      <WeekTimeGrid
        days={days}
        events={events}
        today={today}
        timeZone={timeZone}
        members={members}
        eventLink={eventLink}
      />
      <div className={styles.dayList}>
        {days.map((day) => {
          const dayEvents = (byDay.get(day) ?? []).map((entry) => entry.event);
          const relative = relativeDayName(day, today);
          return (
            <section key={day} className={agendaStyles.day} aria-label={formatDay(day)}>
              <h3 className={agendaStyles.dayHeading}>
                {relative === null ? null : (
                  <span className={agendaStyles.relative}>{relative}</span>
                )}
                <time dateTime={day}>{formatDay(day)}</time>
              </h3>
              {dayEvents.length === 0 ? (
                <p className={styles.muted}>Nothing planned.</p>
              ) : (
                <DayEventRows
                  day={day}
                  events={dayEvents}
                  timeZone={timeZone}
                  members={members}
                  eventLink={eventLink}
                />
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
