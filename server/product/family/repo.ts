import type { FamilyMember, FamilyMemberInput } from "../../../api/FamilyMember";
import type { SqlSession } from "../../db/Database";
import { dataVersionColumn, type VersionedRow } from "../../db/dataVersionRead";
import { isoOf, type Keyed, type Keyset, keyText, keyValue } from "../shared";

export interface FamilyMemberRow extends Keyed {
  readonly name: string;
  readonly relationship: FamilyMember["Relationship"];
  readonly email: string | null;
  readonly color: string;
  readonly birth_date: string | null;
  readonly also_called: ReadonlyArray<string>;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

const columns = `id::text as id, name, relationship, email, color, birth_date::text as birth_date,
  also_called, created_at, updated_at, ${keyText("created_at")} as sort_key`;

export const toFamilyMember = (row: FamilyMemberRow): FamilyMember => ({
  Id: row.id,
  Name: row.name,
  Relationship: row.relationship,
  Email: row.email,
  Color: row.color,
  BirthDate: row.birth_date,
  AlsoCalled: row.also_called,
  CreatedAt: isoOf(row.created_at),
  UpdatedAt: isoOf(row.updated_at),
});

/** Nicknames as stored: each once (compared without case), in the order given. */
const alsoCalledJson = (names: ReadonlyArray<string> | undefined): string => {
  const seen = new Set<string>();
  return JSON.stringify(
    (names ?? []).filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
};

/** The user's members oldest first, `limit + 1` of them after `after`. */
export function listFamilyMembers(
  sql: SqlSession,
  userId: string,
  page: { readonly limit: number; readonly after: Keyset | null },
): Promise<ReadonlyArray<FamilyMemberRow & VersionedRow>> {
  return sql.query<FamilyMemberRow & VersionedRow>(
    `select ${columns}, ${dataVersionColumn} from family_member
     where user_id = $1
       and ($2::text is null or (created_at, id) > (${keyValue("$2::text")}, $3::uuid))
     order by created_at, id
     limit $4`,
    [userId, page.after?.key ?? null, page.after?.id ?? null, page.limit + 1],
  );
}

export async function findFamilyMember(
  sql: SqlSession,
  userId: string,
  id: string,
): Promise<FamilyMemberRow | undefined> {
  const rows = await sql.query<FamilyMemberRow>(
    `select ${columns} from family_member where user_id = $1 and id = $2`,
    [userId, id],
  );
  return rows[0];
}

export async function insertFamilyMember(
  sql: SqlSession,
  userId: string,
  member: FamilyMemberInput,
  id: string = crypto.randomUUID(),
): Promise<FamilyMemberRow> {
  const rows = await sql.query<FamilyMemberRow>(
    `insert into family_member (id, user_id, name, relationship, email, color, birth_date, also_called)
     values ($1, $2, $3, $4, $5, $6, $7::date, $8::jsonb)
     returning ${columns}`,
    [
      id,
      userId,
      member.Name,
      member.Relationship,
      member.Email,
      member.Color,
      member.BirthDate,
      alsoCalledJson(member.AlsoCalled),
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error("The family member insert returned no row");
  return row;
}

/** Replaces a member's fields; undefined when the user has no such member. */
export async function updateFamilyMember(
  sql: SqlSession,
  userId: string,
  id: string,
  member: FamilyMemberInput,
): Promise<FamilyMemberRow | undefined> {
  const rows = await sql.query<FamilyMemberRow>(
    `update family_member
     set name = $3, relationship = $4, email = $5, color = $6, birth_date = $7::date,
         also_called = $8::jsonb, updated_at = now()
     where user_id = $1 and id = $2
     returning ${columns}`,
    [
      userId,
      id,
      member.Name,
      member.Relationship,
      member.Email,
      member.Color,
      member.BirthDate,
      alsoCalledJson(member.AlsoCalled),
    ],
  );
  return rows[0];
}

/** Removes a member (and, through the foreign key, them from every event). */
export async function deleteFamilyMember(
  sql: SqlSession,
  userId: string,
  id: string,
): Promise<FamilyMemberRow | undefined> {
  const rows = await sql.query<FamilyMemberRow>(
    `delete from family_member where user_id = $1 and id = $2 returning ${columns}`,
    [userId, id],
  );
  return rows[0];
}

/** Which of `ids` are the user's members (ids must already be UUID-shaped). */
export async function ownedFamilyMemberIds(
  sql: SqlSession,
  userId: string,
  ids: ReadonlyArray<string>,
): Promise<ReadonlySet<string>> {
  if (ids.length === 0) return new Set();
  const rows = await sql.query<{ id: string }>(
    "select id::text as id from family_member where user_id = $1 and id = any($2::uuid[])",
    [userId, ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** The e-mail addresses of the user's members, lower-cased. */
export async function familyEmailAddresses(
  sql: SqlSession,
  userId: string,
): Promise<ReadonlySet<string>> {
  const rows = await sql.query<{ email: string }>(
    "select distinct lower(email) as email from family_member where user_id = $1 and email is not null",
    [userId],
  );
  return new Set(rows.map((row) => row.email));
}
