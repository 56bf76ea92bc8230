import { useState } from "react";
import type {
  CalendarEvent,
  EventRevision,
  EventStatus,
  EventUpdate,
} from "../../../../api/CalendarEvent";
import type { EmailSummary } from "../../../../api/Email";
import type { FamilyMember } from "../../../../api/FamilyMember";
import type { MutationView, QueryView } from "../../../data/hooks.types";
import { button } from "../../../ui/button.css";
import { EventStatusBadge } from "../../../ui/calendar/EventStatusBadge";
import { formatDateTime, formatEventWhen, timeZoneShortName } from "../../../ui/calendar/format";
import { MemberList } from "../../../ui/calendar/MemberDots";
import { membersById, membersOf } from "../../../ui/calendar/members";
import type { EmailLinkComponent } from "../../../ui/email/EmailLink";
import { FormAlert, FormNotice } from "../../../ui/form/FormAlert";
import * as formStyles from "../../../ui/form/form.css";
import { Section } from "../../../ui/Page";
import { EventEditForm } from "./EventEditForm";
import { EventHistory } from "./EventHistory";
import * as styles from "./eventDetail.css";
import { failureText } from "./eventDraft";

export interface EventDetailProps {
  readonly event: CalendarEvent;
  /** The family (undefined while it loads). */
  readonly members: ReadonlyArray<FamilyMember> | undefined;
  /** The e-mail(s) the event came from (the `eventEmails` read). */
  readonly sourceEmails: Pick<QueryView<ReadonlyArray<EmailSummary>>, "status" | "data">;
  /** What happened to the event (the `eventHistory` read). */
  readonly history: Pick<QueryView<ReadonlyArray<EventRevision>>, "status" | "data" | "refetch">;
  /** The family's zone, to say when a timed event is for them if its own zone differs. */
  readonly familyTimeZone: string;
  /** Confirm and Dismiss. */
  readonly statusMutation: MutationView<"event.update">;
  /** The edit form. */
  readonly editMutation: MutationView<"event.update">;
  readonly emailLink: EmailLinkComponent;
}

const statusExplanation: Record<EventStatus, string> = {
  suggested:
    "Corkboard found this in an e-mail. Confirm it to put it on your calendar and in your calendar feed, or dismiss it.",
  confirmed: "It is on your calendar and in your calendar feed.",
  dismissed: "It is hidden from your calendar feed. Confirm it if you want it back.",
  cancelled:
    "A later e-mail called it off, so it is off your calendar feed. Its history below says when.",
};

/** The statuses a user sets; "cancelled" comes only from a cancellation e-mail. */
type UserStatus = NonNullable<EventUpdate["status"]>;

const statusDone: Record<EventStatus, string> = {
  suggested: "Marked as suggested.",
  confirmed: "Confirmed. It is on your calendar now.",
  dismissed: "Dismissed. It is off your calendar feed.",
  cancelled: "Cancelled by a later e-mail.",
};

