import type { CalendarEvent } from "../../../api/CalendarEvent";
import { visuallyHiddenText } from "../a11y.css";
import { vars } from "../theme.css";
import { suggestedMark } from "./badges.css";
import type { DayKey } from "./dates";
import type { EventLinkComponent } from "./EventLink";
import { formatDay, formatEventWhen, formatTime, formatTimesOnDay } from "./format";
import { MemberDots } from "./MemberDots";
import { eventDetails, type MembersById, membersOf } from "./members";
import * as styles from "./monthCalendar.css";
import { barAt, type WeekBar, type WeekLayout } from "./weekLanes";

/** How many dots a day shows on a phone before it says "and more". */
const MAX_DOTS = 3;

export interface MonthDayCellProps {
  readonly day: DayKey;
  /** The cell's column in its week (0 to 6). */
  readonly column: number;
  readonly layout: WeekLayout;
  /** Every event the day holds, bars included, for the phone's dots and count. */
  readonly dayEvents: ReadonlyArray<CalendarEvent>;
  readonly inMonth: boolean;
  readonly isToday: boolean;
  readonly selected: boolean;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  readonly onSelect: (day: DayKey) => void;
}

/**
 * One day of the month. Wide: its number, the lanes of multi-day bars (a bar
 * is drawn once, in the column it starts in this week, and reaches across the
 * columns it covers) and its one-day events. On a phone: a button with the
 * day's number and a dot per event, which lists the day under the grid.
 */
export function MonthDayCell({
  day,
  column,
  layout,
  dayEvents,
  inMonth,
  isToday,
  selected,
  timeZone,
  members,
  eventLink,
  onSelect,
}: MonthDayCellProps) {
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
  const singles = layout.singles.get(day) ?? [];
  const count = dayEvents.length;
  const dayName = `${formatDay(day)}${isToday ? ", today" : ""}`;
  return (
    <td className={cellClass} aria-current={isToday ? "date" : undefined}>
      <time dateTime={day} className={`${numberClass} ${styles.wideOnly}`}>
        <span aria-hidden="true">{Number(day.slice(8))}</span>
        <span className={visuallyHiddenText}>{dayName}</span>
      </time>
      <button
        type="button"
        className={styles.dayButton}
        aria-pressed={selected}
        aria-label={`${dayName}, ${count === 0 ? "no events" : count === 1 ? "1 event" : `${count} events`}`}
        onClick={() => onSelect(day)}
      >
        <span className={numberClass}>{Number(day.slice(8))}</span>
        <span className={styles.dayDots}>
          {dayEvents.slice(0, MAX_DOTS).map((event) => (
            <span
              key={event.id}
              className={event.status === "suggested" ? styles.dayDotSuggested : styles.dayDot}
              style={{ borderColor: membersOf(event, members)[0]?.Color ?? vars.color.inkMuted }}
            />
          ))}
          {count > MAX_DOTS ? <span className={styles.dayMore}>+</span> : null}
        </span>
      </button>
      {layout.lanes.length === 0 ? null : (
        <div className={`${styles.lanes} ${styles.wideOnly}`}>
          {layout.lanes.map((lane, index) => {
            const at = barAt(lane, column);
            return (
              // Lanes have no identity beyond their order.
              // biome-ignore lint/suspicious/noArrayIndexKey: a lane is its position.
              <div key={index} className={styles.slot}>
                {at?.starts === true ? (
                  <EventBar
                    bar={at.bar}
                    timeZone={timeZone}
                    members={members}
                    eventLink={eventLink}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      )}
      {singles.length === 0 ? null : (
        <ul className={`${styles.events} ${styles.wideOnly}`}>
          {singles.map((event) => (
            <li key={event.id}>
              <EventChip
                event={event}
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

function statusClasses(event: CalendarEvent): Array<string | null> {
  return [
    event.status === "suggested" ? styles.chipSuggested : null,
    event.status === "dismissed" || event.status === "cancelled" ? styles.chipDismissed : null,
  ];
}

function EventBar({
  bar,
  timeZone,
  members,
  eventLink: EventLink,
}: {
  readonly bar: WeekBar;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}) {
  const { event } = bar;
  const people = membersOf(event, members);
  const className = [
    styles.bar,
    bar.continuesBefore ? styles.barFromBefore : null,
    bar.continuesAfter ? styles.barOnAfter : null,
    ...statusClasses(event),
  ]
    .filter(Boolean)
    .join(" ");
  const details = eventDetails(event, formatEventWhen({ ...event, timezone: timeZone }), members);
  return (
    <EventLink
      event={event}
      className={className}
      style={{
        borderLeftColor: people[0]?.Color ?? vars.color.border,
        // Its own cell's width per column, plus the padding and border between cells.
        width: `calc(${bar.columns} * 100% + ${bar.columns - 1} * (2 * ${styles.cellPadding} + 1px))`,
      }}
    >
      {bar.continuesBefore ? <span aria-hidden="true">‹ </span> : null}
      <MemberDots members={people} />
      <span className={styles.barTitle}>{event.title || "Untitled event"}</span>
      <ChipTail event={event} details={details} />
    </EventLink>
  );
}

function EventChip({
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
  const className = [styles.chip, ...statusClasses(event)].filter(Boolean).join(" ");
  const details = eventDetails(event, formatTimesOnDay(event, day, timeZone), members);
  return (
    <EventLink
      event={event}
      className={className}
      style={{ borderLeftColor: people[0]?.Color ?? vars.color.border }}
    >
      <MemberDots members={people} />
      {event.allDay ? null : (
        <span className={styles.chipTime} aria-hidden="true">
          {formatTime(event.startsAt, timeZone)}
        </span>
      )}
      <span className={styles.chipTitle}>{event.title || "Untitled event"}</span>
      <ChipTail event={event} details={details} />
    </EventLink>
  );
}

/** The end of a bar or chip: "Suggested" when it is, and the details a screen reader hears. */
function ChipTail({ event, details }: { readonly event: CalendarEvent; readonly details: string }) {
  return (
    <>
      {event.status === "suggested" ? (
        <span className={suggestedMark} aria-hidden="true">
          Suggested
        </span>
      ) : null}
      <span className={visuallyHiddenText}>, {details}</span>
    </>
  );
}
