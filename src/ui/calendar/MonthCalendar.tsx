import { useId } from "react";
import type { CalendarEvent } from "../../../api/CalendarEvent";
import { visuallyHiddenText } from "../a11y.css";
import { CalendarToolbar } from "./CalendarToolbar";
import {
  addMonths,
  type DayKey,
  eventsByDay,
  monthGrid,
  monthOfDay,
  type WeekStartsOn,
  weekdayOrder,
  type YearMonth,
} from "./dates";
import type { EventLinkComponent } from "./EventLink";
import { formatMonth, weekdayName } from "./format";
import { MonthDayCell } from "./MonthDayCell";
import { MonthDayPanel } from "./MonthDayPanel";
import type { MembersById } from "./members";
import * as styles from "./monthCalendar.css";
import { layoutWeek } from "./weekLanes";

export interface MonthCalendarProps {
  readonly month: YearMonth;
  readonly weekStartsOn: WeekStartsOn;
  readonly today: DayKey;
  /** The family's zone: a timed event shows on the days it covers there. */
  readonly timeZone: string;
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  readonly onMonthChange: (month: YearMonth) => void;
  /** The day a phone lists under the grid (today's month opens on today). */
  readonly selectedDay: DayKey | null;
  readonly onSelectDay: (day: DayKey) => void;
}

/**
 * A month as a table: a column per weekday (the family's week), a row per
 * week, each day's events as links coloured by family member; a multi-day
 * event is one bar across its days. On a phone the columns are narrow: each
 * day is a button with a dot per event, and the picked day is listed below.
 */
export function MonthCalendar({
  month,
  weekStartsOn,
  today,
  timeZone,
  events,
  members,
  eventLink,
  onMonthChange,
  selectedDay,
  onSelectDay,
}: MonthCalendarProps) {
  const titleId = useId();
  const weeks = monthGrid(month, weekStartsOn);
  const cells = eventsByDay(weeks.flat(), events, timeZone);
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);
  const thisMonth = monthOfDay(today);
  const showingThisMonth = thisMonth.year === month.year && thisMonth.month === month.month;
  const order = weekdayOrder(weekStartsOn);
  const inMonth = (day: DayKey) => {
    const of = monthOfDay(day);
    return of.year === month.year && of.month === month.month;
  };
  const monthIsEmpty = [...cells.entries()].every(
    ([day, entries]) => !inMonth(day) || entries.length === 0,
  );
  const listedDay = selectedDay ?? (showingThisMonth ? today : null);
  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <CalendarToolbar
        titleId={titleId}
        title={formatMonth(month)}
        unit="month"
        previousTitle={formatMonth(previous)}
        nextTitle={formatMonth(next)}
        onPrevious={() => onMonthChange(previous)}
        onNext={() => onMonthChange(next)}
        onCurrent={showingThisMonth ? null : () => onMonthChange(thisMonth)}
      />
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={visuallyHiddenText}>
            {formatMonth(month)}: events by day, weeks starting on{" "}
            {weekdayName(order[0] ?? 1, "long")}
          </caption>
          <thead>
            <tr>
              {order.map((weekday) => (
                <th key={weekday} scope="col" className={styles.weekday}>
                  <abbr title={weekdayName(weekday, "long")} className={styles.weekdayAbbr}>
                    {weekdayName(weekday, "short")}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const layout = layoutWeek(week, events, timeZone);
              return (
                <tr key={week[0]}>
                  {week.map((day, column) => (
                    <MonthDayCell
                      key={day}
                      day={day}
                      column={column}
                      layout={layout}
                      dayEvents={eventsOn(cells.get(day))}
                      inMonth={inMonth(day)}
                      isToday={day === today}
                      selected={day === listedDay}
                      timeZone={timeZone}
                      members={members}
                      eventLink={eventLink}
                      onSelect={onSelectDay}
                    />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {monthIsEmpty ? (
        <p className={styles.emptyMonth}>No events in {formatMonth(month)}.</p>
      ) : (
        <MonthDayPanel
          day={listedDay}
          events={listedDay === null ? [] : eventsOn(cells.get(listedDay))}
          today={today}
          timeZone={timeZone}
          members={members}
          eventLink={eventLink}
        />
      )}
    </section>
  );
}

function eventsOn(entries: ReadonlyArray<{ readonly event: CalendarEvent }> | undefined) {
  return (entries ?? []).map((entry) => entry.event);
}
