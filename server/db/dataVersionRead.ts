/**
 * How a user's data version is read (migration 0015): one primary-key
 * select, "0" until their first write. Both engines run it; the embedded one
 * keeps what it read until the database says the version changed
 * (server/db/pgliteClient.ts).
 */
export const dataVersionQuery =
  "select version::text as version from data_version where user_id = $1";

export const versionOfRows = (rows: ReadonlyArray<{ readonly version: string }>): string =>
  rows[0]?.version ?? "0";

/** The channel of migration 0016's notices: a user's id, or `*` for every user. */
export const dataVersionChannel = "data_version";

/** The session setting that turns the notices on (the embedded database's thread sets it). */
export const dataVersionNoticesSetting = "corkboard.data_version_notices";
