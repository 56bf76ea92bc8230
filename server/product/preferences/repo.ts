import { isTimeZone } from "../../../api/fields";
import { defaultPreferences, type Preferences } from "../../../api/Preferences";
import type { SqlSession } from "../../db/Database";

interface PreferencesRow {
  readonly timezone: string;
  readonly timezone_confirmed: boolean;
  readonly week_starts_on: Preferences["weekStartsOn"];
  readonly trusted_senders: ReadonlyArray<string>;
  readonly auto_confirm_events: boolean;
  readonly digest: Preferences["digest"];
  readonly reminder_minutes: number | null;
  readonly feed_names_in_title: boolean;
}

const columns =
  "timezone, timezone_confirmed, week_starts_on, trusted_senders, auto_confirm_events, digest, reminder_minutes, feed_names_in_title";

const toPreferences = (row: PreferencesRow): Preferences => ({
  timezone: row.timezone,
  timezoneConfirmed: row.timezone_confirmed,
  weekStartsOn: row.week_starts_on,
  trustedSenders: row.trusted_senders,
  autoConfirmEvents: row.auto_confirm_events,
  digest: row.digest,
  reminderMinutes: row.reminder_minutes,
  feedNamesInTitle: row.feed_names_in_title,
});

/**
 * The user's preferences, or what a new account starts with. An account
 * with no row yet that recorded its browser's zone at sign-up
 * (`signUpZone`, from the token's user metadata) gets that zone, stored
 * then and there so that mail read later uses it too; without one the
 * answer is UTC marked as not chosen, never a silent default.
 */
export async function readPreferences(
  sql: SqlSession,
  userId: string,
  signUpZone?: string,
): Promise<Preferences> {
  const rows = await sql.query<PreferencesRow>(
    `select ${columns} from preferences where user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (row !== undefined) return toPreferences(row);
  if (signUpZone !== undefined && isTimeZone(signUpZone)) {
    return writePreferences(sql, userId, defaultPreferences(signUpZone));
  }
  return defaultPreferences();
}

/** Addresses once each, compared without case, in the order first given. */
export function dedupeAddresses(addresses: ReadonlyArray<string>): ReadonlyArray<string> {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Stores the whole set of preferences, replacing what was there. */
export async function writePreferences(
  sql: SqlSession,
  userId: string,
  preferences: Preferences,
): Promise<Preferences> {
  const rows = await sql.query<PreferencesRow>(
    `insert into preferences (user_id, ${columns}, updated_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, now())
     on conflict (user_id) do update set
       timezone = excluded.timezone,
       timezone_confirmed = excluded.timezone_confirmed,
       week_starts_on = excluded.week_starts_on,
       trusted_senders = excluded.trusted_senders,
       auto_confirm_events = excluded.auto_confirm_events,
       digest = excluded.digest,
       reminder_minutes = excluded.reminder_minutes,
       feed_names_in_title = excluded.feed_names_in_title,
       updated_at = now()
     returning ${columns}`,
    [
      userId,
      preferences.timezone,
      preferences.timezoneConfirmed,
      preferences.weekStartsOn,
      JSON.stringify(dedupeAddresses(preferences.trustedSenders)),
      preferences.autoConfirmEvents,
      preferences.digest,
      preferences.reminderMinutes,
      preferences.feedNamesInTitle,
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("The preferences upsert returned no row");
  return toPreferences(row);
}
