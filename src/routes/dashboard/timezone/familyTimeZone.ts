import type { Preferences } from "../../../../api/Preferences";

/**
 * Whether the dashboard asks for the family's time zone (issue 13): while
 * the saved zone is the default nobody chose and this browser is elsewhere
 * (or does not say where it is). Answering, either way, confirms the zone,
 * so the question comes once.
 */
export function asksForTimeZone(preferences: Preferences, browserZone: string | null): boolean {
  if (preferences.timezoneConfirmed) return false;
  return browserZone === null || browserZone !== preferences.timezone;
}

/** The preferences with `timezone` chosen: the whole set goes to `PUT /preferences`. */
export const withChosenZone = (preferences: Preferences, timezone: string): Preferences => ({
  ...preferences,
  timezone,
  timezoneConfirmed: true,
});