/** One event: when, where, who, its status with Confirm and Dismiss, editing, and its e-mail. */
export function EventDetail({
  event,
  members,
  sourceEmails,
  history,
  familyTimeZone,
  statusMutation,
  editMutation,
  emailLink,
}: EventDetailProps) {
  const [editing, setEditing] = useState(false);
  const people = membersOf(event, membersById(members));
  const formOpen = editing && !editMutation.succeeded;

  const setStatus = (status: UserStatus) => {
    if (statusMutation.busy) return;
    statusMutation.submit({ id: event.id, changes: { status } });
  };
  const pendingStatus = statusMutation.busy ? undefined : statusMutation.output?.status;

  return (
    <div className={styles.layout}>
      <div className={styles.statusBar}>
        <div className={styles.statusLine}>
          <EventStatusBadge status={event.status} />
          <p className={styles.muted}>{statusExplanation[event.status]}</p>
        </div>
        <div className={formStyles.inlineActions}>
          {event.status === "confirmed" || event.status === "cancelled" ? null : (
            <button
              type="button"
              className={button.primary}
              aria-busy={statusMutation.busy ? true : undefined}
              aria-disabled={statusMutation.busy ? true : undefined}
              onClick={() => setStatus("confirmed")}
            >
              Confirm
            </button>
          )}
          {event.status === "dismissed" ? null : (
            <button
              type="button"
              className={button.secondary}
              aria-busy={statusMutation.busy ? true : undefined}
              aria-disabled={statusMutation.busy ? true : undefined}
              onClick={() => setStatus("dismissed")}
            >
              Dismiss
            </button>
          )}
        </div>
        {statusMutation.error === null ? null : (
          <FormAlert>
            <p>{failureText(statusMutation.error)}</p>
          </FormAlert>
        )}
        {statusMutation.succeeded && pendingStatus !== undefined ? (
          <FormNotice>
            <p>{statusDone[pendingStatus]}</p>
          </FormNotice>
        ) : null}
      </div>

      <dl className={styles.facts}>
        <dt className={styles.term}>When</dt>
        <dd className={styles.definition}>
          <WhenText event={event} familyTimeZone={familyTimeZone} />
        </dd>
        <dt className={styles.term}>Location</dt>
        <dd className={styles.definition}>
          {event.location.trim() === "" ? (
            <span className={styles.muted}>No place given</span>
          ) : (
            event.location
          )}
        </dd>
        <dt className={styles.term}>Family members</dt>
        <dd className={styles.definition}>
          {people.length === 0 ? (
            <span className={styles.muted}>
              {members === undefined && event.familyMemberIds.length > 0
                ? "Loading…"
                : "Nobody yet"}
            </span>
          ) : (
            <MemberList members={people} label="Family members" />
          )}
        </dd>
        <dt className={styles.term}>Description</dt>
        <dd className={`${styles.definition} ${styles.description}`}>
          {event.description.trim() === "" ? (
            <span className={styles.muted}>No description</span>
          ) : (
            event.description
          )}
        </dd>
      </dl>

      <Section title="Edit" id="event-edit">
        {formOpen ? (
          <EventEditForm
            event={event}
            members={members}
            mutation={editMutation}
            onCancel={() => {
              setEditing(false);
              editMutation.reset();
            }}
          />
        ) : (
          <div className={styles.layout}>
            {editMutation.succeeded ? (
              <FormNotice>
                <p>Your changes are saved.</p>
              </FormNotice>
            ) : null}
            <div>
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  editMutation.reset();
                  setEditing(true);
                }}
              >
                Edit event
              </button>
            </div>
          </div>
        )}
      </Section>

      <Section title="From the e-mail" id="event-source">
        <SourceEmails
          sourceEmails={sourceEmails}
          familyTimeZone={familyTimeZone}
          emailLink={emailLink}
        />
      </Section>

      <Section title="History" id="event-history">
        <EventHistory history={history} familyTimeZone={familyTimeZone} emailLink={emailLink} />
      </Section>
    </div>
  );
}

function WhenText({
  event,
  familyTimeZone,
}: {
  readonly event: CalendarEvent;
  readonly familyTimeZone: string;
}) {
  const when = formatEventWhen(event);
  if (event.allDay) return <>{when}</>;
  const zone = timeZoneShortName(event.startsAt, event.timezone);
  const sameZone =
    event.timezone === familyTimeZone || timeZoneShortName(event.startsAt, familyTimeZone) === zone;
  return (
    <>
      {when} <span className={styles.muted}>({zone})</span>
      {sameZone ? null : (
        <span className={styles.muted}>
          <br />
          For you: {formatDateTime(event.startsAt, familyTimeZone)} (
          {timeZoneShortName(event.startsAt, familyTimeZone)})
        </span>
      )}
    </>
  );
}

function SourceEmails({
  sourceEmails,
  familyTimeZone,
  emailLink: EmailLink,
}: {
  readonly sourceEmails: EventDetailProps["sourceEmails"];
  readonly familyTimeZone: string;
  readonly emailLink: EmailLinkComponent;
}) {
  if (sourceEmails.status === "loading") {
    return (
      <p className={styles.muted} role="status">
        Finding the e-mail…
      </p>
    );
  }
  if (sourceEmails.status === "failed" || sourceEmails.data === undefined) {
    return (
      <p className={styles.muted}>The e-mail could not be loaded. Reload the page to try again.</p>
    );
  }
  if (sourceEmails.data.length === 0) {
    return <p className={styles.muted}>This event was not found in an e-mail.</p>;
  }
  return (
    <ul className={styles.sourceList}>
      {sourceEmails.data.map((email: EmailSummary) => (
        <li key={email.id}>
          <EmailLink email={email}>
            {email.subject.trim() === "" ? "(no subject)" : email.subject}
          </EmailLink>
          <p className={styles.muted}>
            From {email.from}, received {formatDateTime(email.receivedAt, familyTimeZone)}
          </p>
        </li>
      ))}
    </ul>
  );
}
