import { CalendarFeedPanel } from "./CalendarFeedPanel";
import { CalendarGuides } from "./CalendarGuides";
import { MemberFeeds } from "./MemberFeeds";
import { NextStepLink } from "./NextStepLink";
import * as styles from "./setup.css";

/** Setup → Calendar: the private feed and how to add it to each calendar app. */
export function CalendarStep() {
  return (
    <section className={styles.step} aria-labelledby="calendar-heading">
      <h2 id="calendar-heading" className={styles.stepHeading}>
        Your calendar feed
      </h2>
      <div className={styles.prose}>
        <p>
          Your events can appear in the calendar app you already use. Give it this private address
          once, and it keeps itself up to date with the events you confirm.
        </p>
        <p>
          Keep the address to yourself and your family: anyone who has it can see your events. If it
          gets out, get a new one.
        </p>
      </div>
      <CalendarFeedPanel />
      <h3 className={styles.cardHeading}>Add it to your calendar app</h3>
      <p className={styles.text}>
        Copy the address above, then follow the steps for your app. Calendar apps check for changes
        on their own schedule, so a new event can take a few hours to appear there.
      </p>
      <CalendarGuides />
      <MemberFeeds />
      <NextStepLink to="/setup/forwarder">Next: your forwarding address</NextStepLink>
    </section>
  );
}
