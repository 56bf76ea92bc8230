import { useId, useState } from "react";
import type { CalendarEvent } from "../../../../api/CalendarEvent";
import { useMutation } from "../../../data/hooks";
import { button } from "../../../ui/button.css";
import { compareWithinDay, type DayKey, eventDaySpan } from "../../../ui/calendar/dates";
import type { EventLinkComponent } from "../../../ui/calendar/EventLink";
import { EventRow } from "../../../ui/calendar/EventRow";
import { formatEventWhen } from "../../../ui/calendar/format";
import type { MembersById } from "../../../ui/calendar/members";
import { FormAlert } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as styles from "./eventReview.css";

export interface EventReviewListProps {
  /** The events the filters let through; the list takes the suggested ones still to come. */
  readonly events: ReadonlyArray<CalendarEvent>;
  readonly today: DayKey;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
}

const eventsWord = (count: number) => (count === 1 ? "1 event" : `${count} events`);

/**
 * "To review": the suggested events still to come, each with Confirm and
 * Dismiss, and Confirm all. Each change shows at once (the store's tentative
 * event) and can be undone; an event acted on stays in the list, with its new
 * status and Undo, until the user leaves the page.
 */
export function EventReviewList({
  events,
  today,
  timeZone,
  members,
  eventLink,
}: EventReviewListProps) {
  const headingId = useId();
  const [handled, setHandled] = useState<ReadonlySet<string>>(() => new Set());
  const [bulk, setBulk] = useState<{ ids: string[]; undone: boolean } | null>(null);
  const confirmAll = useMutation("events.setStatus");
  const rows = events
    .filter((event) => event.status === "suggested" || handled.has(event.id))
    .filter((event) => eventDaySpan(event, timeZone).last >= today)
    .sort(
      (a, b) =>
        eventDaySpan(a, timeZone).first.localeCompare(eventDaySpan(b, timeZone).first) ||
        compareWithinDay(a, b, timeZone),
    );
  const waiting = rows.filter((event) => event.status === "suggested");
  const markHandled = (ids: ReadonlyArray<string>) =>
    setHandled((before) => new Set([...before, ...ids]));

  const onConfirmAll = () => {
    if (confirmAll.busy || waiting.length === 0) return;
    const ids = waiting.map((event) => event.id);
    markHandled(ids);
    setBulk({ ids, undone: false });
    confirmAll.submit({ ids, status: "confirmed" });
  };
  const onUndoAll = () => {
    if (confirmAll.busy || bulk === null) return;
    setBulk({ ...bulk, undone: true });
    confirmAll.submit({ ids: bulk.ids, status: "suggested" });
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          To review
        </h2>
        {waiting.length < 2 ? null : (
          <button
            type="button"
            className={button.primary}
            aria-disabled={confirmAll.busy ? true : undefined}
            onClick={onConfirmAll}
          >
            Confirm all {waiting.length}
          </button>
        )}
      </div>
      {bulk === null || confirmAll.error !== null ? null : (
        <div role="status" className={styles.notice}>
          <span>
            {bulk.undone
              ? `${eventsWord(bulk.ids.length)} back to review.`
              : `Confirmed ${eventsWord(bulk.ids.length)}.`}
          </span>
          {bulk.undone ? null : (
            <button
              type="button"
              className={button.quiet}
              aria-disabled={confirmAll.busy ? true : undefined}
              onClick={onUndoAll}
            >
              Undo
            </button>
          )}
        </div>
      )}
      {confirmAll.error === null ? null : (
        <FormAlert>
          <p>Nothing was changed. {failureMessage(confirmAll.error)}</p>
        </FormAlert>
      )}
      {rows.length === 0 ? (
        <p className={styles.muted}>
          Nothing to review. Events Corkboard finds in your e-mails wait here for you to confirm.
        </p>
      ) : (
        <ul className={styles.rows} aria-label="Suggested events">
          {rows.map((event) => (
            <ReviewRow
              key={event.id}
              event={event}
              timeZone={timeZone}
              members={members}
              eventLink={eventLink}
              onHandled={markHandled}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One suggested event with Confirm and Dismiss, or, once decided, its status and Undo. */
function ReviewRow({
  event,
  timeZone,
  members,
  eventLink,
  onHandled,
}: {
  readonly event: CalendarEvent;
  readonly timeZone: string;
  readonly members: MembersById;
  readonly eventLink: EventLinkComponent;
  readonly onHandled: (ids: ReadonlyArray<string>) => void;
}) {
  const change = useMutation("events.setStatus");
  const title = event.title || "Untitled event";
  const set = (status: "confirmed" | "dismissed" | "suggested") => {
    if (change.busy) return;
    onHandled([event.id]);
    change.submit({ ids: [event.id], status });
  };
  const busy = change.busy ? true : undefined;
  const actions =
    event.status === "suggested" ? (
      <div className={styles.actions}>
        <button
          type="button"
          className={button.primary}
          aria-label={`Confirm ${title}`}
          aria-disabled={busy}
          onClick={() => set("confirmed")}
        >
          Confirm
        </button>
        <button
          type="button"
          className={button.secondary}
          aria-label={`Dismiss ${title}`}
          aria-disabled={busy}
          onClick={() => set("dismissed")}
        >
          Dismiss
        </button>
      </div>
    ) : (
      <div className={styles.actions}>
        <span role="status">{event.status === "confirmed" ? "Confirmed." : "Dismissed."}</span>
        <button
          type="button"
          className={button.quiet}
          aria-label={`Undo, put ${title} back to review`}
          aria-disabled={busy}
          onClick={() => set("suggested")}
        >
          Undo
        </button>
      </div>
    );
  return (
    <EventRow
      event={event}
      when={formatEventWhen({ ...event, timezone: timeZone })}
      members={members}
      eventLink={eventLink}
      actions={
        <>
          {actions}
          {change.error === null ? null : (
            <FormAlert>
              <p>
                {title} is unchanged. {failureMessage(change.error)}
              </p>
            </FormAlert>
          )}
        </>
      }
    />
  );
}
