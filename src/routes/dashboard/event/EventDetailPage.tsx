import { Link, useParams } from "wouter";
import { useMutation, useQuery, useRouteData } from "../../../data/hooks";
import { RouteData } from "../../../ui/data/RouteData";
import { Page } from "../../../ui/Page";
import { PreloadedEmailLink } from "../email/links";
import { EventDeleted, EventDeletion, EventRemoved, showsDeleted } from "./EventDeletion";
import { EventDetail } from "./EventDetail";
import * as styles from "./eventDetail.css";
import { useFamilyCalendar } from "./familyCalendar";

function idOf(param: string | undefined): string {
  if (param === undefined) return "";
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** `/dashboard/event/{eventId}`: one event, to check, confirm, dismiss or edit. */
export function EventDetailPage() {
  const params = useParams<{ eventId?: string }>();
  const id = idOf(params.eventId);
  const route = useRouteData({ kind: "event", id });
  const sourceEmails = useQuery({ kind: "eventEmails", id });
  const history = useQuery({ kind: "eventHistory", id });
  const members = useQuery({ kind: "familyMembers" });
  const { timeZone } = useFamilyCalendar();
  const statusMutation = useMutation("event.update");
  const editMutation = useMutation("event.update");
  const remove = useMutation("event.remove");
  const restore = useMutation("event.restore");
  const deleted = showsDeleted(remove, restore);
  const title = deleted ? "Event deleted" : route.data?.title.trim();
  return (
    <Page title={title === undefined ? "Event" : title === "" ? "Untitled event" : title}>
      <Link href="~/dashboard/event" className={styles.back}>
        <span aria-hidden="true">←</span> All events
      </Link>
      {deleted ? (
        <EventDeleted id={id} restore={restore} />
      ) : (
        <RouteData route={route} loadingMessage="Loading the event" notFound={<EventRemoved />}>
          {(event) => (
            <>
              <EventDetail
                event={event}
                members={members.data}
                sourceEmails={sourceEmails}
                history={history}
                familyTimeZone={timeZone}
                statusMutation={statusMutation}
                editMutation={editMutation}
                emailLink={PreloadedEmailLink}
              />
              <EventDeletion event={event} remove={remove} restore={restore} />
            </>
          )}
        </RouteData>
      )}
    </Page>
  );
}
