import { useId } from "react";
import type { CalendarEvent } from "../../../api/CalendarEvent";
import { visuallyHiddenText } from "../a11y.css";
import { button } from "../button.css";
import { vars } from "../theme.css";
import {
  addMonths,
  type DayEntry,
  type DayKey,
  eventsByDay,
  monthGrid,
  monthOfDay,
  type WeekStartsOn,
  weekdayOrder,
  type YearMonth,
} from "./dates";
import type { EventLinkComponent } from "./EventLink";
import { formatDay, formatMonth, formatTime, formatTimesOnDay, weekdayName } from "./format";
import { MemberDots } from "./MemberDots";
import { eventStatusLabel, joinNames, type MembersById, membersOf } from "./members";
import * as styles from "./monthCalendar.css";

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
}

/**
 * A month as a table: a column per weekday (the family's week), a row per
 * week, each day's events as links coloured by family member. A multi-day
 * event shows on each of its days, drawn as one bar.
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
  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <div className={styles.toolbar}>
        <h2 id={titleId} className={styles.title} aria-live="polite">
          {formatMonth(month)}
        </h2>
        <div className={styles.toolbarButtons}>
          <button
            type="button"
            className={button.secondary}
            aria-label={`Previous month, ${formatMonth(previous)}`}
            onClick={() => onMonthChange(previous)}
          >
            <span aria-hidden="true">‹</span> Previous
          </button>
          {showingThisMonth ? null : (
            <button type="button" className={button.quiet} onClick={() => onMonthChange(thisMonth)}>
              This month
            </button>
          )}
          <button
            type="button"
            className={button.secondary}
            aria-label={`Next month, ${formatMonth(next)}`}
            onClick={() => onMonthChange(next)}
          >
            Next <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {/* A named, focusable box: on a narrow screen a keyboard can scroll the grid sideways. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls, this is a scrolling box. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <div className={styles.scroller} role="group" aria-labelledby={titleId} tabIndex={0}>
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
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => (
                  <DayCell
                    key={day}
                    day={day}
                    inMonth={inMonth(day)}
                    isToday={day === today}
                    entries={cells.get(day) ?? []}
                    timeZone={timeZone}
                    members={members}
                    eventLink={eventLink}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {monthIsEmpty ? (
        <p className={styles.emptyMonth}>No events in {formatMonth(month)}.</p>
      ) : null}
    </section>
  );
}

function DayCell({
  day,
  inMonth,
  isToday,
  entries,
  timeZone,
  members,
  eventLink,
}: {
  readonly day: DayKey;
  readonly inMonth: boolean;
  readonly isToday: boolean;
  readonly entries: ReadonlyArray<DayEntry>;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}) {
  const cellClass = [styles.cell, inMonth ? null : styles.outside, isToday ? styles.today : null]
    .filter(Boolean)
    .join(" ");
  const numberClass = [
    styles.dayNumber,
    inMonth ? null : styles.dayNumberOutside,
    isToday ? styles.dayNumberToday : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <td className={cellClass} aria-current={isToday ? "date" : undefined}>
      <time dateTime={day} className={numberClass}>
        <span aria-hidden="true">{Number(day.slice(8))}</span>
        <span className={visuallyHiddenText}>
          {formatDay(day)}
          {isToday ? ", today" : ""}
        </span>
      </time>
      {entries.length === 0 ? null : (
        <ul className={styles.events}>
          {entries.map((entry) => (
            <li key={entry.event.id}>
              <EventChip
                entry={entry}
                day={day}
                timeZone={timeZone}
                members={members}
                eventLink={eventLink}
              />
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function EventChip({
  entry,
  day,
  timeZone,
  members,
  eventLink: EventLink,
}: {
  readonly entry: DayEntry;
  readonly day: DayKey;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}) {
  const { event, position } = entry;
  const people = membersOf(event, members);
  const showsStart = !event.allDay && (position === "single" || position === "start");
  const className = [
    styles.chip[position],
    event.status === "suggested" ? styles.chipSuggested : null,
    event.status === "dismissed" || event.status === "cancelled" ? styles.chipDismissed : null,
  ]
    .filter(Boolean)
    .join(" ");
  const details = [
    formatTimesOnDay(event, day, timeZone),
    people.length > 0 ? joinNames(people.map((member) => member.Name)) : null,
    eventStatusLabel[event.status],
  ].filter(Boolean);
  return (
    <EventLink
      event={event}
      className={className}
      style={{ borderLeftColor: people[0]?.Color ?? vars.color.border }}
    >
      <MemberDots members={people} />
      {showsStart ? (
        <span className={styles.chipTime} aria-hidden="true">
          {formatTime(event.startsAt, timeZone)}
        </span>
      ) : null}
      <span className={styles.chipTitle}>{event.title || "Untitled event"}</span>
      {event.status === "suggested" ? (
        <span className={styles.chipLabel} aria-hidden="true">
          Suggested
        </span>
      ) : null}
      <span className={visuallyHiddenText}>, {details.join(", ")}</span>
    </EventLink>
  );
}
