import * as styles from "./setup.css";

/** The feed's address for a calendar app's "subscribe" handler: webcal:// in place of http(s)://. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//i, "webcal://");

/** Google Calendar's page that adds a calendar by its address. */
export const googleCalendarUrl = (url: string): string =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(url))}`;

/**
 * One tap to subscribe, beside a feed's address: the webcal:// link opens
 * the calendar app the device has (Apple Calendar, Outlook), the Google
 * link opens Google Calendar's add-by-address page. `name` tells several
 * feeds' links apart for a screen reader.
 */
export function SubscribeLinks({ url, name }: { readonly url: string; readonly name?: string }) {
  const whose = name === undefined ? "" : ` (${name})`;
  return (
    <p className={styles.subscribeLinks}>
      <a href={webcalUrl(url)}>Subscribe in your calendar app{whose}</a>
      <a href={googleCalendarUrl(url)} target="_blank" rel="noreferrer">
        Add to Google Calendar{whose}
      </a>
    </p>
  );
}
