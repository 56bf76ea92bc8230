import { Guide, Ui } from "./Guide";
import * as styles from "./setup.css";

/** How to subscribe to the feed in Google Calendar, Outlook and Apple Calendar. */
export function CalendarGuides() {
  return (
    <div className={styles.guides}>
      <Guide title="Google Calendar">
        <p>
          Google Calendar adds a calendar by its address only on a computer. After that it shows on
          your phone too.
        </p>
        <ol className={styles.guideSteps}>
          <li>
            Open <Ui>calendar.google.com</Ui> on a computer.
          </li>
          <li>
            On the left, next to <Ui>Other calendars</Ui>, select <Ui>+</Ui>, then <Ui>From URL</Ui>
            .
          </li>
          <li>
            Paste your calendar address into <Ui>URL of calendar</Ui> and select{" "}
            <Ui>Add calendar</Ui>.
          </li>
          <li>
            The calendar appears under <Ui>Other calendars</Ui>. If it does not show in the Google
            Calendar app on an Android phone, open the app's <Ui>Settings</Ui>, select the calendar
            and turn on <Ui>Sync</Ui>.
          </li>
        </ol>
        <p>
          Google checks the address for changes every few hours, and cannot be made to check sooner.
        </p>
      </Guide>
      <Guide title="Outlook">
        <p>In Outlook.com, Outlook on the web and the new Outlook for Windows:</p>
        <ol className={styles.guideSteps}>
          <li>
            Open the <Ui>Calendar</Ui>.
          </li>
          <li>
            Select <Ui>Add calendar</Ui>, then <Ui>Subscribe from web</Ui>.
          </li>
          <li>
            Paste your calendar address, give the calendar a name such as “Family”, choose a colour
            and select <Ui>Import</Ui>.
          </li>
        </ol>
        <p>
          In classic Outlook for Windows, select <Ui>Home</Ui>, <Ui>Add Calendar</Ui>,{" "}
          <Ui>From Internet</Ui>, paste the address and select <Ui>OK</Ui>, then <Ui>Yes</Ui>.
        </p>
        <p>A calendar you subscribe to on the web shows in the Outlook app on your phone too.</p>
      </Guide>
      <Guide title="Apple Calendar (iPhone, iPad and Mac)">
        <p>On an iPhone or iPad:</p>
        <ol className={styles.guideSteps}>
          <li>
            Open <Ui>Settings</Ui>, then <Ui>Calendar</Ui>, then <Ui>Accounts</Ui>. (On iOS 18 and
            later: <Ui>Settings</Ui>, <Ui>Apps</Ui>, <Ui>Calendar</Ui>, <Ui>Calendar Accounts</Ui>.)
          </li>
          <li>
            Select <Ui>Add Account</Ui>, <Ui>Other</Ui>, then <Ui>Add Subscribed Calendar</Ui>.
          </li>
          <li>
            Paste your calendar address into <Ui>Server</Ui>, select <Ui>Next</Ui>, then{" "}
            <Ui>Save</Ui>.
          </li>
        </ol>
        <p>On a Mac:</p>
        <ol className={styles.guideSteps}>
          <li>
            Open Calendar and choose <Ui>File</Ui>, then <Ui>New Calendar Subscription</Ui>.
          </li>
          <li>
            Paste your calendar address and select <Ui>Subscribe</Ui>.
          </li>
          <li>
            Set <Ui>Location</Ui> to <Ui>iCloud</Ui>, so it shows on your iPhone and iPad too,
            choose how often to <Ui>Auto-refresh</Ui> (every hour is plenty), and select <Ui>OK</Ui>
            .
          </li>
        </ol>
      </Guide>
    </div>
  );
}
