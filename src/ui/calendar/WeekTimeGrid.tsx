import type { CalendarEvent } from "../../../api/CalendarEvent";
import { visuallyHiddenText } from "../a11y.css";
import { vars } from "../theme.css";
import { suggestedMark } from "./badges.css";
import { type DayKey, eventDaySpan, wallTimeInZone } from "./dates";
import type { EventLinkComponent } from "./EventLink";
import { formatDay, formatEventWhen, formatTime, formatTimesOnDay } from "./format";
import { MemberDots } from "./MemberDots";
import { eventDetails, type MembersById, membersOf } from "./members";
import * as styles from "./weekCalendar.css";
import { layoutWeek } from "./weekLanes";

/** `9 AM` or `09`, as the reader's locale writes an hour (the date is only a carrier). */
const hourLabel = new Intl.DateTimeFormat(undefined, { hour: "numeric", timeZone: "UTC" });

/** The hours a week grid always shows; an earlier or later event widens it. */
const DAY_STARTS = 7;
const DAY_ENDS = 21;

export interface WeekTimeGridProps {
  readonly days: ReadonlyArray<DayKey>;
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly today: DayKey;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}

interface Placed {
  readonly event: CalendarEvent;
  /** Minutes after midnight, in the family's zone. */
  readonly start: number;
  readonly end: number;
  readonly lane: number;
}

function minutesOf(iso: string, timeZone: string): number {
  const [hours, minutes] = wallTimeInZone(Date.parse(iso), timeZone).split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A day's timed events, each in the first lane free at its start, so overlaps sit side by side. */
function placeDay(events: ReadonlyArray<CalendarEvent>, timeZone: string): Placed[] {
  const laneEnds: number[] = [];
  return [...events]
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((event) => {
      const start = minutesOf(event.startsAt, timeZone);
      const end = Math.max(start + 30, minutesOf(event.endsAt, timeZone) || 24 * 60);
      const free = laneEnds.findIndex((laneEnd) => laneEnd <= start);
      const lane = free === -1 ? laneEnds.length : free;
      laneEnds[lane] = end;
      return { event, start, end, lane };
    });
}

/** The wide week: all-day and multi-day bars on top, then a column of hours per day. */
export function WeekTimeGrid({
  days,
  events,
  today,
  timeZone,
  members,
  eventLink: EventLink,
}: WeekTimeGridProps) {
  const layout = layoutWeek(days, events, timeZone, { allDayBars: true });
  const timed = new Map(
    days.map((day) => [
      day,
      placeDay(
        (layout.singles.get(day) ?? []).filter((event) => {
          const span = eventDaySpan(event, timeZone);
          return !event.allDay && span.first === span.last;
        }),
        timeZone,
      ),
    ]),
  );
  const placed = [...timed.values()].flat();
  const fromHour = Math.min(DAY_STARTS, ...placed.map((item) => Math.floor(item.start / 60)));
  const toHour = Math.max(DAY_ENDS, ...placed.map((item) => Math.ceil(item.end / 60)));
  const hours = Array.from({ length: toHour - fromHour }, (_, index) => fromHour + index);
  const columnHeight = `calc(${hours.length} * ${styles.hourHeight})`;
  const bars = layout.lanes.flatMap((lane, index) => lane.map((bar) => ({ bar, lane: index })));
  return (
    <div className={styles.grid}>
      <div className={styles.corner} aria-hidden="true" />
      {days.map((day) => (
        <div
          key={day}
          className={day === today ? styles.headToday : styles.head}
          aria-hidden="true"
        >
          {formatDay(day, "short")}
        </div>
      ))}
      <div className={styles.allDayLabel} aria-hidden="true">
        All day
      </div>
      <ul className={styles.allDay} aria-label="All-day and multi-day events">
        {bars.map(({ bar, lane }) => {
          const people = membersOf(bar.event, members);
          return (
            <li
              key={bar.event.id}
              className={styles.barItem}
              style={{ gridColumn: `${bar.column + 1} / span ${bar.columns}`, gridRow: lane + 1 }}
            >
              <EventLink
                event={bar.event}
                className={bar.event.status === "suggested" ? styles.barSuggested : styles.bar}
                style={{ borderLeftColor: people[0]?.Color ?? vars.color.border }}
              >
                <MemberDots members={people} />
                <span className={styles.barTitle}>{bar.event.title || "Untitled event"}</span>
                {bar.event.status === "suggested" ? (
                  <span className={suggestedMark} aria-hidden="true">
                    Suggested
                  </span>
                ) : null}
                <span className={visuallyHiddenText}>
                  ,{" "}
                  {eventDetails(
                    bar.event,
                    formatEventWhen({ ...bar.event, timezone: timeZone }),
                    members,
                  )}
                </span>
              </EventLink>
            </li>
          );
        })}
      </ul>
      <div className={styles.hours} style={{ height: columnHeight }} aria-hidden="true">
        {hours.map((hour) => (
          <span key={hour} className={styles.hour}>
            {hourLabel.format(new Date(Date.UTC(2026, 0, 1, hour)))}
          </span>
        ))}
      </div>
      {days.map((day) => {
        const items = timed.get(day) ?? [];
        const lanes = Math.max(1, ...items.map((item) => item.lane + 1));
        return (
          <ul
            key={day}
            className={styles.column}
            style={{ height: columnHeight }}
            aria-label={formatDay(day)}
          >
            {items.map((item) => {
              const people = membersOf(item.event, members);
              const when = formatTimesOnDay(item.event, day, timeZone);
              return (
                <li
                  key={item.event.id}
                  className={styles.slotItem}
                  style={{
                    top: `calc(${(item.start - fromHour * 60) / 60} * ${styles.hourHeight})`,
                    // Tall enough for its time and title, however short the event.
                    height: `max(calc(${(item.end - item.start) / 60} * ${styles.hourHeight}), ${styles.minEventHeight})`,
                    left: `${(item.lane / lanes) * 100}%`,
                    width: `${100 / lanes}%`,
                  }}
                >
                  <EventLink
                    event={item.event}
                    className={
                      item.event.status === "suggested" ? styles.timedSuggested : styles.timed
                    }
                    style={{ borderLeftColor: people[0]?.Color ?? vars.color.border }}
                  >
                    <span className={styles.timedTitle}>
                      {item.event.title || "Untitled event"}
                    </span>
                    <span className={styles.timedTime} aria-hidden="true">
                      {formatTime(item.event.startsAt, timeZone)}
                    </span>
                    {item.event.status === "suggested" ? (
                      <span className={suggestedMark} aria-hidden="true">
                        Suggested
                      </span>
                    ) : null}
                    <span className={visuallyHiddenText}>
                      , {eventDetails(item.event, when, members)}
                    </span>
                  </EventLink>
                </li>
              );
            })}
          </ul>
        );
      })}
    </div>
  );
}
