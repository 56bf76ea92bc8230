/**
 * How a user's data version is read (migration 0015): one primary-key
 * select, "0" until their first write. Both engines run it; the embedded one
 * keeps what it read until the database says the version changed
 * (server/db/pgliteClient.ts).
 */
export const dataVersionQuery =
  "select version::text as version from data_version where user_id = $1";

/**
 * The same version as a column of a read's own statement, for a query whose
 * `$1` is the user's id: one statement reads the rows and the version from
 * one snapshot, so the version names exactly the rows beside it, with no
 * round trip of its own (server/product/dataVersion.ts, `revalidatedRead`).
 */
export const dataVersionColumn =
  "coalesce((select version::text from data_version where user_id = $1), '0') as data_version";

/** A row of a statement that selected `dataVersionColumn`. */
export interface VersionedRow {
  readonly data_version: string;
}

export const versionOfRows = (rows: ReadonlyArray<{ readonly version: string }>): string =>
  rows[0]?.version ?? "0";

/** The channel of migration 0016's notices: a user's id, or `*` for every user. */
export const dataVersionChannel = "data_version";

/** The session setting that turns the notices on (the embedded database's thread sets it). */
export const dataVersionNoticesSetting = "corkboard.data_version_notices";
