import { useRouteData } from "../../../data/hooks";
import { RouteData } from "../../../ui/data/RouteData";
import { EmailList, EmailsEmptyState } from "../../../ui/email/EmailList";
import { Page } from "../../../ui/Page";
import { useFamilyCalendar } from "../event/familyCalendar";
import { LiveStatusLine } from "../LiveStatusLine";
import { PreloadedEmailLink } from "./links";
import { SenderReviewPanel } from "./SenderReviewPanel";

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
            <EmailList emails={emails} timeZone={timeZone} emailLink={PreloadedEmailLink} />
          )
        }
      </RouteData>
    </Page>
  );
}
