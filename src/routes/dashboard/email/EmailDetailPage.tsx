import { Link, Redirect, useParams } from "wouter";
import type { Email } from "../../../../api/Email";
import { useMutation, useQuery, useRouteData } from "../../../data/hooks";
import { RouteData } from "../../../ui/data/RouteData";
import { Page } from "../../../ui/Page";
import { useFamilyCalendar, useMembersById } from "../event/familyCalendar";
import { PreloadedEventLink } from "../event/links";
import { EmailDetail } from "./EmailDetail";
import * as styles from "./emailDetail.css";
import { RemoveEmail } from "./RemoveEmail";

/** SPEC §2 and §8: the e-mail detail route without an id. */
export const EMAIL_ID_REQUIRED = "Email ID is required";

/** The route parameter as text: decoded, trimmed, empty when missing or malformed. */
export function emailIdOf(param: string | undefined): string {
  if (param === undefined) return "";
  try {
    return decodeURIComponent(param).trim();
  } catch {
    return param.trim();
  }
}

function BackToEmails() {
  return (
    <Link href="~/dashboard/email" className={styles.back}>
      <span aria-hidden="true">←</span> All e-mails
    </Link>
  );
}

/** `/dashboard/email/{emailId}`: one forwarded e-mail (SPEC §5: the id must not be empty). */
export function EmailDetailPage() {
  const params = useParams<{ emailId?: string }>();
  const id = emailIdOf(params.emailId);
  return id === "" ? <EmailIdRequired /> : <EmailDetailRoute id={id} />;
}

function EmailIdRequired() {
  return (
    <Page title="Email">
      <div className={styles.missing}>
        <div role="alert" className={styles.missingAlert}>
          {EMAIL_ID_REQUIRED}
        </div>
        <p>Choose an e-mail from the list to read it.</p>
        <BackToEmails />
      </div>
    </Page>
  );
}

function EmailDetailRoute({ id }: { readonly id: string }) {
  const route = useRouteData({ kind: "email", id });
  // Here, not in the e-mail's view: that view goes as soon as the e-mail does.
  const remove = useMutation("email.remove");
  const subject = route.data?.subject.trim();
  if (remove.succeeded) return <Redirect to="~/dashboard/email" replace />;
  return (
    <Page title={subject === undefined ? "Email" : subject === "" ? "(no subject)" : subject}>
      <BackToEmails />
      <RouteData route={route} loadingMessage="Loading the e-mail">
        {(email) => (
          <>
            <RemoveEmail email={email} remove={remove} />
            {/* While it is being deleted nothing reads it again (a live change would, and get a 404). */}
            {remove.busy ? (
              <p role="status">Deleting the e-mail…</p>
            ) : (
              <EmailWithEvents email={email} />
            )}
          </>
        )}
      </RouteData>
    </Page>
  );
}

/** The e-mail with the events it produced, read while it is shown. */
function EmailWithEvents({ email }: { readonly email: Email }) {
  const producedEvents = useQuery({ kind: "emailEvents", id: email.id });
  const members = useMembersById();
  const { timeZone } = useFamilyCalendar();
  return (
    <EmailDetail
      email={email}
      timeZone={timeZone}
      producedEvents={producedEvents}
      members={members}
      eventLink={PreloadedEventLink}
    />
  );
}
