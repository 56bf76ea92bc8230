import { Link } from "wouter";
import type { CalendarEvent } from "../../../../api/CalendarEvent";
import type { MutationView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import { failureMessage } from "../../../ui/form/fieldErrors";
import * as formStyles from "../../../ui/form/form.css";
import { Section } from "../../../ui/Page";

export interface EventDeletionProps {
  readonly event: CalendarEvent;
  readonly remove: MutationView<"event.remove">;
  readonly restore: MutationView<"event.restore">;
}

/** Whether the page shows the event as deleted: from the click on (optimistic) until Undo lands. */
export const showsDeleted = (
  remove: MutationView<"event.remove">,
  restore: MutationView<"event.restore">,
): boolean => (remove.busy || remove.succeeded) && !restore.succeeded;

/** The event page's Delete: at once, with Undo after (the event and its history are kept). */
export function EventDeletion({ event, remove, restore }: EventDeletionProps) {
  return (
    <Section title="Delete" id="event-delete">
      {remove.error === null ? null : (
        <FormAlert>
          <p>The event is not deleted. {failureMessage(remove.error)}</p>
        </FormAlert>
      )}
      {restore.succeeded ? (
        <FormNotice>
          <p>The event is back on your calendar.</p>
        </FormNotice>
      ) : null}
      <div>
        <button
          type="button"
          className={button.secondary}
          onClick={() => {
            if (remove.busy) return;
            restore.reset();
            remove.submit({ id: event.id });
          }}
        >
          Delete event
        </button>
      </div>
    </Section>
  );
}

/** What the page shows once the event is deleted: Undo, or back to the events. */
export function EventDeleted({
  id,
  restore,
}: {
  readonly id: string;
  readonly restore: MutationView<"event.restore">;
}) {
  return (
    <div role="status">
      <FormNotice>
        <p>The event is deleted. Its history is kept, so you can bring it back.</p>
      </FormNotice>
      {restore.error === null ? null : (
        <FormAlert>
          <p>The event is still deleted. {failureMessage(restore.error)}</p>
        </FormAlert>
      )}
      <div className={formStyles.inlineActions}>
        <button
          type="button"
          className={button.primary}
          aria-busy={restore.busy ? true : undefined}
          onClick={() => {
            if (!restore.busy) restore.submit({ id });
          }}
        >
          {restore.busy ? "Bringing it back…" : "Undo"}
        </button>
        <Link href="~/dashboard/event">All events</Link>
      </div>
    </div>
  );
}

/** An event id the server does not know (deleted, or from an old link). */
export function EventRemoved() {
  return (
    <div role="status">
      <p>This event was removed. It may have been deleted, or the link is from an old e-mail.</p>
      <p>
        <Link href="~/dashboard/event">See all events</Link>
      </p>
    </div>
  );
}
