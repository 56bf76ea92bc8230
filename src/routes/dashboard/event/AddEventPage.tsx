import { Link, Redirect, useLocation } from "wouter";
import { useMutation, useQuery } from "../../../data/hooks";
import { dayKeyInZone } from "../../../ui/calendar/dates";
import { Page } from "../../../ui/Page";
import { EventForm } from "./EventEditForm";
import * as styles from "./eventDetail.css";
import { inputFromChanges, newEventDraft } from "./eventDraft";
import { useFamilyCalendar } from "./familyCalendar";

/**
 * `/dashboard/event/new`: an event added by hand (a birthday, an
 * appointment made by phone, an e-mail whose PDF could not be read). It is
 * confirmed at once, in the family's zone; once saved, its page opens.
 */
export function AddEventPage() {
  const create = useMutation("event.create");
  const members = useQuery({ kind: "familyMembers" });
  const { timeZone, loaded } = useFamilyCalendar();
  const [, navigate] = useLocation();
  if (create.succeeded && create.output !== null) {
    return <Redirect to={`/event/${encodeURIComponent(create.output.id)}`} replace />;
  }
  return (
    <Page
      title="Add event"
      lead="Add what no e-mail brought: a birthday, an appointment made by phone."
    >
      <Link href="~/dashboard/event" className={styles.back}>
        <span aria-hidden="true">←</span> All events
      </Link>
      {loaded ? (
        <EventForm
          initial={newEventDraft(dayKeyInZone(Date.now(), timeZone))}
          timeZone={timeZone}
          members={members.data}
          label="Add event"
          submitLabel="Add event"
          busy={create.busy}
          failure={create.error}
          onSave={(changes) => create.submit(inputFromChanges(changes, timeZone))}
          onCancel={() => navigate("~/dashboard/event")}
        />
      ) : (
        <div aria-busy="true" />
      )}
    </Page>
  );
}
