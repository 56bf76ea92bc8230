/**
 * The browser's time zone and how a zone reads on screen: sign-up records
 * the zone, Setup and Preferences suggest it, the dashboard asks with it.
 */

/** The browser's own time zone, the one to suggest; null when the browser does not say. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === "string" && zone !== "" ? zone : null;
  } catch {
    return null;
  }
}

/** "Europe/London" as "Europe / London", "America/Argentina/Buenos_Aires" readably. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ").replaceAll("/", " / ");
}
