import { Link } from "wouter";
import { useQuery } from "../../../data/hooks";
import { useAuthView, useRuntime } from "../../../runtime/hooks";
import { CopyField } from "../../../ui/CopyField";
import { QueryData } from "../../../ui/data/QueryData";
import { Page, Section } from "../../../ui/Page";
import { LinkedIdentities } from "../security/LinkedIdentities";
import { feedIsOff } from "../setup/CalendarFeedPanel";
import { AccountProviders } from "./AccountProviders";
import * as styles from "./integrations.css";

/** `/dashboard/integrations`: the Microsoft and Google accounts, and the calendar feed. */
export function IntegrationsPage() {
  const { identities, email } = useAuthView();
  const { config } = useRuntime();
  const feed = useQuery({ kind: "calendarFeed" });
  return (
    <Page
      title="Integrations"
      lead="The accounts you sign in with, and your calendar in other apps."
    >
      <Section title="Microsoft and Google" id="accounts">
        <div className={styles.blocks}>
          <div className={styles.card}>
            <AccountProviders
              identities={identities}
              email={email}
              available={{
                azure: config.msClientId !== null,
                google: config.googleClientId !== null,
              }}
            />
          </div>
          <LinkedIdentities />
        </div>
      </Section>
      <Section title="Calendar feed" id="calendar-feed">
        <div className={styles.blocks}>
          <div className={styles.card}>
            {feedIsOff(feed) ? (
              <p>Your calendar feed is off. You can turn it on again under Setup → Calendar.</p>
            ) : (
              <QueryData
                query={feed}
                what="your calendar address"
                loadingMessage="Loading your calendar address"
              >
                {(data) => (
                  <CopyField
                    label="Your calendar address"
                    value={data.url}
                    description="Add it to Google Calendar, Outlook or Apple Calendar to see your events there."
                  />
                )}
              </QueryData>
            )}
            <p>
              <Link href="/setup/calendar">How to add it to your calendar app</Link>, or get a new
              address and turn the feed off, under Setup → Calendar.
            </p>
          </div>
        </div>
      </Section>
    </Page>
  );
}
