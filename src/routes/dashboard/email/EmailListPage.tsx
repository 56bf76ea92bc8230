import { Link } from "wouter";
import { useRouteData } from "../../../data/hooks";
import { RouteData } from "../../../ui/data/RouteData";
import { EmailList, EmailsEmptyState } from "../../../ui/email/EmailList";
import { FormNotice } from "../../../ui/form/FormAlert";
import { Page } from "../../../ui/Page";
import { useFamilyCalendar } from "../event/familyCalendar";
import { LiveStatusLine } from "../LiveStatusLine";
import { PreloadedEmailLink } from "./links";
import { SenderReviewPanel } from "./SenderReviewPanel";

/** Above the list while e-mails wait over the Free plan's month: the way to read them. */
function OverLimitNotice({ count }: { readonly count: number }) {
  if (count === 0) return null;
  return (
    <FormNotice>
      <p>
        {count === 1 ? "1 e-mail is" : `${count} e-mails are`} over this month's limit of the Free
        plan: kept, not read yet. <Link href="~/dashboard/subscription">Upgrade to Family</Link> and
        Corkboard reads {count === 1 ? "it" : "them"} straight away.
      </p>
    </FormNotice>
  );
}

/** `/dashboard/email`: the e-mails forwarded to Corkboard, newest first. */
export function EmailListPage() {
  const route = useRouteData({ kind: "emails" });
  const { timeZone } = useFamilyCalendar();
  return (
    <Page
      title="Emails"
      lead="What you forwarded to Corkboard, newest first, and what became of it."
    >
      <LiveStatusLine />
      <SenderReviewPanel timeZone={timeZone} />
      <RouteData route={route} loadingMessage="Loading your e-mails">
        {(emails) =>
          emails.length === 0 ? (
            <EmailsEmptyState />
          ) : (
            <>
              <OverLimitNotice
                count={emails.filter((email) => email.status === "limited").length}
              />
              <EmailList emails={emails} timeZone={timeZone} emailLink={PreloadedEmailLink} />
            </>
          )
        }
      </RouteData>
    </Page>
  );
}
